#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/direction.h"
#include "ui/key.h"

namespace delve {

// What a key means on the play screen, before the game sees it.
enum class Intent {
    MoveNorth,
    MoveNorthEast,
    MoveEast,
    MoveSouthEast,
    MoveSouth,
    MoveSouthWest,
    MoveWest,
    MoveNorthWest,
    Wait,
    Descend,
    Ascend,
    Help,
    Menu,
    MessageHistory,
    QuestLog,
    CharacterSheet,
    Rest,
    Explore,
    SetAside,      // F5: a copy of the run to come back to
    GoBack,        // F9: back to that copy
    Search,        // a turn
    SearchLonger,  // five turns, stopping for anything new
    CloseDoor,
    PickUp,
    Inventory,
    Drop,
    Fire,  // the bow
    Throw,
    Cast,    // the lightning spell
    Skills,  // the skills screen, to use one
    Look,
    // The views that teach (ui/views/); none takes a turn.
    WholeFloor,     // F1: the whole floor, seen or not
    DistanceMaps,   // F3: explore's map of distances, the hunters', none
    SwitchSight,    // F4: shadowcasting or Bresenham's rays
    SearchedCells,  // F6: the cells A* looked at, under the travel preview
};

std::optional<Intent> intentFor(const Key& key);

// Alt+Enter: the window fills the screen or gives it back, on any screen.
constexpr Key kFullscreenKey{KeyCode::Enter, 0, false, true};
constexpr bool switchesFullscreen(const Key& key) {
    return key == kFullscreenKey;
}
// F12: a picture of the window, on any screen.
constexpr Key kPictureKey{KeyCode::F12, 0, false, false};

std::optional<Direction> directionOf(Intent intent);

// The rows of the help screen: which keys, and what they do.
struct KeyHelp {
    std::string_view keys;
    std::string_view meaning;
};
const std::vector<KeyHelp>& keyHelp();

}  // namespace delve
