#include "content/move_reader.h"

#include <algorithm>
#include <vector>

#include "game/moves/move_rule.h"

namespace delve {

namespace {

// The fields every move's table has, whichever move it is.
constexpr std::string_view kEveryMoveFields[] = {"move", "chance", "name"};

// A move's table as its rule reads it, each value checked where it is.
class MoveTable final : public DataFields {
  public:
    explicit MoveTable(const EntryReader& table) : table_(table) {}

    bool has(std::string_view key) const override { return table_.has(key); }
    int wholeNumber(std::string_view key, int least, int most) const override {
        return table_.wholeNumber(key, least, most);
    }
    Dice dice(std::string_view key) const override { return table_.dice(key); }
    ConditionKind condition(std::string_view key) const override { return table_.condition(key); }

  private:
    const EntryReader& table_;
};

// The fields `rule` reads, with those every move has.
std::vector<std::string_view> fieldsOf(const MoveRule& rule) {
    std::vector<std::string_view> fields(std::begin(kEveryMoveFields), std::end(kEveryMoveFields));
    fields.insert(fields.end(), rule.fields.begin(), rule.fields.end());
    return fields;
}

// Any field some move reads: the table is first read knowing only these,
// then, once its move is known, only that move's.
std::vector<std::string_view> fieldsOfAnyMove() {
    std::vector<std::string_view> fields(std::begin(kEveryMoveFields), std::end(kEveryMoveFields));
    for (std::string_view word : moveWords()) {
        for (std::string_view field : moveRuleOf(word)->fields) {
            if (std::ranges::find(fields, field) == fields.end()) {
                fields.push_back(field);
            }
        }
    }
    return fields;
}

}  // namespace

MonsterMoves readMoves(const EntryReader& fields) {
    MonsterMoves moves;
    for (const EntryReader& table : fields.tablesOr(kMovesKey, fieldsOfAnyMove())) {
        const MoveRule& rule = *moveRuleOf(table.word("move", moveWords()));
        const EntryReader only = table.narrowed(fieldsOf(rule));
        moves.push_back({.rule = &rule,
                         .numbers = rule.read(MoveTable(only)),
                         .chance = only.wholeNumberOr("chance", 1, 100, 100),
                         .name = only.text("name", 40)});
    }
    return moves;
}

}  // namespace delve
