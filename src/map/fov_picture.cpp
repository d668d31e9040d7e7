#include "map/fov_picture.h"

#include "core/utf8.h"

namespace delve {

std::string visibilityPicture(const Map& map, Point origin) {
    std::string picture;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const Point p{x, y};
            if (p == origin) {
                picture += '@';
            } else if (map.isVisible(p)) {
                appendUtf8(picture, map.info(p).glyph);
            } else {
                picture += ' ';
            }
        }
        picture += '\n';
    }
    return picture;
}

}  // namespace delve
