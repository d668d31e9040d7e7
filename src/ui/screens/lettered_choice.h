#pragma once

#include <span>
#include <string>
#include <string_view>

#include "ui/input/key.h"
#include "ui/views/box.h"

namespace delve {

// What a start screen or the skills screen offers: lettered lines (a, b,
// c...), each with a few words below it, one of them highlighted. Its
// letter, or Enter on the highlighted one, chooses; Up and Down move the
// highlight; Esc goes back. An offer not open yet (a skill of a later
// level) is shown greyed, and its letter does nothing.
class LetteredChoice {
  public:
    struct Offer {
        std::string title;
        std::string description;
        bool open = true;
    };
    enum class Heard { Nothing, Chosen, Back };

    LetteredChoice(int count, int selected);

    // What `key` does with these offers: a letter of one not open is
    // nothing.
    Heard hear(const Key& key, std::span<const Offer> offers);

    // What `key` does; after Chosen, selected() is the offer chosen.
    Heard hear(const Key& key);
    int selected() const { return selected_; }

    // The box: the offers, then `hint`, under `title`; a start screen's
    // over nothing, the skills screen's over the play screen.
    void draw(CellBuffer& buffer, std::string_view title, std::span<const Offer> offers,
              std::string_view hint, BoxOver over = BoxOver::Nothing) const;

  private:
    int count_;
    int selected_;
};

// The letter that names the index-th line of a lettered list: a, b, c...
inline char choiceLetter(int index) {
    return static_cast<char>('a' + index);
}

class App;

// The keys under a start screen's offers: Esc goes back a step, or from
// the first start screen leaves the game.
std::string startHint(const App& app);

}  // namespace delve
