// What the server reads from a request: its login cookie, a socket's
// target, a login's body; each bounded, anything else refused.
#include <gtest/gtest.h>

#include "keep/score_file.h"
#include "serve/accounts.h"
#include "serve/database.h"
#include "serve/server_answers.h"
#include "support/temp_folder.h"

namespace delve {
namespace {

TEST(ServerAnswers, TheLoginCookieIsFoundAmongOthersAndBounded) {
    EXPECT_EQ(loginCookie("delve_login=abc"), "abc");
    EXPECT_EQ(loginCookie("theme=dark; delve_login=abc; lang=de"), "abc");
    EXPECT_FALSE(loginCookie("theme=dark"));
    EXPECT_FALSE(loginCookie("delve_login_old=abc"));
    EXPECT_FALSE(loginCookie("delve_login="));
    EXPECT_FALSE(loginCookie("delve_login=" + std::string(200, 'a')));
    EXPECT_FALSE(loginCookie(""));
}

TEST(ServerAnswers, ASocketsTargetNamesASizeInBoundsOrAGameToWatch) {
    const SocketTarget plain = readSocketTarget("/socket");
    EXPECT_TRUE(plain.valid);
    EXPECT_EQ(plain.size.columns, 80);
    const SocketTarget sized = readSocketTarget("/socket?columns=120&rows=40");
    EXPECT_TRUE(sized.valid);
    EXPECT_EQ(sized.size.columns, 120);
    EXPECT_EQ(sized.size.rows, 40);
    const SocketTarget watching = readSocketTarget("/socket?watch=7");
    EXPECT_TRUE(watching.valid);
    EXPECT_EQ(watching.watch, 7);
    EXPECT_FALSE(readSocketTarget("/socket?columns=120").valid);
    EXPECT_FALSE(readSocketTarget("/socket?columns=9999&rows=40").valid);
    EXPECT_FALSE(readSocketTarget("/socket?columns=abc&rows=40").valid);
    EXPECT_FALSE(readSocketTarget("/socket?path=../../etc").valid);
    EXPECT_FALSE(readSocketTarget("/socket?watch").valid);
    EXPECT_FALSE(readSocketTarget("/elsewhere").valid);
}

TEST(ServerAnswers, ALoginsBodyIsANameAndAPasswordAsStrings) {
    const auto read = readCredentials(R"({"name":"ada","password":"password1"})");
    ASSERT_TRUE(read);
    EXPECT_EQ(read->name, "ada");
    EXPECT_EQ(read->password, "password1");
    EXPECT_FALSE(readCredentials(R"({"name":"ada"})"));
    EXPECT_FALSE(readCredentials(R"({"name":1,"password":"password1"})"));
    EXPECT_FALSE(readCredentials("name=ada&password=password1"));
    EXPECT_FALSE(readCredentials(""));
}

}  // namespace
}  // namespace delve

namespace delve {
namespace {

TEST(ServerAnswers, TheBestRunsOfEveryAccountAreRankedTogether) {
    testing::TempFolder folder("best_runs");
    Database database(folder.path() / "delve.sqlite");
    Accounts accounts(database);
    const auto keep = [&](const std::string& name, int depth) {
        const Account account = *accounts.create(name, "not a hash", 0);
        ScoreEntry entry;
        entry.heroName = name + "'s hero";
        entry.depth = depth;
        entry.heroClass = "fighter";
        entry.turns = 100;
        entry.seed = 7;
        entry.date = "2026-12-05";
        ScoreTable table;
        table.add(entry);
        database.prepare("INSERT INTO scores(account, line) VALUES (?, ?)")
            .bind(1, account.id)
            .bind(2, scoreFileText(table))
            .run();
    };
    keep("ada", 2);
    keep("bea", 5);
    database.prepare("INSERT INTO scores(account, line) VALUES (1, 'not a score table')").run();
    const nlohmann::json best = bestRunsJson(database);
    ASSERT_EQ(best.size(), 2u);
    EXPECT_EQ(best[0]["player"], "bea");
    EXPECT_EQ(best[0]["depth"], 5);
    EXPECT_EQ(best[0]["outcome"], "died");
    EXPECT_EQ(best[1]["hero"], "ada's hero");
}

}  // namespace
}  // namespace delve
