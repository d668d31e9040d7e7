// Accounts: names and passwords checked, passwords kept only as argon2id
// hashes, logins as random tokens kept only as hashes, and running out.
#include <gtest/gtest.h>

#include <fstream>

#include "serve/accounts.h"
#include "serve/database.h"
#include "support/temp_folder.h"

namespace delve {
namespace {

class AccountsTest : public ::testing::Test {
  protected:
    testing::TempFolder folder{"accounts"};
    Database database{folder.path() / "delve.sqlite"};
    Accounts accounts{database};
};

TEST_F(AccountsTest, APasswordIsKeptOnlyAsAnArgon2idHashThatVerifies) {
    const std::string hashed = hashPassword("correct horse", PasswordCost::least());
    EXPECT_TRUE(hashed.starts_with("$argon2id$"));
    EXPECT_EQ(hashed.find("correct horse"), std::string::npos);
    EXPECT_TRUE(passwordMatches(hashed, "correct horse"));
    EXPECT_FALSE(passwordMatches(hashed, "correct horsf"));
    EXPECT_NE(hashPassword("correct horse", PasswordCost::least()), hashed);  // salted
}

TEST_F(AccountsTest, ANameIsTakenWhateverItsCase) {
    const std::string hashed = hashPassword("password1", PasswordCost::least());
    const auto made = accounts.create("Ada", hashed, 100);
    ASSERT_TRUE(made);
    EXPECT_FALSE(accounts.create("ada", hashed, 101));
    const auto found = accounts.find("ADA");
    ASSERT_TRUE(found);
    EXPECT_EQ(found->first.id, made->id);
    EXPECT_EQ(found->first.name, "Ada");
    EXPECT_EQ(found->second, hashed);
}

TEST_F(AccountsTest, NamesAndPasswordsOutsideTheirBoundsAreRefused) {
    EXPECT_FALSE(Accounts::badName("ada_lovelace-2"));
    EXPECT_TRUE(Accounts::badName("a"));
    EXPECT_TRUE(Accounts::badName(std::string(21, 'a')));
    EXPECT_TRUE(Accounts::badName("../etc"));
    EXPECT_TRUE(Accounts::badName("Ана"));
    EXPECT_TRUE(Accounts::badName("a b"));
    EXPECT_FALSE(Accounts::badPassword("12345678"));
    EXPECT_TRUE(Accounts::badPassword("1234567"));
    EXPECT_TRUE(Accounts::badPassword(std::string(129, 'x')));
}

TEST_F(AccountsTest, TheRuleForNamesSaysWhatItTakes) {
    EXPECT_FALSE(Accounts::badName("Ada_Lovelace"));
    const auto refused = Accounts::badName("Ада");
    ASSERT_TRUE(refused);
    EXPECT_NE(refused->find("A-Z and a-z"), std::string::npos) << *refused;
}

TEST_F(AccountsTest, ALoginTokenLetsItsAccountInUntilItEndsOrRunsOut) {
    const auto ada = accounts.create("ada", hashPassword("password1", PasswordCost::least()), 0);
    ASSERT_TRUE(ada);
    const std::string token = accounts.beginLogin(*ada, 1000, 1);
    EXPECT_EQ(token.size(), 64u);
    const auto in = accounts.accountOfLogin(token, 1001);
    ASSERT_TRUE(in);
    EXPECT_EQ(in->name, "ada");
    EXPECT_FALSE(accounts.accountOfLogin(token, 1000 + 24 * 60 * 60));
    const std::string again = accounts.beginLogin(*ada, 1000, 1);
    EXPECT_NE(again, token);
    accounts.endLogin(again);
    EXPECT_FALSE(accounts.accountOfLogin(again, 1001));
}

TEST_F(AccountsTest, WhatIsNotATokenLetsNobodyIn) {
    const auto ada = accounts.create("ada", hashPassword("password1", PasswordCost::least()), 0);
    accounts.beginLogin(*ada, 0);
    EXPECT_FALSE(accounts.accountOfLogin("", 1));
    EXPECT_FALSE(accounts.accountOfLogin(std::string(64, 'z'), 1));
    EXPECT_FALSE(accounts.accountOfLogin(std::string(64, '0'), 1));
    EXPECT_FALSE(accounts.accountOfLogin("' OR 1=1 --", 1));
}

TEST_F(AccountsTest, TheDatabaseKeepsAccountsFromOneOpeningToTheNext) {
    const auto made = accounts.create("ada", hashPassword("password1", PasswordCost::least()), 0);
    const std::string token = accounts.beginLogin(*made, 0);
    Database reopened(folder.path() / "delve.sqlite");
    Accounts again(reopened);
    ASSERT_TRUE(again.find("ada"));
    EXPECT_TRUE(again.accountOfLogin(token, 1));
}

TEST(Database, AFileThatIsNotADatabaseIsRefusedNamingIt) {
    testing::TempFolder folder("database_bad");
    const auto file = folder.path() / "delve.sqlite";
    std::ofstream(file) << std::string(4096, 'x');
    try {
        Database database(file);
        FAIL() << "opened";
    } catch (const DatabaseError& error) {
        EXPECT_NE(std::string(error.what()).find(file.string()), std::string::npos);
    }
}

}  // namespace
}  // namespace delve
