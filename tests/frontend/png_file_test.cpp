// The window's pictures as PNG files: what is written reads back as the
// same pixels, and a new picture never goes over an old one.
#include <gtest/gtest.h>
#include <png.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <vector>

#include "frontend/sdl/png_file.h"
#include "support/temp_folder.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

std::uint32_t rgba(Colour c) {
    return std::uint32_t{c.r} << 24 | std::uint32_t{c.g} << 16 | std::uint32_t{c.b} << 8 | 0xff;
}

TEST(PngFile, WhatIsWrittenReadsBackAsTheSamePixels) {
    const std::vector<Colour> colours = {{255, 0, 0},  {0, 255, 0},     {0, 0, 255},
                                         {12, 34, 56}, {255, 255, 255}, {0, 0, 0}};
    RgbaImage image{3, 2, {}};
    for (const Colour& colour : colours) {
        image.pixels.push_back(rgba(colour));
    }
    const std::string bytes = pngBytes(image);
    ASSERT_GT(bytes.size(), 8u);
    EXPECT_EQ(bytes.substr(0, 8), std::string("\x89PNG\r\n\x1a\n", 8));

    png_image read{};
    read.version = PNG_IMAGE_VERSION;
    ASSERT_NE(png_image_begin_read_from_memory(&read, bytes.data(), bytes.size()), 0)
        << read.message;
    read.format = PNG_FORMAT_RGB;
    EXPECT_EQ(read.width, 3u);
    EXPECT_EQ(read.height, 2u);
    std::vector<png_byte> pixels(PNG_IMAGE_SIZE(read));
    ASSERT_NE(png_image_finish_read(&read, nullptr, pixels.data(), 0, nullptr), 0) << read.message;
    for (std::size_t i = 0; i < colours.size(); ++i) {
        EXPECT_EQ((Colour{pixels[i * 3], pixels[i * 3 + 1], pixels[i * 3 + 2]}), colours[i]) << i;
    }
}

TEST(PngFile, AnEmptyPictureIsRefused) {
    EXPECT_THROW(pngBytes(RgbaImage{}), std::runtime_error);
    EXPECT_THROW(pngBytes(RgbaImage{2, 2, {1, 2, 3}}), std::runtime_error);
}

TEST(PngFile, ANewPictureNeverGoesOverAnOldOne) {
    const testing::TempFolder folder("png_fresh");
    fs::create_directories(folder.path());
    EXPECT_EQ(freshPicturePath(folder.path(), "delve-seed-3-turn-7"),
              folder.path() / "delve-seed-3-turn-7.png");
    std::ofstream(folder.path() / "delve-seed-3-turn-7.png") << "taken";
    std::ofstream(folder.path() / "delve-seed-3-turn-7-2.png") << "taken";
    EXPECT_EQ(freshPicturePath(folder.path(), "delve-seed-3-turn-7"),
              folder.path() / "delve-seed-3-turn-7-3.png");
}

}  // namespace
}  // namespace delve
