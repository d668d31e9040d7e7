#pragma once

#include <memory>
#include <string>

namespace delve {

// Holds SDL_ttf (and, when asked, SDL's video) open for as long as it lives.
// Both count their users, so several may live at once, as in the tests.
class SdlLibraries {
  public:
    // Nothing, with the reason in `whyNot`, when a part cannot start (no
    // display for video, most often).
    static std::unique_ptr<SdlLibraries> start(bool withVideo, std::string& whyNot);
    ~SdlLibraries();

    SdlLibraries(const SdlLibraries&) = delete;
    SdlLibraries& operator=(const SdlLibraries&) = delete;

  private:
    SdlLibraries(bool video, bool ttf) : video_(video), ttf_(ttf) {}

    bool video_;
    bool ttf_;
};

}  // namespace delve
