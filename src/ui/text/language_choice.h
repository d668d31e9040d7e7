#pragma once

#include <array>
#include <functional>
#include <optional>

#include "core/language.h"

namespace delve {

// The language the environment asks for, as gettext reads it: the first of
// LANGUAGE (a list such as "de:en", taken in order), LC_ALL, LC_MESSAGES and
// LANG that is set and not empty decides, and a locale name such as
// "de_DE.UTF-8" or "es_MX" counts for its language. "C" and "POSIX", or a
// language Delve does not speak, mean English; so does nothing set at all.
using EnvironmentLookup = std::function<const char*(const char*)>;
Language languageFromEnvironment(const EnvironmentLookup& environment);

// The language Delve speaks: the one asked for on the command line (--lang),
// else the one kept in the settings, else the environment's, else English.
Language chosenLanguage(std::optional<Language> asked, std::optional<Language> kept,
                        const EnvironmentLookup& environment);

// Every language in the order of its code (bg, de, en, es), as --lang lists
// them; it is also the order of their own names.
std::array<Language, kAllLanguages.size()> languagesByCode();

// Whether every letter of the language is ASCII, so that any terminal can
// show it: English alone. German's umlauts and Spanish's ñ would come out as
// stand-ins, and Bulgarian's Cyrillic as nothing readable, in a terminal
// whose locale is not UTF-8.
bool writtenInAscii(Language language);

}  // namespace delve
