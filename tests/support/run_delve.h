#pragma once

#include <sys/wait.h>
#include <array>
#include <cstdio>
#include <string>

#include "support/build_folders.h"

namespace delve::testing {

struct CommandResult {
    int status = -1;     // the exit status
    std::string output;  // standard output and standard error together
};

// Runs a shell command and collects what it prints, standard error too.
inline CommandResult runCommand(const std::string& shellCommand) {
    const std::string command = shellCommand + " 2>&1";
    CommandResult result;
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) {
        return result;
    }
    std::array<char, 4096> chunk{};
    std::size_t got = 0;
    while ((got = std::fread(chunk.data(), 1, chunk.size(), pipe)) > 0) {
        result.output.append(chunk.data(), got);
    }
    const int status = pclose(pipe);
    result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
}

// Runs the built `delve` binary with the given arguments (already quoted for
// the shell) and collects what it prints. `environment` goes before the
// binary, as `env` arguments: "-u DISPLAY", say. Every run starts from an
// environment that asks for English and names no settings folder (the
// locale variables and XDG_CONFIG_HOME are cleared first), so the language
// of the machine the tests run on changes nothing; `environment` may set them.
inline CommandResult runDelve(const std::string& arguments, const std::string& environment = "") {
    return runCommand("env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG -u XDG_CONFIG_HOME " +
                      environment + " " + std::string(testing::kDelveBinary) + " " + arguments);
}

}  // namespace delve::testing
