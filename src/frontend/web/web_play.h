#pragma once

#include <optional>
#include <string>
#include <vector>

#include "frontend/web/page_messages.h"
#include "frontend/web/shown_screen.h"
#include "ui/app.h"
#include "ui/app_pace.h"
#include "ui/loop/frontend.h"

namespace delve {

// One game played from a page: the app, kept in time by its pace, shown as
// the messages a page draws (screen_messages.h). It waits on nothing: the
// server hands it each message from the page and wakes it when it is due,
// and sends on what it has to say. Nothing here knows of sockets.
class WebPlay {
  public:
    using Clock = AppPace::Clock;

    // Draws the first frame at `size`.
    WebPlay(App& app, PageSize size, Clock::time_point now);

    // A message from the page at `now`: an input is handled as the window
    // handles one, a size draws the screen at that size, a redraw sends it
    // whole.
    void receive(const PageMessage& message, Clock::time_point now);
    // Goes on with what was due by `now` (an animation's frame, a command's
    // step, a flash's end).
    void wake(Clock::time_point now);
    // When wake should next be called; nothing while the game waits for the
    // player.
    std::optional<Clock::time_point> due() const { return due_; }

    // What to send the page (and anyone watching) since the last call, in
    // order.
    std::vector<std::string> takeMessages();
    // The whole screen as it is now: for a page or a watcher that joins.
    std::string wholeScreen() const;

    bool ended() const { return app_.wantsQuit(); }
    const App& app() const { return app_; }
    int columns() const { return page_.columns(); }
    int rows() const { return page_.rows(); }

  private:
    // The page as a frontend: it shows frames by turning them into
    // messages, and its input comes through receive(), never by waiting.
    class Page : public Frontend {
      public:
        explicit Page(PageSize size) : size_(size) {}
        int columns() const override { return size_.columns; }
        int rows() const override { return size_.rows; }
        void present(const CellBuffer& frame) override;
        std::optional<InputEvent> nextEvent(int timeoutMs) override;

        void resize(PageSize size) { size_ = size; }
        void sendWhole() { wholeDue_ = true; }
        std::vector<std::string> takeMessages() { return std::exchange(outbox_, {}); }
        const ShownScreen& shown() const { return shown_; }

      private:
        PageSize size_;
        ShownScreen shown_;     // what the page has been sent
        bool wholeDue_ = true;  // the page has nothing yet, or asked for all of it
        std::vector<std::string> outbox_;
    };

    // Shows the frame, then everything already due, until only the future
    // or the player is left.
    void settle(Clock::time_point now);

    App& app_;
    AppPace pace_;
    Page page_;
    CellBuffer frame_;
    std::optional<Clock::time_point> due_;
};

}  // namespace delve
