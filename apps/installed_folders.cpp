#include "installed_folders.h"

#include <system_error>
#include <vector>

namespace delve {

bool pathExists(const std::filesystem::path& path) {
    std::error_code error;
    return std::filesystem::exists(path, error);
}

std::optional<GameFolders> installedFolders(const InstallLayout& layout,
                                            const std::filesystem::path& binary,
                                            const PathExists& exists) {
    if (!binary.is_absolute()) {
        return std::nullopt;
    }
    // Up from the binary's folder, one name of `binaries` at a time from its
    // end: what is left is the prefix.
    std::filesystem::path prefix = binary.lexically_normal().parent_path();
    const std::vector<std::filesystem::path> names(layout.binaries.begin(), layout.binaries.end());
    for (auto name = names.rbegin(); name != names.rend(); ++name) {
        if (prefix.filename() != *name) {
            return std::nullopt;
        }
        prefix = prefix.parent_path();
    }
    GameFolders folders{prefix / layout.folders.data, prefix / layout.folders.web,
                        prefix / layout.folders.catalogs};
    if (!exists(folders.data)) {
        return std::nullopt;
    }
    return folders;
}

std::optional<std::filesystem::path> runningBinary() {
    std::error_code error;
    std::filesystem::path binary = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error) {
        return std::nullopt;
    }
    return binary;
}

}  // namespace delve
