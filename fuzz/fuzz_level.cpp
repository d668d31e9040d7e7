// Feeds any bytes to the level reader. A LevelError is the right answer to
// bad bytes; anything else is a finding. A level that loads must make a
// game that takes a few turns and survives its own save and load.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>

#include "content/rules_loader.h"
#include "fuzz_play.h"
#include "world/level_file.h"

using namespace delve;

namespace {

// A game starts from a level file, so a level that parses is written out
// once, to a file of this process's own, removed when the run ends.
class LevelFile {
  public:
    LevelFile()
        : path_(std::filesystem::temp_directory_path() /
                ("delve_fuzz_level_" + std::to_string(::getpid()) + ".txt")) {}
    ~LevelFile() {
        std::error_code ignored;
        std::filesystem::remove(path_, ignored);
    }
    LevelFile(const LevelFile&) = delete;
    LevelFile& operator=(const LevelFile&) = delete;
    const std::filesystem::path& path() const { return path_; }

  private:
    std::filesystem::path path_;
};

const std::filesystem::path& levelPath() {
    static const LevelFile file;
    return file.path();
}

void checkLevel(const Level& level) {
    const Map& map = level.map;
    if (level.start && !map.contains(*level.start)) {
        fuzz::finding("the hero starts off the map");
    }
    for (const Placement& placement : level.placements) {
        if (!map.contains(placement.at) || !map.isWalkable(placement.at)) {
            fuzz::finding("a placement is off the map or not on floor");
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const RulesPtr rules = loadRules(DELVE_DATA_DIR);
    const KindChecker knownKinds = [](PlacementKind kind,
                                      std::string_view id) -> std::optional<std::string> {
        if (kind == PlacementKind::Monster && rules->monster(id) == nullptr) {
            return "unknown monster \"" + std::string(id) + "\"";
        }
        return std::nullopt;
    };
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::optional<Level> level;
    try {
        level.emplace(parseLevel(text, "fuzz.txt", knownKinds));
    } catch (const LevelError&) {
        return 0;
    }
    checkLevel(*level);
    if (!level->start) {
        return 0;  // the game refuses it by name; nothing to play
    }
    std::ofstream(levelPath(), std::ios::binary)
        .write(text.data(), static_cast<std::streamsize>(size));
    Game game(GameOptions{size, "fighter", levelPath(), rules});
    fuzz::checkRoundTrip(game, rules);
    fuzz::playTurns(game, size, 12);
    fuzz::checkRoundTrip(game, rules);
    return 0;
}
