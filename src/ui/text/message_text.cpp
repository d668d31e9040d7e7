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

// The English of every sentence, beside its MessageId.
constexpr auto kEnglish = keyedTable<MessageId, std::string_view, kMessageIdCount>({
    {MessageId::Text, "{text}"},  // never looked up: an older line is shown as it is
    {MessageId::FloorEntered, N_("Floor {number}: {floor}.")},
    {MessageId::DoorOpens, N_("The door creaks open.")},
    {MessageId::SecretDoorFound, N_("The wall sounds hollow... a secret door!")},
    {MessageId::WaterTooDeep, N_("The water is too deep to wade.")},
    {MessageId::WallBlocks, N_("A wall blocks your way.")},
    {MessageId::NoStairsHere, N_("There are no stairs down here.")},
    {MessageId::StairsHere, N_("There are stairs down here.")},
    {MessageId::SneakAttack, N_("You strike {monster:the.acc} unawares!")},
    {MessageId::HeroHits, N_("You hit {monster:the.acc}.")},
    {MessageId::HeroMisses, N_("You miss {monster:the.acc}.")},
    {MessageId::HeroKills, N_("You kill {monster:the.acc}!")},
    {MessageId::MonsterHits, N_("{Monster:the} hits you.")},
    {MessageId::MonsterMisses, N_("{Monster:the} misses you.")},
    {MessageId::SomethingHits, N_("Something hits you.")},
    {MessageId::SomethingMisses, N_("Something misses you.")},
    {MessageId::Poisoned, N_("You are poisoned!")},
    {MessageId::PoisonWearsOff, N_("You feel the poison wear off.")},
    {MessageId::LevelUp, N_("You reach level {number}: you feel stronger.")},
    {MessageId::HeroDies, N_("You die...")},
    {MessageId::KilledBy, N_("killed by {monster:a.dat} on floor {number}")},
    {MessageId::KilledByPoison, N_("killed by poison on floor {number}")},
    {MessageId::StillAlive, N_("still alive on floor {number}")},
    {MessageId::AlreadyAtFullHealth, N_("You are already at full health.")},
    {MessageId::CannotRestBesideMonster, N_("You cannot rest with {monster:a.dat} in view.")},
    {MessageId::CannotExploreBesideMonster, N_("You cannot explore with {monster:a.dat} in view.")},
    {MessageId::CannotTravelBesideMonster, N_("You cannot travel with {monster:a.dat} in view.")},
    {MessageId::CannotRestPoisoned, N_("You cannot rest while poisoned.")},
    {MessageId::CannotExplorePoisoned, N_("You cannot explore while poisoned.")},
    {MessageId::CannotTravelPoisoned, N_("You cannot travel while poisoned.")},
    {MessageId::AlreadyThere, N_("You are already there.")},
    {MessageId::TravelToUnseen, N_("You have not seen that place, so you cannot travel there.")},
    {MessageId::TravelOntoWall, N_("You cannot travel onto the wall.")},
    {MessageId::TravelOntoWater, N_("You cannot travel onto the water.")},
    {MessageId::NoSafeWay, N_("You know of no safe way there.")},
    {MessageId::NoSafeWayAnyMore, N_("You know of no safe way there any more.")},
    {MessageId::Rested, N_("You feel rested.")},
    {MessageId::StopResting, N_("You stop resting.")},
    {MessageId::Explored, N_("Explored.")},
    {MessageId::ExploredAsFarAsSafe, N_("Explored, as far as you can safely go.")},
    {MessageId::MonsterFlees, N_("{Monster:the} turns to flee!")},
    {MessageId::MonsterNotices, N_("{Monster:the} notices you!")},
    {MessageId::DoorOpensSomewhere, N_("A door opens.")},
    {MessageId::KeenEyesSpotSecretDoor, N_("Your keen eyes spot a secret door.")},
    {MessageId::StopMonsterComes, N_("You stop: {monster:a} comes into view.")},
    {MessageId::StopMonsterMoves, N_("You stop: {monster:the} is on the move.")},
    {MessageId::StopNewFloor, N_("You stop: this is a new floor.")},
    {MessageId::StopHurt, N_("You stop: you have been hurt.")},
    {MessageId::StopSecretDoor, N_("You stop: you have found a secret door.")},
    // A condition's own sentences are in ui/text/condition_text.cpp.
    {MessageId::HeroConditionBegins, "{condition}"},
    {MessageId::HeroConditionEnds, "{condition}"},
    {MessageId::MonsterConditionBegins, "{condition}"},
    {MessageId::MonsterConditionEnds, "{condition}"},
    {MessageId::MonsterDies, N_("{Monster:the} dies.")},
    {MessageId::KilledByBleeding, N_("killed by bleeding on floor {number}")},
    {MessageId::CannotRestWhile, N_("You cannot rest while {state}.")},
    {MessageId::CannotExploreWhile, N_("You cannot explore while {state}.")},
    {MessageId::CannotTravelWhile, N_("You cannot travel while {state}.")},
    {MessageId::StopCondition, N_("You stop: you are {state}.")},
    {MessageId::StumbleAstray, N_("You stumble about in confusion.")},
    {MessageId::StruggleInNet, N_("You struggle against the net.")},
    // A trap's own sentences are in ui/text/trap_text.cpp.
    {MessageId::HeroSpringsTrap, "{trap}"},
    {MessageId::MonsterSpringsTrap, "{trap}"},
    {MessageId::TrapFound, "{trap}"},
    {MessageId::KeptOffKnownTrap, "{trap}"},
    {MessageId::KilledByFall, N_("killed by a fall on floor {number}")},
    {MessageId::SearchFindsNothing, N_("You search and find nothing.")},
    {MessageId::DoorCloses, N_("You close the door.")},
    {MessageId::NoOpenDoorBeside, N_("There is no open door beside you.")},
    {MessageId::DoorwayBlocked, N_("{Monster:the} stands in the doorway.")},
    {MessageId::StopTrapFound, N_("You stop: you have found a trap.")},
    {MessageId::TravelOntoTrap, N_("You will not travel onto a trap you know of.")},
    {MessageId::HealingFelt, N_("You feel much better.")},
    {MessageId::NothingHappens, N_("Nothing seems to happen.")},
    {MessageId::SinkThroughFloor, N_("You sink through the floor!")},
    {MessageId::FloorMapped, N_("A map of this floor forms in your mind.")},
    {MessageId::FireballBursts, N_("The fireball bursts into flame!")},
    {MessageId::MonsterBurned, N_("{Monster:the} is caught in the flames.")},
    {MessageId::MonsterBurnsToDeath, N_("{Monster:the} burns to death!")},
    {MessageId::HeroBurned, N_("You are caught in the flames!")},
    {MessageId::KilledByFire, N_("burned to death on floor {number}")},
    {MessageId::Teleported, N_("You vanish, and appear somewhere else.")},
    {MessageId::Aggravated, N_("A piercing shriek echoes through the floor!")},
    {MessageId::ItemIs, N_("That is {item:a}.")},
    {MessageId::ItemWas, N_("That was {item:a}.")},
    {MessageId::AlreadyKnown, N_("You know what that is already.")},
    {MessageId::CannotAimThere, N_("You cannot aim at a place you cannot see.")},
    {MessageId::DrinkItem, N_("You drink {item:the.acc}.")},
    {MessageId::ReadItem, N_("You read {item:the.acc}.")},
    {MessageId::WieldItem, N_("You wield {item:the.acc}.")},
    {MessageId::ReadyItem, N_("You ready {item:the.acc}.")},
    {MessageId::WearItem, N_("You put on {item:the.acc}.")},
    {MessageId::PutOnRing, N_("You slip {item:the.acc} onto your finger.")},
    {MessageId::TakeOffItem, N_("You take off {item:the.acc}.")},
    {MessageId::PutAwayItem, N_("You put {item:the.acc} away.")},
    {MessageId::NoRoomToTakeOff, N_("Your pack has no room for {item:the.acc}.")},
    {MessageId::CannotUseItem, N_("You cannot use {item:the.acc} like that.")},
    {MessageId::PickUpItem, N_("You pick up {item:a.acc}.")},
    {MessageId::PickUpGold, N_("You pick up {number} gold.")},
    {MessageId::PackFull, N_("Your pack is full: you leave {item:the.acc} where it lies.")},
    {MessageId::NothingToPickUp, N_("There is nothing here to pick up.")},
    {MessageId::DropItem, N_("You drop {item:the.acc}.")},
    {MessageId::ItemHere, N_("You see {item:a.acc} here.")},
    {MessageId::ItemsHere, N_("Several things lie here.")},
    {MessageId::StopItemComes, N_("You stop: you see {item:a.acc}.")},
    {MessageId::ShootItem, N_("You shoot {item:a.acc}.")},
    {MessageId::ThrowItem, N_("You throw {item:a.acc}.")},
    {MessageId::MissileHits, N_("{Item:the} hits {monster:the.acc}.")},
    {MessageId::MissileMisses, N_("{Item:the} misses {monster:the.acc}.")},
    {MessageId::MissileKills, N_("{Item:the} kills {monster:the.acc}!")},
    {MessageId::MissileBreaks, N_("{Item:the} breaks.")},
    {MessageId::NoBowReady, N_("You have no bow ready to shoot.")},
    {MessageId::NoArrows, N_("You have no arrows to shoot.")},
    {MessageId::TooLittleMana, N_("Lightning needs {number} mana, and you have less.")},
    {MessageId::LightningCast, N_("Lightning leaps from your hand!")},
    {MessageId::LightningStrikes, N_("The lightning strikes {monster:the.acc}.")},
    {MessageId::LightningKills, N_("The lightning kills {monster:the.acc}!")},
    {MessageId::CannotAimAtSelf, N_("You cannot aim at yourself.")},
    {MessageId::MissileSinks, N_("{Item:the} sinks into the water.")},
    {MessageId::ItemInDoorway, N_("The door will not close on {item:the.acc}.")},
    {MessageId::StopMonsterInTheWay, N_("You stop: {monster:the} is in the way.")},
    {MessageId::AmuletTaken,
     N_("You lift {item:the.acc} from its rest. It is yours: you have won!")},
    {MessageId::WonWithAmulet, N_("won with the Amulet on floor {number}")},
    {MessageId::AmuletLeftBehind,
     N_("The Amulet lies on this floor: going down would leave it behind for good.")},
    {MessageId::NoStairsOnDeepest, N_("There are no stairs down from the deepest floor.")},
    {MessageId::MonsterBites, N_("{Monster:the} bites you.")},
    {MessageId::MonsterSpits, N_("{Monster:the} spits at you.")},
    {MessageId::SpitHits, N_("It hits you.")},
    {MessageId::SpitMisses, N_("It misses you.")},
    {MessageId::MonsterCastsLightning, N_("{Monster:the} hurls a bolt of lightning at you!")},
    {MessageId::MonsterBlinks, N_("{Monster:the} blinks to your side!")},
    {MessageId::MonsterCallsForHelp, N_("{Monster:the} calls for help!")},
    {MessageId::SomethingCalls, N_("You hear a cry for help nearby.")},
    {MessageId::LevelEntered, N_("Level {number}: {floor}.")},
    {MessageId::SurfaceReached, N_("You climb out into the daylight: {floor}.")},
    {MessageId::NoStairsUpHere, N_("There are no stairs up here.")},
    {MessageId::StairsUpHere, N_("There are stairs up here.")},
    {MessageId::RingOfLifeSaves, N_("Your {item} crumbles to dust, and you live!")},
    {MessageId::GuardianDefeated, N_("{Monster:the} is dead. Now climb back up to the surface!")},
    {MessageId::WonAgainstGuardian,
     N_("defeated {monster:the.acc} and came back up to the surface")},
    {MessageId::NoStairsUpInDungeon, N_("No stairs lead up: the way out is the Amulet.")},
    {MessageId::QuestBegins, N_("New quest: {quest}.")},
    {MessageId::QuestAdvances, N_("{quest}: {step}")},
    {MessageId::QuestFinished, N_("Quest finished: {quest}.")},
    {MessageId::RewardGold, N_("You are given {number} gold.")},
    {MessageId::RewardItem, N_("You are given {item:a.acc}.")},
    {MessageId::ItemHandedOver, N_("You hand over {item:the.acc}.")},
    {MessageId::PersonSays, N_("{Person:the} says: \"{words}\"")},
    {MessageId::GoldHandedOver, N_("You hand over {number} gold.")},
    // TRANSLATORS: a skill used, by its name: "Whirlwind!"
    {MessageId::SkillUsed, N_("{skill}!")},
    {MessageId::LevelUpWithSkill,
     // TRANSLATORS: {name} is the hero's; {school} the branch of her class's art the skill is of.
     N_("{name} reaches level {number}: new skill: {skill} ({school}).")},
    {MessageId::TooLittleManaForSkill, N_("{skill} needs {number} mana, and you have less.")},
    {MessageId::NoOneBeside, N_("There is no one beside you to strike.")},
    {MessageId::NoOneThere, N_("There is no one there to strike.")},
    {MessageId::NoOneNear, N_("There is no one near enough.")},
    {MessageId::MonsterFlails, N_("{Monster:the} flails about in confusion.")},
    {MessageId::StopAtKey, N_("You stop.")},
    {MessageId::Arrived, N_("You arrive.")},
    {MessageId::CannotRestWithMonsterThere,
     N_("You cannot rest with {monster:a.dat} in view, {where}.")},
    {MessageId::CannotExploreWithMonsterThere,
     N_("You cannot explore with {monster:a.dat} in view, {where}.")},
    {MessageId::CannotTravelWithMonsterThere,
     N_("You cannot travel with {monster:a.dat} in view, {where}.")},
    {MessageId::MonsterCornered, N_("{Monster:the} is cornered and fights back!")},
    {MessageId::MissileStrikesWall, N_("{Item:the} strikes the wall.")},
    {MessageId::MissileStrikesDoor, N_("{Item:the} strikes the door.")},
    {MessageId::MissileLands, N_("{Item:the} lands on the floor.")},
    {MessageId::BoltStrikesWall, N_("The bolt strikes the wall.")},
    {MessageId::BoltStrikesDoor, N_("The bolt strikes the door.")},
    {MessageId::BoltFades, N_("The bolt fades away.")},
    {MessageId::SkillOutOfReach, N_("Too far: {skill} reaches {cells} at most.")},
    {MessageId::TooCloseToCharge, N_("Too close: a charge needs room to run.")},
    {MessageId::WayNotClear, N_("The way there is not clear.")},
    {MessageId::CannotLandThere, N_("You cannot land there.")},
    {MessageId::NothingUnknown, N_("You know what everything you carry is.")},
    {MessageId::HealthLow, N_("Your health is low: {number} left.")},
    {MessageId::DeeperDangerSensed,
     N_("A chill runs down your spine: something from deeper down prowls this floor.")},
    {MessageId::ItemEnchanted, N_("{Item:the} glows for a moment: it is +{number} now.")},
    {MessageId::CannotEnchant, N_("{Item:the} cannot take an enchantment.")},
    {MessageId::EnchantedToTheFull, N_("{Item:the} holds all the enchantment it can.")},
    {MessageId::NothingToEnchant, N_("You have nothing that can take an enchantment.")},
    {MessageId::ZapItem, N_("You zap {item:the.acc}.")},
    // TRANSLATORS: a staff gathers its charges back with time; a wand never does.
    {MessageId::NoChargesLeft, N_("{Item:the} has no charge left.")},
    {MessageId::WandCrumbles, N_("{Item:the} crumbles to dust.")},
    {MessageId::MonsterSentAway, N_("{Monster:the} vanishes.")},
    // TRANSLATORS: {property} is what the thing holds, as its name says it: "of draining".
    {MessageId::PropertyShows, N_("{Item:the} shows what it holds: it is {item:a} {property}!")},
    {MessageId::ThornsPrick, N_("{Monster:the} is pricked by your armour's thorns.")},
    {MessageId::VaultShuts, N_("With a grinding of stone, the other pedestals sink into the floor, "
                               "and what lay on them is "
                               "gone.")},
    {MessageId::MonsterComesIntoView, N_("You see {monster:a}.")},
    // TRANSLATORS: said as the last foe of a fight falls, instead of its
    // death; {number} is the experience all the fight's kills gave.
    {MessageId::FightWon, N_("Victory! The fight was worth {number} experience.")},
    // TRANSLATORS: {floor} is the place on the surface where a run begins: "The Miners' Camp".
    {MessageId::StartAboveGround, N_("Above ground: {floor}.")},
    // TRANSLATORS: {quest} is a quest's name; {number} of {most} things it asks for are done.
    {MessageId::QuestCounts, N_("{quest}: {number}/{most}.")},
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
        if (const std::string_view own = trapSentence(rules, said.id, *trap); !own.empty()) {
            english = own;
        }
    }
    if (const auto condition = conditionOfWord(arguments.condition)) {
        values.text("state", conditionState(rules, *condition));
        if (const std::string_view own = conditionSentence(rules, said.id, *condition);
            !own.empty()) {
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
