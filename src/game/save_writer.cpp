#include <sstream>
#include <stdexcept>

#include "game/save_codec.h"
#include "game/said_codec.h"
#include "game/save_mind.h"

namespace delve {

namespace {

void writeMap(std::ostream& out, const Map& map) {
    out << "map " << map.width() << ' ' << map.height() << '\n';
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            out << terrainInfo(map.terrain({x, y})).symbol;
        }
        out << '\n';
    }
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            out << (map.isExplored({x, y}) ? '1' : '0');
        }
        out << '\n';
    }
}

void writeMonster(std::ostream& out, const Monster& m) {
    out << "monster " << m.kind->id << ' ' << m.position.x << ' ' << m.position.y << ' ' << m.hp
        << ' ' << m.energy << ' ' << mindWord(m.mind) << ' ' << m.lastSeenHero.x << ' '
        << m.lastSeenHero.y << ' ' << (m.hasWanderGoal ? 1 : 0) << ' ' << m.wanderGoal.x << ' '
        << m.wanderGoal.y << '\n';
}

}  // namespace

std::string SaveCodec::write(const Game& game) {
    std::ostringstream out;
    out << "delve-save " << kSaveFormatVersion << '\n';
    const World& world = game.world_;
    out << "seed " << game.seed_ << '\n';
    out << "rng " << world.rng.state() << ' ' << world.rng.increment() << '\n';
    out << "turn " << world.turn << '\n';
    out << "floor_seeds";
    for (std::uint64_t seed : world.floorSeeds) {
        out << ' ' << seed;
    }
    out << '\n';
    out << "floor " << world.stage.depth() << ' ' << checkedText(world.stage.name()) << '\n';
    const Hero& hero = world.hero;
    out << "hero " << hero.heroClass->id << ' ' << hero.position.x << ' ' << hero.position.y << ' '
        << hero.hp << ' ' << hero.maxHp << ' ' << hero.level << ' ' << hero.experience << ' '
        << hero.damageBonus << ' ' << hero.poisoned << ' ' << hero.regeneration << '\n';
    writeMap(out, world.map());
    out << "monsters " << world.stage.monsters().size() << '\n';
    for (const Monster& monster : world.stage.monsters()) {
        writeMonster(out, monster);
    }
    const MessageLog& log = world.log;
    out << "messages " << log.messages_.size() << ' ' << log.said_ << '\n';
    for (const Message& message : log.messages_) {
        out << "message " << message.count << ' ' << message.turn << ' '
            << saidFields(message.said) << '\n';
    }
    out << "kills " << world.kills.size() << '\n';
    for (const auto& [kind, count] : world.kills) {
        out << "kill " << kind << ' ' << count << '\n';
    }
    out << "goings_back " << game.goingsBack_.size() << '\n';
    for (const GoingBack& back : game.goingsBack_) {
        out << "going_back " << back.fromTurn << ' ' << back.toTurn << '\n';
    }
    out << "death";
    if (game.isOver()) {
        out << ' ' << saidFields(world.causeOfDeath);
    }
    out << '\n';
    out << "end\n";
    return out.str();
}

std::string saveGame(const Game& game) {
    return SaveCodec::write(game);
}

}  // namespace delve
