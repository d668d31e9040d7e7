#pragma once

#include <optional>
#include <string>

#include "frontend/web/shown_screen.h"

namespace delve {

// The messages that draw a game on a page (docs/web-protocol.md): the whole
// screen when a page connects or the size changes, then only the cells that
// changed. Cells go in spans: the cells of one row side by side that share
// their colours, as one string of glyphs.

// {"type":"screen", "columns", "rows", "spans", "cursor"}.
std::string wholeScreenMessage(const ShownScreen& screen);

// {"type":"cells", "spans", "cursor"}: what turns `before` into `after`.
// The whole screen when their sizes differ; nothing when they look the same.
std::optional<std::string> changesMessage(const ShownScreen& before, const ShownScreen& after);

}  // namespace delve
