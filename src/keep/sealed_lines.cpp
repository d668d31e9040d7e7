#include "keep/sealed_lines.h"

#include <zlib.h>

#include <charconv>
#include <cstdio>

#include "keep/save_error.h"

namespace delve {

namespace {

constexpr std::size_t kDigits = 8;

unsigned long checksum(std::string_view text) {
    unsigned long crc = crc32(0L, Z_NULL, 0);
    // zlib takes a length of uInt: a line is far shorter than that.
    return crc32(crc, reinterpret_cast<const Bytef*>(text.data()), static_cast<uInt>(text.size()));
}

std::string hexOf(unsigned long value) {
    char digits[kDigits + 1];
    std::snprintf(digits, sizeof digits, "%08lx", value & 0xffffffffUL);
    return digits;
}

}  // namespace

std::string sealLines(std::string_view lines) {
    std::string sealed;
    while (!lines.empty()) {
        const std::size_t end = lines.find('\n');
        const std::string_view line = lines.substr(0, end);
        sealed.append(line).append(" ").append(hexOf(checksum(line))).append("\n");
        lines.remove_prefix(end == std::string_view::npos ? lines.size() : end + 1);
    }
    return sealed;
}

UnsealedText unsealLines(std::string_view sealed, const std::string& source) {
    UnsealedText result;
    int number = 0;
    while (!sealed.empty()) {
        const std::size_t end = sealed.find('\n');
        if (end == std::string_view::npos) {
            result.tornTail = true;
            break;
        }
        ++number;
        const std::string_view line = sealed.substr(0, end);
        sealed.remove_prefix(end + 1);
        if (line.size() <= kDigits || line[line.size() - kDigits - 1] != ' ') {
            throw SaveError(source, number, 1, "the line has no checksum at its end");
        }
        const std::string_view text = line.substr(0, line.size() - kDigits - 1);
        const std::string_view digits = line.substr(line.size() - kDigits);
        unsigned long written = 0;
        const auto [stop, error] =
            std::from_chars(digits.data(), digits.data() + digits.size(), written, 16);
        if (error != std::errc{} || stop != digits.data() + digits.size() ||
            written != checksum(text)) {
            throw SaveError(source, number, static_cast<int>(text.size()) + 2,
                            "the line's checksum does not match it: the file was damaged");
        }
        result.text.append(text).append("\n");
    }
    return result;
}

}  // namespace delve
