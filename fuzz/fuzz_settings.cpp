// Feeds any bytes to the settings reader. A SettingsError with a readable
// message is the right answer to bad bytes; settings that read must come
// back the same from the text the game would write for them.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_play.h"
#include "settings_file.h"

using namespace delve;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    Settings settings;
    try {
        settings = parseSettings(text, "fuzz.toml");
    } catch (const SettingsError& error) {
        fuzz::checkMessage(error);
        return 0;
    }
    try {
        if (parseSettings(settingsText(settings), "again.toml") != settings) {
            fuzz::finding("settings written and read again are other settings");
        }
    } catch (const SettingsError&) {
        fuzz::finding("the settings file the game writes is refused");
    }
    return 0;
}
