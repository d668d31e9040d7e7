#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace delve {

// The words an enum's members are written as in saves and files. Each enum
// gives them by a function that switches over it, naming every member (a
// member left out is a compile error: -Wswitch is on and warnings are
// errors) and giving "" for any value that is no member. Its members run
// 0, 1, 2, ... as an enum's do unless told otherwise.

// True when exactly the first `count` values are members: a static_assert
// on it fails when a member is added to the enum (and to its switch) but not
// to the count or the list of all members that the count sizes.
template <class Enum, class WordOf>
constexpr bool namesExactly(std::size_t count, WordOf wordOf) {
    for (std::size_t i = 0; i < count; ++i) {
        if (wordOf(static_cast<Enum>(i)).empty()) {
            return false;
        }
    }
    return wordOf(static_cast<Enum>(count)).empty();
}

// Every member, in order.
template <class Enum, std::size_t Count>
constexpr std::array<Enum, Count> membersInOrder() {
    std::array<Enum, Count> members{};
    for (std::size_t i = 0; i < Count; ++i) {
        members[i] = static_cast<Enum>(i);
    }
    return members;
}

// Every member's word, in order.
template <class Enum, std::size_t Count, class WordOf>
constexpr std::array<std::string_view, Count> wordsInOrder(WordOf wordOf) {
    std::array<std::string_view, Count> words{};
    for (std::size_t i = 0; i < Count; ++i) {
        words[i] = wordOf(static_cast<Enum>(i));
    }
    return words;
}

// The member a word names, if any.
template <class Enum, class WordOf>
constexpr std::optional<Enum> memberOfWord(std::size_t count, WordOf wordOf,
                                           std::string_view word) {
    for (std::size_t i = 0; i < count; ++i) {
        if (wordOf(static_cast<Enum>(i)) == word) {
            return static_cast<Enum>(i);
        }
    }
    return std::nullopt;
}

// The lists of rules that the data names by a word (an item's effect, a
// wand's bolt, a monster's move): each rule holds its `word`.

// The rule a word names, or none.
template <class Rule, std::size_t Count>
const Rule* ruleOfWord(const std::array<const Rule*, Count>& rules, std::string_view word) {
    for (const Rule* rule : rules) {
        if (rule->word == word) {
            return rule;
        }
    }
    return nullptr;
}

// Every rule's word, in the list's order.
template <class Rule, std::size_t Count>
std::vector<std::string_view> wordsOfRules(const std::array<const Rule*, Count>& rules) {
    std::vector<std::string_view> words;
    for (const Rule* rule : rules) {
        words.push_back(rule->word);
    }
    return words;
}

}  // namespace delve
