#include "game/items/pack.h"

#include <algorithm>

#include "core/bounds.h"

namespace delve {

bool Pack::hasRoomFor(const Item& item) const {
    return size() < kSlots || (item.kind->stacks() && slotOf(*item.kind) >= 0);
}

bool Pack::add(const Item& item) {
    if (item.kind->stacks()) {
        if (const int slot = slotOf(*item.kind); slot >= 0) {
            int& count = items_[static_cast<std::size_t>(slot)].count;
            count = addUpTo(count, item.count, kMaxStack);
            return true;
        }
    }
    if (size() >= kSlots) {
        return false;
    }
    items_.push_back(item);
    return true;
}

Item Pack::take(int slot, int count) {
    Item& held = items_[static_cast<std::size_t>(slot)];
    Item taken = held;
    taken.count = std::min(count, held.count);
    held.count -= taken.count;
    if (held.count <= 0) {
        items_.erase(items_.begin() + slot);
    }
    return taken;
}

int Pack::slotOf(const ItemKind& kind) const {
    const auto found = std::find_if(items_.begin(), items_.end(),
                                    [&](const Item& item) { return item.kind == &kind; });
    return found == items_.end() ? -1 : static_cast<int>(found - items_.begin());
}

}  // namespace delve
