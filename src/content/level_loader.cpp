#include "content/level_loader.h"

#include "core/atomic_file.h"
#include "game/trap.h"

namespace delve {

namespace {

// The text of a level file, of a size a level can have. Throws LevelError.
std::string levelText(const std::filesystem::path& file) {
    // A recording names its level by a path: only a file is opened (a pipe
    // would wait for ever, a device give bytes without end), and only one
    // of a size a level can have: 1000 rows of 1000 cells and their legend.
    constexpr std::uintmax_t kMostLevelBytes = 8u << 20;
    const std::string kind = fileKind(file);
    if (kind == "nothing") {
        throw LevelError(file.string(), 1, 1, "cannot open the file");
    }
    if (kind != "a file") {
        throw LevelError(file.string(), 1, 1, "this is " + kind + ", not a level file");
    }
    std::string text;
    try {
        text = readWholeFile(file, kMostLevelBytes);
    } catch (const std::runtime_error& error) {
        throw LevelError(file.string(), 1, 1, error.what());
    }
    return text;
}

}  // namespace

Level loadLevel(const std::filesystem::path& file, const KindChecker& checkKind,
                const LevelCast& cast, FileTrust trust) {
    const std::string text = levelText(file);
    try {
        return parseLevel(text, file.string(), checkKind, cast);
    } catch (const LevelError& error) {
        if (trust == FileTrust::Own) {
            throw;
        }
        throw LevelError(file.string(), error.line(), error.column(),
                         "this is not a level Delve can read (what the file holds is not "
                         "shown, since it was named from elsewhere)");
    }
}

std::shared_ptr<const Level> readLevelFile(const std::filesystem::path& file, const Rules* rules,
                                           const LevelCast& cast, FileTrust trust) {
    KindChecker knownKinds;
    if (rules != nullptr) {
        knownKinds = [rules](PlacementKind kind,
                             std::string_view id) -> std::optional<std::string> {
            if (kind == PlacementKind::Monster && rules->monster(id) == nullptr) {
                return "unknown monster \"" + std::string(id) + "\"";
            }
            if (kind == PlacementKind::Item && rules->item(id) == nullptr) {
                return "unknown item \"" + std::string(id) + "\"";
            }
            if (kind == PlacementKind::Person && rules->person(id) == nullptr) {
                return "unknown person \"" + std::string(id) + "\"";
            }
            if (kind == PlacementKind::Trap && !trapOfWord(id)) {
                return "unknown trap \"" + std::string(id) +
                       "\" (poison_needle, teleport, alarm, pit, net or confusion_gas)";
            }
            return std::nullopt;
        };
    }
    Level level = loadLevel(file, knownKinds, cast, trust);
    if (!level.start) {
        throw LevelError(file.string(), 1, 1,
                         "the level has no `@`, and no stairs, where the hero starts");
    }
    if (level.name.empty()) {
        level.name = file.stem().string();
    }
    return std::make_shared<const Level>(std::move(level));
}

}  // namespace delve
