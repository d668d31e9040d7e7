#include "frontend/web/web_play.h"

#include <utility>

#include "frontend/web/screen_messages.h"

namespace delve {

void WebPlay::Page::present(const CellBuffer& frame) {
    ShownScreen next(frame);
    if (wholeDue_) {
        outbox_.push_back(wholeScreenMessage(next));
        wholeDue_ = false;
    } else if (auto changes = changesMessage(shown_, next)) {
        outbox_.push_back(std::move(*changes));
    }
    shown_ = std::move(next);
}

// Input reaches a served game through WebPlay::receive, so nothing ever
// waits here.
std::optional<InputEvent> WebPlay::Page::nextEvent(int /*timeoutMs*/) {
    return std::nullopt;
}

WebPlay::WebPlay(App& app, PageSize size, Clock::time_point now) : app_(app), page_(size) {
    settle(now);
}

void WebPlay::receive(const PageMessage& message, Clock::time_point now) {
    struct Receive {
        WebPlay& play;
        void operator()(const InputEvent& event) const {
            play.pace_.input(play.app_, event,
                             play.app_.shownOn(play.page_.columns(), play.page_.rows()));
        }
        void operator()(const PageSize& size) const { play.page_.resize(size); }
        void operator()(const PageRedraw&) const { play.page_.sendWhole(); }
    };
    std::visit(Receive{*this}, message);
    settle(now);
}

void WebPlay::wake(Clock::time_point now) {
    if (due_ && *due_ <= now) {
        pace_.advance(app_, now);
    }
    settle(now);
}

void WebPlay::settle(Clock::time_point now) {
    while (true) {
        pace_.present(app_, page_, frame_);
        due_ = app_.wantsQuit() ? std::nullopt : pace_.due(app_, now);
        if (!due_ || *due_ > now) {
            return;
        }
        pace_.advance(app_, now);
    }
}

std::vector<std::string> WebPlay::takeMessages() {
    return page_.takeMessages();
}

std::string WebPlay::wholeScreen() const {
    return wholeScreenMessage(page_.shown());
}

}  // namespace delve
