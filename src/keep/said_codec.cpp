#include "keep/said_codec.h"

#include <array>
#include <charconv>
#include <stdexcept>

#include "game/condition.h"
#include "game/rules.h"
#include "game/trap.h"

namespace delve {

namespace {

constexpr int kLargestNumber = 1'000'000'000;

}  // namespace

const std::string& checkedText(const std::string& text) {
    for (char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte == 0x7f) {
            throw std::invalid_argument("cannot save text with a control character: " + text);
        }
    }
    return text;
}

std::string saidFields(const Said& said) {
    const MessageArguments& arguments = said.arguments;
    std::string out(messageWord(said.id));
    if (!arguments.monster.empty()) {
        out += " monster=" + arguments.monster;
    }
    if (!arguments.condition.empty()) {
        out += " condition=" + arguments.condition;
    }
    if (!arguments.trap.empty()) {
        out += " trap=" + arguments.trap;
    }
    if (!arguments.item.empty()) {
        out += " item=" + arguments.item;
    }
    if (!arguments.look.empty()) {
        out += " look=" + arguments.look;
    }
    if (!arguments.person.empty()) {
        out += " person=" + arguments.person;
    }
    if (!arguments.quest.empty()) {
        out += " quest=" + arguments.quest;
    }
    if (!arguments.skill.empty()) {
        out += " skill=" + arguments.skill;
    }
    if (arguments.number != 0) {
        out += " number=" + std::to_string(arguments.number);
    }
    if (!arguments.floor.empty()) {
        out += " floor=" + checkedText(arguments.floor);
    }
    if (!arguments.text.empty()) {
        out += " text=" + checkedText(arguments.text);
    }
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
    MessageArguments& arguments = said.arguments;
    // The fields come in the order saidFields writes them, each at most once.
    constexpr std::array<std::string_view, 11> kKeys = {
        "monster=", "condition=", "trap=",   "item=",  "look=", "person=",
        "quest=",   "skill=",     "number=", "floor=", "text="};
    constexpr std::size_t kFloor = 9;
    std::size_t next = 0;
    while (!record.atEnd()) {
        const std::string_view rest = record.rest();
        std::size_t key = next;
        while (key < kKeys.size() && rest.rfind(kKeys[key], 0) != 0) {
            ++key;
        }
        if (key == kKeys.size()) {
            record.word("a field");
            record.failField(
                "expected monster=, condition=, trap=, item=, look=, person=, quest=, skill=, "
                "number=, floor= or text=, "
                "once each and in that order, not \"" +
                std::string(rest.substr(0, rest.find(' '))) + "\"");
        }
        next = key + 1;
        if (key >= kFloor) {
            // A free text runs to the end of the line.
            const std::string text = record.text("the text").substr(kKeys[key].size());
            (key == kFloor ? arguments.floor : arguments.text) = text;
            break;
        }
        const std::string_view field = record.word("a field").substr(kKeys[key].size());
        if (key == 0) {
            arguments.monster = std::string(field);
            if (rules != nullptr && rules->monster(arguments.monster) == nullptr) {
                record.failField("there is no monster \"" + arguments.monster + "\"");
            }
        } else if (key == 1) {
            arguments.condition = std::string(field);
            if (!conditionOfWord(arguments.condition)) {
                record.failField("there is no condition \"" + arguments.condition + "\"");
            }
        } else if (key == 2) {
            arguments.trap = std::string(field);
            if (!trapOfWord(arguments.trap)) {
                record.failField("there is no trap \"" + arguments.trap + "\"");
            }
        } else if (key == 3) {
            arguments.item = std::string(field);
            if (rules != nullptr && rules->item(arguments.item) == nullptr) {
                record.failField("there is no item \"" + arguments.item + "\"");
            }
        } else if (key == 4) {
            arguments.look = std::string(field);
            if (rules != nullptr && rules->look(arguments.look) == nullptr) {
                record.failField("there is no look \"" + arguments.look + "\"");
            }
        } else if (key == 5) {
            arguments.person = std::string(field);
            if (rules != nullptr && rules->person(arguments.person) == nullptr) {
                record.failField("there is no person \"" + arguments.person + "\"");
            }
        } else if (key == 6) {
            arguments.quest = std::string(field);
            if (rules != nullptr && rules->quest(arguments.quest) == nullptr) {
                record.failField("there is no quest \"" + arguments.quest + "\"");
            }
        } else if (key == 7) {
            arguments.skill = std::string(field);
            if (rules != nullptr && rules->skill(arguments.skill) == nullptr) {
                record.failField("there is no skill \"" + arguments.skill + "\"");
            }
        } else {  // number=
            const auto [end, error] =
                std::from_chars(field.data(), field.data() + field.size(), arguments.number);
            if (field.empty() || end != field.data() + field.size() || error != std::errc() ||
                arguments.number < 0 || arguments.number > kLargestNumber) {
                record.failField("the number should be a whole number (0.." +
                                 std::to_string(kLargestNumber) + "), not \"" + std::string(field) +
                                 "\"");
            }
        }
    }
    return said;
}

}  // namespace delve
