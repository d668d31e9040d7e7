#include <gtest/gtest.h>

#include <cstdint>
#include <tuple>

#include "core/member_count.h"
#include "keep/floor_state.h"
#include "keep/run_state.h"
#include "support/test_rules.h"

namespace delve {
namespace {

// Walks a declaration of state (run_state.h, floor_state.h) noting the
// members of `whole` each entry names, and whether each lies inside it.
template <class Whole>
class NamingMembers {
  public:
    explicit NamingMembers(const Whole& whole) : whole_(whole) {}

    template <class Saved, class Part>
    void same(Saved& saved, Part&&) {
        note(saved);
    }
    template <class Saved, class Part, class Save, class Restore>
    void kept(Saved&& saved, Part&&, Save, Restore) {
        note(saved);
    }

    std::size_t count() const { return tally_.count(); }
    bool allInside() const { return allInside_; }

  private:
    template <class... Members>
    void note(const std::tuple<Members&...>& tied) {
        std::apply([&](const auto&... member) { (noteOne(member), ...); }, tied);
    }
    template <class Member>
    void note(const Member& member) {
        noteOne(member);
    }
    template <class Member>
    void noteOne(const Member& member) {
        const auto begin = reinterpret_cast<std::uintptr_t>(&whole_);
        const auto at = reinterpret_cast<std::uintptr_t>(&member);
        allInside_ = allInside_ && at >= begin && at + sizeof(Member) <= begin + sizeof(Whole);
        tally_.note(&member);
    }

    const Whole& whole_;
    MemberTally<> tally_;
    bool allInside_ = true;
};

// A member added to SavedRun and not declared in run_state.h would be
// written by neither side, and lost; so would one named twice.
TEST(SavedRunState, EveryMemberIsDeclaredOnce) {
    const Game game(GameOptions{1, "fighter", nullptr, testing::rules()});
    SavedRun run;
    NamingMembers naming(run);
    SaveCodec::runState(naming, run, game);
    EXPECT_EQ(naming.count(), kMemberCount<SavedRun>);
    EXPECT_TRUE(naming.allInside());
}

TEST(SavedFloorState, EveryMemberIsDeclaredOnce) {
    const Stage stage;
    SavedFloor floor;
    NamingMembers naming(floor);
    floorState(naming, floor, stage);
    EXPECT_EQ(naming.count(), kMemberCount<SavedFloor>);
    EXPECT_TRUE(naming.allInside());
}

}  // namespace
}  // namespace delve
