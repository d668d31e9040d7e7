#include "ui/input/keymap.h"

#include <algorithm>
#include <iterator>
#include <span>
#include <utility>

#include "core/exact_table.h"
#include "ui/text/translation.h"

namespace delve {

namespace {

struct IntentWords {
    std::string_view name;     // settings.toml's
    std::string_view meaning;  // the keys screen's, for the catalogs
};

// Each beside its Intent.
constexpr auto kIntentWords = keyedTable<Intent, IntentWords, kIntentCount>({
    {Intent::MoveNorth, {"move_north", N_("walk north")}},
    {Intent::MoveNorthEast, {"move_north_east", N_("walk north-east")}},
    {Intent::MoveEast, {"move_east", N_("walk east")}},
    {Intent::MoveSouthEast, {"move_south_east", N_("walk south-east")}},
    {Intent::MoveSouth, {"move_south", N_("walk south")}},
    {Intent::MoveSouthWest, {"move_south_west", N_("walk south-west")}},
    {Intent::MoveWest, {"move_west", N_("walk west")}},
    {Intent::MoveNorthWest, {"move_north_west", N_("walk north-west")}},
    {Intent::Wait, {"wait", N_("wait a turn")}},
    {Intent::Descend,
     {"descend", N_("go down the stairs, from afar too: travel to them and down")}},
    {Intent::Ascend, {"ascend", N_("go up the stairs, from afar too: travel to them and up")}},
    {Intent::Help, {"help", N_("help: every key")}},
    {Intent::Menu, {"menu", N_("menu: resume, help, settings, save and quit")}},
    {Intent::MessageHistory, {"message_history", N_("message history")}},
    {Intent::QuestLog, {"quest_log", N_("the quests you have begun")}},
    {Intent::CharacterSheet,
     {"character_sheet", N_("your character: numbers, things in use, conditions, skills, kills")}},
    {Intent::Rest, {"rest", N_("rest until healed, or something happens")}},
    {Intent::Explore, {"explore", N_("explore until something happens")}},
    {Intent::SetAside, {"set_aside", N_("set a copy of the run aside")}},
    {Intent::GoBack, {"go_back", N_("go back to the copy set aside (asks first)")}},
    {Intent::Search, {"search", N_("search around for a turn: secret doors, traps")}},
    {Intent::SearchLonger, {"search_longer", N_("search for five turns (stops for anything new)")}},
    {Intent::CloseDoor, {"close_door", N_("close a door beside you")}},
    {Intent::PickUp, {"pick_up", N_("pick up what lies here (gold goes to your purse)")}},
    {Intent::Inventory, {"inventory", N_("the pack: use a thing, or take off what is in use")}},
    {Intent::Drop, {"drop", N_("drop a thing from the pack")}},
    {Intent::Fire, {"fire", N_("shoot the bow you have ready")}},
    {Intent::Throw, {"throw", N_("throw a thing from the pack")}},
    {Intent::Cast, {"cast", N_("cast lightning along a line")}},
    {Intent::Skills, {"skills", N_("your skills: use one (they are learnt as you level)")}},
    {Intent::Look, {"look", N_("look around with a cursor")}},
    {Intent::WholeFloor,
     {"whole_floor", N_("show the whole floor, dim where unseen; again: hide it (marks the run)")}},
    {Intent::DistanceMaps,
     {"distance_maps",
      N_("show explore's map of distances, then the hunters', then none (marks the run)")}},
    {Intent::SwitchSight,
     {"switch_sight", N_("see by Bresenham's rays or by shadowcasting; tints where they differ")}},
    {Intent::SearchedCells,
     {"searched_cells", N_("show the cells A* looked at under the way to the mouse")}},
});

const IntentWords& wordsFor(Intent intent) {
    return kIntentWords[static_cast<std::size_t>(intent)];
}

using Binding = std::pair<Key, Intent>;

constexpr Key key(char32_t c) {
    return Key{KeyCode::Character, c, false, false};
}
constexpr Key named(KeyCode code) {
    return Key{code, 0, false, false};
}

// The keys every preset has: arrows and the keys around them, the numpad,
// the function keys, Esc, Ctrl+P, and the signs that name their intent.
constexpr Binding kCommonKeys[] = {
    {named(KeyCode::Up), Intent::MoveNorth},
    {named(KeyCode::Numpad8), Intent::MoveNorth},
    {named(KeyCode::PageUp), Intent::MoveNorthEast},
    {named(KeyCode::Numpad9), Intent::MoveNorthEast},
    {named(KeyCode::Right), Intent::MoveEast},
    {named(KeyCode::Numpad6), Intent::MoveEast},
    {named(KeyCode::PageDown), Intent::MoveSouthEast},
    {named(KeyCode::Numpad3), Intent::MoveSouthEast},
    {named(KeyCode::Down), Intent::MoveSouth},
    {named(KeyCode::Numpad2), Intent::MoveSouth},
    {named(KeyCode::End), Intent::MoveSouthWest},
    {named(KeyCode::Numpad1), Intent::MoveSouthWest},
    {named(KeyCode::Left), Intent::MoveWest},
    {named(KeyCode::Numpad4), Intent::MoveWest},
    {named(KeyCode::Home), Intent::MoveNorthWest},
    {named(KeyCode::Numpad7), Intent::MoveNorthWest},
    {key(U'.'), Intent::Wait},
    {named(KeyCode::Numpad5), Intent::Wait},
    {key(U'>'), Intent::Descend},
    {key(U'<'), Intent::Ascend},
    {key(U'?'), Intent::Help},
    {named(KeyCode::Escape), Intent::Menu},
    {Key{KeyCode::Character, U'p', true, false}, Intent::MessageHistory},
    {named(KeyCode::F5), Intent::SetAside},
    {named(KeyCode::F9), Intent::GoBack},
    {named(KeyCode::F1), Intent::WholeFloor},
    {named(KeyCode::F3), Intent::DistanceMaps},
    {named(KeyCode::F4), Intent::SwitchSight},
    {named(KeyCode::F6), Intent::SearchedCells},
};

// The letters of book two's intents, in the vi-keys and numpad presets.
constexpr Binding kLetterIntents[] = {
    {key(U'R'), Intent::Rest},      {key(U'o'), Intent::Explore},
    {key(U's'), Intent::Search},    {key(U'Z'), Intent::SearchLonger},
    {key(U'c'), Intent::CloseDoor}, {key(U'g'), Intent::PickUp},
    {key(U','), Intent::PickUp},    {key(U'i'), Intent::Inventory},
    {key(U'd'), Intent::Drop},      {key(U'f'), Intent::Fire},
    {key(U't'), Intent::Throw},     {key(U'z'), Intent::Cast},
    {key(U'a'), Intent::Skills},    {key(U'x'), Intent::Look},
    {key(U'q'), Intent::QuestLog},  {key(U'C'), Intent::CharacterSheet},
};

// vi's hjkl and the diagonals beside them.
constexpr Binding kViMoves[] = {
    {key(U'k'), Intent::MoveNorth}, {key(U'u'), Intent::MoveNorthEast},
    {key(U'l'), Intent::MoveEast},  {key(U'n'), Intent::MoveSouthEast},
    {key(U'j'), Intent::MoveSouth}, {key(U'b'), Intent::MoveSouthWest},
    {key(U'h'), Intent::MoveWest},  {key(U'y'), Intent::MoveNorthWest},
};

// The left hand: the square q w e / a s d / z x c walks and waits in its
// middle; the intents those letters gave move to their capitals where
// they can (Q, S, C, D, A, X), the rest to letters near them.
constexpr Binding kLeftHand[] = {
    {key(U'w'), Intent::MoveNorth},      {key(U'e'), Intent::MoveNorthEast},
    {key(U'd'), Intent::MoveEast},       {key(U'c'), Intent::MoveSouthEast},
    {key(U'x'), Intent::MoveSouth},      {key(U'z'), Intent::MoveSouthWest},
    {key(U'a'), Intent::MoveWest},       {key(U'q'), Intent::MoveNorthWest},
    {key(U's'), Intent::Wait},           {key(U'R'), Intent::Rest},
    {key(U'E'), Intent::Explore},        {key(U'o'), Intent::Explore},
    {key(U'S'), Intent::Search},         {key(U'Z'), Intent::SearchLonger},
    {key(U'C'), Intent::CloseDoor},      {key(U'g'), Intent::PickUp},
    {key(U','), Intent::PickUp},         {key(U'b'), Intent::Inventory},
    {key(U'i'), Intent::Inventory},      {key(U'D'), Intent::Drop},
    {key(U'f'), Intent::Fire},           {key(U't'), Intent::Throw},
    {key(U'v'), Intent::Cast},           {key(U'A'), Intent::Skills},
    {key(U'X'), Intent::Look},           {key(U'Q'), Intent::QuestLog},
    {key(U'%'), Intent::CharacterSheet},
};

std::vector<std::span<const Binding>> layersOf(KeyPreset preset) {
    switch (preset) {
        // The letters come first where they walk, as the help lists them.
        case KeyPreset::ViKeys:
            return {kViMoves, kCommonKeys, kLetterIntents};
        case KeyPreset::Numpad:
            return {kCommonKeys, kLetterIntents};
        case KeyPreset::LeftHand:
            return {kLeftHand, kCommonKeys};
    }
    return {kCommonKeys};
}

constexpr std::pair<KeyPreset, std::string_view> kPresetNames[] = {
    {KeyPreset::ViKeys, "vi-keys"},
    {KeyPreset::Numpad, "numpad"},
    {KeyPreset::LeftHand, "left-hand"},
};

const Keymap& defaultKeymap() {
    static const Keymap keymap;
    return keymap;
}

}  // namespace

std::array<Intent, kIntentCount> allIntents() {
    std::array<Intent, kIntentCount> intents{};
    for (std::size_t i = 0; i < kIntentCount; ++i) {
        intents[i] = static_cast<Intent>(i);
    }
    return intents;
}

std::string_view intentName(Intent intent) {
    return wordsFor(intent).name;
}

std::optional<Intent> intentNamed(std::string_view name) {
    for (Intent intent : allIntents()) {
        if (intentName(intent) == name) {
            return intent;
        }
    }
    return std::nullopt;
}

std::string_view intentMeaning(Intent intent) {
    return wordsFor(intent).meaning;
}

std::optional<Direction> directionOf(Intent intent) {
    if (intent <= Intent::MoveNorthWest) {
        return static_cast<Direction>(static_cast<int>(intent));
    }
    return std::nullopt;
}

std::string_view presetName(KeyPreset preset) {
    for (const auto& [each, name] : kPresetNames) {
        if (each == preset) {
            return name;
        }
    }
    return {};
}

std::optional<KeyPreset> presetNamed(std::string_view name) {
    for (const auto& [preset, each] : kPresetNames) {
        if (each == name) {
            return preset;
        }
    }
    return std::nullopt;
}

bool isKeptKey(const Key& key) {
    constexpr KeyCode kKept[] = {KeyCode::Escape, KeyCode::Enter, KeyCode::Tab, KeyCode::Backspace,
                                 KeyCode::F12};
    return std::find(std::begin(kKept), std::end(kKept), key.code) != std::end(kKept) ||
           zoomStepOf(key).has_value();
}

Keymap::Keymap(KeyPreset preset) {
    for (std::span<const Binding> layer : layersOf(preset)) {
        for (const auto& [key, intent] : layer) {
            keys_[static_cast<std::size_t>(intent)].push_back(key);
        }
    }
}

std::optional<Intent> Keymap::intentFor(const Key& key) const {
    for (Intent intent : allIntents()) {
        const std::vector<Key>& keys = keysFor(intent);
        if (std::find(keys.begin(), keys.end(), key) != keys.end()) {
            return intent;
        }
    }
    return std::nullopt;
}

const std::vector<Key>& Keymap::keysFor(Intent intent) const {
    return keys_[static_cast<std::size_t>(intent)];
}

std::optional<KeyRefusal> Keymap::rebind(Intent intent, const std::vector<Key>& keys) {
    for (const Key& key : keys) {
        if (isKeptKey(key)) {
            return KeyRefusal{key, std::nullopt};
        }
        if (const auto holder = intentFor(key); holder && *holder != intent) {
            return KeyRefusal{key, holder};
        }
    }
    std::vector<Key> kept;
    for (const Key& key : keysFor(intent)) {
        if (isKeptKey(key)) {
            kept.push_back(key);
        }
    }
    for (const Key& key : keys) {
        if (std::find(kept.begin(), kept.end(), key) == kept.end()) {
            kept.push_back(key);
        }
    }
    keys_[static_cast<std::size_t>(intent)] = std::move(kept);
    return std::nullopt;
}

std::optional<Intent> intentFor(const Key& key) {
    return defaultKeymap().intentFor(key);
}

Key defaultKeyFor(Intent intent) {
    return defaultKeymap().keysFor(intent).front();
}

}  // namespace delve
