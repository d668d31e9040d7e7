// The names a server answers to: its own, localhost and addresses in
// numbers, never a stranger's name that was made to lead to it.
#include <gtest/gtest.h>

#include "serve/host_names.h"

namespace delve {
namespace {

TEST(HostName, DropsThePortAndTheCase) {
    EXPECT_EQ(hostName("Games.Example.org:8089"), "games.example.org");
    EXPECT_EQ(hostName("games.example.org"), "games.example.org");
    EXPECT_EQ(hostName("[::1]:8089"), "::1");
    EXPECT_EQ(hostName("[::1"), "");
    EXPECT_EQ(hostName(""), "");
}

TEST(HostNames, TakeLocalhostAndAddressesInNumbersWithoutBeingTold) {
    const HostNames names({});
    EXPECT_TRUE(names.allows("localhost:8089"));
    EXPECT_TRUE(names.allows("127.0.0.1:8089"));
    EXPECT_TRUE(names.allows("192.168.1.20"));
    EXPECT_TRUE(names.allows("[::1]:8089"));
}

TEST(HostNames, RefuseANameTheyWereNotGiven) {
    const HostNames names({"games.example.org"});
    EXPECT_FALSE(names.allows("evil.example:8089"));
    EXPECT_FALSE(names.allows("games.example.org.evil.example"));
    EXPECT_FALSE(names.allows(""));
    EXPECT_FALSE(names.allows(":8089"));
}

TEST(HostNames, TakeTheirOwnNamesWhateverThePortAndCase) {
    const HostNames names({"games.example.org", "127.0.0.1"});
    EXPECT_TRUE(names.allows("GAMES.example.org:443"));
    EXPECT_TRUE(names.allows("games.example.org"));
}

TEST(HostNames, SayWhichNamesTheyTake) {
    const HostNames names({"games.example.org", "0.0.0.0"});
    EXPECT_EQ(names.listed(), "localhost, games.example.org or an address in numbers");
}

}  // namespace
}  // namespace delve
