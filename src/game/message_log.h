#pragma once

#include <string>
#include <vector>

#include "game/message.h"

namespace delve {

// One line of the log: what was said, as an id and what it names (the ui
// says it in the player's language). A message said again on the next
// turn(s) is not a new line: its count goes up, and the screen shows "x3".
struct Message {
    Said said;
    int count = 1;
    int turn = 0;    // the turn it was last said
    int serial = 0;  // how many messages had been said, this one included

    friend bool operator==(const Message&, const Message&) = default;
};

class MessageLog {
  public:
    static constexpr std::size_t kKept = 200;

    void add(Said said, int turn);
    const std::vector<Message>& messages() const { return messages_; }
    // The last `n` messages, oldest first.
    std::vector<Message> last(std::size_t n) const;
    // How many messages have been said in the whole run, repeats included;
    // a message whose serial is above an earlier value arrived since then.
    int said() const { return said_; }

    friend bool operator==(const MessageLog&, const MessageLog&) = default;

  private:
    // A save restores the log as it was (save_codec.h).
    friend class SaveCodec;

    std::vector<Message> messages_;
    int said_ = 0;
};

}  // namespace delve
