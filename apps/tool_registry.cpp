#include "tool_registry.h"

namespace delve {

namespace {
// A function-local list, so registrations from other files' static
// initialisers never run before it exists.
std::vector<Tool>& registry() {
    static std::vector<Tool> tools;
    return tools;
}
}  // namespace

const std::vector<Tool>& allTools() {
    return registry();
}

const Tool* findTool(std::string_view name) {
    for (const Tool& tool : registry()) {
        if (tool.name == name) {
            return &tool;
        }
    }
    return nullptr;
}

ToolRegistration::ToolRegistration(Tool tool) {
    registry().push_back(tool);
}

}  // namespace delve
