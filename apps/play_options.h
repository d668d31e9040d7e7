#pragma once

#include <optional>
#include <span>
#include <string>

#include "core/language.h"
#include "frontend/headless/headless_run.h"
#include "game/game.h"
#include "ui/app.h"

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
    bool showHelp = false;
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

// Reads the options; throws std::invalid_argument saying which one is wrong.
PlayOptions parsePlayOptions(std::span<char*> args);

extern const char* const kPlayUsage;

}  // namespace delve
