#pragma once

#include <optional>

#include "core/point.h"
#include "core/rect.h"

namespace delve {

// Where each cell sits in the logical picture, and where the picture sits in
// a window of any size. Plain arithmetic, so clicks and drawing agree and can
// be checked without a display.
class PictureLayout {
  public:
    PictureLayout(int pictureWidth, int pictureHeight, int columns, int rows);

    int pictureWidth() const { return width_; }
    int pictureHeight() const { return height_; }
    int columns() const { return columns_; }
    int rows() const { return rows_; }

    // The pixels of one cell. When the picture does not divide evenly, cells
    // differ by one pixel, so the grid still covers the picture exactly.
    Rect cellRect(Point cell) const;
    // The largest cell, which every glyph must fit.
    int widestCell() const;
    int tallestCell() const;

    // The cell under a pixel of the picture, if any.
    std::optional<Point> cellAt(Point picturePixel) const;

    // The picture scaled to fit a window, aspect kept, centred: black bars
    // fill the rest.
    Rect letterbox(int windowWidth, int windowHeight) const;
    // The cell under a window pixel; nothing on the bars.
    std::optional<Point> cellAtWindowPixel(Point windowPixel, int windowWidth,
                                           int windowHeight) const;

    // The smallest window the picture may be shown in: nine sixteenths of
    // its size, where a line of letters is still about eleven pixels tall
    // at the default grid, or the first window when the screen is smaller.
    Point smallestWindow(Point firstWindow) const;

    friend bool operator==(const PictureLayout&, const PictureLayout&) = default;

  private:
    int columnStart(int column) const;
    int rowStart(int row) const;

    int width_;
    int height_;
    int columns_;
    int rows_;
};

}  // namespace delve
