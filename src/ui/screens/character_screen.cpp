#include "ui/screens/character_screen.h"

#include <string>
#include <vector>

#include "game/combat.h"
#include "game/conditions/condition_rule.h"
#include "ui/app.h"
#include "ui/keeping/morgue.h"
#include "ui/text/condition_text.h"
#include "ui/text/data_words.h"
#include "ui/text/item_text.h"
#include "ui/text/text_wrap.h"
#include "ui/text/translation.h"
#include "ui/views/box.h"

namespace delve {

namespace {

// What is inside a heading is set in this far.
constexpr int kListIndent = 2;

struct SheetLine {
    std::string text;
    Colour colour = colours::lightGrey;
    int indent = 0;
};
using SheetColumn = std::vector<SheetLine>;

void addHeading(SheetColumn& column, std::string text) {
    if (!column.empty()) {
        column.push_back({});
    }
    column.push_back({std::move(text), colours::grey});
}

// "1d4+2 + 1d8 + 1": the hand's dice, the weapon's, and the fury's bonus.
std::string damageText(const Hero& hero) {
    std::string dice = heroHandDamage(hero).text();
    if (const ItemKind* weapon = hero.equipment.weapon()) {
        dice += " + " + weapon->damage.text();
    }
    if (const int fury = heroFuryDamage(hero); fury > 0) {
        dice += " + " + std::to_string(fury);
    }
    return dice;
}

// A part of a number, under it: "your own: 1d8+2", "battle axe: -5".
void addPart(SheetColumn& column, const std::string& what, const std::string& value) {
    column.push_back(
        {trf("{what}: {value}", SentenceArguments{}.text("what", what).text("value", value)),
         colours::grey, kListIndent});
}

std::string signedNumber(int value) {
    return (value > 0 ? "+" : "") + std::to_string(value);
}

// The chance to hit plainly, and what makes it: the class's own aim and
// what the weapon adds or takes.
void addAccuracy(SheetColumn& column, const Game& game) {
    const Hero& hero = game.hero();
    // xgettext:no-c-format
    column.push_back({trf("To hit: {number}% against no armour",
                          SentenceArguments{}.number("number", heroAccuracy(hero)))});
    const ItemKind* weapon = hero.equipment.weapon();
    if (weapon != nullptr && weapon->accuracy != 0) {
        addPart(column, tr("your own"), std::to_string(hero.heroClass->accuracy));
        addPart(column, nameIn(itemNoun(game.lore(), *weapon)), signedNumber(weapon->accuracy));
    }
}

// A blow's dice in all, then each part under it: the hero's own, the
// weapon's, the fury's.
void addDamage(SheetColumn& column, const Game& game) {
    const Hero& hero = game.hero();
    column.push_back({trf("Damage: {dice}", SentenceArguments{}.text("dice", damageText(hero)))});
    const ItemKind* weapon = hero.equipment.weapon();
    const int fury = heroFuryDamage(hero);
    if (weapon == nullptr && fury == 0) {
        return;
    }
    addPart(column, tr("your own"), heroHandDamage(hero).text());
    if (weapon != nullptr) {
        addPart(column, nameIn(itemNoun(game.lore(), *weapon)), weapon->damage.text());
    }
    if (fury > 0) {
        addPart(column, tr("fury"), signedNumber(fury));
    }
}

SheetColumn whoSheIs(const Game& game) {
    const Hero& hero = game.hero();
    const auto number = [](int value) { return SentenceArguments{}.number("number", value); };
    SheetColumn column;
    column.push_back({hero.name, colours::white});
    column.push_back({trf("{class}, level {level}", SentenceArguments{}
                                                        .text("class", className(*hero.heroClass))
                                                        .number("level", hero.experienceLevel))});
    column.push_back(
        {trf("Experience: {have} of {need} for the next level",
             SentenceArguments{}
                 .number("have", hero.experience)
                 .number("need", experienceForNextLevel(*hero.heroClass, hero.experienceLevel)))});
    column.push_back(
        {trf("Health: {health} of {most}",
             SentenceArguments{}.number("health", hero.hp).number("most", hero.maxHp))});
    column.push_back(
        {trf("Mana: {mana} of {most}",
             SentenceArguments{}.number("mana", hero.mana).number("most", hero.maxMana))});
    addAccuracy(column, game);
    column.push_back({trf("Defence: {number}", number(heroDefence(hero)))});
    addDamage(column, game);
    column.push_back({trf("Speed: {number} (100 is the usual)", number(speedNow(hero)))});
    column.push_back({trf("Gold: {number}", number(hero.gold)), Colour{250, 210, 60}});
    // Whole here, where the side panel may have to cut it.
    column.push_back(
        {trf("Seed: {seed}", SentenceArguments{}.text("seed", std::to_string(game.seed()))),
         colours::grey});
    return column;
}

// What she carries in use and what ails her, then her skills and kills:
// the right column, so that the numbers on the left keep their room on the
// smallest screen.
SheetColumn whatSheCarriesAndHasDone(const Game& game) {
    const Hero& hero = game.hero();
    SheetColumn column;
    addHeading(column, tr("In use:"));
    bool anything = false;
    for (EquipSlot slot : kAllEquipSlots) {
        if (const std::optional<Item>& item = hero.equipment.in(slot)) {
            column.push_back({itemName(game.lore(), *item) + " (" + placeInUse(slot) + ")",
                              colours::lightGrey, kListIndent});
            anything = true;
        }
    }
    if (!anything) {
        column.push_back({tr("nothing"), colours::lightGrey, kListIndent});
    }

    addHeading(column, tr("Conditions:"));
    for (const Condition& condition : hero.conditions.all()) {
        column.push_back(
            {conditionWithTurns(game.rules(), condition), colours::green, kListIndent});
    }
    if (hero.conditions.all().empty()) {
        column.push_back({tr("none"), colours::lightGrey, kListIndent});
    }
    addHeading(column, tr("Skills:"));
    for (const Skill* skill : hero.skills) {
        column.push_back(
            {trf("{skill} ({school}), {mana} mana", SentenceArguments{}
                                                        .text("skill", trc("skill", skill->name))
                                                        .text("school", trc("skill", skill->school))
                                                        .number("mana", skill->mana)),
             colours::lightGrey, kListIndent});
    }
    if (hero.skills.empty()) {
        column.push_back({tr("none yet"), colours::lightGrey, kListIndent});
    }
    addHeading(column, killsHeading(game));
    const std::vector<std::string> kills = killLines(game);
    for (const std::string& kill : kills) {
        column.push_back({kill, colours::lightGrey, kListIndent});
    }
    if (kills.empty()) {
        column.push_back({tr("none"), colours::lightGrey, kListIndent});
    }
    return column;
}

int linesOf(const SheetLine& line, int width) {
    return line.text.empty() ? 1
                             : static_cast<int>(wrapWords(line.text, width - line.indent).size());
}

// Draws a column from `top` left, `width` wide, down to (not into) row
// `bottom`; what has no room gives way to a line saying how much.
void drawColumn(CellBuffer& buffer, const SheetColumn& column, Point topLeft, int width,
                int bottom) {
    int y = topLeft.y;
    for (std::size_t i = 0; i < column.size(); ++i) {
        const SheetLine& line = column[i];
        const int needed = linesOf(line, width);
        const bool last = i + 1 == column.size();
        // Room for this line, and for the count of the rest after it.
        if (y + needed + (last ? 0 : 1) > bottom) {
            const int left = static_cast<int>(column.size() - i);
            buffer.wrapped({topLeft.x + kListIndent, y},
                           trnf("and {count} more line", "and {count} more lines", left),
                           width - kListIndent, colours::grey, kBoxFill, bottom - y);
            return;
        }
        if (!line.text.empty()) {
            buffer.wrapped({topLeft.x + line.indent, y}, line.text, width - line.indent,
                           line.colour, kBoxFill, needed);
        }
        y += needed;
    }
}

}  // namespace

void CharacterScreen::draw(const App& app, CellBuffer& buffer) const {
    const Rect box{0, 0, buffer.columns(), buffer.rows()};
    drawBox(buffer, box, tr("Character (any key closes)"));
    const Point start = boxTextStart(box);
    const int width = boxTextWidth(box);
    const int bottom = box.bottom() - 1;
    // Two columns: even the smallest screen the game plays on (ui/views/layout.h)
    // leaves each the width of a name and its number.
    const SheetColumn left = whoSheIs(app.game());
    const SheetColumn right = whatSheCarriesAndHasDone(app.game());
    const int gap = 3;
    const int half = (width - gap) / 2;
    drawColumn(buffer, left, start, half, bottom);
    drawColumn(buffer, right, {start.x + half + gap, start.y}, width - half - gap, bottom);
}

void CharacterScreen::handle(App& app, const InputEvent& event) {
    if (event.kind == InputEvent::Kind::Key) {
        app.pop();
    }
}

}  // namespace delve
