#include "window_place_file.h"

#include <algorithm>
#include <array>
#include <iostream>
#include <stdexcept>

#include <toml++/toml.h>

#include "content/toml_values.h"
#include "core/atomic_file.h"
#include "frontend/sdl/sdl_frontend.h"
#include "run_files.h"

namespace delve {

namespace {

constexpr int kSmallest = 200;
constexpr int kLargest = 16384;
constexpr int kFarthest = 65536;
constexpr std::uintmax_t kMostBytes = 4096;

std::string at(const std::string& source, const toml::source_region& region) {
    return source + ":" + std::to_string(region.begin.line > 0 ? region.begin.line : 1) + ":" +
           std::to_string(region.begin.column > 0 ? region.begin.column : 1) + ": ";
}

// One of the four numbers, within its bounds.
int numberIn(const toml::table& table, std::string_view key, int least, int most,
             const std::string& source) {
    const toml::node* value = table.get(key);
    if (value == nullptr) {
        throw std::invalid_argument(source + ": " + std::string(key) + " is missing");
    }
    const auto* number = value->as_integer();
    if (number == nullptr || number->get() < least || number->get() > most) {
        throw std::invalid_argument(at(source, value->source()) + std::string(key) +
                                    " wants a whole number from " + std::to_string(least) + " to " +
                                    std::to_string(most) + ", not " + describeValue(*value));
    }
    return static_cast<int>(number->get());
}

}  // namespace

WindowPlaceRead readWindowPlace(std::string_view text, const std::string& source) {
    WindowPlaceRead read;
    try {
        const toml::table table = parseToml(text, source);
        for (const auto& [key, value] : table) {
            constexpr std::array<std::string_view, 4> kKeys = {"x", "y", "width", "height"};
            if (std::find(kKeys.begin(), kKeys.end(), key.str()) == kKeys.end()) {
                throw std::invalid_argument(at(source, key.source()) + "unknown key \"" +
                                            std::string(key.str()) +
                                            "\"; a window place is x, y, width and height");
            }
        }
        read.place = WindowPlace{numberIn(table, "x", -kFarthest, kFarthest, source),
                                 numberIn(table, "y", -kFarthest, kFarthest, source),
                                 numberIn(table, "width", kSmallest, kLargest, source),
                                 numberIn(table, "height", kSmallest, kLargest, source)};
    } catch (const ContentError& error) {
        read.problem = error.what();
    } catch (const std::invalid_argument& error) {
        read.problem = error.what();
    }
    return read;
}

std::string windowPlaceText(const WindowPlace& place) {
    return "# Where Delve's window stood when it last closed, and how large it was.\n"
           "x = " +
           std::to_string(place.x) + "\ny = " + std::to_string(place.y) +
           "\nwidth = " + std::to_string(place.width) +
           "\nheight = " + std::to_string(place.height) + "\n";
}

std::optional<WindowPlace> rememberedWindowPlace(const std::optional<std::filesystem::path>& path) {
    std::error_code error;
    if (!path || !std::filesystem::exists(*path, error)) {
        return std::nullopt;
    }
    try {
        const WindowPlaceRead read =
            readWindowPlace(readWholeFile(*path, kMostBytes), path->string());
        if (!read.problem.empty()) {
            std::cerr << "delve: the window opens centred: " << read.problem << '\n';
        }
        return read.place;
    } catch (const std::runtime_error& failure) {
        std::cerr << "delve: the window opens centred: " << failure.what() << '\n';
    }
    return std::nullopt;
}

void rememberWindowPlace(const Frontend& frontend,
                         const std::optional<std::filesystem::path>& path) {
    const auto* window = dynamic_cast<const SdlFrontend*>(&frontend);
    if (window == nullptr || !path) {
        return;
    }
    const WindowPlace place = window->windowPlace();
    if (place.width < kSmallest || place.height < kSmallest) {
        return;  // a window never shown at a size worth keeping
    }
    try {
        makeFolder(path->parent_path());
        writeFileAtomically(*path, windowPlaceText(place));
    } catch (const std::runtime_error& failure) {
        std::cerr << "delve: the window's place is not kept: " << failure.what() << '\n';
    }
}

}  // namespace delve
