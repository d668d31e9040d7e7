#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/source_error.h"
#include "game/game.h"
#include "ui/input/key.h"

namespace delve {

// A recording: how a run began and every input the App handled after, so
// that a replay plays the same run again (docs/recording-format.md).
// Format 2 added the adventure and the hero's name; a format 1 recording is
// of the Dungeon, its hero named as her class names her. Format 3 added
// whether the hero is a woman or a man.
inline constexpr int kRecordingFormatVersion = 3;
// The most inputs, steps and restores a recording may hold: several times
// the longest run played by hand, and a replay of a few seconds.
inline constexpr std::size_t kMostRecordedEntries = 400'000;

// What is wrong with a recording, and where: "source:line:column: problem".
class RecordingError : public SourceError {
  public:
    using SourceError::SourceError;
};

struct RecordedStart {
    std::uint64_t seed = 0;
    std::string heroClass;
    std::optional<std::string> levelFile;
    // The state the run was in when the recording began, when that is not
    // simply a new run of the seed, class and level (a run continued from a
    // save): as save text when writing, as a game once read.
    std::optional<std::string> saveText;
    std::optional<Game> game;
    // As --adventure names it.
    std::string adventure = "dungeon";
    // Empty for the class's own name (GameOptions::heroName).
    std::string heroName{};
    // None for the class's hero's (GameOptions::heroGender).
    std::optional<HeroGender> heroGender{};
};

struct RecordedEntry {
    enum class Kind {
        Input,        // a key, or a click on a floor cell
        CommandStep,  // one step of a multi-turn command
        Restore,      // F9 went back to this copy of the run
    };
    Kind kind = Kind::Input;
    ScriptStep input;
    // Restore only. Held apart, so that the many entries without one stay
    // small: a replay of a million keys keeps a million of these.
    std::shared_ptr<const Game> game;
    int line = 0;  // where it stands in the file
};

struct Recording {
    std::string source;  // the file it was read from, for messages
    RecordedStart start;
    std::vector<RecordedEntry> entries;
    // The state hash the recorded run ended with, when it ended cleanly.
    std::optional<std::uint64_t> endHash;
};

// The text of each part, as a recorder appends it: each ends in "\n".
std::string recordingHeader(const RecordedStart& start);
std::string recordedInput(const ScriptStep& input);
std::string recordedStep();
std::string recordedRestore(const std::string& saveText);
std::string recordingEnd(std::uint64_t hash);

// Reads a whole recording; `source` names it in errors. All or nothing:
// every line is checked (the saves it holds too, and the class against the
// rules) and the first fault throws a RecordingError at its line and column.
Recording readRecording(std::string_view text, const std::string& source, const RulesPtr& rules);

// Reads `input`, `step` and `restore` lines alone, as the journal of inputs
// holds them (ui/keeping/journal.h); the first stands at line `firstLine` of
// `source`. Throws RecordingError at the first fault.
std::vector<RecordedEntry> readRecordedEntries(std::string_view text, const std::string& source,
                                               int firstLine, const RulesPtr& rules);

}  // namespace delve
