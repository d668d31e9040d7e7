#pragma once

#include <string>
#include <string_view>

namespace delve {

// The pseudo-language ("qps", as gettext's tradition names it): English with
// every ASCII letter swapped for an accented look-alike, "Ŧħė ġȯƀłıń ħıŧṡ
// ẏȯū." A screen drawn in it still reads, yet any word that went around the
// catalogs stands out in plain letters; tests/ui/pseudo_language_test.cpp
// draws every screen so. Placeholders ({monster:the}) are kept as written,
// since the sentence filler must still find them, and decorating twice
// changes nothing.
std::string decorated(std::string_view english);

}  // namespace delve
