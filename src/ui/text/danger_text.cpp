#include "ui/text/danger_text.h"

#include "ui/text/translation.h"

namespace delve {

std::string dangerWord(Danger danger) {
    switch (danger) {
        case Danger::Slight:
            break;
        case Danger::Dangerous:
            // TRANSLATORS: a word alone under a monster's name in the side panel;
            // any gender of monster stands above it.
            return trc("danger", "dangerous");
        case Danger::Deadly:
            // TRANSLATORS: as "dangerous", for a monster likely to kill the hero.
            return trc("danger", "deadly");
    }
    return {};
}

std::string dangerSentence(Danger danger) {
    switch (danger) {
        case Danger::Slight:
            break;
        case Danger::Dangerous:
            return tr("Dangerous: killing it would cost you half your health or more.");
        case Danger::Deadly:
            return tr("Deadly: toe to toe, it would likely kill you first.");
    }
    return {};
}

Colour dangerColour(Danger danger) {
    switch (danger) {
        case Danger::Slight:
            break;
        case Danger::Dangerous:
            return Colour{245, 180, 60};
        case Danger::Deadly:
            return Colour{255, 80, 70};
    }
    return colours::lightGrey;
}

}  // namespace delve
