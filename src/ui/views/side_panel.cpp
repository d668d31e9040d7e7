#include "ui/views/side_panel.h"

#include <algorithm>
#include <functional>

#include "core/utf8.h"
#include "ui/app.h"
#include "ui/text/condition_text.h"
#include "ui/text/danger_text.h"
#include "ui/text/data_words.h"
#include "ui/text/item_text.h"
#include "ui/text/message_text.h"
#include "ui/text/text_wrap.h"
#include "ui/text/translation.h"
#include "ui/text/trap_text.h"

namespace delve {

namespace {

constexpr Colour kLabel = colours::grey;
constexpr Colour kValue = colours::lightGrey;
constexpr Colour kPanelTitle = colours::yellow;
constexpr Colour kReplay{120, 200, 230};
constexpr Colour kConditions = colours::green;
constexpr Colour kGold{250, 210, 60};
constexpr Colour kMana{110, 150, 250};
// The monster that keeps rest, explore and travel from starting.
constexpr Colour kForbidding{255, 150, 60};
// A wide panel keeps its bars short enough to read at a glance.
constexpr int kLongestBar = 20;

std::string replayStep(const ReplayProgress& progress) {
    return trf(
        "step {played} of {total}",
        SentenceArguments{}.number("played", progress.played).number("total", progress.total));
}

// What stands for the things in view the panel had no room to list.
std::string moreNotShown(int count) {
    return trnf("and {count} more", "and {count} more", count);
}

// What a name is written among: itself alone, or "{name} (asleep)".
using Framing = std::function<std::string(const std::string&)>;
std::string standsAlone(const std::string& name) {
    return name;
}

// The panel's lines, top to bottom, each wrapped between words to the
// panel's width; nothing is written below the panel.
class PanelLines {
  public:
    PanelLines(CellBuffer& buffer, const Rect& panel)
        : buffer_(buffer),
          x_(panel.x + 1),
          y_(panel.y),
          bottom_(panel.bottom()),
          width_(std::max(panel.width - 2, 1)) {}

    int width() const { return width_; }
    bool hasRoom(int lines) const { return y_ + lines <= bottom_; }
    int linesFor(const std::string& text, int indent) const {
        return static_cast<int>(wrapWords(text, width_ - indent).size());
    }

    // A text `indent` cells in, wrapped; as many lines as the panel holds.
    void add(const std::string& text, Colour colour, int indent = 0) {
        if (y_ < bottom_) {
            y_ += buffer_.wrapped({x_ + indent, y_}, text, width_ - indent, colour, colours::black,
                                  bottom_ - y_);
        }
    }
    // A name: wrapped too, but a word longer than a line is shortened, and
    // in two lines at most, shortened to fit (a narrow panel would break
    // "murciélago frugívoro (duerme)" over three). `framed` sets the name
    // among words kept whole.
    void addName(const std::string& name, Colour colour, int indent = 0,
                 const Framing& framed = standsAlone) {
        if (y_ < bottom_) {
            y_ += buffer_.wrappedName({x_ + indent, y_}, fitted(name, indent, framed),
                                      width_ - indent, colour, colours::black, bottom_ - y_);
        }
    }
    // A field that never wraps (a 20-digit seed broken over lines reads as
    // two numbers): whole where it fits, else cut with "…"; the character
    // sheet and the morgue keep it whole.
    void addOneLine(const std::string& text, Colour colour) {
        if (y_ < bottom_) {
            buffer_.text({x_, y_}, shortened(text, width_), colour);
            ++y_;
        }
    }
    int linesForName(const std::string& name, int indent,
                     const Framing& framed = standsAlone) const {
        return static_cast<int>(wrapName(fitted(name, indent, framed), width_ - indent).size());
    }
    // A glyph at the start of the next line (a monster before its name).
    void glyph(char32_t glyph, Colour colour) { buffer_.put({x_, y_}, glyph, colour); }
    void skip() { ++y_; }

  private:
    static constexpr int kMostNameLines = 2;
    std::string fitted(const std::string& name, int indent, const Framing& framed) const {
        return nameWithin(name, width_ - indent, kMostNameLines, framed);
    }

    CellBuffer& buffer_;
    int x_;
    int y_;
    int bottom_;
    int width_;
};

}  // namespace

std::string meterBar(int value, int maximum, int width) {
    const int filled = maximum > 0 ? std::clamp(value * width / maximum, 0, width) : 0;
    return "[" + std::string(static_cast<std::size_t>(filled), '#') +
           std::string(static_cast<std::size_t>(width - filled), '-') + "]";
}

namespace {

// "HP [###] 30/30": the label, the bar in its brackets and the numbers, the
// bar as long as the panel allows up to kLongestBar. Where the label and
// numbers beside it would leave it shorter (a panel of 20 columns, the
// terminal's at 100), they take a line of their own and the bar the next,
// across the whole panel, rather than a stub of a bar.
void addMeter(PanelLines& lines, const std::string& label, int value, int maximum, Colour colour) {
    const std::string numbers = std::to_string(value) + "/" + std::to_string(maximum);
    const int longest = std::max(std::min(lines.width() - 2, kLongestBar), 1);
    const int beside = lines.width() - utf8Length(label) - 4 - static_cast<int>(numbers.size());
    if (beside >= longest) {
        lines.add(label + " " + meterBar(value, maximum, longest) + " " + numbers, colour);
        return;
    }
    lines.add(label + " " + numbers, colour);
    lines.add(meterBar(value, maximum, longest), colour);
}

}  // namespace

Colour healthColour(int hp, int maxHp) {
    if (hp * 3 <= maxHp) {
        return colours::red;
    }
    if (hp * 3 <= maxHp * 2) {
        return colours::yellow;
    }
    return colours::green;
}

std::string whereOnThePlan(const Game& game) {
    const int depth = game.stage().depth();
    const DungeonPlan& plan = game.plan();
    switch (plan.floorWord) {
        case FloorWord::Floor:
            break;
        case FloorWord::Level:
            if (depth == 0) {
                return tr("Above ground");
            }
            return trf("Level {number} of {count}",
                       SentenceArguments{}.number("number", depth).number("count", plan.deepest()));
    }
    return trf("Depth {number}", SentenceArguments{}.number("number", depth));
}

std::vector<const Person*> peopleInView(const Game& game) {
    const Map& map = game.map();
    const Point hero = game.hero().position;
    std::vector<const Person*> people;
    for (const Person& person : game.stage().people()) {
        if (map.isVisible(person.position)) {
            people.push_back(&person);
        }
    }
    std::ranges::stable_sort(people, [hero](const Person* a, const Person* b) {
        return squaredDistance(a->position, hero) < squaredDistance(b->position, hero);
    });
    return people;
}

std::vector<std::string> thingsAround(const Game& game) {
    const Map& map = game.map();
    const Point hero = game.hero().position;
    const auto nearer = [hero](Point a, Point b) {
        return squaredDistance(a, hero) < squaredDistance(b, hero);
    };
    // The people in view first, nearest first: they are whom the hero meets.
    std::vector<std::string> things;
    for (const Person* person : peopleInView(game)) {
        things.push_back(nameIn(nounOf(*person->kind)));
    }
    std::vector<Point> stairs;
    for (Point p : map.visibleCells()) {
        if (map.terrain(p) == Terrain::StairsDown || map.terrain(p) == Terrain::StairsUp) {
            stairs.push_back(p);
        }
    }
    std::ranges::sort(stairs, nearer);
    for (Point p : stairs) {
        if (map.terrain(p) == Terrain::StairsUp) {
            things.push_back(p == hero ? tr("stairs up (here)") : tr("stairs up"));
        } else {
            things.push_back(p == hero ? tr("stairs down (here)") : tr("stairs down"));
        }
    }
    // Then the known traps in view, nearest first.
    std::vector<const Trap*> traps;
    for (const Trap& trap : game.stage().traps()) {
        if (trap.known && map.isVisible(trap.at)) {
            traps.push_back(&trap);
        }
    }
    std::ranges::sort(traps, [hero](const Trap* a, const Trap* b) {
        return squaredDistance(a->at, hero) < squaredDistance(b->at, hero);
    });
    for (const Trap* trap : traps) {
        things.push_back(trapName(game.rules(), trap->kind));
    }
    // Then the things lying in view, nearest first, each heap by its top.
    std::vector<Point> heaps;
    for (const FloorItem& item : game.stage().items()) {
        if (map.isVisible(item.at) && std::ranges::find(heaps, item.at) == heaps.end()) {
            heaps.push_back(item.at);
        }
    }
    std::ranges::stable_sort(heaps, [hero](Point a, Point b) {
        return squaredDistance(a, hero) < squaredDistance(b, hero);
    });
    for (Point heap : heaps) {
        things.push_back(itemName(game.lore(), *game.stage().topItemAt(heap)));
    }
    return things;
}

std::vector<const Monster*> monstersInView(const Game& game) {
    std::vector<const Monster*> seen;
    for (const Monster& monster : game.stage().monsters()) {
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

void drawSidePanel(const App& app, const Rect& panel, CellBuffer& buffer) {
    const Game& game = app.game();
    PanelLines lines(buffer, panel);
    if (const auto& replay = app.presentation().replayProgress()) {
        lines.add(tr("Replay"), kReplay);
        lines.add(replayStep(*replay), kReplay);
        lines.skip();
    }
    lines.addName(placeName(game.stage().name()), kPanelTitle);
    lines.add(whereOnThePlan(game), kValue);
    lines.add(trf("Turn {number}", SentenceArguments{}.number("number", game.turn())), kValue);
    lines.addOneLine(
        trf("Seed {seed}", SentenceArguments{}.text("seed", std::to_string(game.seed()))), kLabel);
    lines.skip();
    const Hero& hero = game.hero();
    lines.addName(hero.name, colours::white);
    lines.addName(trf("{class}, level {level}", SentenceArguments{}
                                                    .text("class", className(*hero.heroClass))
                                                    .number("level", hero.experienceLevel)),
                  kValue);
    lines.add(
        trf("Exp {have}/{need}",
            SentenceArguments{}
                .number("have", hero.experience)
                .number("need", experienceForNextLevel(*hero.heroClass, hero.experienceLevel))),
        kValue);
    addMeter(lines, tr("HP"), hero.hp, hero.maxHp, healthColour(hero.hp, hero.maxHp));
    if (hero.maxMana > 0) {
        addMeter(lines, tr("MP"), hero.mana, hero.maxMana, kMana);
    }
    for (const Condition& condition : hero.conditions.all()) {
        lines.add(conditionWithTurns(game.rules(), condition), kConditions);
    }
    // What the hero has in use, and the purse.
    for (EquipSlot slot : kAllEquipSlots) {
        if (const std::optional<Item>& item = hero.equipment.in(slot)) {
            lines.glyph(item->kind->glyph, itemColour(game.lore(), *item->kind));
            lines.addName(nameIn(itemNoun(game.lore(), *item->kind)), kValue, 2);
        }
    }
    lines.add(trf("Gold {number}", SentenceArguments{}.number("number", hero.gold)), kGold);
    lines.skip();
    lines.add(tr("Around:"), kLabel);
    const auto monsters = monstersInView(game);
    const auto things = thingsAround(game);
    if (things.empty() && monsters.empty()) {
        lines.add(tr("nothing"), kValue, 2);
    }
    const int listed = static_cast<int>(monsters.size() + things.size());
    // The one a refused command names is marked, so the player knows what
    // to deal with; once the run is over there are no commands to refuse.
    const Monster* forbidding =
        game.isOver() ? nullptr : game.foresight().monsterForbiddingCommands();
    int shown = 0;
    for (const Monster* monster : monsters) {
        const MonsterKind& kind = *monster->kind;
        const std::string name = monsterName(kind);
        const bool marked = monster == forbidding;
        const Framing state = [monster, marked](const std::string& shown) {
            const std::string stated =
                monster->awake() ? shown
                                 : trf("{name} (asleep)", SentenceArguments{}.text("name", shown));
            return marked ? stated + " !" : stated;
        };
        // What is on it ("Confused, Slowed"), under its name.
        std::string conditions;
        for (const Condition& condition : monster->conditions.all()) {
            conditions +=
                (conditions.empty() ? "" : ", ") + conditionName(game.rules(), condition.kind);
        }
        // How dangerous it is to her, in a word and its colour.
        const Danger danger = dangerOf(hero, *monster);
        const std::string dangerSaid = dangerWord(danger);
        // The name, its danger, its conditions, its health bar, and a line
        // to count the rest if any.
        const int needed = lines.linesForName(name, 2, state) +
                           (dangerSaid.empty() ? 0 : lines.linesFor(dangerSaid, 2)) +
                           (conditions.empty() ? 0 : lines.linesFor(conditions, 2)) + 1 +
                           (shown + 1 < listed ? 1 : 0);
        if (!lines.hasRoom(needed)) {
            break;
        }
        lines.glyph(kind.glyph, kind.colour);
        lines.addName(name, marked ? kForbidding : kValue, 2, state);
        if (!dangerSaid.empty()) {
            lines.add(dangerSaid, dangerColour(danger), 2);
        }
        if (!conditions.empty()) {
            lines.add(conditions, kConditions, 2);
        }
        lines.add(meterBar(monster->hp, kind.maxHp, std::clamp(lines.width() - 4, 4, kLongestBar)),
                  healthColour(monster->hp, kind.maxHp), 2);
        ++shown;
    }
    for (const std::string& thing : things) {
        if (shown < static_cast<int>(monsters.size()) ||
            !lines.hasRoom(lines.linesForName(thing, 2) + (shown + 1 < listed ? 1 : 0))) {
            break;
        }
        lines.addName(thing, kValue, 2);
        ++shown;
    }
    if (shown < listed) {
        lines.add(moreNotShown(listed - shown), kLabel, 2);
    }
}

}  // namespace delve
