#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/point.h"
#include "core/rect.h"
#include "core/rng.h"
#include "game/action.h"
#include "game/actors.h"
#include "game/command.h"
#include "game/game_event.h"
#include "game/message_log.h"
#include "game/rules.h"
#include "world/dijkstra_map.h"
#include "world/map.h"
#include "world/path_costs.h"
#include "world/path_search.h"

namespace delve {

struct GameOptions {
    std::uint64_t seed = 42;
    std::string heroClass = "fighter";
    // Start on this hand-made level instead of a generated floor 1.
    std::optional<std::filesystem::path> levelFile;
    // The monster and class tables (data/), shared by every run.
    RulesPtr rules;
    // For tests and tools only (exploring whole floors, benchmarks): floors
    // come without monsters. It is not saved; a loaded run has monsters.
    bool noMonsters = false;
};

// A time the run went back to the copy set aside (F9): from the turn it had
// reached to the turn of the copy.
struct GoingBack {
    int fromTurn = 0;
    int toTurn = 0;
    friend bool operator==(const GoingBack&, const GoingBack&) = default;
};

struct Floor {
    int depth = 1;
    std::string name;
    Map map;
};

// One run of Delve: a value that a test builds from a seed, feeds actions and
// inspects. Everything random comes from the run's Rng, in a fixed order.
//
// The rules are split by topic over game.cpp (the run, floors, the hero's
// moves), game_turn.cpp (the scheduler and per-turn effects),
// game_monsters.cpp (what monsters do) and game_combat.cpp (blows, deaths,
// experience).
class Game {
  public:
    static constexpr int kFloorWidth = 80;
    static constexpr int kFloorHeight = 40;
    static constexpr int kDeepestFloor = 10;

    // Throws std::invalid_argument for an unknown class or missing rules, and
    // LevelError for a bad level file.
    explicit Game(const GameOptions& options);

    // Does nothing (and takes no turn) once the hero is dead. Rest, Explore
    // and TravelTo start a multi-turn command and take no turn themselves.
    Outcome act(const Action& action);

    // Multi-turn commands (game_commands.cpp). Each step is an ordinary turn,
    // played by act(Move) or act(Wait) as a key would; the frontend asks for
    // the next step when it is due. A command never outlives a save.
    bool commandRunning() const { return command_.has_value(); }
    // Takes the command's next step, or ends it, the log saying why.
    Outcome continueCommand();
    // A key was pressed: the command ends at once, and nothing else happens
    // but a word about what lies underfoot.
    void stopCommand();
    // Whether a command of this kind may start now; the ui asks the player
    // before acting on AskFirst.
    CommandStart commandStart(CommandKind kind) const;
    // Why travelling to `goal` would be refused now, as the log would say
    // it, or nothing when it would start (perhaps after a question). The
    // travel preview draws no way where this has a reason.
    std::optional<Said> travelRefusal(Point goal) const;
    // The stairs down, once the hero has seen them.
    std::optional<Point> knownStairs() const;
    // The cells travel to `goal` would walk now, the first step first and
    // `goal` last; empty when the hero knows no safe way (or is there).
    // Cheap enough to ask every frame: the known floor is kept until the
    // hero learns more.
    std::vector<Point> travelRoute(Point goal) const;


    std::uint64_t seed() const { return seed_; }
    int turn() const { return turn_; }
    int depth() const { return floor_.depth; }
    const Floor& floor() const { return floor_; }
    const Map& map() const { return floor_.map; }
    const Hero& hero() const { return hero_; }
    const std::vector<Monster>& monsters() const { return monsters_; }
    const MessageLog& log() const { return log_; }
    const Rng& rng() const { return rng_; }
    const Rules& rules() const { return *rules_; }

    // The living monster at a cell, if any.
    const Monster* monsterAt(Point cell) const;
    // Whether the hero can see a monster now (its cell is in view).
    bool canSee(const Monster& monster) const;

    bool isOver() const { return !hero_.alive(); }
    // What killed the hero (MessageId::KilledBy: "killed by a goblin on floor
    // 3"), once the hero is dead.
    const Said& causeOfDeath() const { return causeOfDeath_; }
    // How many monsters of each kind the hero has killed, by kind id.
    const std::map<std::string, int>& kills() const { return kills_; }

    // Each time the run went back to a copy set aside, oldest first. It is
    // part of the run's record (the morgue file), of its save and of its hash.
    const std::vector<GoingBack>& goingsBack() const { return goingsBack_; }
    // This game is the copy the run goes back to from `later`: it takes over
    // the run's list of goings back (the copy is older, so its own list may
    // be shorter) and adds this one.
    void recordGoingBackFrom(const Game& later);

    // What happened during the last action, for flashes and sounds.
    const std::vector<GameEvent>& events() const { return events_; }

    // A fingerprint of everything that matters to the rules: two games with
    // the same hash are, as far as play can tell, the same game.
    std::uint64_t stateHash() const;

    // What a sentence about this monster names.
    static MessageArguments about(const Monster& monster);

    // Puts a monster of a kind at a cell (for hand-made levels and tests).
    Monster& addMonster(const MonsterKind& kind, Point at, MonsterMind mind);

  private:
    // Saving reads and restores every field (save_codec.h).
    friend class SaveCodec;
    // An empty run for a save to fill in.
    explicit Game(RulesPtr rules) : seed_(0), rules_(std::move(rules)), rng_(0) {}

    // game.cpp
    void enterGeneratedFloor(int depth);
    void enterLevelFile(const std::filesystem::path& file);
    void updateSight();
    Outcome move(Direction direction);
    Outcome descend(bool despiteMonsters);
    void say(MessageId id, MessageArguments arguments = {});
    void sayThat(Said said) { say(said.id, std::move(said.arguments)); }

    void sayWhatIsUnderfoot();
    Monster* livingMonsterAt(Point cell);

    // game_commands.cpp
    Outcome startRest(bool despiteMonsters);
    Outcome startTravel(Point goal, bool despiteMonsters);
    Outcome startExplore(bool despiteMonsters);
    // Why a command may not start, or nothing when it may.
    std::optional<Said> commandRefusal(CommandKind kind, bool despiteMonsters) const;
    void beginCommand(RunningCommand command);
    // Ends the running command; a hero left on the stairs hears of them.
    void endCommand();
    // Every monster in view now has been taken in by the running command.
    void takeInMonstersInView();
    // The next step's action, or nothing when the command is over (it has
    // then been ended, the log saying why).
    std::optional<Action> nextCommandAction();
    std::optional<Action> nextExploreAction();
    std::optional<Action> nextTravelAction();
    void endCommandIfDone();
    const StepCosts& knownCosts() const;

    // game_turn.cpp
    Outcome endTurn();
    void runMonsters();
    void heroTurnEffects();
    void noticeSecretDoors();

    // game_monsters.cpp
    void placeMonsters(const std::vector<Rect>& rooms, int startRoom, Rng& floorRng);
    void monsterActs(Monster& monster);
    bool monsterSeesHero(const Monster& monster) const;
    void notice(Monster& monster);
    void hunt(Monster& monster);
    void wander(Monster& monster);
    void flee(Monster& monster);
    void flit(Monster& monster);
    // Steps toward a goal along the cheapest way; false if it could not.
    bool stepToward(Monster& monster, Point goal);
    // The next cell on a cheapest way to `goal`, if there is a way.
    std::optional<Point> nextStepToward(Point from, Point goal);
    bool stepMonster(Monster& monster, Point to);
    void makeNoise(Point at, int radius);
    // What entering each cell costs a monster, kept until the terrain changes.
    const StepCosts& stepCosts();
    void labelRegions();
    void changeTerrain(Point cell, Terrain terrain);

    // game_combat.cpp
    void heroAttacks(Monster& monster);
    void monsterAttacks(Monster& monster);
    void killMonster(Monster& monster);
    void gainExperience(int amount);
    // `cause` names what would have killed the hero (KilledBy and the
    // monster, or KilledByPoison); the floor is added here.
    void hurtHero(int damage, MessageId cause, std::string monster = {});
    int heroDamageRoll();

    std::uint64_t seed_;
    RulesPtr rules_;
    Rng rng_;
    // Each floor's dice are drawn when the run starts, so a floor is the same
    // however many turns it took to reach it.
    std::vector<std::uint64_t> floorSeeds_;
    Floor floor_;
    Hero hero_;
    std::vector<Monster> monsters_;
    MessageLog log_;
    std::vector<GameEvent> events_;
    Said causeOfDeath_;
    std::map<std::string, int> kills_;
    std::vector<GoingBack> goingsBack_;
    int turn_ = 0;
    // Working storage for the monsters' searches, kept between turns.
    PathFinder pathFinder_;
    PathResult path_;
    DijkstraMap distances_;
    StepCosts stepCosts_;
    bool costsStale_ = true;    // the floor changed: work the costs out again
    bool regionsStale_ = true;  // a way opened: label the regions again
    // Most hunters head for the same cell, where the hero was seen this turn:
    // one map of the distances to it serves them all.
    DijkstraMap huntMap_;
    // Which connected part of the floor each cell is in, so a wanderer only
    // sets out for places it can reach (a search for one it cannot would
    // look through its whole part of the floor first).
    Grid<int> regions_;
    Point huntMapGoal_;
    int huntMapTurn_ = -1;
    bool noMonsters_ = false;
    // The multi-turn command running, if any; never saved.
    std::optional<RunningCommand> command_;
    // The floor as the hero knows it, kept while the turn, the floor and
    // what the hero has seen stay the same (a terrain change takes a turn).
    // Asking the way is a question, not a deed, so these caches may change
    // under a const Game: the screen asks for the way under the mouse.
    mutable StepCosts knownCosts_;
    struct KnownCostsKey {
        int turn = -1;
        int depth = 0;
        int explored = -1;
        friend bool operator==(const KnownCostsKey&, const KnownCostsKey&) = default;
    };
    mutable KnownCostsKey knownCostsKey_;
    mutable PathFinder travelFinder_;
    mutable PathResult travelPath_;
    DijkstraMap exploreMap_;
};

}  // namespace delve
