// The README's table of keys is the help screen's, in English, with the
// default keymap: written from it, never by hand. DELVE_UPDATE_GOLDEN=1
// writes it anew.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "support/build_folders.h"
#include "ui/input/key_help.h"
#include "ui/text/translation.h"

namespace delve {
namespace {

constexpr std::string_view kBegin =
    "<!-- The table of keys is written from the keymap (tests/ui/readme_keys_test.cpp). -->\n";
constexpr std::string_view kEnd = "<!-- The end of the table of keys. -->\n";

// A cell of a Markdown table: | would end it.
std::string cell(const std::string& text) {
    std::string escaped;
    for (char c : text) {
        escaped += c == '|' ? std::string("\\|") : std::string(1, c);
    }
    return escaped;
}

std::string keyTable() {
    const ScopedCatalog english{Catalog()};
    std::string table = "| keys | what they do |\n| --- | --- |\n";
    for (const KeyHelp& row : keyHelp(Keymap())) {
        table += "| " + cell(row.keys) + " | " + cell(row.meaning) + " |\n";
    }
    return table;
}

TEST(Readme, TheTableOfKeysIsTheHelpOfTheDefaultKeymap) {
    const std::filesystem::path path = std::filesystem::path(testing::kSourceFolder) / "README.md";
    std::ifstream in(path);
    std::stringstream read;
    read << in.rdbuf();
    std::string readme = read.str();
    const std::size_t begin = readme.find(kBegin);
    const std::size_t end = readme.find(kEnd);
    ASSERT_NE(begin, std::string::npos) << "README.md has no table of keys";
    ASSERT_NE(end, std::string::npos);
    ASSERT_LT(begin, end);
    const std::size_t tableAt = begin + kBegin.size();
    const std::string table = keyTable();
    if (std::getenv("DELVE_UPDATE_GOLDEN") != nullptr) {
        readme.replace(tableAt, end - tableAt, table);
        std::ofstream(path) << readme;
        return;
    }
    EXPECT_EQ(readme.substr(tableAt, end - tableAt), table)
        << "run with DELVE_UPDATE_GOLDEN=1 to write the README's table anew";
}

}  // namespace
}  // namespace delve
