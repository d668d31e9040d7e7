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
    out << "seed " << game.seed_ << '\n';
    out << "rng " << game.rng_.state() << ' ' << game.rng_.increment() << '\n';
    out << "turn " << game.turn_ << '\n';
    out << "floor_seeds";
    for (std::uint64_t seed : game.floorSeeds_) {
        out << ' ' << seed;
    }
    out << '\n';
    out << "floor " << game.floor_.depth << ' ' << checkedText(game.floor_.name) << '\n';
    const Hero& hero = game.hero_;
    out << "hero " << hero.heroClass->id << ' ' << hero.position.x << ' ' << hero.position.y << ' '
        << hero.hp << ' ' << hero.maxHp << ' ' << hero.level << ' ' << hero.experience << ' '
        << hero.damageBonus << ' ' << hero.poisoned << ' ' << hero.regeneration << '\n';
    writeMap(out, game.floor_.map);
    out << "monsters " << game.monsters_.size() << '\n';
    for (const Monster& monster : game.monsters_) {
        writeMonster(out, monster);
    }
    const MessageLog& log = game.log_;
    out << "messages " << log.messages_.size() << ' ' << log.said_ << '\n';
    for (const Message& message : log.messages_) {
        out << "message " << message.count << ' ' << message.turn << ' '
            << saidFields(message.said) << '\n';
    }
    out << "kills " << game.kills_.size() << '\n';
    for (const auto& [kind, count] : game.kills_) {
        out << "kill " << kind << ' ' << count << '\n';
    }
    out << "goings_back " << game.goingsBack_.size() << '\n';
    for (const GoingBack& back : game.goingsBack_) {
        out << "going_back " << back.fromTurn << ' ' << back.toTurn << '\n';
    }
    out << "death";
    if (game.isOver()) {
        out << ' ' << saidFields(game.causeOfDeath_);
    }
    out << '\n';
    out << "end\n";
    return out.str();
}

std::string saveGame(const Game& game) {
    return SaveCodec::write(game);
}

}  // namespace delve
