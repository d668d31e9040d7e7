#include "waiting_notes.h"

#include <sys/socket.h>

#include <charconv>
#include <cstring>
#include <iostream>

#include "run_files.h"

namespace delve {

WaitingNotes::WaitingNotes(Frontend& inner, int socket) : inner_(inner), socket_(socket) {}

std::optional<InputEvent> WaitingNotes::nextEvent(int timeoutMs) {
    std::optional<InputEvent> event;
    if (timeoutMs < 0) {
        // Only a wait with nothing unread is a wait for the player.
        event = inner_.nextEvent(0);
        if (!event) {
            noteWaiting();
            event = inner_.nextEvent(-1);
        }
    } else {
        event = inner_.nextEvent(timeoutMs);
    }
    if (event && (event->kind == InputEvent::Kind::Key || event->kind == InputEvent::Kind::Click)) {
        ++read_;
    }
    return event;
}

void WaitingNotes::noteWaiting() {
    if (socket_ < 0) {
        return;
    }
    const std::string line = "waiting " + std::to_string(read_) + "\n";
    // MSG_NOSIGNAL: a listener gone away must not end the game with SIGPIPE.
    if (send(socket_, line.data(), line.size(), MSG_NOSIGNAL) !=
        static_cast<ssize_t>(line.size())) {
        socket_ = -1;  // no one hears: note no more
    }
}

namespace {

// The descriptor DELVE_WAITING_FD names, if it is a number and a socket.
std::optional<int> waitingSocket(const char* value) {
    int descriptor = -1;
    const char* end = value + std::strlen(value);
    const auto [stop, fault] = std::from_chars(value, end, descriptor);
    if (fault != std::errc{} || stop != end || descriptor < 0) {
        return std::nullopt;
    }
    int type = 0;
    socklen_t size = sizeof type;
    if (getsockopt(descriptor, SOL_SOCKET, SO_TYPE, &type, &size) != 0) {
        return std::nullopt;
    }
    return descriptor;
}

}  // namespace

Frontend& notingWaitsIfAsked(Frontend& frontend, std::optional<WaitingNotes>& notes) {
    const char* value = processEnvironment(kWaitingNotesVariable);
    if (value == nullptr) {
        return frontend;
    }
    const std::optional<int> socket = waitingSocket(value);
    if (!socket) {
        std::cerr << "delve: " << kWaitingNotesVariable << "=" << value
                  << " names no open socket; waits are not noted\n";
        return frontend;
    }
    return notes.emplace(frontend, *socket);
}

}  // namespace delve
