#pragma once

#include <string>
#include <string_view>

namespace delve {

// The little English the messages need, from the plain names in the data
// files ("giant white rat"), so the tables never spell out articles or
// plurals.

// "a goblin", "an orc".
std::string withIndefiniteArticle(std::string_view name);

// "rats", "dire wolves", "bats", "foxes", "harpies": English's regular
// rules, which cover every name the data files hold.
std::string plural(std::string_view name);

}  // namespace delve
