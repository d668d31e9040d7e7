#include <algorithm>
#include <array>
#include <string_view>

#include "content/content_entries.h"
#include "content/entry_reader.h"
#include "content/rules_loader.h"
#include "content/toml_values.h"
#include "game/hero_name.h"

namespace delve {

namespace {

constexpr std::array<std::string_view, 17> kFields = {
    "name",           "description",  "hp",
    "damage",         "accuracy",     "defence",
    "sight",          "hp_per_level", "damage_per_level",
    "sneak_attack",   "trait",        "mana",
    "mana_per_level", "gold",         "hero_name",
    "hero_gender",    "kit"};
constexpr std::array<std::string_view, 2> kKitFields = {"item", "count"};
// The most of one thing a kit holds.
constexpr int kMostInAKit = 99;
constexpr int kLongestItemId = 40;
constexpr int kMostStartingGold = 10000;

// In the order of ClassTrait.
constexpr std::array<std::string_view, 3> kTraits = {"toughness", "keen_eyes", "fury"};

ClassTrait traitNamed(std::string_view word) {
    const auto at = std::find(kTraits.begin(), kTraits.end(), word);
    return static_cast<ClassTrait>(at - kTraits.begin());
}

// The kit's things, each a kind the rules know (items.toml is read first).
std::vector<KitItem> readKit(const EntryReader& fields, const Rules& rules) {
    std::vector<KitItem> kit;
    for (const EntryReader& thing : fields.tablesOr("kit", kKitFields)) {
        KitItem item{thing.text("item", kLongestItemId),
                     thing.wholeNumberOr("count", 1, kMostInAKit, 1)};
        if (rules.item(item.item) == nullptr) {
            thing.failAt("item", "the rules know no item \"" + item.item + "\"");
        }
        kit.push_back(std::move(item));
    }
    return kit;
}

HeroClass readClass(const EntryReader& fields, std::string id, const Rules& rules) {
    HeroClass heroClass;
    heroClass.id = std::move(id);
    heroClass.name = fields.text("name", 20);
    heroClass.description = fields.text("description", 200);
    heroClass.maxHp = fields.wholeNumber("hp", 1, 1000);
    heroClass.damage = fields.dice("damage");
    heroClass.accuracy = fields.wholeNumber("accuracy", 0, 100);
    heroClass.defence = fields.wholeNumber("defence", 0, 100);
    // A hero who saw nothing could not play.
    heroClass.sightRadius = fields.wholeNumber("sight", 1, 30);
    heroClass.hpPerLevel = fields.wholeNumber("hp_per_level", 0, 100);
    heroClass.damagePerLevel = fields.wholeNumber("damage_per_level", 0, 20);
    heroClass.sneakAttack = fields.wholeNumber("sneak_attack", 1, 10);
    heroClass.trait = traitNamed(fields.word("trait", kTraits));
    heroClass.mana = fields.wholeNumber("mana", 0, 100);
    heroClass.manaPerLevel = fields.wholeNumberOr("mana_per_level", 0, 20, 0);
    heroClass.gold = fields.wholeNumberOr("gold", 0, kMostStartingGold, 0);
    heroClass.heroName = fields.text("hero_name", kLongestHeroName);
    if (!isHeroName(heroClass.heroName)) {
        fields.failAt("hero_name",
                      "hero_name must not begin or end with a space or hold a "
                      "control character");
    }
    const std::string gender = fields.textOr("hero_gender", 10, "female");
    if (const auto named = genderNamed(gender)) {
        heroClass.heroGender = *named;
    } else {
        fields.failAt("hero_gender",
                      "hero_gender is \"female\" or \"male\", not \"" + gender + "\"");
    }
    heroClass.kit = readKit(fields, rules);
    return heroClass;
}

}  // namespace

void parseClasses(std::string_view toml, const std::string& source, Rules& into) {
    const toml::table document = parseToml(toml, source);
    // Nothing is added unless the whole text is good.
    std::vector<HeroClass> read;
    for (const ContentEntry& entry : entriesOf(document, source, "class", "fighter")) {
        if (into.heroClass(entry.id) != nullptr) {
            throw errorAt(source, entry.table->source(),
                          "the class [" + entry.id + "] is already defined");
        }
        const EntryReader fields(*entry.table, entry.id, source, kFields);
        read.push_back(readClass(fields, entry.id, into));
    }
    into.classes.insert(into.classes.end(), read.begin(), read.end());
}

}  // namespace delve
