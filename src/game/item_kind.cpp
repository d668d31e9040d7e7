#include "game/item_kind.h"

#include "core/words.h"

namespace delve {

std::optional<ItemClass> itemClassOfWord(std::string_view word) {
    return memberOfWord<ItemClass>(kItemClassCount, itemClassWord, word);
}

}  // namespace delve
