#include "ui/views/view_titles.h"

#include <algorithm>

#include "ui/app.h"
#include "ui/text/text_wrap.h"
#include "ui/text/translation.h"
#include "ui/views/sight_view.h"

namespace delve {

namespace {

constexpr Colour kTitleColour = colours::cyan;
constexpr int kLogRowsKept = 2;

// F6's words: how many cells A* looked at for the way under the mouse.
std::string searchedTitle(const App& app, bool brief) {
    if (brief) {
        return tr("F6: what A* looked at");
    }
    const auto hover = app.hoverCell();
    const auto goal = hover ? app.lastFrame().camera.floorCellAt(*hover) : std::nullopt;
    const Game& game = app.game();
    if (goal && !app.commandRunning() && !game.foresight().travelRefusal(*goal) &&
        !game.foresight().travelRoute(*goal).empty()) {
        const auto count = static_cast<long>(game.foresight().travelSearched(*goal).size());
        return trnf("F6: A* looked at {count} cell to find this way.",
                    "F6: A* looked at {count} cells to find this way.", count);
    }
    return tr("F6: point at the map to see the cells A* looks at.");
}

std::string joined(const std::vector<std::string>& titles) {
    std::string line;
    for (const std::string& title : titles) {
        line += (line.empty() ? "" : "  ") + title;
    }
    return line;
}

}  // namespace

std::vector<std::string> viewTitles(const App& app, bool brief) {
    const TeachingViews& views = app.views();
    std::vector<std::string> titles;
    if (views.wholeFloor) {
        titles.push_back(brief ? tr("F1: the whole floor")
                               : tr("F1: the whole floor, dim where you have not seen it."));
    }
    if (views.distances == DistanceMap::Explore) {
        titles.push_back(
            brief ? tr("F3: explore's map")
                  : tr("F3: explore's map: the steps to the nearest unseen edge or thing to "
                       "take."));
    } else if (views.distances == DistanceMap::Hunt) {
        titles.push_back(brief ? tr("F3: the hunters' map")
                               : tr("F3: the hunters' map: the steps to you."));
    }
    if (sightDifferenceShown(app.game())) {
        if (app.game().sightAlgorithm() == FovAlgorithm::Bresenham) {
            titles.push_back(brief ? tr("F4: Bresenham's rays")
                                   : tr("F4: sight by Bresenham's rays; blue: only shadowcasting "
                                        "sees it, orange: only the rays."));
        } else {
            titles.push_back(brief ? tr("F4: shadowcasting")
                                   : tr("F4: sight by shadowcasting; blue: only it sees it, "
                                        "orange: only Bresenham's rays."));
        }
    }
    if (views.searchedCells) {
        titles.push_back(searchedTitle(app, brief));
    }
    return titles;
}

Rect drawViewTitles(const App& app, Rect messages, CellBuffer& buffer) {
    const int room = messages.height - kLogRowsKept;
    std::string line = joined(viewTitles(app));
    if (line.empty() || room <= 0) {
        return messages;
    }
    if (static_cast<int>(wrapWords(line, messages.width).size()) > room) {
        line = joined(viewTitles(app, true));
    }
    const int rows = std::min(room, static_cast<int>(wrapWords(line, messages.width).size()));
    const int used = buffer.wrapped({messages.x, messages.y}, line, messages.width, kTitleColour,
                                    colours::black, rows);
    messages.y += used;
    messages.height -= used;
    return messages;
}

}  // namespace delve
