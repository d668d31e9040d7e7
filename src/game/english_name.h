#pragma once

#include <string>

namespace delve {

// A name the data gives, in English. It is what English sentences say and
// the key the catalogs translate it by, with the forms another language's
// sentences need beside the translation (ui/text/noun.h); the rules only
// ever compare and save ids, never names.
struct EnglishName {
    std::string one;   // "giant white rat"
    std::string many;  // "giant white rats"; empty: made by English's rules
};

}  // namespace delve
