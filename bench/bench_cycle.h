#pragma once

#include <cstddef>

namespace delve::bench {

// Walks round a list of cases (viewpoints, journeys), one per timed
// iteration, so a time is the average over all of them.
class Cycle {
  public:
    explicit Cycle(std::size_t size) : size_(size) {}

    std::size_t next() {
        const std::size_t now = at_;
        at_ = at_ + 1 == size_ ? 0 : at_ + 1;
        return now;
    }

  private:
    std::size_t size_;
    std::size_t at_ = 0;
};

}  // namespace delve::bench
