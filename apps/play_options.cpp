#include "play_options.h"

#include <algorithm>
#include <array>
#include <random>
#include <string_view>

#include "command_line.h"
#include "game/hero_gender.h"
#include "game/hero_name.h"
#include "option_checks.h"
#include "tool_registry.h"

namespace delve {

namespace {

constexpr std::string_view kPlayUsage =
    "delve [--seed N] [--adventure dungeon|mine] [--class NAME] [--name HERO]\n"
    "             [--gender female|male] [--level FILE]\n"
    "             [--window | --terminal | --plain]\n"
    "             [--no-sound] [--save PATH] [--continue] [--record FILE] [--records FOLDER]\n"
    "             [--fog terrain|colons|unmarked] [--lang bg|de|en|es] [--settings FILE]\n"
    "       delve --headless [--seed N] [--adventure dungeon|mine] [--class NAME]\n"
    "             [--name HERO] [--gender female|male] [--level FILE] --keys KEYS\n"
    "             [--dump | --frames] [--size COLSxROWS] [--save PATH [--continue]]\n"
    "             [--record FILE] [--records FOLDER] [--fog terrain|colons|unmarked]\n"
    "             [--lang bg|de|en|es] [--settings FILE]\n"
    "       delve TOOL ...   (the tools are below; delve TOOL --help tells of each)";

constexpr std::string_view kPlayAbout =
    "Plays a run of Delve: in a window, else in the terminal, or headless from a key string.";

constexpr std::array<FogGlyphs, 3> kFogs = {FogGlyphs::Terrain, FogGlyphs::Colons,
                                            FogGlyphs::Unmarked};

std::string_view fogWord(FogGlyphs fog) {
    switch (fog) {
        case FogGlyphs::Terrain:
            return "terrain";
        case FogGlyphs::Colons:
            return "colons";
        case FogGlyphs::Unmarked:
            return "unmarked";
    }
    return "terrain";
}

constexpr std::array<HeroGender, 2> kGenders = {HeroGender::Female, HeroGender::Male};

// COLSxROWS: at least 40x12, at most 400x200.
std::optional<std::pair<int, int>> screenSizeOf(std::string_view text) {
    const std::size_t x = text.find('x');
    if (x == std::string_view::npos) {
        return std::nullopt;
    }
    const auto columns = wholeNumberOf(text.substr(0, x));
    const auto rows = wholeNumberOf(text.substr(x + 1));
    if (!columns || !rows || *columns < 40 || *rows < 12 || *columns > 400 || *rows > 200) {
        return std::nullopt;
    }
    return std::pair(*columns, *rows);
}

// The display flags: the last one given is the one that holds, as each is
// read in its turn.
void addDisplayFlag(CLI::App& app, const std::string& name, Display display, Display& into,
                    const std::string& description) {
    app.add_flag_callback(
           name, [&into, display] { into = display; }, description)
        ->trigger_on_parse();
}

// The tools, one usage a line in the order of their names, below the
// options of `delve --help`.
std::string toolList() {
    std::vector<const Tool*> tools;
    for (const Tool& tool : allTools()) {
        tools.push_back(&tool);
    }
    std::ranges::sort(tools, {}, &Tool::name);
    std::string list = "tools:\n";
    for (const Tool* tool : tools) {
        list += "  " + std::string(tool->usage) + "\n";
    }
    return list;
}

// What no option can judge alone: options that go together, or do not.
std::optional<int> refuseMismatches(const CommandLine& line, const PlayOptions& options) {
    if (options.display != Display::Headless) {
        for (const auto& [option, given] : {std::pair("--keys", !options.headless.keys.empty()),
                                            std::pair("--dump", options.headless.dump),
                                            std::pair("--frames", options.headless.frames)}) {
            if (given) {
                return line.refuse(option, "goes with --headless");
            }
        }
    }
    // A headless run keeps nothing unless told where, so tests never touch
    // the player's own save.
    if (options.continueRun && !options.savePath && options.display == Display::Headless) {
        return line.refuse("--continue", "needs --save PATH: the save to go on from");
    }
    if (options.continueRun && options.levelFile) {
        return line.refuse("--continue", "goes on from a save, not from a --level");
    }
    return std::nullopt;
}

}  // namespace

void addDisplayOptions(CLI::App& app, PlayOptions& options) {
    addDisplayFlag(app, "--window", Display::Window, options.display,
                   "play in a window (without it: a window, else the terminal)");
    addDisplayFlag(app, "--terminal", Display::Terminal, options.display,
                   "play in the terminal, in colour");
    addDisplayFlag(app, "--plain", Display::PlainTerminal, options.display,
                   "play in the terminal, without colour");
    addDisplayFlag(app, "--headless", Display::Headless, options.display,
                   "play with no window or terminal, and print the last frame");
    app.add_flag("--dump", options.headless.dump, "headless: print the state as JSON instead");
    app.add_flag("--frames", options.headless.frames, "headless: print every frame");
    app.add_option_function<std::string>(
           "--size",
           [&options](const std::string& text) {
               std::tie(options.headless.columns, options.headless.rows) = *screenSizeOf(text);
           },
           "headless: the frame's size, 40x12 to 400x200 (80x24 without it)")
        ->option_text("COLSxROWS")
        ->check(checkOf([](const std::string& text) -> std::string {
            return screenSizeOf(text) ? ""
                                      : inQuotes(text) + " is not COLSxROWS from 40x12 to 400x200";
        }));
    app.add_flag_callback(
        "--no-sound", [&options] { options.sound = false; }, "play no sound");
    app.add_option("--fog", options.fog,
                   "how remembered cells are drawn: as themselves, all as ':', or as in view")
        ->option_text("terrain|colons|unmarked")
        ->transform(oneOf(kFogs, fogWord));
    app.add_option("--lang", options.language,
                   "the language to speak, over the settings and the environment")
        ->option_text("bg|de|en|es")
        ->transform(languageChoice());
    app.add_option("--settings", options.settingsPath,
                   "the settings file to read and keep a changed setting in")
        ->option_text("FILE");
}

std::vector<CLI::Option*> addRunOptions(CLI::App& app, PlayOptions& options) {
    GameOptions& game = options.game;
    return {
        app.add_option("--seed", game.seed, "the run's seed (without it, one by chance)")
            ->option_text("N")
            ->check(wholeNumber<std::uint64_t>(0)),
        app.add_option("--adventure", game.adventure, "the adventure: the Dungeon or the Mine")
            ->option_text("dungeon|mine"),
        app.add_option("--class", game.heroClass,
                       "the hero's class, an id of data/classes.toml; the run begins at once")
            ->option_text("NAME"),
        app.add_option("--name", game.heroName, "the hero's name")
            ->option_text("HERO")
            ->check(checkOf([](const std::string& name) {
                return isHeroName(name) ? std::string() : std::string(kHeroNameRule);
            })),
        app.add_option("--gender", game.heroGender, "whether the hero is a woman or a man")
            ->option_text("female|male")
            ->transform(oneOf(kGenders, genderWord)),
        app.add_option("--level", options.levelFile, "begin on this hand-made level file")
            ->option_text("FILE")
            ->check(existingFile()),
        app.add_option("--keys", options.headless.keys,
                       "headless: the keys to press, as a key string (jjl<Enter><click:3,4>)")
            ->option_text("KEYS"),
        app.add_option("--save", options.savePath, "where the run is saved")->option_text("PATH"),
        app.add_flag("--continue", options.continueRun, "go on from the save"),
        app.add_option("--record", options.recordPath, "write the run's recording here")
            ->option_text("FILE"),
        app.add_option("--records", options.recordsFolder,
                       "where a finished run's morgue file and score table go")
            ->option_text("FOLDER"),
    };
}

namespace {

// `delve`'s own command line, every option read into `options`.
void describePlay(CommandLine& line, PlayOptions& options) {
    addRunOptions(line.options(), options);
    addDisplayOptions(line.options(), options);
    line.options().footer(toolList);
}

}  // namespace

std::optional<int> readPlayOptions(std::span<char*> args, PlayOptions& options) {
    CommandLine line("delve", std::string(kPlayUsage), std::string(kPlayAbout));
    describePlay(line, options);
    if (const auto stop = line.read(args)) {
        return stop;
    }
    const CLI::App& app = line.options();
    options.seedGiven = app.count("--seed") > 0;
    options.classGiven = app.count("--class") > 0;
    options.adventureGiven = app.count("--adventure") > 0;
    options.nameGiven = app.count("--name") > 0;
    if (const auto stop = refuseMismatches(line, options)) {
        return stop;
    }
    if (!options.seedGiven) {
        options.game.seed = std::random_device{}();
    }
    return std::nullopt;
}

std::string playHelp() {
    PlayOptions options;
    CommandLine line("delve", std::string(kPlayUsage), std::string(kPlayAbout));
    describePlay(line, options);
    return line.help();
}

}  // namespace delve
