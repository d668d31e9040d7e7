#pragma once

#include <string>
#include <vector>

#include "game/rules.h"

namespace delve {

// A text of data/ that the player reads, as the catalogs gather it: the
// context it is translated in ("monster", "dialogue"; none for a trap's
// sentences, translated as the log's own are), its English, and
// whether its translation carries a name's grammar beside it
// (ui/text/noun_forms.h).
struct DataText {
    std::string context;
    std::string english;
    bool withForms = false;
};

// Every text of the tables the rules were read from, and of the hand-made
// levels the adventures' plans hold. Taken from what the loader read, not
// from the files' lines, so a text written across lines or in an inline
// table is gathered as any other.
std::vector<DataText> dataTexts(const Rules& rules);

}  // namespace delve
