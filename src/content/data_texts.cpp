#include "content/data_texts.h"

namespace delve {

namespace {

class Gathered {
  public:
    void add(std::string_view context, const std::string& english, bool withForms = false) {
        if (!english.empty()) {
            texts_.push_back({std::string(context), english, withForms});
        }
    }
    // Words that another language says otherwise to a woman are gathered in
    // both contexts (game/dialogue.h).
    void addSaid(const std::string& says, bool gendered) {
        add("dialogue", says);
        if (gendered) {
            add("dialogue to a woman", says);
        }
    }
    std::vector<DataText> take() { return std::move(texts_); }

  private:
    std::vector<DataText> texts_;
};

}  // namespace

std::vector<DataText> dataTexts(const Rules& rules) {
    Gathered texts;
    for (const HeroClass& heroClass : rules.classes) {
        texts.add("class", heroClass.name);
        texts.add("class", heroClass.description);
    }
    for (const Skill& skill : rules.skills) {
        texts.add("skill", skill.name);
        texts.add("skill", skill.school);
        texts.add("skill", skill.description);
    }
    for (const MonsterKind& monster : rules.monsters) {
        texts.add("monster", monster.name.one, true);
        for (const MonsterMove& move : monster.moves) {
            texts.add("move", move.name);
        }
    }
    for (const ItemKind& item : rules.items) {
        texts.add("item", item.name.one, true);
    }
    for (const ItemLook& look : rules.looks) {
        texts.add("look", look.name.one, true);
    }
    for (const PersonKind& person : rules.people) {
        texts.add("person", person.name.one, true);
    }
    for (const Dialogue& dialogue : rules.dialogues) {
        for (const DialogueLine& line : dialogue.lines) {
            texts.addSaid(line.says, line.gendered);
            for (const DialogueAnswer& answer : line.answers) {
                texts.addSaid(answer.says, answer.gendered);
            }
        }
    }
    for (const QuestKind& quest : rules.quests) {
        texts.add("quest", quest.name);
        for (const QuestStep& step : quest.steps) {
            texts.add("quest", step.says);
        }
    }
    // A trap's sentences are translated as the log's own are, without a
    // context: each is whole, with the trap's name inside.
    for (const TrapWords& trap : rules.trapWords) {
        for (const std::string* text :
             {&trap.name, &trap.springs, &trap.monsterSprings, &trap.found, &trap.keptOff,
              &trap.question, &trap.seen, &trap.remembered}) {
            texts.add("", *text);
        }
    }
    // A condition's name and state have contexts of their own; its
    // sentences are the log's.
    for (const ConditionWords& condition : rules.conditionWords) {
        texts.add("condition", condition.name);
        texts.add("state", condition.state);
        for (const std::string* text : {&condition.heroBegins, &condition.heroEnds,
                                        &condition.monsterBegins, &condition.monsterEnds}) {
            texts.add("", *text);
        }
    }
    for (const DungeonPlan& adventure : rules.adventures) {
        texts.add("adventure", adventure.name);
        texts.add("adventure", adventure.description);
        if (adventure.surface) {
            texts.add("place", adventure.surface->name);
        }
        for (const FloorPlan& floor : adventure.floors) {
            texts.add("place", floor.name);
            if (floor.level) {
                texts.add("place", floor.level->name);
            }
        }
        for (const PlannedLevel& planned : adventure.levels) {
            texts.add("place", planned.level->name);
        }
    }
    return texts.take();
}

}  // namespace delve
