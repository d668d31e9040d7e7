#include "game/game.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "game/command_watch.h"
#include "game/conversation.h"
#include "game/deeds/deed.h"
#include "game/hero_name.h"
#include "game/items/starting_kit.h"
#include "game/quests.h"
#include "game/skills/skill_rule.h"
#include "game/turn.h"

namespace delve {

Game::Game(const GameOptions& options) : seed_(options.seed), world_(options.rules, options.seed) {
    if (!world_.rules) {
        throw std::invalid_argument("a game needs its rules tables");
    }
    world_.adventure = world_.rules->adventure(options.adventure);
    if (world_.adventure == nullptr) {
        throw std::invalid_argument("unknown adventure \"" + options.adventure + "\"");
    }
    // The class as this adventure plays it.
    const HeroClass* heroClass = world_.rules->heroClass(options.heroClass, *world_.adventure);
    if (heroClass == nullptr) {
        throw std::invalid_argument("unknown class \"" + options.heroClass + "\"");
    }
    world_.sight = world_.adventure->sight;
    world_.emptyFloors = options.emptyFloors;
    for (int depth = 1; depth <= kDeepestFloor; ++depth) {
        world_.floorSeeds.push_back(world_.rng.nextSeed());
    }
    Hero& hero = world_.hero;
    hero.heroClass = heroClass;
    hero.name = options.heroName.empty() ? heroClass->heroName : options.heroName;
    hero.gender = options.heroGender.value_or(heroClass->heroGender);
    if (!isHeroName(hero.name)) {
        throw std::invalid_argument(std::string(kHeroNameRule));
    }
    hero.maxHp = heroClass->maxHp;
    hero.hp = heroClass->maxHp;
    hero.maxMana = heroClass->mana;
    hero.mana = heroClass->mana;
    hero.gold = heroClass->gold;
    learnSkills(world_, false);   // a class may teach some at the first level
    hero.energy = kActionEnergy;  // the hero moves first
    world_.lore = ItemLore(*world_.rules, options.seed);
    takeStartingKit(world_);
    // Quests that begin with the adventure are told before the place it
    // begins in.
    beginAdventureQuests(world_);
    if (options.level) {
        enterLevel(world_, *options.level);
    } else {
        const DungeonPlan& plan = world_.plan();
        enterFloor(world_, std::clamp(options.firstFloor.value_or(plan.shallowest()),
                                      plan.shallowest(), plan.deepest()));
    }
}

int Game::deepestReached() const {
    int deepest = world_.stage.depth();
    for (const auto& [depth, stage] : world_.keptFloors) {
        deepest = std::max(deepest, depth);
    }
    return deepest;
}

int Game::countedSoFar(const QuestProgress& quest) const {
    return delve::countedSoFar(world_, quest);
}

bool Game::hasWon() const {
    const DungeonPlan& plan = world_.plan();
    if (!plan.guardian.empty()) {
        return world_.kills.contains(plan.guardian) && world_.stage.depth() == 0;
    }
    return std::ranges::any_of(world_.hero.pack.items(), [](const Item& item) {
        return item.kind->itemClass == ItemClass::Amulet;
    });
}

void Game::recordGoingBackFrom(const Game& later) {
    std::vector<GoingBack> record = later.goingsBack_;
    record.push_back({later.turn(), turn()});
    goingsBack_ = std::move(record);
    // What the run was shown stays shown, whatever the copy's turn.
    sawHiddenThings_ = sawHiddenThings_ || later.sawHiddenThings_;
}

Outcome Game::act(const Request& request) {
    ++requestsTaken_;
    world_.events.clear();
    if (isOver()) {
        return {};
    }
    // Every request is handled here: one without a case does not compile.
    struct Requests {
        Game& game;
        Outcome operator()(const Step& step) {
            return game.move(step.direction, step.ontoKnownTrap);
        }
        Outcome operator()(const Wait&) {
            return game.endTurnIf(perform(game.world_, game.world_.hero, StandStill{}).tookTurn);
        }
        Outcome operator()(const Descend& down) { return game.descend(down); }
        Outcome operator()(const Ascend& up) { return game.ascend(up); }
        Outcome operator()(const Rest& rest) { return game.startRest(rest.despiteMonsters); }
        Outcome operator()(const Explore& explore) {
            return game.startExplore(explore.despiteMonsters);
        }
        Outcome operator()(const TravelTo& travel) {
            return game.startTravel(travel.cell, travel.despiteMonsters);
        }
        Outcome operator()(const Search& search) { return game.search(search.turns); }
        Outcome operator()(const Close& close) { return game.close(close.direction); }
        Outcome operator()(const PickUpItems&) { return game.heroDoes(PickUp{}); }
        Outcome operator()(const DropItem& drop) { return game.heroDoes(Drop{drop.slot}); }
        Outcome operator()(const UseItem& use) { return game.useItem(use); }
        Outcome operator()(const TakeOffItem& off) { return game.heroDoes(TakeOff{off.from}); }
        Outcome operator()(const Shoot& shoot) { return game.shoot(shoot); }
        Outcome operator()(const Throw& toss) { return game.throwItem(toss); }
        Outcome operator()(const Cast& cast) { return game.cast(cast); }
        Outcome operator()(const Zap& zap) { return game.zap(zap); }
        Outcome operator()(const UseSkill& use) { return game.useSkill(use); }
        Outcome operator()(const Answer& answer) {
            return game.endTurnIf(perform(game.world_, game.world_.hero,
                                          GiveAnswer{answer.person, answer.line, answer.answer})
                                      .tookTurn);
        }
    };
    const Outcome outcome = std::visit(Requests{*this}, request);
    // What happened is what the quests listen for, whatever was asked.
    hearQuests(world_);
    return outcome;
}

Outcome Game::move(Direction direction, bool ontoKnownTrap) {
    const Performed done = perform(world_, world_.hero, Walk{direction, ontoKnownTrap});
    // A command walking over the stairs says so only if it stops on them.
    if (done.tookTurn && std::holds_alternative<Walk>(done.deed) && !command_) {
        sayWhatIsUnderfoot();
    }
    return endTurnIf(done.tookTurn);
}

Outcome Game::descend(const Descend& down) {
    if (map().terrain(hero().position) != Terrain::StairsDown) {
        // Off the stairs, > walks to them once they have been seen, and
        // down.
        if (const auto stairs = foresight().knownStairs()) {
            return startTravel(*stairs, down.despiteMonsters, true);
        }
        say(world_.stage.depth() == world_.plan().deepest() ? MessageId::NoStairsOnDeepest
                                                            : MessageId::NoStairsHere);
        return {};
    }
    if (foresight().amuletLiesHere() && !down.leavingAmulet) {
        say(MessageId::AmuletLeftBehind);
        return {};
    }
    return endTurnIf(perform(world_, world_.hero, GoDownStairs{}).tookTurn);
}

Outcome Game::ascend(const Ascend& up) {
    if (!world_.plan().keepsFloors()) {
        // The Dungeon's way out is the Amulet; stairs up on a level played
        // with --level lead nowhere.
        say(MessageId::NoStairsUpInDungeon);
        return {};
    }
    if (map().terrain(hero().position) != Terrain::StairsUp) {
        // Off the stairs, < walks to them once they have been seen, and
        // up.
        if (const auto stairs = foresight().knownStairs(Terrain::StairsUp)) {
            return startTravel(*stairs, up.despiteMonsters, true);
        }
        say(MessageId::NoStairsUpHere);
        return {};
    }
    return endTurnIf(perform(world_, world_.hero, GoUpStairs{}).tookTurn);
}

Outcome Game::search(int turns) {
    if (turns > 1 && !command_) {
        beginCommand(RunningCommand{CommandKind::Search, hero().position, 0, turns});
        return {};
    }
    return endTurnIf(perform(world_, world_.hero, SearchAround{}).tookTurn);
}

Outcome Game::close(std::optional<Direction> direction) {
    std::optional<Point> door;
    if (direction) {
        door = hero().position + offset(*direction);
    } else if (const std::vector<Point> doors = foresight().openDoorsAround(); doors.size() == 1) {
        door = doors.front();
    } else if (doors.empty()) {
        say(MessageId::NoOpenDoorBeside);
        return {};
    }
    if (!door || map().terrain(*door) != Terrain::OpenDoor) {
        if (door) {
            say(MessageId::NoOpenDoorBeside);
        }
        return {};
    }
    return endTurnIf(perform(world_, world_.hero, CloseDoor{*door}).tookTurn);
}

Outcome Game::heroDoes(Deed deed) {
    return endTurnIf(perform(world_, world_.hero, std::move(deed)).tookTurn);
}

Outcome Game::endTurnIf(bool tookTurn) {
    if (!tookTurn) {
        return {};
    }
    // The world's clock runs until the hero may act again: one turn at the
    // hero's own speed, none after the first of a hasted hero's two actions,
    // two for a slowed one.
    Hero& hero = world_.hero;
    hero.energy -= kActionEnergy;
    // What the deed killed leaves the floor now, and the hero sees from
    // where the deed left her, even when the world's clock does not move (a
    // hasted hero acts again first, and must see the room she stepped into).
    world_.stage.removeDead();
    world_.updateSight();
    lookOut(world_);
    // A won run stops where it was won: the Amulet is the last thing done.
    while (hero.alive() && !hasWon() && hero.energy < kActionEnergy) {
        playTurn(world_);
    }
    return Outcome{true};
}

void Game::sayWhatIsUnderfoot() {
    if (map().terrain(hero().position) == Terrain::StairsDown) {
        say(MessageId::StairsHere);
    } else if (map().terrain(hero().position) == Terrain::StairsUp) {
        say(MessageId::StairsUpHere);
    }
    const std::vector<Item> pile = world_.stage.itemsAt(hero().position);
    if (pile.size() == 1) {
        say(MessageId::ItemHere, delve::about(world_, pile.front()));
    } else if (pile.size() > 1) {
        say(MessageId::ItemsHere);
    }
}

}  // namespace delve
