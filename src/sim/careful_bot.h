#pragma once

#include <bitset>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "core/rng.h"
#include "game/game.h"
#include "map/dijkstra_map.h"
#include "map/path_costs.h"
#include "sim/known_costs.h"

namespace delve {

// A bot that plays Delve as a careful player would, for `delve sim`: it
// explores with the game's own Explore (which stops for anything new),
// rests before it is badly hurt, drinks healing when low in a fight, wears
// the best it finds, meets several monsters in a corridor, uses its skills
// when they serve, shoots and casts at what comes, runs from what it cannot beat, and goes down
// once a floor is explored. It sees only what the player sees: the monsters in view, the floor as
// explored, the pack as the hero knows it.
//
// Its choices are the same for the same game: the one source of chance it
// has is its own Rng, seeded from the run's seed.
class CarefulBot {
  public:
    explicit CarefulBot(std::uint64_t seed);

    // What to do now. The game must have no command running (a command's
    // steps are the game's: Game::continueCommand).
    Request choose(const Game& game);
    // What sort of choice the last was ("escape", "rest", "explore", ...),
    // for tests and for following a run by eye.
    std::string_view reason() const;

  private:
    // How near a place of danger the bot's walks keep off.
    static constexpr int kDangerReach = 4;
    // Turns the bot keeps creeping up on a monster it has chosen to strike
    // unawares, while a corner hides it.
    static constexpr int kStalking = 30;

    // Each sort of choice, so that one the game refused (no turn passed
    // and nothing changed since it was chosen) is not chosen again until
    // something changes: the bot never asks for the same refused thing
    // twice in a row.
    enum class Option {
        Drink,
        Escape,
        Choke,
        Strike,
        Skill,
        Ranged,
        Zap,
        Hold,
        Approach,
        Equip,
        Identify,
        Enchant,
        ReadUnknown,
        Drop,
        WaitOut,
        DrinkUnknown,
        Rest,
        Stalk,
        Explore,
        Wander,
        Descend,
        WalkToStairs,
        Search,
        PickUp,
        Count,
    };

    // What the hero sees of the monsters now.
    struct Surroundings {
        std::vector<const Monster*> foes;      // awake, not fleeing, in view
        std::vector<const Monster*> adjacent;  // foes beside the hero
        std::vector<const Monster*> sleepers;  // asleep, in view
        std::vector<const Monster*> fleeing;   // running from the hero, in view
        int nearest = 1000;                    // steps to the nearest foe
    };

    // What decides whether the last choice got anywhere.
    struct Fingerprint {
        int turn = -1;
        int depth = 0;
        int energy = 0;
        int hp = 0;
        Point at;
        int packSize = 0;
        std::size_t known = 0;
        friend bool operator==(const Fingerprint&, const Fingerprint&) = default;
    };

    // careful_bot.cpp
    void remember(const Game& game);
    Surroundings lookAround(const Game& game) const;
    bool may(Option option) const { return !refused_[static_cast<std::size_t>(option)]; }
    // Going round in circles: it stops waiting for monsters and creeping
    // up on them, and runs only when hurt.
    bool restless() const;
    // Long past that: the only way on is through what it has kept away
    // from, so it goes through.
    bool desperate() const;
    Request take(Option option, Request action);
    std::optional<Request> stepTo(Option option, const Game& game, Point cell,
                                  bool ontoKnownTrap = false);
    // The floor as the hero knows it, known traps blocked, or not.
    const StepCosts& known(const Game& game, bool overKnownTraps = false);
    // The stairs the bot is making for: down, or up once homeward.
    std::optional<Point> stairs(const Game& game);
    static bool homeward(const Game& game);
    // What the hero knows of the floor (KnownCosts::knowledge).
    std::uint64_t knowledge(const Game& game) { return known_.knowledge(game, choices_); }

    // bot_fight.cpp: a threatening monster is in view.
    std::optional<Request> fight(const Game& game, const Surroundings& around);
    std::optional<Request> meet(const Game& game, const Surroundings& around, bool outmatched);
    // Hunters just seen and now out of view are coming: in a corridor, the
    // hero waits for them there.
    std::optional<Request> lurk(const Game& game);

    // bot_escape.cpp
    std::optional<Request> escape(const Game& game, const Surroundings& around, bool low);
    // A step toward stairs at most `most` steps off, on a way none of the
    // foes can cut, or down them when she stands on them.
    std::optional<Request> downStairs(const Game& game, const Surroundings& around, int most);
    // Where monsters stood that the hero could not beat in the open: the
    // bot's own walks keep clear of them, and it leaves the floor by the
    // stairs once it knows them.
    void markDanger(const Surroundings& around);
    bool nearDanger(Point cell) const;

    // bot_skills.cpp: the first of the hero's skills worth using now, in
    // the order she learnt them, with the mana for it. `hard` when the
    // fight is beyond her where she stands, `low` when she is badly hurt.
    std::optional<Request> skill(const Game& game, const Surroundings& around, bool hard, bool low);

    // bot_ranged.cpp
    std::optional<Request> ranged(const Game& game, std::span<const Monster* const> targets,
                                  bool hard);
    // The staff or wand worth zapping at `foe` now, if any (-1 for none).
    static int zapSlot(const Game& game, const Monster& foe, bool hard);
    // A monster running from her is finished off when it is beside her or
    // in her line of fire: left, it comes back healed, or blocks a corridor.
    std::optional<Request> finish(const Game& game, const Surroundings& around);

    // bot_calm.cpp: nothing threatens.
    std::optional<Request> calm(const Game& game, const Surroundings& around);
    std::optional<Request> tend(const Game& game);
    std::optional<Request> heal(const Game& game);
    std::optional<Request> stalk(const Game& game, const Surroundings& around);
    // A vault of choice seen: the thing on it worth most to her, walked to
    // and taken (sim/gear.h's vaultWorth).
    std::optional<Request> chooseFromVault(const Game& game);

    // bot_walks.cpp
    std::optional<Request> moveOn(const Game& game);
    // The way on past an adventure's Guardian, on its floor: once the
    // floor is explored (or the bot tired of it) and the hero rested to
    // the full, she goes for it where it was last seen, and from then on
    // fights it to the end rather than run.
    std::optional<Request> takeOnGuardian(const Game& game);
    void noteGuardian(const Game& game);
    // A step toward the nearest edge of what has been seen, or a thing
    // worth taking, as Explore walks but on the bot's own legs: for when
    // Explore will not go (a monster it cannot reach stays in view) or
    // knows nothing of the danger.
    std::optional<Request> wander(const Game& game, bool overKnownTraps);
    std::optional<Request> searchForDoors(const Game& game);
    std::optional<Point> nextSearchSpot(const Game& game);
    // A step downhill toward the nearest of `goals` over the known floor,
    // past the monsters in view, going round places of danger.
    std::optional<Request> walkToward(Option option, const Game& game, std::span<const Point> goals,
                                      bool overKnownTraps);

    Rng rng_;
    Fingerprint last_;
    // How many lines the log had said when the last choice was made.
    int saidBefore_ = 0;
    std::optional<Option> lastOption_;
    std::bitset<static_cast<std::size_t>(Option::Count)> refused_;
    // What the bot remembers of the floor it is on; a new floor starts it
    // afresh.
    struct FloorMemory {
        int depth = 0;
        int choicesHere = 0;
        // What the hero knew of it when Explore last found nothing left.
        std::uint64_t exploredAt = 0;
        // Turns waited in a row for a monster to come, and the last turn a
        // monster hunting the hero was in view.
        int held = 0;
        int huntedAt = -1000;
        // Once running, the hero keeps running until this turn: deciding
        // afresh each step, she would turn back and forth at the edge of
        // what she can take on.
        int runUntil = -1;
        std::vector<Point> danger;
        // The monster the hero is creeping up on, until the turn she gives
        // up on it: out of view for a step, it is still there.
        std::optional<Point> stalked;
        int stalkUntil = -1;
        // Where the bot goes next to search for a secret door, and where
        // it has searched this round.
        std::optional<Point> searchSpot;
        std::vector<Point> searched;
        // The stairs down, once seen, and what was known when they were
        // last looked for; what was known when the bot's own walk last
        // found nowhere new to go.
        std::optional<Point> stairs;
        std::uint64_t stairsLookedAt = 0;
        // Whether the stairs looked for lead up: once the Guardian of an
        // adventure that has one is dead, the way on is back to the top.
        bool homeward = false;
        // Where the Guardian was last seen here, and whether the hero has
        // gone to fight it.
        std::optional<Point> guardian;
        bool committed = false;
        std::uint64_t nowhereAt = 0;
    };
    FloorMemory floor_;
    // Choices in a row that showed nothing new: no cell seen, nothing
    // learnt or picked up, no experience.
    int idle_ = 0;
    int exploredBefore_ = 0;
    int experienceBefore_ = 0;
    KnownCosts known_;
    int choices_ = 0;
    DijkstraMap distances_;
    DijkstraMap safety_;
};

}  // namespace delve
