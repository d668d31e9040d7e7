#pragma once

#include <string>
#include <vector>

namespace delve::bench {

// Findings the benchmarks make outside their timed loops (whether a path
// was the shortest, whether two searches agree), printed after the table.
void addNote(std::string note);
const std::vector<std::string>& notes();

}  // namespace delve::bench
