#pragma once

#include <vector>

#include "core/rect.h"
#include "ui/text/log_lines.h"
#include "ui/views/cell_buffer.h"

namespace delve {

// The newest lines of the log under the map, oldest at the top, each wrapped
// between words to the width: fresh lines bright, older ones dim. Only whole
// lines are shown.
void drawMessages(const std::vector<LogLine>& lines, const Rect& area, CellBuffer& buffer);

}  // namespace delve
