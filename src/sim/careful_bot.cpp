#include "sim/careful_bot.h"

#include <algorithm>
#include <array>

#include "core/exact_table.h"

namespace delve {

namespace {

// Choices in a row with nothing new after which the bot is going round in
// circles, and after which it takes the way on whatever stands in it.
constexpr int kRestless = 150;
constexpr int kDesperate = 600;

// Whether Explore said, since the log had said `before` lines, that nothing
// is left to see (or nothing it may safely walk to).
bool exploreFinished(const MessageLog& log, int before) {
    const std::vector<Message>& messages = log.messages();
    for (auto it = messages.rbegin(); it != messages.rend() && it->serial > before; ++it) {
        if (it->said.id == MessageId::Explored || it->said.id == MessageId::ExploredAsFarAsSafe) {
            return true;
        }
    }
    return false;
}

}  // namespace

CarefulBot::CarefulBot(std::uint64_t seed) : rng_(seed, 0xb07) {}

Request CarefulBot::choose(const Game& game) {
    ++choices_;
    remember(game);
    ++floor_.choicesHere;
    const Surroundings around = lookAround(game);
    noteGuardian(game);
    std::optional<Request> action;
    if (!around.foes.empty()) {
        action = fight(game, around);
    } else {
        action = lurk(game);
    }
    if (!action && around.foes.empty()) {
        action = finish(game, around);
    }
    if (!action) {
        action = calm(game, around);
    }
    if (action) {
        return *action;
    }
    // Everything else was refused: a turn spent searching always passes.
    lastOption_.reset();
    return Search{1};
}

void CarefulBot::remember(const Game& game) {
    const Hero& hero = game.hero();
    const Fingerprint now{
        game.turn(),      game.stage().depth(),      hero.energy, hero.hp, hero.position,
        hero.pack.size(), game.lore().known().size()};
    if (lastOption_ == Option::Explore && exploreFinished(game.log(), saidBefore_)) {
        floor_.exploredAt = knowledge(game);
    }
    const bool news = game.map().exploredCount() != exploredBefore_ ||
                      hero.experience != experienceBefore_ || hero.pack.size() != last_.packSize ||
                      game.lore().known().size() != last_.known ||
                      game.stage().depth() != floor_.depth;
    idle_ = news ? 0 : idle_ + 1;
    exploredBefore_ = game.map().exploredCount();
    experienceBefore_ = hero.experience;
    if (lastOption_ && now == last_) {
        refused_.set(static_cast<std::size_t>(*lastOption_));
    } else {
        refused_.reset();
    }
    if (game.stage().depth() != floor_.depth) {
        floor_ = FloorMemory{};
        floor_.depth = game.stage().depth();
    }
    last_ = now;
    saidBefore_ = game.log().said();
    lastOption_.reset();
}

bool CarefulBot::restless() const {
    return idle_ > kRestless;
}

bool CarefulBot::desperate() const {
    return idle_ > kDesperate;
}

std::string_view CarefulBot::reason() const {
    static constexpr auto kWords =
        keyedTable<Option, std::string_view, static_cast<std::size_t>(Option::Count)>({
            {Option::Drink, "drink"},
            {Option::Escape, "escape"},
            {Option::Choke, "choke"},
            {Option::Strike, "strike"},
            {Option::Skill, "skill"},
            {Option::Ranged, "ranged"},
            {Option::Zap, "zap"},
            {Option::Hold, "hold"},
            {Option::Approach, "approach"},
            {Option::Equip, "equip"},
            {Option::Identify, "identify"},
            {Option::Enchant, "enchant"},
            {Option::ReadUnknown, "read unknown"},
            {Option::Drop, "drop"},
            {Option::WaitOut, "wait out"},
            {Option::DrinkUnknown, "drink unknown"},
            {Option::Rest, "rest"},
            {Option::Stalk, "stalk"},
            {Option::Explore, "explore"},
            {Option::Wander, "wander"},
            {Option::Descend, "descend"},
            {Option::WalkToStairs, "walk to stairs"},
            {Option::Search, "search"},
            {Option::PickUp, "pick up"},
        });
    return lastOption_ ? kWords[static_cast<std::size_t>(*lastOption_)] : "nothing else";
}

CarefulBot::Surroundings CarefulBot::lookAround(const Game& game) const {
    Surroundings around;
    const Point hero = game.hero().position;
    for (const Monster& monster : game.stage().monsters()) {
        if (!game.canSee(monster)) {
            continue;
        }
        if (!monster.awake()) {
            around.sleepers.push_back(&monster);
            continue;
        }
        if (!monster.threatens()) {
            around.fleeing.push_back(&monster);
            continue;
        }
        const int distance = chebyshevDistance(monster.position, hero);
        around.foes.push_back(&monster);
        around.nearest = std::min(around.nearest, distance);
        if (distance == 1) {
            around.adjacent.push_back(&monster);
        }
    }
    return around;
}

Request CarefulBot::take(Option option, Request action) {
    lastOption_ = option;
    return action;
}

std::optional<Request> CarefulBot::stepTo(Option option, const Game& game, Point cell,
                                          bool ontoKnownTrap) {
    const Point hero = game.hero().position;
    if (chebyshevDistance(hero, cell) != 1 || !may(option)) {
        return std::nullopt;
    }
    return take(option, Step{directionOfStep(hero, cell), ontoKnownTrap});
}

const StepCosts& CarefulBot::known(const Game& game, bool overKnownTraps) {
    return known_.of(game, overKnownTraps, choices_);
}

bool CarefulBot::homeward(const Game& game) {
    const std::string& guardian = game.plan().guardian;
    return !guardian.empty() && game.kills().contains(guardian);
}

std::optional<Point> CarefulBot::stairs(const Game& game) {
    if (floor_.homeward != homeward(game)) {
        floor_.homeward = homeward(game);
        floor_.stairs.reset();
        floor_.stairsLookedAt = 0;
    }
    // Stairs once seen stay where they are: the map is searched for them
    // only while they are unknown.
    if (!floor_.stairs && floor_.stairsLookedAt != knowledge(game)) {
        floor_.stairs =
            game.foresight().knownStairs(floor_.homeward ? Terrain::StairsUp : Terrain::StairsDown);
        floor_.stairsLookedAt = knowledge(game);
    }
    return floor_.stairs;
}

}  // namespace delve
