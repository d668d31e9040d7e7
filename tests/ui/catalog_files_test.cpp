// The catalogs under po/ as translators keep them: the template made from
// today's sources, and every language's catalog complete and well formed.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "support/build_folders.h"
#include "support/run_delve.h"

namespace delve {
namespace {

const std::filesystem::path kCatalogSource = testing::kSourceFolder;

// Runs a shell command in the source folder.
testing::CommandResult run(const std::string& command) {
    return testing::runCommand("cd '" + kCatalogSource.string() + "' && " + command);
}

std::string readCatalogFile(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(CatalogFiles, TheTemplateHoldsEveryTextOfTodaysSources) {
    const testing::CommandResult made =
        run("DELVE='" + std::string(testing::kDelveBinary) + "' scripts/catalogs --print");
    ASSERT_EQ(made.status, 0) << made.output;
    EXPECT_EQ(made.output, readCatalogFile(kCatalogSource / "po/delve.pot"))
        << "po/delve.pot is out of date with the sources: run scripts/catalogs";
}

TEST(CatalogFiles, EveryLanguageTranslatesEveryTextWithNothingFuzzy) {
    for (const char* code : {"bg", "de", "es"}) {
        const std::string catalog = std::string("po/") + code + ".po";
        const testing::CommandResult checked =
            run("msgfmt --check --statistics -o /dev/null " + catalog);
        EXPECT_EQ(checked.status, 0) << catalog << ": " << checked.output;
        EXPECT_EQ(checked.output.find("untranslated"), std::string::npos)
            << catalog << ": " << checked.output;
        EXPECT_EQ(checked.output.find("fuzzy"), std::string::npos)
            << catalog << ": " << checked.output;
        // Every text of the template is in the catalog.
        const testing::CommandResult compared = run("msgcmp " + catalog + " po/delve.pot");
        EXPECT_EQ(compared.status, 0) << catalog << ": " << compared.output;
    }
}

}  // namespace
}  // namespace delve
