#include "ui/text/compass_text.h"

#include "ui/text/translation.h"

namespace delve {

namespace {

// A direction as the lines that say where something is put it.
TextInContext compassWord(Direction direction) {
    switch (direction) {
        case Direction::North:
            // TRANSLATORS: a direction from the hero, as it follows a distance in
            // "{count} cells {direction}" ("6 cells north-east"; German
            // "nordöstlich"; Spanish puts "al" in that sentence, "noreste" here).
            return NC_("compass", "north");
        case Direction::NorthEast:
            return NC_("compass", "north-east");
        case Direction::East:
            return NC_("compass", "east");
        case Direction::SouthEast:
            return NC_("compass", "south-east");
        case Direction::South:
            return NC_("compass", "south");
        case Direction::SouthWest:
            return NC_("compass", "south-west");
        case Direction::West:
            return NC_("compass", "west");
        case Direction::NorthWest:
            return NC_("compass", "north-west");
    }
    return NC_("compass", "north");
}

}  // namespace

std::string cellsText(long cells) {
    return trnf("{count} cell", "{count} cells", cells);
}

std::string cellsTowardText(long cells, Direction direction) {
    const TextInContext word = compassWord(direction);
    return trnf("{count} cell {direction}", "{count} cells {direction}", cells,
                SentenceArguments{}.text("direction", trc(word.context, word.english)));
}

}  // namespace delve
