#include "keep/state_hash.h"

#include <cstdio>
#include <string_view>

#include "keep/save_codec.h"

namespace delve {

namespace {

// FNV-1a, 64 bits: simple, and the same on every platform.
class Fnv1a {
  public:
    void add(std::uint64_t value) {
        for (int i = 0; i < 8; ++i) {
            addByte(static_cast<std::uint8_t>(value >> (8 * i)));
        }
    }
    void add(std::string_view text) {
        add(static_cast<std::uint64_t>(text.size()));
        for (char c : text) {
            addByte(static_cast<std::uint8_t>(c));
        }
    }
    std::uint64_t value() const { return hash_; }

  private:
    void addByte(std::uint8_t byte) {
        hash_ ^= byte;
        hash_ *= 0x100000001b3ULL;
    }
    std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

}  // namespace

std::uint64_t stateHash(const Game& game) {
    return stateHashOfSave(saveGame(game));
}

std::uint64_t stateHashOfSave(std::string_view saveText) {
    Fnv1a h;
    h.add(saveText);
    return h.value();
}

std::string hashText(std::uint64_t hash) {
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
    return text;
}

}  // namespace delve
