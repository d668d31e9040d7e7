#pragma once

#include <span>
#include <string_view>
#include <vector>

namespace delve {

// A subcommand of `delve` (fov, path, bench, ...). Each tool's file registers
// itself with a ToolRegistration at namespace scope, so adding a tool touches
// no other file.
struct Tool {
    std::string_view name;
    std::string_view usage;             // one line, shown by `delve help`
    int (*run)(std::span<char*> args);  // args after the tool's name
};

const std::vector<Tool>& allTools();
const Tool* findTool(std::string_view name);

struct ToolRegistration {
    explicit ToolRegistration(Tool tool);
};

}  // namespace delve
