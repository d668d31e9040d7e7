#include <array>
#include <string_view>

#include "content/entry_reader.h"
#include "content/every_member.h"
#include "content/rules_loader.h"
#include "content/toml_values.h"

namespace delve {

namespace {

constexpr std::array<std::string_view, 6> kConditionWordFields = {
    "name", "state", "hero_begins", "hero_ends", "monster_begins", "monster_ends"};

// The longest a condition's words may be.
constexpr int kLongestConditionWords = 80;

ConditionWords readConditionWords(const EntryReader& fields) {
    const auto text = [&](std::string_view key) {
        return fields.text(key, kLongestConditionWords);
    };
    return ConditionWords{.name = text("name"),
                          .state = text("state"),
                          .heroBegins = text("hero_begins"),
                          .heroEnds = text("hero_ends"),
                          .monsterBegins = text("monster_begins"),
                          .monsterEnds = text("monster_ends")};
}

}  // namespace

void parseConditions(std::string_view toml, const std::string& source, Rules& into) {
    const toml::table document = parseToml(toml, source);
    auto words = into.conditionWords;
    readEveryMember<ConditionKind>(
        document, source, "condition", "its words", kAllConditions, conditionWord,
        [&](const ContentEntry& entry, ConditionKind kind) {
            const EntryReader fields(*entry.table, entry.id, source, kConditionWordFields);
            words[static_cast<std::size_t>(kind)] = readConditionWords(fields);
        });
    into.conditionWords = words;
}

}  // namespace delve
