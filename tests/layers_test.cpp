// The layers of docs/architecture.md, checked on the sources: each folder
// of src/ includes only from the layers it may know, and only the frontends
// and the server name the libraries of a screen, a terminal or a network.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "support/build_folders.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

// Each layer, by its folder under src/, and the layers it may include from
// besides itself: docs/architecture.md's "knows" column.
const std::map<std::string, std::set<std::string>>& knows() {
    static const std::map<std::string, std::set<std::string>> table = {
        {"core", {}},
        {"map", {"core"}},
        {"game", {"core", "map"}},
        {"content", {"core", "map", "game"}},
        {"keep", {"core", "map", "game"}},
        {"sim", {"core", "map", "game", "content", "keep"}},
        {"ui", {"core", "map", "game", "content", "keep"}},
        {"frontend/headless", {"core", "map", "game", "content", "keep", "ui"}},
        {"frontend/term", {"core", "map", "game", "content", "keep", "ui"}},
        {"frontend/sdl", {"core", "map", "game", "content", "keep", "ui"}},
        {"frontend/web", {"core", "map", "game", "content", "keep", "ui"}},
        {"serve", {"core", "map", "game", "content", "keep", "ui", "frontend/web"}},
    };
    return table;
}

// The layer a path under src/ is in: the longest folder of the table it
// starts with.
std::string layerOf(const std::string& path) {
    std::string found;
    for (const auto& [layer, known] : knows()) {
        if (path.rfind(layer + "/", 0) == 0 && layer.size() > found.size()) {
            found = layer;
        }
    }
    return found;
}

struct Include {
    std::string file;  // under src/
    std::string included;
};

std::vector<Include> includesOfSources() {
    std::vector<Include> includes;
    const fs::path source = fs::path(testing::kSourceFolder) / "src";
    const std::regex quoted(R"(^\s*#\s*include\s*["<]([^">]+)[">])");
    for (const auto& entry : fs::recursive_directory_iterator(source)) {
        const std::string extension = entry.path().extension().string();
        if (!entry.is_regular_file() || (extension != ".h" && extension != ".cpp")) {
            continue;
        }
        std::ifstream in(entry.path());
        const std::string file = fs::relative(entry.path(), source).generic_string();
        for (std::string line; std::getline(in, line);) {
            std::smatch match;
            if (std::regex_search(line, match, quoted)) {
                includes.push_back({file, match[1].str()});
            }
        }
    }
    return includes;
}

TEST(Layers, EachLayerIncludesOnlyWhatItKnows) {
    const std::vector<Include> includes = includesOfSources();
    ASSERT_GT(includes.size(), 1000u);  // the sources were found
    for (const Include& include : includes) {
        const std::string from = layerOf(include.file);
        ASSERT_FALSE(from.empty()) << include.file << " is in no layer of the table";
        const std::string to = layerOf(include.included);
        if (to.empty() || to == from) {
            continue;  // a library's header, or the layer's own
        }
        EXPECT_TRUE(knows().at(from).contains(to)) << include.file << " (" << from << ") includes "
                                                   << include.included << " (" << to << ")";
    }
}

// Libraries that belong to one layer alone: their headers, by how their
// names begin, and the layers that may name them.
TEST(Layers, ScreenTerminalAndNetworkLibrariesStayInTheirLayers) {
    const std::vector<std::pair<std::string, std::set<std::string>>> owned = {
        {"SDL", {"frontend/sdl"}},  {"curses", {"frontend/term"}}, {"ncurses", {"frontend/term"}},
        {"boost/beast", {"serve"}}, {"boost/asio", {"serve"}},     {"sqlite3", {"serve"}},
        {"sodium", {"serve"}},      {"toml++", {"content"}},       {"CLI/", {}},
    };
    for (const Include& include : includesOfSources()) {
        for (const auto& [prefix, layers] : owned) {
            if (include.included.rfind(prefix, 0) == 0) {
                EXPECT_TRUE(layers.contains(layerOf(include.file)))
                    << include.file << " includes " << include.included;
            }
        }
    }
}

}  // namespace
}  // namespace delve
