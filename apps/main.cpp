#include <cstdio>
#include <span>
#include <string_view>

#include "tool_registry.h"

int main(int argc, char** argv) {
    std::span<char*> args(argv + 1, static_cast<std::size_t>(argc - 1));
    if (!args.empty()) {
        if (const delve::Tool* tool = delve::findTool(args.front())) {
            return tool->run(args.subspan(1));
        }
    }
    std::fprintf(stderr, "delve: the game itself is not wired up yet\n");
    return 2;
}
