#pragma once

#include <optional>
#include <string>

namespace delve {

// The family the window uses when no font file is given.
inline constexpr const char* kDefaultFontFamily = "DejaVu Sans Mono";

// The file fontconfig picks for a family, preferring a monospaced face when
// the family itself is missing. Nothing, with the reason in `whyNot`, when
// fontconfig finds no font at all.
std::optional<std::string> findFontFile(const std::string& family, std::string& whyNot);

}  // namespace delve
