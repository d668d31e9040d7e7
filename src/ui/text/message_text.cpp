#include "ui/text/message_text.h"

#include <algorithm>
#include <array>
#include <optional>

#include "content/english.h"
#include "core/exact_table.h"
#include "ui/text/compass_text.h"
#include "ui/text/condition_text.h"
#include "ui/text/data_words.h"
#include "ui/text/item_text.h"
#include "ui/text/sentence.h"
#include "ui/text/translation.h"
#include "ui/text/trap_text.h"

namespace delve {

namespace {

// The English of every sentence, in the order of MessageId.
constexpr auto kEnglish = exactTable<std::string_view, kMessageIdCount>({
    "{text}",  // never looked up: an older line is shown as it is
    N_("Floor {number}: {floor}."),
    N_("The door creaks open."),
    N_("The wall sounds hollow... a secret door!"),
    N_("The water is too deep to wade."),
    N_("A wall blocks your way."),
    N_("There are no stairs down here."),
    N_("There are stairs down here."),
    N_("You strike {monster:the.acc} unawares!"),
    N_("You hit {monster:the.acc}."),
    N_("You miss {monster:the.acc}."),
    N_("You kill {monster:the.acc}!"),
    N_("{Monster:the} hits you."),
    N_("{Monster:the} misses you."),
    N_("Something hits you."),
    N_("Something misses you."),
    N_("You are poisoned!"),
    N_("You feel the poison wear off."),
    N_("You reach level {number}: you feel stronger."),
    N_("You die..."),
    N_("killed by {monster:a.dat} on floor {number}"),
    N_("killed by poison on floor {number}"),
    N_("still alive on floor {number}"),
    N_("You are already at full health."),
    N_("You cannot rest with {monster:a.dat} in view."),
    N_("You cannot explore with {monster:a.dat} in view."),
    N_("You cannot travel with {monster:a.dat} in view."),
    N_("You cannot rest while poisoned."),
    N_("You cannot explore while poisoned."),
    N_("You cannot travel while poisoned."),
    N_("You are already there."),
    N_("You have not seen that place, so you cannot travel there."),
    N_("You cannot travel onto the wall."),
    N_("You cannot travel onto the water."),
    N_("You know of no safe way there."),
    N_("You know of no safe way there any more."),
    N_("You feel rested."),
    N_("You stop resting."),
    N_("Explored."),
    N_("Explored, as far as you can safely go."),
    N_("{Monster:the} turns to flee!"),
    N_("{Monster:the} notices you!"),
    N_("A door opens."),
    N_("Your keen eyes spot a secret door."),
    N_("You stop: {monster:a} comes into view."),
    N_("You stop: {monster:the} is on the move."),
    N_("You stop: this is a new floor."),
    N_("You stop: you have been hurt."),
    N_("You stop: you have found a secret door."),
    // A condition's own sentences are in ui/text/condition_text.cpp.
    "{condition}",
    "{condition}",
    "{condition}",
    "{condition}",
    N_("{Monster:the} dies."),
    N_("killed by bleeding on floor {number}"),
    N_("You cannot rest while {state}."),
    N_("You cannot explore while {state}."),
    N_("You cannot travel while {state}."),
    N_("You stop: you are {state}."),
    N_("You stumble about in confusion."),
    N_("You struggle against the net."),
    // A trap's own sentences are in ui/text/trap_text.cpp.
    "{trap}",
    "{trap}",
    "{trap}",
    "{trap}",
    N_("killed by a fall on floor {number}"),
    N_("You search and find nothing."),
    N_("You close the door."),
    N_("There is no open door beside you."),
    N_("{Monster:the} stands in the doorway."),
    N_("You stop: you have found a trap."),
    N_("You will not travel onto a trap you know of."),
    N_("You feel much better."),
    N_("Nothing seems to happen."),
    N_("You sink through the floor!"),
    N_("A map of this floor forms in your mind."),
    N_("The fireball bursts into flame!"),
    N_("{Monster:the} is caught in the flames."),
    N_("{Monster:the} burns to death!"),
    N_("You are caught in the flames!"),
    N_("burned to death on floor {number}"),
    N_("You vanish, and appear somewhere else."),
    N_("A piercing shriek echoes through the floor!"),
    N_("That is {item:a}."),
    N_("That was {item:a}."),
    N_("You know what that is already."),
    N_("You cannot aim at a place you cannot see."),
    N_("You drink {item:the.acc}."),
    N_("You read {item:the.acc}."),
    N_("You wield {item:the.acc}."),
    N_("You ready {item:the.acc}."),
    N_("You put on {item:the.acc}."),
    N_("You slip {item:the.acc} onto your finger."),
    N_("You take off {item:the.acc}."),
    N_("You put {item:the.acc} away."),
    N_("Your pack has no room for {item:the.acc}."),
    N_("You cannot use {item:the.acc} like that."),
    N_("You pick up {item:a.acc}."),
    N_("You pick up {number} gold."),
    N_("Your pack is full: you leave {item:the.acc} where it lies."),
    N_("There is nothing here to pick up."),
    N_("You drop {item:the.acc}."),
    N_("You see {item:a.acc} here."),
    N_("Several things lie here."),
    N_("You stop: you see {item:a.acc}."),
    N_("You shoot {item:a.acc}."),
    N_("You throw {item:a.acc}."),
    N_("{Item:the} hits {monster:the.acc}."),
    N_("{Item:the} misses {monster:the.acc}."),
    N_("{Item:the} kills {monster:the.acc}!"),
    N_("{Item:the} breaks."),
    N_("You have no bow ready to shoot."),
    N_("You have no arrows to shoot."),
    N_("Lightning needs {number} mana, and you have less."),
    N_("Lightning leaps from your hand!"),
    N_("The lightning strikes {monster:the.acc}."),
    N_("The lightning kills {monster:the.acc}!"),
    N_("You cannot aim at yourself."),
    N_("{Item:the} sinks into the water."),
    N_("The door will not close on {item:the.acc}."),
    N_("You stop: {monster:the} is in the way."),
    N_("You lift {item:the.acc} from its rest. It is yours: you have won!"),
    N_("won with the Amulet on floor {number}"),
    N_("The Amulet lies on this floor: going down would leave it behind for good."),
    N_("There are no stairs down from the deepest floor."),
    N_("{Monster:the} bites you."),
    N_("{Monster:the} spits at you."),
    N_("It hits you."),
    N_("It misses you."),
    N_("{Monster:the} hurls a bolt of lightning at you!"),
    N_("{Monster:the} blinks to your side!"),
    N_("{Monster:the} calls for help!"),
    N_("You hear a cry for help nearby."),
    N_("Level {number}: {floor}."),
    N_("You climb out into the daylight: {floor}."),
    N_("There are no stairs up here."),
    N_("There are stairs up here."),
    N_("Your {item} crumbles to dust, and you live!"),
    N_("{Monster:the} is dead. Now climb back up to the surface!"),
    N_("defeated {monster:the.acc} and came back up to the surface"),
    N_("No stairs lead up: the way out is the Amulet."),
    N_("New quest: {quest}."),
    N_("{quest}: {step}"),
    N_("Quest finished: {quest}."),
    N_("You are given {number} gold."),
    N_("You are given {item:a.acc}."),
    N_("You hand over {item:the.acc}."),
    N_("{Person:the} says: \"{words}\""),
    N_("You hand over {number} gold."),
    // TRANSLATORS: a skill used, by its name: "Whirlwind!"
    N_("{skill}!"),
    // TRANSLATORS: {name} is the hero's; {school} the branch of her class's art the skill is of.
    N_("{name} reaches level {number}: new skill: {skill} ({school})."),
    N_("{skill} needs {number} mana, and you have less."),
    N_("There is no one beside you to strike."),
    N_("There is no one there to strike."),
    N_("There is no one near enough."),
    N_("{Monster:the} flails about in confusion."),
    N_("You stop."),
    N_("You arrive."),
    N_("You cannot rest with {monster:a.dat} in view, {where}."),
    N_("You cannot explore with {monster:a.dat} in view, {where}."),
    N_("You cannot travel with {monster:a.dat} in view, {where}."),
    N_("{Monster:the} is cornered and fights back!"),
    N_("{Item:the} strikes the wall."),
    N_("{Item:the} strikes the door."),
    N_("{Item:the} lands on the floor."),
    N_("The bolt strikes the wall."),
    N_("The bolt strikes the door."),
    N_("The bolt fades away."),
    N_("Too far: {skill} reaches {cells} at most."),
    N_("Too close: a charge needs room to run."),
    N_("The way there is not clear."),
    N_("You cannot land there."),
    N_("You know what everything you carry is."),
    N_("Your health is low: {number} left."),
    N_("A chill runs down your spine: something from deeper down prowls this floor."),
    N_("{Item:the} glows for a moment: it is +{number} now."),
    N_("{Item:the} cannot take an enchantment."),
    N_("{Item:the} holds all the enchantment it can."),
    N_("You have nothing that can take an enchantment."),
    N_("You zap {item:the.acc}."),
    // TRANSLATORS: a staff gathers its charges back with time; a wand never does.
    N_("{Item:the} has no charge left."),
    N_("{Item:the} crumbles to dust."),
    N_("{Monster:the} vanishes."),
    // TRANSLATORS: {property} is what the thing holds, as its name says it: "of draining".
    N_("{Item:the} shows what it holds: it is {item:a} {property}!"),
    N_("{Monster:the} is pricked by your armour's thorns."),
    N_("With a grinding of stone, the other pedestals sink into the floor, and what lay on them is "
       "gone."),
    N_("You see {monster:a}."),
    // TRANSLATORS: said as the last foe of a fight falls, instead of its
    // death; {number} is the experience all the fight's kills gave.
    N_("Victory! The fight was worth {number} experience."),
    // TRANSLATORS: {floor} is the place on the surface where a run begins: "The Miners' Camp".
    N_("Above ground: {floor}."),
    // TRANSLATORS: {quest} is a quest's name; {number} of {most} things it asks for are done.
    N_("{quest}: {number}/{most}."),
});

// A kind the rules no longer know (a save from other data) is named by its
// id in every language, so the sentence still reads.
Noun standInNoun(const std::string& id) {
    return {"", EnglishName{id, plural(id)}};
}

}  // namespace

std::string_view englishOf(MessageId id) {
    return kEnglish[static_cast<std::size_t>(id)];
}

std::string sayText(const Said& said, const Rules& rules) {
    const MessageArguments& arguments = said.arguments;
    if (said.id == MessageId::Text) {
        return arguments.text;  // an older save's line, already English
    }
    SentenceArguments values;
    if (!arguments.monster.empty()) {
        const MonsterKind* kind = rules.monster(arguments.monster);
        values.noun("monster", kind != nullptr ? nounOf(*kind) : standInNoun(arguments.monster));
    }
    if (!arguments.item.empty()) {
        // An unknown potion or scroll is named by the look it wears.
        const ItemLook* look = arguments.look.empty() ? nullptr : rules.look(arguments.look);
        const ItemKind* kind = rules.item(arguments.item);
        values.noun("item",
                    look != nullptr   ? nounOf(*look)
                    : kind != nullptr ? nounOf(*kind)
                                      : standInNoun(arguments.item),
                    std::max(arguments.number, 1));
    }
    if (const PersonKind* person = rules.person(arguments.person)) {
        values.noun("person", nounOf(*person));
        // The line said, by its id; a log of before lines had ids names none,
        // and shows the person's first.
        if (const Dialogue* dialogue = rules.dialogue(person->id)) {
            const DialogueLine* line = dialogue->line(arguments.text);
            if (line == nullptr && !dialogue->lines.empty()) {
                line = &dialogue->lines.front();
            }
            if (line != nullptr) {
                values.text("words", trc("dialogue", line->says));
            }
        }
    }
    if (const QuestKind* quest = rules.quest(arguments.quest)) {
        values.text("quest", trc("quest", quest->name));
        const auto step = static_cast<std::size_t>(arguments.number - 1);
        if (step < quest->steps.size()) {
            values.text("step", trc("quest", quest->steps[step].says));
        }
        // A count names what it counts; the step that counts it has the whole.
        for (const QuestStep& counted : quest->steps) {
            if (!counted.what.empty() &&
                (counted.what == arguments.item || counted.what == arguments.monster)) {
                values.number("most", counted.count);
                break;
            }
        }
    }
    if (const Skill* skill = rules.skill(arguments.skill)) {
        values.text("skill", trc("skill", skill->name));
        values.text("school", trc("skill", skill->school));
    }
    if (said.id == MessageId::LevelUpWithSkill) {
        values.text("name", arguments.text);
    }
    if (said.id == MessageId::PropertyShows) {
        values.text("property", propertyPhrase(arguments.text));
    }
    values.number("number", arguments.number);
    // How far and which way, for the lines that say where a thing is.
    if (said.id == MessageId::SkillOutOfReach) {
        values.text("cells", cellsText(arguments.number));
    }
    if (const auto direction = directionOfName(arguments.text)) {
        values.text("where", cellsTowardText(arguments.number, *direction));
    }
    if (!arguments.floor.empty()) {
        values.text("floor", placeName(arguments.floor));
    }
    std::string_view english = englishOf(said.id);
    if (const auto trap = trapOfWord(arguments.trap)) {
        if (const std::string_view own = trapSentence(said.id, *trap); !own.empty()) {
            english = own;
        }
    }
    if (const auto condition = conditionOfWord(arguments.condition)) {
        values.text("state", conditionState(*condition));
        if (const std::string_view own = conditionSentence(said.id, *condition); !own.empty()) {
            english = own;
        }
    }
    return trf(english, values);
}

std::string monsterName(const MonsterKind& kind) {
    return nameIn(nounOf(kind));
}

std::string messageText(const Message& message, const Rules& rules) {
    const std::string text = sayText(message.said, rules);
    return message.count == 1 ? text : text + " x" + std::to_string(message.count);
}

}  // namespace delve
