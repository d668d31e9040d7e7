// The checks every command line's options share (apps/option_checks.h), and
// the words of their refusals, read by a command line of the test's own.
#include <gtest/gtest.h>

#include <array>
#include <sstream>

#include "command_line.h"
#include "option_checks.h"
#include "support/temp_folder.h"

namespace delve {
namespace {

enum class Shade { Light, Dark, Dim };

std::string_view shadeWord(Shade shade) {
    switch (shade) {
        case Shade::Light:
            return "light";
        case Shade::Dark:
            return "dark";
        case Shade::Dim:
            return "dim";
    }
    return "light";
}

// A command line with one option of each kind, read from `args`.
struct TestLine {
    std::ostringstream out;
    std::ostringstream err;
    CommandLine line{"delve test", "delve test [--count N]", "A command line for the tests.", out,
                     err};
    int count = 5;
    Shade shade = Shade::Light;
    std::optional<Point> at;
    std::string file;
    std::string name;

    TestLine() {
        CLI::App& app = line.options();
        app.add_option("--count", count, "from 1 to 10")->check(wholeNumber(1, 10));
        app.add_option("--shade", shade, "light, dark or dim")
            ->transform(oneOf(std::array{Shade::Light, Shade::Dark, Shade::Dim}, shadeWord));
        app.add_option_function<std::string>(
               "--at", [this](const std::string& text) { at = cellOf(text); }, "a cell")
            ->check(cell());
        app.add_option("--file", file, "a file")->check(existingFile());
        app.add_option("--name", name, "a name")->check(someText());
    }

    // The first line of what was said: the refusal itself.
    std::string refusal() const {
        const std::string said = err.str();
        return said.substr(0, said.find('\n'));
    }
};

TEST(OptionChecks, WhatTheyAcceptIsReadIntoTheOptions) {
    TestLine test;
    EXPECT_EQ(test.line.read({"--count", "10", "--shade", "dim", "--at", "-1,7", "--name", "Iva"}),
              std::nullopt)
        << test.err.str();
    EXPECT_EQ(test.count, 10);
    EXPECT_EQ(test.shade, Shade::Dim);
    EXPECT_EQ(test.at, (Point{-1, 7}));
    EXPECT_EQ(test.name, "Iva");
    EXPECT_EQ(test.err.str(), "");
}

TEST(OptionChecks, TheLastOfAnOptionGivenTwiceHolds) {
    TestLine test;
    EXPECT_EQ(test.line.read({"--count", "2", "--count=3"}), std::nullopt) << test.err.str();
    EXPECT_EQ(test.count, 3);
}

TEST(OptionChecks, EachRefusalNamesTheOptionAndTheValue) {
    const testing::TempFolder folder("option_checks");
    const std::string absent = (folder.path() / "absent.txt").string();
    const struct {
        std::vector<std::string> args;
        std::string refusal;
    } cases[] = {
        {{"--count", "0"}, "delve test: --count: \"0\" is not a whole number from 1 to 10"},
        {{"--count", "11"}, "delve test: --count: \"11\" is not a whole number from 1 to 10"},
        {{"--count", " 3"}, "delve test: --count: \" 3\" is not a whole number from 1 to 10"},
        {{"--count", "+3"}, "delve test: --count: \"+3\" is not a whole number from 1 to 10"},
        {{"--count", "3.0"}, "delve test: --count: \"3.0\" is not a whole number from 1 to 10"},
        {{"--shade", "Dark"}, "delve test: --shade: \"Dark\" is not one of light, dark, dim"},
        {{"--at", "3"}, "delve test: --at: \"3\" is not a cell X,Y"},
        {{"--at", "3,"}, "delve test: --at: \"3,\" is not a cell X,Y"},
        {{"--file", absent}, "delve test: --file: \"" + absent + "\" is not an existing file"},
        {{"--file", folder.path().string()},
         "delve test: --file: \"" + folder.path().string() + "\" is a folder, not a file"},
        {{"--name", ""}, "delve test: --name: needs a value"},
        {{"--count"}, "delve test: --count: needs a value"},
        {{"--help=yes"}, "delve test: --help: takes no value"},
        {{"--counts", "3"}, "delve test: --counts: unknown option"},
        {{"-c"}, "delve test: -c: unknown option"},
        {{"three"}, "delve test: \"three\": unexpected argument"},
    };
    for (const auto& [args, refusal] : cases) {
        TestLine test;
        EXPECT_EQ(test.line.read(args), kRefusedStatus) << refusal;
        EXPECT_EQ(test.refusal(), refusal);
        EXPECT_EQ(test.err.str(), refusal + "\ntry: delve test --help\n");
        EXPECT_EQ(test.out.str(), "");
    }
}

TEST(OptionChecks, ARefusalAfterReadingHasTheSameShape) {
    TestLine test;
    EXPECT_EQ(test.line.refuse("--at", "9,9 is outside the map"), kRefusedStatus);
    EXPECT_EQ(test.err.str(), "delve test: --at: 9,9 is outside the map\ntry: delve test --help\n");
}

TEST(OptionChecks, HelpComesFirstAndStopsWithZero) {
    TestLine test;
    EXPECT_EQ(test.line.read({"--count", "3", "--help", "--bogus"}), 0);
    EXPECT_EQ(test.err.str(), "");
    const std::string help = test.out.str();
    EXPECT_EQ(help.rfind("usage: delve test [--count N]\n\nA command line for the tests.\n", 0), 0U)
        << help;
    EXPECT_NE(help.find("--count"), std::string::npos) << help;
    EXPECT_NE(help.find("from 1 to 10"), std::string::npos) << help;
}

}  // namespace
}  // namespace delve
