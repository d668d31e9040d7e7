#pragma once

#include <array>
#include <cstddef>

namespace delve {

namespace member_count_detail {

// Stands in for a member of any type in a brace list; never made, only
// named where nothing is run.
struct AnyMember {
    template <class T>
    operator T() const;  // NOLINT: converting is the point
};

template <class T, class... Given>
consteval std::size_t countMembers() {
    if constexpr (requires { T{Given{}..., AnyMember{}}; }) {
        return countMembers<T, Given..., AnyMember>();
    } else {
        return sizeof...(Given);
    }
}

}  // namespace member_count_detail

// How many members an aggregate has, counted by the compiler: the longest
// brace list it can be made from. A format declared once compares it with
// the members its declaration names, so a member added to the struct and
// not to the declaration stops the build.
template <class T>
inline constexpr std::size_t kMemberCount = member_count_detail::countMembers<T>();

// The members a declaration walks, noted by address while compiling (or in
// a test): each may be named once. `count()` is how many were named.
template <std::size_t Most = 64>
class MemberTally {
  public:
    constexpr void note(const void* member) {
        for (std::size_t i = 0; i < count_; ++i) {
            if (seen_[i] == member) {
                // Not a constant expression: the compiler stops here and says so.
                throw "a declaration names one member twice";
            }
        }
        if (count_ == Most) {
            throw "a declaration names more members than a tally holds";
        }
        seen_[count_++] = member;
    }
    constexpr std::size_t count() const { return count_; }

  private:
    std::array<const void*, Most> seen_{};
    std::size_t count_ = 0;
};

}  // namespace delve
