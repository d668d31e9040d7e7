// Feeds any bytes to the game as German's compiled catalog (a .mo file). A
// CatalogError with a readable message is the right answer to bad bytes:
// the game then speaks English and says why. A catalog that is taken must
// say every message of the rules, with its arguments, as UTF-8 and without
// a crash or an exception.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "content/rules_loader.h"
#include "fuzz_play.h"
#include "ui/text/catalog.h"
#include "ui/text/message_text.h"
#include "ui/text/translation.h"

using namespace delve;

namespace {

// The arguments every message is said with: ids the rules know.
MessageArguments sampleArguments(const Rules& rules) {
    MessageArguments arguments;
    arguments.monster = rules.monsters.front().id;
    arguments.item = rules.items.front().id;
    arguments.condition = "poisoned";
    arguments.trap = "pit";
    arguments.person = rules.people.empty() ? "" : rules.people.front().id;
    arguments.number = 3;
    arguments.floor = "The Upper Halls";
    arguments.text = "Ana";
    return arguments;
}

// Every message, said in the catalog in use.
std::string everyMessage(const Rules& rules) {
    std::string said;
    for (int id = 0; id < kMessageIdCount; ++id) {
        said += sayText(Said{static_cast<MessageId>(id), sampleArguments(rules)}, rules);
        said += '\n';
    }
    return said;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const RulesPtr rules = loadRules(DELVE_DATA_DIR);
    // The catalog's folder, as the game's locale folder lays it out.
    static const std::filesystem::path folder =
        std::filesystem::temp_directory_path() / ("delve_fuzz_catalog_" + std::to_string(getpid()));
    static const std::filesystem::path file = catalogFile(folder, Language::German);
    static const bool made = std::filesystem::create_directories(file.parent_path());
    (void)made;
    std::ofstream(file, std::ios::binary | std::ios::trunc)
        .write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    try {
        useCatalog(Catalog(Language::German, folder));
    } catch (const CatalogError& error) {
        fuzz::checkMessage(error);
        return 0;
    }
    const std::string said = everyMessage(*rules);
    useCatalog(Catalog());
    if (!isValidUtf8(said)) {
        fuzz::finding("a catalog that was taken says bytes that are not UTF-8");
    }
    return 0;
}
