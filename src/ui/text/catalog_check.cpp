#include "ui/text/catalog_check.h"

#include <cstdint>
#include <set>

#include "core/utf8.h"
#include "ui/text/catalog.h"

namespace delve {

namespace {

constexpr std::uint32_t kMagic = 0x950412de;
constexpr std::size_t kHeaderBytes = 28;

// The catalog's numbers, in the byte order its magic number says.
class CatalogBytes {
  public:
    CatalogBytes(std::string_view bytes, const std::string& source)
        : bytes_(bytes), source_(source) {
        if (bytes.size() < kHeaderBytes) {
            fail("shorter than a catalog's header");
        }
        swapped_ = word(0) != kMagic;
        if (word(0) != kMagic) {
            fail("not a compiled gettext catalog (its first bytes are not the .mo magic number)");
        }
    }

    std::uint32_t word(std::size_t at) const {
        std::uint32_t value = 0;
        for (int i = 0; i < 4; ++i) {
            const auto byte = static_cast<unsigned char>(bytes_[at + static_cast<std::size_t>(i)]);
            value |= static_cast<std::uint32_t>(byte) << (swapped_ ? 8 * (3 - i) : 8 * i);
        }
        return value;
    }

    // A table of `count` entries of `width` bytes at `at` lies inside the file.
    void expectTable(std::uint32_t at, std::uint32_t count, std::size_t width,
                     const char* what) const {
        const std::uint64_t end = std::uint64_t{at} + std::uint64_t{count} * width;
        if (end > bytes_.size()) {
            fail(std::string("its table of ") + what + " runs past the end of the file");
        }
    }

    // The string the table entry at `at` describes, NUL after it.
    std::string_view text(std::uint32_t at, std::uint32_t index, const char* what) const {
        const std::uint32_t length = word(at);
        const std::uint32_t offset = word(at + 4);
        if (std::uint64_t{offset} + length >= bytes_.size() || bytes_[offset + length] != '\0') {
            fail(std::string(what) + " " + std::to_string(index) +
                 " lies outside the file or does not end where its length says");
        }
        return bytes_.substr(offset, length);
    }

    [[noreturn]] void fail(const std::string& problem) const {
        throw CatalogError(source_ + ": " + problem);
    }

  private:
    std::string_view bytes_;
    const std::string& source_;
    bool swapped_ = false;
};

// The names a text's {placeholders} use, without their grammar (after `:`)
// and their first letter's case ({Monster:the} is the monster).
std::set<std::string> placeholders(std::string_view text) {
    std::set<std::string> names;
    for (std::size_t open = text.find('{'); open != std::string_view::npos;
         open = text.find('{', open + 1)) {
        const std::size_t close = text.find('}', open);
        if (close == std::string_view::npos) {
            break;
        }
        std::string name(text.substr(open + 1, close - open - 1));
        name = name.substr(0, name.find(':'));
        if (!name.empty() && name[0] >= 'A' && name[0] <= 'Z') {
            name[0] = static_cast<char>(name[0] - 'A' + 'a');
        }
        names.insert(name);
    }
    return names;
}

}  // namespace

void checkCatalogBytes(std::string_view bytes, const std::string& source) {
    const CatalogBytes catalog(bytes, source);
    const std::uint32_t count = catalog.word(8);
    const std::uint32_t originals = catalog.word(12);
    const std::uint32_t translations = catalog.word(16);
    const std::uint32_t hashSize = catalog.word(20);
    const std::uint32_t hashAt = catalog.word(24);
    catalog.expectTable(originals, count, 8, "English texts");
    catalog.expectTable(translations, count, 8, "translations");
    catalog.expectTable(hashAt, hashSize, 4, "hashes");
    for (std::uint32_t i = 0; i < hashSize; ++i) {
        if (catalog.word(hashAt + 4 * i) > count) {
            catalog.fail("its hash table names text " +
                         std::to_string(catalog.word(hashAt + 4 * i)) + " of " +
                         std::to_string(count));
        }
    }
    for (std::uint32_t i = 0; i < count; ++i) {
        const std::string_view english = catalog.text(originals + 8 * i, i, "English text");
        const std::string_view translated = catalog.text(translations + 8 * i, i, "translation");
        if (!isValidUtf8(translated)) {
            catalog.fail("the translation of " + quotedForMessage(english) + " is not UTF-8");
        }
        // The header (the empty English text) names no placeholders.
        if (english.empty()) {
            continue;
        }
        const std::set<std::string> known = placeholders(english);
        for (const std::string& name : placeholders(translated)) {
            if (!known.contains(name)) {
                catalog.fail("the translation of " + quotedForMessage(english) + " names {" + name +
                             "}, which the English does not have");
            }
        }
    }
}

}  // namespace delve
