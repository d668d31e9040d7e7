// Writes saves of real games into a folder, the save fuzzer's first corpus:
// fresh runs and runs some way in, of each class, on generated floors and
// on the shipped levels, runs with things on the floor, in the pack and in
// use and kinds known (format 6), and one whose hero has died. Made afresh
// by scripts/fuzz, so the seeds always hold the current format.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "content/level_loader.h"
#include "content/rules_loader.h"
#include "fuzz_play.h"

using namespace delve;
namespace fs = std::filesystem;

namespace {

void write(const fs::path& folder, const std::string& name, const Game& game) {
    std::ofstream(folder / (name + ".sav"), std::ios::binary) << saveGame(game);
}

// A level written to a file for a run to start on, and the file removed.
std::shared_ptr<const Level> levelOf(const fs::path& folder, const std::string& text,
                                     const RulesPtr& rules) {
    const fs::path file = folder / "level.txt";
    std::ofstream(file) << text;
    auto level = readLevelFile(file, rules.get());
    fs::remove(file);
    return level;
}

// A small cellar of things: the hero picks each up, wields the sword,
// wears the armour, puts on the ring, drinks a potion (so its kind is
// known) and leaves the darts where she stands.
Game furnishedCellar(const fs::path& folder, const RulesPtr& rules) {
    Game game(GameOptions{4, "fighter",
                          levelOf(folder,
                                  "level|cellar|A Cellar\n"
                                  "#########\n"
                                  "#@sphlrd#\n"
                                  "#..g..i>#\n"
                                  "#########\n"
                                  "legend|s|item|sword\n"
                                  "legend|p|item|potion_of_healing|2\n"
                                  "legend|h|item|potion_of_haste\n"
                                  "legend|l|item|leather_armour\n"
                                  "legend|r|item|ring_of_protection\n"
                                  "legend|d|item|dart|5\n"
                                  "legend|g|gold|30\n"
                                  "legend|i|item|scroll_of_identify\n"
                                  "end\n",
                                  rules),
                          rules});
    for (int i = 0; i < 6; ++i) {
        game.act(Step{Direction::East});
        game.act(PickUpItems{});
    }
    game.act(UseItem{0, std::nullopt});  // the sword
    game.act(UseItem{2, std::nullopt});  // the leather armour
    game.act(UseItem{2, std::nullopt});  // the ring
    game.act(UseItem{1, std::nullopt});  // a potion of haste
    game.act(DropItem{1});               // the darts
    return game;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: fuzz_seeds FOLDER\n";
        return 2;
    }
    const fs::path folder = argv[1];
    fs::create_directories(folder);
    const RulesPtr rules = loadRules(DELVE_DATA_DIR);
    const char* const classes[] = {"fighter", "rogue", "barbarian"};
    for (int i = 0; i < 3; ++i) {
        Game game(GameOptions{static_cast<std::uint64_t>(i + 1), classes[i], nullptr, rules});
        write(folder, std::string("start_") + classes[i], game);
        fuzz::playTurns(game, static_cast<std::uint64_t>(i), 200 + 150 * i);
        write(folder, std::string("later_") + classes[i], game);
    }
    // The Dungeon's own levels (the Mine's, in levels/mine/, need its cast
    // of letters, and come in the Mine's runs below).
    for (const auto& entry : fs::directory_iterator(fs::path(DELVE_DATA_DIR) / "levels")) {
        if (!entry.is_regular_file()) {
            continue;
        }
        Game game(GameOptions{5, "rogue", readLevelFile(entry.path(), rules.get()), rules});
        fuzz::playTurns(game, 5, 30);
        write(folder, "level_" + entry.path().stem().string(), game);
    }
    // The Mine: its camp, people, quests and skills.
    GameOptions mine{3, "fighter", nullptr, rules};
    mine.adventure = "mine";
    Game miner(mine);
    write(folder, "mine_start", miner);
    fuzz::playTurns(miner, 3, 300);
    write(folder, "mine_later", miner);
    // A tiny level keeps the inputs short, which the fuzzer mutates best.
    Game small(GameOptions{9, "barbarian",
                           levelOf(folder,
                                   "level|tiny|A Tiny Room\n#####\n#@.r#\n#,'>#\n#####\n"
                                   "legend|r|monster|giant_white_rat\nend\n",
                                   rules),
                           rules});
    write(folder, "tiny", small);
    fuzz::playTurns(small, 3, 4);
    write(folder, "tiny_later", small);
    // Items everywhere a save keeps them, on a level small enough to mutate.
    Game cellar = furnishedCellar(folder, rules);
    write(folder, "items_cellar", cellar);
    fuzz::playTurns(cellar, 11, 12);
    write(folder, "items_cellar_later", cellar);
    // Play on until some hero dies, for a save with a cause of death.
    for (std::uint64_t seed = 1; seed < 200; ++seed) {
        Game game(GameOptions{seed, "rogue", nullptr, rules});
        fuzz::playTurns(game, seed, 3000);
        if (game.isOver()) {
            write(folder, "dead", game);
            break;
        }
    }
    return 0;
}
