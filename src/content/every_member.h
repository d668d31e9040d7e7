#pragma once

#include <array>
#include <functional>
#include <set>
#include <string>
#include <string_view>

#include "content/content_entries.h"
#include "content/rules_loader.h"
#include "content/toml_values.h"

namespace delve {

// The words of every member of an enum, joined by commas: "poisoned,
// confused, ...".
template <class Enum, std::size_t Count>
std::string membersSaid(const std::array<Enum, Count>& members,
                        std::string_view (*wordOf)(Enum member)) {
    std::string words;
    for (Enum member : members) {
        words += (words.empty() ? "" : ", ") + std::string(wordOf(member));
    }
    return words;
}

// A file with one table for each member of an enum, named by its word
// (traps.toml, conditions.toml): `read` is given each table with its
// member. A table no member is named by, or a member without its table, is
// refused; `what` names one ("trap") and `needs` what each table gives
// ("its numbers").
template <class Enum, std::size_t Count>
void readEveryMember(const toml::table& document, const std::string& source, std::string_view what,
                     std::string_view needs, const std::array<Enum, Count>& members,
                     std::string_view (*wordOf)(Enum member),
                     const std::function<void(const ContentEntry& entry, Enum member)>& read) {
    const std::string all = membersSaid(members, wordOf);
    const auto ofWord = [&](std::string_view word) -> const Enum* {
        for (const Enum& member : members) {
            if (wordOf(member) == word) {
                return &member;
            }
        }
        return nullptr;
    };
    std::set<Enum> seen;
    for (const ContentEntry& entry : entriesOf(document, source, what, wordOf(members.back()))) {
        const Enum* member = ofWord(entry.id);
        if (member == nullptr) {
            throw errorAt(source, entry.table->source(),
                          "unknown " + std::string(what) + " [" + entry.id + "]: the " +
                              std::string(what) + "s are " + all);
        }
        seen.insert(*member);
        read(entry, *member);
    }
    for (Enum member : members) {
        if (!seen.contains(member)) {
            throw ContentError(source, 1, 1,
                               "no [" + std::string(wordOf(member)) + "]: every " +
                                   std::string(what) + " needs " + std::string(needs) + " (" + all +
                                   ")");
        }
    }
}

}  // namespace delve
