#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "ui/screens/lettered_choice.h"
#include "ui/screens/screen.h"

namespace delve {

// A start screen that lists what there is to choose from (the adventures,
// the classes): a letter or Enter on the highlighted line chooses; Esc goes
// back a step, or from the first start screen leaves the game. Each kind
// of list says only what it offers and what choosing does.
class StartListScreen : public Screen {
  public:
    void draw(const App& app, CellBuffer& buffer) const final;
    void handle(App& app, const InputEvent& event) final;
    // Outside the game's time: a recording begins with what was chosen.
    bool recordsInput() const final { return false; }

  protected:
    StartListScreen(int count, int selected) : choice_(count, selected) {}

    virtual std::string title() const = 0;
    virtual std::vector<LetteredChoice::Offer> offers(const App& app) const = 0;
    // The offer at `index` is chosen.
    virtual void choose(App& app, int index) const = 0;

  private:
    LetteredChoice choice_;
};

// Where the entry whose id is `id` stands among `entries`; the first if
// none has it.
template <class Entries, class Id>
int placeOf(const Entries& entries, std::string_view id, Id idOf) {
    const auto found = std::ranges::find(entries, id, idOf);
    return found == entries.end() ? 0 : static_cast<int>(found - entries.begin());
}

}  // namespace delve
