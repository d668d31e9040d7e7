#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace delve {

// The words an enum's values are written as in saves and files, in the
// order of the enum: the word of a value, and the value a word names.
template <class Enum, std::size_t N>
constexpr std::string_view wordOf(const std::array<std::string_view, N>& words, Enum value) {
    return words[static_cast<std::size_t>(value)];
}

template <class Enum, std::size_t N>
constexpr std::optional<Enum> valueOfWord(const std::array<std::string_view, N>& words,
                                          std::string_view word) {
    for (std::size_t i = 0; i < N; ++i) {
        if (words[i] == word) {
            return static_cast<Enum>(i);
        }
    }
    return std::nullopt;
}

}  // namespace delve
