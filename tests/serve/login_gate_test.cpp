// Failed logins slow whoever guesses and never lock an account's owner out:
// the rule of docs/web.md's "Logging in", with time given, not read.
#include <gtest/gtest.h>

#include <string>

#include "serve/login_gate.h"

namespace delve {
namespace {

constexpr std::int64_t kWindow = 600;

// Ten wrong passwords for "ada" from the guesser's address.
LoginGate afterTenGuesses() {
    LoginGate gate(20, 10, kWindow);
    for (int i = 0; i < 10; ++i) {
        EXPECT_TRUE(gate.allows("ada", "203.0.113.9", i));
        gate.failed("ada", "203.0.113.9", i);
    }
    return gate;
}

TEST(LoginGate, TheGuesserIsRefusedAfterTenWrongPasswords) {
    LoginGate gate = afterTenGuesses();
    EXPECT_FALSE(gate.allows("ada", "203.0.113.9", 20));
}

TEST(LoginGate, TheOwnerFromAnAddressThatNeverFailedStillGetsIn) {
    LoginGate gate = afterTenGuesses();
    EXPECT_TRUE(gate.allows("ada", "198.51.100.4", 20));
    gate.succeeded("ada", "198.51.100.4");
    EXPECT_TRUE(gate.allows("ada", "198.51.100.4", 21));
}

TEST(LoginGate, AnAccountUnderAttackGivesEachNewAddressOneTry) {
    LoginGate gate = afterTenGuesses();
    EXPECT_TRUE(gate.allows("ada", "192.0.2.1", 20));
    gate.failed("ada", "192.0.2.1", 20);
    EXPECT_FALSE(gate.allows("ada", "192.0.2.1", 21));
}

TEST(LoginGate, AnotherNameFromTheGuessersAddressIsStillTried) {
    LoginGate gate = afterTenGuesses();
    EXPECT_TRUE(gate.allows("bea", "203.0.113.9", 20));
}

TEST(LoginGate, AnAddressThatSpraysManyNamesIsRefusedForEveryName) {
    LoginGate gate(20, 10, kWindow);
    for (int i = 0; i < 20; ++i) {
        gate.failed("name" + std::to_string(i), "203.0.113.9", 0);
    }
    EXPECT_FALSE(gate.allows("someone", "203.0.113.9", 1));
    EXPECT_TRUE(gate.allows("someone", "198.51.100.4", 1));
}

TEST(LoginGate, EveryRefusalEndsWithTheWindow) {
    LoginGate gate = afterTenGuesses();
    EXPECT_TRUE(gate.allows("ada", "203.0.113.9", 9 + kWindow));
}

}  // namespace
}  // namespace delve
