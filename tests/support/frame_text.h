#pragma once

// What an App draws, as the rows of text a test can search.

#include <string>

#include "ui/app.h"

namespace delve::testing {

inline std::string textOf(const CellBuffer& frame) {
    std::string text;
    for (const std::string& row : frame.textRows()) {
        text += row + "\n";
    }
    return text;
}

inline std::string frameOf(const App& app, int columns = 80, int rows = 24) {
    CellBuffer frame(columns, rows);
    app.draw(frame);
    return textOf(frame);
}

}  // namespace delve::testing
