#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace delve {

// How deep TOML text may nest tables and arrays: dotted keys and headers
// (`[a.b.c]`, `a.b.c = 1`) count one level a part, as do the inline tables
// and arrays within a value. Delve's own files nest five deep at most.
inline constexpr int kDeepestToml = 64;

// Where TOML text nests deeper than kDeepestToml, and how deep.
struct TomlTooDeep {
    int line = 1;    // from 1
    int column = 1;  // from 1, in characters
    std::string problem;
};

// Looks at TOML text before any parser does: toml++ builds, and takes down,
// one table inside another by recursion, so a file of a hundred kilobytes
// with a key 50,000 parts long would overflow the stack. Nothing else of
// the text is judged; the parser does that once the depth is known safe.
std::optional<TomlTooDeep> tomlTooDeep(std::string_view text);

}  // namespace delve
