#include <algorithm>
#include <array>
#include <string_view>
#include <vector>

#include "content/content_entries.h"
#include "content/entry_reader.h"
#include "content/rules_loader.h"
#include "content/toml_values.h"

namespace delve {

namespace {

// Every skill's fields, then the numbers each effect may take.
constexpr std::array<std::string_view, 12> kAnyFields = {
    "name",   "school", "description", "class",     "level",  "mana",
    "effect", "range",  "turns",       "condition", "health", "distance"};
constexpr std::array<std::string_view, 7> kEveryFields = {"name",  "school", "description", "class",
                                                          "level", "mana",   "effect"};

// The skill's fields and the effect's own: any other is an error.
EntryReader only(const EntryReader& fields, std::initializer_list<std::string_view> own) {
    std::vector<std::string_view> allowed(kEveryFields.begin(), kEveryFields.end());
    allowed.insert(allowed.end(), own.begin(), own.end());
    return fields.narrowed(allowed);
}

SkillEffect readWhirlwind(const EntryReader& fields) {
    only(fields, {});
    return Whirlwind{};
}

SkillEffect readCharge(const EntryReader& fields) {
    return Charge{only(fields, {"range"}).wholeNumber("range", 2, 12)};
}

SkillEffect readCripplingBlow(const EntryReader& fields) {
    const EntryReader own = only(fields, {"condition", "turns"});
    return CripplingBlow{own.condition("condition"), own.wholeNumber("turns", 1, 100)};
}

SkillEffect readMend(const EntryReader& fields) {
    return Mend{only(fields, {"health"}).wholeNumber("health", 1, 1000)};
}

SkillEffect readFrighten(const EntryReader& fields) {
    return Frighten{only(fields, {"range"}).wholeNumber("range", 1, 30)};
}

SkillEffect readDaze(const EntryReader& fields) {
    const EntryReader own = only(fields, {"range", "condition", "turns"});
    return Daze{own.wholeNumber("range", 1, 30), own.condition("condition"),
                own.wholeNumber("turns", 1, 100)};
}

SkillEffect readBolster(const EntryReader& fields) {
    const EntryReader own = only(fields, {"condition", "turns"});
    return Bolster{own.condition("condition"), own.wholeNumber("turns", 1, 100)};
}

SkillEffect readShadowStep(const EntryReader& fields) {
    return ShadowStep{only(fields, {"distance"}).wholeNumber("distance", 2, 12)};
}

struct EffectReader {
    std::string_view word;
    SkillEffect (*read)(const EntryReader& fields);
};

// One reader an effect; an effect added to SkillEffect without one fails
// here.
constexpr std::array<EffectReader, 8> kEffectReaders = {{
    {"whirlwind", readWhirlwind},
    {"charge", readCharge},
    {"crippling_blow", readCripplingBlow},
    {"mend", readMend},
    {"frighten", readFrighten},
    {"daze", readDaze},
    {"bolster", readBolster},
    {"shadow_step", readShadowStep},
}};
static_assert(kEffectReaders.size() == std::variant_size_v<SkillEffect>,
              "every effect of SkillEffect needs a reader here");

std::vector<std::string_view> effectWords() {
    std::vector<std::string_view> words;
    for (const EffectReader& reader : kEffectReaders) {
        words.push_back(reader.word);
    }
    return words;
}

Skill readSkill(const EntryReader& fields, std::string id, const Rules& rules) {
    Skill skill;
    skill.id = std::move(id);
    skill.name = fields.text("name", 30);
    skill.school = fields.text("school", 30);
    skill.description = fields.text("description", 200);
    skill.heroClass = fields.text("class", 60);
    if (rules.heroClass(skill.heroClass) == nullptr) {
        fields.failAt("class", "no class \"" + skill.heroClass + "\" is known");
    }
    skill.experienceLevel = fields.wholeNumber("level", 1, 100);
    skill.mana = fields.wholeNumber("mana", 0, 100);
    const std::string effect = fields.word("effect", effectWords());
    for (const EffectReader& reader : kEffectReaders) {
        if (reader.word == effect) {
            skill.effect = reader.read(fields);
        }
    }
    return skill;
}

}  // namespace

void parseSkills(std::string_view toml, const std::string& source, Rules& into) {
    const toml::table document = parseToml(toml, source);
    // Nothing is added unless the whole text is good.
    std::vector<Skill> read;
    for (const ContentEntry& entry : entriesOf(document, source, "skill", "whirlwind")) {
        if (into.skill(entry.id) != nullptr ||
            std::ranges::find(read, entry.id, &Skill::id) != read.end()) {
            throw errorAt(source, entry.table->source(),
                          "the skill [" + entry.id + "] is already defined");
        }
        const EntryReader fields(*entry.table, entry.id, source, kAnyFields);
        read.push_back(readSkill(fields, entry.id, into));
    }
    into.skills.insert(into.skills.end(), read.begin(), read.end());
}

}  // namespace delve
