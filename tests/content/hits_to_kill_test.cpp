// docs/hits-to-kill.md counts the blows a new fighter needs against each
// monster with each weapon. This works the same numbers out from data/ and
// the rule of a blow (src/game/combat.cpp) and checks the doc's tables hold
// them, so the doc cannot drift from the data. On a mismatch it prints the
// tables as they should read, to paste into the doc.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "content/rules_loader.h"
#include "support/build_folders.h"
#include "support/test_rules.h"

namespace delve {
namespace {

using testing::shippedRules;

const HeroClass& fighter() {
    return *shippedRules()->heroClass("fighter");
}

// The weapons of the data, in its order, and bare hands (nullptr) first.
std::vector<const ItemKind*> weapons() {
    std::vector<const ItemKind*> all{nullptr};
    // The weapons found in the dungeon: a quest's reward is never met there.
    for (const ItemKind& kind : shippedRules()->items) {
        if (kind.itemClass == ItemClass::Weapon && kind.rarity > 0) {
            all.push_back(&kind);
        }
    }
    return all;
}

// The chance in a hundred that a new fighter's blow lands: combat.cpp's
// blowLands with the hero's accuracy (heroAccuracy: the class's and the
// weapon's) against the monster's defence, never below 5 or above 95.
int chanceToHit(const ItemKind* weapon, const MonsterKind& monster) {
    const int accuracy = fighter().accuracy + (weapon != nullptr ? weapon->accuracy : 0);
    return std::clamp(accuracy - monster.defence, 5, 95);
}

// The odds of each total of some dice, by total.
std::vector<double> oddsOf(const Dice& dice) {
    std::vector<double> odds{1.0};  // no dice yet: 0, surely
    for (int die = 0; die < dice.count; ++die) {
        std::vector<double> next(odds.size() + static_cast<std::size_t>(dice.sides), 0.0);
        for (std::size_t total = 0; total < odds.size(); ++total) {
            for (int face = 1; face <= dice.sides; ++face) {
                next[total + static_cast<std::size_t>(face)] += odds[total] / dice.sides;
            }
        }
        odds = std::move(next);
    }
    std::vector<double> shifted(odds.size() + static_cast<std::size_t>(std::max(dice.bonus, 0)),
                                0.0);
    for (std::size_t total = 0; total < odds.size(); ++total) {
        const int withBonus = static_cast<int>(total) + dice.bonus;
        shifted[static_cast<std::size_t>(std::max(withBonus, 0))] += odds[total];
    }
    return shifted;
}

// The odds of each damage a landing blow does, by damage: heroDamageRoll
// for a new fighter (no damage bonus yet), the class's dice and the
// weapon's added, at least 1.
std::vector<double> blowOdds(const ItemKind* weapon) {
    const std::vector<double> hand = oddsOf(fighter().damage);
    const std::vector<double> held = weapon != nullptr ? oddsOf(weapon->damage) : std::vector{1.0};
    std::vector<double> odds(hand.size() + held.size(), 0.0);
    for (std::size_t a = 0; a < hand.size(); ++a) {
        for (std::size_t b = 0; b < held.size(); ++b) {
            odds[std::max<std::size_t>(a + b, 1)] += hand[a] * held[b];
        }
    }
    return odds;
}

// How many landing blows kill a monster of `hp`, on average: the expected
// number of rolls of `odds` it takes for their total to reach `hp`.
double hitsToKill(const std::vector<double>& odds, int hp) {
    std::vector<double> expected(static_cast<std::size_t>(hp) + 1, 0.0);  // by hp left
    for (int left = 1; left <= hp; ++left) {
        double sum = 1.0;
        for (std::size_t damage = 1; damage < odds.size(); ++damage) {
            const int after = left - static_cast<int>(damage);
            sum += odds[damage] * (after > 0 ? expected[static_cast<std::size_t>(after)] : 0.0);
        }
        expected[static_cast<std::size_t>(left)] = sum;
    }
    return expected[static_cast<std::size_t>(hp)];
}

// The chance that one landing blow of `odds` does `hp` or more.
double oneBlowKills(const std::vector<double>& odds, int hp) {
    double chance = 0.0;
    for (std::size_t damage = static_cast<std::size_t>(hp); damage < odds.size(); ++damage) {
        chance += odds[damage];
    }
    return chance;
}

// Swings (landing or not) per kill: each lands independently.
double swingsToKill(const ItemKind* weapon, const MonsterKind& monster) {
    return hitsToKill(blowOdds(weapon), monster.maxHp) * 100.0 / chanceToHit(weapon, monster);
}

std::string weaponHeader(const ItemKind* weapon) {
    return weapon == nullptr ? "bare hands" : "`" + weapon->id + "`";
}

std::string fixed(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", value);
    return text;
}

std::string percent(double chance) {
    return std::to_string(static_cast<int>(std::lround(chance * 100))) + "%";
}

std::string row(const std::vector<std::string>& cells) {
    std::string out = "|";
    for (const std::string& cell : cells) {
        out += " " + cell + " |";
    }
    return out + "\n";
}

std::string rule(std::size_t columns) {
    std::string out = "|";
    for (std::size_t i = 0; i < columns; ++i) {
        out += " --- |";
    }
    return out + "\n";
}

std::string floors(int least, int most) {
    return least == most ? std::to_string(least)
                         : std::to_string(least) + "-" + std::to_string(most);
}

// The tables as the doc should have them.
std::string weaponTable() {
    std::string out = row({"weapon", "damage", "accuracy", "found on floors"}) + rule(4);
    out += row({"bare hands", "none", "0", "always"});
    for (const ItemKind* weapon : weapons()) {
        if (weapon != nullptr) {
            out += row({weaponHeader(weapon), weapon->damage.text(),
                        (weapon->accuracy > 0 ? "+" : "") + std::to_string(weapon->accuracy),
                        floors(weapon->minDepth, weapon->maxDepth)});
        }
    }
    return out;
}

std::string monsterTable() {
    std::vector<std::string> header{"monster", "hp", "defence", "floors"};
    for (const ItemKind* weapon : weapons()) {
        header.push_back(weaponHeader(weapon));
    }
    std::string out = row(header) + rule(header.size());
    for (const MonsterKind& monster : shippedRules()->monsters) {
        std::vector<std::string> cells{
            "`" + monster.id + "`", std::to_string(monster.maxHp), std::to_string(monster.defence),
            monster.rarity > 0 ? floors(monster.minDepth, monster.maxDepth)
                               : std::string("the Mine")};
        for (const ItemKind* weapon : weapons()) {
            cells.push_back(fixed(hitsToKill(blowOdds(weapon), monster.maxHp)) + " (" +
                            std::to_string(chanceToHit(weapon, monster)) + "%)");
        }
        out += row(cells);
    }
    return out;
}

std::string floorTable() {
    std::vector<std::string> header{"floor"};
    for (const ItemKind* weapon : weapons()) {
        header.push_back(weaponHeader(weapon));
    }
    std::string out = row(header) + rule(header.size());
    for (int depth = 1; depth <= 10; ++depth) {
        std::vector<std::string> cells{std::to_string(depth)};
        for (const ItemKind* weapon : weapons()) {
            double weighed = 0.0;
            int rarity = 0;
            for (const MonsterKind& monster : shippedRules()->monsters) {
                if (monster.foundOn(depth)) {
                    weighed += monster.rarity * swingsToKill(weapon, monster);
                    rarity += monster.rarity;
                }
            }
            cells.push_back(fixed(weighed / rarity));
        }
        out += row(cells);
    }
    return out;
}

std::string goblinTable() {
    const MonsterKind& goblin = *shippedRules()->monster("goblin");
    std::string out =
        row({"weapon", "a landing blow kills", "a swing kills", "a sneak attack kills"}) + rule(4);
    for (const ItemKind* weapon : weapons()) {
        const std::vector<double> odds = blowOdds(weapon);
        const double landing = oneBlowKills(odds, goblin.maxHp);
        const auto multiple = static_cast<std::size_t>(fighter().sneakAttack);
        std::vector<double> sneak(odds.size() * multiple, 0.0);
        for (std::size_t damage = 0; damage < odds.size(); ++damage) {
            sneak[damage * multiple] += odds[damage];
        }
        out += row({weaponHeader(weapon), percent(landing),
                    percent(landing * chanceToHit(weapon, goblin) / 100.0),
                    percent(oneBlowKills(sneak, goblin.maxHp))});
    }
    return out;
}

std::string docText() {
    std::ifstream file(std::filesystem::path(testing::kSourceFolder) / "docs" / "hits-to-kill.md");
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

std::vector<std::string> cellsOf(const std::string& line) {
    std::vector<std::string> cells;
    std::size_t start = 1;
    for (std::size_t bar = line.find('|', start); bar != std::string::npos;
         bar = line.find('|', start)) {
        std::string cell = line.substr(start, bar - start);
        cell.erase(0, cell.find_first_not_of(' '));
        cell.erase(cell.find_last_not_of(' ') + 1);
        cells.push_back(cell);
        start = bar + 1;
    }
    return cells;
}

// The rows of the doc's table whose header row is the first row of
// `expected`, as cells; the header first.
std::vector<std::vector<std::string>> docTable(const std::string& doc,
                                               const std::string& expected) {
    const std::string header = expected.substr(0, expected.find('\n'));
    std::vector<std::vector<std::string>> rows;
    std::istringstream lines(doc);
    bool inside = false;
    for (std::string line; std::getline(lines, line);) {
        if (!inside && line == header) {
            inside = true;
        }
        if (inside) {
            if (line.empty() || line[0] != '|') {
                break;
            }
            rows.push_back(cellsOf(line));
        }
    }
    return rows;
}

// Cells hold numbers with two decimals; others must match as they are.
// A number may differ in its last place from ours, since the doc's and
// ours round the same value.
bool sameCell(const std::string& doc, const std::string& expected) {
    if (doc == expected) {
        return true;
    }
    double a = 0;
    double b = 0;
    char restA[16] = "";
    char restB[16] = "";
    if (std::sscanf(doc.c_str(), "%lf%15s", &a, restA) >= 1 &&
        std::sscanf(expected.c_str(), "%lf%15s", &b, restB) >= 1) {
        return std::abs(a - b) <= 0.0101 && std::string(restA) == std::string(restB);
    }
    return false;
}

void expectDocHolds(const std::string& expected, const std::string& what) {
    const std::vector<std::vector<std::string>> doc = docTable(docText(), expected);
    std::vector<std::vector<std::string>> want;
    std::istringstream lines(expected);
    for (std::string line; std::getline(lines, line);) {
        want.push_back(cellsOf(line));
    }
    bool same = doc.size() == want.size();
    for (std::size_t i = 0; same && i < want.size(); ++i) {
        same = doc[i].size() == want[i].size();
        for (std::size_t j = 0; same && j < want[i].size(); ++j) {
            same = sameCell(doc[i][j], want[i][j]);
        }
    }
    EXPECT_TRUE(same) << "docs/hits-to-kill.md's table of " << what
                      << " does not match the data; it should read:\n\n"
                      << expected;
}

TEST(HitsToKill, TheWeaponTableIsTheData) {
    expectDocHolds(weaponTable(), "weapons");
}

TEST(HitsToKill, TheMonsterTableIsTheData) {
    expectDocHolds(monsterTable(), "blows by monster");
}

TEST(HitsToKill, TheFloorTableIsTheData) {
    expectDocHolds(floorTable(), "swings by floor");
}

TEST(HitsToKill, TheGoblinTableIsTheData) {
    expectDocHolds(goblinTable(), "one blow on a goblin");
}

// The numbers themselves, worked by hand, so the sums above are checked
// too: a new fighter's bare blow is 1d3, 1 to 3 (her sword carries the rest).
TEST(HitsToKill, TheSumsAgreeWithHandWork) {
    const std::vector<double> bare = blowOdds(nullptr);
    ASSERT_GE(bare.size(), 4u);
    EXPECT_DOUBLE_EQ(bare[0], 0.0);
    EXPECT_DOUBLE_EQ(bare[1], 1.0 / 3);
    EXPECT_DOUBLE_EQ(bare[3], 1.0 / 3);
    for (std::size_t damage = 4; damage < bare.size(); ++damage) {
        EXPECT_DOUBLE_EQ(bare[damage], 0.0);
    }
    // Something of 2 hp falls to one blow of 2 or more (2 in 3), else to
    // the second.
    EXPECT_DOUBLE_EQ(hitsToKill(bare, 2), 1.0 + 1.0 / 3);
    // Anything of 1 hp falls to one blow.
    EXPECT_DOUBLE_EQ(hitsToKill(bare, 1), 1.0);
    // With a sword, 1d3 and 1d6+1: 3 to 10; a goblin's 10 hp falls to one
    // blow only on a 3 and a 6, once in 18 rolls.
    const std::vector<double> sword = blowOdds(shippedRules()->item("sword"));
    EXPECT_NEAR(oneBlowKills(sword, 10), 1.0 / 18, 1e-12);
    // The fighter's 77, the sword's 5, less the goblin's defence of 10.
    EXPECT_EQ(chanceToHit(shippedRules()->item("sword"), *shippedRules()->monster("goblin")), 72);
    // The chance never leaves 5..95.
    MonsterKind wall;
    wall.defence = 100;
    EXPECT_EQ(chanceToHit(nullptr, wall), 5);
    wall.defence = 0;
    EXPECT_EQ(chanceToHit(shippedRules()->item("dagger"), wall), 87);
}

}  // namespace
}  // namespace delve
