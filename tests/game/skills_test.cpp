// Skills (data/skills.toml, game/skills/): learnt as the hero levels, each
// does what it says on the mana it costs, and one that cannot be used is
// refused without a turn going by.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "game/game.h"
#include "keep/save_codec.h"
#include "keep/save_error.h"
#include "keep/state_hash.h"
#include "support/said_text.h"
#include "support/temp_level.h"
#include "support/test_rules.h"

namespace delve {
namespace {

Skill skill(std::string id, std::string heroClass, int level, int mana, SkillEffect effect) {
    return Skill{id, id, "School", "Does it.", std::move(heroClass), level, mana, effect};
}

// test_rules.h's, with a few skills for each class (mana: the fighter 6,
// the rogue 12, the barbarian 5), and a kind worth a level at one blow.
RulesPtr skillRules() {
    static const RulesPtr shared = [] {
        auto rules = std::make_shared<Rules>(*testing::rules());
        rules->skills = {
            skill("whirlwind", "barbarian", 1, 3, Whirlwind{}),
            skill("berserk", "barbarian", 1, 5, Bolster{ConditionKind::Hasted, 8}),
            skill("war_cry", "barbarian", 2, 3, Frighten{5}),
            skill("bash", "fighter", 1, 2, CripplingBlow{ConditionKind::Slowed, 5}),
            skill("second_wind", "fighter", 1, 4, Mend{10}),
            skill("charge", "fighter", 1, 3, Charge{5}),
            skill("blade", "rogue", 1, 2, CripplingBlow{ConditionKind::Poisoned, 6}),
            skill("smoke", "rogue", 1, 4, Daze{2, ConditionKind::Confused, 5}),
            skill("shadow_step", "rogue", 1, 4, ShadowStep{6}),
        };
        MonsterKind lesson = *rules->monster("sleeper");
        lesson.id = "lesson";
        lesson.name = {"lesson", {}};
        lesson.maxHp = 1;
        lesson.experience = 10;
        rules->monsters.push_back(lesson);
        return RulesPtr(rules);
    }();
    return shared;
}

Game gameOn(const std::string& name, const std::string& heroClass, const std::string& map,
            const std::string& legend) {
    const testing::TempLevel file("skills_" + name, map + legend + "end\n");
    return Game(GameOptions{5, heroClass, file.level(), skillRules()});
}

int countSaid(const Game& game, MessageId id) {
    return static_cast<int>(std::ranges::count_if(
        game.log().messages(), [&](const Message& message) { return message.said.id == id; }));
}

const Monster* monsterAt(const Game& game, Point cell) {
    for (const Monster& monster : game.stage().monsters()) {
        if (monster.position == cell) {
            return &monster;
        }
    }
    return nullptr;
}

// Sleepers never see a blow coming: every blow lands, three times over.
constexpr const char* kSkillsRing =
    "#######\n"
    "#.zzz.#\n"
    "#.z@z.#\n"
    "#.....#\n"
    "#....z#\n"
    "#######\n";
constexpr const char* kSleepers = "legend|z|monster|sleeper\n";

TEST(Skills, WhirlwindStrikesEveryAdjacentMonsterAndSpendsItsMana) {
    Game game = gameOn("whirlwind", "barbarian", kSkillsRing, kSleepers);
    const int turn = game.turn();
    const Outcome outcome = game.act(UseSkill{"whirlwind", std::nullopt});
    EXPECT_TRUE(outcome.tookTurn);
    EXPECT_EQ(game.turn(), turn + 1);
    EXPECT_EQ(game.hero().mana, 5 - 3);
    EXPECT_EQ(countSaid(game, MessageId::SkillUsed), 1);
    for (Point cell : {Point{2, 1}, Point{3, 1}, Point{4, 1}, Point{2, 2}, Point{4, 2}}) {
        const Monster* monster = monsterAt(game, cell);
        ASSERT_NE(monster, nullptr) << cell.x << "," << cell.y;
        EXPECT_LT(monster->hp, 50) << cell.x << "," << cell.y << " was not struck";
    }
    // The one far off may wake to the noise and move, but was not struck.
    EXPECT_EQ(std::ranges::count(game.stage().monsters(), 50, &Monster::hp), 1)
        << "a monster not beside her was struck";
}

TEST(Skills, ASkillWithoutEnoughManaIsRefusedAndTakesNoTurn) {
    Game game = gameOn("no_mana", "barbarian", kSkillsRing, kSleepers);
    game.act(UseSkill{"whirlwind", std::nullopt});
    const int turn = game.turn();
    const int mana = game.hero().mana;
    ASSERT_LT(mana, 5);
    const Outcome outcome = game.act(UseSkill{"berserk", std::nullopt});
    EXPECT_FALSE(outcome.tookTurn);
    EXPECT_EQ(game.turn(), turn);
    EXPECT_EQ(game.hero().mana, mana);
    EXPECT_FALSE(game.hero().conditions.has(ConditionKind::Hasted));
    EXPECT_EQ(game.log().messages().back().said.id, MessageId::TooLittleManaForSkill);
    EXPECT_EQ(game.log().messages().back().said.arguments.skill, "berserk");
}

TEST(Skills, WhirlwindWithNoOneBesideIsRefusedAndTakesNoTurn) {
    Game game = gameOn("alone", "barbarian", "#####\n#.@.#\n#####\n", "");
    const Outcome outcome = game.act(UseSkill{"whirlwind", std::nullopt});
    EXPECT_FALSE(outcome.tookTurn);
    EXPECT_EQ(game.hero().mana, 5);
    EXPECT_EQ(game.log().messages().back().said.id, MessageId::NoOneBeside);
}

TEST(Skills, ASkillNotLearntIsNotUsed) {
    Game game = gameOn("unlearnt", "barbarian", kSkillsRing, kSleepers);
    const Outcome outcome = game.act(UseSkill{"war_cry", std::nullopt});
    EXPECT_FALSE(outcome.tookTurn);
    EXPECT_EQ(game.hero().mana, 5);
    EXPECT_EQ(countSaid(game, MessageId::SkillUsed), 0);
}

TEST(Skills, AClassKnowsItsFirstLevelSkillsFromTheStart) {
    const Game game = gameOn("start", "barbarian", "#####\n#.@.#\n#####\n", "");
    std::vector<std::string> known;
    for (const Skill* learnt : game.hero().skills) {
        known.push_back(learnt->id);
    }
    EXPECT_EQ(known, (std::vector<std::string>{"whirlwind", "berserk"}));
}

TEST(Skills, ReachingALevelTeachesTheClassSkillAndTheLogNamesIt) {
    Game game = gameOn("level", "barbarian", "#####\n#.@L#\n#####\n", "legend|L|monster|lesson\n");
    game.act(Step{Direction::East});
    EXPECT_EQ(game.hero().experienceLevel, 2);
    ASSERT_EQ(game.hero().skills.size(), 3u);
    EXPECT_EQ(game.hero().skills.back()->id, "war_cry");
    const auto taught = std::ranges::find_if(game.log().messages(), [](const Message& message) {
        return message.said.id == MessageId::LevelUpWithSkill;
    });
    ASSERT_NE(taught, game.log().messages().end());
    EXPECT_EQ(taught->said.arguments.skill, "war_cry");
    EXPECT_EQ(taught->said.arguments.number, 2);
    EXPECT_EQ(taught->said.arguments.text, "Iva");
    EXPECT_EQ(countSaid(game, MessageId::LevelUp), 0) << "the level is told once";
}

TEST(Skills, ACripplingBlowThatLandsLeavesItsCondition) {
    Game fighter = gameOn("bash", "fighter", "#####\n#.@z#\n#####\n", kSleepers);
    EXPECT_TRUE(fighter.act(UseSkill{"bash", Point{3, 1}}).tookTurn);
    EXPECT_TRUE(fighter.stage().monsters().front().conditions.has(ConditionKind::Slowed));
    EXPECT_EQ(fighter.hero().mana, 6 - 2);
    Game rogue = gameOn("blade", "rogue", "#####\n#.@z#\n#####\n", kSleepers);
    EXPECT_TRUE(rogue.act(UseSkill{"blade", Point{3, 1}}).tookTurn);
    EXPECT_TRUE(rogue.stage().monsters().front().conditions.has(ConditionKind::Poisoned));
}

TEST(Skills, ACripplingBlowAtNoOneIsRefused) {
    Game game = gameOn("bash_air", "fighter", "######\n#.@.z#\n######\n", kSleepers);
    EXPECT_FALSE(game.act(UseSkill{"bash", Point{3, 1}}).tookTurn);
    EXPECT_EQ(game.hero().mana, 6);
}

TEST(Skills, AnAimedSkillAskedWithoutATargetWantsAimingAndTakesNoTurn) {
    Game game = gameOn("aim", "fighter", "#######\n#@...z#\n#######\n", kSleepers);
    const Outcome outcome = game.act(UseSkill{"charge", std::nullopt});
    EXPECT_TRUE(outcome.wantsAim);
    EXPECT_FALSE(outcome.tookTurn);
    EXPECT_EQ(game.hero().mana, 6);
}

TEST(Skills, AChargeRunsToTheMonsterAndStrikesIt) {
    Game game = gameOn("charge", "fighter", "########\n#@....z#\n########\n", kSleepers);
    EXPECT_TRUE(game.act(UseSkill{"charge", Point{6, 1}}).tookTurn);
    EXPECT_EQ(game.hero().position, (Point{5, 1}));
    EXPECT_LT(game.stage().monsters().front().hp, 50);
    EXPECT_EQ(game.hero().mana, 6 - 3);
}

TEST(Skills, AChargeIsRefusedPastAnotherMonsterOrBeyondItsRange) {
    Game blocked = gameOn("charge_blocked", "fighter", "########\n#@..z.z#\n########\n", kSleepers);
    EXPECT_FALSE(blocked.act(UseSkill{"charge", Point{6, 1}}).tookTurn);
    EXPECT_EQ(blocked.hero().position, (Point{1, 1}));
    Game far = gameOn("charge_far", "fighter", "##########\n#@......z#\n##########\n", kSleepers);
    EXPECT_FALSE(far.act(UseSkill{"charge", Point{8, 1}}).tookTurn);
    EXPECT_EQ(far.hero().mana, 6);
}

TEST(Skills, AChargeRefusedSaysItsRealReason) {
    Game far =
        gameOn("charge_reason_far", "fighter", "##########\n#@......z#\n##########\n", kSleepers);
    far.act(UseSkill{"charge", Point{8, 1}});
    EXPECT_EQ(testing::lastText(far), "Too far: charge reaches 5 cells at most.");
    Game blocked =
        gameOn("charge_reason_blocked", "fighter", "########\n#@..z.z#\n########\n", kSleepers);
    blocked.act(UseSkill{"charge", Point{6, 1}});
    EXPECT_EQ(testing::lastText(blocked), "The way there is not clear.");
    Game close = gameOn("charge_reason_close", "fighter", "######\n#@z..#\n######\n", kSleepers);
    close.act(UseSkill{"charge", Point{2, 1}});
    EXPECT_EQ(testing::lastText(close), "Too close: a charge needs room to run.");
    close.act(UseSkill{"charge", Point{4, 1}});
    EXPECT_EQ(testing::lastText(close), "There is no one there to strike.");
}

TEST(Skills, AShadowStepRefusedSaysItsRealReason) {
    Game game = gameOn("step_reason", "rogue", "##########\n#@.......#\n##########\n", "");
    game.act(UseSkill{"shadow_step", Point{8, 1}});
    EXPECT_EQ(testing::lastText(game), "Too far: shadow_step reaches 6 cells at most.");
    game.act(UseSkill{"shadow_step", Point{5, 0}});
    EXPECT_EQ(testing::lastText(game), "You cannot land there.");
}

TEST(Skills, AShadowStepMovesTheHeroToAFreeCellInReach) {
    Game game = gameOn("step", "rogue", "##########\n#@.......#\n##########\n", "");
    EXPECT_FALSE(game.act(UseSkill{"shadow_step", Point{8, 1}}).tookTurn) << "beyond its reach";
    EXPECT_FALSE(game.act(UseSkill{"shadow_step", Point{5, 0}}).tookTurn) << "into the wall";
    EXPECT_TRUE(game.act(UseSkill{"shadow_step", Point{7, 1}}).tookTurn);
    EXPECT_EQ(game.hero().position, (Point{7, 1}));
    EXPECT_EQ(game.hero().mana, 12 - 4);
}

TEST(Skills, AWarCrySendsTheMonstersInViewRunning) {
    // A sleeper is no foe of the fight: the lesson's fall wins it, and its
    // experience teaches the cry.
    Game game = gameOn("cry", "barbarian", "#####\n#.@L#\n#...#\n#z..#\n#####\n",
                       "legend|L|monster|lesson\nlegend|z|monster|sleeper\n");
    game.act(Step{Direction::East});  // level 2: the cry is learnt
    ASSERT_EQ(game.hero().skills.back()->id, "war_cry");
    EXPECT_TRUE(game.act(UseSkill{"war_cry", std::nullopt}).tookTurn);
    const Monster& guard = game.stage().monsters().front();
    EXPECT_EQ(guard.mind, MonsterMind::Fleeing);
}

TEST(Skills, ADazeConfusesTheMonstersWithinItsRangeOnly) {
    Game game =
        gameOn("smoke", "rogue", "########\n#z@.z..#\n########\n", "legend|z|monster|guard\n");
    EXPECT_TRUE(game.act(UseSkill{"smoke", std::nullopt}).tookTurn);
    ASSERT_EQ(game.stage().monsters().size(), 2u);
    for (const Monster& monster : game.stage().monsters()) {
        EXPECT_TRUE(monster.conditions.has(ConditionKind::Confused));
    }
    Game far =
        gameOn("smoke_far", "rogue", "########\n#.@...z#\n########\n", "legend|z|monster|guard\n");
    EXPECT_FALSE(far.act(UseSkill{"smoke", std::nullopt}).tookTurn);
    EXPECT_EQ(far.log().messages().back().said.id, MessageId::NoOneNear);
}

// Beside her, a confused monster's blows go wild at even odds.
TEST(Skills, AConfusedMonsterFlailsInsteadOfStrikingAtTimes) {
    Game game = gameOn("flail", "rogue", "#####\n#z@.#\n#####\n", "legend|z|monster|guard\n");
    // Three smoke bombs, a dozen blows or so in confusion.
    for (int bomb = 0; bomb < 3; ++bomb) {
        ASSERT_TRUE(game.act(UseSkill{"smoke", std::nullopt}).tookTurn);
        for (int turn = 0; turn < 4; ++turn) {
            game.act(Wait{});
        }
    }
    EXPECT_GT(countSaid(game, MessageId::MonsterFlails), 0);
}

TEST(Skills, BerserkHastesTheHero) {
    Game game = gameOn("berserk", "barbarian", "#####\n#.@.#\n#####\n", "");
    EXPECT_TRUE(game.act(UseSkill{"berserk", std::nullopt}).tookTurn);
    EXPECT_TRUE(game.hero().conditions.has(ConditionKind::Hasted));
    EXPECT_EQ(game.hero().mana, 0);
}

TEST(Skills, MendingHealsAndIsRefusedAtFullHealth) {
    Game game = gameOn("mend", "fighter", "#####\n#.@.#\n#####\n", "");
    EXPECT_FALSE(game.act(UseSkill{"second_wind", std::nullopt}).tookTurn);
    EXPECT_EQ(game.log().messages().back().said.id, MessageId::AlreadyAtFullHealth);
    const std::string hurt = [&] {
        std::string text = saveGame(game);
        const std::size_t hero = text.find("\nhero fighter 2 1 30 ");
        text.replace(hero, 21, "\nhero fighter 2 1 12 ");
        return text;
    }();
    Game wounded = loadGame(hurt, "hurt.sav", skillRules());
    ASSERT_EQ(wounded.hero().hp, 12);
    EXPECT_TRUE(wounded.act(UseSkill{"second_wind", std::nullopt}).tookTurn);
    EXPECT_GE(wounded.hero().hp, 22);
}

TEST(Skills, TheSkillsLearntComeBackFromASaveWithTheSameHash) {
    Game game = gameOn("saved", "barbarian", "#####\n#.@L#\n#...#\n#z..#\n#####\n",
                       "legend|L|monster|lesson\nlegend|z|monster|sleeper\n");
    game.act(Step{Direction::East});
    const std::string text = saveGame(game);
    EXPECT_NE(text.find("\nskills 3 whirlwind berserk war_cry\n"), std::string::npos);
    Game loaded = loadGame(text, "skills.sav", skillRules());
    EXPECT_EQ(loaded.hero().skills, game.hero().skills);
    game.act(UseSkill{"war_cry", std::nullopt});
    loaded.act(UseSkill{"war_cry", std::nullopt});
    EXPECT_EQ(stateHash(loaded), stateHash(game));
}

TEST(Skills, AHostileSaveNamingAnUnknownSkillIsRefusedAtItsLine) {
    const Game game = gameOn("hostile", "barbarian", "#####\n#.@.#\n#####\n", "");
    std::string text = saveGame(game);
    const std::size_t line = text.find("\nskills 2 whirlwind berserk\n");
    ASSERT_NE(line, std::string::npos);
    text.replace(line, 28, "\nskills 2 whirlwind fireworks\n");
    const int lineNumber =
        static_cast<int>(std::count(text.begin(), text.begin() + line, '\n')) + 2;
    try {
        loadGame(text, "bad.sav", skillRules());
        ADD_FAILURE() << "a save naming an unknown skill loaded";
    } catch (const SaveError& error) {
        EXPECT_EQ(error.line(), lineNumber);
        EXPECT_NE(std::string(error.what()).find("unknown skill \"fireworks\""), std::string::npos)
            << error.what();
    }
    std::string twice = saveGame(game);
    twice.replace(twice.find("\nskills 2 whirlwind berserk\n"), 28,
                  "\nskills 2 whirlwind whirlwind\n");
    EXPECT_THROW(loadGame(twice, "bad.sav", skillRules()), SaveError);
}

}  // namespace
}  // namespace delve
