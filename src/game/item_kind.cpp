#include "game/item_kind.h"

#include "core/words.h"

namespace delve {

std::string_view itemClassWord(ItemClass itemClass) {
    return wordOf(kItemClassWords, itemClass);
}

std::optional<ItemClass> itemClassOfWord(std::string_view word) {
    return valueOfWord<ItemClass>(kItemClassWords, word);
}

}  // namespace delve
