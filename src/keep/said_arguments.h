#pragma once

#include <string_view>

#include "core/member_count.h"
#include "game/message.h"

namespace delve {

struct Rules;

// Whether a word names something there is: with rules, a kind they know;
// without them (the score table), only what needs none is checked.
using KnownWord = bool (*)(std::string_view word, const Rules* rules);
bool knownMonster(std::string_view word, const Rules* rules);
bool knownCondition(std::string_view word, const Rules* rules);
bool knownTrap(std::string_view word, const Rules* rules);
bool knownItem(std::string_view word, const Rules* rules);
bool knownLook(std::string_view word, const Rules* rules);
bool knownPerson(std::string_view word, const Rules* rules);
bool knownQuest(std::string_view word, const Rules* rules);
bool knownSkill(std::string_view word, const Rules* rules);

// What a thing said names, each argument declared once, in the order a
// line holds them: its key and where it is kept. The lines of saves and of
// the score table (said_codec.cpp) and the headless state's JSON all walk
// this, so what is written is what is read, and a new argument is one line
// here. `Fields` is the one walking:
//
//   fields.word(key, value, known)  one word naming something, checked by `known`
//   fields.number(key, value)       a whole number
//   fields.text(key, value)         free text, to the end of a line
//
// An argument not given (empty, or 0) is left out. Free text comes last,
// as it may hold spaces.
template <class Fields, class A>
constexpr void saidArguments(Fields& fields, A& arguments) {
    fields.word("monster", arguments.monster, knownMonster);
    fields.word("condition", arguments.condition, knownCondition);
    fields.word("trap", arguments.trap, knownTrap);
    fields.word("item", arguments.item, knownItem);
    fields.word("look", arguments.look, knownLook);
    fields.word("person", arguments.person, knownPerson);
    fields.word("quest", arguments.quest, knownQuest);
    fields.word("skill", arguments.skill, knownSkill);
    fields.number("number", arguments.number);
    fields.text("floor", arguments.floor);
    fields.text("text", arguments.text);
}

namespace said_arguments_detail {

// Notes each member the declaration names.
struct NamedMembers {
    MemberTally<> tally;
    template <class Value>
    constexpr void word(std::string_view, const Value& value, KnownWord) {
        tally.note(&value);
    }
    template <class Value>
    constexpr void number(std::string_view, const Value& value) {
        tally.note(&value);
    }
    template <class Value>
    constexpr void text(std::string_view, const Value& value) {
        tally.note(&value);
    }
};

consteval std::size_t namedMembers() {
    MessageArguments arguments{};
    NamedMembers named;
    saidArguments(named, arguments);
    return named.tally.count();
}

}  // namespace said_arguments_detail

static_assert(said_arguments_detail::namedMembers() == kMemberCount<MessageArguments>,
              "every member of MessageArguments is declared once in saidArguments");

}  // namespace delve
