#include "ui/views/light_map.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "core/linear_light.h"
#include "core/rect.h"
#include "map/fov_shadowcast.h"

namespace delve {

namespace {

// How much of the light about a fixture or a shining thing hangs in the
// air of its cell, drawn as the cell's background.
constexpr float kHaze = 0.03f;

// One light shining this turn: where its light starts and where it fades
// from (a torch hangs on its wall but shines into the room), and whether it
// is the hero's own.
struct Shining {
    Point from;
    Point fadesFrom;
    Light light;
    bool heros = false;
};

// The cells the hero sees, as one rectangle: no light farther than its reach
// from it can colour anything she sees.
Rect seenBounds(const Map& map) {
    int left = map.width();
    int top = map.height();
    int right = -1;
    int bottom = -1;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (map.isVisible({x, y})) {
                left = std::min(left, x);
                right = std::max(right, x);
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
        }
    }
    return right < 0 ? Rect{} : Rect{left, top, right - left + 1, bottom - top + 1};
}

bool reaches(const Rect& seen, Point from, int reach) {
    return from.x >= seen.left() - reach && from.x < seen.right() + reach &&
           from.y >= seen.top() - reach && from.y < seen.bottom() + reach;
}

// Where a torch's light starts: the open cell beside its wall, so that it
// lights the room it hangs in and not what lies behind the wall.
Point roomSideOf(const Map& map, Point wall) {
    for (Point step : {Point{0, 1}, Point{0, -1}, Point{1, 0}, Point{-1, 0}}) {
        const Point near = wall + step;
        if (map.contains(near) && !map.isOpaque(near)) {
            return near;
        }
    }
    return wall;
}

std::vector<Shining> lightsOf(const Game& game, const Fixtures& fixtures) {
    const Lights& lights = game.rules().lights;
    const Map& map = game.map();
    std::vector<Shining> shining;
    if (lights.hero) {
        shining.push_back({game.hero().position, game.hero().position, *lights.hero, true});
    }
    for (const FixtureAt& fixture : fixtures.all()) {
        const Light& light = lights.fixture(fixture.fixture)->light;
        const Point from =
            fixture.fixture == Fixture::Torch ? roomSideOf(map, fixture.cell) : fixture.cell;
        shining.push_back({from, fixture.cell, light});
    }
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            // Shown as the hero knows it: a secret door shines as its wall.
            if (const auto& light = lights.onTerrain(apparentTerrain(map.terrain({x, y})))) {
                shining.push_back({{x, y}, {x, y}, *light});
            }
        }
    }
    for (const Monster& monster : game.stage().monsters()) {
        if (const Light* light = lightOfKind(lights.monsters, monster.kind->id)) {
            shining.push_back({monster.position, monster.position, *light});
        }
    }
    for (const FloorItem& item : game.stage().items()) {
        if (const Light* light = lightOfKind(lights.items, item.item.kind->id)) {
            shining.push_back({item.at, item.at, *light});
        }
    }
    return shining;
}

void add(LightMap::Glow& to, const LightMap::Glow& light, float share) {
    to.red += light.red * share;
    to.green += light.green * share;
    to.blue += light.blue * share;
}

}  // namespace

LightMap::LightMap(const Game& game, const Fixtures& fixtures) {
    const Map& map = game.map();
    // In daylight every cell in view is fully lit, whatever else shines.
    const bool daylight = game.stage().depth() == 0 && game.plan().daylight;
    shade_ = daylight ? Glow{1.0f, 1.0f, 1.0f} : shadeOf(game.rules().lights);
    glow_ = Grid<Glow>(map.width(), map.height());
    others_ = Grid<Glow>(map.width(), map.height());
    const Rect seen = seenBounds(map);
    if (seen.width == 0) {
        return;
    }
    // Which light last reached each cell: a cell on a diagonal may be
    // reported twice by one light's scan, and must be lit once.
    Grid<int> litBy(map.width(), map.height(), -1);
    const Rect bounds{0, 0, map.width(), map.height()};
    int index = 0;
    for (const Shining& shining : lightsOf(game, fixtures)) {
        ++index;
        const Light& light = shining.light;
        if (!reaches(seen, shining.fadesFrom, light.reach + 1)) {
            continue;
        }
        const Glow full = fullGlowOf(light);
        const float farthest = static_cast<float>(light.reach) + 1.0f;
        const auto reveal = [&](Point cell) {
            if (!map.isVisible(cell) || litBy[cell] == index) {
                return;
            }
            litBy[cell] = index;
            const float dx = static_cast<float>(cell.x - shining.fadesFrom.x);
            const float dy = static_cast<float>(cell.y - shining.fadesFrom.y);
            const float share = std::max(0.0f, 1.0f - std::sqrt(dx * dx + dy * dy) / farthest);
            add(glow_[cell], full, share);
            if (!shining.heros) {
                add(others_[cell], full, share);
            }
        };
        if (shining.from != shining.fadesFrom) {
            reveal(shining.fadesFrom);
        }
        shadowcast(
            shining.from, light.reach, bounds, [&](Point cell) { return map.isOpaque(cell); },
            reveal);
    }
    for (Glow& glow : glow_.cells()) {
        add(glow, shade_, 1.0f);
    }
}

LightMap::Glow LightMap::at(Point cell) const {
    return glow_.contains(cell) ? glow_[cell] : shade_;
}

Colour LightMap::lit(Point cell, Colour colour) const {
    return glow_.contains(cell) ? litBy(glow_[cell], colour) : colour;
}

Colour LightMap::haze(Point cell) const {
    return others_.contains(cell) ? hazeOf(others_[cell]) : colours::black;
}

LightMap::Glow fullGlowOf(const Light& light) {
    const float strength = static_cast<float>(light.strength) / 100.0f;
    return {linearOf(light.colour.r) * strength, linearOf(light.colour.g) * strength,
            linearOf(light.colour.b) * strength};
}

LightMap::Glow shadeOf(const Lights& lights) {
    const float shade = static_cast<float>(lights.shade) / 100.0f;
    return {shade, shade, shade};
}

LightMap::Glow operator+(const LightMap::Glow& one, const LightMap::Glow& other) {
    return {one.red + other.red, one.green + other.green, one.blue + other.blue};
}

Colour litBy(const LightMap::Glow& glow, Colour colour) {
    return {channelOf(linearOf(colour.r) * glow.red), channelOf(linearOf(colour.g) * glow.green),
            channelOf(linearOf(colour.b) * glow.blue)};
}

Colour hazeOf(const LightMap::Glow& glow) {
    return {channelOf(glow.red * kHaze), channelOf(glow.green * kHaze),
            channelOf(glow.blue * kHaze)};
}

}  // namespace delve
