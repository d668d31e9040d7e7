#include "frontend/sdl/font_lookup.h"

#include <fontconfig/fontconfig.h>

#include <memory>

namespace delve {

namespace {

struct FontconfigDeleter {
    void operator()(FcPattern* pattern) const { FcPatternDestroy(pattern); }
    void operator()(FcConfig* config) const { FcConfigDestroy(config); }
};
using PatternHandle = std::unique_ptr<FcPattern, FontconfigDeleter>;
using ConfigHandle = std::unique_ptr<FcConfig, FontconfigDeleter>;

}  // namespace

std::optional<std::string> findFontFile(const std::string& family, std::string& whyNot) {
    // A configuration of our own, freed after the one question, rather than
    // fontconfig's global one, which holds its memory until FcFini and which
    // other libraries in the process may share.
    ConfigHandle config(FcInitLoadConfigAndFonts());
    if (!config) {
        whyNot = "fontconfig could not read its configuration";
        return std::nullopt;
    }
    PatternHandle pattern(FcPatternCreate());
    if (!pattern) {
        whyNot = "fontconfig ran out of memory";
        return std::nullopt;
    }
    FcPatternAddString(pattern.get(), FC_FAMILY, reinterpret_cast<const FcChar8*>(family.c_str()));
    FcPatternAddInteger(pattern.get(), FC_SPACING, FC_MONO);
    FcConfigSubstitute(config.get(), pattern.get(), FcMatchPattern);
    FcDefaultSubstitute(pattern.get());
    FcResult result = FcResultNoMatch;
    PatternHandle match(FcFontMatch(config.get(), pattern.get(), &result));
    FcChar8* file = nullptr;
    if (!match || FcPatternGetString(match.get(), FC_FILE, 0, &file) != FcResultMatch ||
        file == nullptr) {
        whyNot =
            "no font found for \"" + family + "\" (install fonts-dejavu-core, or give a font file)";
        return std::nullopt;
    }
    return std::string(reinterpret_cast<const char*>(file));
}

}  // namespace delve
