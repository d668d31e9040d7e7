#include "game/message_log.h"

namespace delve {

void MessageLog::add(Said said, int turn) {
    ++said_;
    if (!messages_.empty() && messages_.back().said == said) {
        ++messages_.back().count;
        messages_.back().turn = turn;
        messages_.back().serial = said_;
        return;
    }
    messages_.push_back(Message{std::move(said), 1, turn, said_});
    if (messages_.size() > kKept) {
        messages_.erase(messages_.begin());
    }
}

std::vector<Message> MessageLog::last(std::size_t n) const {
    const std::size_t from = messages_.size() > n ? messages_.size() - n : 0;
    return {messages_.begin() + static_cast<std::ptrdiff_t>(from), messages_.end()};
}

}  // namespace delve
