#pragma once

#include <string>
#include <string_view>

#include <toml++/toml.h>

#include "content/rules_loader.h"

namespace delve {

// Reads TOML text; a syntax error becomes a ContentError at its position.
toml::table parseToml(std::string_view text, const std::string& source);

// A ContentError at the start of `region`.
ContentError errorAt(const std::string& source, const toml::source_region& region,
                     const std::string& problem);

// A value as a message should quote it: numbers and booleans as written,
// text in double quotes, lists in brackets, tables as "a table".
std::string describeValue(const toml::node& value);

}  // namespace delve
