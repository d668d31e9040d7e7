#pragma once

#include "core/rect.h"
#include "game/message_log.h"
#include "ui/cell_buffer.h"

namespace delve {

// The newest messages under the map, oldest at the top, each wrapped between
// words to the width: lines said since the log had said `readUpTo` messages
// are bright, older lines dim. Only whole messages are shown.
void drawMessages(const MessageLog& log, int readUpTo, const Rect& area, CellBuffer& buffer);

}  // namespace delve
