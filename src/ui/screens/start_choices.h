#pragma once

namespace delve {

// What the player chooses on the start screens before a run begins, in
// this order: the adventure, the class, the hero's name. What the command
// line gave (--adventure, --class, --name) is not asked again.
struct StartChoices {
    bool adventure = false;
    bool heroClass = false;
    bool name = false;

    bool any() const { return adventure || heroClass || name; }
    // Only the class: as a run chosen with --adventure and --name begins.
    static StartChoices onlyTheClass() { return StartChoices{false, true, false}; }
};

}  // namespace delve
