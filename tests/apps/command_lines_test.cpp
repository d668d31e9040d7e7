// Every command line of Delve is read in one style (apps/command_line.h):
// --help prints the command's usage and options on stdout and stops with 0;
// an unknown option, a missing value or a bad one is refused on stderr in one
// line naming the command and the option, then a line saying to try --help,
// and the command stops with 2 before it does anything else.
#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <string>

#include "core/atomic_file.h"
#include "support/build_folders.h"
#include "support/run_delve.h"
#include "support/temp_folder.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

struct CommandLineCase {
    std::string command;    // as it names itself: "delve sim"
    std::string arguments;  // what gets it as far as its options; {map} is a map file
    std::string option;     // an option that takes a value
    std::string badValue;   // that option with a value it refuses
    std::string problem;    // what the refusal says of it, after the option's name
};

// How a test names each case: "delve serve-load" as DelveServeLoad.
std::string caseName(const ::testing::TestParamInfo<CommandLineCase>& info) {
    std::string name;
    bool capital = true;
    for (const char c : info.param.command) {
        if (c == ' ' || c == '-') {
            capital = true;
        } else {
            name += capital ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
            capital = false;
        }
    }
    return name;
}

struct Separate {
    int status = -1;
    std::string out;
    std::string err;
};

class CommandLines : public ::testing::TestWithParam<CommandLineCase> {
  protected:
    CommandLines() : folder_("command_lines") {
        writeFileAtomically(folder_.path() / "map.txt", "#####\n#@..#\n#####\n");
    }

    // Runs delve with the case's arguments and `more`, in a home of its own,
    // stdout and stderr kept apart.
    Separate run(const std::string& more) {
        std::string arguments = GetParam().arguments + " " + more;
        const std::string map = "{map}";
        if (const std::size_t at = arguments.find(map); at != std::string::npos) {
            arguments.replace(at, map.size(), "'" + (folder_.path() / "map.txt").string() + "'");
        }
        const fs::path out = folder_.path() / "out.txt";
        const fs::path err = folder_.path() / "err.txt";
        const testing::CommandResult result = testing::runCommand(
            "{ env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG -u XDG_CONFIG_HOME -u "
            "XDG_DATA_HOME HOME='" +
            folder_.path().string() + "' '" + testing::kDelveBinary + "' " + arguments + " >'" +
            out.string() + "' 2>'" + err.string() + "'; }");
        return Separate{result.status, readWholeFile(out), readWholeFile(err)};
    }

    // The two lines of a refusal.
    std::string refusal(const std::string& problem) const {
        const std::string& command = GetParam().command;
        return command + ": " + problem + "\ntry: " + command + " --help\n";
    }

    testing::TempFolder folder_;
};

// Those that take a value, and those of them that CLI11 reads whole: Google
// Benchmark's options are its own, written --name=value, so that one without
// its value is to it an option it does not know.
class BadValues : public CommandLines {};
class MissingValues : public CommandLines {};

TEST_P(CommandLines, AnUnknownOptionIsRefusedByName) {
    const Separate run = this->run("--bogus");
    EXPECT_EQ(run.status, 2) << run.err;
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(run.err, refusal("--bogus: unknown option"));
}

TEST_P(CommandLines, HelpPrintsTheUsageAndTheOptionsAndStopsWithZero) {
    const Separate run = this->run("--help");
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.err, "");
    const std::string usage = "usage: " + GetParam().command;
    ASSERT_EQ(run.out.rfind(usage, 0), 0U) << run.out;
    EXPECT_TRUE(run.out[usage.size()] == ' ' || run.out[usage.size()] == '\n') << run.out;
    EXPECT_NE(run.out.find("  -h, --help"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find(GetParam().option), std::string::npos) << run.out;
}

TEST_P(BadValues, ABadValueIsRefusedNamingTheOption) {
    const Separate run = this->run(GetParam().badValue);
    EXPECT_EQ(run.status, 2) << run.err;
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(run.err, refusal(GetParam().option + ": " + GetParam().problem));
}

TEST_P(MissingValues, AMissingValueIsRefusedNamingTheOption) {
    const Separate run = this->run(GetParam().option);
    EXPECT_EQ(run.status, 2) << run.err;
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(run.err, refusal(GetParam().option + ": needs a value"));
}

// The commands whose options CLI11 reads whole, each with a value it refuses.
const CommandLineCase kValued[] = {
    {"delve", "", "--seed", "--seed many", "\"many\" is not a whole number from 0 up"},
    {"delve replay", "replay {map}", "--size", "--size 30x10",
     "\"30x10\" is not COLSxROWS from 40x12 to 400x200"},
    {"delve sim", "sim --games 2 --seed 1", "--threads", "--threads none",
     "\"none\" is not a whole number from 1 up"},
    {"delve serve", "serve", "--port", "--port 65536",
     "\"65536\" is not a whole number from 1 to 65535"},
    {"delve serve-load", "serve-load", "--games", "--games 1001",
     "\"1001\" is not a whole number from 1 to 1000"},
    {"delve fov", "fov {map}", "--radius", "--radius far",
     "\"far\" is not a whole number from 0 up"},
    {"delve path", "path {map} --from 1,1 --to 2,1", "--to", "--to 2,y",
     "\"2,y\" is not a cell X,Y"},
    {"delve scores", "scores", "--lang", "--lang fr", "\"fr\" is not one of bg, de, en, es"},
};

const CommandLineCase kBench = {"delve bench", "bench", "--benchmark_repetitions",
                                "--benchmark_repetitions=many",
                                "\"many\" is not a value Google Benchmark takes for it"};

const CommandLineCase kHelp = {"delve help", "help", "--help", "", ""};

INSTANTIATE_TEST_SUITE_P(EveryCommand, CommandLines,
                         ::testing::Values(kValued[0], kValued[1], kValued[2], kValued[3],
                                           kValued[4], kValued[5], kValued[6], kValued[7], kBench,
                                           kHelp),
                         caseName);

INSTANTIATE_TEST_SUITE_P(EveryCommandWithValues, BadValues,
                         ::testing::Values(kValued[0], kValued[1], kValued[2], kValued[3],
                                           kValued[4], kValued[5], kValued[6], kValued[7], kBench),
                         caseName);

INSTANTIATE_TEST_SUITE_P(EveryCommandWithValues, MissingValues, ::testing::ValuesIn(kValued),
                         caseName);

}  // namespace
}  // namespace delve
