#include "map/first_step.h"

namespace delve {

void FirstStepSearch::prepare(const StepCosts& costs) {
    const auto size = static_cast<std::size_t>(costs.paddedSize());
    if (cells_.size() != size || visit_ == UINT32_MAX) {
        cells_.assign(size, Cell{});
        visit_ = 0;
    }
    ++visit_;
    queue_.clear();
}

void FirstStepSearch::offer(int index, int cost) {
    Cell& cell = cells_[static_cast<std::size_t>(index)];
    if (cell.visit != visit_) {
        cell = Cell{visit_, cost, false, false};
    } else if (cell.taken || cost >= cell.cost) {
        return;
    } else {
        cell.cost = cost;
    }
    queue_.push_back((static_cast<std::uint64_t>(cost) << 32) | static_cast<std::uint32_t>(index));
    std::push_heap(queue_.begin(), queue_.end(), std::greater<>());
}

}  // namespace delve
