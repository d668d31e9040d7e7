#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "core/colour.h"
#include "frontend/term/colour_palette.h"

namespace delve {

// Curses draws a cell in a colour pair (a numbered foreground and background)
// and a terminal has only so many pairs. The cache hands out a pair for each
// combination the first time it is asked for, and once they are all taken,
// the existing pair that looks most like the one wanted.
class ColourPairCache {
  public:
    // Pairs 1..pairCount-1 can be made; pair 0 belongs to the terminal.
    explicit ColourPairCache(int pairCount);

    struct Request {
        int foreground = 0;  // colour numbers of the terminal's palette
        int background = 0;
        Colour foregroundLooks;  // what those numbers look like, to compare pairs
        Colour backgroundLooks;
    };

    struct Answer {
        int pair = 0;
        bool isNew = false;  // the caller must define the pair (init_extended_pair)
    };

    Answer pairFor(const Request& request);

    int pairsMade() const { return static_cast<int>(made_.size()); }
    int capacity() const { return capacity_; }

  private:
    static std::uint64_t keyOf(int foreground, int background);
    int nearestMadePair(const Request& request) const;

    // What each made pair looks like: made_[i] is pair i + 1.
    struct Looks {
        Oklab foreground;
        Oklab background;
    };

    int capacity_;
    std::unordered_map<std::uint64_t, int> pairs_;     // the pairs made
    std::unordered_map<std::uint64_t, int> standIns_;  // found for combinations left out
    std::vector<Looks> made_;
};

}  // namespace delve
