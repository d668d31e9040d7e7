#include "ui/views/compact_panel.h"

#include <string>
#include <vector>

#include "ui/app.h"
#include "ui/text/condition_text.h"
#include "ui/text/danger_text.h"
#include "ui/text/data_words.h"
#include "ui/text/message_text.h"
#include "ui/text/text_wrap.h"
#include "ui/text/translation.h"
#include "ui/views/side_panel.h"

namespace delve {

namespace {

constexpr Colour kTitle = colours::yellow;
constexpr Colour kWords = colours::lightGrey;
constexpr Colour kLabel = colours::grey;
constexpr Colour kMana{110, 150, 250};
// The bars are as long as the lessons draw them.
constexpr int kHealthBar = 12;
constexpr int kManaBar = 8;

// One line of the panel, cut to its width.
class PanelRows {
  public:
    PanelRows(CellBuffer& buffer, const Rect& panel)
        : buffer_(buffer),
          x_(panel.x + 1),
          y_(panel.y),
          bottom_(panel.bottom()),
          width_(std::max(panel.width - 1, 1)) {}

    bool hasRoom(int rows) const { return y_ + rows <= bottom_; }
    void add(const std::string& text, Colour colour) {
        if (y_ < bottom_) {
            buffer_.text({x_, y_++}, shortened(text, width_), colour);
        }
    }
    // "r giant rat": the glyph in its colour, then the words.
    void addWithGlyph(char32_t glyph, Colour glyphColour, const std::string& text, Colour colour) {
        if (y_ < bottom_) {
            buffer_.put({x_, y_}, glyph, glyphColour);
            buffer_.text({x_ + 2, y_++}, shortened(text, width_ - 2), colour);
        }
    }
    void skip() { ++y_; }

  private:
    CellBuffer& buffer_;
    int x_;
    int y_;
    int bottom_;
    int width_;
};

// A monster as the list names it: asleep, or how dangerous it is to her.
std::string monsterLine(const Hero& hero, const Monster& monster) {
    std::string line = monsterName(*monster.kind);
    if (!monster.awake()) {
        return trf("{name} (asleep)", SentenceArguments{}.text("name", line));
    }
    const std::string danger = dangerWord(dangerOf(hero, monster));
    return danger.empty() ? line : line + ", " + danger;
}

void drawAround(const Game& game, PanelRows& rows) {
    rows.add(tr("Around:"), kLabel);
    const std::vector<const Monster*> monsters = monstersInView(game);
    const std::vector<const Person*> people = peopleInView(game);
    const int listed = static_cast<int>(monsters.size() + people.size());
    if (listed == 0) {
        rows.add(tr("nobody"), kWords);
        return;
    }
    int shown = 0;
    const auto roomFor = [&] { return rows.hasRoom(shown + 1 < listed ? 2 : 1); };
    for (const Monster* monster : monsters) {
        if (!roomFor()) {
            break;
        }
        const Danger danger = dangerOf(game.hero(), *monster);
        rows.addWithGlyph(monster->kind->glyph, monster->kind->colour,
                          monsterLine(game.hero(), *monster),
                          danger == Danger::Slight ? kWords : dangerColour(danger));
        ++shown;
    }
    for (const Person* person : people) {
        if (shown < static_cast<int>(monsters.size()) || !roomFor()) {
            break;
        }
        rows.addWithGlyph(person->kind->glyph, person->kind->colour, nameIn(nounOf(*person->kind)),
                          kWords);
        ++shown;
    }
    if (shown < listed) {
        rows.add(trnf("and {count} more", "and {count} more", listed - shown), kLabel);
    }
}

// "Iva, barbarian lv.1  exp 0/20  gold 5"
std::string heroLine(const Hero& hero) {
    return trf("{name}, {class} lv.{level}  exp {have}/{need}  gold {gold}",
               SentenceArguments{}
                   .text("name", hero.name)
                   .text("class", classNameInLine(*hero.heroClass))
                   .number("level", hero.experienceLevel)
                   .number("have", hero.experience)
                   .number("need", experienceForNextLevel(*hero.heroClass, hero.experienceLevel))
                   .number("gold", hero.gold));
}

// "H [############] 48/48": a letter, a bar and the numbers.
std::string meter(const std::string& letter, int value, int maximum, int width) {
    return letter + " " + meterBar(value, maximum, width) + " " + std::to_string(value) + "/" +
           std::to_string(maximum);
}

}  // namespace

void drawCompactPanel(const App& app, const Layout& layout, CellBuffer& buffer) {
    const Game& game = app.game();
    PanelRows rows(buffer, layout.sidePanel);
    rows.add(placeName(game.stage().name()), kTitle);
    rows.add(whereOnThePlan(game), kWords);
    rows.skip();
    drawAround(game, rows);

    const Hero& hero = game.hero();
    const Rect& below = layout.heroLines;
    if (below.height < 1) {
        return;
    }
    buffer.text({below.x, below.y}, shortened(heroLine(hero), below.width), colours::white);
    if (below.height < 2) {
        return;
    }
    // The health bar, the mana bar, and what ails her, on one line.
    const int x = below.x;
    const int y = below.y + 1;
    int at = buffer.text({x, y}, meter(trc("health bar", "H"), hero.hp, hero.maxHp, kHealthBar),
                         healthColour(hero.hp, hero.maxHp));
    if (hero.maxMana > 0) {
        at += buffer.text({x + at, y}, "   ", kWords);
        at += buffer.text({x + at, y},
                          meter(trc("mana bar", "M"), hero.mana, hero.maxMana, kManaBar), kMana);
    }
    for (const Condition& condition : hero.conditions.all()) {
        at += buffer.text({x + at, y}, "   ", kWords);
        at += buffer.text(
            {x + at, y},
            shortened(conditionWithTurns(game.rules(), condition), std::max(below.width - at, 1)),
            colours::green);
    }
}

}  // namespace delve
