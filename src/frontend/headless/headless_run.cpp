#include "frontend/headless/headless_run.h"

#include <cstdio>
#include <ostream>
#include <string>

#include "keep/said_arguments.h"
#include "keep/state_hash.h"
#include "ui/text/log_lines.h"
#include "ui/text/message_text.h"

#include "ui/text/translation.h"

namespace delve {

namespace {

// A click on a floor cell becomes a click on the screen cell that shows it,
// so it goes through the same code as a mouse click would.
std::optional<InputEvent> clickOnFloor(const App& app, Point floorCell) {
    if (!app.hasGame()) {
        return std::nullopt;
    }
    const auto screen = app.lastFrame().camera.screenCellOf(floorCell);
    if (!screen) {
        return std::nullopt;
    }
    return InputEvent::click(*screen);
}

// The mouse over a floor cell becomes a hover over the screen cell that shows
// it; over a floor cell out of view the mouse is over no map cell at all,
// which is as good as having left the window.
std::optional<InputEvent> hoverOnFloor(const App& app, Point floorCell) {
    if (!app.hasGame()) {
        return std::nullopt;
    }
    const auto screen = app.lastFrame().camera.screenCellOf(floorCell);
    return InputEvent::hover(screen.value_or(Point{-1, -1}));
}

// What the rules said, as its word and what it names (each argument given,
// by its key in keep/said_arguments.h): the same in every language, so
// scripts can check it.
class SaidJson {
  public:
    explicit SaidJson(nlohmann::json& entry) : entry_(entry) {}

    void word(std::string_view key, const std::string& value, KnownWord) {
        if (!value.empty()) {
            entry_[std::string(key)] = value;
        }
    }
    void number(std::string_view key, int value) {
        if (value != 0) {
            entry_[std::string(key)] = value;
        }
    }
    void text(std::string_view key, const std::string& value) { word(key, value, nullptr); }

  private:
    nlohmann::json& entry_;
};

nlohmann::json saidJson(const Said& said) {
    nlohmann::json entry;
    entry["id"] = std::string(messageWord(said.id));
    SaidJson fields(entry);
    saidArguments(fields, said.arguments);
    return entry;
}

}  // namespace

void printFrame(const CellBuffer& frame, std::ostream& out) {
    for (const std::string& row : frame.textRows()) {
        // Trailing blanks carry nothing and make golden files fragile.
        const std::size_t end = row.find_last_not_of(' ');
        out << (end == std::string::npos ? std::string() : row.substr(0, end + 1)) << '\n';
    }
}

void runHeadless(App& app, const HeadlessOptions& options, std::ostream& out) {
    const auto steps = parseKeyScript(options.keys);
    CellBuffer frame(options.columns, options.rows);
    app.draw(frame);
    if (options.frames) {
        printFrame(frame, out);
    }
    for (const ScriptStep& step : steps) {
        if (app.wantsQuit()) {
            break;
        }
        std::optional<InputEvent> event;
        if (step.key) {
            event = InputEvent::keyPress(*step.key);
        } else if (step.clickOnMap) {
            event = clickOnFloor(app, *step.clickOnMap);
        } else if (step.hoverOnMap) {
            event = hoverOnFloor(app, *step.hoverOnMap);
        }
        if (event) {
            app.handle(*event);
        }
        app.draw(frame);
        if (options.frames) {
            out << '\n';
            printFrame(frame, out);
        }
        // A multi-turn command runs to its end at once: nothing here is
        // watching it happen, and no key comes to stop it. Its steps are
        // drawn only when frames are asked for; the screen after it is.
        while (app.commandRunning()) {
            app.stepCommand();
            if (options.frames) {
                app.draw(frame);
                out << '\n';
                printFrame(frame, out);
            } else if (app.commandRunning()) {
                app.arrangeFrame(frame.columns(), frame.rows());
            } else {
                app.draw(frame);
            }
        }
    }
    if (options.dump) {
        out << dumpState(app).dump() << '\n';
    } else if (!options.frames) {
        printFrame(frame, out);
    }
}

// Each condition on an actor by its word, with the turns it has left.
nlohmann::json conditionsJson(const Actor& actor) {
    nlohmann::json list = nlohmann::json::array();
    for (const Condition& condition : actor.conditions.all()) {
        list.push_back(
            {{"name", std::string(conditionWord(condition.kind))}, {"turns", condition.turnsLeft}});
    }
    return list;
}

nlohmann::json dumpState(const App& app) {
    nlohmann::json state;
    state["screen"] = std::string(app.topScreenName());
    state["language"] = std::string(languageCode(currentLanguage()));
    if (!app.hasGame()) {
        return state;
    }
    const Game& game = app.game();
    const Hero& hero = game.hero();
    state["seed"] = game.seed();
    state["turn"] = game.turn();
    state["depth"] = game.stage().depth();
    state["floor"] = game.stage().name();
    state["class"] = hero.heroClass->id;
    state["name"] = hero.name;
    state["gender"] = std::string(genderWord(hero.gender));
    state["hp"] = hero.hp;
    state["max_hp"] = hero.maxHp;
    state["mana"] = hero.mana;
    state["max_mana"] = hero.maxMana;
    state["skills"] = nlohmann::json::array();
    for (const Skill* skill : hero.skills) {
        state["skills"].push_back(skill->id);
    }
    state["x"] = hero.position.x;
    state["y"] = hero.position.y;
    state["explored"] = game.map().exploredCount();
    state["visible"] = static_cast<int>(game.map().visibleCells().size());
    // How the hero sees (F4), and whether the run was shown what the hero
    // did not know (F1, F3).
    state["sight"] = std::string(fovAlgorithmName(game.sightAlgorithm()));
    state["saw_hidden_things"] = game.sawHiddenThings();
    // The log's last lines as the player reads them (the app's own notes
    // among them), and the game's messages as what the rules said.
    nlohmann::json messages = nlohmann::json::array();
    const std::vector<LogLine> lines = logLines(app, 0);
    for (std::size_t i = lines.size() > 20 ? lines.size() - 20 : 0; i < lines.size(); ++i) {
        messages.push_back(lines[i].text);
    }
    nlohmann::json said = nlohmann::json::array();
    for (const Message& message : game.log().last(20)) {
        nlohmann::json entry = saidJson(message.said);
        entry["count"] = message.count;
        said.push_back(std::move(entry));
    }
    state["messages"] = messages;
    state["said"] = said;
    nlohmann::json monsters = nlohmann::json::array();
    for (const Monster& monster : game.stage().monsters()) {
        monsters.push_back({{"kind", monster.kind->id},
                            {"x", monster.position.x},
                            {"y", monster.position.y},
                            {"hp", monster.hp},
                            {"awake", monster.awake()},
                            {"hunting", monster.hunting()},
                            {"conditions", conditionsJson(monster)}});
    }
    state["monsters"] = monsters;
    // Only the traps the hero knows of: the dump shows what a player could.
    nlohmann::json traps = nlohmann::json::array();
    for (const Trap& trap : game.stage().traps()) {
        if (trap.known) {
            traps.push_back(
                {{"kind", std::string(trapWord(trap.kind))}, {"x", trap.at.x}, {"y", trap.at.y}});
        }
    }
    state["traps"] = traps;
    // The pack by letter, what is in use by place, the purse, and the
    // things lying where the hero has seen them.
    nlohmann::json inventory = nlohmann::json::array();
    for (int slot = 0; slot < hero.pack.size(); ++slot) {
        const Item& item = hero.pack.at(slot);
        inventory.push_back({{"letter", std::string(1, static_cast<char>('a' + slot))},
                             {"id", item.kind->id},
                             {"count", item.count},
                             {"known", game.lore().knows(*item.kind)}});
    }
    state["inventory"] = inventory;
    nlohmann::json equipment = nlohmann::json::object();
    for (EquipSlot slot : kAllEquipSlots) {
        if (const std::optional<Item>& item = hero.equipment.in(slot)) {
            equipment[std::string(equipSlotWord(slot))] = item->kind->id;
        }
    }
    state["equipment"] = equipment;
    state["gold"] = hero.gold;
    nlohmann::json items = nlohmann::json::array();
    for (const FloorItem& item : game.stage().items()) {
        if (game.map().isExplored(item.at)) {
            items.push_back({{"id", item.item.kind->id},
                             {"count", item.item.count},
                             {"x", item.at.x},
                             {"y", item.at.y}});
        }
    }
    state["items"] = items;
    state["level"] = hero.experienceLevel;
    state["experience"] = hero.experience;
    state["poisoned"] = hero.conditions.turnsLeft(ConditionKind::Poisoned);
    state["conditions"] = conditionsJson(hero);
    state["dead"] = !hero.alive();
    state["won"] = game.hasWon();
    if (!hero.alive()) {
        state["cause_of_death"] = sayText(game.causeOfDeath(), game.rules());
        state["cause_of_death_said"] = saidJson(game.causeOfDeath());
    }
    state["hash"] = hashText(stateHash(game));
    return state;
}

}  // namespace delve
