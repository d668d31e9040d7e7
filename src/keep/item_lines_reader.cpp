// Reading the item lines of a save (format 6 on): the floor's things, the
// pack, what is in use, and the lore of looks and known kinds.
#include <set>
#include <tuple>

#include "keep/field_reader.h"
#include "keep/item_lines.h"
#include "keep/save_codec.h"
#include "keep/saved_fields.h"

namespace delve {

// Format 6 on: the things on the floor, each on a walkable cell, and one
// heap of a kind that stacks a cell (the rules lay more of it on the heap
// there, so a second would be added to the first and could overflow).
std::vector<FloorItem> readFloorItems(SaveLines& lines, const Rules& rules, const Map& map) {
    std::vector<FloorItem> read;
    SaveRecord header = lines.expect("items");
    const int count = header.integer("the number of items on the floor", 0, kMaxFloorItems);
    header.done();
    std::set<std::tuple<const ItemKind*, int, int>> heaps;
    for (int i = 0; i < count; ++i) {
        SaveRecord record = lines.expect("item");
        FieldReader fields(record, kSaveFormatVersion, rules, &map);
        FloorItem item;
        floorItemFields(fields, item);
        record.done();
        if (!map.isWalkable(item.at)) {
            record.failAt(5, "the item lies in a " + std::string(map.info(item.at).name));
        }
        if (item.item.kind->stacks() &&
            !heaps.insert({item.item.kind, item.at.x, item.at.y}).second) {
            record.failAt(5, "a second heap of \"" + item.item.kind->id + "\" at (" +
                                 std::to_string(item.at.x) + "," + std::to_string(item.at.y) +
                                 "): a cell holds one heap of a kind that stacks");
        }
        read.push_back(item);
    }
    return read;
}

// Format 6 on: the pack, slot by slot, a kind that stacks in one slot only.
void readPack(SaveLines& lines, const Rules& rules, Hero& hero) {
    SaveRecord header = lines.expect("pack");
    const int count = header.integer("the number of slots in the pack", 0, Pack::kSlots);
    header.done();
    for (int i = 0; i < count; ++i) {
        SaveRecord record = lines.expect("carried");
        FieldReader fields(record, kSaveFormatVersion, rules, nullptr);
        Item item;
        itemFields(fields, item);
        record.done();
        if (item.kind->stacks() && hero.pack.slotOf(*item.kind) >= 0) {
            record.failAt(8, "the pack holds \"" + item.kind->id + "\" in two slots");
        }
        hero.pack.add(item);
    }
}

// Format 6 on: what the hero has in use, each in a place that fits it.
void readEquipment(SaveLines& lines, const Rules& rules, Hero& hero) {
    SaveRecord header = lines.expect("equipment");
    const int count =
        header.integer("the number of things in use", 0, static_cast<int>(kAllEquipSlots.size()));
    header.done();
    for (int i = 0; i < count; ++i) {
        SaveRecord record = lines.expect("worn");
        FieldReader fields(record, kSaveFormatVersion, rules, nullptr);
        WornItem worn;
        wornFields(fields, worn);
        record.done();
        if (!fitsSlot(*worn.item.kind, worn.slot)) {
            record.failAt(5, "\"" + worn.item.kind->id + "\" cannot be worn as " +
                                 std::string(equipSlotWord(worn.slot)));
        }
        if (hero.equipment.in(worn.slot)) {
            record.failAt(5, "two things are worn as " + std::string(equipSlotWord(worn.slot)));
        }
        hero.equipment.in(worn.slot) = worn.item;
    }
}

// Format 6 on: the looks of the run's disguised kinds, each kind and each
// look once, then the kinds the hero knows.
ItemLore readLore(SaveLines& lines, const Rules& rules) {
    ItemLore lore;
    SaveRecord header = lines.expect("looks");
    const int count =
        header.integer("the number of disguised kinds", 0, static_cast<int>(rules.items.size()));
    header.done();
    std::set<const ItemLook*> worn;
    for (int i = 0; i < count; ++i) {
        SaveRecord record = lines.expect("dressed");
        FieldReader fields(record, kSaveFormatVersion, rules, nullptr);
        DressedKind dressed;
        dressedFields(fields, dressed);
        record.done();
        if (!dressed.kind->disguised() || dressed.look->itemClass != dressed.kind->itemClass) {
            record.failAt(8, "\"" + dressed.kind->id + "\" cannot wear the look \"" +
                                 dressed.look->id + "\"");
        }
        if (lore.lookOf(*dressed.kind) != nullptr || !worn.insert(dressed.look).second) {
            record.failAt(8, "a kind or a look is dressed twice");
        }
        lore.dress(*dressed.kind, *dressed.look);
    }
    SaveRecord known = lines.expect("known");
    const int knownCount =
        known.integer("the number of kinds known", 0, static_cast<int>(rules.items.size()));
    for (int i = 0; i < knownCount; ++i) {
        const std::string_view id = known.word("a kind known");
        const ItemKind* kind = rules.item(id);
        if (kind == nullptr) {
            known.failField("unknown item \"" + std::string(id) + "\"");
        }
        if (lore.known().contains(kind->id)) {
            known.failField("\"" + kind->id + "\" is known twice");
        }
        lore.learn(*kind);
    }
    known.done();
    return lore;
}

}  // namespace delve
