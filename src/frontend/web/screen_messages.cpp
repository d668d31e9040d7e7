#include "frontend/web/screen_messages.h"

#include <cstdint>

#include <nlohmann/json.hpp>

#include "core/utf8.h"

namespace delve {

namespace {

using nlohmann::json;

std::uint32_t rgb(Colour c) {
    return (std::uint32_t{c.r} << 16) | (std::uint32_t{c.g} << 8) | c.b;
}

// Adds the spans of row `y` for the cells `wanted` picks: a span ends where
// a cell is not wanted or its colours differ from the span's.
template <class Wanted>
void addSpans(json& spans, const ShownScreen& screen, int y, Wanted&& wanted) {
    int x = 0;
    while (x < screen.columns()) {
        if (!wanted(Point{x, y})) {
            ++x;
            continue;
        }
        const Cell& first = screen.at({x, y});
        std::string glyphs;
        const int start = x;
        while (x < screen.columns() && wanted(Point{x, y})) {
            const Cell& cell = screen.at({x, y});
            if (cell.foreground != first.foreground || cell.background != first.background) {
                break;
            }
            appendUtf8(glyphs, cell.glyph);
            ++x;
        }
        spans.push_back(json::array(
            {start, y, std::move(glyphs), rgb(first.foreground), rgb(first.background)}));
    }
}

json cursorOf(const ShownScreen& screen) {
    if (const auto& cursor = screen.cursor()) {
        return json::array({cursor->x, cursor->y});
    }
    return nullptr;
}

}  // namespace

std::string wholeScreenMessage(const ShownScreen& screen) {
    json spans = json::array();
    for (int y = 0; y < screen.rows(); ++y) {
        addSpans(spans, screen, y, [](Point) { return true; });
    }
    return json{{"type", "screen"},
                {"columns", screen.columns()},
                {"rows", screen.rows()},
                {"spans", std::move(spans)},
                {"cursor", cursorOf(screen)}}
        .dump();
}

std::optional<std::string> changesMessage(const ShownScreen& before, const ShownScreen& after) {
    if (before.columns() != after.columns() || before.rows() != after.rows()) {
        return wholeScreenMessage(after);
    }
    json spans = json::array();
    for (int y = 0; y < after.rows(); ++y) {
        addSpans(spans, after, y, [&](Point p) { return !(before.at(p) == after.at(p)); });
    }
    if (spans.empty() && before.cursor() == after.cursor()) {
        return std::nullopt;
    }
    return json{{"type", "cells"}, {"spans", std::move(spans)}, {"cursor", cursorOf(after)}}.dump();
}

}  // namespace delve
