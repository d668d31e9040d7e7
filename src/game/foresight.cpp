// What a request would meet, worked out before it is made (foresight.h).
#include "game/foresight.h"

#include <algorithm>

#include "game/conditions/condition_rule.h"
#include "game/conversation.h"
#include "game/known_floor.h"
#include "game/ranged.h"
#include "game/skills/skill_rule.h"
#include "game/traps/trap_rule.h"

namespace delve {

namespace {

// Why a command of a kind will not start with a monster in view, or while
// poisoned: each command has its own sentence, as languages put the verb in
// different places.
MessageId refusalBesideMonster(CommandKind kind) {
    switch (kind) {
        case CommandKind::Rest:
            return MessageId::CannotRestWithMonsterThere;
        case CommandKind::Travel:
            return MessageId::CannotTravelWithMonsterThere;
        case CommandKind::Explore:
        case CommandKind::Search:
            break;
    }
    return MessageId::CannotExploreWithMonsterThere;
}

MessageId refusalWhile(CommandKind kind) {
    switch (kind) {
        case CommandKind::Rest:
            return MessageId::CannotRestWhile;
        case CommandKind::Travel:
            return MessageId::CannotTravelWhile;
        case CommandKind::Explore:
        case CommandKind::Search:
            break;
    }
    return MessageId::CannotExploreWhile;
}

}  // namespace

Foresight::Foresight(const World& world, KnownWays& ways) : world_(world), ways_(ways) {}

// A monster in view that threatens would stop a command at once, and so
// would poison, a wound or confusion (conditions/condition_rule.h's
// haltsCommands): so none starts, and the log says why. Monsters that sleep
// or flee are the player's to judge: the ui asks, and a yes comes back as
// `despiteMonsters`.
CommandStart Foresight::commandStart(CommandKind kind) const {
    if (commandRefusal(kind, true)) {
        return CommandStart::Refused;
    }
    return commandRefusal(kind, false) ? CommandStart::AskFirst : CommandStart::Go;
}

// The monster named is one that threatens before one that does not (a
// sleeper beside a hunter is not what stops the hero), then the nearest.
const Monster* Foresight::monsterForbiddingCommands(bool despiteMonsters) const {
    const Point hero = world_.hero.position;
    const auto sooner = [hero](const Monster& a, const Monster& b) {
        if (a.threatens() != b.threatens()) {
            return a.threatens();
        }
        return chebyshevDistance(a.position, hero) < chebyshevDistance(b.position, hero);
    };
    const Monster* named = nullptr;
    for (const Monster& monster : world_.stage.monsters()) {
        if (world_.canSee(monster) && (monster.threatens() || !despiteMonsters) &&
            (named == nullptr || sooner(monster, *named))) {
            named = &monster;
        }
    }
    return named;
}

// The refusal names the monster and where it is, so the player knows what
// to deal with: the refusal's id carries the monster, its distance in
// cells as the number, and the compass direction toward it as the text.
std::optional<Said> Foresight::commandRefusal(CommandKind kind, bool despiteMonsters) const {
    if (const Monster* monster = monsterForbiddingCommands(despiteMonsters)) {
        const Point hero = world_.hero.position;
        return Said{
            refusalBesideMonster(kind),
            delve::about(*monster)
                .withNumber(chebyshevDistance(monster->position, hero))
                .withText(std::string(directionName(compassToward(hero, monster->position))))};
    }
    if (const auto condition = haltingCondition(world_.hero)) {
        return Said{refusalWhile(kind),
                    MessageArguments{}.withCondition(std::string(conditionWord(*condition)))};
    }
    return std::nullopt;
}

// What stands in the way of travelling to `goal` itself; the monsters in
// view are commandRefusal's business.
std::optional<Said> Foresight::travelRefusal(Point goal) const {
    if (goal == world_.hero.position) {
        return Said{MessageId::AlreadyThere, {}};
    }
    if (!world_.map().isExplored(goal)) {
        return Said{MessageId::TravelToUnseen, {}};
    }
    if (const Trap* trap = world_.stage.trapAt(goal); trap != nullptr && trap->known) {
        return Said{MessageId::TravelOntoTrap, {}};
    }
    if (!ways_.costs(world_).isPassable(goal)) {
        // What the hero knows cannot be entered is water, or looks like wall.
        const bool water = apparentTerrain(world_.map().remembered(goal)) == Terrain::Water;
        return Said{water ? MessageId::TravelOntoWater : MessageId::TravelOntoWall, {}};
    }
    if (auto why = commandRefusal(CommandKind::Travel, true)) {
        return why;
    }
    if (ways_.route(world_, goal).empty()) {
        return Said{MessageId::NoSafeWay, {}};
    }
    return std::nullopt;
}

std::vector<Point> Foresight::openDoorsAround() const {
    std::vector<Point> doors;
    for (Direction d : kAllDirections) {
        const Point cell = world_.hero.position + offset(d);
        if (world_.map().terrain(cell) == Terrain::OpenDoor) {
            doors.push_back(cell);
        }
    }
    return doors;
}

const Trap* Foresight::knownTrapAhead(Direction direction) const {
    const Trap* trap = world_.stage.trapAt(world_.hero.position + offset(direction));
    return trap != nullptr && trap->known ? trap : nullptr;
}

EffectAim Foresight::aimOf(int slot) const {
    const Pack& pack = world_.hero.pack;
    if (!pack.has(slot)) {
        return EffectAim::None;
    }
    const ItemKind& kind = *pack.at(slot).kind;
    if (kind.effect == nullptr || !world_.lore.knows(kind)) {
        return EffectAim::None;
    }
    return kind.effect->aim;
}

namespace {

// Whether the scroll in slot `reading` may be read on the target.
bool readsOnTarget(const World& world, int reading, const EffectTarget& target) {
    const Pack& pack = world.hero.pack;
    if (!pack.has(reading) || targetThing(world.hero, target) == nullptr) {
        return false;
    }
    const ItemEffect* effect = pack.at(reading).kind->effect;
    return effect != nullptr && effect->aim == EffectAim::PackItem &&
           (effect->refuses == nullptr || !effect->refuses(world, target));
}

}  // namespace

bool Foresight::readsOn(int reading, int slot) const {
    return slot != reading && readsOnTarget(world_, reading, EffectTarget{std::nullopt, slot});
}

bool Foresight::readsOnWorn(int reading, EquipSlot worn) const {
    return readsOnTarget(world_, reading, EffectTarget{std::nullopt, -1, worn});
}

bool Foresight::anythingToReadOn(int reading) const {
    for (int slot = 0; slot < world_.hero.pack.size(); ++slot) {
        if (readsOn(reading, slot)) {
            return true;
        }
    }
    return std::ranges::any_of(kAllEquipSlots,
                               [&](EquipSlot worn) { return readsOnWorn(reading, worn); });
}

AimReach Foresight::reachOf(const Aimed& aimed, Point target) const {
    AimReach reach;
    const Hero& hero = world_.hero;
    if (target == hero.position && aimed.kind != Aimed::Kind::Scroll) {
        return reach;  // what flies refuses the hero's own cell
    }
    // Whatever flies strikes the monster where it comes down, if any.
    auto strikeAtEnd = [&] {
        if (!reach.path.empty() && world_.stage.monsterAt(reach.path.back()) != nullptr) {
            reach.struck.push_back(reach.path.back());
        }
    };
    // A bolt strikes every monster on its path (a bolt that stops at the
    // first has none beyond it).
    auto strikeAlong = [&] {
        for (Point cell : reach.path) {
            if (world_.stage.monsterAt(cell) != nullptr) {
                reach.struck.push_back(cell);
            }
        }
    };
    switch (aimed.kind) {
        case Aimed::Kind::Scroll:
            reach.struck = fireballCells(world_, target);
            break;
        case Aimed::Kind::Bow:
            if (const auto shot = bowShot(hero)) {
                reach.path = flightOf(world_, shot->range, target);
                strikeAtEnd();
            }
            break;
        case Aimed::Kind::Throw:
            if (hero.pack.has(aimed.slot)) {
                const Shot shot = thrownShot(*hero.pack.at(aimed.slot).kind);
                reach.path = flightOf(world_, shot.range, target);
                strikeAtEnd();
            }
            break;
        case Aimed::Kind::Lightning:
            reach.path = lightningCells(world_, target);
            strikeAlong();
            break;
        case Aimed::Kind::Skill:
            reach = skillReach(world_, *aimed.skill, target);
            break;
        case Aimed::Kind::Zap:
            reach.path = zapCells(world_, aimed.slot, target);
            strikeAlong();
            break;
    }
    return reach;
}

std::vector<Point> Foresight::travelSearched(Point goal) const {
    return ways_.routeSearched(world_, goal);
}

bool Foresight::amuletLiesHere() const {
    return std::ranges::any_of(world_.stage.items(), [](const FloorItem& lying) {
        return lying.item.kind->itemClass == ItemClass::Amulet;
    });
}

std::optional<Point> Foresight::knownStairs(Terrain stairs) const {
    return delve::knownStairs(world_.map(), stairs);
}

std::vector<Point> Foresight::travelRoute(Point goal) const {
    return ways_.route(world_, goal);
}

const DijkstraMap& Foresight::exploreMap() const {
    return ways_.exploreMap(world_);
}

std::vector<Point> Foresight::exploreRoute() const {
    const DijkstraMap& distances = exploreMap();
    std::vector<Point> route;
    Point at = world_.hero.position;
    // Each step goes downhill, so a walk is never longer than the floor.
    const std::size_t longest = static_cast<std::size_t>(world_.map().width()) *
                                static_cast<std::size_t>(world_.map().height());
    while (distances.reached(at) && distances.at(at) > 0 && route.size() < longest) {
        const std::optional<Point> next = distances.downhill(at);
        if (!next) {
            break;
        }
        route.push_back(*next);
        at = *next;
    }
    return route;
}

const Trap* Foresight::knownTrapBeside(const std::vector<Point>& route) const {
    for (const Point cell : route) {
        for (Direction d : kAllDirections) {
            const Trap* trap = world_.stage.trapAt(cell + offset(d));
            if (trap != nullptr && trap->known && ruleOf(trap->kind).reachesBeside &&
                std::find(route.begin(), route.end(), trap->at) == route.end()) {
                return trap;
            }
        }
    }
    return nullptr;
}

const DialogueLine* Foresight::openingLine(Point person) const {
    const Person* there = world_.stage.personAt(person);
    const Dialogue* dialogue = there ? world_.rules->dialogue(there->kind->id) : nullptr;
    return dialogue != nullptr ? delve::openingLine(world_, *dialogue) : nullptr;
}

std::vector<int> Foresight::answersOffered(const DialogueLine& line) const {
    return delve::answersOffered(world_, line);
}

}  // namespace delve
