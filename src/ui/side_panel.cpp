#include "ui/side_panel.h"

#include <algorithm>

namespace delve {

namespace {

constexpr Colour kLabel = colours::grey;
constexpr Colour kValue = colours::lightGrey;
constexpr Colour kTitle = colours::yellow;

// "[#######---]" filled in proportion to value / maximum.
std::string bar(int value, int maximum, int width) {
    const int filled = maximum > 0 ? std::clamp(value * width / maximum, 0, width) : 0;
    return "[" + std::string(static_cast<std::size_t>(filled), '#') +
           std::string(static_cast<std::size_t>(width - filled), '-') + "]";
}

Colour healthColour(int hp, int maxHp) {
    if (hp * 3 <= maxHp) {
        return colours::red;
    }
    if (hp * 3 <= maxHp * 2) {
        return colours::yellow;
    }
    return colours::green;
}

}  // namespace

std::vector<std::string> thingsAround(const Game& game) {
    const Map& map = game.map();
    const Point hero = game.hero().position;
    std::vector<Point> stairs;
    for (Point p : map.visibleCells()) {
        if (map.terrain(p) == Terrain::StairsDown) {
            stairs.push_back(p);
        }
    }
    std::ranges::sort(stairs, [hero](Point a, Point b) {
        return squaredDistance(a, hero) < squaredDistance(b, hero);
    });
    std::vector<std::string> things;
    for (Point p : stairs) {
        things.push_back(p == hero ? "stairs down (here)" : "stairs down");
    }
    return things;
}

void drawSidePanel(const Game& game, const Rect& panel, CellBuffer& buffer) {
    const int x = panel.x + 1;
    const int width = panel.width - 2;
    int y = panel.y;
    auto line = [&](const std::string& text, Colour colour) {
        if (y < panel.bottom()) {
            buffer.text({x, y}, text, colour, colours::black, width);
        }
        ++y;
    };
    line(game.floor().name, kTitle);
    line("Depth " + std::to_string(game.depth()), kValue);
    line("Turn " + std::to_string(game.turn()), kValue);
    line("Seed " + std::to_string(game.seed()), kLabel);
    ++y;
    const Hero& hero = game.hero();
    line(std::string(hero.heroClass->name), colours::white);
    const std::string numbers = std::to_string(hero.hp) + "/" + std::to_string(hero.maxHp);
    // "HP [###] 30/30" filling the panel's width.
    const int barWidth = std::max(width - 6 - static_cast<int>(numbers.size()), 4);
    line("HP " + bar(hero.hp, hero.maxHp, barWidth) + " " + numbers,
         healthColour(hero.hp, hero.maxHp));
    ++y;
    line("Around:", kLabel);
    const auto things = thingsAround(game);
    if (things.empty()) {
        line("  nothing", kValue);
    }
    for (const std::string& thing : things) {
        line("  " + thing, kValue);
    }
}

}  // namespace delve
