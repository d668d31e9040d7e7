#pragma once

#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <toml++/toml.h>

#include "core/colour.h"
#include "game/condition.h"
#include "game/dice.h"

namespace delve {

// Reads the fields of one [entry] of a content file. The constructor rejects
// any key that is not one of `fields`, so a misspelt field cannot pass
// silently; then each call fetches one field and checks it, throwing a
// ContentError at the offending value (at the entry's header when the field
// is missing).
class EntryReader {
  public:
    EntryReader(const toml::table& entry, std::string id, const std::string& source,
                std::span<const std::string_view> fields);

    // Whether the entry gives the field at all.
    bool has(std::string_view key) const;
    int wholeNumber(std::string_view key, int least, int most) const;
    int wholeNumberOr(std::string_view key, int least, int most, int absent) const;
    // true or false; `absent` when the key is not there.
    bool flagOr(std::string_view key, bool absent) const;
    std::string text(std::string_view key, int longest) const;
    std::string textOr(std::string_view key, int longest, std::string absent) const;
    // The inline tables of the list at `key` ([{ move = "spit" }, ...]),
    // none when the key is absent, each read by a reader of its own that
    // knows only `fields`; its errors name it as "moves 2 of [naga]".
    std::vector<EntryReader> tablesOr(std::string_view key,
                                      std::span<const std::string_view> fields) const;
    // The same table read knowing only `fields`: a narrower list, once a
    // field of it (a move's kind) has said which of the others belong.
    EntryReader narrowed(std::span<const std::string_view> fields) const;
    Dice dice(std::string_view key) const;
    char32_t glyph(std::string_view key) const;
    Colour colour(std::string_view key) const;
    // Two whole numbers [low, high] with least <= low <= high <= most.
    std::pair<int, int> span(std::string_view key, int least, int most) const;
    std::pair<int, int> spanOr(std::string_view key, int least, int most,
                               std::pair<int, int> absent) const;
    // One word of `allowed`, or a list of them with none twice.
    std::string word(std::string_view key, std::span<const std::string_view> allowed) const;
    // A condition's word ("poisoned": game/condition.h).
    ConditionKind condition(std::string_view key) const;
    std::vector<std::string> words(std::string_view key,
                                   std::span<const std::string_view> allowed) const;
    // A list of 1 to `longest` whole numbers from `least` to `most`, each
    // greater than the one before; empty when the key is absent.
    std::vector<int> risingNumbersOr(std::string_view key, int least, int most, int longest) const;
    // A list of snake_case ids, none twice; empty when the key is absent.
    std::vector<std::string> idsOr(std::string_view key) const;
    // Refuses the value at `key`, which the caller has read and found wrong
    // in a way only it knows.
    [[noreturn]] void failAt(std::string_view key, const std::string& problem) const;

  private:
    struct Place {};
    // A reader of an inline table, named by its place rather than an id.
    EntryReader(const toml::table& entry, std::string place, const std::string& source,
                std::span<const std::string_view> fields, Place);
    void rejectUnknownKeys(std::span<const std::string_view> fields) const;
    const toml::node& required(std::string_view key) const;
    int numberIn(const toml::node& value, int least, int most, const std::string& what) const;
    [[noreturn]] void fail(const toml::node& at, const std::string& problem) const;

    const toml::table& entry_;
    // How errors name what is read: "[goblin]", or "moves 2 of [naga]".
    std::string place_;
    const std::string& source_;
};

}  // namespace delve
