#include "serve/same_origin.h"

#include <algorithm>
#include <cctype>

namespace delve {

namespace {

bool sameLetters(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

}  // namespace

bool sameOrigin(std::string_view origin, std::string_view host) {
    if (host.empty()) {
        return false;
    }
    for (const std::string_view scheme : {"http://", "https://"}) {
        if (origin.starts_with(scheme)) {
            return sameLetters(origin.substr(scheme.size()), host);
        }
    }
    return false;
}

}  // namespace delve
