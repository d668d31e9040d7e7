// Failed logins counted by key within a window of time given, not read.
#include <gtest/gtest.h>

#include "serve/attempt_limiter.h"
#include "serve/same_origin.h"

namespace delve {
namespace {

TEST(AttemptLimiter, RefusesAKeyAfterTooManyFailuresUntilTheWindowPasses) {
    AttemptLimiter limiter(3, 60);
    for (int i = 0; i < 3; ++i) {
        EXPECT_TRUE(limiter.allows("ada", 10));
        limiter.failed("ada", 10);
    }
    EXPECT_FALSE(limiter.allows("ada", 20));
    EXPECT_TRUE(limiter.allows("bea", 20));
    EXPECT_TRUE(limiter.allows("ada", 70));
}

TEST(AttemptLimiter, ASuccessForgetsTheFailures) {
    AttemptLimiter limiter(2, 60);
    limiter.failed("ada", 0);
    limiter.failed("ada", 0);
    EXPECT_FALSE(limiter.allows("ada", 1));
    limiter.succeeded("ada");
    EXPECT_TRUE(limiter.allows("ada", 1));
}

TEST(AttemptLimiter, OldKeysAreForgottenSoItDoesNotGrow) {
    AttemptLimiter limiter(2, 60);
    for (int i = 0; i < 100; ++i) {
        limiter.failed("address " + std::to_string(i), 0);
    }
    EXPECT_EQ(limiter.size(), 100u);
    EXPECT_TRUE(limiter.allows("anyone", 61));
    EXPECT_EQ(limiter.size(), 0u);
}

TEST(SameOrigin, OnlyTheHostTheRequestWasSentToIsTheServersOwn) {
    EXPECT_TRUE(sameOrigin("http://127.0.0.1:8089", "127.0.0.1:8089"));
    EXPECT_TRUE(sameOrigin("https://Delve.example", "delve.example"));
    EXPECT_FALSE(sameOrigin("http://evil.example", "127.0.0.1:8089"));
    EXPECT_FALSE(sameOrigin("http://127.0.0.1:8090", "127.0.0.1:8089"));
    EXPECT_FALSE(sameOrigin("http://127.0.0.1:8089.evil", "127.0.0.1:8089"));
    EXPECT_FALSE(sameOrigin("", "127.0.0.1:8089"));
    EXPECT_FALSE(sameOrigin("null", "127.0.0.1:8089"));
    EXPECT_FALSE(sameOrigin("ftp://127.0.0.1:8089", "127.0.0.1:8089"));
    EXPECT_FALSE(sameOrigin("http://", ""));
}

}  // namespace
}  // namespace delve
