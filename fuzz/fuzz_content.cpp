// Feeds any bytes to the monster, class, item and look table readers. A ContentError
// is the right answer to bad bytes; anything else is a finding.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "content/rules_loader.h"

using namespace delve;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        Rules monsters;
        parseMonsters(text, "fuzz.toml", monsters);
    } catch (const ContentError&) {
    }
    try {
        Rules classes;
        parseClasses(text, "fuzz.toml", classes);
    } catch (const ContentError&) {
    }
    try {
        Rules items;
        parseItems(text, "fuzz.toml", items);
    } catch (const ContentError&) {
    }
    try {
        Rules looks;
        parseLooks(text, "fuzz.toml", looks);
    } catch (const ContentError&) {
    }
    return 0;
}
