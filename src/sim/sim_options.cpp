#include "sim/sim_options.h"

#include <charconv>

namespace delve {

namespace {

// A whole number taking up all of `text`, or nothing.
template <class Number>
std::optional<Number> wholeNumber(std::string_view text) {
    Number value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

}  // namespace

ParsedSimOptions parseSimOptions(std::span<const std::string_view> args) {
    ParsedSimOptions parsed;
    SimOptions& options = parsed.options;
    bool seedGiven = false;
    const auto fail = [&parsed](std::string problem) {
        parsed.problem = std::move(problem);
        return parsed;
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        // Both `--games 200` and `--games=200`.
        std::string_view name = args[i];
        std::optional<std::string_view> value;
        if (const std::size_t equals = name.find('='); equals != std::string_view::npos) {
            value = name.substr(equals + 1);
            name = name.substr(0, equals);
        }
        if (name == "--help" || name == "-h") {
            options.help = true;
            continue;
        }
        if (name == "--check" || name == "--json") {
            if (value) {
                return fail(std::string(name) + " takes no value");
            }
            (name == "--check" ? options.check : options.json) = true;
            continue;
        }
        if (name != "--games" && name != "--seed" && name != "--class" && name != "--threads" &&
            name != "--actions" && name != "--adventure") {
            return fail("unknown option " + std::string(args[i]));
        }
        if (!value) {
            if (i + 1 >= args.size()) {
                return fail(std::string(name) + " needs a value");
            }
            value = args[++i];
        }
        if (name == "--class") {
            if (value->empty()) {
                return fail("--class needs a class's id");
            }
            options.heroClass = std::string(*value);
        } else if (name == "--adventure") {
            if (value->empty()) {
                return fail("--adventure needs an adventure's id");
            }
            options.adventure = std::string(*value);
        } else if (name == "--seed") {
            const auto seed = wholeNumber<std::uint64_t>(*value);
            if (!seed) {
                return fail("--seed needs a whole number from 0 up, not \"" + std::string(*value) +
                            "\"");
            }
            options.seed = *seed;
            seedGiven = true;
        } else {
            const auto number = wholeNumber<int>(*value);
            if (!number || *number < 1) {
                return fail(std::string(name) + " needs a whole number from 1 up, not \"" +
                            std::string(*value) + "\"");
            }
            if (name == "--games") {
                options.games = *number;
            } else if (name == "--threads") {
                options.threads = *number;
            } else {
                options.actions = *number;
            }
        }
    }
    if (options.help) {
        return parsed;
    }
    if (options.games == 0) {
        return fail("--games is missing: how many runs to play");
    }
    if (!seedGiven) {
        return fail("--seed is missing: the first run's seed");
    }
    return parsed;
}

}  // namespace delve
