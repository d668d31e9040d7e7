#include <algorithm>
#include <array>
#include <span>
#include <string_view>
#include <tuple>
#include <vector>

#include "content/content_entries.h"
#include "content/entry_reader.h"
#include "content/name_reader.h"
#include "content/rules_loader.h"
#include "content/toml_values.h"
#include "game/bolts/bolt_rule.h"
#include "game/effects/item_effect.h"

namespace delve {

namespace {

// The fields every item has, then those of each class; an entry may hold
// only its class's, so a potion with a `damage` is caught.
constexpr std::array<std::string_view, 8> kCommonFields = {"class",  "name",  "plural", "glyph",
                                                           "colour", "depth", "rarity", "aliases"};
static_assert(kNameKeys == std::array<std::string_view, 2>{"name", "plural"});

std::vector<std::string_view> fieldsOf(ItemClass itemClass) {
    std::vector<std::string_view> fields(kCommonFields.begin(), kCommonFields.end());
    auto add = [&](std::initializer_list<std::string_view> more) {
        fields.insert(fields.end(), more.begin(), more.end());
    };
    switch (itemClass) {
        case ItemClass::Potion:
        case ItemClass::Scroll:
            add({"effect", "power"});
            break;
        case ItemClass::Weapon:
            add({"damage", "accuracy"});
            break;
        case ItemClass::Bow:
            add({"damage", "accuracy", "range"});
            break;
        case ItemClass::Arrows:
            add({"found", "breaks"});
            break;
        case ItemClass::Missile:
            add({"found", "damage", "accuracy", "range", "breaks"});
            break;
        case ItemClass::Armour:
            add({"defence", "noise", "slowness"});
            break;
        case ItemClass::Ring:
            add({"ring", "power"});
            break;
        case ItemClass::Gold:
            add({"found"});
            break;
        case ItemClass::Amulet:
        case ItemClass::Treasure:
            break;
        case ItemClass::Staff:
            add({"bolt", "damage", "power", "range", "charges", "recharge"});
            break;
        case ItemClass::Wand:
            add({"bolt", "damage", "power", "range", "charges"});
            break;
    }
    return fields;
}

// Every field any class has, for reading the class first.
std::vector<std::string_view> everyField() {
    std::vector<std::string_view> all;
    for (std::size_t i = 0; i < kItemClassWords.size(); ++i) {
        for (std::string_view field : fieldsOf(static_cast<ItemClass>(i))) {
            if (std::find(all.begin(), all.end(), field) == all.end()) {
                all.push_back(field);
            }
        }
    }
    return all;
}

// A staff's or wand's: its bolt says which of damage and power it reads.
void readBoltFields(const EntryReader& fields, ItemKind& kind) {
    const std::vector<std::string_view> words = boltWords();
    kind.bolt = boltOfWord(fields.word("bolt", words));
    std::vector<std::string_view> own = fieldsOf(kind.itemClass);
    std::erase_if(own, [&](std::string_view field) {
        return (field == "damage" && !kind.bolt->hurts) || (field == "power" && !kind.bolt->puts);
    });
    const EntryReader only = fields.narrowed(own);
    if (kind.bolt->hurts) {
        kind.damage = only.dice("damage");
    }
    if (kind.bolt->puts) {
        kind.power = only.wholeNumber("power", 1, 1000);
    }
    kind.range = only.wholeNumber("range", 1, 30);
    kind.charges = only.wholeNumber("charges", 1, 20);
    if (kind.itemClass == ItemClass::Staff) {
        kind.recharge = only.wholeNumber("recharge", 1, 10000);
    }
}

void readClassFields(const EntryReader& fields, ItemKind& kind) {
    switch (kind.itemClass) {
        case ItemClass::Potion:
        case ItemClass::Scroll: {
            const std::vector<std::string_view> words = effectWords();
            kind.effect = effectOfWord(fields.word("effect", words));
            kind.power = fields.wholeNumber("power", 0, 1000);
            break;
        }
        case ItemClass::Weapon:
            kind.damage = fields.dice("damage");
            kind.accuracy = fields.wholeNumber("accuracy", -50, 50);
            break;
        case ItemClass::Bow:
            kind.damage = fields.dice("damage");
            kind.accuracy = fields.wholeNumber("accuracy", -50, 50);
            kind.range = fields.wholeNumber("range", 1, 30);
            break;
        case ItemClass::Missile:
            kind.damage = fields.dice("damage");
            kind.accuracy = fields.wholeNumber("accuracy", -50, 50);
            kind.range = fields.wholeNumber("range", 1, 30);
            [[fallthrough]];
        case ItemClass::Arrows:
            kind.breaks = fields.wholeNumber("breaks", 0, 100);
            break;
        case ItemClass::Armour:
            kind.defence = fields.wholeNumber("defence", 0, 100);
            kind.noise = fields.wholeNumber("noise", 0, 20);
            kind.slowness = fields.wholeNumber("slowness", 0, 50);
            break;
        case ItemClass::Ring: {
            const std::span<const std::string_view> powers(kRingPowerWords.begin() + 1,
                                                           kRingPowerWords.end());
            const std::string word = fields.word("ring", powers);
            kind.ring = static_cast<RingPower>(
                std::find(kRingPowerWords.begin(), kRingPowerWords.end(), word) -
                kRingPowerWords.begin());
            kind.power = fields.wholeNumber("power", 1, 100);
            break;
        }
        case ItemClass::Gold:
        case ItemClass::Amulet:
        case ItemClass::Treasure:
            break;
        case ItemClass::Staff:
        case ItemClass::Wand:
            readBoltFields(fields, kind);
            break;
    }
    if (kind.itemClass == ItemClass::Arrows || kind.itemClass == ItemClass::Missile ||
        kind.itemClass == ItemClass::Gold) {
        std::tie(kind.leastFound, kind.mostFound) = fields.span("found", 1, 1000);
    }
}

ItemKind readItem(const toml::table& table, const std::string& id, const std::string& source) {
    const std::vector<std::string_view> all = everyField();
    const EntryReader first(table, id, source, all);
    ItemKind kind;
    kind.id = id;
    kind.itemClass = *itemClassOfWord(first.word("class", kItemClassWords));
    const std::vector<std::string_view> own = fieldsOf(kind.itemClass);
    const EntryReader fields(table, id, source, own);
    kind.name = readName(fields, 40);
    kind.glyph = fields.glyph("glyph");
    kind.colour = fields.colour("colour");
    std::tie(kind.minDepth, kind.maxDepth) = fields.span("depth", 1, 10);
    kind.rarity = fields.wholeNumber("rarity", 0, 1000);
    kind.aliases = fields.idsOr("aliases");
    readClassFields(fields, kind);
    return kind;
}

}  // namespace

void parseItems(std::string_view toml, const std::string& source, Rules& into) {
    const toml::table document = parseToml(toml, source);
    // Nothing is added unless the whole text is good.
    std::vector<ItemKind> read;
    for (const ContentEntry& entry : entriesOf(document, source, "item", "potion_of_healing")) {
        const bool twice = into.item(entry.id) != nullptr ||
                           std::any_of(read.begin(), read.end(),
                                       [&](const ItemKind& kind) { return kind.id == entry.id; });
        if (twice) {
            throw errorAt(source, entry.table->source(),
                          "the item [" + entry.id + "] is already defined");
        }
        read.push_back(readItem(*entry.table, entry.id, source));
    }
    // An alias names one kind, and never a kind's own id.
    for (std::size_t i = 0; i < read.size(); ++i) {
        for (const std::string& alias : read[i].aliases) {
            const auto other = [&](const ItemKind& kind) {
                return kind.id == alias ||
                       (&kind != &read[i] &&
                        std::ranges::find(kind.aliases, alias) != kind.aliases.end());
            };
            if (into.item(alias) != nullptr || std::any_of(read.begin(), read.end(), other)) {
                const toml::node* list = document.at_path(read[i].id + ".aliases").node();
                throw errorAt(source, list != nullptr ? list->source() : document.source(),
                              "the alias \"" + alias + "\" of [" + read[i].id +
                                  "] already names another item");
            }
        }
    }
    into.items.insert(into.items.end(), read.begin(), read.end());
}

}  // namespace delve
