#include "ui/input/key.h"

#include <array>
#include <charconv>
#include <stdexcept>
#include <utility>

#include "core/utf8.h"

namespace delve {

namespace {

constexpr std::array<std::pair<KeyCode, std::string_view>, 36> kNames = {{
    {KeyCode::Up, "Up"},         {KeyCode::Down, "Down"},
    {KeyCode::Left, "Left"},     {KeyCode::Right, "Right"},
    {KeyCode::Home, "Home"},     {KeyCode::End, "End"},
    {KeyCode::PageUp, "PageUp"}, {KeyCode::PageDown, "PageDown"},
    {KeyCode::Enter, "Enter"},   {KeyCode::Escape, "Esc"},
    {KeyCode::Space, "Space"},   {KeyCode::Tab, "Tab"},
    {KeyCode::Backspace, "BS"},  {KeyCode::Delete, "Del"},
    {KeyCode::F1, "F1"},         {KeyCode::F2, "F2"},
    {KeyCode::F3, "F3"},         {KeyCode::F4, "F4"},
    {KeyCode::F5, "F5"},         {KeyCode::F6, "F6"},
    {KeyCode::F7, "F7"},         {KeyCode::F8, "F8"},
    {KeyCode::F9, "F9"},         {KeyCode::F10, "F10"},
    {KeyCode::F11, "F11"},       {KeyCode::F12, "F12"},
    {KeyCode::Numpad1, "KP1"},   {KeyCode::Numpad2, "KP2"},
    {KeyCode::Numpad3, "KP3"},   {KeyCode::Numpad4, "KP4"},
    {KeyCode::Numpad5, "KP5"},   {KeyCode::Numpad6, "KP6"},
    {KeyCode::Numpad7, "KP7"},   {KeyCode::Numpad8, "KP8"},
    {KeyCode::Numpad9, "KP9"},   {KeyCode::Character, "?"},
}};

std::optional<KeyCode> codeNamed(std::string_view name) {
    for (const auto& [code, text] : kNames) {
        if (code != KeyCode::Character && text == name) {
            return code;
        }
    }
    return std::nullopt;
}

std::optional<int> parseCoordinate(std::string_view text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

[[noreturn]] void badToken(std::string_view token, std::size_t offset, const char* why) {
    // The token as printable text: a key string may hold any byte.
    throw std::invalid_argument("bad key `" + printableText(token, 40) + "` at offset " +
                                std::to_string(offset) + ": " + why);
}

// The X,Y of a `<click:X,Y>` or `<hover:X,Y>` token; `what` is "click" or
// "hover", for the message.
Point parseMapCell(std::string_view coordinates, std::string_view what, std::string_view token,
                   std::size_t offset) {
    const std::string form = "a " + std::string(what) + " is <" + std::string(what) + ":X,Y>";
    const std::size_t comma = coordinates.find(',');
    if (comma == std::string_view::npos) {
        badToken(token, offset, form.c_str());
    }
    const auto x = parseCoordinate(coordinates.substr(0, comma));
    const auto y = parseCoordinate(coordinates.substr(comma + 1));
    if (!x || !y) {
        badToken(token, offset, (form + " with whole numbers").c_str());
    }
    return Point{*x, *y};
}

// The inside of a `<...>` token.
ScriptStep parseNamedToken(std::string_view inside, std::string_view token, std::size_t offset) {
    if (inside.starts_with("click:")) {
        return ScriptStep{std::nullopt, parseMapCell(inside.substr(6), "click", token, offset),
                          std::nullopt};
    }
    if (inside.starts_with("hover:")) {
        return ScriptStep{std::nullopt, std::nullopt,
                          parseMapCell(inside.substr(6), "hover", token, offset)};
    }
    bool ctrl = false;
    bool alt = false;
    while (inside.size() > 2 && inside[1] == '-' && (inside[0] == 'C' || inside[0] == 'A')) {
        (inside[0] == 'C' ? ctrl : alt) = true;
        inside.remove_prefix(2);
    }
    Key key;
    if (inside == "lt") {
        key = Key::of(U'<');
    } else if (auto code = codeNamed(inside)) {
        key = Key::named(*code);
    } else if (const auto chars = decodeUtf8(inside); chars.size() == 1) {
        key = Key::of(chars.front());
    } else {
        badToken(token, offset, "unknown key name");
    }
    key.ctrl = ctrl;
    key.alt = alt;
    return ScriptStep{key, std::nullopt, std::nullopt};
}

}  // namespace

std::string keyToken(const Key& key) {
    std::string name;
    if (key.code == KeyCode::Character) {
        name = toUtf8(key.character);
    } else {
        for (const auto& [code, text] : kNames) {
            if (code == key.code) {
                name = text;
            }
        }
    }
    const bool plain =
        key.code == KeyCode::Character && !key.ctrl && !key.alt && name != "<" && name != " ";
    if (plain) {
        return name;
    }
    std::string token = "<";
    if (key.ctrl) {
        token += "C-";
    }
    if (key.alt) {
        token += "A-";
    }
    if (name == " ") {
        name = "Space";
    } else if (name == "<") {
        name = "lt";
    }
    return token + name + ">";
}

std::vector<ScriptStep> parseKeyScript(std::string_view script) {
    std::vector<ScriptStep> steps;
    std::size_t i = 0;
    while (i < script.size()) {
        const char c = script[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            ++i;
            continue;
        }
        if (c == '<' && i + 1 < script.size() && script[i + 1] != '>') {
            const std::size_t close = script.find('>', i + 1);
            if (close == std::string_view::npos) {
                badToken(script.substr(i), i, "no closing `>`");
            }
            const std::string_view token = script.substr(i, close - i + 1);
            steps.push_back(parseNamedToken(script.substr(i + 1, close - i - 1), token, i));
            i = close + 1;
            continue;
        }
        // One UTF-8 character.
        std::size_t length = 1;
        while (i + length < script.size() &&
               (static_cast<unsigned char>(script[i + length]) & 0xC0) == 0x80) {
            ++length;
        }
        const auto chars = decodeUtf8(script.substr(i, length));
        steps.push_back(ScriptStep{Key::of(chars.front()), std::nullopt, std::nullopt});
        i += length;
    }
    return steps;
}

}  // namespace delve
