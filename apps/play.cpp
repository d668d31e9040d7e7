#include "play.h"

#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>

#include "content/level_loader.h"
#include "content/rules_loader.h"
#include "core/stop_signals.h"
#include "file_keeper.h"
#include "file_recorder.h"
#include "frontend/headless/headless_run.h"
#include "keep/save_codec.h"
#include "language_setup.h"
#include "map/level_file.h"
#include "open_frontend.h"
#include "run_files.h"
#include "run_records.h"
#include "save_at_exit.h"
#include "ui/loop/run_loop.h"
#include "ui/text/translation.h"
#include "waiting_notes.h"
#include "window_place_file.h"

namespace delve {

namespace {

// What the command line says when it cannot go on; each ends the sentence
// "delve: ...".
std::string noSavedRun(const std::filesystem::path& save) {
    return "cannot continue: there is no saved run (looked for " + save.string() + ")";
}

std::string unknownClass(const std::string& id, const Rules& rules) {
    std::string known;
    for (const HeroClass& heroClass : rules.classes) {
        known += (known.empty() ? "" : ", ") + heroClass.id;
    }
    return "unknown class \"" + id + "\"; the classes are " + known;
}

// --class and --adventure name a class and an adventure of the data files,
// checked before anything starts.
void checkClassAndAdventure(const PlayOptions& options) {
    const Rules& rules = *options.game.rules;
    if (options.classGiven && rules.heroClass(options.game.heroClass) == nullptr) {
        throw std::invalid_argument(unknownClass(options.game.heroClass, rules));
    }
    if (rules.adventure(options.game.adventure) == nullptr) {
        std::string known;
        for (const DungeonPlan& plan : rules.adventures) {
            known += (known.empty() ? "" : ", ") + plan.id;
        }
        throw std::invalid_argument("unknown adventure \"" + options.game.adventure +
                                    "\"; the adventures are " + known);
    }
}

// Where the run is kept: --save's file, else for a window or terminal run
// the default save. A headless run without --save keeps nothing, so tests
// never touch the player's own save.
std::optional<std::filesystem::path> savePathFor(const PlayOptions& options) {
    if (options.savePath) {
        const std::filesystem::path named(*options.savePath);
        if (const auto note = checkNamedSave(named)) {
            std::cerr << "delve: " << *note << '\n';
        }
        return named;
    }
    if (options.display == Display::Headless) {
        return std::nullopt;
    }
    return defaultSavePath(processEnvironment);
}

// With --continue, the saved run (and what its journal holds) takes the
// place of the one the app began; its class is named so the app starts in
// play rather than on the class screen.
std::optional<KeptRun> savedRun(PlayOptions& options,
                                const std::optional<std::filesystem::path>& savePath,
                                RunKeeper& keeper) {
    if (!options.continueRun) {
        return std::nullopt;
    }
    if (!savePath) {
        throw std::invalid_argument(
            "--continue: no home folder is known to find the save in; name it with --save PATH");
    }
    std::optional<KeptRun> kept = keeper.savedRun();
    if (!kept) {
        throw std::invalid_argument(noSavedRun(*savePath));
    }
    options.game.heroClass = kept->game.hero().heroClass->id;
    options.classGiven = true;
    options.game.adventure = kept->game.plan().id;
    options.adventureGiven = true;
    return kept;
}

// Keeps the run at `savePath`, if there is one, for this game alone (a
// second game on the same save is refused); what a save cut short left
// last time is recovered or cleared away first, and said.
std::unique_ptr<RunKeeper> keeperFor(const std::optional<std::filesystem::path>& savePath,
                                     const RulesPtr& rules) {
    if (!savePath) {
        return std::make_unique<RunKeeper>();
    }
    auto files = std::make_unique<FileKeeper>(*savePath, rules);
    files->lock();
    for (const std::string& note : files->recoverLeftovers()) {
        std::cerr << "delve: " << note << '\n';
    }
    return files;
}

// What the start screens ask: nothing of a run whose class the command
// line gave (its adventure is then the Dungeon and its hero's name the
// class's, unless they were given too); else the class, and the adventure
// and the name unless they were given. A level given by --level is played
// in the adventure given, or the Dungeon.
StartChoices startChoicesFor(const PlayOptions& options) {
    if (options.classGiven) {
        return StartChoices{};
    }
    return StartChoices{!options.adventureGiven && !options.levelFile, true, !options.nameGiven};
}

void reportRecordProblem(const std::string& problem) {
    if (!problem.empty()) {
        std::cerr << "delve: the run could not be recorded: " << problem << '\n';
    }
}

// As quitting does: a living run goes to its save (the App has saved it
// already if the player quit), and the recording gets its last line.
int finish(App& app, const std::string& recordProblem) {
    if (!app.wantsQuit()) {
        app.keeping().keepRun();
    }
    app.keeping().finishRecording();
    reportRecordProblem(recordProblem);
    if (const auto& error = app.keeping().error()) {
        std::cerr << "delve: " << *error << '\n';
        return 1;
    }
    return 0;
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
    return delveFolder(processEnvironment);
}

// When the hero dies the run goes to the morgue and the score table; a
// failure is kept, to be told once the screen is the terminal's again.
void recordRuns(App& app, const PlayOptions& options, std::string& problem) {
    const std::optional<std::filesystem::path> folder = recordsFolderFor(options);
    if (!folder) {
        return;
    }
    app.keeping().whenRunEnds(
        [folder = *folder, &problem](const Game& game) -> std::optional<ScoreBoard> {
            try {
                return recordEndOfRun(game, folder).board;
            } catch (const std::exception& error) {
                problem = error.what();
                return std::nullopt;
            }
        });
}

// What went wrong with the language or the settings as Delve started: said
// at once, where a script or a shell sees it before any screen opens.
void tell(const LanguageSetup& language) {
    for (const std::string& note : language.notes()) {
        std::cerr << "delve: " << note << '\n';
    }
}

// Hands the app the settings and the catalogs for the menu's choice of
// language, and says in the log what went wrong with them as Delve started.
void speak(App& app, LanguageSetup& language) {
    app.settings().setKeeper(language.settings());
    app.settings().setCatalogs(language.catalogs());
    for (const std::string& note : language.notes()) {
        app.announce(note);
    }
}

// Hands the app what keeps the run: the save, the recording of the inputs,
// and the morgue and score table at the end.
void keepAndRecord(App& app, RunKeeper& keeper, RunRecorder* recorder, const PlayOptions& options,
                   std::string& recordProblem) {
    app.keeping().setKeeper(keeper);
    if (recorder != nullptr) {
        app.keeping().setRecorder(*recorder);
    }
    recordRuns(app, options, recordProblem);
}

// Everything of play() but the end: the status, once the run is kept and
// the screen is the terminal's again.
int playRun(const PlayOptions& chosen) {
    PlayOptions options = chosen;
    try {
        options.game.rules = loadRules(dataFolder());
        checkClassAndAdventure(options);
        if (options.levelFile) {
            const Rules& rules = *options.game.rules;
            options.game.level = readLevelFile(*options.levelFile, &rules,
                                               rules.adventure(options.game.adventure)->cast);
        }
        LanguageSetup language(options, processEnvironment);
        tell(language);
        const auto savePath = savePathFor(options);
        std::unique_ptr<RunKeeper> keeper = keeperFor(savePath, options.game.rules);
        std::optional<KeptRun> saved = savedRun(options, savePath, *keeper);
        std::unique_ptr<FileRecorder> recorder;
        if (options.recordPath) {
            recorder = std::make_unique<FileRecorder>(*options.recordPath);
        }
        if (options.display == Display::Headless) {
            // A headless run without --class is a fighter, with no start screen.
            App app(options.game, StartChoices{}, DrawStyle{true, options.fog});
            std::string recordProblem;
            keepAndRecord(app, *keeper, recorder.get(), options, recordProblem);
            if (saved) {
                app.keeping().resume(std::move(*saved));
            }
            speak(app, language);
            runHeadless(app, options.headless, std::cout);
            return finish(app, recordProblem);
        }
        // Checks the options (class, level file) before the screen changes.
        App app(options.game, startChoicesFor(options), DrawStyle{false, options.fog});
        std::string recordProblem;
        keepAndRecord(app, *keeper, recorder.get(), options, recordProblem);
        if (saved) {
            app.keeping().resume(std::move(*saved));
        } else if (!options.seedGiven && !options.levelFile) {
            app.keeping().offerSavedRun();
        }
        speak(app, language);
        // From here Ctrl+C, a closed terminal or kill quits as the menu's
        // "save and quit" does, before the screen opens (the terminal's guard
        // and SDL leave them to the game) and until it is closed.
        const CaughtStopSignals stopSignals;
        std::string why;
        std::string note;
        auto frontend =
            openFrontend(options.display, options.sound, picturesFolder(processEnvironment),
                         rememberedWindowPlace(windowPlacePath(processEnvironment)), why, note);
        if (!frontend) {
            std::cerr << "delve: " << why << '\n';
            return 1;
        }
        app.presentation().setStyle(drawStyleFor(*frontend, options.fog));
        if (!note.empty()) {
            app.announce(note);
        }
        if (const auto english = language.fitTo(*frontend)) {
            app.announce(*english);
        }
        if (!savePath) {
            app.announce(
                tr("No home folder is known, so this run is not kept (--save PATH keeps it)."));
        }
        {
            const SaveAtExit saveAtExit(app);
            std::optional<WaitingNotes> notes;
            runInteractive(app, notingWaitsIfAsked(*frontend, notes));
        }
        rememberWindowPlace(*frontend, windowPlacePath(processEnvironment));
        frontend.reset();  // the terminal is the shell's again before anything is printed
        return finish(app, recordProblem);
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

}  // namespace

int play(const PlayOptions& options) {
    const int status = playRun(options);
    // Stopped by a signal: the run is saved and the terminal given back, so
    // end now as the signal would have (a shell shows 128 + the signal).
    if (const int signal = stopSignal(); signal != 0) {
        endByStopSignal(signal);
    }
    return status;
}

}  // namespace delve
