#include "sim/sim_table.h"

#include <algorithm>
#include <cstdio>
#include <map>

namespace delve {

namespace {

// The floor a class's share of runs is counted as reaching: the middle
// one.
int tellingFloor(int deepest) {
    return (deepest + 1) / 2;
}

// printf's columns, which line up the table most plainly.
std::string format(const char* pattern, auto... values) {
    const int size = std::snprintf(nullptr, 0, pattern, values...);
    std::string line(static_cast<std::size_t>(std::max(size, 0)) + 1, '\0');
    std::snprintf(line.data(), line.size(), pattern, values...);
    line.pop_back();
    return line;
}

// The middle value, or the mean of the two middle ones; 0 for none.
double median(std::vector<int> values) {
    if (values.empty()) {
        return 0;
    }
    std::ranges::sort(values);
    const std::size_t half = values.size() / 2;
    return values.size() % 2 == 1 ? values[half] : (values[half - 1] + values[half]) / 2.0;
}

double percent(int part, int whole) {
    return whole == 0 ? 0.0 : 100.0 * part / whole;
}

std::string classRow(const std::string& name, const std::vector<const SimResult*>& runs,
                     int telling) {
    std::vector<int> floors;
    std::vector<int> turns;
    int wins = 0;
    int deep = 0;
    int stuck = 0;
    for (const SimResult* run : runs) {
        floors.push_back(run->deepest);
        turns.push_back(run->turns);
        wins += run->end == SimEnd::Won ? 1 : 0;
        stuck += run->end == SimEnd::Stuck ? 1 : 0;
        deep += run->deepest >= telling ? 1 : 0;
    }
    const int count = static_cast<int>(runs.size());
    return format("%-12s %5d %5d %13.1f %9.1f%% %13.1f %6d\n", name.c_str(), count, wins,
                  median(floors), percent(deep, count), median(turns), stuck);
}

std::string classPart(const std::vector<SimResult>& results,
                      const std::vector<std::string>& classes, int deepest) {
    const int telling = tellingFloor(deepest);
    const std::string floorHeading = "floor " + std::to_string(telling) + "+";
    std::string text = format("%-12s %5s %5s %13s %10s %13s %6s\n", "class", "runs", "wins",
                              "median floor", floorHeading.c_str(), "median turns", "stuck");
    std::vector<const SimResult*> all;
    for (const SimResult& result : results) {
        all.push_back(&result);
    }
    for (const std::string& heroClass : classes) {
        std::vector<const SimResult*> runs;
        for (const SimResult* result : all) {
            if (result->heroClass == heroClass) {
                runs.push_back(result);
            }
        }
        text += classRow(heroClass, runs, telling);
    }
    return text + classRow("all", all, telling);
}

std::string floorPart(const std::vector<SimResult>& results, int deepest) {
    std::string text = format("\n%-6s %10s %8s\n", "floor", "died here", "reached");
    for (int floor = 1; floor <= deepest; ++floor) {
        int died = 0;
        int reached = 0;
        for (const SimResult& result : results) {
            died += result.end == SimEnd::Died && result.deepest == floor ? 1 : 0;
            reached += result.deepest >= floor ? 1 : 0;
        }
        text += format("%-6d %10d %8d\n", floor, died, reached);
    }
    return text;
}

std::string causePart(const std::vector<SimResult>& results) {
    std::map<std::string, int> counts;
    int deaths = 0;
    for (const SimResult& result : results) {
        if (result.end == SimEnd::Died) {
            ++counts[result.cause];
            ++deaths;
        }
    }
    // Commonest first; among equals, by name, so the order never changes.
    std::vector<std::pair<std::string, int>> causes(counts.begin(), counts.end());
    std::ranges::stable_sort(causes,
                             [](const auto& a, const auto& b) { return a.second > b.second; });
    std::string text = format("\ncauses of death (%d deaths)\n", deaths);
    for (const auto& [cause, count] : causes) {
        text += format("  %-20s %5d %6.1f%%\n", cause.c_str(), count, percent(count, deaths));
    }
    return text;
}

}  // namespace

std::string simTable(const std::vector<SimResult>& results, const std::vector<std::string>& classes,
                     int deepest) {
    return classPart(results, classes, deepest) + floorPart(results, deepest) + causePart(results);
}

}  // namespace delve
