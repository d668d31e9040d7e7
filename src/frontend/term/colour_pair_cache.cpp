#include "frontend/term/colour_pair_cache.h"

#include <limits>

#include "frontend/term/colour_palette.h"

namespace delve {

namespace {

constexpr std::size_t kMostStandInsKept = 1 << 16;

}  // namespace

ColourPairCache::ColourPairCache(int pairCount) : capacity_(pairCount > 1 ? pairCount - 1 : 0) {}

std::uint64_t ColourPairCache::keyOf(int foreground, int background) {
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(foreground)) << 32) |
           static_cast<std::uint32_t>(background);
}

ColourPairCache::Answer ColourPairCache::pairFor(const Request& request) {
    const std::uint64_t key = keyOf(request.foreground, request.background);
    if (const auto found = pairs_.find(key); found != pairs_.end()) {
        return {found->second, false};
    }
    if (pairsMade() < capacity_) {
        made_.push_back({toOklab(request.foregroundLooks), toOklab(request.backgroundLooks)});
        const int pair = pairsMade();
        pairs_.emplace(key, pair);
        return {pair, true};
    }
    if (const auto found = standIns_.find(key); found != standIns_.end()) {
        return {found->second, false};
    }
    // Out of pairs. The search runs once per combination; the memory of
    // stand-ins starts over now and then, since a direct-colour terminal
    // has more combinations than are worth keeping.
    if (standIns_.size() >= kMostStandInsKept) {
        standIns_.clear();
    }
    const int standIn = nearestMadePair(request);
    standIns_.emplace(key, standIn);
    return {standIn, false};
}

int ColourPairCache::nearestMadePair(const Request& request) const {
    const Oklab foreground = toOklab(request.foregroundLooks);
    const Oklab background = toOklab(request.backgroundLooks);
    int best = 0;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < made_.size(); ++i) {
        const double distance = oklabDifference(foreground, made_[i].foreground) +
                                oklabDifference(background, made_[i].background);
        if (distance < bestDistance) {
            best = static_cast<int>(i) + 1;
            bestDistance = distance;
        }
    }
    return best;
}

}  // namespace delve
