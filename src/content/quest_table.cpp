#include <algorithm>
#include <array>
#include <string_view>
#include <vector>

#include "content/entry_reader.h"
#include "content/rules_loader.h"
#include "content/toml_values.h"

namespace delve {

namespace {

constexpr std::array<std::string_view, 9> kQuestFields = {
    "id",          "name",        "adventure",         "begins_with", "begins_by_answer",
    "reward_gold", "reward_item", "reward_experience", "step"};
constexpr std::array<std::string_view, 8> kStepFields = {"says", "goal",   "marker", "monster",
                                                         "item", "person", "count",  "hand_over"};
constexpr int kMostReward = 100'000;

// A kind the rules know, by id: `known(id)` says whether they do.
template <class Known>
std::string knownId(const EntryReader& fields, std::string_view key, std::string_view what,
                    Known known) {
    const std::string id = fields.text(key, 60);
    if (!known(id)) {
        fields.failAt(key, "no " + std::string(what) + " \"" + id + "\" is known");
    }
    return id;
}

QuestStep readStep(const EntryReader& fields, const Rules& rules) {
    QuestStep step;
    step.says = fields.text("says", 120);
    const std::string goal = fields.word("goal", kQuestGoalWords);
    step.goal =
        static_cast<QuestGoal>(std::ranges::find(kQuestGoalWords, goal) - kQuestGoalWords.begin());
    const auto monster = [&](const std::string& id) { return rules.monster(id) != nullptr; };
    const auto item = [&](const std::string& id) { return rules.item(id) != nullptr; };
    const auto person = [&](const std::string& id) { return rules.person(id) != nullptr; };
    // Each goal names its own kind of thing, and only that.
    std::vector<std::string_view> own = {"says", "goal"};
    switch (step.goal) {
        case QuestGoal::Enter:
            own.push_back("marker");
            fields.narrowed(own);
            step.what = fields.text("marker", 60);
            break;
        case QuestGoal::Kill:
            own.insert(own.end(), {"monster", "count"});
            fields.narrowed(own);
            step.what = knownId(fields, "monster", "monster", monster);
            step.count = fields.wholeNumberOr("count", 1, 1000, 1);
            break;
        case QuestGoal::Carry:
            own.insert(own.end(), {"item", "count"});
            fields.narrowed(own);
            step.what = knownId(fields, "item", "item", item);
            step.count = fields.wholeNumberOr("count", 1, 1000, 1);
            break;
        case QuestGoal::Talk:
            own.insert(own.end(), {"person", "item", "count", "hand_over"});
            fields.narrowed(own);
            step.what = knownId(fields, "person", "person", person);
            if (fields.flagOr("hand_over", false)) {
                step.handed = knownId(fields, "item", "item", item);
                step.count = fields.wholeNumberOr("count", 1, 1000, 1);
            }
            break;
    }
    return step;
}

}  // namespace

void parseQuests(std::string_view toml, const std::string& source, Rules& into) {
    const toml::table document = parseToml(toml, source);
    for (const auto& [key, value] : document) {
        if (key.str() != "quest") {
            throw errorAt(source, key.source(),
                          "unknown key \"" + std::string(key.str()) +
                              "\": the file holds only [[quest]] tables");
        }
    }
    std::vector<QuestKind> read;
    const toml::node* list = document.get("quest");
    const toml::array* quests = list != nullptr ? list->as_array() : nullptr;
    if (list != nullptr && (quests == nullptr || !quests->is_array_of_tables())) {
        throw errorAt(source, list->source(), "quest must be tables written [[quest]]");
    }
    for (std::size_t i = 0; quests != nullptr && i < quests->size(); ++i) {
        const toml::table& table = *quests->at(i).as_table();
        const EntryReader fields(table, "quest " + std::to_string(i + 1), source, kQuestFields);
        QuestKind quest;
        quest.id = fields.text("id", 60);
        const bool twice =
            into.quest(quest.id) != nullptr ||
            std::ranges::any_of(read, [&](const QuestKind& other) { return other.id == quest.id; });
        if (twice) {
            fields.failAt("id", "the quest \"" + quest.id + "\" is already defined");
        }
        quest.name = fields.text("name", 60);
        quest.adventure = fields.text("adventure", 60);
        if (into.adventure(quest.adventure) == nullptr) {
            fields.failAt("adventure", "no adventure \"" + quest.adventure + "\" is known");
        }
        quest.beginsWith = fields.textOr("begins_with", 60, "");
        if (!quest.beginsWith.empty() && into.person(quest.beginsWith) == nullptr) {
            fields.failAt("begins_with", "no person \"" + quest.beginsWith + "\" is known");
        }
        quest.beginsByAnswer = fields.flagOr("begins_by_answer", false);
        if (quest.beginsByAnswer && !quest.beginsWith.empty()) {
            fields.failAt("begins_by_answer",
                          "a quest begins with a person or by an answer, not both");
        }
        quest.reward.gold = fields.wholeNumberOr("reward_gold", 0, kMostReward, 0);
        quest.reward.experience = fields.wholeNumberOr("reward_experience", 0, kMostReward, 0);
        quest.reward.item = fields.textOr("reward_item", 60, "");
        if (!quest.reward.item.empty() && into.item(quest.reward.item) == nullptr) {
            fields.failAt("reward_item", "no item \"" + quest.reward.item + "\" is known");
        }
        const toml::node* steps = table.get("step");
        const toml::array* stepList = steps != nullptr ? steps->as_array() : nullptr;
        if (stepList == nullptr || !stepList->is_array_of_tables() || stepList->empty()) {
            throw errorAt(source, table.source(),
                          "quest " + quest.id + " needs its steps as [[quest.step]] tables");
        }
        for (std::size_t s = 0; s < stepList->size(); ++s) {
            const EntryReader stepFields(*stepList->at(s).as_table(),
                                         "step " + std::to_string(s + 1) + " of " + quest.id,
                                         source, kStepFields);
            quest.steps.push_back(readStep(stepFields, into));
        }
        read.push_back(std::move(quest));
    }
    into.quests.insert(into.quests.end(), read.begin(), read.end());
}

}  // namespace delve
