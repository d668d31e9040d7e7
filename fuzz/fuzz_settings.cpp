// Feeds any bytes to the settings reader. A problem with a readable message
// is the right answer to bad bytes, and it costs only its own setting; the
// settings read must come back the same from the text the game would write
// for them.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_play.h"
#include "settings_file.h"

using namespace delve;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const SettingsRead read = readSettings(text, "fuzz.toml");
    for (const std::string& problem : read.problems) {
        fuzz::checkMessage(problem);
    }
    if (read.settings.volume < 0 || read.settings.volume > 100 ||
        read.settings.volume % Settings::kVolumeStep != 0) {
        fuzz::finding("a volume outside its steps was taken");
    }
    const SettingsRead again = readSettings(settingsText(read.settings), "again.toml");
    if (!again.problems.empty()) {
        fuzz::finding("the settings file the game writes has a problem");
    }
    if (again.settings != read.settings) {
        fuzz::finding("settings written and read again are other settings");
    }
    return 0;
}
