#pragma once

#include <optional>
#include <string>

#include "ui/loop/frontend.h"

namespace delve {

// Names a Unix socket, by descriptor number, on which to be told each time
// the game waits for the player.
inline constexpr const char* kWaitingNotesVariable = "DELVE_WAITING_FD";

// Passes everything to the frontend it wraps, and each time the game has
// drawn and sits waiting for the player with nothing unread, says so on a
// socket: a line "waiting N", N the keys and clicks read so far. Whoever
// started the game (a test that closes its terminal or sends it a signal)
// then knows the game is between two keys, instead of guessing from outside.
class WaitingNotes final : public Frontend {
  public:
    WaitingNotes(Frontend& inner, int socket);

    int columns() const override { return inner_.columns(); }
    int rows() const override { return inner_.rows(); }
    void present(const CellBuffer& frame) override { inner_.present(frame); }
    std::optional<InputEvent> nextEvent(int timeoutMs) override;
    void play(SoundCue cue) override { inner_.play(cue); }
    void follow(const Settings& settings) override { inner_.follow(settings); }
    std::optional<std::string> keepPicture(std::string_view name) override {
        return inner_.keepPicture(name);
    }
    bool showsEveryLetter() const override { return inner_.showsEveryLetter(); }

  private:
    void noteWaiting();

    Frontend& inner_;
    int socket_;
    int read_ = 0;
};

// The frontend to play through: `frontend` itself, or, when
// DELVE_WAITING_FD names a socket, `frontend` noting its waits there (kept
// in `notes`). A value that names no socket is said on stderr and ignored.
Frontend& notingWaitsIfAsked(Frontend& frontend, std::optional<WaitingNotes>& notes);

}  // namespace delve
