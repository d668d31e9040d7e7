#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

namespace delve {

// When each row of the hero's memory of a floor last changed, for those who
// keep a copy of that memory and want to look again only where it may have
// changed (KnownFloor). A clock that only goes forward, and for each row
// the clock's time at its last change.
//
// It says nothing of the floor: maps that differ only here are equal. A
// copy, or a map moved in, is a stranger to whoever kept up with the one it
// came from, so it takes an identity of its own, and they look at it whole.
// Identities are not part of a game; they only tell maps apart in one run
// of the program.
class MemoryChanges {
  public:
    MemoryChanges() : identity_(nextIdentity()) {}
    explicit MemoryChanges(int rows)
        : identity_(nextIdentity()), rows_(static_cast<std::size_t>(rows), 0) {}
    MemoryChanges(const MemoryChanges& other)
        : identity_(nextIdentity()), clock_(other.clock_), rows_(other.rows_) {}
    MemoryChanges(MemoryChanges&& other) noexcept
        : identity_(nextIdentity()), clock_(other.clock_), rows_(std::move(other.rows_)) {}
    MemoryChanges& operator=(const MemoryChanges& other) {
        identity_ = nextIdentity();
        clock_ = other.clock_;
        rows_ = other.rows_;
        return *this;
    }
    MemoryChanges& operator=(MemoryChanges&& other) noexcept {
        identity_ = nextIdentity();
        clock_ = other.clock_;
        rows_ = std::move(other.rows_);
        return *this;
    }
    ~MemoryChanges() = default;

    // A change begins: the rows marked until the next one share its time.
    void tick() { ++clock_; }
    void mark(int row) { rows_[static_cast<std::size_t>(row)] = clock_; }
    void markAll() {
        for (std::uint64_t& row : rows_) {
            row = clock_;
        }
    }

    std::uint64_t identity() const { return identity_; }
    std::uint64_t now() const { return clock_; }
    // Whether the row changed after the clock read `time`.
    bool changedSince(int row, std::uint64_t time) const {
        return rows_[static_cast<std::size_t>(row)] > time;
    }

    friend bool operator==(const MemoryChanges&, const MemoryChanges&) { return true; }

  private:
    static std::uint64_t nextIdentity() {
        static std::atomic<std::uint64_t> last{0};
        return ++last;
    }

    std::uint64_t identity_;
    std::uint64_t clock_ = 1;
    std::vector<std::uint64_t> rows_;
};

}  // namespace delve
