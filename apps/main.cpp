#include <iostream>
#include <span>

#include "command_line.h"
#include "play.h"
#include "play_options.h"
#include "tool_registry.h"

namespace {

// `delve help`: what `delve --help` prints, the tools with it.
int printHelp(std::span<char*> args) {
    delve::CommandLine line("delve help", "delve help",
                            "Prints delve's own options and the tools, as delve --help does.");
    if (const auto stop = line.read(args)) {
        return *stop;
    }
    std::cout << delve::playHelp();
    return 0;
}

const delve::ToolRegistration helpTool{delve::Tool{"help", "delve help", printHelp}};

}  // namespace

int main(int argc, char** argv) {
    std::span<char*> args(argv + 1, static_cast<std::size_t>(argc - 1));
    if (!args.empty()) {
        if (const delve::Tool* tool = delve::findTool(args.front())) {
            return tool->run(args.subspan(1));
        }
    }
    delve::PlayOptions options;
    if (const auto stop = delve::readPlayOptions(args, options)) {
        return *stop;
    }
    return delve::play(options);
}
