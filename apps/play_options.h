#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/language.h"
#include "frontend/headless/headless_run.h"
#include "game/game.h"
#include "ui/app.h"

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace delve {

enum class Display { Automatic, Window, Terminal, PlainTerminal, Headless };

// Everything `delve` without a tool name is told on its command line.
struct PlayOptions {
    GameOptions game;
    // --level FILE: read once the rules are, into game.level.
    std::optional<std::string> levelFile;
    bool classGiven = false;
    bool adventureGiven = false;
    bool nameGiven = false;
    bool seedGiven = false;
    Display display = Display::Automatic;
    HeadlessOptions headless;
    bool sound = true;
    // --fog colons: every remembered cell drawn as ':', as the lesson's
    // plain mode did, rather than walls, doors and stairs keeping theirs.
    FogGlyphs fog = FogGlyphs::Terrain;
    // Where the run is saved (on quitting, on each new floor; headless: also
    // when its keys run out). A window or terminal run without it uses the
    // default save (run_files.h); a headless run without it keeps nothing.
    std::optional<std::string> savePath;
    // Start from the save instead of a new run.
    bool continueRun = false;
    // Where a finished run's morgue file and score table go. A windowed or
    // terminal run uses the player's data folder without it; a headless run
    // records nothing without it.
    std::optional<std::string> recordsFolder;
    // Write the run's recording here as it goes (docs/recording-format.md).
    std::optional<std::string> recordPath;
    // --lang: the language to speak, over the settings and the environment.
    std::optional<Language> language;
    // --settings: the settings file to read and keep a changed setting in. A
    // window or terminal run without it uses the player's own
    // (run_files.h); a headless run without it reads and keeps none.
    std::optional<std::string> settingsPath;
};

// Reads `delve`'s command line, the words after `delve`, into `options`.
// Nothing when the run may start; else the status to stop with, the help or
// the refusal printed (command_line.h).
std::optional<int> readPlayOptions(std::span<char*> args, PlayOptions& options);

// The options that say how a run is shown (--headless, --window, --fog,
// --lang, ...), which `delve replay` takes too.
void addDisplayOptions(CLI::App& app, PlayOptions& options);

// The options that say which run to play (--seed, --class, --keys, --save,
// ...), each returned so that `delve replay` can refuse it by name.
std::vector<CLI::Option*> addRunOptions(CLI::App& app, PlayOptions& options);

// What `delve --help` and `delve help` print: the usage, the options and the
// tools.
std::string playHelp();

}  // namespace delve
