#include <gtest/gtest.h>

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/member_count.h"

namespace delve {
namespace {

struct CountedInner {
    int a = 0;
    std::string b;
};

struct CountedMixed {
    std::optional<int> maybe;
    bool on = true;
    std::string name;
    std::vector<int> list;
    std::array<int, 4> four{};
    CountedInner inner;  // one member, however many of its own it has
    const CountedInner* pointer = nullptr;
    static constexpr int kNotAMember = 3;
};

struct CountedEmpty {};

TEST(MemberCount, CountsEachMemberOnceNestedAggregatesAndStaticsAside) {
    EXPECT_EQ(kMemberCount<CountedMixed>, 7u);
    EXPECT_EQ(kMemberCount<CountedInner>, 2u);
    EXPECT_EQ(kMemberCount<CountedEmpty>, 0u);
}

TEST(MemberTally, CountsMembersNamedAndRefusesOneNamedTwice) {
    CountedMixed mixed;
    MemberTally<> tally;
    tally.note(&mixed.maybe);
    tally.note(&mixed.name);
    EXPECT_EQ(tally.count(), 2u);
    EXPECT_ANY_THROW(tally.note(&mixed.maybe));
}

}  // namespace
}  // namespace delve
