// data/dialogue.toml: what people say, [[line]] tables with their
// [[line.answer]]s (the file's head tells the format).
#include <algorithm>
#include <array>
#include <string_view>
#include <vector>

#include "content/entry_reader.h"
#include "content/rules_loader.h"
#include "content/toml_values.h"

namespace delve {

namespace {

constexpr std::array<std::string_view, 6> kConditionFields = {
    "quest", "quest_is", "quest_step", "carries", "carries_count", "gold"};
constexpr std::array<std::string_view, 7> kLineOwnFields = {"person",  "id",     "says", "gendered",
                                                            "opening", "answer", "note"};
constexpr std::array<std::string_view, 12> kAnswerOwnFields = {
    "says",       "gendered",    "to",         "takes_item",   "takes_count",    "takes_gold",
    "gives_item", "gives_count", "gives_gold", "begins_quest", "advances_quest", "finishes_quest"};
constexpr int kLongestWords = 300;
constexpr int kMostAnswers = 9;  // each is chosen with a digit
constexpr int kMostCount = 1000;
constexpr int kMostGold = 100'000;

template <std::size_t A, std::size_t B>
std::vector<std::string_view> joined(const std::array<std::string_view, A>& own,
                                     const std::array<std::string_view, B>& more) {
    std::vector<std::string_view> all(own.begin(), own.end());
    all.insert(all.end(), more.begin(), more.end());
    return all;
}

std::string knownItem(const EntryReader& fields, std::string_view key, const Rules& rules) {
    const std::string id = fields.textOr(key, 60, "");
    if (!id.empty() && rules.item(id) == nullptr) {
        fields.failAt(key, "no item \"" + id + "\" is known");
    }
    return id;
}

std::string knownQuest(const EntryReader& fields, std::string_view key, const Rules& rules) {
    const std::string id = fields.textOr(key, 60, "");
    if (!id.empty() && rules.quest(id) == nullptr) {
        fields.failAt(key, "no quest \"" + id + "\" is known");
    }
    return id;
}

DialogueCondition readCondition(const EntryReader& fields, const toml::table& table,
                                const Rules& rules) {
    DialogueCondition when;
    when.quest = knownQuest(fields, "quest", rules);
    const bool aboutQuest = !when.quest.empty();
    if (!aboutQuest && (table.contains("quest_is") || table.contains("quest_step"))) {
        fields.failAt(table.contains("quest_is") ? "quest_is" : "quest_step",
                      "quest_is and quest_step ask about the quest named by `quest`, and there "
                      "is none");
    }
    if (table.contains("quest_is")) {
        const std::string state = fields.word("quest_is", kQuestStateWords);
        when.questState = static_cast<QuestState>(std::ranges::find(kQuestStateWords, state) -
                                                  kQuestStateWords.begin());
    }
    if (table.contains("quest_step")) {
        const QuestKind* quest = rules.quest(when.quest);
        if (when.questState != QuestState::Open) {
            fields.failAt("quest_step", "quest_step asks about an open quest");
        }
        when.questStep = fields.wholeNumber("quest_step", 1, static_cast<int>(quest->steps.size()));
    }
    when.carries = knownItem(fields, "carries", rules);
    when.carriesCount = fields.wholeNumberOr("carries_count", 1, kMostCount, 1);
    when.gold = fields.wholeNumberOr("gold", 0, kMostGold, 0);
    return when;
}

DialogueAnswer readAnswer(const EntryReader& fields, const toml::table& table, const Rules& rules) {
    DialogueAnswer answer;
    answer.says = fields.text("says", kLongestWords);
    answer.gendered = fields.flagOr("gendered", false);
    answer.to = fields.textOr("to", 60, "");
    answer.when = readCondition(fields, table, rules);
    DialogueDeeds& deeds = answer.deeds;
    deeds.takesItem = knownItem(fields, "takes_item", rules);
    deeds.takesCount = fields.wholeNumberOr("takes_count", 1, kMostCount, 1);
    deeds.takesGold = fields.wholeNumberOr("takes_gold", 0, kMostGold, 0);
    deeds.givesItem = knownItem(fields, "gives_item", rules);
    deeds.givesCount = fields.wholeNumberOr("gives_count", 1, kMostCount, 1);
    deeds.givesGold = fields.wholeNumberOr("gives_gold", 0, kMostGold, 0);
    deeds.beginsQuest = knownQuest(fields, "begins_quest", rules);
    deeds.advancesQuest = knownQuest(fields, "advances_quest", rules);
    deeds.finishesQuest = knownQuest(fields, "finishes_quest", rules);
    return answer;
}

const toml::array* answerTables(const toml::table& line, const std::string& source,
                                const std::string& place) {
    const toml::node* node = line.get("answer");
    if (node == nullptr) {
        return nullptr;
    }
    const toml::array* answers = node->as_array();
    if (answers == nullptr || !answers->is_array_of_tables()) {
        throw errorAt(source, node->source(), place + ": answers are [[line.answer]] tables");
    }
    if (static_cast<int>(answers->size()) > kMostAnswers) {
        throw errorAt(source, answers->at(kMostAnswers).source(),
                      place + " has more than " + std::to_string(kMostAnswers) +
                          " answers: each is chosen with a digit");
    }
    return answers;
}

bool asksNothing(const DialogueCondition& when) {
    return when.quest.empty() && when.carries.empty() && when.gold == 0;
}

}  // namespace

void parseDialogue(std::string_view toml, const std::string& source, Rules& into) {
    const toml::table document = parseToml(toml, source);
    for (const auto& [key, value] : document) {
        if (key.str() != "line") {
            throw errorAt(source, key.source(),
                          "unknown key \"" + std::string(key.str()) +
                              "\": the file holds only [[line]] tables");
        }
    }
    const toml::node* list = document.get("line");
    const toml::array* lines = list != nullptr ? list->as_array() : nullptr;
    if (list != nullptr && (lines == nullptr || !lines->is_array_of_tables())) {
        throw errorAt(source, list->source(), "line must be tables written [[line]]");
    }
    const std::vector<std::string_view> lineKeys = joined(kLineOwnFields, kConditionFields);
    const std::vector<std::string_view> answerKeys = joined(kAnswerOwnFields, kConditionFields);
    std::vector<Dialogue> read;
    std::vector<toml::source_region> firstLines;  // of each Dialogue read
    // Where each answer's `to` was written, to be checked once every line is read.
    struct Onward {
        std::string person;
        std::string to;
        toml::source_region at;
    };
    std::vector<Onward> onwards;
    for (std::size_t i = 0; lines != nullptr && i < lines->size(); ++i) {
        const toml::table& table = *lines->at(i).as_table();
        const std::string place = "line " + std::to_string(i + 1);
        const EntryReader fields(table, place, source, lineKeys);
        const std::string person = fields.text("person", 60);
        if (into.person(person) == nullptr) {
            fields.failAt("person", "no person \"" + person + "\" is known");
        }
        if (into.dialogue(person) != nullptr) {
            fields.failAt("person", "what " + person + " says is already read");
        }
        auto dialogue = std::ranges::find(read, person, &Dialogue::person);
        if (dialogue == read.end()) {
            read.push_back(Dialogue{person, {}});
            firstLines.push_back(table.source());
            dialogue = read.end() - 1;
        }
        DialogueLine line;
        line.id = fields.text("id", 60);
        if (dialogue->line(line.id) != nullptr) {
            fields.failAt("id", person + " has a line \"" + line.id + "\" already");
        }
        line.says = fields.text("says", kLongestWords);
        line.gendered = fields.flagOr("gendered", false);
        line.opening = fields.flagOr("opening", false);
        line.when = readCondition(fields, table, into);
        if (const toml::array* answers = answerTables(table, source, place)) {
            for (std::size_t a = 0; a < answers->size(); ++a) {
                const toml::table& answerTable = *answers->at(a).as_table();
                const EntryReader answerFields(answerTable,
                                               "answer " + std::to_string(a + 1) + " of " + place,
                                               source, answerKeys);
                line.answers.push_back(readAnswer(answerFields, answerTable, into));
                if (!line.answers.back().to.empty()) {
                    onwards.push_back(
                        {person, line.answers.back().to, answerTable.get("to")->source()});
                }
            }
        }
        dialogue->lines.push_back(std::move(line));
    }
    for (const Onward& onward : onwards) {
        const Dialogue& dialogue = *std::ranges::find(read, onward.person, &Dialogue::person);
        if (dialogue.line(onward.to) == nullptr) {
            throw errorAt(source, onward.at,
                          onward.person + " has no line \"" + onward.to + "\" to go on to");
        }
    }
    for (std::size_t d = 0; d < read.size(); ++d) {
        // The last line that may open a conversation asks nothing, so that
        // every conversation has a beginning.
        const Dialogue& dialogue = read[d];
        const auto last = std::ranges::find_if(dialogue.lines.rbegin(), dialogue.lines.rend(),
                                               &DialogueLine::opening);
        if (last == dialogue.lines.rend() || !asksNothing(last->when)) {
            throw errorAt(source, firstLines[d],
                          dialogue.person +
                              " needs a last opening line (opening = true) that asks "
                              "nothing, so that every conversation can begin");
        }
    }
    into.dialogues.insert(into.dialogues.end(), read.begin(), read.end());
}

}  // namespace delve
