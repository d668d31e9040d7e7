#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace delve {

// A file the server hands out, read once as it starts.
struct WebFile {
    std::string content;
    std::string type;  // its Content-Type
};

// The page (web/: index.html, delve.js, delve.css) and the window's font,
// by the path a browser asks for them at. Only these are ever served: no
// path from a request reaches the file system.
class WebFiles {
  public:
    // Throws std::runtime_error naming a file that cannot be read.
    WebFiles(const std::filesystem::path& folder, const std::optional<std::filesystem::path>& font);

    const WebFile* find(std::string_view target) const;

  private:
    std::map<std::string, WebFile, std::less<>> files_;
};

}  // namespace delve
