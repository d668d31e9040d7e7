#pragma once

namespace delve {

// From `least` to `most`, both included: how many of a thing a floor holds,
// or a pack counts.
struct Span {
    int least = 0;
    int most = 0;

    friend bool operator==(const Span&, const Span&) = default;
};

}  // namespace delve
