#include "keep/said_codec.h"

#include <charconv>
#include <stdexcept>
#include <utility>

#include "game/condition.h"
#include "game/rules.h"
#include "game/trap.h"
#include "keep/said_arguments.h"

namespace delve {

const std::string& checkedText(const std::string& text) {
    for (char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte == 0x7f) {
            throw std::invalid_argument("cannot save text with a control character: " + text);
        }
    }
    return text;
}

namespace {

constexpr int kLargestNumber = 1'000'000'000;

// Writes each argument given as ` key=value`.
class ArgumentWriter {
  public:
    explicit ArgumentWriter(std::string& out) : out_(out) {}

    void word(std::string_view key, const std::string& value, KnownWord) { given(key, value); }
    void number(std::string_view key, int value) {
        if (value != 0) {
            given(key, std::to_string(value));
        }
    }
    void text(std::string_view key, const std::string& value) { given(key, checkedText(value)); }

  private:
    void given(std::string_view key, const std::string& value) {
        if (!value.empty()) {
            out_ += ' ';
            out_ += key;
            out_ += '=';
            out_ += value;
        }
    }

    std::string& out_;
};

// Reads each argument the line goes on with, in the order declared, each
// at most once; what is left is not an argument in its place.
class ArgumentReader {
  public:
    ArgumentReader(SaveRecord& record, const Rules* rules) : record_(record), rules_(rules) {}

    void word(std::string_view key, std::string& value, KnownWord known) {
        if (!comesNext(key)) {
            return;
        }
        value = std::string(record_.word("a field").substr(key.size() + 1));
        if (!known(value, rules_)) {
            record_.failField("there is no " + std::string(key) + " \"" + value + "\"");
        }
    }
    void number(std::string_view key, int& value) {
        if (!comesNext(key)) {
            return;
        }
        const std::string_view field = record_.word("a field").substr(key.size() + 1);
        const auto [end, error] = std::from_chars(field.data(), field.data() + field.size(), value);
        if (field.empty() || end != field.data() + field.size() || error != std::errc() ||
            value < 0 || value > kLargestNumber) {
            record_.failField("the " + std::string(key) + " should be a whole number (0.." +
                              std::to_string(kLargestNumber) + "), not \"" + std::string(field) +
                              "\"");
        }
    }
    // Free text runs to the end of the line.
    void text(std::string_view key, std::string& value) {
        if (comesNext(key)) {
            value = record_.text("the text").substr(key.size() + 1);
        }
    }

  private:
    bool comesNext(std::string_view key) const {
        const std::string_view rest = record_.rest();
        return rest.size() > key.size() && rest.starts_with(key) && rest[key.size()] == '=';
    }

    SaveRecord& record_;
    const Rules* rules_;
};

// The keys in their order, as a reader is told them: "monster=, ... or text=".
class KeyList {
  public:
    void word(std::string_view key, const std::string&, KnownWord) { add(key); }
    void number(std::string_view key, int) { add(key); }
    void text(std::string_view key, const std::string&) { add(key); }

    std::string said() const { return list_.empty() ? last_ : list_ + " or " + last_; }

  private:
    void add(std::string_view key) {
        if (!last_.empty()) {
            list_ += (list_.empty() ? "" : ", ") + last_;
        }
        last_ = std::string(key) + "=";
    }

    std::string list_;
    std::string last_;
};

}  // namespace

bool knownMonster(std::string_view word, const Rules* rules) {
    return rules == nullptr || rules->monster(word) != nullptr;
}
bool knownCondition(std::string_view word, const Rules*) {
    return conditionOfWord(word).has_value();
}
bool knownTrap(std::string_view word, const Rules*) {
    return trapOfWord(word).has_value();
}
bool knownItem(std::string_view word, const Rules* rules) {
    return rules == nullptr || rules->item(word) != nullptr;
}
bool knownLook(std::string_view word, const Rules* rules) {
    return rules == nullptr || rules->look(word) != nullptr;
}
bool knownPerson(std::string_view word, const Rules* rules) {
    return rules == nullptr || rules->person(word) != nullptr;
}
bool knownQuest(std::string_view word, const Rules* rules) {
    return rules == nullptr || rules->quest(word) != nullptr;
}
bool knownSkill(std::string_view word, const Rules* rules) {
    return rules == nullptr || rules->skill(word) != nullptr;
}

std::string saidFields(const Said& said) {
    std::string out(messageWord(said.id));
    ArgumentWriter writer(out);
    saidArguments(writer, said.arguments);
    return out;
}

Said readSaid(SaveRecord& record, const Rules* rules) {
    Said said;
    const std::string_view word = record.word("what was said");
    const std::optional<MessageId> id = messageIdOfWord(word);
    if (!id) {
        record.failField("nothing is said as \"" + std::string(word) + "\"");
    }
    said.id = *id;
    ArgumentReader reader(record, rules);
    saidArguments(reader, said.arguments);
    if (!record.atEnd()) {
        const std::string_view rest = record.rest();
        KeyList keys;
        saidArguments(keys, std::as_const(said.arguments));
        record.word("a field");
        record.failField("expected " + keys.said() + ", once each and in that order, not \"" +
                         std::string(rest.substr(0, rest.find(' '))) + "\"");
    }
    return said;
}

}  // namespace delve
