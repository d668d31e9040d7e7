#include <sstream>
#include <stdexcept>

#include "keep/said_codec.h"
#include "keep/save_codec.h"
#include "keep/save_mind.h"
#include "keep/saved_fields.h"

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

// Writes the fields saved_fields.h declares, each after a space.
class FieldWriter {
  public:
    explicit FieldWriter(std::ostream& out) : out_(out) {}

    int version() const { return kSaveFormatVersion; }
    void number(std::string_view, int value, int, int) { out_ << ' ' << value; }
    void x(std::string_view, int value) { out_ << ' ' << value; }
    void y(std::string_view, int value) { out_ << ' ' << value; }
    void flag(std::string_view, bool value) { out_ << ' ' << (value ? 1 : 0); }
    void heroClass(std::string_view, const HeroClass* heroClass) { out_ << ' ' << heroClass->id; }
    void monsterKind(std::string_view, const Monster& monster) { out_ << ' ' << monster.kind->id; }
    void mind(std::string_view, MonsterMind mind) { out_ << ' ' << mindWord(mind); }
    void trapKind(std::string_view, TrapKind kind) { out_ << ' ' << trapWord(kind); }
    void itemKind(std::string_view, const ItemKind* kind) { out_ << ' ' << kind->id; }
    void itemLook(std::string_view, const ItemLook* look) { out_ << ' ' << look->id; }
    void equipSlot(std::string_view, EquipSlot slot) { out_ << ' ' << equipSlotWord(slot); }
    void terrain(std::string_view, Terrain terrain) { out_ << ' ' << terrainInfo(terrain).symbol; }
    void sight(std::string_view, FovAlgorithm algorithm) {
        out_ << ' ' << fovAlgorithmName(algorithm);
    }
    void conditions(std::string_view, const Conditions& conditions) {
        out_ << ' ' << conditions.all().size();
        for (const Condition& condition : conditions.all()) {
            out_ << ' ' << conditionWord(condition.kind) << ' ' << condition.turnsLeft;
        }
    }
    // Only formats before 5 kept poison as a number of its own.
    void turnsOfPoison(std::string_view, const Conditions&) {}

  private:
    std::ostream& out_;
};

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
    FieldWriter fields(out);
    out << "hero";
    heroFields(fields, world.hero);
    out << '\n';
    writeMap(out, world.map());
    std::vector<RememberedCell> remembered;
    const Map& map = world.map();
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (map.isExplored({x, y}) && map.remembered({x, y}) != map.terrain({x, y})) {
                remembered.push_back({{x, y}, map.remembered({x, y})});
            }
        }
    }
    out << "memory " << remembered.size() << '\n';
    for (const RememberedCell& cell : remembered) {
        out << "remembered";
        rememberedFields(fields, cell);
        out << '\n';
    }
    out << "monsters " << world.stage.monsters().size() << '\n';
    for (const Monster& monster : world.stage.monsters()) {
        out << "monster";
        monsterFields(fields, monster);
        out << '\n';
    }
    out << "traps " << world.stage.traps().size() << '\n';
    for (const Trap& trap : world.stage.traps()) {
        out << "trap";
        trapFields(fields, trap);
        out << '\n';
    }
    out << "items " << world.stage.items().size() << '\n';
    for (const FloorItem& item : world.stage.items()) {
        out << "item";
        floorItemFields(fields, item);
        out << '\n';
    }
    out << "pack " << world.hero.pack.size() << '\n';
    for (const Item& item : world.hero.pack.items()) {
        out << "carried";
        itemFields(fields, item);
        out << '\n';
    }
    std::vector<WornItem> worn;
    for (EquipSlot slot : kAllEquipSlots) {
        if (const std::optional<Item>& item = world.hero.equipment.in(slot)) {
            worn.push_back({slot, *item});
        }
    }
    out << "equipment " << worn.size() << '\n';
    for (const WornItem& item : worn) {
        out << "worn";
        wornFields(fields, item);
        out << '\n';
    }
    const ItemLore& lore = world.lore;
    out << "looks " << lore.looks().size() << '\n';
    for (const auto& [kindId, look] : lore.looks()) {
        // The lore holds only the rules' kinds, so the kind is there.
        const DressedKind dressed{world.rules->item(kindId), look};
        out << "dressed";
        dressedFields(fields, dressed);
        out << '\n';
    }
    out << "known " << lore.known().size();
    for (const std::string& kindId : lore.known()) {
        out << ' ' << kindId;
    }
    out << '\n';
    const MessageLog& log = world.log;
    out << "messages " << log.messages_.size() << ' ' << log.said_ << '\n';
    for (const Message& message : log.messages_) {
        out << "message " << message.count << ' ' << message.turn << ' ' << saidFields(message.said)
            << '\n';
    }
    out << "kills " << world.kills.size() << '\n';
    for (const auto& [kind, count] : world.kills) {
        out << "kill " << kind << ' ' << count << '\n';
    }
    out << "goings_back " << game.goingsBack_.size() << '\n';
    for (const GoingBack& back : game.goingsBack_) {
        out << "going_back " << back.fromTurn << ' ' << back.toTurn << '\n';
    }
    const RunViews views{world.sight, game.sawHiddenThings_};
    out << "views";
    viewFields(fields, views);
    out << '\n';
    out << "death";
    if (!world.hero.alive()) {
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
