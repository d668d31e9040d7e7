#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

#include "core/utf8.h"

namespace delve {

// A problem in a file the game reads (a level, a data table, a save), with
// where it is. what() reads "source:line:column: problem", the shape
// compilers use, so editors can jump to it. Line and column count from 1.
// Whatever the problem quotes of the file, it reaches the player printable:
// control bytes and bytes that are not UTF-8 are written as \xNN, and a
// problem is cut after kMostProblemCharacters.
class SourceError : public std::runtime_error {
  public:
    static constexpr std::size_t kMostProblemCharacters = 600;

    SourceError(std::string source, int line, int column, const std::string& problem)
        : SourceError(printableText(source, kMostProblemCharacters), line, column,
                      printableText(problem, kMostProblemCharacters), Printable{}) {}

    const std::string& source() const { return source_; }
    int line() const { return line_; }
    int column() const { return column_; }
    // What is wrong, without the place in front.
    const std::string& problem() const { return problem_; }

  private:
    struct Printable {};
    SourceError(std::string source, int line, int column, std::string problem, Printable)
        : std::runtime_error(source + ":" + std::to_string(line) + ":" + std::to_string(column) +
                             ": " + problem),
          source_(std::move(source)),
          problem_(std::move(problem)),
          line_(line),
          column_(column) {}

    std::string source_;
    std::string problem_;
    int line_;
    int column_;
};

}  // namespace delve
