#pragma once

#include <sstream>
#include <string>
#include <vector>

namespace delve::testing {

// One entry of a po or pot file, as the catalog tests read them.
struct PoEntry {
    std::string context;        // msgctxt, if any
    std::string english;        // msgid
    std::string englishPlural;  // msgid_plural, if any
    std::vector<std::string> translations;
    int line = 0;  // of its msgid
};

// The text of a quoted po string, its escapes undone.
inline std::string poUnquoted(const std::string& quoted) {
    std::string text;
    for (std::size_t i = 1; i + 1 < quoted.size(); ++i) {
        if (quoted[i] == '\\' && i + 2 < quoted.size()) {
            ++i;
            text += quoted[i] == 'n' ? '\n' : quoted[i];
        } else {
            text += quoted[i];
        }
    }
    return text;
}

// The entries of a po text: enough of the format for what xgettext and
// msgmerge write (keywords, then quoted strings continued on lines of their
// own).
inline std::vector<PoEntry> poEntriesOf(const std::string& text) {
    std::vector<PoEntry> entries;
    std::istringstream lines(text);
    std::string line;
    std::string context;  // a msgctxt waits for its msgid
    std::string* target = nullptr;
    int number = 0;
    while (std::getline(lines, line)) {
        ++number;
        if (line.empty() || line[0] == '#') {
            target = nullptr;
            continue;
        }
        const std::size_t quote = line.find('"');
        if (quote == std::string::npos) {
            continue;
        }
        const std::string keyword = line.substr(0, quote == 0 ? 0 : quote - 1);
        const std::string value = poUnquoted(line.substr(quote));
        if (keyword.empty()) {
            if (target != nullptr) {
                *target += value;
            }
        } else if (keyword == "msgctxt") {
            context = value;
            target = &context;
        } else if (keyword == "msgid") {
            entries.push_back(PoEntry{context, value, "", {}, number});
            context.clear();
            target = &entries.back().english;
        } else if (keyword == "msgid_plural") {
            entries.back().englishPlural = value;
            target = &entries.back().englishPlural;
        } else if (keyword.rfind("msgstr", 0) == 0) {
            entries.back().translations.push_back(value);
            target = &entries.back().translations.back();
        } else {
            target = nullptr;
        }
    }
    return entries;
}

}  // namespace delve::testing
