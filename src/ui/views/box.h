#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/rect.h"
#include "ui/views/cell_buffer.h"

namespace delve {

// The colour inside every box, for the text drawn there.
inline constexpr Colour kBoxFill{12, 12, 20};

// A framed, filled rectangle with an optional title in its top edge: the
// shape every dialog (help, menu, class choice) is drawn in. The cells
// around it are cleared (clearedAround), so nothing of the screen below
// shows inside the box or beside its frame. A title too long for the frame
// is shortened with an ellipsis.
void drawBox(CellBuffer& buffer, const Rect& box, std::string_view title);

// The blank cells a box clears besides its own: a ring around its frame
// where the box sits over the play screen's map view; where it reaches
// into the side panel or the log, its rows across the whole screen, so that
// no word there is left cut in two by the box's edge.
Rect clearedAround(const CellBuffer& buffer, const Rect& box);

// What a box is drawn over: the play screen (help, the menu, a question,
// death), or a screen of its own (the class screen, the offer of a saved run).
enum class BoxOver { ThePlayScreen, Nothing };

// A box of the given inner size (text width and lines, not counting the
// frame and the blank column inside each side of it), clipped to the screen.
// Over the play screen it is centred over the map view when it fits there
// with its ring, so it cuts into neither the panel nor the log; otherwise it
// is centred on the screen.
Rect centredBox(const CellBuffer& buffer, int innerWidth, int innerHeight,
                BoxOver over = BoxOver::ThePlayScreen);

// `box` moved up or down, as little as it takes, so that none of the screen
// cells `keep` lies under it or among the cells it clears (a conversation
// leaves the one spoken to and the hero in sight); where no place on the
// screen will do, `box` as it was.
Rect movedClearOf(const CellBuffer& buffer, const Rect& box, std::span<const Point> keep);

// The widest text and the most lines a box can hold on this screen.
int widestBoxText(const CellBuffer& buffer);
int tallestBoxText(const CellBuffer& buffer);

// Where the text of a box starts, and how wide it may be.
Point boxTextStart(const Rect& box);
int boxTextWidth(const Rect& box);

// One line of a box's text, already wrapped, in one column or two.
struct BoxLine {
    std::string text;
    Colour colour = colours::lightGrey;
    int indent = 0;  // cells in from the left edge of the box's text
    // A second column (help's meanings), starting `secondAt` cells in.
    std::string second;
    Colour secondColour = colours::lightGrey;
    int secondAt = 0;
};
using BoxText = std::vector<BoxLine>;

// Appends `text` wrapped between words to a box's text `width` cells wide:
// the first line `indent` cells in, the lines after it `hanging` cells in.
void addWrapped(BoxText& lines, std::string_view text, int width, Colour colour, int indent = 0,
                int hanging = 0);
void addBlank(BoxText& lines);

// A box just large enough for `lines` at most `width` cells wide, centred on
// the screen, with the lines drawn in it. The screen leaves out what it has
// no room for before it comes here; a line that still does not fit is not
// drawn, and counts as cut text.
// Screen cells in `keepClear` are left in sight (movedClearOf).
Rect drawTextBox(CellBuffer& buffer, std::string_view title, const BoxText& lines, int width,
                 BoxOver over = BoxOver::ThePlayScreen, std::span<const Point> keepClear = {});

}  // namespace delve
