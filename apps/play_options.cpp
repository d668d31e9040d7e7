#include "play_options.h"

#include <charconv>
#include <random>
#include <stdexcept>
#include <string_view>

#include "game/hero_name.h"

namespace delve {

const char* const kPlayUsage =
    "usage: delve [--seed N] [--adventure dungeon|mine] [--class NAME] [--name HERO]\n"
    "             [--gender female|male] [--level FILE]\n"
    "             [--window | --terminal | --plain]\n"
    "             [--no-sound] [--save PATH] [--continue] [--record FILE] [--records FOLDER]\n"
    "             [--fog terrain|colons|unmarked] [--lang bg|de|en|es] [--settings FILE]\n"
    "       delve --headless [--seed N] [--adventure dungeon|mine] [--class NAME]\n"
    "             [--name HERO] [--gender female|male] [--level FILE] --keys KEYS\n"
    "             [--dump | --frames] [--size COLSxROWS] [--save PATH [--continue]]\n"
    "             [--record FILE] [--records FOLDER] [--fog terrain|colons|unmarked]\n"
    "             [--lang bg|de|en|es] [--settings FILE]\n"
    "       delve replay FILE [--headless | --dump | --window | --terminal | --plain]\n"
    "             [--lang bg|de|en|es] [--settings FILE]\n"
    "       delve TOOL ...   (delve help lists the tools)\n";

namespace {

std::uint64_t parseSeed(std::string_view text) {
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size()) {
        throw std::invalid_argument("--seed wants a whole number from 0 up, not \"" +
                                    std::string(text) + "\"");
    }
    return value;
}

std::pair<int, int> parseSize(std::string_view text) {
    const std::size_t x = text.find('x');
    int columns = 0;
    int rows = 0;
    const bool ok = x != std::string_view::npos &&
                    std::from_chars(text.data(), text.data() + x, columns).ptr == text.data() + x &&
                    std::from_chars(text.data() + x + 1, text.data() + text.size(), rows).ptr ==
                        text.data() + text.size();
    if (!ok || columns < 40 || rows < 12 || columns > 400 || rows > 200) {
        throw std::invalid_argument("--size wants COLSxROWS, at least 40x12, not \"" +
                                    std::string(text) + "\"");
    }
    return {columns, rows};
}

FogGlyphs parseFog(std::string_view text) {
    if (text == "terrain") {
        return FogGlyphs::Terrain;
    }
    if (text == "colons") {
        return FogGlyphs::Colons;
    }
    if (text == "unmarked") {
        return FogGlyphs::Unmarked;
    }
    throw std::invalid_argument("--fog wants terrain, colons or unmarked, not \"" +
                                std::string(text) + "\"");
}

Language parseLanguage(std::string_view text) {
    if (const auto language = languageOfCode(text)) {
        return *language;
    }
    throw std::invalid_argument("unknown language \"" + std::string(text) +
                                "\"; the languages are " + languageCodes());
}

}  // namespace

PlayOptions parsePlayOptions(std::span<char*> args) {
    PlayOptions options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        auto value = [&]() -> std::string_view {
            if (i + 1 >= args.size()) {
                throw std::invalid_argument(std::string(arg) + " needs a value");
            }
            return args[++i];
        };
        if (arg == "--seed") {
            options.game.seed = parseSeed(value());
            options.seedGiven = true;
        } else if (arg == "--class") {
            options.game.heroClass = std::string(value());
            options.classGiven = true;
        } else if (arg == "--name") {
            options.game.heroName = std::string(value());
            if (!isHeroName(options.game.heroName)) {
                throw std::invalid_argument("--name: " + std::string(kHeroNameRule));
            }
            options.nameGiven = true;
        } else if (arg == "--gender") {
            const std::string_view word = value();
            options.game.heroGender = genderNamed(word);
            if (!options.game.heroGender) {
                throw std::invalid_argument("--gender: female or male, not \"" + std::string(word) +
                                            "\"");
            }
        } else if (arg == "--adventure") {
            options.game.adventure = std::string(value());
            options.adventureGiven = true;
        } else if (arg == "--level") {
            options.levelFile = std::string(value());
        } else if (arg == "--window") {
            options.display = Display::Window;
        } else if (arg == "--terminal") {
            options.display = Display::Terminal;
        } else if (arg == "--plain") {
            options.display = Display::PlainTerminal;
        } else if (arg == "--headless") {
            options.display = Display::Headless;
        } else if (arg == "--keys") {
            options.headless.keys = std::string(value());
        } else if (arg == "--dump") {
            options.headless.dump = true;
        } else if (arg == "--frames") {
            options.headless.frames = true;
        } else if (arg == "--size") {
            std::tie(options.headless.columns, options.headless.rows) = parseSize(value());
        } else if (arg == "--save") {
            options.savePath = std::string(value());
        } else if (arg == "--records") {
            options.recordsFolder = std::string(value());
        } else if (arg == "--continue") {
            options.continueRun = true;
        } else if (arg == "--record") {
            options.recordPath = std::string(value());
        } else if (arg == "--fog") {
            options.fog = parseFog(value());
        } else if (arg == "--lang") {
            options.language = parseLanguage(value());
        } else if (arg == "--settings") {
            options.settingsPath = std::string(value());
        } else if (arg == "--no-sound") {
            options.sound = false;
        } else if (arg == "--help" || arg == "-h") {
            options.showHelp = true;
        } else {
            throw std::invalid_argument("unknown option \"" + std::string(arg) + "\"");
        }
    }
    const bool headlessOnly =
        !options.headless.keys.empty() || options.headless.dump || options.headless.frames;
    if (headlessOnly && options.display != Display::Headless) {
        throw std::invalid_argument("--keys, --dump, --frames and --size go with --headless");
    }
    // A headless run keeps nothing unless told where, so tests never touch
    // the player's own save.
    if (options.continueRun && !options.savePath && options.display == Display::Headless) {
        throw std::invalid_argument("--continue needs --save PATH: the save to go on from");
    }
    if (options.continueRun && options.levelFile) {
        throw std::invalid_argument("--continue goes on from a save, not from a --level");
    }
    if (!options.seedGiven) {
        options.game.seed = std::random_device{}();
    }
    return options;
}

}  // namespace delve
