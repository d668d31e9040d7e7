#pragma once

#include <algorithm>
#include <optional>
#include <string>

#include "game/rules.h"
#include "keep/run_checks.h"
#include "keep/save_fields.h"
#include "keep/saved_fields.h"
#include "keep/saved_run.h"
#include "map/level_file.h"

namespace delve {

// The format version that added a line (docs/save-format.md, Versions).
struct AddedIn {
    int version = 1;
};
constexpr AddedIn addedIn(int version) {
    return AddedIn{version};
}

// The lines of one floor, from its map to its named places: the floor the
// hero is on (`heroCell` is hers), or one she left (no hero there).
// `afterMemory` comes once the map and what the hero remembers are read.
template <class Lines, class AfterMemory>
void floorLines(Lines& lines, SavedFloor& floor, const DungeonPlan& plan,
                std::optional<Point> heroCell, AfterMemory afterMemory) {
    lines.onMap(floor.map);
    // The map's size, then its rows of terrain and of what the hero has seen.
    lines.line("map", addedIn(1), [&](auto& fields) {
        fields.mapSize("the map's width", "the map's height", floor.map);
    });
    lines.terrainRows(floor.map, [&](const SaveRecord& row, std::size_t x, Terrain terrain) {
        checkStairsLeadSomewhere(row, x, terrain, floor.depth, plan);
    });
    lines.seenRows(floor.map);
    const int cells = floor.map.width() * floor.map.height();
    // The cells the hero remembers otherwise than they are (a door closed
    // out of sight).
    lines.line("memory", addedIn(5), [&](auto& fields) {
        fields.count("the number of remembered cells", floor.remembered, 0, cells);
    });
    lines.each("remembered", floor.remembered, [&](auto& fields, RememberedCell& cell) {
        rememberedFields(fields, cell);
        fields.check(
            [&](const SaveRecord& line) { checkRememberedCellWasSeen(line, floor.map, cell); });
    });
    afterMemory();

    // The monsters in the order they act in. Each turn's cost grows with the
    // square of their number, so there are at most as many as a level holds.
    lines.line("monsters", addedIn(1), [&](auto& fields) {
        fields.count("the number of monsters", floor.monsters, 0,
                     std::min(kMaxFloorMonsters, cells));
    });
    lines.each("monster", floor.monsters, [&](auto& fields, Monster& monster) {
        monsterFields(fields, monster);
        fields.check(
            [&](const SaveRecord& line) { checkMonsterCell(line, floor, heroCell, monster); });
    });
    TakenCells taken;
    lines.line("traps", addedIn(5), [&](auto& fields) {
        fields.count("the number of traps", floor.traps, 0, std::min(kMaxCounter, cells));
    });
    lines.each("trap", floor.traps, [&](auto& fields, Trap& trap) {
        trapFields(fields, trap);
        fields.check([&](const SaveRecord& line) { checkTrapCell(line, floor.map, trap, taken); });
    });

    // The things on the floor, in the order they came to lie.
    lines.line("items", addedIn(6), [&](auto& fields) {
        fields.count("the number of items on the floor", floor.items, 0, kMaxFloorItems);
    });
    lines.each("item", floor.items, [&](auto& fields, FloorItem& item) {
        floorItemFields(fields, item);
        fields.check([&](const SaveRecord& line) { checkFloorItem(line, floor.map, item, taken); });
    });
    // The people, and the named places.
    lines.line("people", addedIn(8), [&](auto& fields) {
        fields.count("the number of people", floor.people, 0, std::min(kMaxFloorMonsters, cells));
    });
    lines.each("person", floor.people, [&](auto& fields, Person& person) {
        personFields(fields, person);
        fields.check(
            [&](const SaveRecord& line) { checkPersonCell(line, floor, heroCell, person); });
    });
    lines.line("markers", addedIn(8), [&](auto& fields) {
        fields.count("the number of markers", floor.markers, 0, cells);
    });
    lines.each("marker", floor.markers,
               [&](auto& fields, Marker& marker) { markerFields(fields, marker); });
}

// The whole save after its header line (`delve-save N`), declared once:
// every line in order, with its keyword, the format version that added it
// and its fields (saved_fields.h), and beside it the checks only a reader
// needs (run_checks.h), which the writer skips.
//
// `Lines` is the LineWriter (line_writer.h), which writes every line of
// today's format, or the LineReader (line_reader.h), which reads and checks
// each, skipping the lines an older save lacks. A list is a line with its
// count (`fields.count`), then its elements' lines (`lines.each`) or fields
// (`fields.each`), or, for a kept floor, lines of its own (`lines.blocks`).
template <class Lines>
void runLines(Lines& lines, SavedRun& run, const Rules& rules) {
    lines.line("seed", addedIn(1),
               [&](auto& fields) { fields.unsignedNumber("the seed", run.seed); });
    // Which adventure the run is; every run before the Mine was the Dungeon.
    lines.ifSavedBefore(8, [&] { run.adventure = rules.adventure("dungeon"); });
    lines.line("adventure", addedIn(8),
               [&](auto& fields) { fields.adventure("the adventure", run.adventure); });
    const DungeonPlan& plan = *run.adventure;
    // The run's dice (PCG32).
    lines.line("rng", addedIn(1), [&](auto& fields) {
        fields.unsignedNumber("the dice's state", run.rngState);
        fields.unsignedNumber("the dice's increment", run.rngIncrement);
        fields.check([&](const SaveRecord& line) { checkDice(line, run); });
    });
    lines.line("turn", addedIn(1),
               [&](auto& fields) { fields.number("the turn", run.turn, 0, kMaxCounter); });
    // The dice of every floor, drawn when the run began.
    lines.line("floor_seeds", addedIn(1), [&](auto& fields) {
        for (std::size_t floor = 0; floor < run.floorSeeds.size(); ++floor) {
            fields.unsignedNumber("the seed of floor " + std::to_string(floor + 1),
                                  run.floorSeeds[floor]);
        }
    });
    lines.line("floor", addedIn(1), [&](auto& fields) {
        fields.number("the depth", run.here.depth, plan.shallowest(), plan.deepest());
        fields.text("the floor's name", run.here.name);
        fields.check([&](const SaveRecord& line) { checkFloorName(line, run.here); });
    });
    lines.line("hero", addedIn(1), [&](auto& fields) {
        heroFields(fields, run.hero, plan);
        fields.check([&](const SaveRecord& line) { checkHeroHp(line, run.hero); });
    });
    // The hero's name; a run saved before names were kept takes her class's.
    lines.ifSavedBefore(8, [&] { run.hero.name = run.hero.heroClass->heroName; });
    lines.line("name", addedIn(8), [&](auto& fields) {
        fields.text("the hero's name", run.hero.name);
        fields.check([&](const SaveRecord& line) { checkHeroName(line, run.hero); });
    });
    // Whether she is a woman or a man; a run saved before is her class's hero's.
    lines.ifSavedBefore(13, [&] { run.hero.gender = run.hero.heroClass->heroGender; });
    lines.line("gender", addedIn(13),
               [&](auto& fields) { fields.gender("the hero's gender", run.hero.gender); });
    // The skills the hero has learnt, in the order learnt; a run saved
    // before skills knows those her class teaches up to her level.
    lines.ifSavedBefore(9, [&] {
        for (const Skill* skill : rules.skillsOf(*run.hero.heroClass)) {
            if (skill->experienceLevel <= run.hero.experienceLevel) {
                run.hero.skills.push_back(skill);
            }
        }
    });
    lines.line("skills", addedIn(9), [&](auto& fields) {
        fields.count("the number of skills", run.hero.skills, 0,
                     static_cast<int>(rules.skills.size()));
        fields.each(run.hero.skills, [&](const Skill*& skill) {
            fields.skill("a skill learnt", skill);
            fields.check([&](const SaveRecord& line) {
                checkListedOnce(line, run.hero.skills, skill, "a skill learnt", "learnt");
            });
        });
    });
    floorLines(lines, run.here, plan, run.hero.position, [&] {
        lines.recheck("hero", [&](const SaveRecord& hero) { checkHeroCell(hero, run); });
    });
    // The floors the hero has left, in an adventure that keeps them.
    lines.line("kept_floors", addedIn(8), [&](auto& fields) {
        fields.count("the number of floors kept", run.kept, 0,
                     plan.keepsFloors() ? plan.deepest() - plan.shallowest() : 0);
    });
    lines.blocks(run.kept, [&](SavedFloor& floor) {
        lines.line("kept_floor", addedIn(8), [&](auto& fields) {
            fields.number("the kept floor's depth", floor.depth, plan.shallowest(), plan.deepest());
            fields.text("the kept floor's name", floor.name);
            fields.check([&](const SaveRecord& line) { checkKeptFloor(line, run, floor); });
        });
        floorLines(lines, floor, plan, std::nullopt, [] {});
    });
    lines.onMap(run.here.map);

    // The pack, slot by slot from `a`.
    lines.line("pack", addedIn(6), [&](auto& fields) {
        fields.count("the number of slots in the pack", run.pack, 0, Pack::kSlots);
    });
    lines.each("carried", run.pack, [&](auto& fields, Item& item) {
        itemFields(fields, item);
        fields.check([&](const SaveRecord& line) { checkPackSlot(line, run.pack, item); });
    });
    // What the hero has in use.
    lines.line("equipment", addedIn(6), [&](auto& fields) {
        fields.count("the number of things in use", run.worn, 0,
                     static_cast<int>(kAllEquipSlots.size()));
    });
    lines.each("worn", run.worn, [&](auto& fields, WornItem& worn) {
        wornFields(fields, worn);
        fields.check([&](const SaveRecord& line) { checkWorn(line, run.worn, worn); });
    });
    // The look each disguised kind wears in this run, then the kinds the
    // hero knows.
    const int itemKinds = static_cast<int>(rules.items.size());
    lines.line("looks", addedIn(6), [&](auto& fields) {
        fields.count("the number of disguised kinds", run.looks, 0, itemKinds);
    });
    lines.each("dressed", run.looks, [&](auto& fields, DressedKind& dressed) {
        dressedFields(fields, dressed);
        fields.check([&](const SaveRecord& line) { checkDressed(line, run.looks, dressed); });
    });
    lines.line("known", addedIn(6), [&](auto& fields) {
        fields.count("the number of kinds known", run.known, 0, itemKinds);
        fields.each(run.known, [&](const ItemKind*& kind) {
            fields.itemKind("a kind known", kind);
            fields.check([&](const SaveRecord& line) {
                checkListedOnce(line, run.known, kind, "a kind known", "known");
            });
        });
    });
    // A save from before items dresses them as a new run of its seed would.
    lines.ifSavedBefore(6, [&] { run.looks = dressedKinds(ItemLore(rules, run.seed), rules); });

    // The log, oldest first, and how many messages the run has said in all,
    // repeats included.
    lines.line("messages", addedIn(1), [&](auto& fields) {
        fields.count("the number of messages", run.messages, 0,
                     static_cast<int>(MessageLog::kKept));
        fields.number("how many messages were said", run.said, 0, kMaxCounter);
    });
    lines.each("message", run.messages, [&](auto& fields, Message& message) {
        messageFields(fields, message, run.turn);
        fields.check([&](const SaveRecord& line) { checkMessage(line, run, message); });
    });
    lines.recheck("messages", [&](const SaveRecord& header) { checkMessagesSaid(header, run); });
    // How many of each kind the hero killed.
    lines.line("kills", addedIn(2), [&](auto& fields) {
        fields.count("the number of kinds killed", run.kills, 0,
                     static_cast<int>(rules.monsters.size()));
    });
    lines.each("kill", run.kills, [&](auto& fields, KillCount& kill) {
        killFields(fields, kill);
        fields.check([&](const SaveRecord& line) { checkKillsOnce(line, run.kills, kill); });
    });
    // The experience of the fight under way, told when it is won.
    lines.line("fight", addedIn(12), [&](auto& fields) {
        fields.number("the fight's experience", run.fightExperience, 0, kMaxCounter);
    });
    // The quests begun, in the order they began.
    lines.line("quests", addedIn(8), [&](auto& fields) {
        fields.count("the number of quests", run.quests, 0, static_cast<int>(rules.quests.size()));
    });
    lines.each("quest", run.quests, [&](auto& fields, QuestProgress& quest) {
        questFields(fields, quest);
        fields.check([&](const SaveRecord& line) { checkQuest(line, run, quest); });
    });
    // Each time the run went back to a copy set aside, oldest first. A copy
    // on disk may be of a later turn than the save (a run that crashed after
    // F5), so the turns need not run backward.
    lines.line("goings_back", addedIn(3), [&](auto& fields) {
        fields.count("the number of goings back", run.goingsBack, 0, kMaxCounter);
    });
    lines.each("going_back", run.goingsBack,
               [&](auto& fields, GoingBack& back) { goingBackFields(fields, back); });
    lines.line("views", addedIn(7), [&](auto& fields) { viewFields(fields, run.views); });
    // How the hero died: just `death` while she lives.
    lines.line("death", addedIn(1), [&](auto& fields) {
        fields.check([&](const SaveRecord& line) { checkCauseOfDeath(line, run.hero); });
        if (!run.hero.alive()) {
            saidField(fields, "the cause of death", run.causeOfDeath);
        }
    });
    lines.line("end", addedIn(1), [](auto&) {});
}

}  // namespace delve
