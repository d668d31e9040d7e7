#include "keep/score_file.h"

#include <algorithm>
#include <charconv>
#include <climits>
#include <sstream>
#include <stdexcept>
#include <system_error>
#include <vector>

#include "core/atomic_file.h"
#include "core/lines.h"
#include "core/utf8.h"
#include "game/hero_name.h"
#include "keep/said_codec.h"
#include "keep/save_fields.h"
#include "keep/score_file_columns.h"

namespace delve {

namespace {

constexpr std::string_view kMagic = "delve-scores";

bool isDigits(std::string_view text) {
    return !text.empty() &&
           std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// YYYY-MM-DD, with a month and a day that could be.
bool isDate(std::string_view text) {
    if (text.size() != 10 || text[4] != '-' || text[7] != '-' || !isDigits(text.substr(0, 4)) ||
        !isDigits(text.substr(5, 2)) || !isDigits(text.substr(8, 2))) {
        return false;
    }
    const int month = (text[5] - '0') * 10 + (text[6] - '0');
    const int day = (text[8] - '0') * 10 + (text[9] - '0');
    return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

bool isClassId(std::string_view text) {
    return !text.empty() && text.size() <= 40 && std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    });
}

// Free text ends its line, so it holds no line break nor other control byte.
std::size_t firstControl(std::string_view text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte < 0x20 || byte == 0x7f) {
            return i;
        }
    }
    return std::string_view::npos;
}

// Writes each column after a space, in today's format.
class ColumnWriter {
  public:
    explicit ColumnWriter(std::ostream& out) : out_(out) {}

    int version() const { return kScoreFormatVersion; }
    void date(std::string_view, const std::string& value) { out_ << ' ' << value; }
    void id(std::string_view, std::string_view, const std::string& value) { out_ << ' ' << value; }
    void number(std::string_view, int value, int, int) { out_ << ' ' << value; }
    void unsignedNumber(std::string_view, std::uint64_t value) { out_ << ' ' << value; }
    void flag(std::string_view, bool value) { out_ << ' ' << (value ? 1 : 0); }
    void outcome(std::string_view, RunOutcome value) { out_ << ' ' << outcomeWord(value); }
    void said(std::string_view, const Said& value) { out_ << ' ' << saidFields(value); }
    // Only formats before 3 kept the fate as English; the writer never comes here.
    void englishText(std::string_view, const Said& value) {
        out_ << ' ' << checkedText(value.arguments.text);
    }
    // Nothing at all for a hero without a name.
    void heroName(std::string_view, const std::string& value) {
        if (!value.empty()) {
            out_ << ' ' << value;
        }
    }

  private:
    std::ostream& out_;
};

// Reads each column of a line, checking it, in the format of the table's
// version.
class ColumnReader {
  public:
    ColumnReader(SaveRecord& line, int version) : line_(line), version_(version) {}

    int version() const { return version_; }
    void date(std::string_view what, std::string& value) {
        const std::string_view date = line_.word(what);
        if (!isDate(date)) {
            line_.failField(std::string(what) + " should read YYYY-MM-DD, not \"" +
                            std::string(date) + "\"");
        }
        value = std::string(date);
    }
    void id(std::string_view what, std::string_view aNoun, std::string& value) {
        const std::string_view id = line_.word(what);
        if (!isClassId(id)) {
            line_.failField(std::string(aNoun) + " is 1 to 40 of a-z, 0-9 and _, not \"" +
                            std::string(id) + "\"");
        }
        value = std::string(id);
    }
    void number(std::string_view what, int& value, int low, int high) {
        value = line_.integer(what, low, high);
    }
    void unsignedNumber(std::string_view what, std::uint64_t& value) {
        value = line_.unsignedNumber(what);
    }
    void flag(std::string_view what, bool& value) { value = line_.flag(what); }
    void outcome(std::string_view what, RunOutcome& value) {
        const std::string_view word = line_.word(what);
        const std::optional<RunOutcome> parsed = outcomeFromWord(word);
        if (!parsed) {
            line_.failField(std::string(what) + " is died, won or alive, not \"" +
                            std::string(word) + "\"");
        }
        value = *parsed;
    }
    void said(std::string_view what, Said& value) {
        comesNext(what);
        value = readSaid(line_, nullptr);
    }
    void englishText(std::string_view what, Said& value) {
        comesNext(what);
        value = Said{MessageId::Text, MessageArguments{}.withText(line_.text(what))};
    }
    // A name, or nothing: then the keyword stands alone, without a space
    // after it.
    void heroName(std::string_view what, std::string& value) {
        value = line_.text(what);
        if (value.empty() ? line_.whole().ends_with(' ') : !isHeroName(value)) {
            line_.failField(std::string(kHeroNameRule));
        }
    }

  private:
    // A column that runs to the end of the line is there.
    void comesNext(std::string_view what) {
        if (line_.atEnd()) {
            line_.fail("the line ends before " + std::string(what));
        }
    }

    SaveRecord& line_;
    int version_;
};

}  // namespace

std::string scoreFileText(const ScoreTable& table) {
    std::ostringstream out;
    out << kMagic << ' ' << kScoreFormatVersion << '\n';
    out << "# Delve's best runs, best first: a won run, the quicker first, above any other;\n";
    out << "# then the deepest, then the highest level, then the most experience.\n";
    out << "# run DATE ADVENTURE CLASS LEVEL EXPERIENCE DEPTH GOLD TURNS SEED SHOWN OUTCOME\n";
    out << "#     FATE, then name NAME: the hero's (nothing for a run of before names)\n";
    out << "# (SHOWN is 1 if the run was shown hidden things with F1 or F3, else 0;\n";
    out << "# the fate as what was said: killed_by monster=rat number=2)\n";
    for (const ScoreEntry& entry : table.entries()) {
        ColumnWriter columns(out);
        out << "run";
        runColumns(columns, entry);
        out << "\nname";
        nameColumns(columns, entry);
        out << '\n';
    }
    out << "end\n";
    return out.str();
}

ScoreTable readScoreFile(std::string_view text, const std::string& source) {
    // Names and fates come back as text to show: bytes that are not UTF-8
    // are refused where they stand.
    if (const auto fault = utf8Fault(text, "a score table")) {
        throw ScoreFileError(source, fault->place.line, fault->place.column, fault->problem);
    }
    LineWalker lines(text);
    if (lines.atEnd()) {
        throw ScoreFileError(
            source, 1, 1,
            "the file is empty: a score table begins with \"" + std::string(kMagic) + "\"");
    }
    std::vector<ScoreEntry> runs;
    int version = kScoreFormatVersion;
    bool ended = false;
    bool namesDue = false;  // the last `run` line waits for its `name`
    // The fields are read as a save's are; their faults are the table's.
    try {
        while (!lines.atEnd()) {
            // A table saved by an editor with CRLF line ends reads the same.
            const std::string_view content = withoutCarriageReturn(lines.next());
            SaveRecord line(content, source, lines.line());
            if (const std::size_t control = firstControl(content);
                control != std::string_view::npos) {
                line.failAt(control,
                            "a control character (byte " +
                                std::to_string(static_cast<unsigned char>(content[control])) +
                                ") in the line");
            }
            if (lines.line() == 1) {
                if (line.word("the header") != kMagic) {
                    line.failAt(0, "not a Delve score table: the first line should be \"" +
                                       std::string(kMagic) + " " +
                                       std::to_string(kScoreFormatVersion) + "\"");
                }
                version = line.integer("the format version", 0, INT_MAX);
                if (version < kOldestScoreFormatVersion || version > kScoreFormatVersion) {
                    line.failField("written by format " + std::to_string(version) +
                                   "; this Delve reads formats " +
                                   std::to_string(kOldestScoreFormatVersion) + " to " +
                                   std::to_string(kScoreFormatVersion));
                }
                continue;
            }
            if (content.empty() || content.front() == '#') {
                continue;
            }
            if (ended) {
                line.failAt(0, "nothing but blank lines and comments may follow the `end` line");
            }
            const std::string_view keyword = line.word("a keyword");
            if (namesDue && keyword == "name") {
                // `name` alone: a run from a table of before names were kept.
                ColumnReader columns(line, version);
                nameColumns(columns, runs.back());
                namesDue = false;
            } else if (namesDue) {
                line.failAt(0, "a `name` line should follow each `run` line");
            } else if (keyword == "end") {
                if (content != "end") {
                    line.failAt(keyword.size(), "the `end` line holds nothing else");
                }
                ended = true;
            } else if (keyword == "run") {
                ColumnReader columns(line, version);
                runColumns(columns, runs.emplace_back());
                namesDue = version >= 5;
            } else {
                line.failAt(0, "a line should begin with `run` or `end`, not \"" +
                                   std::string(keyword) + "\"");
            }
        }
    } catch (const SaveError& error) {
        throw ScoreFileError(source, error.line(), error.column(), error.problem());
    }
    if (!ended) {
        throw ScoreFileError(source, lines.line() + 1, 1, "the table ends before its `end` line");
    }
    // Someone may have edited the file by hand: put the runs in order again.
    std::stable_sort(runs.begin(), runs.end(), ranksAbove);
    ScoreTable table;
    for (ScoreEntry& run : runs) {
        table.add(std::move(run));
    }
    return table;
}

std::optional<ScoreTable> loadScoreFile(const std::filesystem::path& path) {
    std::error_code error;
    if (!std::filesystem::exists(path, error)) {
        return std::nullopt;
    }
    std::string text;
    try {
        text = readWholeFile(path, kMaxScoreFileBytes);
    } catch (const std::runtime_error& failure) {
        throw ScoreFileError(path.string(), 1, 1, failure.what());
    }
    return readScoreFile(text, path.string());
}

void saveScoreFile(const ScoreTable& table, const std::filesystem::path& path) {
    writeFileAtomically(path, scoreFileText(table));
}

}  // namespace delve
