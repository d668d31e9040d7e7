#include "ui/views/animation.h"

#include <array>
#include <cstdint>
#include <cstdlib>
#include <optional>

namespace delve {

namespace {

// A flight crosses a floor in a quarter of a second or so: quick enough not
// to hold the game up, slow enough to see where it went.
constexpr int kFlightFrameMilliseconds = 25;
// Lightning is quicker than an arrow, and then lingers a moment as it fades.
constexpr int kBoltFrameMilliseconds = 15;
constexpr std::array<int, 3> kBoltFadeOpacities = {60, 40, 20};
constexpr int kBoltFadeMilliseconds = 40;
// A few jolts are felt; more would only make the map hard to read.
constexpr int kShakeFrames = 3;
constexpr int kShakeFrameMilliseconds = 40;

constexpr Colour kMissileColour{240, 240, 215};
constexpr Colour kBoltColour{190, 215, 255};
constexpr Colour kBoltHeadColour{245, 250, 255};
constexpr int kBoltOpacity = 75;
constexpr int kBoltHeadOpacity = 95;

constexpr std::array<Point, 4> kJolts = {Point{1, 0}, Point{-1, 0}, Point{0, 1}, Point{0, -1}};

bool adjacent(Point a, Point b) {
    return chebyshevDistance(a, b) == 1;
}

}  // namespace

char32_t flightGlyph(Point from, Point to) {
    const Point d = to - from;
    const int across = std::abs(d.x);
    const int down = std::abs(d.y);
    if (across == 0 && down == 0) {
        return U'*';
    }
    // Within about 22 degrees of a line, that line: tan 22.5° is near 2/5.
    if (down * 5 < across * 2) {
        return U'-';
    }
    if (across * 5 < down * 2) {
        return U'|';
    }
    // Rows are counted downward, so right-and-down is a backslash.
    return (d.x > 0) == (d.y > 0) ? U'\\' : U'/';
}

Animation::Animation() : shakeDice_(kShakeSeed) {}

void Animation::add(const GameEvent& event, Point hero) {
    if (!running()) {
        parts_.clear();
        current_ = 0;
    }
    switch (event.kind) {
        case GameEvent::Kind::MissileFlew:
            addCell(Part::Kind::Flight, event.cell, hero);
            return;
        case GameEvent::Kind::LightningLit:
            addCell(Part::Kind::Bolt, event.cell, hero);
            return;
        case GameEvent::Kind::HeavyBlow:
            addShake();
            return;
        // Shown as flashes and sounds, not in motion.
        case GameEvent::Kind::HeroHit:
        case GameEvent::Kind::HeroMissed:
        case GameEvent::Kind::MonsterKilled:
        case GameEvent::Kind::HeroHurt:
        case GameEvent::Kind::MonsterMissed:
        case GameEvent::Kind::Healed:
        case GameEvent::Kind::HeroDied:
        case GameEvent::Kind::LevelUp:
        case GameEvent::Kind::Burned:
        case GameEvent::Kind::ItemUsed:
        case GameEvent::Kind::PickedUp:
        // What quests listen for shows in the log only.
        case GameEvent::Kind::CellEntered:
        case GameEvent::Kind::PersonSpokenTo:
            return;
    }
}

void Animation::addCell(Part::Kind kind, Point cell, Point hero) {
    // Two flights in one action come one after the other in the events: a
    // cell that does not touch the last one begins the next.
    if (!parts_.empty() && parts_.back().kind == kind &&
        adjacent(parts_.back().cells.back(), cell)) {
        parts_.back().cells.push_back(cell);
        return;
    }
    Part part;
    part.kind = kind;
    part.cells.push_back(cell);
    // The hero's cell is left out of a throw, so the hero beside its first
    // cell is where it left from.
    part.from = adjacent(hero, cell) ? hero : cell;
    parts_.push_back(std::move(part));
}

void Animation::addShake() {
    // Blows landing together shake the view once: more would only make it
    // longer, not stronger.
    for (const Part& part : parts_) {
        if (part.kind == Part::Kind::Shake) {
            return;
        }
    }
    Part part;
    part.kind = Part::Kind::Shake;
    // Each jolt goes another way than the last, so every frame moves.
    constexpr auto kWays = static_cast<std::uint32_t>(kJolts.size());
    std::uint32_t jolt = shakeDice_.below(kWays);
    part.offsets.push_back(kJolts[jolt]);
    for (int i = 1; i < kShakeFrames; ++i) {
        // One of the other three: the way of the last jolt is skipped.
        const std::uint32_t next = shakeDice_.below(kWays - 1);
        jolt = next >= jolt ? next + 1 : next;
        part.offsets.push_back(kJolts[jolt]);
    }
    parts_.push_back(std::move(part));
}

std::size_t Animation::framesOf(const Part& part) const {
    switch (part.kind) {
        case Part::Kind::Flight:
            return part.cells.size();
        case Part::Kind::Bolt:
            return part.cells.size() + kBoltFadeOpacities.size();
        case Part::Kind::Shake:
            return part.offsets.size();
    }
    return 0;
}

std::size_t Animation::frameCount() const {
    std::size_t count = 0;
    for (const Part& part : parts_) {
        count += framesOf(part);
    }
    return count;
}

AnimationFrame Animation::frameAt(std::size_t index) const {
    for (const Part& part : parts_) {
        const std::size_t frames = framesOf(part);
        if (index < frames) {
            return frameOf(part, index);
        }
        index -= frames;
    }
    return {};
}

AnimationFrame Animation::frameOf(const Part& part, std::size_t index) const {
    AnimationFrame frame;
    switch (part.kind) {
        case Part::Kind::Flight:
            // One glyph for the whole flight, from where it left to where it
            // came down: a line's single steps would zigzag between two.
            frame.marks.push_back(
                {part.cells[index], flightGlyph(part.from, part.cells.back()), kMissileColour});
            frame.milliseconds = kFlightFrameMilliseconds;
            break;
        case Part::Kind::Bolt:
            if (index < part.cells.size()) {
                for (std::size_t i = 0; i < index; ++i) {
                    frame.glows.push_back({part.cells[i], kBoltColour, kBoltOpacity});
                }
                frame.glows.push_back({part.cells[index], kBoltHeadColour, kBoltHeadOpacity});
                frame.milliseconds = kBoltFrameMilliseconds;
            } else {
                const int opacity = kBoltFadeOpacities[index - part.cells.size()];
                for (Point cell : part.cells) {
                    frame.glows.push_back({cell, kBoltColour, opacity});
                }
                frame.milliseconds = kBoltFadeMilliseconds;
            }
            break;
        case Part::Kind::Shake:
            frame.shake = part.offsets[index];
            frame.milliseconds = kShakeFrameMilliseconds;
            break;
    }
    return frame;
}

void Animation::advance() {
    if (running()) {
        ++current_;
    }
}

namespace {

// Moves the cells of the map view by `offset`, within the view: the side
// panel and the log stay where they are.
void shakeView(const Rect& view, Point offset, CellBuffer& buffer) {
    const CellBuffer before = buffer;
    for (int y = view.top(); y < view.bottom(); ++y) {
        for (int x = view.left(); x < view.right(); ++x) {
            const Point to{x, y};
            const Point from = to - offset;
            const bool inside = view.contains(from) && before.contains(from);
            buffer.put(to, inside ? before.at(from) : Cell{});
        }
    }
}

}  // namespace

void drawAnimationFrame(const AnimationFrame& frame, const Camera& camera, CellBuffer& buffer) {
    const Rect& view = camera.view();
    if (frame.shake != Point{}) {
        shakeView(view, frame.shake, buffer);
    }
    // Marks and glows move with the map they are drawn on.
    const auto onScreen = [&](Point floorCell) -> std::optional<Point> {
        const auto screen = camera.screenCellOf(floorCell);
        if (!screen || !view.contains(*screen + frame.shake)) {
            return std::nullopt;
        }
        return *screen + frame.shake;
    };
    for (const AnimationMark& mark : frame.marks) {
        if (const auto cell = onScreen(mark.cell); cell && buffer.contains(*cell)) {
            buffer.put(*cell, mark.glyph, mark.colour, buffer.at(*cell).background);
        }
    }
    for (const Highlight& glow : frame.glows) {
        if (const auto cell = onScreen(glow.cell)) {
            buffer.highlight(*cell, glow.colour, glow.opacity);
        }
    }
}

}  // namespace delve
