#include "content/move_reader.h"

#include <array>
#include <vector>

namespace delve {

namespace {

// Every move's table may say which move it is and its chance.
constexpr std::array<std::string_view, 7> kAnyMoveFields = {
    "move", "chance", "condition", "turns", "range", "damage", "distance"};

MoveEffect readVenomousBite(const EntryReader& move) {
    constexpr std::array<std::string_view, 4> fields = {"move", "chance", "condition", "turns"};
    const EntryReader only = move.narrowed(fields);
    return VenomousBite{only.condition("condition"), only.wholeNumber("turns", 1, 100)};
}

MoveEffect readSpit(const EntryReader& move) {
    constexpr std::array<std::string_view, 6> fields = {"move",   "chance",    "range",
                                                        "damage", "condition", "turns"};
    const EntryReader only = move.narrowed(fields);
    Spit spit{only.wholeNumber("range", 2, 12), only.dice("damage")};
    // What it leaves is optional, but a condition needs its turns.
    if (only.wholeNumberOr("turns", 1, 100, 0) > 0 || only.textOr("condition", 20, "") != "") {
        spit.condition = only.condition("condition");
        spit.turns = only.wholeNumber("turns", 1, 100);
    }
    return spit;
}

MoveEffect readLightningBolt(const EntryReader& move) {
    constexpr std::array<std::string_view, 4> fields = {"move", "chance", "range", "damage"};
    const EntryReader only = move.narrowed(fields);
    return LightningBolt{only.wholeNumber("range", 2, 12), only.dice("damage")};
}

MoveEffect readBlink(const EntryReader& move) {
    constexpr std::array<std::string_view, 3> fields = {"move", "chance", "distance"};
    return Blink{move.narrowed(fields).wholeNumber("distance", 2, 12)};
}

MoveEffect readCallForHelp(const EntryReader& move) {
    constexpr std::array<std::string_view, 3> fields = {"move", "chance", "range"};
    return CallForHelp{move.narrowed(fields).wholeNumber("range", 1, 30)};
}

MoveEffect readKeepDistance(const EntryReader& move) {
    constexpr std::array<std::string_view, 3> fields = {"move", "chance", "distance"};
    return KeepDistance{move.narrowed(fields).wholeNumber("distance", 1, 8)};
}

struct MoveReader {
    std::string_view word;
    MoveEffect (*read)(const EntryReader& move);
};

// One reader a move; a move added to MoveEffect without one fails here.
constexpr std::array<MoveReader, 6> kReaders = {{
    {"venomous_bite", readVenomousBite},
    {"spit", readSpit},
    {"lightning_bolt", readLightningBolt},
    {"blink", readBlink},
    {"call_for_help", readCallForHelp},
    {"keep_distance", readKeepDistance},
}};
static_assert(kReaders.size() == std::variant_size_v<MoveEffect>,
              "every move of MoveEffect needs a reader here");

std::vector<std::string_view> moveWords() {
    std::vector<std::string_view> words;
    for (const MoveReader& reader : kReaders) {
        words.push_back(reader.word);
    }
    return words;
}

}  // namespace

MonsterMoves readMoves(const EntryReader& fields) {
    MonsterMoves moves;
    for (const EntryReader& move : fields.tablesOr(kMovesKey, kAnyMoveFields)) {
        const std::string word = move.word("move", moveWords());
        for (const MoveReader& reader : kReaders) {
            if (reader.word == word) {
                moves.push_back({reader.read(move), move.wholeNumberOr("chance", 1, 100, 100)});
            }
        }
    }
    return moves;
}

}  // namespace delve
