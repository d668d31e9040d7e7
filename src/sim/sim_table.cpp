#include "sim/sim_table.h"

#include <algorithm>
#include <cstdio>

#include "sim/sim_tally.h"

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
    int deep = 0;
    for (const SimResult* run : runs) {
        floors.push_back(run->deepest);
        turns.push_back(run->turns);
        deep += run->deepest >= telling ? 1 : 0;
    }
    const EndTally ends = tallyEnds(runs);
    return format("%-12s %5d %5d %13.1f %9.1f%% %13.1f %6d\n", name.c_str(), ends.runs, ends.wins,
                  median(floors), percent(deep, ends.runs), median(turns), ends.stuck);
}

std::string classPart(const std::vector<SimResult>& results,
                      const std::vector<std::string>& classes, int deepest) {
    const int telling = tellingFloor(deepest);
    const std::string floorHeading = "floor " + std::to_string(telling) + "+";
    std::string text = format("%-12s %5s %5s %13s %10s %13s %6s\n", "class", "runs", "wins",
                              "median floor", floorHeading.c_str(), "median turns", "stuck");
    for (const std::string& heroClass : classes) {
        text += classRow(heroClass, runsOf(results, heroClass), telling);
    }
    return text + classRow("all", runsOf(results), telling);
}

// Each floor's deaths as a share of all deaths, and its close calls (the
// hero fell below a third of her health there and lived) as a share of the
// runs that reached it: the danger curve, floor by floor.
std::string floorPart(const std::vector<SimResult>& results, int deepest) {
    const std::vector<const SimResult*> all = runsOf(results);
    const int deaths = tallyEnds(all).deaths;
    std::string text = format("\n%-6s %8s %10s %10s %12s %11s\n", "floor", "reached", "died here",
                              "of deaths", "close calls", "of reached");
    for (const FloorTally& floor : tallyFloors(all, deepest)) {
        text += format("%-6d %8d %10d %9.1f%% %12d %10.1f%%\n", floor.floor, floor.reached,
                       floor.died, percent(floor.died, deaths), floor.closeCalls,
                       percent(floor.closeCalls, floor.reached));
    }
    return text;
}

std::string causePart(const std::vector<SimResult>& results) {
    const std::vector<const SimResult*> all = runsOf(results);
    const int deaths = tallyEnds(all).deaths;
    std::string text = format("\ncauses of death (%d deaths)\n", deaths);
    for (const CauseTally& cause : tallyCauses(all)) {
        text += format("  %-20s %5d %6.1f%%\n", cause.cause.c_str(), cause.deaths,
                       percent(cause.deaths, deaths));
    }
    return text;
}

}  // namespace

std::string simTable(const std::vector<SimResult>& results, const std::vector<std::string>& classes,
                     int deepest) {
    return classPart(results, classes, deepest) + floorPart(results, deepest) + causePart(results);
}

}  // namespace delve
