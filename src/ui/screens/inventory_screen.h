#pragma once

#include "game/items/equipment.h"
#include "ui/screens/screen.h"

namespace delve {

class Game;

// The pack over the play screen, a letter to a slot, with what each thing
// does, and below it what the hero has in use. What a letter does depends
// on why the pack was opened: `i` uses the thing (drinks, reads, wields,
// wears, puts on), `d` drops it, `t` aims it to throw, and a scroll read on
// a thing (identify, enchanting) asks which: a letter for one in the pack,
// a digit for one in use. In use, a digit takes a thing off. Esc closes it,
// with no turn taken.
class InventoryScreen : public Screen {
  public:
    enum class Purpose { Use, Drop, ReadOn, Throw };

    // `scroll`: for ReadOn, the slot of the scroll being read.
    explicit InventoryScreen(Purpose purpose, int scroll = -1);

    std::string_view name() const override { return "inventory"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    bool isOverlay() const override { return true; }

  private:
    bool canChoose(const Game& game, int slot) const;
    bool canChooseWorn(const Game& game, EquipSlot slot) const;
    void choose(App& app, int slot);
    void chooseWorn(App& app, EquipSlot slot);
    // The word of the effect of the scroll being read ("identify"), or "".
    std::string_view readingWord(const Game& game) const;

    Purpose purpose_;
    int scroll_;
};

// Uses a slot of the pack as `i` does: at once, or by asking first where
// (the fireball) or on what (identify, enchanting). Shared with the keys that use a
// thing without opening the pack.
void useFromPack(App& app, int slot);

}  // namespace delve
