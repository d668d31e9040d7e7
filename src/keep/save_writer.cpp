#include <sstream>

#include "keep/line_writer.h"
#include "keep/run_lines.h"
#include "keep/run_state.h"
#include "keep/save_codec.h"
#include "keep/state_ways.h"

namespace delve {

std::string SaveCodec::write(const Game& game) {
    SavedRun run;
    Saving saving;
    runState(saving, run, game);

    std::ostringstream out;
    out << kSaveHeaderWord << ' ' << kSaveFormatVersion << '\n';
    LineWriter lines(out);
    runLines(lines, run, *game.world_.rules);
    return out.str();
}

std::string saveGame(const Game& game) {
    return SaveCodec::write(game);
}

}  // namespace delve
