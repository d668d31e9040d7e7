// PNG through libpng, written into memory so that the file itself is
// written whole or not at all (core/atomic_file.h).
#include "frontend/sdl/png_file.h"

#include <png.h>

#include <csetjmp>
#include <stdexcept>
#include <system_error>
#include <vector>

namespace delve {

namespace {

void appendBytes(png_structp png, png_bytep data, png_size_t length) {
    auto* out = static_cast<std::string*>(png_get_io_ptr(png));
    out->append(reinterpret_cast<const char*>(data), length);
}

void flushNothing(png_structp) {}

// The rows of RGB, from the image's 0xRRGGBBAA pixels.
std::vector<png_byte> rgbRows(const RgbaImage& image) {
    std::vector<png_byte> rows;
    rows.reserve(image.pixels.size() * 3);
    for (int y = 0; y < image.height; ++y) {
        for (int x = 0; x < image.width; ++x) {
            const Colour colour = image.colourAt(x, y);
            rows.insert(rows.end(), {colour.r, colour.g, colour.b});
        }
    }
    return rows;
}

// Writes the PNG into `out`; false if libpng failed. libpng reports a
// failure by a long jump back here, so nothing with a destructor is made
// between the jump's mark and the end.
bool writePng(const RgbaImage& image, png_bytep rows, std::string& out) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
    png_infop info = png != nullptr ? png_create_info_struct(png) : nullptr;
    if (info == nullptr) {
        png_destroy_write_struct(&png, nullptr);
        return false;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return false;
    }
    png_set_write_fn(png, &out, appendBytes, flushNothing);
    png_set_IHDR(png, info, static_cast<png_uint_32>(image.width),
                 static_cast<png_uint_32>(image.height), 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    const std::size_t rowBytes = static_cast<std::size_t>(image.width) * 3;
    for (int y = 0; y < image.height; ++y) {
        png_write_row(png, rows + static_cast<std::size_t>(y) * rowBytes);
    }
    png_write_end(png, nullptr);
    png_destroy_write_struct(&png, &info);
    return true;
}

}  // namespace

std::string pngBytes(const RgbaImage& image) {
    if (image.width <= 0 || image.height <= 0 ||
        image.pixels.size() != static_cast<std::size_t>(image.width) * image.height) {
        throw std::runtime_error("PNG: an empty picture");
    }
    std::vector<png_byte> rows = rgbRows(image);
    std::string out;
    if (!writePng(image, rows.data(), out)) {
        throw std::runtime_error("PNG: libpng could not write the picture");
    }
    return out;
}

std::filesystem::path freshPicturePath(const std::filesystem::path& folder, std::string_view name) {
    std::error_code error;
    for (int number = 1;; ++number) {
        const std::string file =
            std::string(name) + (number == 1 ? "" : "-" + std::to_string(number)) + ".png";
        const std::filesystem::path path = folder / file;
        if (!std::filesystem::exists(path, error)) {
            return path;
        }
    }
}

}  // namespace delve
