#include "game/rules.h"

#include <algorithm>

namespace delve {

namespace {

template <class Kind>
const Kind* withId(const std::vector<Kind>& kinds, std::string_view id) {
    const auto found =
        std::find_if(kinds.begin(), kinds.end(), [&](const Kind& kind) { return kind.id == id; });
    return found == kinds.end() ? nullptr : &*found;
}

}  // namespace

const MonsterKind* Rules::monster(std::string_view id) const {
    return withId(monsters, id);
}

const HeroClass* Rules::heroClass(std::string_view id) const {
    return withId(classes, id);
}

const ItemKind* Rules::item(std::string_view id) const {
    return withId(items, id);
}

const ItemLook* Rules::look(std::string_view id) const {
    return withId(looks, id);
}

namespace {
const ItemKind* firstOfClass(const std::vector<ItemKind>& items, ItemClass itemClass) {
    const auto found = std::find_if(items.begin(), items.end(), [&](const ItemKind& kind) {
        return kind.itemClass == itemClass;
    });
    return found == items.end() ? nullptr : &*found;
}
}  // namespace

const ItemKind* Rules::gold() const {
    return firstOfClass(items, ItemClass::Gold);
}

const ItemKind* Rules::amulet() const {
    return firstOfClass(items, ItemClass::Amulet);
}

}  // namespace delve
