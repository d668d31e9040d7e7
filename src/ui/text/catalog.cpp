#include "ui/text/catalog.h"

#include <boost/locale/gnu_gettext.hpp>
#include <boost/locale/message.hpp>
#include <fstream>
#include <stdexcept>

#include "ui/text/pseudo_language.h"

namespace delve {

namespace {

constexpr const char* kDomain = "delve";

// Boost.Locale asks for files through this, so a file it cannot find is
// told apart from one that is empty.
std::vector<char> readWhole(const std::string& file, const std::string& /*encoding*/) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        return {};
    }
    return std::vector<char>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace

std::filesystem::path catalogFile(const std::filesystem::path& folder, Language language) {
    return folder / std::string(languageCode(language)) / "LC_MESSAGES" /
           (std::string(kDomain) + ".mo");
}

Catalog::Catalog(Language language, const std::filesystem::path& folder) : language_(language) {
    if (language == Language::English) {
        return;
    }
    const std::filesystem::path file = catalogFile(folder, language);
    std::error_code error;
    if (!std::filesystem::is_regular_file(file, error)) {
        throw CatalogError(file.string() + ": no catalog for " +
                           std::string(languageName(language)));
    }
    boost::locale::gnu_gettext::messages_info info;
    info.language = std::string(languageCode(language));
    info.encoding = "UTF-8";
    info.paths = {folder.string()};
    info.domains = {boost::locale::gnu_gettext::messages_info::domain(kDomain)};
    info.callback = readWhole;
    boost::locale::message_format<char>* facet = nullptr;
    try {
        facet = boost::locale::gnu_gettext::create_messages_facet<char>(info);
    } catch (const std::exception& problem) {
        throw CatalogError(file.string() + ": " + problem.what());
    }
    if (facet == nullptr) {
        throw CatalogError(file.string() + ": the catalog cannot be read");
    }
    holder_ = std::locale(std::locale::classic(), facet);
    messages_ = &std::use_facet<boost::locale::message_format<char>>(holder_);
    domain_ = messages_->domain(kDomain);
}

Catalog Catalog::decorating() {
    Catalog catalog;
    catalog.decorates_ = true;
    return catalog;
}

std::string Catalog::shownName(std::string name) const {
    return decorates_ ? decorated(name) : name;
}

std::string Catalog::translate(std::string_view english) const {
    return translate({}, english);
}

std::string Catalog::translate(std::string_view context, std::string_view english) const {
    if (messages_) {
        const std::string key(english);
        const std::string where(context);
        const char* found =
            messages_->get(domain_, where.empty() ? nullptr : where.c_str(), key.c_str());
        if (found != nullptr) {
            return found;
        }
    }
    return decorates_ ? decorated(english) : std::string(english);
}

std::string Catalog::translatePlural(std::string_view context, std::string_view singular,
                                     std::string_view plural, long count) const {
    if (messages_) {
        const std::string key(singular);
        const std::string where(context);
        const char* found = messages_->get(domain_, where.empty() ? nullptr : where.c_str(),
                                           key.c_str(), static_cast<int>(count));
        if (found != nullptr) {
            return found;
        }
    }
    // English, the sources' language: one, or many (and none).
    const std::string_view english = count == 1 ? singular : plural;
    return decorates_ ? decorated(english) : std::string(english);
}

}  // namespace delve
