#include "ui/text/sentence.h"

#include "core/utf8.h"
#include "ui/text/noun_phrase.h"

namespace delve {

namespace {

// The upper case of the lower-case letters Delve's languages use: a to z,
// the Latin-1 letters from à to þ (but ÷), and Cyrillic а to я and ѐ to џ.
char32_t upperCase(char32_t c) {
    if (c >= U'a' && c <= U'z') {
        return c - 0x20;
    }
    if (c >= 0xE0 && c <= 0xFE && c != 0xF7) {
        return c - 0x20;
    }
    if (c >= 0x430 && c <= 0x44F) {
        return c - 0x20;
    }
    if (c >= 0x450 && c <= 0x45F) {
        return c - 0x50;
    }
    return c;
}

// The lower case of the capitals upperCase makes.
char32_t lowerCase(char32_t c) {
    if (c >= U'A' && c <= U'Z') {
        return c + 0x20;
    }
    if (c >= 0xC0 && c <= 0xDE && c != 0xD7) {
        return c + 0x20;
    }
    if (c >= 0x410 && c <= 0x42F) {
        return c + 0x20;
    }
    if (c >= 0x400 && c <= 0x40F) {
        return c + 0x50;
    }
    return c;
}

bool startsUpperCase(std::string_view name) {
    return !name.empty() && name[0] >= 'A' && name[0] <= 'Z';
}

// "Monster" is the argument "monster", asked for with a capital.
std::string argumentName(std::string_view written) {
    std::string name(written);
    if (startsUpperCase(name)) {
        name[0] = static_cast<char>(name[0] - 'A' + 'a');
    }
    return name;
}

// What one placeholder's inside ("monster:the.acc") stands for, or nothing
// when it cannot be filled.
std::optional<std::string> placeholderText(std::string_view inside, const NamePhraser& phrase,
                                           const SentenceArguments& arguments) {
    const std::size_t colon = inside.find(':');
    const std::string_view written = inside.substr(0, colon);
    const std::string_view formWords =
        colon == std::string_view::npos ? std::string_view() : inside.substr(colon + 1);
    const SentenceArguments::Value* value = arguments.find(argumentName(written));
    if (value == nullptr) {
        return std::nullopt;
    }
    std::string text;
    if (const auto* name = std::get_if<SentenceArguments::Name>(value)) {
        std::optional<NounForm> form = parseNounForm(formWords);
        if (!form) {
            return std::nullopt;
        }
        form->count = name->count;
        text = phrase(name->noun, *form);
    } else if (!formWords.empty()) {
        return std::nullopt;  // only names have forms
    } else if (const long* number = std::get_if<long>(value)) {
        text = std::to_string(*number);
    } else {
        text = std::get<std::string>(*value);
    }
    return startsUpperCase(written) ? capitalised(text) : text;
}

}  // namespace

SentenceArguments& SentenceArguments::noun(std::string name, Noun value, long count) {
    values_.insert_or_assign(std::move(name), Name{std::move(value), count});
    return *this;
}

SentenceArguments& SentenceArguments::number(std::string name, long value) {
    values_.insert_or_assign(std::move(name), value);
    return *this;
}

SentenceArguments& SentenceArguments::text(std::string name, std::string value) {
    values_.insert_or_assign(std::move(name), std::move(value));
    return *this;
}

const SentenceArguments::Value* SentenceArguments::find(std::string_view name) const {
    const auto found = values_.find(name);
    return found == values_.end() ? nullptr : &found->second;
}

std::string fillSentence(std::string_view sentence, const NamePhraser& phrase,
                         const SentenceArguments& arguments) {
    std::string out;
    std::size_t at = 0;
    while (at < sentence.size()) {
        const std::size_t open = sentence.find('{', at);
        const std::size_t close =
            open == std::string_view::npos ? open : sentence.find('}', open + 1);
        if (close == std::string_view::npos) {
            out.append(sentence.substr(at));
            break;
        }
        out.append(sentence.substr(at, open - at));
        const std::string_view inside = sentence.substr(open + 1, close - open - 1);
        if (auto text = placeholderText(inside, phrase, arguments)) {
            out += *text;
        } else {
            out.append(sentence.substr(open, close - open + 1));
        }
        at = close + 1;
    }
    return out;
}

namespace {

// The text with its first letter changed by `change`.
std::string withFirstLetter(std::string_view text, char32_t (*change)(char32_t)) {
    std::vector<char32_t> letters = decodeUtf8(text);
    if (letters.empty()) {
        return std::string(text);
    }
    letters[0] = change(letters[0]);
    std::string out;
    for (char32_t c : letters) {
        appendUtf8(out, c);
    }
    return out;
}

}  // namespace

std::string capitalised(std::string_view text) {
    return withFirstLetter(text, upperCase);
}

std::string decapitalised(std::string_view text) {
    return withFirstLetter(text, lowerCase);
}

}  // namespace delve
