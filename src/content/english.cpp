#include "content/english.h"

namespace delve {

std::string withIndefiniteArticle(std::string_view name) {
    const bool vowel =
        !name.empty() && std::string_view("aeiou").find(name.front()) != std::string_view::npos;
    return (vowel ? "an " : "a ") + std::string(name);
}

std::string plural(std::string_view name) {
    const std::string whole(name);
    if (name.empty()) {
        return whole;
    }
    const std::string stem(name.substr(0, name.size() - 1));
    // wolf, dwarf, elf: the f becomes ves; a chief stays a chief.
    if (name.ends_with("lf") || name.ends_with("rf")) {
        return stem + "ves";
    }
    if (name.ends_with("s") || name.ends_with("x") || name.ends_with("z") || name.ends_with("ch") ||
        name.ends_with("sh")) {
        return whole + "es";
    }
    if (name.size() >= 2 && name.back() == 'y' &&
        std::string_view("aeiou").find(name[name.size() - 2]) == std::string_view::npos) {
        return stem + "ies";
    }
    return whole + "s";
}

}  // namespace delve
