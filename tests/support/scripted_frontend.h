#pragma once

#include <algorithm>
#include <chrono>
#include <deque>
#include <optional>
#include <vector>

#include "ui/app.h"
#include "ui/loop/frontend.h"
#include "ui/loop/run_loop.h"

namespace delve::testing {

// Hands out a script of answers to nextEvent, one a call (nothing means the
// wait ran out), and notes every wait it was asked for and, given the app,
// the game's turn at that moment. It keeps the loop's clock too: a wait that
// runs out takes all of its time, an event comes 10 ms into its wait, and
// nothing else moves it.
class ScriptedFrontend : public Frontend {
  public:
    ScriptedFrontend(const App* app, std::deque<std::optional<InputEvent>> script, int columns = 80,
                     int rows = 24)
        : app_(app), script_(std::move(script)), columns_(columns), rows_(rows) {}
    explicit ScriptedFrontend(std::deque<std::optional<InputEvent>> script)
        : ScriptedFrontend(nullptr, std::move(script)) {}

    int columns() const override { return columns_; }
    int rows() const override { return rows_; }
    void present(const CellBuffer&) override {}
    std::optional<InputEvent> nextEvent(int timeoutMs) override {
        waits.push_back(timeoutMs);
        if (app_ != nullptr) {
            turns.push_back(app_->game().turn());
        }
        if (script_.empty()) {
            return InputEvent{InputEvent::Kind::Quit, {}, {}};
        }
        auto next = script_.front();
        script_.pop_front();
        now_ += std::chrono::milliseconds(next ? kEventAfter : std::max(timeoutMs, 0));
        return next;
    }

    LoopClock clock() const {
        return [this] { return now_; };
    }

    static constexpr int kEventAfter = 10;
    std::vector<int> waits;
    std::vector<int> turns;

  private:
    const App* app_;
    std::deque<std::optional<InputEvent>> script_;
    int columns_;
    int rows_;
    std::chrono::steady_clock::time_point now_;
};

}  // namespace delve::testing
