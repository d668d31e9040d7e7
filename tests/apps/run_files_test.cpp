#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <string>

#include "file_keeper.h"
#include "file_recorder.h"
#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "run_files.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

// An environment made of a few variables, for trying homes.
Environment only(std::map<std::string, std::string> variables) {
    return [variables = std::move(variables)](const char* name) -> const char* {
        const auto found = variables.find(name);
        return found == variables.end() ? nullptr : found->second.c_str();
    };
}

// A folder of its own for each test, removed after.
class TempFolder {
  public:
    explicit TempFolder(const std::string& name)
        : path_(fs::temp_directory_path() / ("delve_" + name + "_" + std::to_string(::getpid()))) {
        fs::remove_all(path_);
    }
    ~TempFolder() { fs::remove_all(path_); }
    TempFolder(const TempFolder&) = delete;
    TempFolder& operator=(const TempFolder&) = delete;
    const fs::path& path() const { return path_; }

  private:
    fs::path path_;
};

TEST(RunFiles, TheSaveLivesInTheXdgDataFolder) {
    EXPECT_EQ(defaultSavePath(only({{"XDG_DATA_HOME", "/data"}, {"HOME", "/home/ann"}})),
              fs::path("/data/delve/save.txt"));
    EXPECT_EQ(defaultSavePath(only({{"HOME", "/home/ann"}})),
              fs::path("/home/ann/.local/share/delve/save.txt"));
    // The XDG spec: an empty or relative XDG_DATA_HOME is not to be used.
    EXPECT_EQ(defaultSavePath(only({{"XDG_DATA_HOME", ""}, {"HOME", "/home/ann"}})),
              fs::path("/home/ann/.local/share/delve/save.txt"));
    EXPECT_EQ(defaultSavePath(only({{"XDG_DATA_HOME", "data"}, {"HOME", "/home/ann"}})),
              fs::path("/home/ann/.local/share/delve/save.txt"));
    EXPECT_EQ(defaultSavePath(only({})), std::nullopt);
    EXPECT_EQ(defaultSavePath(only({{"HOME", "relative"}})), std::nullopt);
}

TEST(RunFiles, PicturesGoWhereTheEnvironmentOrTheUserDirsFileSays) {
    EXPECT_EQ(picturesFolder(only({{"XDG_PICTURES_DIR", "/pics"}, {"HOME", "/home/ann"}})),
              fs::path("/pics"));
    EXPECT_EQ(picturesFolder(only({{"XDG_PICTURES_DIR", "pics"}, {"HOME", "/nowhere/ann"}})),
              fs::path("/nowhere/ann/Pictures"))
        << "a relative folder is not to be used";
    EXPECT_EQ(picturesFolder(only({})), std::nullopt);

    TempFolder config("user_dirs");
    fs::create_directories(config.path());
    std::ofstream(config.path() / "user-dirs.dirs")
        << "# written by xdg-user-dirs-update\nXDG_DESKTOP_DIR=\"$HOME/Desktop\"\n"
           "XDG_PICTURES_DIR=\"$HOME/Bilder\"\n";
    EXPECT_EQ(
        picturesFolder(only({{"XDG_CONFIG_HOME", config.path().string()}, {"HOME", "/home/ann"}})),
        fs::path("/home/ann/Bilder"));
    std::ofstream(config.path() / "user-dirs.dirs") << "XDG_PICTURES_DIR=\"/srv/shots\"\n";
    EXPECT_EQ(
        picturesFolder(only({{"XDG_CONFIG_HOME", config.path().string()}, {"HOME", "/home/ann"}})),
        fs::path("/srv/shots"));
    std::ofstream(config.path() / "user-dirs.dirs") << "XDG_PICTURES_DIR=\"shots\"\n";
    EXPECT_EQ(
        picturesFolder(only({{"XDG_CONFIG_HOME", config.path().string()}, {"HOME", "/home/ann"}})),
        fs::path("/home/ann/Pictures"));
}

TEST(RunFiles, TheCopySetAsideIsBesideTheSave) {
    EXPECT_EQ(asidePathFor("/d/save.txt"), fs::path("/d/save.aside.txt"));
    EXPECT_EQ(asidePathFor("/d/run.sav"), fs::path("/d/run.aside.sav"));
    EXPECT_EQ(asidePathFor("/d/run"), fs::path("/d/run.aside"));
    EXPECT_EQ(asidePathFor("run.v2.txt"), fs::path("run.v2.aside.txt"));
}

TEST(FileKeeper, MakesItsFoldersAndKeepsBothFiles) {
    const TempFolder home("keeper_home");
    const fs::path save = home.path() / "share" / "delve" / "save.txt";
    FileKeeper keeper(save, testing::rules());
    EXPECT_TRUE(keeper.keepsRuns());
    EXPECT_EQ(keeper.savedRun(), std::nullopt);
    EXPECT_EQ(keeper.takeAside(), std::nullopt);

    Game game(GameOptions{8, "rogue", nullptr, testing::rules()});
    game.act(Step{Direction::South});
    keeper.save(game);
    ASSERT_TRUE(fs::exists(save));
    game.act(Step{Direction::North});
    keeper.setAside(game);
    ASSERT_TRUE(fs::exists(home.path() / "share" / "delve" / "save.aside.txt"));

    EXPECT_EQ(stateHash(*keeper.takeAside()), stateHash(game));
    EXPECT_EQ(stateHash(*keeper.takeAside()), stateHash(game)) << "the copy stays set aside";
    EXPECT_NE(stateHash(keeper.savedRun()->game), stateHash(game));

    keeper.runEnded(game);
    EXPECT_FALSE(fs::exists(save));
    EXPECT_FALSE(fs::exists(keeper.asidePath()));
    EXPECT_NO_THROW(keeper.abandonSavedRun()) << "nothing left to remove is no fault";
}

TEST(FileKeeper, ASpoiledSaveIsReportedWhereItIsWrong) {
    const TempFolder home("keeper_spoiled");
    fs::create_directories(home.path());
    const fs::path save = home.path() / "save.txt";
    std::ofstream(save) << "delve-save 1\nseed x\n";
    FileKeeper keeper(save, testing::rules());
    try {
        keeper.savedRun();
        FAIL() << "a spoiled save was read";
    } catch (const SaveError& error) {
        EXPECT_NE(std::string(error.what()).find("save.txt:2:6:"), std::string::npos)
            << error.what();
    }
}

TEST(FileKeeper, AFolderThatCannotBeMadeIsAClearError) {
    const TempFolder home("keeper_blocked");
    fs::create_directories(home.path());
    std::ofstream(home.path() / "file") << "in the way";
    FileKeeper keeper(home.path() / "file" / "save.txt", testing::rules());
    try {
        keeper.save(Game(GameOptions{8, "rogue", nullptr, testing::rules()}));
        FAIL() << "saved under a file";
    } catch (const std::runtime_error& error) {
        EXPECT_NE(std::string(error.what()).find("cannot make the folder"), std::string::npos)
            << error.what();
    }
}

TEST(FileRecorder, WritesAsItGoes) {
    const TempFolder folder("recorder");
    fs::create_directories(folder.path());
    const fs::path file = folder.path() / "run.rec";
    FileRecorder recorder(file);
    recorder.append("delve-recording 1\n");
    std::ifstream in(file);
    std::string line;
    std::getline(in, line);
    EXPECT_EQ(line, "delve-recording 1") << "flushed at once, not when the run ends";
    EXPECT_THROW(FileRecorder(folder.path() / "no" / "such" / "run.rec"), std::runtime_error);
}

// The App and the file keeper together: the files change as the run goes,
// not only when it ends.
TEST(FileKeeper, TheSaveIsWrittenOnANewFloorAndGoneAtDeath) {
    const TempFolder home("keeper_app");
    const fs::path save = home.path() / "delve" / "save.txt";
    const testing::TempLevel stairs("keeper_app_stairs", "#####\n#@>.#\n#####\nend\n");
    FileKeeper keeper(save, testing::rules());
    {
        App app(GameOptions{3, "fighter", stairs.level(), testing::rules()}, StartChoices{},
                DrawStyle{});
        app.keeping().setKeeper(keeper);
        EXPECT_FALSE(fs::exists(save));
        app.handle(InputEvent::keyPress(Key::of(U'l')));
        ASSERT_TRUE(fs::exists(save)) << "saved before the first input, for the journal";
        EXPECT_EQ(keeper.savedRun()->game.stage().depth(), 1);
        app.handle(InputEvent::keyPress(Key::of(U'>')));
        EXPECT_EQ(keeper.savedRun()->game.stage().depth(), 2);
        app.handle(InputEvent::keyPress(Key::named(KeyCode::F5)));
        EXPECT_TRUE(fs::exists(keeper.asidePath()));
    }
    const testing::TempLevel goblins("keeper_app_goblins",
                                     "#######\n#@ggg.#\n#.ggg.#\n#######\n"
                                     "legend|g|monster|goblin\nend\n");
    App app(GameOptions{3, "rogue", goblins.level(), testing::rules()}, StartChoices{},
            DrawStyle{});
    app.keeping().setKeeper(keeper);
    for (int turn = 0; turn < 500 && !app.game().isOver(); ++turn) {
        app.handle(InputEvent::keyPress(Key::of(U'.')));
    }
    ASSERT_TRUE(app.game().isOver());
    EXPECT_FALSE(fs::exists(save)) << "gone as the hero dies";
    EXPECT_FALSE(fs::exists(keeper.asidePath()));
}

}  // namespace
}  // namespace delve
