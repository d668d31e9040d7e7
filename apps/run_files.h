#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>

#include "installed_folders.h"

namespace delve {

// Where a run's files live. The environment comes in as a function (getenv
// by default), so tests can try any home without touching the real one.
using Environment = std::function<const char*(const char* name)>;
const char* processEnvironment(const char* name);

// Delve's folder in the XDG data folder: $XDG_DATA_HOME/delve/ (when it is
// set to an absolute path, as the XDG spec asks) or else
// $HOME/.local/share/delve/. It holds the save, the score table and the
// morgue files. Nothing when neither is known: runs are then not kept.
std::optional<std::filesystem::path> delveFolder(const Environment& environment);

// The save of an interactive run with no --save: save.txt in Delve's folder.
std::optional<std::filesystem::path> defaultSavePath(const Environment& environment);

// A file that goes with the save, named by a tag before its extension:
// (save.txt, "journal") -> save.journal.txt; a name with no extension gets
// the tag at its end (run -> run.journal).
std::filesystem::path pathBeside(const std::filesystem::path& save, const std::string& tag);

// The copy F5 sets aside, beside the save: save.txt -> save.aside.txt.
std::filesystem::path asidePathFor(const std::filesystem::path& save);

// The folders this binary reads its own files from, each the first of:
// its variable in the environment (DELVE_DATA, DELVE_WEB, DELVE_LOCALE)
// when set; the installation `binary` stands in (installed_folders.h), laid
// out as installLayout() says; the source tree's data/ and web/ and the
// build's locale/, for a binary run where it was built.
GameFolders gameFolders(const Environment& environment,
                        const std::optional<std::filesystem::path>& binary,
                        const PathExists& exists);

// Where `cmake --install` puts the binary and the folders, relative to the
// prefix, as CMakeLists.txt declares it.
InstallLayout installLayout();

// The data files: gameFolders' data for this process.
std::filesystem::path dataFolder();
// The page `delve serve` serves: gameFolders' web for this process.
std::filesystem::path webFolder();

// Makes `folder` and the folders above it where missing (nothing for an
// empty path); throws std::runtime_error naming the folder when it cannot.
void makeFolder(const std::filesystem::path& folder);

// The player's settings file in the XDG config folder:
// $XDG_CONFIG_HOME/delve/settings.toml (when it is set to an absolute path)
// or else $HOME/.config/delve/settings.toml. Nothing when neither is known:
// settings are then not kept.
std::optional<std::filesystem::path> defaultSettingsPath(const Environment& environment);

// Where the window's place is kept between runs (apps/window_place_file.h):
// $XDG_STATE_HOME/delve/window.toml (when it is set to an absolute path) or
// else $HOME/.local/state/delve/window.toml. Nothing when neither is known.
std::optional<std::filesystem::path> windowPlacePath(const Environment& environment);

// The player's pictures folder, where F12 keeps pictures of the window:
// XDG_PICTURES_DIR from the environment, else from the XDG user-dirs file
// ($XDG_CONFIG_HOME/user-dirs.dirs, or ~/.config's), else $HOME/Pictures;
// only ever an absolute path. Nothing when none is known.
std::optional<std::filesystem::path> picturesFolder(const Environment& environment);

// The compiled catalogs (<code>/LC_MESSAGES/delve.mo): gameFolders'
// catalogs for this process's binary, in `environment`.
std::filesystem::path catalogFolder(const Environment& environment);

}  // namespace delve
