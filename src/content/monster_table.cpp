#include <algorithm>
#include <array>
#include <string_view>
#include <tuple>

#include "content/content_entries.h"
#include "content/entry_reader.h"
#include "content/move_reader.h"
#include "content/name_reader.h"
#include "content/rules_loader.h"
#include "content/toml_values.h"

namespace delve {

namespace {

constexpr std::array<std::string_view, 16> kMonsterFields = {
    "name",  "plural", "glyph", "colour", "hp",         "damage", "accuracy", "defence",
    "sight", "speed",  "depth", "rarity", "experience", "traits", "pack",     kMovesKey};
// The most of a kind one pack holds.
constexpr int kLargestPack = 8;
static_assert(kNameKeys == std::array<std::string_view, 2>{"name", "plural"});

constexpr std::array<std::string_view, 4> kMonsterTraits = {"wanders", "sleeps", "erratic",
                                                            "flees_when_hurt"};

bool has(const std::vector<std::string>& traits, std::string_view trait) {
    return std::find(traits.begin(), traits.end(), trait) != traits.end();
}

MonsterKind readMonster(const EntryReader& fields, std::string id) {
    MonsterKind kind;
    kind.id = std::move(id);
    kind.name = readName(fields, 40);
    kind.glyph = fields.glyph("glyph");
    kind.colour = fields.colour("colour");
    kind.maxHp = fields.wholeNumber("hp", 1, 1000);
    kind.damage = fields.dice("damage");
    kind.accuracy = fields.wholeNumber("accuracy", 0, 100);
    kind.defence = fields.wholeNumber("defence", 0, 100);
    kind.sight = fields.wholeNumber("sight", 0, 30);
    kind.speed = fields.wholeNumber("speed", 25, 400);
    std::tie(kind.minDepth, kind.maxDepth) = fields.span("depth", 1, 10);
    kind.rarity = fields.wholeNumber("rarity", 0, 1000);
    std::tie(kind.pack.least, kind.pack.most) = fields.spanOr("pack", 1, kLargestPack, {1, 1});
    kind.experience = fields.wholeNumber("experience", 0, 10000);
    const auto traits = fields.words("traits", kMonsterTraits);
    kind.wanders = has(traits, "wanders");
    kind.sleeps = has(traits, "sleeps");
    kind.erratic = has(traits, "erratic");
    kind.fleesWhenHurt = has(traits, "flees_when_hurt");
    kind.moves = readMoves(fields);
    return kind;
}

}  // namespace

void parseMonsters(std::string_view toml, const std::string& source, Rules& into) {
    const toml::table document = parseToml(toml, source);
    // Nothing is added unless the whole text is good.
    std::vector<MonsterKind> read;
    for (const ContentEntry& entry : entriesOf(document, source, "monster", "giant_white_rat")) {
        if (into.monster(entry.id) != nullptr) {
            throw errorAt(source, entry.table->source(),
                          "the monster [" + entry.id + "] is already defined");
        }
        const EntryReader fields(*entry.table, entry.id, source, kMonsterFields);
        read.push_back(readMonster(fields, entry.id));
    }
    into.monsters.insert(into.monsters.end(), read.begin(), read.end());
}

}  // namespace delve
