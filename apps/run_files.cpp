#include "run_files.h"

#include <cstdlib>
#include <stdexcept>
#include <string>
#include <string_view>

#include "core/atomic_file.h"

namespace delve {

namespace {

std::optional<std::filesystem::path> absoluteFolder(const Environment& environment,
                                                    const char* name) {
    const char* value = environment(name);
    if (value == nullptr || *value == '\0') {
        return std::nullopt;
    }
    std::filesystem::path folder(value);
    if (!folder.is_absolute()) {
        return std::nullopt;
    }
    return folder;
}

// An XDG base folder: the variable's value when it is an absolute path, as
// the XDG spec asks, else `underHome` in the home folder; nothing when
// neither is known.
std::optional<std::filesystem::path> xdgFolder(const Environment& environment, const char* variable,
                                               const std::filesystem::path& underHome) {
    if (auto folder = absoluteFolder(environment, variable)) {
        return folder;
    }
    const auto home = absoluteFolder(environment, "HOME");
    if (!home) {
        return std::nullopt;
    }
    return *home / underHome;
}

}  // namespace

const char* processEnvironment(const char* name) {
    return std::getenv(name);
}

std::optional<std::filesystem::path> delveFolder(const Environment& environment) {
    const auto data = xdgFolder(environment, "XDG_DATA_HOME", ".local/share");
    if (!data) {
        return std::nullopt;
    }
    return *data / "delve";
}

std::optional<std::filesystem::path> defaultSavePath(const Environment& environment) {
    const auto folder = delveFolder(environment);
    if (!folder) {
        return std::nullopt;
    }
    return *folder / "save.txt";
}

std::filesystem::path pathBeside(const std::filesystem::path& save, const std::string& tag) {
    std::filesystem::path beside = save;
    if (save.has_extension()) {
        beside.replace_extension("." + tag + save.extension().string());
    } else {
        beside += "." + tag;
    }
    return beside;
}

std::filesystem::path asidePathFor(const std::filesystem::path& save) {
    return pathBeside(save, "aside");
}

InstallLayout installLayout() {
    return InstallLayout{DELVE_INSTALL_BINARIES,
                         {DELVE_INSTALL_DATA, DELVE_INSTALL_WEB, DELVE_INSTALL_CATALOGS}};
}

GameFolders gameFolders(const Environment& environment,
                        const std::optional<std::filesystem::path>& binary,
                        const PathExists& exists) {
    GameFolders folders{DELVE_DATA_DIR, DELVE_WEB_DIR, DELVE_LOCALE_DIR};
    if (binary) {
        if (auto installed = installedFolders(installLayout(), *binary, exists)) {
            folders = *installed;
        }
    }
    const auto fromVariable = [&environment](const char* variable, std::filesystem::path& folder) {
        if (const char* value = environment(variable); value != nullptr && *value != '\0') {
            folder = value;
        }
    };
    fromVariable("DELVE_DATA", folders.data);
    fromVariable("DELVE_WEB", folders.web);
    fromVariable("DELVE_LOCALE", folders.catalogs);
    return folders;
}

std::filesystem::path dataFolder() {
    return gameFolders(processEnvironment, runningBinary(), pathExists).data;
}

std::filesystem::path webFolder() {
    return gameFolders(processEnvironment, runningBinary(), pathExists).web;
}

std::optional<std::filesystem::path> defaultSettingsPath(const Environment& environment) {
    const auto config = xdgFolder(environment, "XDG_CONFIG_HOME", ".config");
    if (!config) {
        return std::nullopt;
    }
    return *config / "delve" / "settings.toml";
}

std::optional<std::filesystem::path> windowPlacePath(const Environment& environment) {
    const auto state = xdgFolder(environment, "XDG_STATE_HOME", ".local/state");
    if (!state) {
        return std::nullopt;
    }
    return *state / "delve" / "window.toml";
}

namespace {

// The pictures folder as the user-dirs file names it:
// XDG_PICTURES_DIR="$HOME/Pictures" or an absolute path in quotes. A file
// that is missing, huge or strange is passed over in silence: the folder
// then falls back to ~/Pictures.
std::optional<std::filesystem::path> picturesInUserDirs(const Environment& environment,
                                                        const std::filesystem::path& home) {
    std::optional<std::filesystem::path> config = absoluteFolder(environment, "XDG_CONFIG_HOME");
    if (!config) {
        config = home / ".config";
    }
    std::string text;
    try {
        constexpr std::uintmax_t kMostUserDirsBytes = 64u << 10;
        text = readWholeFile(*config / "user-dirs.dirs", kMostUserDirsBytes);
    } catch (const std::runtime_error&) {
        return std::nullopt;
    }
    constexpr std::string_view kKey = "XDG_PICTURES_DIR=\"";
    for (std::size_t start = 0; start < text.size();) {
        std::size_t end = text.find('\n', start);
        end = end == std::string::npos ? text.size() : end;
        const std::string_view line(text.data() + start, end - start);
        start = end + 1;
        if (!line.starts_with(kKey) || !line.ends_with('"')) {
            continue;
        }
        std::string value(line.substr(kKey.size(), line.size() - kKey.size() - 1));
        if (value.starts_with("$HOME")) {
            value = home.string() + value.substr(5);
        }
        std::filesystem::path folder(value);
        if (folder.is_absolute()) {
            return folder;
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<std::filesystem::path> picturesFolder(const Environment& environment) {
    if (auto folder = absoluteFolder(environment, "XDG_PICTURES_DIR")) {
        return folder;
    }
    const auto home = absoluteFolder(environment, "HOME");
    if (!home) {
        return std::nullopt;
    }
    if (auto folder = picturesInUserDirs(environment, *home)) {
        return folder;
    }
    return *home / "Pictures";
}

std::filesystem::path catalogFolder(const Environment& environment) {
    return gameFolders(environment, runningBinary(), pathExists).catalogs;
}

void makeFolder(const std::filesystem::path& folder) {
    if (folder.empty()) {
        return;
    }
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    if (error) {
        throw std::runtime_error("cannot make the folder " + folder.string() + ": " +
                                 error.message());
    }
}

}  // namespace delve
