#include "content/content_entries.h"

#include <algorithm>

#include "content/toml_values.h"

namespace delve {

bool isSnakeCase(std::string_view id) {
    if (id.empty() || id.front() < 'a' || id.front() > 'z') {
        return false;
    }
    return std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    });
}

std::vector<ContentEntry> entriesOf(const toml::table& document, const std::string& source,
                                    std::string_view what, std::string_view example) {
    std::vector<std::pair<const toml::key*, const toml::table*>> found;
    for (const auto& [key, value] : document) {
        if (!value.is_table()) {
            throw errorAt(source, key.source(),
                          "\"" + std::string(key.str()) + "\" is not a " + std::string(what) +
                              ": each " + std::string(what) + " is a table such as [" +
                              std::string(example) + "]");
        }
        if (!isSnakeCase(key.str())) {
            throw errorAt(source, key.source(),
                          "the " + std::string(what) + " id \"" + std::string(key.str()) +
                              "\" must be snake_case: lower-case letters, digits and _, "
                              "starting with a letter");
        }
        found.emplace_back(&key, value.as_table());
    }
    if (found.empty()) {
        throw ContentError(source, 1, 1, "the file defines no " + std::string(what) + " at all");
    }
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
        const auto& one = a.first->source().begin;
        const auto& other = b.first->source().begin;
        return one.line != other.line ? one.line < other.line : one.column < other.column;
    });
    std::vector<ContentEntry> entries;
    for (const auto& [key, table] : found) {
        entries.push_back({std::string(key->str()), table});
    }
    return entries;
}

}  // namespace delve
