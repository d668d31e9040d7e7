#pragma once

#include <string>
#include <string_view>

namespace delve {

// Checks the bytes of a compiled gettext catalog (a .mo file) before
// Boost.Locale is given them, which trusts what they say: a table offset
// past the end of the file would be read all the same. Every offset and
// length must lie inside the file, every string end in its NUL, every
// translation be UTF-8, and every {placeholder} a translation names be one
// its English has. Throws CatalogError saying what is wrong and where,
// beginning with `source`.
void checkCatalogBytes(std::string_view bytes, const std::string& source);

}  // namespace delve
