#pragma once

#include <cstdio>
#include <cstdlib>

#include "core/rng.h"
#include "game/game.h"
#include "keep/save_codec.h"
#include "keep/state_hash.h"

namespace delve::fuzz {

// Stops the run with a message libFuzzer shows beside the input that did it.
[[noreturn]] inline void finding(const char* what) {
    std::fprintf(stderr, "fuzz finding: %s\n", what);
    std::abort();
}

// A few deeds that reach the parts of the rules a loaded state can upset:
// steps every way, a wait, and the stairs whenever the hero stands on them;
// picking up whatever lies underfoot, and now and then using, dropping or
// taking off what the hero has (a fireball at her own feet, an identify on
// the first slot), and shooting, throwing and casting a few cells away, so
// a loaded pack, equipment, mana and lore are played with.
inline Request nextRequest(const Game& game, Rng& dice) {
    const Hero& hero = game.hero();
    if (game.map().terrain(hero.position) == Terrain::StairsDown) {
        return Descend{};
    }
    if (!game.stage().itemsAt(hero.position).empty() && dice.below(2) == 0) {
        return PickUpItems{};
    }
    if (hero.pack.size() > 0 && dice.below(6) == 0) {
        const int slot = static_cast<int>(dice.below(static_cast<std::uint32_t>(hero.pack.size())));
        if (dice.below(4) == 0) {
            return DropItem{slot};
        }
        return UseItem{slot, hero.position, 0};
    }
    if (dice.below(10) == 0) {
        const Point step = offset(kAllDirections[dice.below(8)]);
        const Point target{hero.position.x + 3 * step.x, hero.position.y + 3 * step.y};
        switch (dice.below(3)) {
            case 0:
                return Shoot{target};
            case 1:
                return Cast{target};
            default:
                return Throw{0, target};
        }
    }
    if (dice.below(24) == 0) {
        return TakeOffItem{kAllEquipSlots[dice.below(kAllEquipSlots.size())]};
    }
    if (dice.below(8) == 0) {
        return Wait{};
    }
    return Move{kAllDirections[dice.below(8)]};
}

inline void playTurns(Game& game, std::uint64_t seed, int turns) {
    Rng dice(seed);
    for (int i = 0; i < turns && !game.isOver(); ++i) {
        game.act(nextRequest(game, dice));
    }
}

// A game must come back from its own save the same, and play on the same.
inline void checkRoundTrip(const Game& game, const RulesPtr& rules) {
    const std::string text = saveGame(game);
    Game again = loadGame(text, "again.sav", rules);
    if (stateHash(again) != stateHash(game)) {
        finding("a saved game loads with another state hash");
    }
    if (saveGame(again) != text) {
        finding("a saved game loads and saves as other text");
    }
    Game original = game;
    playTurns(original, 7, 6);
    playTurns(again, 7, 6);
    if (stateHash(again) != stateHash(original)) {
        finding("a loaded game plays on differently from the one saved");
    }
}

}  // namespace delve::fuzz
