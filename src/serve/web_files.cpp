#include "serve/web_files.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace delve {

namespace {

std::string contentOf(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        throw std::runtime_error("cannot read " + file.string());
    }
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

}  // namespace

WebFiles::WebFiles(const std::filesystem::path& folder,
                   const std::optional<std::filesystem::path>& font) {
    const WebFile page{contentOf(folder / "index.html"), "text/html; charset=utf-8"};
    files_.emplace("/", page);
    files_.emplace("/index.html", page);
    files_.emplace("/delve.js",
                   WebFile{contentOf(folder / "delve.js"), "text/javascript; charset=utf-8"});
    files_.emplace("/delve.css",
                   WebFile{contentOf(folder / "delve.css"), "text/css; charset=utf-8"});
    if (font) {
        files_.emplace("/font.ttf", WebFile{contentOf(*font), "font/ttf"});
    }
}

const WebFile* WebFiles::find(std::string_view target) const {
    const auto found = files_.find(target);
    return found == files_.end() ? nullptr : &found->second;
}

}  // namespace delve
