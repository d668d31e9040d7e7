#pragma once

#include <string>

namespace delve {

// The name the side panel shows for a generated floor at `depth`.
std::string generatedFloorName(int depth);

}  // namespace delve
