#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace delve {

// Every sentence the rules can say, as an id: the rules report what happened
// and the ui says it in the player's language (ui/message_text.cpp holds the
// English, the catalogs the rest). Saves write an id as its word, so ids may
// be added anywhere but a word, once saved, is never changed.
enum class MessageId {
    Text,  // a line kept as text by saves older than format 4 (English)
    FloorEntered,
    DoorOpens,
    SecretDoorFound,
    WaterTooDeep,
    WallBlocks,
    NoStairsHere,
    StairsHere,
    SneakAttack,
    HeroHits,
    HeroMisses,
    HeroKills,
    MonsterHits,
    MonsterMisses,
    SomethingHits,
    SomethingMisses,
    Poisoned,
    PoisonWearsOff,
    LevelUp,
    HeroDies,
    KilledBy,  // the cause of death
    KilledByPoison,
    StillAlive,  // the fate of a run recorded before its end
    AlreadyAtFullHealth,
    CannotRestBesideMonster,
    CannotExploreBesideMonster,
    CannotTravelBesideMonster,
    CannotRestPoisoned,
    CannotExplorePoisoned,
    CannotTravelPoisoned,
    AlreadyThere,
    TravelToUnseen,
    TravelOntoWall,
    TravelOntoWater,
    NoSafeWay,
    NoSafeWayAnyMore,
    Rested,
    StopResting,
    Explored,
    ExploredAsFarAsSafe,
    MonsterFlees,
    MonsterNotices,
    DoorOpensSomewhere,
    KeenEyesSpotSecretDoor,
    StopMonsterComes,
    StopMonsterMoves,
    StopNewFloor,
    StopHurt,
    StopSecretDoor,
    // A condition (game/condition.h) begins or wears off, on the hero or on
    // a monster in view; the ui has each condition's own sentences.
    HeroConditionBegins,
    HeroConditionEnds,
    MonsterConditionBegins,
    MonsterConditionEnds,
    MonsterDies,  // of something other than the hero's blow
    KilledByBleeding,
    // Rest, explore and travel refused while a condition lasts, and a
    // command stopped when one begins.
    CannotRestWhile,
    CannotExploreWhile,
    CannotTravelWhile,
    StopCondition,
    StumbleAstray,  // a confused step into what cannot be entered
    StruggleInNet,
    // Traps (game/trap.h); the ui has each trap's own sentences.
    HeroSpringsTrap,
    MonsterSpringsTrap,
    TrapFound,
    KeptOffKnownTrap,  // a step onto a known trap, not confirmed
    KilledByFall,
    // Searching and closing doors.
    SearchFindsNothing,
    DoorCloses,
    NoOpenDoorBeside,
    DoorwayBlocked,
    StopTrapFound,
    TravelOntoTrap,
    // Items: using them, what they do, picking up and dropping.
    HealingFelt,
    NothingHappens,
    SinkThroughFloor,
    FloorMapped,
    FireballBursts,
    MonsterBurned,
    MonsterBurnsToDeath,
    HeroBurned,
    KilledByFire,
    Teleported,
    Aggravated,
    ItemIs,
    ItemWas,
    AlreadyKnown,
    CannotAimThere,
    DrinkItem,
    ReadItem,
    WieldItem,
    ReadyItem,
    WearItem,
    PutOnRing,
    TakeOffItem,
    PutAwayItem,
    NoRoomToTakeOff,
    CannotUseItem,
    PickUpItem,
    PickUpGold,
    PackFull,
    NothingToPickUp,
    DropItem,
    ItemHere,
    ItemsHere,
    StopItemComes,
    // Things shot, thrown and cast.
    ShootItem,
    ThrowItem,
    MissileHits,
    MissileMisses,
    MissileKills,
    MissileBreaks,
    NoBowReady,
    NoArrows,
    TooLittleMana,
    LightningCast,
    LightningStrikes,
    LightningKills,
    CannotAimAtSelf,
    MissileSinks,
    ItemInDoorway,
    StopMonsterInTheWay,
    AmuletTaken,       // the run is won
    WonWithAmulet,     // the fate of a won run
    AmuletLeftBehind,  // a descent refused until the player says yes
    NoStairsOnDeepest,
    MonsterBites,
    MonsterSpits,
    SpitHits,
    SpitMisses,
    MonsterCastsLightning,
    MonsterBlinks,
    MonsterCallsForHelp,
    SomethingCalls,
    LevelEntered,
    SurfaceReached,
    NoStairsUpHere,
    StairsUpHere,
    RingOfLifeSaves,
    GuardianDefeated,
    WonAgainstGuardian,
    NoStairsUpInDungeon,
    QuestBegins,
    QuestAdvances,
    QuestFinished,
    RewardGold,
    RewardItem,
    ItemHandedOver,
    PersonSays,  // no longer said: kept for the logs of saves that hold it
    GoldHandedOver,
    SkillUsed,
    LevelUpWithSkill,  // the hero's name is the text
    TooLittleManaForSkill,
    NoOneBeside,
    NoOneThere,
    NoOneNear,
    MonsterFlails,  // a confused monster's blow gone wild
    // Commands: stopped by a key, travel arrived, and the refusals that name
    // the monster in view and where it stands (number: cells away, text:
    // its compass direction, "north-east").
    StopAtKey,
    Arrived,
    CannotRestWithMonsterThere,
    CannotExploreWithMonsterThere,
    CannotTravelWithMonsterThere,
    // A fleeing monster with nowhere to run.
    MonsterCornered,
    // Where a shot, a throw or a bolt of lightning ended.
    MissileStrikesWall,
    MissileStrikesDoor,
    MissileLands,
    BoltStrikesWall,
    BoltStrikesDoor,
    BoltFades,
    // An aimed skill refused with its real reason (number: its reach).
    SkillOutOfReach,
    TooCloseToCharge,
    WayNotClear,
    CannotLandThere,
    NothingUnknown,  // identify read with everything in the pack known
    // Danger that announces itself: health fallen below a third (number:
    // what is left), and a floor that holds a monster from deeper down.
    HealthLow,
    DeeperDangerSensed,
    // A scroll of enchanting: read into a thing (number: its enchantment
    // now), refused by one that takes none or is as enchanted as it gets,
    // and kept unread with nothing to take it.
    ItemEnchanted,
    CannotEnchant,
    EnchantedToTheFull,
    NothingToEnchant,
    // A staff or a wand: zapped, with no charge left (a staff gathers them
    // again), a wand's last charge spent, and a monster its bolt sent
    // somewhere else on the floor.
    ZapItem,
    NoChargesLeft,
    WandCrumbles,
    MonsterSentAway,
    // A weapon's or armour's property acts for the first time (text: its
    // word), and armour's thorns prick the monster that struck.
    PropertyShows,
    ThornsPrick,
    // A vault of choice: one thing taken, the rest shut away.
    VaultShuts,
    // A monster has come into view (monster).
    MonsterComesIntoView,
    // The last foe of a fight has fallen (monster), told instead of its
    // death: the experience the fight gave (number).
    FightWon,
    // A run begins above ground, on the surface of its adventure (floor).
    StartAboveGround,
    // A counted step of a quest counts one more (quest, number: how many so
    // far; monster or item: what it counts, whose step gives the whole).
    QuestCounts,
};

// How many ids there are: message.cpp checks it against the switch that
// names every id, so an id added without counting it does not compile.
inline constexpr int kMessageIdCount = static_cast<int>(MessageId::QuestCounts) + 1;

// What a sentence names. Each sentence uses the fields its English asks for
// and leaves the rest empty.
struct MessageArguments {
    std::string monster;    // a monster kind's id: "goblin"
    std::string condition;  // a condition's word: "poisoned"
    std::string trap;       // a trap's word: "pit"
    std::string item;       // an item kind's id: "potion_of_healing"
    std::string look;       // the look it wore when it was unknown: "amber"
    std::string person;     // a person's id: "blacksmith"
    std::string quest;      // a quest's id: "trail_of_blood"; `number` is its step
    std::string skill;      // a skill's id: "whirlwind"
    int number = 0;         // a level, a floor's depth
    std::string floor;      // a floor's own name, as the game knows it
    // Free words, to the end of the line in a save: the line as a save
    // older than format 4 wrote it (MessageId::Text), the id of a person's
    // line (PersonSays), the hero's name (LevelUpWithSkill).
    std::string text;

    // Built a field at a time: MessageArguments{}.withMonster("rat").withNumber(2).
    MessageArguments withMonster(std::string kind) && {
        monster = std::move(kind);
        return std::move(*this);
    }
    MessageArguments withCondition(std::string word) && {
        condition = std::move(word);
        return std::move(*this);
    }
    MessageArguments withTrap(std::string word) && {
        trap = std::move(word);
        return std::move(*this);
    }
    MessageArguments withItem(std::string kind) && {
        item = std::move(kind);
        return std::move(*this);
    }
    MessageArguments withPerson(std::string id) && {
        person = std::move(id);
        return std::move(*this);
    }
    MessageArguments withQuest(std::string id) && {
        quest = std::move(id);
        return std::move(*this);
    }
    MessageArguments withSkill(std::string id) && {
        skill = std::move(id);
        return std::move(*this);
    }
    MessageArguments withNumber(int value) && {
        number = value;
        return std::move(*this);
    }
    MessageArguments withFloor(std::string name) && {
        floor = std::move(name);
        return std::move(*this);
    }
    MessageArguments withText(std::string line) && {
        text = std::move(line);
        return std::move(*this);
    }

    friend bool operator==(const MessageArguments&, const MessageArguments&) = default;
};

// One thing said: which sentence and what it names.
struct Said {
    MessageId id = MessageId::Text;
    MessageArguments arguments;

    friend bool operator==(const Said&, const Said&) = default;
};

// The word a save writes for an id ("monster_hits"), and back.
std::string_view messageWord(MessageId id);
std::optional<MessageId> messageIdOfWord(std::string_view word);

}  // namespace delve
