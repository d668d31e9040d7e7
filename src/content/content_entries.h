#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <toml++/toml.h>

namespace delve {

// One [entry] of a content file: its id and its table.
struct ContentEntry {
    std::string id;
    const toml::table* table = nullptr;
};

// The tables at the top of a document, in the order the file has them (a
// table keeps its keys sorted; the order of classes on the start screen is
// the file's). Throws a ContentError for a top-level value that is not a
// table, an id that is not snake_case, or a document with no entry at all;
// `what` names an entry in those messages ("monster", "class") and
// `example` is an id to show.
std::vector<ContentEntry> entriesOf(const toml::table& document, const std::string& source,
                                    std::string_view what, std::string_view example);

// Lower-case letters, digits and underscores, starting with a letter.
bool isSnakeCase(std::string_view id);

}  // namespace delve
