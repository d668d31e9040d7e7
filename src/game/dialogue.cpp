#include "game/dialogue.h"

#include <algorithm>

namespace delve {

const DialogueLine* Dialogue::line(std::string_view id) const {
    const auto found = std::ranges::find(lines, id, &DialogueLine::id);
    return found == lines.end() ? nullptr : &*found;
}

}  // namespace delve
