// Feeds any bytes to the save reader. A SaveError is the right answer to
// bad bytes; any other exception, a crash, a sanitizer report or a game
// that does not survive its own save and load, breaks a rule that always
// holds (sim/invariants.h) or cannot be drawn and dumped is a finding.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "content/rules_loader.h"
#include "fuzz_app.h"

using namespace delve;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // The real tables, so every kind and class of the shipped data is known.
    static const RulesPtr rules = loadRules(DELVE_DATA_DIR);
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::optional<Game> game;
    try {
        game.emplace(loadGame(text, "fuzz.sav", rules));
    } catch (const SaveError& error) {
        fuzz::checkMessage(error);
        return 0;
    }
    fuzz::checkInvariants(*game);
    fuzz::checkRoundTrip(*game, rules);
    fuzz::checkShown(*game, rules);
    return 0;
}
