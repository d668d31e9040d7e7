#pragma once

#include <string_view>

namespace delve {

// Takes down what a run does, as lines of text, as it goes: see
// docs/recording-format.md and ui/keeping/recording.h. The file behind it is the
// app's business. May throw std::runtime_error; the App stops recording then
// and says so in the log.
class RunRecorder {
  public:
    virtual ~RunRecorder() = default;
    virtual void append(std::string_view lines) = 0;
};

}  // namespace delve
