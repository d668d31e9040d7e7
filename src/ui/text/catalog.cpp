#include "ui/text/catalog.h"

#include <boost/locale/gnu_gettext.hpp>
#include <boost/locale/message.hpp>
#include <stdexcept>
#include <vector>

#include "core/atomic_file.h"
#include "ui/text/catalog_check.h"
#include "ui/text/pseudo_language.h"

namespace delve {

namespace {

constexpr const char* kDomain = "delve";

std::filesystem::path fileOf(const std::filesystem::path& folder, std::string_view code) {
    return folder / std::string(code) / "LC_MESSAGES" / (std::string(kDomain) + ".mo");
}

}  // namespace

std::filesystem::path catalogFile(const std::filesystem::path& folder, Language language) {
    return fileOf(folder, languageCode(language));
}

Catalog::Catalog(Language language, const std::filesystem::path& folder) : language_(language) {
    if (language != Language::English) {
        read(languageCode(language), languageName(language), folder);
    }
}

void Catalog::read(std::string_view code, std::string_view name,
                   const std::filesystem::path& folder) {
    const std::filesystem::path file = fileOf(folder, code);
    std::error_code error;
    if (!std::filesystem::is_regular_file(file, error)) {
        throw CatalogError(file.string() + ": no catalog for " + std::string(name));
    }
    // Read and checked here first; Boost.Locale is handed the very bytes
    // checked, whatever the file holds by then.
    constexpr std::uintmax_t kMostCatalogBytes = 16u << 20;
    std::vector<char> bytes;
    try {
        const std::string text = readWholeFile(file, kMostCatalogBytes);
        checkCatalogBytes(text, file.string());
        bytes.assign(text.begin(), text.end());
    } catch (const CatalogError&) {
        throw;
    } catch (const std::runtime_error& problem) {
        throw CatalogError(problem.what());
    }
    boost::locale::gnu_gettext::messages_info info;
    info.language = std::string(code);
    info.encoding = "UTF-8";
    info.paths = {folder.string()};
    info.domains = {boost::locale::gnu_gettext::messages_info::domain(kDomain)};
    // Boost.Locale asks for the file through this; any other it looks for
    // (it tries other spellings of the language) is not there.
    const std::string wanted = "/" + std::string(code) + "/LC_MESSAGES/" + kDomain + ".mo";
    info.callback = [bytes = std::move(bytes), wanted](const std::string& name,
                                                       const std::string& /*encoding*/) {
        return name.ends_with(wanted) ? bytes : std::vector<char>{};
    };
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

Catalog Catalog::decorating(const std::filesystem::path& folder) {
    Catalog catalog;
    catalog.read("qps", "the pseudo-language", folder);
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
            return decorates_ ? decorated(found) : std::string(found);
        }
    }
    return std::string(english);
}

std::string Catalog::translatePlural(std::string_view context, std::string_view singular,
                                     std::string_view plural, long count) const {
    if (messages_) {
        const std::string key(singular);
        const std::string where(context);
        const char* found = messages_->get(domain_, where.empty() ? nullptr : where.c_str(),
                                           key.c_str(), static_cast<int>(count));
        if (found != nullptr) {
            return decorates_ ? decorated(found) : std::string(found);
        }
    }
    // English, the sources' language: one, or many (and none).
    return std::string(count == 1 ? singular : plural);
}

}  // namespace delve
