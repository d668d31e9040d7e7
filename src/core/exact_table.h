#pragma once

#include <array>
#include <cstddef>

namespace delve {

// A table with one entry for each member of an enum, in its order. Written
// as `exactTable<Entry, kCount>({...})`, a list one entry short or long is
// a compile error, where a std::array's own braces would quietly fill the
// missing end with empty entries.
template <typename Entry, std::size_t Size, std::size_t Given>
constexpr std::array<Entry, Size> exactTable(const Entry (&entries)[Given]) {
    static_assert(Given == Size, "a table that follows an enum needs exactly one entry a member");
    std::array<Entry, Size> table{};
    for (std::size_t i = 0; i < Size; ++i) {
        table[i] = entries[i];
    }
    return table;
}

}  // namespace delve
