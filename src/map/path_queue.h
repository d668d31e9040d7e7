#pragma once

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <vector>

namespace delve {

// The searches' open set. Costs are whole numbers and a search never puts in
// an entry cheaper than the last it took (Dijkstra's costs only grow, and
// A*'s guess is never too much, nor falls by more than a step costs), so the
// entries are kept in buckets, one per priority, for a window of priorities
// from the one being taken: putting an entry in a later bucket is O(1), and
// the next bucket in use is found from a bitmap. An entry beyond the window waits unsorted,
// with every later entry, until the window has emptied.
//
// With kOrderTies, entries of equal priority come out smallest key first:
// the bucket being taken from is kept sorted, largest first, so the next
// entry is its last. Keys are never equal, so the order is the same on every
// standard library. A search mostly puts in keys smaller than any waiting
// (A*'s next cells toward the goal), which go straight on the end. Without
// kOrderTies entries come out in any order, for searches where ties cannot
// matter.
//
// The storage is kept from one search to the next.
template <class Key, bool kOrderTies>
class PathQueue {
  public:
    PathQueue() = default;
    // A copy keeps the room its original had made in every bucket, so a
    // copied game searches as quickly as the one it came from.
    PathQueue(const PathQueue& other) { *this = other; }
    PathQueue& operator=(const PathQueue& other) {
        if (this == &other) {
            return *this;
        }
        buckets_.resize(other.buckets_.size());
        for (std::size_t i = 0; i < buckets_.size(); ++i) {
            buckets_[i].reserve(other.buckets_[i].capacity());
            buckets_[i] = other.buckets_[i];
        }
        occupied_ = other.occupied_;
        later_.reserve(other.later_.capacity());
        later_ = other.later_;
        laterLeast_ = other.laterLeast_;
        current_ = other.current_;
        limit_ = other.limit_;
        mask_ = other.mask_;
        taken_ = other.taken_;
        return *this;
    }
    PathQueue(PathQueue&&) noexcept = default;
    PathQueue& operator=(PathQueue&&) noexcept = default;
    ~PathQueue() = default;

    // Empties the queue for a search whose first priority is `first` and
    // whose entries are never more than `reach` above the priority taken
    // last (larger reaches still work, more slowly).
    void reset(int first, int reach) {
        std::size_t wanted = std::bit_ceil(static_cast<std::size_t>(reach < 1 ? 1 : reach) + 1);
        wanted = wanted < 64 ? 64 : (wanted > kMostBuckets ? kMostBuckets : wanted);
        if (buckets_.size() < wanted) {
            const std::size_t had = buckets_.size();
            buckets_.resize(wanted);
            occupied_.resize(wanted / 64);
            // Room for the few entries most buckets hold, made once: the
            // first searches of a game (or of a copy) then grow no bucket.
            for (std::size_t slot = had; slot < wanted; ++slot) {
                buckets_[slot].reserve(kFirstRoom);
            }
        }
        // What the last search left: the bucket it was taking from, and
        // those whose bits are set.
        if (!buckets_.empty()) {
            buckets_[static_cast<std::size_t>(current_ & mask_)].clear();
        }
        for (std::size_t word = 0; word < occupied_.size(); ++word) {
            for (std::uint64_t bits = occupied_[word]; bits != 0; bits &= bits - 1) {
                buckets_[word * 64 + static_cast<std::size_t>(std::countr_zero(bits))].clear();
            }
            occupied_[word] = 0;
        }
        mask_ = static_cast<int>(buckets_.size()) - 1;
        later_.clear();
        laterLeast_ = kNone;
        current_ = first;
        taken_ = false;
        updateLimit();
    }

    // Called for nearly every cell a search reaches; the compilers the game
    // is built with leave it a call otherwise, which costs a few percent.
    [[gnu::always_inline]] void push(int priority, Key key) {
        assert(priority >= current_);
        if (priority > limit_) {
            // The buckets only ever hold entries that come before all those
            // waiting beyond the window.
            later_.push_back({priority, key});
            if (priority < laterLeast_) {
                laterLeast_ = priority;
                updateLimit();
            }
            return;
        }
        const auto slot = static_cast<std::size_t>(priority & mask_);
        std::vector<Key>& bucket = buckets_[slot];
        if (priority == current_) {
            // The bucket being taken from is found without its bit.
            if constexpr (kOrderTies) {
                insertInOrder(bucket, key);
            } else {
                bucket.push_back(key);
            }
        } else {
            bucket.push_back(key);
            occupied_[slot / 64] |= std::uint64_t{1} << (slot % 64);
        }
    }

    // Takes the entry of least priority (and, with kOrderTies, least key
    // among those); false when the queue is empty.
    bool pop(int& priority, Key& key) {
        std::vector<Key>* bucket = &buckets_[static_cast<std::size_t>(current_ & mask_)];
        if (bucket->empty()) {
            if (!advance()) {
                return false;
            }
            bucket = &buckets_[static_cast<std::size_t>(current_ & mask_)];
        }
        // The bucket being taken from may empty and fill again; whether it
        // is empty is asked only here, and advance() moves on from it.
        key = bucket->back();
        bucket->pop_back();
        priority = current_;
        return true;
    }

    // Hands over every entry of the least priority at once, or nothing when
    // the queue is empty. For searches whose steps all cost something, so
    // that nothing they put in while going through them can join them; the
    // entries are dropped at the next call.
    const std::vector<Key>* takeWholeBucket(int& priority) {
        static_assert(!kOrderTies, "a bucket taken whole comes in no order");
        const auto slot = static_cast<std::size_t>(current_ & mask_);
        if (taken_) {
            buckets_[slot].clear();
            forget(slot);
            taken_ = false;
        }
        if (buckets_[slot].empty() && !advance()) {
            return nullptr;
        }
        taken_ = true;
        priority = current_;
        return &buckets_[static_cast<std::size_t>(current_ & mask_)];
    }

  private:
    struct Waiting {
        int priority;
        Key key;
    };

    static constexpr std::size_t kMostBuckets = 8192;
    static constexpr std::size_t kFirstRoom = 8;
    static constexpr int kNone = std::numeric_limits<int>::max();

    void forget(std::size_t slot) { occupied_[slot / 64] &= ~(std::uint64_t{1} << (slot % 64)); }

    // The highest priority that may go into a bucket: inside the window, and
    // before everything waiting beyond it.
    void updateLimit() {
        const int windowEnd = current_ > kNone - mask_ ? kNone : current_ + mask_;
        limit_ = laterLeast_ == kNone ? windowEnd
                                      : (windowEnd < laterLeast_ - 1 ? windowEnd : laterLeast_ - 1);
    }

    // Moves on from an empty bucket to the next priority with entries,
    // refilling the window from the entries beyond it when it has none;
    // false when there are none.
    bool advance() {
        const std::size_t words = occupied_.size();
        const auto here = static_cast<std::size_t>(current_ & mask_);
        forget(here);
        std::size_t word = here / 64;
        std::uint64_t bits = occupied_[word] & (~std::uint64_t{0} << (here % 64));
        for (std::size_t scanned = 0; scanned <= words; ++scanned) {
            if (bits != 0) {
                const std::size_t slot =
                    word * 64 + static_cast<std::size_t>(std::countr_zero(bits));
                current_ += static_cast<int>((slot - here) & static_cast<std::size_t>(mask_));
                updateLimit();
                orderCurrent();
                return true;
            }
            word = word + 1 == words ? 0 : word + 1;
            bits = occupied_[word];
        }
        if (later_.empty()) {
            return false;
        }
        current_ = laterLeast_;
        laterLeast_ = kNone;
        updateLimit();
        std::size_t kept = 0;
        for (const Waiting& waiting : later_) {
            if (waiting.priority > limit_) {
                later_[kept++] = waiting;
                laterLeast_ = waiting.priority < laterLeast_ ? waiting.priority : laterLeast_;
            } else {
                const auto slot = static_cast<std::size_t>(waiting.priority & mask_);
                buckets_[slot].push_back(waiting.key);
                occupied_[slot / 64] |= std::uint64_t{1} << (slot % 64);
            }
        }
        later_.resize(kept);
        updateLimit();
        orderCurrent();
        return true;
    }

    // Entries went into a later bucket in any order; once it is the one being
    // taken from, it is sorted.
    void orderCurrent() {
        if constexpr (kOrderTies) {
            std::vector<Key>& bucket = buckets_[static_cast<std::size_t>(current_ & mask_)];
            // Most buckets hold two or three entries: those are put in order
            // with exchanges that need no branch.
            if (bucket.size() == 2) {
                orderPair(bucket[0], bucket[1]);
            } else if (bucket.size() == 3) {
                orderPair(bucket[0], bucket[1]);
                orderPair(bucket[1], bucket[2]);
                orderPair(bucket[0], bucket[1]);
            } else if (bucket.size() > 3) {
                std::sort(bucket.begin(), bucket.end(), std::greater<Key>());
            }
        }
    }

    // Makes `larger` the larger of the two.
    static void orderPair(Key& larger, Key& smaller) {
        const Key high = larger > smaller ? larger : smaller;
        const Key low = larger > smaller ? smaller : larger;
        larger = high;
        smaller = low;
    }

    // Puts `key` among the sorted entries, coming from the smallest end.
    static void insertInOrder(std::vector<Key>& bucket, Key key) {
        std::size_t hole = bucket.size();
        bucket.push_back(key);
        while (hole > 0 && bucket[hole - 1] < key) {
            bucket[hole] = bucket[hole - 1];
            --hole;
        }
        bucket[hole] = key;
    }

    std::vector<std::vector<Key>> buckets_;
    std::vector<std::uint64_t> occupied_;  // a bit per bucket with entries
    std::vector<Waiting> later_;           // beyond the window
    int laterLeast_ = kNone;               // the least priority waiting there
    int current_ = 0;                      // the priority being taken
    int limit_ = 0;                        // the highest that may go in a bucket
    int mask_ = 0;                         // bucket count - 1
    bool taken_ = false;                   // the current bucket was handed over whole
};

}  // namespace delve
