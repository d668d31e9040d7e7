#pragma once

#include <array>
#include <cstddef>

namespace delve {

// An entry of a keyedTable: the enum member it is for, and the entry.
template <typename Key, typename Entry>
struct Keyed {
    Key key;
    Entry entry;
};

// A table with one entry for each member of an enum, each written beside
// its member: `keyedTable<Key, Entry, kCount>({{Key::A, a}, {Key::B, b}})`.
// A list one entry short or long, or two entries swapped, is a compile
// error: the table is made while compiling, and an entry out of its
// member's place stops that.
template <typename Key, typename Entry, std::size_t Size, std::size_t Given>
consteval std::array<Entry, Size> keyedTable(const Keyed<Key, Entry> (&entries)[Given]) {
    static_assert(Given == Size, "a table that follows an enum needs exactly one entry a member");
    std::array<Entry, Size> table{};
    for (std::size_t i = 0; i < Size; ++i) {
        if (static_cast<std::size_t>(entries[i].key) != i) {
            // Not a constant expression: the compiler stops here and says so.
            throw "an entry of a keyed table is not in its member's place";
        }
        table[i] = entries[i].entry;
    }
    return table;
}

}  // namespace delve
