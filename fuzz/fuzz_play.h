#pragma once

#include <cstdio>
#include <cstdlib>

#include "core/rng.h"
#include "core/utf8.h"
#include "game/game.h"
#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "sim/invariants.h"

namespace delve::fuzz {

// Stops the run with a message libFuzzer shows beside the input that did it.
[[noreturn]] inline void finding(const char* what) {
    std::fprintf(stderr, "fuzz finding: %s\n", what);
    std::abort();
}

// What a reader said of bad bytes is shown to the player as it is: it must
// be one line of UTF-8 without control characters, at most 1000 of them
// (what it quotes of the input is cut, core/utf8.h's quotedForMessage).
inline void checkMessage(std::string_view message) {
    if (!isValidUtf8(message)) {
        finding("a message that is not UTF-8");
    }
    for (const char c : message) {
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
            std::fprintf(stderr, "fuzz finding: a control byte in the message: %s\n",
                         quotedForMessage(message, 400).c_str());
            std::abort();
        }
    }
    if (utf8Length(message) > 1000) {
        finding("a message longer than 1000 characters");
    }
}

inline void checkMessage(const std::exception& error) {
    checkMessage(std::string_view(error.what()));
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
    return Step{kAllDirections[dice.below(8)]};
}

// The rules that hold after every action (sim/invariants.h).
inline void checkInvariants(const Game& game) {
    if (const std::optional<std::string> broken = brokenInvariant(game)) {
        std::fprintf(stderr, "fuzz finding: %s\n", broken->c_str());
        std::abort();
    }
}

inline void playTurns(Game& game, std::uint64_t seed, int turns) {
    Rng dice(seed);
    for (int i = 0; i < turns && !game.isOver(); ++i) {
        game.act(nextRequest(game, dice));
        checkInvariants(game);
    }
}

// A game must come back from its own save the same, and play on the same.
// A run that has ended is never saved, so it is not checked.
inline void checkRoundTrip(const Game& game, const RulesPtr& rules) {
    if (game.isOver()) {
        return;
    }
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
