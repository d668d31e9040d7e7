#include "ui/text/noun_forms.h"

#include <algorithm>
#include <array>
#include <map>

#include "content/english.h"

namespace delve {

namespace {

// The fields a language's names may have, and which of them it must.
struct FormFields {
    std::array<std::string_view, 7> keys;  // empty past the last
    std::array<std::string_view, 5> required;
};

FormFields fieldsOf(Language language) {
    switch (language) {
        case Language::Bulgarian:
            return {{"gender", "one", "many", "the", "the_object", "the_many", "counted"},
                    {"gender", "one", "many", "the", "the_many"}};
        case Language::German:
            return {{"gender", "one", "many", "acc", "dat"}, {"gender", "one", "many"}};
        case Language::Spanish:
        case Language::English:
            break;
    }
    return {{"gender", "one", "many"}, {"gender", "one", "many"}};
}

std::string_view trimmed(std::string_view text) {
    const std::size_t first = text.find_first_not_of(' ');
    if (first == std::string_view::npos) {
        return {};
    }
    return text.substr(first, text.find_last_not_of(' ') - first + 1);
}

std::optional<Gender> genderOf(std::string_view word) {
    if (word == "m") {
        return Gender::Masculine;
    }
    if (word == "f") {
        return Gender::Feminine;
    }
    if (word == "n") {
        return Gender::Neuter;
    }
    return std::nullopt;
}

std::optional<NounForms> refused(std::string* problem, std::string why) {
    if (problem != nullptr) {
        *problem = std::move(why);
    }
    return std::nullopt;
}

// The value of a field, or `otherwise` where the text gives none.
std::string valueOr(const std::map<std::string_view, std::string_view>& fields,
                    std::string_view key, const std::string& otherwise) {
    const auto found = fields.find(key);
    return found == fields.end() ? otherwise : std::string(found->second);
}

}  // namespace

std::optional<NounForms> readNounForms(Language language, std::string_view written,
                                       std::string* problem) {
    const FormFields allowed = fieldsOf(language);
    std::map<std::string_view, std::string_view> fields;
    std::size_t at = 0;
    while (at <= written.size()) {
        const std::size_t bar = std::min(written.find('|', at), written.size());
        const std::string_view field = trimmed(written.substr(at, bar - at));
        at = bar + 1;
        const std::size_t equals = field.find('=');
        if (equals == std::string_view::npos) {
            return refused(problem, "\"" + std::string(field) + "\" is not key=value");
        }
        const std::string_view key = trimmed(field.substr(0, equals));
        const std::string_view value = trimmed(field.substr(equals + 1));
        if (std::find(allowed.keys.begin(), allowed.keys.end(), key) == allowed.keys.end() ||
            key.empty()) {
            return refused(problem, "\"" + std::string(key) + "\" is not a field of a name here");
        }
        if (value.empty()) {
            return refused(problem, std::string(key) + " is empty");
        }
        if (!fields.emplace(key, value).second) {
            return refused(problem, std::string(key) + " is given twice");
        }
    }
    for (const std::string_view key : allowed.required) {
        if (!key.empty() && !fields.contains(key)) {
            return refused(problem, "it has no " + std::string(key));
        }
    }
    const std::optional<Gender> gender = genderOf(fields.at("gender"));
    if (!gender) {
        return refused(problem, "gender is m, f or n");
    }
    NounForms forms;
    forms.gender = *gender;
    forms.one = fields.at("one");
    forms.many = fields.at("many");
    forms.accusative = valueOr(fields, "acc", "");
    forms.dative = valueOr(fields, "dat", "");
    forms.definite = valueOr(fields, "the", forms.one);
    // Only a masculine noun has a short article, and a counted form, of
    // its own.
    forms.definiteObject = valueOr(fields, "the_object", forms.definite);
    forms.definiteMany = valueOr(fields, "the_many", forms.many);
    forms.counted = valueOr(fields, "counted", forms.many);
    return forms;
}

NounForms formsIn(const Noun& noun, const Catalog& catalog) {
    NounForms english;
    english.gender = Gender::Neuter;
    english.one = noun.english.one;
    english.many = noun.english.many.empty() ? plural(noun.english.one) : noun.english.many;
    english.definite = english.definiteObject = english.one;
    english.definiteMany = english.counted = english.many;
    if (catalog.language() == Language::English) {
        return english;
    }
    const std::string written = catalog.translate(noun.context, noun.english.one);
    return readNounForms(catalog.language(), written).value_or(english);
}

}  // namespace delve
