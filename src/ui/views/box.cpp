#include "ui/views/box.h"

#include <algorithm>

#include "core/utf8.h"
#include "ui/text/text_wrap.h"
#include "ui/views/layout.h"

namespace delve {

namespace {
constexpr Colour kFrame{120, 120, 150};

// The glyphs of a frame: its corners, clockwise from the top left, then its
// sides.
struct FrameGlyphs {
    char32_t topLeft, topRight, bottomRight, bottomLeft, across, down;
};
constexpr FrameGlyphs kAsciiFrame{U'+', U'+', U'+', U'+', U'-', U'|'};
constexpr FrameGlyphs kLineFrame{U'┌', U'┐', U'┘', U'└', U'─', U'│'};
// The frame and the blank column inside each side of it.
constexpr int kFrameColumns = 4;
constexpr int kFrameRows = 2;

// The map view of the play screen under the box, where a box may sit
// without cutting into the panel's or the log's words.
Rect mapViewOf(const CellBuffer& buffer) {
    return layoutFor(buffer.columns(), buffer.rows()).mapView;
}

bool holds(const Rect& outer, const Rect& inner) {
    return inner.left() >= outer.left() && inner.top() >= outer.top() &&
           inner.right() <= outer.right() && inner.bottom() <= outer.bottom();
}

}  // namespace

Rect clearedAround(const CellBuffer& buffer, const Rect& box) {
    const Rect ring = box.grown(1);
    if (holds(mapViewOf(buffer), ring)) {
        return ring;
    }
    return {0, ring.y, buffer.columns(), ring.height};
}

void drawBox(CellBuffer& buffer, const Rect& box, std::string_view title) {
    const Rect cleared = clearedAround(buffer, box);
    for (int y = cleared.top(); y < cleared.bottom(); ++y) {
        for (int x = cleared.left(); x < cleared.right(); ++x) {
            if (!box.contains({x, y})) {
                buffer.put({x, y}, U' ', colours::black);
            }
        }
    }
    const FrameGlyphs& frame = buffer.framesInLines() ? kLineFrame : kAsciiFrame;
    for (int y = box.top(); y < box.bottom(); ++y) {
        for (int x = box.left(); x < box.right(); ++x) {
            const bool top = y == box.top();
            const bool bottom = y == box.bottom() - 1;
            const bool left = x == box.left();
            const bool right = x == box.right() - 1;
            char32_t glyph = U' ';
            if (top && left) {
                glyph = frame.topLeft;
            } else if (top && right) {
                glyph = frame.topRight;
            } else if (bottom && right) {
                glyph = frame.bottomRight;
            } else if (bottom && left) {
                glyph = frame.bottomLeft;
            } else if (top || bottom) {
                glyph = frame.across;
            } else if (left || right) {
                glyph = frame.down;
            }
            buffer.put({x, y}, glyph, kFrame, kBoxFill);
        }
    }
    if (!title.empty()) {
        const std::string shown = shortened(title, box.width - 4);
        const int width = utf8Length(shown) + 2;
        const int x = box.x + std::max((box.width - width) / 2, 1);
        buffer.text({x, box.y}, " " + shown + " ", colours::yellow, kBoxFill, box.width - 2);
    }
}

Rect centredBox(const CellBuffer& buffer, int innerWidth, int innerHeight, BoxOver over) {
    const int width = std::min(innerWidth + kFrameColumns, buffer.columns());
    const int height = std::min(innerHeight + kFrameRows, buffer.rows());
    const Rect map = mapViewOf(buffer);
    if (over == BoxOver::ThePlayScreen && width + 2 <= map.width && height + 2 <= map.height) {
        return Rect{map.x + (map.width - width) / 2, map.y + (map.height - height) / 2, width,
                    height};
    }
    return Rect{(buffer.columns() - width) / 2, (buffer.rows() - height) / 2, width, height};
}

int widestBoxText(const CellBuffer& buffer) {
    return std::max(buffer.columns() - kFrameColumns, 1);
}

int tallestBoxText(const CellBuffer& buffer) {
    return std::max(buffer.rows() - kFrameRows, 1);
}

Point boxTextStart(const Rect& box) {
    return {box.x + 2, box.y + 1};
}

int boxTextWidth(const Rect& box) {
    return std::max(box.width - kFrameColumns, 1);
}

void addWrapped(BoxText& lines, std::string_view text, int width, Colour colour, int indent,
                int hanging) {
    bool first = true;
    for (std::string& line : wrapWords(text, width - indent, width - hanging)) {
        BoxLine boxLine;
        boxLine.text = std::move(line);
        boxLine.colour = colour;
        boxLine.indent = first ? indent : hanging;
        lines.push_back(std::move(boxLine));
        first = false;
    }
}

void addBlank(BoxText& lines) {
    lines.push_back({});
}

Rect movedClearOf(const CellBuffer& buffer, const Rect& box, std::span<const Point> keep) {
    const auto hidesNone = [&](const Rect& placed) {
        const Rect cleared = clearedAround(buffer, placed);
        return std::none_of(keep.begin(), keep.end(),
                            [&](Point cell) { return cleared.contains(cell); });
    };
    for (int step = 0; step <= buffer.rows(); ++step) {
        for (const int y : {box.y - step, box.y + step}) {
            const Rect placed{box.x, y, box.width, box.height};
            if (y >= 0 && placed.bottom() <= buffer.rows() && hidesNone(placed)) {
                return placed;
            }
        }
    }
    return box;
}

Rect drawTextBox(CellBuffer& buffer, std::string_view title, const BoxText& lines, int width,
                 BoxOver over, std::span<const Point> keepClear) {
    const Rect box = movedClearOf(
        buffer, centredBox(buffer, width, static_cast<int>(lines.size()), over), keepClear);
    drawBox(buffer, box, title);
    const Point start = boxTextStart(box);
    const int room = boxTextWidth(box);
    const int bottom = box.bottom() - 1;
    int y = start.y;
    for (const BoxLine& line : lines) {
        const Point at{start.x + line.indent, y};
        if (y >= bottom) {
            // No room left: nothing is drawn, and the cut is counted.
            buffer.wrapped(at, line.text, room - line.indent, line.colour, kBoxFill, 0);
            continue;
        }
        if (!line.text.empty()) {
            buffer.text(at, line.text, line.colour, kBoxFill, room - line.indent);
        }
        if (!line.second.empty()) {
            buffer.text({start.x + line.secondAt, y}, line.second, line.secondColour, kBoxFill,
                        room - line.secondAt);
        }
        ++y;
    }
    return box;
}

}  // namespace delve
