#include "frontend/sdl/cell_changes.h"

#include <cstddef>

namespace delve {

namespace {

// The highlights of a frame grouped by cell, in the order they were laid,
// since order changes the blended colour.
class HighlightsByCell {
  public:
    explicit HighlightsByCell(const CellBuffer& frame)
        : columns_(frame.columns()), start_(static_cast<std::size_t>(cellCount(frame)) + 1, 0) {
        const std::vector<Highlight>& all = frame.highlights();
        for (const Highlight& h : all) {
            ++start_[index(h.cell) + 1];
        }
        for (std::size_t i = 1; i < start_.size(); ++i) {
            start_[i] += start_[i - 1];
        }
        sorted_.resize(all.size());
        std::vector<std::size_t> next(start_.begin(), start_.end() - 1);
        for (const Highlight& h : all) {
            sorted_[next[index(h.cell)]++] = h;
        }
    }

    bool sameAt(const HighlightsByCell& other, Point cell) const {
        const std::size_t i = index(cell);
        const std::size_t count = start_[i + 1] - start_[i];
        if (count != other.start_[i + 1] - other.start_[i]) {
            return false;
        }
        for (std::size_t k = 0; k < count; ++k) {
            if (!(sorted_[start_[i] + k] == other.sorted_[other.start_[i] + k])) {
                return false;
            }
        }
        return true;
    }

  private:
    static int cellCount(const CellBuffer& frame) { return frame.columns() * frame.rows(); }
    std::size_t index(Point p) const { return static_cast<std::size_t>(p.y * columns_ + p.x); }

    int columns_;
    std::vector<std::size_t> start_;
    std::vector<Highlight> sorted_;
};

std::vector<Point> everyCell(const CellBuffer& frame) {
    std::vector<Point> cells;
    cells.reserve(static_cast<std::size_t>(frame.columns() * frame.rows()));
    for (int y = 0; y < frame.rows(); ++y) {
        for (int x = 0; x < frame.columns(); ++x) {
            cells.push_back({x, y});
        }
    }
    return cells;
}

}  // namespace

std::vector<Point> changedCells(const CellBuffer* previous, const CellBuffer& next) {
    if (previous == nullptr || previous->columns() != next.columns() ||
        previous->rows() != next.rows()) {
        return everyCell(next);
    }
    const bool anyHighlights = !previous->highlights().empty() || !next.highlights().empty();
    const HighlightsByCell before(*previous);
    const HighlightsByCell after(next);
    std::vector<Point> changed;
    for (int y = 0; y < next.rows(); ++y) {
        for (int x = 0; x < next.columns(); ++x) {
            const Point p{x, y};
            const bool cursorMoved = (previous->cursor == p) != (next.cursor == p);
            if (!(previous->at(p) == next.at(p)) || cursorMoved ||
                (anyHighlights && !before.sameAt(after, p))) {
                changed.push_back(p);
            }
        }
    }
    return changed;
}

}  // namespace delve
