#include "ui/keeping/recording.h"

#include <algorithm>
#include <charconv>
#include <climits>
#include <cstdio>
#include <stdexcept>

#include "core/utf8.h"
#include "game/hero_name.h"
#include "keep/save_codec.h"
#include "keep/save_fields.h"
#include "keep/state_hash.h"

namespace delve {

namespace {

// A save held in a recording may run to many lines, but not without end.
constexpr int kMaxSaveLines = 1'000'000;

std::string withFinalNewline(const std::string& text) {
    return text.empty() || text.back() == '\n' ? text : text + "\n";
}

std::string saveBlock(const std::string& keyword, const std::string& saveText) {
    const std::string text = withFinalNewline(saveText);
    const auto lines = std::count(text.begin(), text.end(), '\n');
    return keyword + " " + std::to_string(lines) + "\n" + text;
}

// The lines of a recording handed out one at a time, read field by field
// with the save's reader (its errors become RecordingErrors at the end).
class RecordingLines {
  public:
    // `firstLine` is the number the first of the lines has in the file.
    RecordingLines(std::string_view text, std::string source, int firstLine = 1)
        : lines_(text), source_(std::move(source)), firstLine_(firstLine) {}

    bool atEnd() const { return lines_.atEnd(); }
    const std::string& source() const { return source_; }
    int nextLine() const { return lines_.line() + firstLine_; }

    SaveRecord next(std::string_view what) {
        if (atEnd()) {
            throw SaveError(source_, nextLine(), 1,
                            "the recording ends before " + std::string(what));
        }
        const int line = nextLine();
        return SaveRecord(lines_.next(), source_, line);
    }

    SaveRecord expect(std::string_view keyword) {
        SaveRecord record = next("the `" + std::string(keyword) + "` line");
        if (record.word("`" + std::string(keyword) + "`") != keyword) {
            record.failAt(0, "expected the `" + std::string(keyword) + "` line here");
        }
        return record;
    }

    // The block of `count` lines a `start save` or `restore` line announces,
    // read as a save.
    Game saveBlock(int count, const RulesPtr& rules) {
        const int first = nextLine();
        std::string text;
        for (int i = 0; i < count; ++i) {
            text += std::string(next("the save's last line").whole()) + "\n";
        }
        try {
            return loadGame(text, source_, rules);
        } catch (const SaveError& error) {
            throw SaveError(source_, first + error.line() - 1, error.column(), error.problem());
        }
    }

    // Nothing but blank lines may follow the `end` line.
    void finish() {
        while (!atEnd()) {
            const int line = nextLine();
            if (lines_.next().find_first_not_of(" \t\r") != std::string_view::npos) {
                throw SaveError(source_, line, 1, "nothing may follow the `end` line");
            }
        }
    }

  private:
    LineWalker lines_;
    std::string source_;
    int firstLine_;
};

// The format the recording was written in: this one or an older one.
int readHeader(RecordingLines& lines) {
    SaveRecord record = lines.next("the header");
    if (record.word("the header") != "delve-recording") {
        record.failAt(0, "not a Delve recording: the first line should be \"delve-recording " +
                             std::to_string(kRecordingFormatVersion) + "\"");
    }
    const std::int64_t version = record.number("the format version", 0, INT_MAX);
    if (version < 1 || version > kRecordingFormatVersion) {
        record.failField("recorded in format " + std::to_string(version) +
                         "; this Delve reads formats 1 to " +
                         std::to_string(kRecordingFormatVersion));
    }
    record.done();
    return static_cast<int>(version);
}

RecordedStart readStart(RecordingLines& lines, int format, const RulesPtr& rules) {
    RecordedStart start;
    SaveRecord seed = lines.expect("seed");
    start.seed = seed.unsignedNumber("the seed");
    seed.done();

    SaveRecord heroClass = lines.expect("class");
    start.heroClass = std::string(heroClass.word("the class"));
    if (rules->heroClass(start.heroClass) == nullptr) {
        heroClass.failField("unknown class \"" + start.heroClass + "\"");
    }
    heroClass.done();

    if (format >= 2) {
        SaveRecord adventure = lines.expect("adventure");
        start.adventure = std::string(adventure.word("the adventure"));
        if (rules->adventure(start.adventure) == nullptr) {
            adventure.failField("unknown adventure \"" + start.adventure + "\"");
        }
        adventure.done();

        // `name` alone: the class's own.
        SaveRecord name = lines.expect("name");
        start.heroName = name.text("the hero's name");
        if (start.heroName.empty() ? name.whole() != "name" : !isHeroName(start.heroName)) {
            name.failField(std::string(kHeroNameRule));
        }
    }
    if (format >= 3) {
        // `gender` alone: the class's hero's.
        SaveRecord gender = lines.expect("gender");
        if (gender.whole() != "gender") {
            const std::string_view word = gender.word("the hero's gender");
            start.heroGender = genderNamed(word);
            if (!start.heroGender) {
                gender.failField("the hero's gender is female or male, not \"" + std::string(word) +
                                 "\"");
            }
            gender.done();
        }
    }

    SaveRecord level = lines.expect("level");
    if (std::string file = level.text("the level file"); !file.empty()) {
        start.levelFile = std::move(file);
    } else if (level.whole() != "level") {
        level.failAt(5, "`level` is alone on its line, or followed by one space and a file");
    }

    SaveRecord how = lines.expect("start");
    const std::string_view kind = how.word("`new` or `save`");
    if (kind == "save") {
        const int count = how.integer("the save's lines", 1, kMaxSaveLines);
        how.done();
        start.game = lines.saveBlock(count, rules);
    } else if (kind == "new") {
        how.done();
    } else {
        how.failField("a run starts `new` or from a `save`, not \"" + std::string(kind) + "\"");
    }
    return start;
}

RecordedEntry readInput(SaveRecord& record) {
    RecordedEntry entry;
    entry.line = record.line();
    const std::string token = record.text("the key");
    std::vector<ScriptStep> steps;
    try {
        steps = parseKeyScript(token);
    } catch (const std::invalid_argument& error) {
        record.failAt(6, error.what());
    }
    if (steps.size() != 1) {
        record.failAt(6, "one key or click a line, not \"" + token + "\"");
    }
    entry.input = steps.front();
    return entry;
}

std::uint64_t readHash(SaveRecord& record) {
    const std::string_view field = record.word("the hash");
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(field.data(), field.data() + field.size(), value, 16);
    if (field.size() != 16 || error != std::errc{} || end != field.data() + field.size()) {
        record.failField("the hash is sixteen hex digits, not \"" + std::string(field) + "\"");
    }
    record.done();
    return value;
}

// One `input`, `step` or `restore` line (with the save a `restore` holds),
// or nothing for anything else: `keyword` is the line's first word.
std::optional<RecordedEntry> readEntry(std::string_view keyword, SaveRecord& record,
                                       RecordingLines& lines, const RulesPtr& rules) {
    if (keyword == "input") {
        return readInput(record);
    }
    if (keyword == "step") {
        record.done();
        return RecordedEntry{RecordedEntry::Kind::CommandStep, {}, nullptr, record.line()};
    }
    if (keyword == "restore") {
        const int count = record.integer("the save's lines", 1, kMaxSaveLines);
        record.done();
        return RecordedEntry{RecordedEntry::Kind::Restore,
                             {},
                             std::make_shared<const Game>(lines.saveBlock(count, rules)),
                             record.line()};
    }
    return std::nullopt;
}

// Adds an entry read at `record`, refusing one past kMostRecordedEntries.
void addEntry(std::vector<RecordedEntry>& entries, RecordedEntry entry, SaveRecord& record) {
    if (entries.size() >= kMostRecordedEntries) {
        record.failField("a recording holds at most " + std::to_string(kMostRecordedEntries) +
                         " inputs, steps and restores; this one goes on past them");
    }
    entries.push_back(std::move(entry));
}

Recording readAll(RecordingLines& lines, const RulesPtr& rules) {
    Recording recording;
    recording.source = lines.source();
    const int format = readHeader(lines);
    recording.start = readStart(lines, format, rules);
    while (!lines.atEnd()) {
        SaveRecord record = lines.next("an input");
        const std::string_view keyword = record.word("`input`, `step`, `restore` or `end`");
        if (auto entry = readEntry(keyword, record, lines, rules)) {
            addEntry(recording.entries, std::move(*entry), record);
        } else if (keyword == "end") {
            recording.endHash = readHash(record);
            lines.finish();
        } else {
            record.failField("expected `input`, `step`, `restore` or `end`, not \"" +
                             std::string(keyword) + "\"");
        }
    }
    return recording;
}

}  // namespace

std::string recordingHeader(const RecordedStart& start) {
    std::string text = "delve-recording " + std::to_string(kRecordingFormatVersion) + "\n";
    text += "seed " + std::to_string(start.seed) + "\n";
    text += "class " + start.heroClass + "\n";
    text += "adventure " + start.adventure + "\n";
    text += start.heroName.empty() ? "name\n" : "name " + start.heroName + "\n";
    text += start.heroGender ? "gender " + std::string(genderWord(*start.heroGender)) + "\n"
                             : "gender\n";
    text += start.levelFile ? "level " + *start.levelFile + "\n" : "level\n";
    text += start.saveText ? saveBlock("start save", *start.saveText) : "start new\n";
    return text;
}

std::string recordedInput(const ScriptStep& input) {
    if (input.clickOnMap) {
        return "input <click:" + std::to_string(input.clickOnMap->x) + "," +
               std::to_string(input.clickOnMap->y) + ">\n";
    }
    return "input " + keyToken(input.key.value_or(Key{})) + "\n";
}

std::string recordedStep() {
    return "step\n";
}

std::string recordedRestore(const std::string& saveText) {
    return saveBlock("restore", saveText);
}

std::string recordingEnd(std::uint64_t hash) {
    return "end " + hashText(hash) + "\n";
}

Recording readRecording(std::string_view text, const std::string& source, const RulesPtr& rules) {
    if (const auto fault = utf8Fault(text, "a recording")) {
        throw RecordingError(source, fault->place.line, fault->place.column, fault->problem);
    }
    RecordingLines lines(text, source);
    try {
        return readAll(lines, rules);
    } catch (const SaveError& error) {
        throw RecordingError(error.source(), error.line(), error.column(), error.problem());
    }
}

std::vector<RecordedEntry> readRecordedEntries(std::string_view text, const std::string& source,
                                               int firstLine, const RulesPtr& rules) {
    RecordingLines lines(text, source, firstLine);
    std::vector<RecordedEntry> entries;
    try {
        while (!lines.atEnd()) {
            SaveRecord record = lines.next("an input");
            const std::string_view keyword = record.word("`input`, `step` or `restore`");
            auto entry = readEntry(keyword, record, lines, rules);
            if (!entry) {
                record.failField("expected `input`, `step` or `restore`, not \"" +
                                 std::string(keyword) + "\"");
            }
            addEntry(entries, std::move(*entry), record);
        }
    } catch (const SaveError& error) {
        throw RecordingError(error.source(), error.line(), error.column(), error.problem());
    }
    return entries;
}

}  // namespace delve
