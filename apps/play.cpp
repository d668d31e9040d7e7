#include "play.h"

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>

#include "content/rules_loader.h"
#include "frontend/headless/headless_run.h"
#include "frontend/sdl/sdl_frontend.h"
#include "frontend/term/terminal_frontend.h"
#include "game/save_codec.h"
#include "run_records.h"
#include "ui/run_loop.h"
#include "world/level_file.h"

namespace delve {

namespace {

// The window when there is a display, else the terminal, saying why.
std::unique_ptr<Frontend> openFrontend(const PlayOptions& options, std::string& why,
                                       std::string& note) {
    const Display display = options.display;
    if (display == Display::Automatic || display == Display::Window) {
        std::string whyNoWindow;
        SdlOptions window;
        window.sound = options.sound;
        if (auto frontend = SdlFrontend::open(window, whyNoWindow)) {
            return frontend;
        }
        if (display == Display::Window) {
            why = "no window: " + whyNoWindow;
            return nullptr;
        }
        note = "No window (" + whyNoWindow + "): playing in the terminal.";
        std::cerr << "delve: " << note << '\n';
    }
    const TerminalMode mode =
        display == Display::PlainTerminal ? TerminalMode::Plain : TerminalMode::Colour;
    std::string whyNoTerminal;
    if (auto terminal = TerminalFrontend::create(mode, whyNoTerminal)) {
        return terminal;
    }
    why = "no terminal either: " + whyNoTerminal;
    return nullptr;
}

// Remembered cells need a glyph of their own where colour cannot show fog.
bool wantsPlainFog(const Frontend& frontend) {
    const auto* terminal = dynamic_cast<const TerminalFrontend*>(&frontend);
    return terminal != nullptr && terminal->wantsPlainFog();
}

// The data files: DELVE_DATA when set, else the source tree's data/.
std::filesystem::path dataFolder() {
    if (const char* folder = std::getenv("DELVE_DATA")) {
        return folder;
    }
    return DELVE_DATA_DIR;
}

// With --continue, the saved run takes the place of the one the app began;
// its class is named so the app starts in play rather than on the class
// screen.
std::optional<Game> savedRun(PlayOptions& options) {
    if (!options.continueRun) {
        return std::nullopt;
    }
    Game game = loadGameFromFile(*options.savePath, options.game.rules);
    options.game.heroClass = game.hero().heroClass->id;
    options.classGiven = true;
    return game;
}

void resume(App& app, std::optional<Game>& saved) {
    if (saved) {
        app.game() = std::move(*saved);
    }
}

// As quitting does: the run as it stands goes to --save's file. A run
// whose hero has died is over, and keeps no save to go on from.
void saveRun(const App& app, const PlayOptions& options) {
    if (!options.savePath || !app.hasGame()) {
        return;
    }
    if (app.game().isOver()) {
        std::error_code ignored;
        std::filesystem::remove(*options.savePath, ignored);
        return;
    }
    saveGameToFile(app.game(), *options.savePath);
}

// Where a finished run is recorded, if anywhere: --records, else for a
// run a person plays, the player's data folder. A headless run records
// nothing unless asked, so scripts and tests never write to the home folder.
std::optional<std::filesystem::path> recordsFolderFor(const PlayOptions& options) {
    if (options.recordsFolder) {
        return std::filesystem::path(*options.recordsFolder);
    }
    if (options.display == Display::Headless) {
        return std::nullopt;
    }
    return recordsFolder();
}

// When the hero dies the run goes to the morgue and the score table; a
// failure is kept, to be told once the screen is the terminal's again.
void recordRuns(App& app, const PlayOptions& options, std::string& problem) {
    const std::optional<std::filesystem::path> folder = recordsFolderFor(options);
    if (!folder) {
        return;
    }
    app.whenRunEnds([folder = *folder, &problem](const Game& game) -> std::optional<ScoreBoard> {
        try {
            return recordEndOfRun(game, folder).board;
        } catch (const std::exception& error) {
            problem = error.what();
            return std::nullopt;
        }
    });
}

void reportRecordProblem(const std::string& problem) {
    if (!problem.empty()) {
        std::cerr << "delve: the run could not be recorded: " << problem << '\n';
    }
}

}  // namespace

int play(const PlayOptions& chosen) {
    PlayOptions options = chosen;
    try {
        options.game.rules = loadRules(dataFolder());
        std::optional<Game> saved = savedRun(options);
        if (options.display == Display::Headless) {
            // A headless run without --class is a fighter, with no start screen.
            App app(options.game, false, DrawStyle{true});
            resume(app, saved);
            std::string recordProblem;
            recordRuns(app, options, recordProblem);
            runHeadless(app, options.headless, std::cout);
            saveRun(app, options);
            reportRecordProblem(recordProblem);
            return 0;
        }
        // Checks the options (class, level file) before the screen changes.
        App app(options.game, !options.classGiven, DrawStyle{});
        resume(app, saved);
        std::string recordProblem;
        recordRuns(app, options, recordProblem);
        std::string why;
        std::string note;
        auto frontend = openFrontend(options, why, note);
        if (!frontend) {
            std::cerr << "delve: " << why << '\n';
            return 1;
        }
        app.setStyle(DrawStyle{wantsPlainFog(*frontend)});
        if (!note.empty()) {
            app.announce(note);
        }
        runInteractive(app, *frontend);
        saveRun(app, options);
        frontend.reset();  // the terminal is the shell's again
        reportRecordProblem(recordProblem);
        return 0;
    } catch (const SaveError& error) {
        std::cerr << "delve: cannot continue: " << error.what() << '\n';
    } catch (const ContentError& error) {
        std::cerr << "delve: " << error.what() << '\n';
    } catch (const LevelError& error) {
        std::cerr << "delve: " << error.what() << '\n';
    } catch (const std::invalid_argument& error) {
        std::cerr << "delve: " << error.what() << '\n';
    } catch (const std::runtime_error& error) {
        // A save that could not be written.
        std::cerr << "delve: " << error.what() << '\n';
        return 1;
    }
    return 2;
}

}  // namespace delve
