#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "core/rng.h"
#include "map/path_queue.h"

namespace delve {
namespace {

// Plays a search's pattern against a plain ordered set: entries never below
// the priority last taken, some far beyond the window, ties by key.
void checkAgainstASet(std::uint64_t seed, int reach, int farChance) {
    Rng rng(seed);
    PathQueue<std::uint64_t, true> queue;
    for (int round = 0; round < 3; ++round) {
        const int first = static_cast<int>(rng.below(1000)) - 500;
        queue.reset(first, reach);
        std::set<std::pair<int, std::uint64_t>> expected;
        std::uint64_t nextKey = 0;
        int current = first;
        auto put = [&](int priority) {
            // Keys are unique, as the searches' are, but not in order.
            const std::uint64_t key = (static_cast<std::uint64_t>(rng.next()) << 20) | nextKey++;
            queue.push(priority, key);
            expected.insert({priority, key});
        };
        put(current);
        for (int step = 0; step < 3000; ++step) {
            const int pushes = static_cast<int>(rng.below(4));
            for (int i = 0; i < pushes; ++i) {
                const bool far = rng.chance(farChance);
                put(current + static_cast<int>(rng.below(far ? 100000 : reach + 1)));
            }
            int priority = 0;
            std::uint64_t key = 0;
            const bool got = queue.pop(priority, key);
            ASSERT_EQ(got, !expected.empty());
            if (!got) {
                break;
            }
            ASSERT_EQ(std::make_pair(priority, key), *expected.begin()) << "step " << step;
            expected.erase(expected.begin());
            current = priority;
        }
        // Abandoned with entries left, as a search that found its goal.
    }
}

TEST(PathQueue, TakesByPriorityThenKeyWithinTheWindow) {
    checkAgainstASet(1, 202, 0);
}

TEST(PathQueue, TakesByPriorityThenKeyBeyondTheWindow) {
    checkAgainstASet(2, 202, 10);
    checkAgainstASet(3, 5, 50);
}

// A copy made halfway (a game copied between turns) takes out what the
// original does.
TEST(PathQueue, ACopyMadeHalfwayTakesOutWhatTheOriginalDoes) {
    PathQueue<std::uint64_t, true> queue;
    queue.reset(0, 300);
    for (int i = 0; i < 200; ++i) {
        queue.push(i % 50 + (i % 7) * 40, static_cast<std::uint64_t>(1000 - i));
    }
    int priority = 0;
    std::uint64_t key = 0;
    for (int i = 0; i < 20; ++i) {
        ASSERT_TRUE(queue.pop(priority, key));
    }
    PathQueue<std::uint64_t, true> copy = queue;
    std::vector<std::pair<int, std::uint64_t>> original;
    std::vector<std::pair<int, std::uint64_t>> copied;
    while (queue.pop(priority, key)) {
        original.emplace_back(priority, key);
    }
    while (copy.pop(priority, key)) {
        copied.emplace_back(priority, key);
    }
    EXPECT_EQ(copied, original);
    EXPECT_EQ(original.size(), 180u);
}

TEST(PathQueue, HandsOverWholeBucketsInOrder) {
    Rng rng(4);
    PathQueue<std::uint64_t, false> queue;
    for (int round = 0; round < 3; ++round) {
        queue.reset(-7, 3);
        std::multiset<std::pair<int, std::uint64_t>> expected;
        std::uint64_t nextKey = 0;
        auto put = [&](int priority) {
            queue.push(priority, nextKey);
            expected.insert({priority, nextKey++});
        };
        put(-7);
        put(-7);
        put(-5);
        int priority = 0;
        int taken = 0;
        while (const std::vector<std::uint64_t>* bucket = queue.takeWholeBucket(priority)) {
            std::vector<std::uint64_t> want;
            while (!expected.empty() && expected.begin()->first == priority) {
                want.push_back(expected.begin()->second);
                expected.erase(expected.begin());
            }
            ASSERT_TRUE(expected.empty() || expected.begin()->first > priority);
            std::vector<std::uint64_t> got = *bucket;
            std::sort(got.begin(), got.end());
            ASSERT_EQ(got, want) << "priority " << priority;
            // Entries put in while a bucket is handed over land after it.
            if (++taken < 200) {
                for (std::size_t i = 0; i < got.size() && i < 2; ++i) {
                    put(priority + 1 + static_cast<int>(rng.below(rng.chance(10) ? 500 : 3)));
                }
            }
        }
        EXPECT_TRUE(expected.empty());
        EXPECT_GT(taken, 50);
    }
}

}  // namespace
}  // namespace delve
