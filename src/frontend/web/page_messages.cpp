#include "frontend/web/page_messages.h"

#include <optional>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "core/utf8.h"

namespace delve {

namespace {

using nlohmann::json;

// Where a hover says the mouse is over no cell, as the window says it.
constexpr Point kOffTheScreen{-1, -1};

std::optional<int> whole(const json& message, const char* field) {
    const auto found = message.find(field);
    if (found == message.end() || !found->is_number_integer()) {
        return std::nullopt;
    }
    const auto value = found->get<long long>();
    if (value < -1'000'000 || value > 1'000'000) {
        return std::nullopt;
    }
    return static_cast<int>(value);
}

std::variant<PageMessage, PageMessageError> keyMessage(const json& message) {
    const auto found = message.find("key");
    if (found == message.end() || !found->is_string()) {
        return PageMessageError{"a key message needs a \"key\" string"};
    }
    const std::string& token = found->get_ref<const std::string&>();
    try {
        const std::vector<ScriptStep> steps = parseKeyScript(token);
        if (steps.size() != 1 || !steps.front().key) {
            return PageMessageError{"a key message holds exactly one key"};
        }
        return PageMessage{InputEvent::keyPress(*steps.front().key)};
    } catch (const std::invalid_argument& problem) {
        return PageMessageError{problem.what()};
    }
}

std::variant<PageMessage, PageMessageError> cellMessage(const json& message, bool click) {
    const auto column = whole(message, "column");
    const auto row = whole(message, "row");
    if (!column || !row) {
        return PageMessageError{"a click or a hover needs whole numbers \"column\" and \"row\""};
    }
    const bool onScreen =
        *column >= 0 && *column < kMostPageColumns && *row >= 0 && *row < kMostPageRows;
    if (click) {
        if (!onScreen) {
            return PageMessageError{"a click is on a cell of the screen"};
        }
        return PageMessage{InputEvent::click({*column, *row})};
    }
    return PageMessage{InputEvent::hover(onScreen ? Point{*column, *row} : kOffTheScreen)};
}

std::variant<PageMessage, PageMessageError> sizeMessage(const json& message) {
    const auto columns = whole(message, "columns");
    const auto rows = whole(message, "rows");
    if (!columns || !rows) {
        return PageMessageError{"a size needs whole numbers \"columns\" and \"rows\""};
    }
    if (*columns < kLeastPageColumns || *columns > kMostPageColumns || *rows < kLeastPageRows ||
        *rows > kMostPageRows) {
        return PageMessageError{"a size is " + std::to_string(kLeastPageColumns) + " to " +
                                std::to_string(kMostPageColumns) + " columns and " +
                                std::to_string(kLeastPageRows) + " to " +
                                std::to_string(kMostPageRows) + " rows"};
    }
    return PageMessage{PageSize{*columns, *rows}};
}

}  // namespace

std::variant<PageMessage, PageMessageError> readPageMessage(std::string_view text) {
    if (text.size() > kLongestPageMessage) {
        return PageMessageError{"a message is at most " + std::to_string(kLongestPageMessage) +
                                " bytes"};
    }
    const json message = json::parse(text, nullptr, false);
    if (message.is_discarded() || !message.is_object()) {
        return PageMessageError{"a message is a JSON object"};
    }
    const auto type = message.find("type");
    if (type == message.end() || !type->is_string()) {
        return PageMessageError{"a message needs a \"type\" string"};
    }
    const std::string& kind = type->get_ref<const std::string&>();
    if (kind == "key") {
        return keyMessage(message);
    }
    if (kind == "click" || kind == "hover") {
        return cellMessage(message, kind == "click");
    }
    if (kind == "size") {
        return sizeMessage(message);
    }
    if (kind == "redraw") {
        return PageMessage{PageRedraw{}};
    }
    return PageMessageError{"no message has the type " + quotedForMessage(kind, 20)};
}

}  // namespace delve
