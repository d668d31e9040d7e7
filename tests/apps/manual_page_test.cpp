// The manual page (docs/delve.6) tells of every tool `delve --help` lists,
// and names only the tools and options the binary has: each tool it names
// answers --help, and each option it names is in delve's help or a tool's.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "support/build_folders.h"
#include "support/run_delve.h"

namespace delve {
namespace {

// The page as a reader sees its words: roff's escaped hyphens plain.
std::string manualPage() {
    std::ifstream in(std::filesystem::path(testing::kSourceFolder) / "docs" / "delve.6");
    std::stringstream read;
    read << in.rdbuf();
    return std::regex_replace(read.str(), std::regex(R"(\\-)"), "-");
}

// Every match of the pattern's first group in `text`.
std::set<std::string> allOf(const std::string& text, const std::string& pattern) {
    std::set<std::string> found;
    const std::regex expression(pattern);
    for (auto match = std::sregex_iterator(text.begin(), text.end(), expression);
         match != std::sregex_iterator(); ++match) {
        found.insert((*match)[1].str());
    }
    return found;
}

// One section of the page, from its heading to the next.
std::string pageSection(const std::string& page, const std::string& name) {
    const std::size_t begin = page.find(".SH " + name);
    const std::size_t end = page.find(".SH", begin + 1);
    return begin == std::string::npos ? std::string() : page.substr(begin, end - begin);
}

// The tools the page tells of: the names after "delve" at the head of an
// entry of its TOOLS section.
std::set<std::string> toolsNamed(const std::string& page) {
    return allOf(pageSection(page, "TOOLS"), R"(\n\.B[I]? "delve ([a-z][a-z-]*))");
}

TEST(ManualPage, ItTellsOfEveryToolAndEachAnswersHelp) {
    const std::set<std::string> tools = toolsNamed(manualPage());
    const std::string help = testing::runDelve("--help").output;
    EXPECT_EQ(tools, allOf(help.substr(help.find("\ntools:")), R"(\n  delve ([a-z][a-z-]*))"));
    for (const std::string& tool : tools) {
        const auto help = testing::runDelve(tool + " --help");
        EXPECT_EQ(help.status, 0) << tool << ": " << help.output;
        EXPECT_NE(help.output.find("usage: delve " + tool), std::string::npos) << help.output;
    }
}

TEST(ManualPage, EveryOptionItNamesIsOneTheBinaryTakes) {
    const std::string page = manualPage();
    std::string help = testing::runDelve("--help").output;
    for (const std::string& tool : toolsNamed(page)) {
        help += testing::runDelve(tool + " --help").output;
    }
    // The SERVICE section's options are systemctl's.
    std::string delvesOwn = page;
    delvesOwn.erase(delvesOwn.find(pageSection(page, "SERVICE")),
                    pageSection(page, "SERVICE").size());
    const std::set<std::string> options = allOf(delvesOwn, R"((--[a-z][a-z_-]*))");
    ASSERT_GT(options.size(), 30u);
    for (const std::string& option : options) {
        EXPECT_TRUE(std::regex_search(help, std::regex(option + R"((?![a-z_-]))")))
            << option << " is in the manual page but in no help";
    }
}

}  // namespace
}  // namespace delve
