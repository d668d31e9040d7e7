// Multi-turn commands: rest (R), travel (a click, or > toward known
// stairs) and explore (o). A command is a little state inside Game; each of
// its steps is an ordinary turn played by act(Step) or act(Wait), exactly as
// if the key had been pressed, so monsters, poison and healing all carry on.
// Before each step the game notes what the hero knows (command_watch.h) and
// stops the command for anything new.
#include <string>

#include "game/command_watch.h"
#include "game/conditions/condition_rule.h"
#include "game/game.h"
#include "game/known_floor.h"

namespace delve {

namespace {

// A rest gives up after this many turns, healed or not, so it never runs
// away with the turns: at a point every ten turns that heals 30.
constexpr int kMostRestTurns = 300;

}  // namespace

Outcome Game::startRest(bool despiteMonsters) {
    if (isOver()) {
        return {};
    }
    if (hero().hp >= hero().maxHp) {
        say(MessageId::AlreadyAtFullHealth);
        return {};
    }
    if (auto why = foresight().commandRefusal(CommandKind::Rest, despiteMonsters)) {
        sayThat(std::move(*why));
        return {};
    }
    beginCommand(RunningCommand{CommandKind::Rest, hero().position, 0});
    return {};
}

Outcome Game::startTravel(Point goal, bool despiteMonsters, bool takesStairs) {
    if (isOver()) {
        return {};
    }
    if (auto why = foresight().travelRefusal(goal)) {
        sayThat(std::move(*why));
        return {};
    }
    if (auto why = foresight().commandRefusal(CommandKind::Travel, despiteMonsters)) {
        sayThat(std::move(*why));
        return {};
    }
    beginCommand(RunningCommand{CommandKind::Travel, goal, 0, 0, takesStairs});
    return {};
}

Outcome Game::startExplore(bool despiteMonsters) {
    if (isOver()) {
        return {};
    }
    if (auto why = foresight().commandRefusal(CommandKind::Explore, despiteMonsters)) {
        sayThat(std::move(*why));
        return {};
    }
    beginCommand(RunningCommand{CommandKind::Explore, hero().position, 0});
    // With nothing left to explore, this says so (and ends the command) now
    // rather than on the first step.
    nextExploreRequest();
    return {};
}

void Game::beginCommand(RunningCommand command) {
    command_ = command;
    for (Monster& monster : world_.stage.monstersToChange()) {
        monster.knownToCommand = false;
    }
    takeInMonstersInView();
}

void Game::takeInMonstersInView() {
    for (Monster& monster : world_.stage.monstersToChange()) {
        if (canSee(monster)) {
            monster.knownToCommand = true;
        }
    }
}

void Game::endCommand() {
    if (!command_) {
        return;
    }
    command_.reset();
    if (!isOver()) {
        sayWhatIsUnderfoot();
    }
}

void Game::stopCommand() {
    if (command_ && !isOver()) {
        say(MessageId::StopAtKey);
    }
    endCommand();
}

Outcome Game::continueCommand() {
    if (!command_) {
        return {};
    }
    if (isOver()) {
        command_.reset();
        return {};
    }
    const CommandWatch before = watchForCommand(*this);
    const std::optional<Request> action = nextCommandRequest();
    if (!action) {
        return {};
    }
    // A command's step never turns into a blow: a monster seen in the way,
    // even one the player agreed to walk on beside, ends the command
    // instead, and the fight is the player's to choose.
    if (const auto* step = std::get_if<Step>(&*action)) {
        const Monster* monster = world_.stage.monsterAt(hero().position + offset(step->direction));
        if (monster != nullptr && canSee(*monster)) {
            say(MessageId::StopMonsterInTheWay, delve::about(*monster));
            endCommand();
            return {};
        }
    }
    // A monster seen during the step is said where it was seen (lookOut).
    world_.lookout = CommandLookout{true, false};
    const Outcome outcome = act(*action);
    const bool spotted = world_.lookout.spotted;
    world_.lookout = CommandLookout{};
    if (!command_) {
        return outcome;
    }
    // Stairs taken end the travel there, on whichever floor she stands.
    if (std::holds_alternative<Descend>(*action) || std::holds_alternative<Ascend>(*action)) {
        command_.reset();
        return outcome;
    }
    ++command_->turns;
    if (!outcome.tookTurn) {
        // The step was refused (the log said why); trying again would too.
        endCommand();
        return outcome;
    }
    if (spotted && !isOver()) {
        endCommand();
        return outcome;
    }
    if (auto why = disturbance(before, *this)) {
        sayThat(std::move(*why));
        endCommand();
        return outcome;
    }
    if (isOver()) {
        command_.reset();
        return outcome;
    }
    takeInMonstersInView();
    endCommandIfDone();
    return outcome;
}

std::optional<Request> Game::nextCommandRequest() {
    switch (command_->kind) {
        case CommandKind::Rest:
            return Wait{};
        case CommandKind::Search:
            return Search{1};
        case CommandKind::Travel:
            return nextTravelRequest();
        case CommandKind::Explore:
            return nextExploreRequest();
    }
    return std::nullopt;
}

void Game::endCommandIfDone() {
    switch (command_->kind) {
        case CommandKind::Rest:
            if (hero().hp >= hero().maxHp) {
                say(MessageId::Rested);
                endCommand();
            } else if (command_->turns >= kMostRestTurns) {
                say(MessageId::StopResting);
                endCommand();
            }
            break;
        case CommandKind::Travel:
            // Travelling to the stairs to take them, the next step does.
            if (hero().position == command_->goal && !command_->takesStairs) {
                say(MessageId::Arrived);
                endCommand();
            }
            break;
        case CommandKind::Explore:
            // Exploring ends when the next step finds nothing left to see.
            break;
        case CommandKind::Search:
            // Anything found would have stopped it before now.
            if (command_->turns >= command_->most) {
                say(MessageId::SearchFindsNothing);
                endCommand();
            }
            break;
    }
}

// The way is worked out again at every step: the hero sees more as they
// walk, doors open, and a shorter way may appear.
std::optional<Request> Game::nextTravelRequest() {
    if (command_->takesStairs && hero().position == command_->goal) {
        if (map().terrain(hero().position) == Terrain::StairsUp) {
            return Ascend{};
        }
        return Descend{};
    }
    const std::vector<Point>& route = knownWays_.route(world_, command_->goal);
    if (route.empty()) {
        say(MessageId::NoSafeWayAnyMore);
        endCommand();
        return std::nullopt;
    }
    return Step{directionOfStep(hero().position, route.front())};
}

std::optional<Request> Game::nextExploreRequest() {
    // Standing on something worth having, the hero takes it first.
    for (const FloorItem& item : stage().items()) {
        if (item.at == hero().position && KnownWays::worthTaking(world_, item)) {
            return PickUpItems{};
        }
    }
    bool edgeLeft = false;
    if (const auto next = knownWays_.exploreStep(world_, edgeLeft)) {
        return Step{directionOfStep(hero().position, *next)};
    }
    // Nowhere downhill: nothing left unseen, or only beyond what the hero
    // knows to be safe (water seen across, known traps).
    say(edgeLeft ? MessageId::ExploredAsFarAsSafe : MessageId::Explored);
    endCommand();
    return std::nullopt;
}

}  // namespace delve
