#pragma once

#include <filesystem>
#include <memory>

#include "game/rules.h"
#include "map/level_file.h"

namespace delve {

// Whose file a level is: the player's own, named on the command line or
// kept in data/, whose faults are quoted to help mend it; or one named by
// what came from elsewhere (a recording), which may name any file the
// player can read, so its faults are told by their place alone.
enum class FileTrust { Own, Foreign };

// A level file read and parsed (map/level_file.h), as the tools read maps:
// it need not have an `@`. Throws LevelError, naming the file when it cannot
// be opened.
Level loadLevel(const std::filesystem::path& file, const KindChecker& checkKind = nullptr,
                const LevelCast& cast = {}, FileTrust trust = FileTrust::Own);

// A hand-made level read from its file for a run to start on
// (GameOptions::level): every monster and trap its legend names must be one
// the rules know, and it must have an `@`. A level without a name in its
// header is named after its file. Throws LevelError at the line and column
// of the first mistake. `rules` may be null, for a level only parsed (a
// test's, whose game checks its kinds when it starts).
// `cast` gives the letters an adventure's levels use without a legend.
std::shared_ptr<const Level> readLevelFile(const std::filesystem::path& file, const Rules* rules,
                                           const LevelCast& cast = {},
                                           FileTrust trust = FileTrust::Own);

}  // namespace delve
