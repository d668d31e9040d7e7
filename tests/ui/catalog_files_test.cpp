// The catalogs under po/ as translators keep them: the template made from
// today's sources, and every language's catalog complete and well formed.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace delve {
namespace {

const std::filesystem::path kSource = DELVE_SOURCE_DIR;

struct ShellRun {
    int status = -1;
    std::string output;
};

// Runs a shell command in the source folder and collects all it prints.
ShellRun run(const std::string& command) {
    const std::string whole = "cd '" + kSource.string() + "' && " + command + " 2>&1";
    ShellRun result;
    FILE* pipe = popen(whole.c_str(), "r");
    if (pipe == nullptr) {
        return result;
    }
    std::array<char, 4096> chunk{};
    std::size_t got = 0;
    while ((got = std::fread(chunk.data(), 1, chunk.size(), pipe)) > 0) {
        result.output.append(chunk.data(), got);
    }
    const int status = pclose(pipe);
    result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
}

std::string readFile(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(CatalogFiles, TheTemplateHoldsEveryTextOfTodaysSources) {
    const ShellRun made = run("scripts/catalogs --print");
    ASSERT_EQ(made.status, 0) << made.output;
    EXPECT_EQ(made.output, readFile(kSource / "po/delve.pot"))
        << "po/delve.pot is out of date with the sources: run scripts/catalogs";
}

TEST(CatalogFiles, EveryLanguageTranslatesEveryTextWithNothingFuzzy) {
    for (const char* code : {"bg", "de", "es"}) {
        const std::string catalog = std::string("po/") + code + ".po";
        const ShellRun checked = run("msgfmt --check --statistics -o /dev/null " + catalog);
        EXPECT_EQ(checked.status, 0) << catalog << ": " << checked.output;
        EXPECT_EQ(checked.output.find("untranslated"), std::string::npos)
            << catalog << ": " << checked.output;
        EXPECT_EQ(checked.output.find("fuzzy"), std::string::npos)
            << catalog << ": " << checked.output;
        // Every text of the template is in the catalog.
        const ShellRun compared = run("msgcmp " + catalog + " po/delve.pot");
        EXPECT_EQ(compared.status, 0) << catalog << ": " << compared.output;
    }
}

}  // namespace
}  // namespace delve
