// `delve replay FILE`: plays a recording back (docs/recording-format.md), in
// the window or terminal at a pace to watch, or headless to print the last
// frame or, with --dump, the state as JSON.
#include <iostream>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "content/level_loader.h"
#include "content/rules_loader.h"
#include "core/atomic_file.h"
#include "core/stop_signals.h"
#include "frontend/headless/headless_run.h"
#include "language_setup.h"
#include "map/level_file.h"
#include "open_frontend.h"
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

// The file, then the options `delve` itself reads for showing a run; --dump
// alone means headless.
ReplayRequest parseReplayRequest(std::span<char*> args) {
    ReplayRequest request;
    std::vector<char*> rest;
    bool dump = false;
    bool headless = false;
    for (char* arg : args) {
        const std::string_view text = arg;
        if (!text.starts_with("--") && request.file.empty()) {
            request.file = text;
            continue;
        }
        dump = dump || text == "--dump";
        headless = headless || text == "--headless";
        rest.push_back(arg);
    }
    static char headlessFlag[] = "--headless";
    if (dump && !headless) {
        rest.push_back(headlessFlag);
    }
    request.display = parsePlayOptions(rest);
    const PlayOptions& options = request.display;
    if (options.seedGiven || options.classGiven || options.adventureGiven || options.nameGiven ||
        options.levelFile || !options.headless.keys.empty() || options.savePath ||
        options.continueRun || options.recordPath) {
        throw std::invalid_argument(
            "a replay takes its seed, class, adventure, name, level and keys from the recording: "
            "only --headless, "
            "--dump, --frames, --size, --window, --terminal, --plain, --no-sound, --fog, --lang "
            "and --settings go with it");
    }
    if (request.file.empty()) {
        throw std::invalid_argument("which recording? none was named");
    }
    return request;
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
    try {
        const int status = replay(parseReplayRequest(args));
        if (const int signal = stopSignal(); signal != 0) {
            endByStopSignal(signal);
        }
        return status;
    } catch (const std::invalid_argument& error) {
        std::cerr << "delve replay: " << error.what() << "\nusage: " << kReplayUsage << '\n';
    } catch (const SourceError& error) {
        // The recording, a level it names, or the data files.
        std::cerr << "delve replay: " << error.what() << '\n';
    }
    return 2;
}

const ToolRegistration registerReplay{Tool{"replay", kReplayUsage, runReplayTool}};

}  // namespace
}  // namespace delve
