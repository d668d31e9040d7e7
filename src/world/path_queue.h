#pragma once

#include <cstddef>
#include <utility>
#include <vector>

namespace delve {

// The searches' open set: a binary heap, smallest first, over a vector that
// keeps its storage from one search to the next. It is written here rather
// than taken from std::priority_queue so that equal entries come out in the
// same order on every standard library; the searches also give every entry a
// total order (the cell's index breaks the last tie), so their results never
// depend on how any heap arranges its ties.
template <class Entry>
class PathQueue {
  public:
    bool empty() const { return entries_.empty(); }
    std::size_t size() const { return entries_.size(); }
    void clear() { entries_.clear(); }

    void push(Entry entry) {
        std::size_t hole = entries_.size();
        entries_.push_back(entry);
        while (hole > 0) {
            const std::size_t parent = (hole - 1) / 2;
            if (!(entry < entries_[parent])) {
                break;
            }
            entries_[hole] = entries_[parent];
            hole = parent;
        }
        entries_[hole] = entry;
    }

    // Removes and returns the smallest entry. The queue must not be empty.
    Entry pop() {
        const Entry top = entries_.front();
        const Entry last = entries_.back();
        entries_.pop_back();
        const std::size_t count = entries_.size();
        if (count == 0) {
            return top;
        }
        // Sift the last entry down from the root through the smaller children.
        std::size_t hole = 0;
        for (;;) {
            std::size_t child = 2 * hole + 1;
            if (child >= count) {
                break;
            }
            if (child + 1 < count && entries_[child + 1] < entries_[child]) {
                ++child;
            }
            if (!(entries_[child] < last)) {
                break;
            }
            entries_[hole] = entries_[child];
            hole = child;
        }
        entries_[hole] = last;
        return top;
    }

  private:
    std::vector<Entry> entries_;
};

}  // namespace delve
