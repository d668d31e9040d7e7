#include <algorithm>
#include <array>
#include <string_view>

#include "content/content_entries.h"
#include "content/entry_reader.h"
#include "content/every_member.h"
#include "content/rules_loader.h"
#include "content/toml_values.h"
#include "game/floor_entry.h"

namespace delve {

namespace {

// Every trap's colour and words, beside the numbers of its kind.
constexpr std::array<std::string_view, 9> kWordFields = {"colour",          "name",  "springs",
                                                         "monster_springs", "found", "kept_off",
                                                         "question",        "seen",  "remembered"};

template <std::size_t Count>
constexpr auto withWords(const std::array<std::string_view, Count>& numbers) {
    std::array<std::string_view, Count + kWordFields.size()> fields{};
    std::ranges::copy(numbers, fields.begin());
    std::ranges::copy(kWordFields, fields.begin() + Count);
    return fields;
}

constexpr auto kWithTurns = withWords<2>({"from_floor", "turns"});
constexpr auto kWithDamage = withWords<2>({"from_floor", "damage"});
constexpr auto kFloorOnly = withWords<1>({"from_floor"});

// The fields each kind's rule reads, with those every trap has.
std::span<const std::string_view> fieldsOf(TrapKind kind) {
    switch (kind) {
        case TrapKind::PoisonNeedle:
        case TrapKind::Net:
        case TrapKind::ConfusionGas:
            return kWithTurns;
        case TrapKind::Pit:
            return kWithDamage;
        case TrapKind::Teleport:
        case TrapKind::Alarm:
            break;
    }
    return kFloorOnly;
}

// The longest a trap's sentence may be.
constexpr int kLongestTrapWords = 80;

TrapWords readWords(const EntryReader& fields) {
    const auto text = [&](std::string_view key) { return fields.text(key, kLongestTrapWords); };
    return TrapWords{.colour = fields.colour("colour"),
                     .name = text("name"),
                     .springs = text("springs"),
                     .monsterSprings = text("monster_springs"),
                     .found = text("found"),
                     .keptOff = text("kept_off"),
                     .question = text("question"),
                     .seen = text("seen"),
                     .remembered = text("remembered")};
}

TrapNumbers readNumbers(const EntryReader& fields, TrapKind kind) {
    TrapNumbers numbers;
    numbers.fromFloor = fields.wholeNumber("from_floor", 1, kDeepestFloor);
    const std::span<const std::string_view> used = fieldsOf(kind);
    if (std::ranges::find(used, "turns") != used.end()) {
        numbers.turns = fields.wholeNumber("turns", 1, 100);
    }
    if (std::ranges::find(used, "damage") != used.end()) {
        numbers.damage = fields.dice("damage");
    }
    return numbers;
}

}  // namespace

void parseTraps(std::string_view toml, const std::string& source, Rules& into) {
    const toml::table document = parseToml(toml, source);
    auto numbers = into.traps;
    auto words = into.trapWords;
    readEveryMember<TrapKind>(
        document, source, "trap", "its numbers", kAllTraps, trapWord,
        [&](const ContentEntry& entry, TrapKind kind) {
            const EntryReader fields(*entry.table, entry.id, source, fieldsOf(kind));
            numbers[static_cast<std::size_t>(kind)] = readNumbers(fields, kind);
            words[static_cast<std::size_t>(kind)] = readWords(fields);
        });
    into.traps = numbers;
    into.trapWords = words;
}

}  // namespace delve
