#include "ui/keymap.h"

#include <utility>

#include "ui/text/translation.h"

namespace delve {

namespace {

std::optional<Intent> intentForCharacter(char32_t c) {
    switch (c) {
        case U'k':
        case U'8':
            return Intent::MoveNorth;
        case U'u':
        case U'9':
            return Intent::MoveNorthEast;
        case U'l':
        case U'6':
            return Intent::MoveEast;
        case U'n':
        case U'3':
            return Intent::MoveSouthEast;
        case U'j':
        case U'2':
            return Intent::MoveSouth;
        case U'b':
        case U'1':
            return Intent::MoveSouthWest;
        case U'h':
        case U'4':
            return Intent::MoveWest;
        case U'y':
        case U'7':
            return Intent::MoveNorthWest;
        case U'.':
        case U'5':
            return Intent::Wait;
        case U'>':
            return Intent::Descend;
        case U'<':
            return Intent::Ascend;
        case U'?':
            return Intent::Help;
        case U'R':
            return Intent::Rest;
        case U'o':
            return Intent::Explore;
        case U's':
            return Intent::Search;
        case U'Z':
            return Intent::SearchLonger;
        case U'c':
            return Intent::CloseDoor;
        case U'g':
        case U',':
            return Intent::PickUp;
        case U'i':
            return Intent::Inventory;
        case U'd':
            return Intent::Drop;
        case U'f':
            return Intent::Fire;
        case U't':
            return Intent::Throw;
        case U'z':
            return Intent::Cast;
        case U'x':
            return Intent::Look;
        case U'q':
            return Intent::QuestLog;
        case U'C':
            return Intent::CharacterSheet;
        case U'a':
            return Intent::Skills;
        default:
            return std::nullopt;
    }
}

// The keys other than characters that mean something in play; a key not
// here means nothing.
constexpr std::pair<KeyCode, Intent> kKeysWithIntents[] = {
    {KeyCode::Up, Intent::MoveNorth},
    {KeyCode::Numpad8, Intent::MoveNorth},
    {KeyCode::PageUp, Intent::MoveNorthEast},
    {KeyCode::Numpad9, Intent::MoveNorthEast},
    {KeyCode::Right, Intent::MoveEast},
    {KeyCode::Numpad6, Intent::MoveEast},
    {KeyCode::PageDown, Intent::MoveSouthEast},
    {KeyCode::Numpad3, Intent::MoveSouthEast},
    {KeyCode::Down, Intent::MoveSouth},
    {KeyCode::Numpad2, Intent::MoveSouth},
    {KeyCode::End, Intent::MoveSouthWest},
    {KeyCode::Numpad1, Intent::MoveSouthWest},
    {KeyCode::Left, Intent::MoveWest},
    {KeyCode::Numpad4, Intent::MoveWest},
    {KeyCode::Home, Intent::MoveNorthWest},
    {KeyCode::Numpad7, Intent::MoveNorthWest},
    {KeyCode::Numpad5, Intent::Wait},
    {KeyCode::F1, Intent::WholeFloor},
    {KeyCode::F3, Intent::DistanceMaps},
    {KeyCode::F4, Intent::SwitchSight},
    {KeyCode::F6, Intent::SearchedCells},
    {KeyCode::Escape, Intent::Menu},
    {KeyCode::F5, Intent::SetAside},
    {KeyCode::F9, Intent::GoBack},
};

}  // namespace

std::optional<Intent> intentFor(const Key& key) {
    if (key.code == KeyCode::Character) {
        if (key.ctrl) {
            return key.character == U'p' ? std::optional(Intent::MessageHistory) : std::nullopt;
        }
        return intentForCharacter(key.character);
    }
    for (const auto& [code, intent] : kKeysWithIntents) {
        if (code == key.code) {
            return intent;
        }
    }
    return std::nullopt;
}

std::optional<Direction> directionOf(Intent intent) {
    if (intent <= Intent::MoveNorthWest) {
        return static_cast<Direction>(static_cast<int>(intent));
    }
    return std::nullopt;
}

const std::vector<KeyHelp>& keyHelp() {
    static const std::vector<KeyHelp> rows = {
        {N_("arrows, numpad, h j k l"), N_("walk west, south, north, east")},
        {N_("(into a monster)"), N_("attack: a sneak attack if it is unaware")},
        {N_("y u b n, Home PgUp End PgDn"), N_("walk diagonally")},
        {N_("(into a door)"), N_("open it; into a wall: maybe a secret door")},
        {N_(". or numpad 5"), N_("wait a turn")},
        {">", N_("go down the stairs, or travel to them")},
        {"<", N_("go up the stairs, or travel to them")},
        {"R", N_("rest until healed, or something happens")},
        {"o", N_("explore until something happens")},
        {"s", N_("search around for a turn: secret doors, traps")},
        {"Z", N_("search for five turns (stops for anything new)")},
        {"c", N_("close a door beside you")},
        {N_("g or ,"), N_("pick up what lies here (gold goes to your purse)")},
        {"i", N_("the pack: use a thing, or take off what is in use")},
        {"d", N_("drop a thing from the pack")},
        {"f", N_("shoot the bow you have ready")},
        {"t", N_("throw a thing from the pack")},
        {"z", N_("cast lightning along a line")},
        {"a", N_("your skills: use one (they are learnt as you level)")},
        {"x", N_("look around with a cursor")},
        {N_("aiming: Tab, Enter"), N_("next monster in view; let it go")},
        {N_("(onto a known trap)"), N_("asks first: Y or Enter steps on")},
        {N_("click on the map"), N_("travel there by the shortest known way")},
        {N_("a key during R, o, travel"), N_("stop at once")},
        {N_("(a sleeper in view)"), N_("R, o and travel ask first")},
        {N_("Ctrl+P"), N_("message history")},
        {"q", N_("the quests you have begun")},
        {"C", N_("your character: numbers, things in use, conditions, skills, kills")},
        {"?", N_("this help")},
        {"F5", N_("set a copy of the run aside")},
        {"F9", N_("go back to the copy set aside (asks first)")},
        {"F1", N_("show the whole floor, dim where unseen; again: hide it (marks the run)")},
        {"F3", N_("show explore's map of distances, then the hunters', then none (marks the run)")},
        {"F4", N_("see by Bresenham's rays or by shadowcasting; tints where they differ")},
        {"F6", N_("show the cells A* looked at under the way to the mouse")},
        {N_("Esc"), N_("menu: resume, help, settings, save and quit")},
        {N_("Alt+Enter (window)"), N_("toggle fullscreen")},
        {N_("F12 (window)"), N_("keep a picture of the window in your pictures folder")},
    };
    return rows;
}

}  // namespace delve
