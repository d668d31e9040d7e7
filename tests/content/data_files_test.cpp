#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <tuple>

#include "content/rules_loader.h"
#include "game/moves/move_rule.h"
#include "support/build_folders.h"

namespace delve {
namespace {

RulesPtr freshDataRules() {
    return loadRules(std::filesystem::path(testing::kSourceFolder) / "data");
}

TEST(DataFiles, LoadWithoutError) {
    RulesPtr rules;
    ASSERT_NO_THROW(rules = freshDataRules());
    EXPECT_GE(rules->monsters.size(), 16u);
    EXPECT_EQ(rules->classes.size(), 3u);
}

TEST(DataFiles, HoldTheFirstFloorsKinds) {
    const RulesPtr rules = freshDataRules();
    for (const char* id : {"giant_white_rat", "rat", "jackal", "kobold", "goblin", "fruit_bat",
                           "cave_spider", "orc"}) {
        EXPECT_NE(rules->monster(id), nullptr) << id;
    }
}

TEST(DataFiles, KindsDoWhatTheirNamesPromise) {
    const RulesPtr rules = freshDataRules();
    const MonsterMoves& spiderMoves = rules->monster("cave_spider")->moves;
    ASSERT_FALSE(spiderMoves.empty());
    EXPECT_EQ(spiderMoves[0].rule, moveRuleOf("venomous_bite"));
    EXPECT_EQ(spiderMoves[0].numbers.condition, ConditionKind::Poisoned);
    EXPECT_TRUE(rules->monster("fruit_bat")->erratic);
    EXPECT_GT(rules->monster("fruit_bat")->speed, 100);
    // Faster than the hero, so running from it costs bites.
    EXPECT_GT(rules->monster("jackal")->speed, 100);
    EXPECT_EQ(rules->monster("giant_white_rat")->glyph, U'r');
    EXPECT_EQ(rules->monster("giant_white_rat")->name.one, "giant white rat");
}

TEST(DataFiles, EveryFloorHasThreeToSixKinds) {
    const RulesPtr rules = freshDataRules();
    for (int depth = 1; depth <= 10; ++depth) {
        int kinds = 0;
        for (const MonsterKind& kind : rules->monsters) {
            kinds += kind.foundOn(depth);
        }
        EXPECT_GE(kinds, 3) << "floor " << depth;
        EXPECT_LE(kinds, 6) << "floor " << depth;
    }
}

TEST(DataFiles, NoTwoKindsLookAlike) {
    const RulesPtr rules = freshDataRules();
    std::set<std::tuple<char32_t, int, int, int>> looks;
    for (const MonsterKind& kind : rules->monsters) {
        const bool fresh =
            looks.emplace(kind.glyph, kind.colour.r, kind.colour.g, kind.colour.b).second;
        EXPECT_TRUE(fresh) << kind.id << " looks like another kind";
    }
}

// Every hero sees a first floor's monster before it can see them.
TEST(DataFiles, HeroesOutseeTheFirstFloor) {
    const RulesPtr rules = freshDataRules();
    for (const HeroClass& heroClass : rules->classes) {
        for (const MonsterKind& kind : rules->monsters) {
            if (kind.minDepth == 1) {
                EXPECT_LT(kind.sight, heroClass.sightRadius) << heroClass.id << ", " << kind.id;
            }
        }
    }
}

TEST(DataFiles, ClassesInTheOrderOfTheFile) {
    const RulesPtr rules = freshDataRules();
    ASSERT_EQ(rules->classes.size(), 3u);
    EXPECT_EQ(rules->classes[0].id, "fighter");
    EXPECT_EQ(rules->classes[0].trait, ClassTrait::Toughness);
    EXPECT_EQ(rules->classes[1].id, "rogue");
    EXPECT_EQ(rules->classes[1].trait, ClassTrait::KeenEyes);
    EXPECT_EQ(rules->classes[2].id, "barbarian");
    EXPECT_EQ(rules->classes[2].trait, ClassTrait::Fury);
    // The rogue's trait is to see farther.
    EXPECT_GT(rules->classes[1].sightRadius, rules->classes[0].sightRadius);
    EXPECT_GT(rules->classes[1].sightRadius, rules->classes[2].sightRadius);
}

// A data folder made for one test, removed after.
class DataFolder {
  public:
    explicit DataFolder(const std::string& name)
        : path_(std::filesystem::temp_directory_path() / ("delve_content_" + name)) {
        std::filesystem::remove_all(path_);
        std::filesystem::create_directories(path_);
    }
    ~DataFolder() { std::filesystem::remove_all(path_); }
    DataFolder(const DataFolder&) = delete;
    DataFolder& operator=(const DataFolder&) = delete;

    void write(const std::string& file, const std::string& text) const {
        std::ofstream(path_ / file) << text;
    }
    void copyFromData(const std::string& file) const {
        std::filesystem::copy_file(std::filesystem::path(testing::kSourceFolder) / "data" / file,
                                   path_ / file);
    }
    const std::filesystem::path& path() const { return path_; }

  private:
    std::filesystem::path path_;
};

std::string loadError(const std::filesystem::path& folder) {
    try {
        loadRules(folder);
    } catch (const ContentError& error) {
        return error.what();
    }
    return "accepted";
}

TEST(DataFiles, AMissingFileIsNamed) {
    const DataFolder folder("missing");
    EXPECT_EQ(loadError(folder.path()),
              (folder.path() / "monsters.toml").string() + ":1:1: cannot open the file");
    folder.copyFromData("monsters.toml");
    // Items come before classes, whose kits name them.
    EXPECT_EQ(loadError(folder.path()),
              (folder.path() / "items.toml").string() + ":1:1: cannot open the file");
    folder.copyFromData("items.toml");
    EXPECT_EQ(loadError(folder.path()),
              (folder.path() / "looks.toml").string() + ":1:1: cannot open the file");
    folder.copyFromData("looks.toml");
    EXPECT_EQ(loadError(folder.path()),
              (folder.path() / "classes.toml").string() + ":1:1: cannot open the file");
    folder.copyFromData("classes.toml");
    EXPECT_EQ(loadError(folder.path()),
              (folder.path() / "skills.toml").string() + ":1:1: cannot open the file");
    folder.copyFromData("skills.toml");
    EXPECT_EQ(loadError(folder.path()),
              (folder.path() / "traps.toml").string() + ":1:1: cannot open the file");
    folder.copyFromData("traps.toml");
    EXPECT_EQ(loadError(folder.path()),
              (folder.path() / "conditions.toml").string() + ":1:1: cannot open the file");
    folder.copyFromData("conditions.toml");
    EXPECT_EQ(loadError(folder.path()),
              (folder.path() / "lights.toml").string() + ":1:1: cannot open the file");
    folder.copyFromData("lights.toml");
    EXPECT_EQ(loadError(folder.path()),
              (folder.path() / "people.toml").string() + ":1:1: cannot open the file");
    folder.copyFromData("people.toml");
    EXPECT_EQ(loadError(folder.path()),
              (folder.path() / "dungeon.toml").string() + ":1:1: cannot open the file");
    folder.copyFromData("dungeon.toml");
    EXPECT_EQ(loadError(folder.path()), (folder.path() / "levels" / "the_cistern.txt").string() +
                                            ":1:1: cannot open the file");
    std::filesystem::copy(std::filesystem::path(testing::kSourceFolder) / "data" / "levels",
                          folder.path() / "levels", std::filesystem::copy_options::recursive);
    EXPECT_EQ(loadError(folder.path()),
              (folder.path() / "mine.toml").string() + ":1:1: cannot open the file");
    folder.copyFromData("mine.toml");
    EXPECT_EQ(loadError(folder.path()),
              (folder.path() / "quests.toml").string() + ":1:1: cannot open the file");
    folder.copyFromData("quests.toml");
    EXPECT_EQ(loadError(folder.path()),
              (folder.path() / "dialogue.toml").string() + ":1:1: cannot open the file");
    folder.copyFromData("dialogue.toml");
    EXPECT_EQ(loadError(folder.path()), "accepted");
}

TEST(DataFiles, AnErrorNamesThePathOfItsFile) {
    const DataFolder folder("broken");
    folder.copyFromData("monsters.toml");
    folder.copyFromData("items.toml");
    folder.copyFromData("looks.toml");
    folder.write("classes.toml",
                 "[fighter]\nname = \"Fighter\"\ndescription = \"Sturdy.\"\nhp = 0\n");
    EXPECT_EQ(loadError(folder.path()),
              (folder.path() / "classes.toml").string() +
                  ":4:6: hp must be a whole number from 1 to 1000, not 0");
}

// A plan names its levels by their path inside data/levels/: "../" or a
// path from the root would let a data file read any file on the machine.
TEST(DataFiles, APlansLevelLiesInTheLevelsFolder) {
    const DataFolder folder("outside");
    const std::filesystem::path data = std::filesystem::path(testing::kSourceFolder) / "data";
    for (const auto& entry : std::filesystem::directory_iterator(data)) {
        std::filesystem::copy(entry.path(), folder.path() / entry.path().filename(),
                              std::filesystem::copy_options::recursive);
    }
    std::ifstream in(data / "dungeon.toml");
    std::string plan((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string named = "\nfile = \"the_cistern.txt\"";
    const std::size_t at = plan.find(named);
    ASSERT_NE(at, std::string::npos);
    plan.replace(at, named.size(), "\nfile = \"../levels/the_cistern.txt\"");
    folder.write("dungeon.toml", plan);
    const std::string error = loadError(folder.path());
    EXPECT_NE(error.find("dungeon.toml:"), std::string::npos) << error;
    EXPECT_NE(error.find(": a level's file is a path inside data/levels/"), std::string::npos)
        << error;
}

}  // namespace
}  // namespace delve
