#include <cstdio>
#include <iostream>
#include <span>
#include <stdexcept>
#include <string_view>

#include "play.h"
#include "play_options.h"
#include "tool_registry.h"

namespace {

int listTools(std::span<char*>) {
    std::cout << delve::kPlayUsage << "\ntools:\n";
    for (const delve::Tool& tool : delve::allTools()) {
        std::cout << "  " << tool.usage << '\n';
    }
    return 0;
}

const delve::ToolRegistration helpTool{delve::Tool{"help", "delve help", listTools}};

}  // namespace

int main(int argc, char** argv) {
    std::span<char*> args(argv + 1, static_cast<std::size_t>(argc - 1));
    if (!args.empty()) {
        if (const delve::Tool* tool = delve::findTool(args.front())) {
            return tool->run(args.subspan(1));
        }
    }
    delve::PlayOptions options;
    try {
        options = delve::parsePlayOptions(args);
    } catch (const std::invalid_argument& error) {
        std::cerr << "delve: " << error.what() << '\n' << delve::kPlayUsage;
        return 2;
    }
    if (options.showHelp) {
        return listTools({});
    }
    return delve::play(options);
}
