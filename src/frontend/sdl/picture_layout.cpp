#include "frontend/sdl/picture_layout.h"

#include <algorithm>
#include <cstdint>

namespace delve {

PictureLayout::PictureLayout(int pictureWidth, int pictureHeight, int columns, int rows)
    : width_(std::max(1, pictureWidth)),
      height_(std::max(1, pictureHeight)),
      columns_(std::max(1, columns)),
      rows_(std::max(1, rows)) {}

int PictureLayout::columnStart(int column) const {
    return static_cast<int>(std::int64_t{column} * width_ / columns_);
}

int PictureLayout::rowStart(int row) const {
    return static_cast<int>(std::int64_t{row} * height_ / rows_);
}

Rect PictureLayout::cellRect(Point cell) const {
    const int left = columnStart(cell.x);
    const int top = rowStart(cell.y);
    return {left, top, columnStart(cell.x + 1) - left, rowStart(cell.y + 1) - top};
}

int PictureLayout::widestCell() const {
    return (width_ + columns_ - 1) / columns_;
}

int PictureLayout::tallestCell() const {
    return (height_ + rows_ - 1) / rows_;
}

std::optional<Point> PictureLayout::cellAt(Point pixel) const {
    if (pixel.x < 0 || pixel.y < 0 || pixel.x >= width_ || pixel.y >= height_) {
        return std::nullopt;
    }
    // A first guess from the proportion, then a step either way to agree
    // exactly with cellRect's rounding.
    int column = static_cast<int>(std::int64_t{pixel.x} * columns_ / width_);
    while (column + 1 < columns_ && columnStart(column + 1) <= pixel.x) {
        ++column;
    }
    while (column > 0 && columnStart(column) > pixel.x) {
        --column;
    }
    int row = static_cast<int>(std::int64_t{pixel.y} * rows_ / height_);
    while (row + 1 < rows_ && rowStart(row + 1) <= pixel.y) {
        ++row;
    }
    while (row > 0 && rowStart(row) > pixel.y) {
        --row;
    }
    return Point{column, row};
}

Rect PictureLayout::letterbox(int windowWidth, int windowHeight) const {
    const std::int64_t w = std::max(1, windowWidth);
    const std::int64_t h = std::max(1, windowHeight);
    std::int64_t boxWidth = w;
    std::int64_t boxHeight = h;
    if (w * height_ <= h * width_) {
        boxHeight = w * height_ / width_;  // bars above and below
    } else {
        boxWidth = h * width_ / height_;  // bars left and right
    }
    boxWidth = std::max<std::int64_t>(1, boxWidth);
    boxHeight = std::max<std::int64_t>(1, boxHeight);
    return {static_cast<int>((w - boxWidth) / 2), static_cast<int>((h - boxHeight) / 2),
            static_cast<int>(boxWidth), static_cast<int>(boxHeight)};
}

std::optional<Point> PictureLayout::cellAtWindowPixel(Point windowPixel, int windowWidth,
                                                      int windowHeight) const {
    const Rect box = letterbox(windowWidth, windowHeight);
    if (!box.contains(windowPixel)) {
        return std::nullopt;
    }
    const Point inPicture{
        static_cast<int>(std::int64_t{windowPixel.x - box.x} * width_ / box.width),
        static_cast<int>(std::int64_t{windowPixel.y - box.y} * height_ / box.height)};
    return cellAt(inPicture);
}

Point PictureLayout::smallestWindow(Point firstWindow) const {
    return {std::min(width_ * 9 / 16, firstWindow.x), std::min(height_ * 9 / 16, firstWindow.y)};
}

}  // namespace delve
