#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "ui/app.h"
#include "ui/keeping/recording.h"

namespace delve {

// Does in `app` what the entry took down: presses its key, clicks its floor
// cell, takes a step of the command under way or goes back to its copy.
void playRecordedEntry(App& app, const RecordedEntry& entry);

// Plays a recording back into an App, one entry at a time, so the App goes
// through what the recorded one did: the same keys, clicks on the same
// floor cells, the same copies gone back to.
class Replay {
  public:
    explicit Replay(Recording recording) : recording_(std::move(recording)) {}

    // Puts a new App (with nothing keeping its run) in the state the
    // recording began in, its side panel saying that this is a replay and
    // how far it has got (playNext keeps that up to date). Throws what
    // Game's constructor throws (a level file that has gone, say).
    void begin(App& app) const;
    // Reads the level a recording started on, by the name it recorded.
    using LevelReader =
        std::function<std::shared_ptr<const Level>(const std::string& file, const LevelCast& cast)>;
    static GameOptions optionsFor(const Recording& recording, RulesPtr rules,
                                  const LevelReader& readLevel);

    bool finished(const App& app) const {
        return next_ >= recording_.entries.size() || app.wantsQuit();
    }
    // Plays the next entry. Throws RecordingError for one this Delve cannot
    // play (a multi-turn command's step, before those exist).
    void playNext(App& app);
    std::size_t played() const { return next_; }
    const Recording& recording() const { return recording_; }

    // Why the App did not end where the recorded run did, if it did not
    // (only a recording with an `end` line can tell).
    std::optional<std::string> mismatch(const App& app) const;

  private:
    Recording recording_;
    std::size_t next_ = 0;
};

}  // namespace delve
