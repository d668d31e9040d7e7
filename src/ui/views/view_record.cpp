#include "ui/views/view_record.h"

#include "ui/text/translation.h"

namespace delve {

std::string viewsRecord(const Game& game) {
    std::string text =
        tr(game.sightAlgorithm() == FovAlgorithm::Bresenham ? N_("Sight: Bresenham's rays (F4)")
                                                            : N_("Sight: symmetric shadowcasting"));
    text += "\n";
    text += tr(game.sawHiddenThings() ? N_("Shown what you did not know (F1, F3): yes")
                                      : N_("Shown what you did not know (F1, F3): no"));
    return text + "\n";
}

}  // namespace delve
