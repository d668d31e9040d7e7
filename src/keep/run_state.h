#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "keep/save_codec.h"
#include "keep/saved_run.h"

namespace delve {

// Everything a save holds (SavedRun), declared once beside the part of the
// game it comes from and goes back to; SaveCodec::write walks it Saving,
// SaveCodec::read Restoring (state_ways.h), so a member cannot be written
// and forgotten on reading, nor the other way. Restoring follows the order
// here: the hero comes back whole before what she carries and wears. What
// a save leaves out is worked out afresh once this is restored
// (SaveCodec::read). A new member of SavedRun is one more entry here; the
// test SavedRunState.EveryMemberIsDeclaredOnce fails until it is.
template <class Way, class G>
void SaveCodec::runState(Way& way, SavedRun& run, G& game) {
    auto& world = game.world_;
    const Rules& rules = *world.rules;
    way.same(run.seed, game.seed_);
    // Rules without adventures play the plain Dungeon, which a save names.
    way.kept(
        run.adventure, world, [](const World& world) { return &world.plan(); },
        [](const DungeonPlan* adventure, World& world) { world.adventure = adventure; });
    way.kept(
        std::tie(run.rngState, run.rngIncrement), world.rng,
        [](const Rng& rng) { return std::tuple(rng.state(), rng.increment()); },
        [](const auto& dice, Rng& rng) {
            rng = Rng::fromState(std::get<0>(dice), std::get<1>(dice));
        });
    way.same(run.turn, world.turn);
    way.kept(
        run.floorSeeds, world.floorSeeds,
        [](const std::vector<std::uint64_t>& seeds) {
            std::array<std::uint64_t, kDeepestFloor> saved{};
            std::copy_n(seeds.begin(), saved.size(), saved.begin());
            return saved;
        },
        [](const std::array<std::uint64_t, kDeepestFloor>& saved,
           std::vector<std::uint64_t>& seeds) { seeds.assign(saved.begin(), saved.end()); });
    way.kept(run.here, world.stage, savedFloor,
             [](SavedFloor& floor, Stage& stage) { stage = stageOf(floor); });
    way.kept(
        run.kept, world.keptFloors,
        [](const std::map<int, Stage>& floors) {
            std::vector<SavedFloor> kept;
            for (const auto& [depth, stage] : floors) {
                kept.push_back(savedFloor(stage));
            }
            return kept;
        },
        [](std::vector<SavedFloor>& kept, std::map<int, Stage>& floors) {
            for (SavedFloor& floor : kept) {
                const int depth = floor.depth;
                floors.emplace(depth, stageOf(floor));
            }
        });
    way.same(run.hero, world.hero);
    way.kept(
        run.pack, world.hero.pack, [](const Pack& pack) { return pack.items(); },
        [](const std::vector<Item>& items, Pack& pack) {
            for (const Item& item : items) {
                pack.add(item);
            }
        });
    way.kept(
        run.worn, world.hero.equipment,
        [](const Equipment& equipment) {
            std::vector<WornItem> worn;
            for (EquipSlot slot : kAllEquipSlots) {
                if (const std::optional<Item>& item = equipment.in(slot)) {
                    worn.push_back({slot, *item});
                }
            }
            return worn;
        },
        [](const std::vector<WornItem>& worn, Equipment& equipment) {
            for (const WornItem& each : worn) {
                equipment.in(each.slot) = each.item;
            }
        });
    // The look each disguised kind wears, and the kinds the hero knows; the
    // lore holds only the rules' kinds, so each is there.
    way.kept(
        std::tie(run.looks, run.known), world.lore,
        [&rules](const ItemLore& lore) {
            std::vector<const ItemKind*> known;
            for (const std::string& kindId : lore.known()) {
                known.push_back(rules.item(kindId));
            }
            return std::tuple(dressedKinds(lore, rules), known);
        },
        [](const auto& saved, ItemLore& lore) {
            const auto& [looks, known] = saved;
            lore = ItemLore();
            for (const DressedKind& dressed : looks) {
                lore.dress(*dressed.kind, *dressed.look);
            }
            for (const ItemKind* kind : known) {
                lore.learn(*kind);
            }
        });
    // The log, and how many messages the run has said in all.
    way.kept(
        std::tie(run.messages, run.said), world.log,
        [](const MessageLog& log) { return std::tuple(log.messages_, log.said_); },
        [](const auto& saved, MessageLog& log) {
            auto& [messages, said] = saved;
            // Each line's serial is how many had been said when it was last said.
            int serial = said;
            for (auto it = messages.rbegin(); it != messages.rend(); ++it) {
                it->serial = serial;
                serial -= it->count;
            }
            log.messages_ = std::move(messages);
            log.said_ = said;
        });
    way.kept(
        run.kills, world.kills,
        [&rules](const std::map<std::string, int>& kills) {
            std::vector<KillCount> counted;
            for (const auto& [kindId, count] : kills) {
                counted.push_back({rules.monster(kindId), count});
            }
            return counted;
        },
        [](const std::vector<KillCount>& counted, std::map<std::string, int>& kills) {
            for (const KillCount& kill : counted) {
                kills[kill.kind->id] = kill.count;
            }
        });
    way.same(run.fightExperience, world.fightExperience);
    way.same(run.quests, world.quests);
    way.same(run.goingsBack, game.goingsBack_);
    way.kept(
        run.views, std::tie(world.sight, game.sawHiddenThings_),
        [](const auto& views) {
            return RunViews{std::get<0>(views), std::get<1>(views)};
        },
        [](const RunViews& saved, auto& views) {
            views = std::tuple(saved.sight, saved.sawHiddenThings);
        });
    way.same(run.causeOfDeath, world.causeOfDeath);
}

}  // namespace delve
