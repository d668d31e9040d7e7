#pragma once

#include <functional>

#include "core/language.h"

namespace delve {

// The language the environment asks for, as gettext reads it: the first of
// LANGUAGE (a list such as "de:en", taken in order), LC_ALL, LC_MESSAGES and
// LANG that is set and not empty decides, and a locale name such as
// "de_DE.UTF-8" or "es_MX" counts for its language. "C" and "POSIX", or a
// language Delve does not speak, mean English; so does nothing set at all.
using EnvironmentLookup = std::function<const char*(const char*)>;
Language languageFromEnvironment(const EnvironmentLookup& environment);

}  // namespace delve
