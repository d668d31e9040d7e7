#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/point.h"
#include "game/aimed.h"
#include "game/command.h"
#include "game/deeds/deed.h"
#include "game/floor_entry.h"
#include "game/foresight.h"
#include "game/known_ways.h"
#include "game/request.h"
#include "game/world.h"

namespace delve {

struct GameOptions {
    std::uint64_t seed = 42;
    std::string heroClass = "fighter";
    // Start on this hand-made level instead of a generated floor 1. The
    // caller reads it (content/level_loader.h): the rules touch no file.
    std::shared_ptr<const Level> level;
    // The monster and class tables (data/), shared by every run.
    RulesPtr rules;
    // For tests and tools only (exploring whole floors, benchmarks): floors
    // come without monsters or traps. It is not saved: the next floor of a
    // loaded run has both.
    bool emptyFloors = false;
    // For tests and tools only (the soak plays every floor): the run begins
    // on this floor instead of the adventure's shallowest (the Mine's camp,
    // the Dungeon's first floor).
    std::optional<int> firstFloor{};
    // Which adventure (DungeonPlan::id): "dungeon" or "mine".
    std::string adventure = "dungeon";
    // The hero's name (game/hero_name.h); empty for the class's own.
    std::string heroName{};
    // Whether the hero is a woman or a man; none for her class's hero's.
    std::optional<HeroGender> heroGender{};
};

// A time the run went back to the copy set aside (F9): from the turn it had
// reached to the turn of the copy.
struct GoingBack {
    int fromTurn = 0;
    int toTurn = 0;
    friend bool operator==(const GoingBack&, const GoingBack&) = default;
};

// One run of Delve: a value that a test builds from a seed, feeds requests and
// inspects. Everything random comes from the run's Rng, in a fixed order.
//
// Game is the run as the ui and the tests see it: the hero's requests come
// in (act), and a view that cannot be changed goes out; what a request
// would meet is asked of its foresight() (game/foresight.h). The rules it
// applies live beside it and work on its World (game/world.h): the deeds in
// deeds/, the monsters' minds in minds/, blows in combat.cpp, the turn's
// course in turn.cpp, floors in floor_entry.cpp; the multi-turn commands in
// game_commands.cpp.
class Game {
  public:
    static constexpr int kFloorWidth = kGeneratedFloorWidth;
    static constexpr int kFloorHeight = kGeneratedFloorHeight;
    static constexpr int kDeepestFloor = delve::kDeepestFloor;

    // Throws std::invalid_argument for an unknown class or missing rules, or
    // a level whose monsters the rules do not know.
    explicit Game(const GameOptions& options);

    // Does nothing (and takes no turn) once the hero is dead. Rest, Explore
    // and TravelTo start a multi-turn command and take no turn themselves.
    Outcome act(const Request& request);
    // How many requests this game has been asked to act on, refused ones
    // too: the app follows each one with its consequences (ui/app.h) by
    // seeing this change, so no screen has to remember to.
    std::uint64_t requestsTaken() const { return requestsTaken_; }

    // Multi-turn commands (game_commands.cpp). Each step is an ordinary turn,
    // played by act(Step) or act(Wait) as a key would; the frontend asks for
    // the next step when it is due. A command never outlives a save.
    bool commandRunning() const { return command_.has_value(); }
    // Takes the command's next step, or ends it, the log saying why.
    Outcome continueCommand();
    // A key was pressed: the command ends at once, and nothing else happens
    // but a word about what lies underfoot.
    void stopCommand();
    // What a request would meet, asked before it is made (game/foresight.h):
    // whether a command may start, what aiming would reach, the way travel
    // would walk.
    Foresight foresight() const { return Foresight(world_, knownWays_); }
    const ItemLore& lore() const { return world_.lore; }

    // The views that teach (game_views.cpp, ui/views/). How the hero's sight
    // is worked out (F4): a setting of the run, saved and hashed, since the
    // monsters notice the hero by it; switching takes no turn.
    FovAlgorithm sightAlgorithm() const { return world_.sight; }
    void setSightAlgorithm(FovAlgorithm algorithm);
    // Whether the run was shown what its hero did not know (F1's whole
    // floor, F3's maps): the ui says so when it shows them; the record of
    // the run keeps it.
    bool sawHiddenThings() const { return sawHiddenThings_; }
    void noteSawHiddenThings() { sawHiddenThings_ = true; }

    std::uint64_t seed() const { return seed_; }
    int turn() const { return world_.turn; }
    const Stage& stage() const { return world_.stage; }
    const Map& map() const { return world_.map(); }
    const Hero& hero() const { return world_.hero; }
    const MessageLog& log() const { return world_.log; }
    const Rng& rng() const { return world_.rng; }
    const Rules& rules() const { return *world_.rules; }
    // Which adventure this run is: the Dungeon, the Mine.
    const DungeonPlan& plan() const { return world_.plan(); }

    // Whether the hero can see a monster now (its cell is in view).
    bool canSee(const Monster& monster) const { return world_.canSee(monster); }

    // A run is over when the hero dies or wins, by carrying the Amulet.
    bool isOver() const { return !world_.hero.alive() || hasWon(); }
    // The deepest floor the hero has stood on: where she is, or in an
    // adventure that keeps its floors, the deepest of those she left.
    int deepestReached() const;
    bool hasWon() const;
    // What killed the hero (MessageId::KilledBy: "killed by a goblin on floor
    // 3"), once the hero is dead.
    const Said& causeOfDeath() const { return world_.causeOfDeath; }
    // How many monsters of each kind the hero has killed, by kind id.
    const std::map<std::string, int>& kills() const { return world_.kills; }
    // The experience the fight under way has given so far (game/combat.h).
    int fightExperience() const { return world_.fightExperience; }
    // The quests begun, in the order they began (game/quests.h).
    const std::vector<QuestProgress>& quests() const { return world_.quests; }
    // How many the step an open quest is on has counted (game/quests.h).
    int countedSoFar(const QuestProgress& quest) const;

    // Each time the run went back to a copy set aside, oldest first. It is
    // part of the run's record (the morgue file), of its save and of its hash.
    const std::vector<GoingBack>& goingsBack() const { return goingsBack_; }
    // This game is the copy the run goes back to from `later`: it takes over
    // the run's list of goings back (the copy is older, so its own list may
    // be shorter) and adds this one.
    void recordGoingBackFrom(const Game& later);

    // What happened during the last request, for flashes and sounds.
    const std::vector<GameEvent>& events() const { return world_.events; }

    // What a sentence about a thing names (for a monster, game/message.h's
    // about(monster) needs no game).
    MessageArguments about(const Item& item) const { return delve::about(world_, item); }

    // Puts a monster of a kind at a free cell (for tests and tools).
    Monster& addMonster(const MonsterKind& kind, Point at, MonsterMind mind) {
        return delve::addMonster(world_, kind, at, mind);
    }

  private:
    // Saving reads and restores every field (save_codec.h).
    friend class SaveCodec;
    // An empty run for a save to fill in.
    explicit Game(RulesPtr rules) : seed_(0), world_(std::move(rules)) {}

    // game.cpp
    Outcome move(Direction direction, bool ontoKnownTrap);
    Outcome descend(const Descend& down);
    Outcome ascend(const Ascend& up);
    Outcome search(int turns);
    Outcome close(std::optional<Direction> direction);
    // game_items.cpp
    Outcome useItem(const UseItem& use);
    // game_aim.cpp
    Outcome shoot(const Shoot& shoot);
    Outcome throwItem(const Throw& toss);
    Outcome cast(const Cast& cast);
    Outcome zap(const Zap& zap);
    Outcome useSkill(const UseSkill& use);
    // The hero does a deed; if it took the turn, the world moves on.
    Outcome heroDoes(Deed deed);
    // A deed of the hero's that took the turn ends it; one refused costs
    // nothing.
    Outcome endTurnIf(bool tookTurn);
    void say(MessageId id, MessageArguments arguments = {}) {
        world_.say(id, std::move(arguments));
    }
    void sayThat(Said said) { world_.sayThat(std::move(said)); }
    void sayWhatIsUnderfoot();

    // game_commands.cpp
    Outcome startRest(bool despiteMonsters);
    Outcome startTravel(Point goal, bool despiteMonsters, bool takesStairs = false);
    Outcome startExplore(bool despiteMonsters);
    void beginCommand(RunningCommand command);
    // Ends the running command; a hero left on the stairs hears of them.
    void endCommand();
    // Every monster in view now has been taken in by the running command.
    void takeInMonstersInView();
    // The next step's request, or nothing when the command is over (it has
    // then been ended, the log saying why).
    std::optional<Request> nextCommandRequest();
    std::optional<Request> nextExploreRequest();
    std::optional<Request> nextTravelRequest();
    void endCommandIfDone();

    std::uint64_t seed_;
    World world_;
    std::vector<GoingBack> goingsBack_;
    bool sawHiddenThings_ = false;
    // Counted, never saved: it is the ui's to watch, not the run's.
    std::uint64_t requestsTaken_ = 0;
    // The multi-turn command running, if any; never saved.
    std::optional<RunningCommand> command_;
    // The ways across the floor as the hero knows it, for travel and
    // explore; asking them is a question, so they may change under a const
    // Game (the screen asks for the way under the mouse).
    mutable KnownWays knownWays_;
};

}  // namespace delve
