#pragma once

#include <filesystem>
#include <functional>
#include <optional>

namespace delve {

// Where Delve's own files are: the rules and levels, the page `delve serve`
// serves, and the compiled catalogs (<code>/LC_MESSAGES/delve.mo).
struct GameFolders {
    std::filesystem::path data;
    std::filesystem::path web;
    std::filesystem::path catalogs;
};

// Where an installation puts the binary and each folder, relative to its
// prefix (CMakeLists.txt declares it: games, share/games/delve/data,
// share/games/delve/web and share/locale).
struct InstallLayout {
    std::filesystem::path binaries;
    GameFolders folders;
};

// Whether a file or folder is there: the file system's answer for the game,
// a set of paths in a test.
using PathExists = std::function<bool(const std::filesystem::path&)>;
bool pathExists(const std::filesystem::path& path);

// The folders of the installation `binary` stands in: a binary in
// <prefix>/<binaries> reads <prefix>/<each folder>, when the data folder is
// there. Found from the binary's own place rather than a prefix fixed when
// it was built, so a package unpacked anywhere (dpkg -x) plays as well as
// one installed under /usr. Nothing for a binary anywhere else, such as a
// build folder.
std::optional<GameFolders> installedFolders(const InstallLayout& layout,
                                            const std::filesystem::path& binary,
                                            const PathExists& exists);

// This process's own binary, links followed (/proc/self/exe), so that a
// link to an installed binary finds its installation; nothing where that
// cannot be read.
std::optional<std::filesystem::path> runningBinary();

}  // namespace delve
