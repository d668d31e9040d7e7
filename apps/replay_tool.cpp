// `delve replay FILE`: plays a recording back (docs/recording-format.md), in
// the window or terminal at a pace to watch, or headless to print the last
// frame or, with --dump, the state as JSON.
#include <iostream>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "command_line.h"
#include "content/level_loader.h"
#include "content/rules_loader.h"
#include "core/atomic_file.h"
#include "core/stop_signals.h"
#include "frontend/headless/headless_run.h"
#include "language_setup.h"
#include "map/level_file.h"
#include "open_frontend.h"
#include "option_checks.h"
#include "play_options.h"
#include "run_files.h"
#include "tool_registry.h"
#include "ui/keeping/replay.h"
#include "ui/loop/replay_loop.h"
#include "waiting_notes.h"
#include "window_place_file.h"

namespace delve {
namespace {

constexpr std::string_view kReplayUsage =
    "delve replay FILE [--headless [--frames] | --dump] [--size COLSxROWS] "
    "[--window | --terminal | --plain] [--no-sound] [--fog terrain|colons|unmarked] [--lang "
    "bg|de|en|es] "
    "[--settings FILE]";

struct ReplayRequest {
    std::string file;
    PlayOptions display;  // how to show it: only the display options are allowed
};

// The recording, then the options `delve` itself reads for showing a run;
// --dump alone means headless. The options that choose the run are refused
// by name: the recording chose it.
std::optional<int> readReplayRequest(std::span<char*> args, ReplayRequest& request) {
    CommandLine line("delve replay", std::string(kReplayUsage),
                     "Plays a recording back (docs/recording-format.md): in the window or the "
                     "terminal at a pace to watch,\nor headless to print the last frame, every "
                     "frame, or the state as JSON.");
    CLI::App& app = line.options();
    app.add_option("FILE", request.file, "the recording, as --record wrote it")
        ->required()
        ->check(existingFile());
    addDisplayOptions(app, request.display);
    // Listed apart in the help, so that it says why each is refused. (A
    // group of no name would hide them, and their names from CLI11 too.)
    PlayOptions refused;
    std::vector<CLI::Option*> runOptions = addRunOptions(app, refused);
    for (CLI::Option* option : runOptions) {
        option->group("the recording's own, refused here");
    }
    if (const auto stop = line.read(args)) {
        return stop;
    }
    for (const CLI::Option* option : runOptions) {
        if (option->count() > 0) {
            return line.refuse(option->get_name(),
                               "a replay takes its seed, class, adventure, hero, level and keys "
                               "from the recording");
        }
    }
    HeadlessOptions& headless = request.display.headless;
    if (headless.dump) {
        request.display.display = Display::Headless;
    }
    if (headless.frames && request.display.display != Display::Headless) {
        return line.refuse("--frames", "goes with --headless");
    }
    return std::nullopt;
}

void playHeadless(App& app, Replay& replay, const HeadlessOptions& options) {
    CellBuffer frame(options.columns, options.rows);
    app.draw(frame);
    if (options.frames) {
        printFrame(frame, std::cout);
    }
    while (!replay.finished(app)) {
        replay.playNext(app);
        app.draw(frame);
        if (options.frames) {
            std::cout << '\n';
            printFrame(frame, std::cout);
        }
    }
    if (options.dump) {
        std::cout << dumpState(app).dump() << '\n';
    } else if (!options.frames) {
        printFrame(frame, std::cout);
    }
}

// A replay that ended elsewhere than the recorded run is worth knowing.
int complain(const ReplayRequest& request, const std::optional<std::string>& mismatch) {
    if (!mismatch) {
        return 0;
    }
    std::cerr << "delve replay: " << request.file << ": " << *mismatch << '\n';
    return 1;
}

// What went wrong with the language or the settings: only ever on stderr,
// since a line in the replay's log would take it away from the recorded run.
void tell(const std::vector<std::string>& notes) {
    for (const std::string& note : notes) {
        std::cerr << "delve replay: " << note << '\n';
    }
}

int replay(const ReplayRequest& request) {
    const PlayOptions& options = request.display;
    const RulesPtr rules = loadRules(dataFolder());
    LanguageSetup language(options, processEnvironment);
    tell(language.notes());
    std::string text;
    try {
        text = readWholeFile(request.file);
    } catch (const std::runtime_error& error) {
        std::cerr << "delve replay: " << error.what() << '\n';
        return 2;
    }
    Replay replay(readRecording(text, request.file, rules));
    const bool headless = options.display == Display::Headless;
    // A recording comes from anywhere and may name any file.
    const auto readLevel = [&rules](const std::string& file, const LevelCast& cast) {
        return readLevelFile(file, rules.get(), cast, FileTrust::Foreign);
    };
    App app(Replay::optionsFor(replay.recording(), rules, readLevel), StartChoices{},
            DrawStyle{headless, options.fog});
    // The player's settings hold in a replay too: the animation's pace, the
    // sound, fullscreen (Alt+Enter still switches it).
    app.settings().setKeeper(language.settings());
    app.settings().setCatalogs(language.catalogs());
    replay.begin(app);
    if (headless) {
        playHeadless(app, replay, options.headless);
    } else {
        // Ctrl+C or kill stops the replay as Esc does, the screen closed
        // first; then the process ends by the signal (runReplayTool).
        const CaughtStopSignals stopSignals;
        std::string why;
        std::string note;
        auto frontend =
            openFrontend(options.display, options.sound, picturesFolder(processEnvironment),
                         rememberedWindowPlace(windowPlacePath(processEnvironment)), why, note);
        if (!frontend) {
            std::cerr << "delve replay: " << why << '\n';
            return 1;
        }
        app.presentation().setStyle(drawStyleFor(*frontend, options.fog));
        std::vector<std::string> englishInstead;
        if (const auto english = language.fitTo(*frontend)) {
            englishInstead.push_back(*english);
        }
        std::optional<WaitingNotes> notes;
        Frontend& shown = notingWaitsIfAsked(*frontend, notes);
        const bool played = runReplay(app, replay, shown);
        rememberWindowPlace(*frontend, windowPlacePath(processEnvironment));
        if (!played) {
            frontend.reset();
            tell(englishInstead);
            return 0;  // stopped on purpose: nothing to compare
        }
        const auto mismatch = replay.mismatch(app);
        holdLastFrame(app, shown,
                      mismatch ? "The replay went astray: " + *mismatch + ". Press any key."
                               : "The replay is over: press any key to leave.");
        frontend.reset();  // the terminal is itself again before anything is printed
        tell(englishInstead);
        return complain(request, mismatch);
    }
    return complain(request, replay.mismatch(app));
}

int runReplayTool(std::span<char*> args) {
    ReplayRequest request;
    if (const auto stop = readReplayRequest(args, request)) {
        return *stop;
    }
    try {
        const int status = replay(request);
        if (const int signal = stopSignal(); signal != 0) {
            endByStopSignal(signal);
        }
        return status;
    } catch (const SourceError& error) {
        // The recording, a level it names, or the data files.
        std::cerr << "delve replay: " << error.what() << '\n';
    } catch (const std::invalid_argument& error) {
        std::cerr << "delve replay: " << error.what() << '\n';
    }
    return 2;
}

const ToolRegistration registerReplay{Tool{"replay", kReplayUsage, runReplayTool}};

}  // namespace
}  // namespace delve
