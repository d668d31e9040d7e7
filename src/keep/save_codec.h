#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "game/game.h"
#include "keep/save_error.h"

namespace delve {

// Saving and restoring a run as text (docs/save-format.md). The first line
// names the format's version; a save from another version is refused.
// Format 2 added the kills, format 3 the goings back to a copy set aside;
// older saves still load, with none. Format 4 keeps what was said as ids and
// what they name, never as text; the lines of older saves load as the
// English text they hold. Format 7 keeps the views that change or mark the
// run (the hero's sight, and whether hidden things were shown). Format 8
// adds the Mine's people, quests and kept floors; format 9 the hero's
// skills; format 10 each thing's enchantment; format 11 the charges of
// staffs and wands; format 12 the experience of the fight under way;
// format 13 whether the hero is a woman or a man.
inline constexpr int kSaveFormatVersion = 13;
inline constexpr int kOldestSaveFormatVersion = 1;
// The word a save's first line begins with, before its version.
inline constexpr std::string_view kSaveHeaderWord = "delve-save";

// Whether text begins as a save of any version does: what may be written
// over without asking.
bool beginsAsASave(std::string_view text);

// The whole state of a run as the text of a save.
std::string saveGame(const Game& game);

// A run from the text of a save; `source` names it in errors. All or
// nothing: every field is checked before the game is built, and any fault
// throws a SaveError at its line and column.
Game loadGame(std::string_view text, const std::string& source, RulesPtr rules);

// The same through a file. Saving replaces the file atomically, so a failed
// save leaves the old one whole; it throws std::runtime_error when the file
// cannot be written. Loading throws SaveError for a file that is missing,
// unreadable or wrong.
void saveGameToFile(const Game& game, const std::filesystem::path& path);
Game loadGameFromFile(const std::filesystem::path& path, RulesPtr rules);

struct SavedRun;

// Reaches into Game for the functions above (Game names it a friend).
class SaveCodec {
  public:
    static std::string write(const Game& game);
    static Game read(std::string_view text, const std::string& source, RulesPtr rules);

    // Where each member of what a save holds comes from in a game (`G` is
    // a Game or a const Game), and goes back to, declared once and walked
    // by `way` (state_ways.h): the one declaration both `write` and `read`
    // follow, defined in run_state.h.
    template <class Way, class G>
    static void runState(Way& way, SavedRun& run, G& game);
};

}  // namespace delve
