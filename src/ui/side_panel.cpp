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

std::vector<const Monster*> monstersInView(const Game& game) {
    std::vector<const Monster*> seen;
    for (const Monster& monster : game.monsters()) {
        if (game.canSee(monster)) {
            seen.push_back(&monster);
        }
    }
    const Point hero = game.hero().position;
    std::ranges::stable_sort(seen, [hero](const Monster* a, const Monster* b) {
        return squaredDistance(a->position, hero) < squaredDistance(b->position, hero);
    });
    return seen;
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
    line(hero.heroClass->name + ", level " + std::to_string(hero.level), colours::white);
    line("Exp " + std::to_string(hero.experience) + "/" +
             std::to_string(experienceForNextLevel(hero.level)),
         kValue);
    const std::string numbers = std::to_string(hero.hp) + "/" + std::to_string(hero.maxHp);
    // "HP [###] 30/30" filling the panel's width.
    const int barWidth = std::max(width - 6 - static_cast<int>(numbers.size()), 4);
    line("HP " + bar(hero.hp, hero.maxHp, barWidth) + " " + numbers,
         healthColour(hero.hp, hero.maxHp));
    if (hero.poisoned > 0) {
        line("Poisoned (" + std::to_string(hero.poisoned) + ")", colours::green);
    }
    ++y;
    line("Around:", kLabel);
    const auto monsters = monstersInView(game);
    const auto things = thingsAround(game);
    if (things.empty() && monsters.empty()) {
        line("  nothing", kValue);
    }
    for (const Monster* monster : monsters) {
        if (y + 1 >= panel.bottom()) {
            break;
        }
        const MonsterKind& kind = *monster->kind;
        buffer.put({x, y}, kind.glyph, kind.colour);
        const std::string state = monster->awake() ? "" : " (asleep)";
        buffer.text({x + 2, y}, kind.name + state, kValue, colours::black, width - 2);
        ++y;
        const int monsterBar = std::max(width - 4, 4);
        line("  " + bar(monster->hp, kind.maxHp, monsterBar),
             healthColour(monster->hp, kind.maxHp));
    }
    for (const std::string& thing : things) {
        line("  " + thing, kValue);
    }
}

}  // namespace delve
