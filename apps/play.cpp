#include "play.h"

#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>

#include "content/rules_loader.h"
#include "file_keeper.h"
#include "file_recorder.h"
#include "frontend/headless/headless_run.h"
#include "game/save_codec.h"
#include "open_frontend.h"
#include "run_files.h"
#include "ui/run_loop.h"
#include "world/level_file.h"

namespace delve {

namespace {

// Where the run is kept: --save's file, else for a window or terminal run
// the default save. A headless run without --save keeps nothing, so tests
// never touch the player's own save.
std::optional<std::filesystem::path> savePathFor(const PlayOptions& options) {
    if (options.savePath) {
        return std::filesystem::path(*options.savePath);
    }
    if (options.display == Display::Headless) {
        return std::nullopt;
    }
    return defaultSavePath(processEnvironment);
}

// With --continue, the saved run takes the place of the one the app began;
// its class is named so the app starts in play rather than on the class
// screen.
std::optional<Game> savedRun(PlayOptions& options,
                             const std::optional<std::filesystem::path>& savePath) {
    if (!options.continueRun) {
        return std::nullopt;
    }
    if (!savePath) {
        throw std::invalid_argument(
            "--continue: no home folder is known to find the save in; name it with --save PATH");
    }
    Game game = loadGameFromFile(*savePath, options.game.rules);
    options.game.heroClass = game.hero().heroClass->id;
    options.classGiven = true;
    return game;
}

// As quitting does: a living run goes to its save (the App has saved it
// already if the player quit), and the recording gets its last line.
int finish(App& app) {
    if (!app.wantsQuit()) {
        app.keepRun();
    }
    app.finishRecording();
    if (const auto& error = app.keepingError()) {
        std::cerr << "delve: " << *error << '\n';
        return 1;
    }
    return 0;
}

}  // namespace

int play(const PlayOptions& chosen) {
    PlayOptions options = chosen;
    try {
        options.game.rules = loadRules(dataFolder());
        const auto savePath = savePathFor(options);
        std::unique_ptr<RunKeeper> keeper =
            savePath ? std::make_unique<FileKeeper>(*savePath, options.game.rules)
                     : std::make_unique<RunKeeper>();
        std::optional<Game> saved = savedRun(options, savePath);
        std::unique_ptr<FileRecorder> recorder;
        if (options.recordPath) {
            recorder = std::make_unique<FileRecorder>(*options.recordPath);
        }
        if (options.display == Display::Headless) {
            // A headless run without --class is a fighter, with no start screen.
            App app(options.game, false, DrawStyle{true});
            app.setKeeper(*keeper);
            if (recorder) {
                app.setRecorder(*recorder);
            }
            if (saved) {
                app.resumeRun(std::move(*saved));
            }
            runHeadless(app, options.headless, std::cout);
            return finish(app);
        }
        // Checks the options (class, level file) before the screen changes.
        App app(options.game, !options.classGiven, DrawStyle{});
        app.setKeeper(*keeper);
        if (recorder) {
            app.setRecorder(*recorder);
        }
        if (saved) {
            app.resumeRun(std::move(*saved));
        } else if (!options.seedGiven && !options.game.levelFile) {
            app.offerSavedRun();
        }
        std::string why;
        std::string note;
        auto frontend = openFrontend(options.display, options.sound, why, note);
        if (!frontend) {
            std::cerr << "delve: " << why << '\n';
            return 1;
        }
        app.setStyle(DrawStyle{wantsPlainFog(*frontend)});
        if (!note.empty()) {
            app.announce(note);
        }
        if (!savePath) {
            app.announce(
                "No home folder is known, so this run is not kept (--save PATH keeps it).");
        }
        runInteractive(app, *frontend);
        frontend.reset();  // the terminal is itself again before anything is printed
        return finish(app);
    } catch (const SaveError& error) {
        std::cerr << "delve: cannot continue: " << error.what() << '\n';
    } catch (const ContentError& error) {
        std::cerr << "delve: " << error.what() << '\n';
    } catch (const LevelError& error) {
        std::cerr << "delve: " << error.what() << '\n';
    } catch (const std::invalid_argument& error) {
        std::cerr << "delve: " << error.what() << '\n';
    } catch (const std::runtime_error& error) {
        // A recording that cannot be written.
        std::cerr << "delve: " << error.what() << '\n';
        return 1;
    }
    return 2;
}

}  // namespace delve
