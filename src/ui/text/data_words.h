#pragma once

#include <string>
#include <string_view>

#include "game/dungeon_plan.h"
#include "game/hero_class.h"

namespace delve {

// The words of the data that are not names of things (those are nouns,
// noun.h), in the current language. Each goes through the catalogs in the
// context scripts/catalogs gives it, so a translator sees what it is.

// A place's name as the rules keep it (map/kept_place_name.h): the level
// file's own name in this language where the file gave one in every
// language, else the English name through the catalogs ("place").
std::string placeName(std::string_view kept);

// An adventure's name, as the start screen offers it ("adventure").
std::string adventureName(const DungeonPlan& plan);
std::string adventureDescription(const DungeonPlan& plan);

// A class's name and its line on the start screen ("class").
std::string className(const HeroClass& heroClass);
// The class's name inside a line rather than as a title ("Iva, barbarian
// lv.1"): in lower case, but in German, whose nouns keep their capital.
std::string classNameInLine(const HeroClass& heroClass);
std::string classDescription(const HeroClass& heroClass);

// Words of a conversation, a person's or the hero's ("dialogue"), in the
// form that fits the hero: a `gendered` line has one of its own for a
// woman ("dialogue to a woman").
std::string dialogueWords(std::string_view says, bool gendered, HeroGender hero);

}  // namespace delve
