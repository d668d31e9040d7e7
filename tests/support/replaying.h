#pragma once

// Playing a recording back in a test, as `delve replay` does without a
// screen.
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include <gtest/gtest.h>

#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/keeping/recording.h"
#include "ui/keeping/replay.h"

namespace delve::testing {

// The App that played the recording `text` (of the tests' rules) back to its
// end, `eachStep` looking at it after every step; a replay that goes astray
// fails the test. (An App stays where it was made, hence the pointer.)
inline std::unique_ptr<App> replayOf(const std::string& text,
                                     const std::function<void(const App&)>& eachStep = nullptr) {
    Replay replay(readRecording(text, "test.rec", rules()));
    auto app = std::make_unique<App>(Replay::optionsFor(replay.recording(), rules(), levelFromFile),
                                     StartChoices{}, DrawStyle{});
    replay.begin(*app);
    while (!replay.finished(*app)) {
        replay.playNext(*app);
        if (eachStep) {
            eachStep(*app);
        }
    }
    EXPECT_EQ(replay.mismatch(*app), std::nullopt) << text;
    return app;
}

}  // namespace delve::testing
