#pragma once

#include <stdexcept>
#include <string>

namespace delve {

// A problem in a file the game reads (a level, a data table, a save), with
// where it is. what() reads "source:line:column: problem", the shape
// compilers use, so editors can jump to it. Line and column count from 1.
class SourceError : public std::runtime_error {
  public:
    SourceError(std::string source, int line, int column, const std::string& problem)
        : std::runtime_error(source + ":" + std::to_string(line) + ":" + std::to_string(column) +
                             ": " + problem),
          source_(std::move(source)),
          problem_(problem),
          line_(line),
          column_(column) {}

    const std::string& source() const { return source_; }
    int line() const { return line_; }
    int column() const { return column_; }
    // What is wrong, without the place in front.
    const std::string& problem() const { return problem_; }

  private:
    std::string source_;
    std::string problem_;
    int line_;
    int column_;
};

}  // namespace delve
