// Writes saves of real games into a folder, the save fuzzer's first corpus:
// fresh runs and runs some way in, of each class, on generated floors and
// on the shipped levels, and one whose hero has died. Made afresh by
// scripts/fuzz, so the seeds always hold the current format.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "content/rules_loader.h"
#include "fuzz_play.h"

using namespace delve;
namespace fs = std::filesystem;

namespace {

void write(const fs::path& folder, const std::string& name, const Game& game) {
    std::ofstream(folder / (name + ".sav"), std::ios::binary) << saveGame(game);
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
        Game game(GameOptions{static_cast<std::uint64_t>(i + 1), classes[i], std::nullopt, rules});
        write(folder, std::string("start_") + classes[i], game);
        fuzz::playTurns(game, static_cast<std::uint64_t>(i), 200 + 150 * i);
        write(folder, std::string("later_") + classes[i], game);
    }
    for (const auto& entry : fs::directory_iterator(fs::path(DELVE_DATA_DIR) / "levels")) {
        Game game(GameOptions{5, "rogue", entry.path(), rules});
        fuzz::playTurns(game, 5, 30);
        write(folder, "level_" + entry.path().stem().string(), game);
    }
    // A tiny level keeps the inputs short, which the fuzzer mutates best.
    const fs::path tiny = folder / "tiny.txt";
    std::ofstream(tiny) << "level|tiny|A Tiny Room\n#####\n#@.r#\n#,'>#\n#####\n"
                           "legend|r|monster|giant_white_rat\nend\n";
    Game small(GameOptions{9, "barbarian", tiny, rules});
    fs::remove(tiny);
    write(folder, "tiny", small);
    fuzz::playTurns(small, 3, 4);
    write(folder, "tiny_later", small);
    // Play on until some hero dies, for a save with a cause of death.
    for (std::uint64_t seed = 1; seed < 200; ++seed) {
        Game game(GameOptions{seed, "rogue", std::nullopt, rules});
        fuzz::playTurns(game, seed, 3000);
        if (game.isOver()) {
            write(folder, "dead", game);
            break;
        }
    }
    return 0;
}
