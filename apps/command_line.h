#pragma once

#include <CLI/CLI.hpp>

#include <iostream>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace delve {

// The exit status of a command line refused.
inline constexpr int kRefusedStatus = 2;

// One of Delve's command lines (`delve`, `delve sim`, `delve serve`, ...),
// read with CLI11 in the style they all share, declared here once:
//
//   - --help prints the usage, what the command does and its options on
//     `out`, and the command stops with 0;
//   - a mistake prints one line on `err`, "delve sim: --games: "abc" is not
//     a whole number from 1 up": the command, the option at fault (or the
//     argument), what is wrong; then a line saying to try --help; and the
//     command stops with kRefusedStatus.
//
// A command adds its options to options() with CLI11's own calls (and the
// checks of option_checks.h), then calls read().
class CommandLine {
  public:
    // `command` as typed: "delve sim". `usage`: the synopsis, without
    // "usage: " (more lines may follow, each indented to stand under the
    // first). `about`: a sentence or two on what the command does.
    CommandLine(std::string command, std::string usage, std::string about,
                std::ostream& out = std::cout, std::ostream& err = std::cerr);

    CLI::App& options() { return app_; }

    // Reads the words after the command's name. Nothing when the command may
    // go on; else the status to stop with, the help or the refusal printed.
    std::optional<int> read(std::vector<std::string> args);
    std::optional<int> read(std::span<char*> args);

    // Refuses what only the command can judge once the line is read (two
    // options that do not go together, a cell outside the map, a class the
    // data does not have), in the same shape. Returns kRefusedStatus.
    int refuse(std::string_view option, std::string_view problem) const;

    // The help as --help prints it.
    std::string help() const { return app_.help(); }

  private:
    std::string command_;
    CLI::App app_;
    std::ostream& out_;
    std::ostream& err_;
};

// The refusal's two lines, for a command that has no CommandLine at hand.
// Returns kRefusedStatus.
int refuseCommandLine(std::ostream& err, std::string_view command, std::string_view option,
                      std::string_view problem);

}  // namespace delve
