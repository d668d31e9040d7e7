#pragma once

#include <string>

#include "core/colour.h"
#include "core/point.h"
#include "game/english_name.h"

namespace delve {

// Someone the hero meets who never fights: the Mine's blacksmith, a miner
// lost below. What people are (data/people.toml) is a type object, as a
// monster's kind is; a Person is one of them standing on a floor.
struct PersonKind {
    std::string id;    // snake_case, as levels and dialogue name them
    EnglishName name;  // what sentences call them: "blacksmith"
    char32_t glyph = U'@';
    Colour colour;
    // What they say is in data/dialogue.toml (game/dialogue.h).
};

struct Person {
    const PersonKind* kind = nullptr;
    Point position;
    friend bool operator==(const Person&, const Person&) = default;
};

// A named place on a floor (a level's `marker` legend): the lair the trail
// of blood leads to. The rules tell of stepping on one (GameEvent), for the
// quests that wait for it.
struct Marker {
    std::string id;
    Point position;
    friend bool operator==(const Marker&, const Marker&) = default;
};

}  // namespace delve
