#include "ui/keeping/replay.h"

#include <algorithm>

#include "keep/state_hash.h"

namespace delve {

namespace {

// A click recorded on a floor cell, made on the screen cell that shows it
// now. A screen smaller than the recorded one may not show that cell: then
// the App draws once at a size that holds the whole floor, so the click
// lands where it did (the next frame is drawn at the usual size again).
void clickOnFloor(App& app, Point floorCell) {
    if (!app.hasGame()) {
        return;
    }
    auto screen = app.lastFrame().camera.screenCellOf(floorCell);
    if (!screen) {
        const Map& map = app.game().map();
        CellBuffer whole(std::max(app.lastFrame().columns, map.width() + 60),
                         std::max(app.lastFrame().rows, map.height() + 20));
        app.draw(whole);
        screen = app.lastFrame().camera.screenCellOf(floorCell);
    }
    if (screen) {
        app.handle(InputEvent::click(*screen));
    }
}

}  // namespace

void playRecordedEntry(App& app, const RecordedEntry& entry) {
    switch (entry.kind) {
        case RecordedEntry::Kind::Input:
            if (entry.input.key) {
                app.handle(InputEvent::keyPress(*entry.input.key));
            } else if (entry.input.clickOnMap) {
                clickOnFloor(app, *entry.input.clickOnMap);
            }
            break;
        case RecordedEntry::Kind::Restore:
            if (app.hasGame()) {
                app.goBackTo(*entry.game);
            }
            break;
        case RecordedEntry::Kind::CommandStep:
            // One step of a rest, travel or explore, at the same point among
            // the keys as when it was taken.
            app.stepCommand();
            break;
    }
}

GameOptions Replay::optionsFor(const Recording& recording, RulesPtr rules,
                               const LevelReader& readLevel) {
    const RecordedStart& start = recording.start;
    GameOptions options{start.seed, start.heroClass, nullptr, std::move(rules)};
    options.adventure = start.adventure;
    options.heroName = start.heroName;
    options.heroGender = start.heroGender;
    if (start.levelFile) {
        // readRecording has checked the adventure is one the rules know.
        options.level =
            readLevel(*start.levelFile, options.rules->adventure(start.adventure)->cast);
    }
    return options;
}

void Replay::begin(App& app) const {
    if (recording_.start.game) {
        app.resumeRun(*recording_.start.game);
    }
    app.presentation().setReplayProgress({next_, recording_.entries.size()});
}

void Replay::playNext(App& app) {
    const RecordedEntry& entry = recording_.entries.at(next_++);
    app.presentation().setReplayProgress({next_, recording_.entries.size()});
    playRecordedEntry(app, entry);
}

std::optional<std::string> Replay::mismatch(const App& app) const {
    if (!recording_.endHash) {
        return std::nullopt;
    }
    if (!app.hasGame()) {
        return "the replay ended with no run under way, the recorded run in the state " +
               hashText(*recording_.endHash);
    }
    const std::uint64_t hash = stateHash(app.game());
    if (hash == *recording_.endHash) {
        return std::nullopt;
    }
    return "the replay ended in the state " + hashText(hash) + ", the recorded run in " +
           hashText(*recording_.endHash) + ": the game's rules or data have changed since";
}

}  // namespace delve
