#include "ui/screens/inventory_screen.h"

#include <algorithm>
#include <memory>

#include "game/items/charges.h"
#include "ui/app.h"
#include "ui/screens/aim_screen.h"
#include "ui/screens/lettered_choice.h"
#include "ui/text/item_text.h"
#include "ui/text/translation.h"
#include "ui/views/box.h"

namespace delve {

namespace {

constexpr int kWidestPackText = 70;

// `reading`: the word of the effect of the scroll being read, for ReadOn.
std::string title(InventoryScreen::Purpose purpose, std::string_view reading) {
    switch (purpose) {
        case InventoryScreen::Purpose::Use:
            return tr("Pack");
        case InventoryScreen::Purpose::Drop:
            return tr("Drop what?");
        case InventoryScreen::Purpose::ReadOn:
            return reading == "enchant" ? tr("Enchant what?") : tr("Identify what?");
        case InventoryScreen::Purpose::Throw:
            return tr("Throw what?");
    }
    return {};
}

std::string keysLine(InventoryScreen::Purpose purpose, std::string_view reading,
                     bool anythingInUse) {
    switch (purpose) {
        case InventoryScreen::Purpose::Use:
            return anythingInUse ? tr("a-z: use    1-5: take off    Esc: close")
                                 : tr("a-z: use    Esc: close");
        case InventoryScreen::Purpose::Drop:
            return tr("a-z: drop    Esc: close");
        case InventoryScreen::Purpose::ReadOn:
            if (reading == "enchant") {
                return anythingInUse ? tr("a-z, 1-5: enchant    Esc: keep the scroll unread")
                                     : tr("a-z: enchant    Esc: keep the scroll unread");
            }
            return tr("a-z: identify    Esc: keep the scroll unread");
        case InventoryScreen::Purpose::Throw:
            return tr("a-z: throw    Esc: close");
    }
    return {};
}

// "a dagger: damage 1d3, +10 to hit", or the name alone when it does
// nothing to tell.
std::string described(const ItemLore& lore, const Item& item) {
    std::string use = itemUse(lore, *item.kind);
    if (item.property && item.propertyKnown) {
        use += "; " + propertyUse(*item.property);
    }
    return use.empty() ? itemName(lore, item) : itemName(lore, item) + ": " + use;
}

}  // namespace

InventoryScreen::InventoryScreen(Purpose purpose, int scroll)
    : purpose_(purpose), scroll_(scroll) {}

// A scroll is read on what it would take (identify on a thing not yet
// known), never on itself.
bool InventoryScreen::canChoose(const Game& game, int slot) const {
    return purpose_ == Purpose::ReadOn ? game.foresight().readsOn(scroll_, slot)
                                       : game.hero().pack.has(slot);
}

// In use, a digit takes the thing off, or has the scroll read on it.
bool InventoryScreen::canChooseWorn(const Game& game, EquipSlot slot) const {
    switch (purpose_) {
        case Purpose::Use:
            return game.hero().equipment.in(slot).has_value();
        case Purpose::ReadOn:
            return game.foresight().readsOnWorn(scroll_, slot);
        case Purpose::Drop:
        case Purpose::Throw:
            return false;
    }
    return false;
}

std::string_view InventoryScreen::readingWord(const Game& game) const {
    const Pack& pack = game.hero().pack;
    if (purpose_ != Purpose::ReadOn || !pack.has(scroll_) ||
        pack.at(scroll_).kind->effect == nullptr) {
        return {};
    }
    return pack.at(scroll_).kind->effect->word;
}

void InventoryScreen::draw(const App& app, CellBuffer& buffer) const {
    const Game& game = app.game();
    const Hero& hero = game.hero();
    const int width = std::min(kWidestPackText, widestBoxText(buffer));
    BoxText lines;
    if (hero.pack.size() == 0) {
        addWrapped(lines, tr("Your pack is empty."), width, colours::grey);
    }
    for (int slot = 0; slot < hero.pack.size(); ++slot) {
        const Item& item = hero.pack.at(slot);
        const bool choosable = canChoose(game, slot);
        addWrapped(lines, std::string(1, choiceLetter(slot)) + "  " + described(game.lore(), item),
                   width, choosable ? colours::lightGrey : colours::grey, 0, 3);
    }
    // What is in use is listed where a digit can choose it.
    bool anythingInUse = false;
    const bool digitsChoose =
        purpose_ == Purpose::Use ||
        (purpose_ == Purpose::ReadOn && std::ranges::any_of(kAllEquipSlots, [&](EquipSlot slot) {
             return canChooseWorn(game, slot);
         }));
    if (digitsChoose) {
        int digit = 1;
        for (EquipSlot slot : kAllEquipSlots) {
            const std::optional<Item>& item = hero.equipment.in(slot);
            if (item) {
                if (!anythingInUse) {
                    addBlank(lines);
                    addWrapped(lines, tr("In use:"), width, colours::grey);
                    anythingInUse = true;
                }
                addWrapped(lines,
                           std::to_string(digit) + "  " + itemName(game.lore(), *item) + " (" +
                               placeInUse(slot) + ")",
                           width, canChooseWorn(game, slot) ? colours::lightGrey : colours::grey, 0,
                           3);
            }
            ++digit;
        }
    }
    addBlank(lines);
    addWrapped(lines, keysLine(purpose_, readingWord(game), anythingInUse), width, colours::grey);
    // On a short screen the keys stay and the last slots go.
    const int tallest = tallestBoxText(buffer);
    if (static_cast<int>(lines.size()) > tallest && tallest > 2) {
        BoxText kept(lines.begin(), lines.begin() + (tallest - 2));
        kept.push_back(lines[lines.size() - 2]);
        kept.push_back(lines.back());
        lines = std::move(kept);
    }
    drawTextBox(buffer, title(purpose_, readingWord(game)), lines, width);
}

void InventoryScreen::handle(App& app, const InputEvent& event) {
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    const Key& key = event.key;
    if (key.code == KeyCode::Escape) {
        app.pop();
        return;
    }
    if (key.code != KeyCode::Character || key.ctrl) {
        return;
    }
    const char32_t c = key.character;
    if (c >= U'a' && c <= U'z') {
        choose(app, static_cast<int>(c - U'a'));
    } else if (c >= U'1' && c < U'1' + static_cast<char32_t>(kAllEquipSlots.size())) {
        chooseWorn(app, kAllEquipSlots[static_cast<std::size_t>(c - U'1')]);
    }
}

void InventoryScreen::chooseWorn(App& app, EquipSlot slot) {
    Game& game = app.game();
    if (!canChooseWorn(game, slot)) {
        return;
    }
    app.pop();
    if (purpose_ == Purpose::ReadOn) {
        game.act(UseItem{scroll_, std::nullopt, -1, slot});
    } else {
        game.act(TakeOffItem{slot});
    }
}

void InventoryScreen::choose(App& app, int slot) {
    Game& game = app.game();
    if (!canChoose(game, slot)) {
        return;  // a letter of no slot, or of what it cannot be: the pack stays open
    }
    app.pop();
    switch (purpose_) {
        case Purpose::Use:
            useFromPack(app, slot);
            return;
        case Purpose::Drop:
            game.act(DropItem{slot});
            break;
        case Purpose::ReadOn:
            game.act(UseItem{scroll_, std::nullopt, slot});
            break;
        case Purpose::Throw:
            startAiming(app, Aimed{Aimed::Kind::Throw, slot});
            return;
    }
}

void useFromPack(App& app, int slot) {
    Game& game = app.game();
    if (zappable(*game.hero().pack.at(slot).kind)) {
        startAiming(app, Aimed{Aimed::Kind::Zap, slot});
        return;
    }
    // A scroll known to aim asks first; an unknown one is opened, and if it
    // turns out to aim, asks then, with nothing spent yet.
    EffectAim aim = game.foresight().aimOf(slot);
    if (aim == EffectAim::None) {
        const Outcome outcome = game.act(UseItem{slot, std::nullopt, -1});
        if (!outcome.wantsAim) {
            return;
        }
        aim = game.foresight().aimOf(slot);
    }
    if (aim == EffectAim::PackItem) {
        app.push(std::make_unique<InventoryScreen>(InventoryScreen::Purpose::ReadOn, slot));
    } else if (aim == EffectAim::Place) {
        app.push(std::make_unique<AimScreen>(Aimed{Aimed::Kind::Scroll, slot}));
    }
}

}  // namespace delve
