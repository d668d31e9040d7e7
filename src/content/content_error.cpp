#include "content/rules_loader.h"

namespace delve {

ContentError::ContentError(std::string source, int line, int column, const std::string& problem)
    : std::runtime_error(source + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " +
                         problem),
      source_(std::move(source)),
      line_(line),
      column_(column) {}

}  // namespace delve
