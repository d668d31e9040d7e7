#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "play_options.h"
#include "run_files.h"
#include "ui/loop/frontend.h"
#include "ui/settings/settings_keeper.h"
#include "ui/text/catalog_source.h"

namespace delve {

// The catalogs in a folder of them (run_files.h's catalogFolder).
class FolderCatalogs : public CatalogSource {
  public:
    explicit FolderCatalogs(std::filesystem::path folder) : folder_(std::move(folder)) {}
    Catalog catalogFor(Language language) const override;

  private:
    std::filesystem::path folder_;
};

// The settings and the language of one start of Delve, for as long as the
// App lives. Nothing here stops the game: a settings file with a mistake, a
// catalog that is missing or broken, a terminal that cannot show the letters,
// each leaves a note and the game goes on with the defaults, in English.
class LanguageSetup {
  public:
    // Reads the settings (settingsFileFor) and puts the chosen language's
    // catalog in use (useCatalog): --lang, else the settings', else the
    // environment's, else English.
    LanguageSetup(const PlayOptions& options, const Environment& environment);

    SettingsKeeper& settings() { return *settings_; }
    const CatalogSource& catalogs() const { return catalogs_; }
    // What went wrong so far, each a sentence, for stderr and the log.
    const std::vector<std::string>& notes() const { return notes_; }

    // Once the frontend is open: where it cannot show the letters of the
    // language in use, English is put in use instead; the note says so.
    std::optional<std::string> fitTo(const Frontend& frontend);

  private:
    std::unique_ptr<SettingsKeeper> settings_;
    FolderCatalogs catalogs_;
    std::vector<std::string> notes_;
};

// The settings file a start reads, and keeps a changed setting in: --settings
// FILE, else for a run a person watches (a window or a terminal) the
// player's own. A headless run without --settings reads and keeps none, so
// scripts and tests never touch the home folder; nor does any run when no
// home folder is known.
std::optional<std::filesystem::path> settingsFileFor(const PlayOptions& options,
                                                     const Environment& environment);

}  // namespace delve
