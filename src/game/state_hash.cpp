#include <string_view>

#include "game/game.h"
#include "game/said_codec.h"

namespace delve {

namespace {

// FNV-1a, 64 bits: simple, and the same on every platform.
class Fnv1a {
  public:
    void add(std::uint64_t value) {
        for (int i = 0; i < 8; ++i) {
            addByte(static_cast<std::uint8_t>(value >> (8 * i)));
        }
    }
    void add(std::string_view text) {
        add(static_cast<std::uint64_t>(text.size()));
        for (char c : text) {
            addByte(static_cast<std::uint8_t>(c));
        }
    }
    std::uint64_t value() const { return hash_; }

  private:
    void addByte(std::uint8_t byte) {
        hash_ ^= byte;
        hash_ *= 0x100000001b3ULL;
    }
    std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

}  // namespace

std::uint64_t Game::stateHash() const {
    Fnv1a h;
    const World& world = world_;
    const Hero& hero = world.hero;
    h.add(seed_);
    h.add(static_cast<std::uint64_t>(world.turn));
    h.add(world.rng.state());
    h.add(static_cast<std::uint64_t>(world.stage.depth()));
    h.add(world.stage.name());
    const Map& map = world.map();
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const Point p{x, y};
            h.add(static_cast<std::uint64_t>(map.terrain(p)) | (map.isExplored(p) ? 0x100u : 0u));
        }
    }
    h.add(static_cast<std::uint64_t>(hero.position.x));
    h.add(static_cast<std::uint64_t>(hero.position.y));
    h.add(static_cast<std::uint64_t>(hero.hp));
    h.add(static_cast<std::uint64_t>(hero.maxHp));
    h.add(hero.heroClass->id);
    for (std::uint64_t value :
         {hero.level, hero.experience, hero.damageBonus, hero.poisoned, hero.regeneration}) {
        h.add(value);
    }
    for (const Monster& monster : world.stage.monsters()) {
        h.add(monster.kind->id);
        for (int value :
             {monster.position.x, monster.position.y, monster.hp, monster.energy,
              static_cast<int>(monster.mind), monster.lastSeenHero.x, monster.lastSeenHero.y}) {
            h.add(static_cast<std::uint64_t>(value));
        }
    }
    for (const Message& message : world.log.messages()) {
        h.add(saidFields(message.said));
        h.add(static_cast<std::uint64_t>(message.count));
    }
    for (const auto& [kind, count] : world.kills) {
        h.add(kind);
        h.add(static_cast<std::uint64_t>(count));
    }
    // Nothing for a run that never went back, so its hash is as it was
    // before goings back were kept.
    for (const GoingBack& back : goingsBack_) {
        h.add(std::string_view("back"));
        h.add(static_cast<std::uint64_t>(back.fromTurn));
        h.add(static_cast<std::uint64_t>(back.toTurn));
    }
    return h.value();
}

}  // namespace delve
