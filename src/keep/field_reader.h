#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "game/rules.h"
#include "keep/said_codec.h"
#include "keep/save_fields.h"
#include "keep/save_mind.h"
#include "keep/saved_fields.h"
#include "map/map.h"

namespace delve {

// Reads the fields saved_fields.h declares from one line, checking each
// as it goes, in the format of the save's version.
class FieldReader {
  public:
    FieldReader(SaveRecord& record, int version, const Rules& rules, const Map* map)
        : record_(record), version_(version), rules_(rules), map_(map) {}

    int version() const { return version_; }
    void number(std::string_view what, int& value, int low, int high) {
        value = record_.integer(what, low, high);
    }
    void x(std::string_view what, int& value) {
        value = record_.integer(what, 0, (map_ != nullptr ? map_->width() : kMaxMapSide) - 1);
    }
    void y(std::string_view what, int& value) {
        value = record_.integer(what, 0, (map_ != nullptr ? map_->height() : kMaxMapSide) - 1);
    }
    void flag(std::string_view what, bool& value) { value = record_.flag(what); }
    void heroClass(std::string_view what, const HeroClass*& heroClass) {
        const std::string_view id = record_.word(what);
        heroClass = rules_.heroClass(id);
        if (heroClass == nullptr) {
            record_.failField("unknown class \"" + std::string(id) + "\"");
        }
    }
    void monsterKind(std::string_view what, Monster& monster) {
        const std::string_view id = record_.word(what);
        monster.kind = rules_.monster(id);
        if (monster.kind == nullptr) {
            record_.failField("unknown monster \"" + std::string(id) + "\"");
        }
        monster.maxHp = monster.kind->maxHp;
        monster.speed = monster.kind->speed;
    }
    void terrain(std::string_view what, Terrain& terrain) {
        const std::string_view symbol = record_.word(what);
        const std::optional<Terrain> parsed =
            symbol.size() == 1 ? terrainFromSymbol(symbol[0]) : std::nullopt;
        if (!parsed) {
            record_.failField("unknown terrain \"" + std::string(symbol) + "\"");
        }
        terrain = *parsed;
    }
    void sight(std::string_view what, FovAlgorithm& algorithm) {
        const std::string_view word = record_.word(what);
        const std::optional<FovAlgorithm> parsed = parseFovAlgorithm(word);
        if (!parsed) {
            record_.failField("unknown sight \"" + std::string(word) +
                              "\" (shadowcast or bresenham)");
        }
        algorithm = *parsed;
    }
    void trapKind(std::string_view what, TrapKind& kind) {
        const std::string_view word = record_.word(what);
        const std::optional<TrapKind> parsed = trapOfWord(word);
        if (!parsed) {
            record_.failField("unknown trap \"" + std::string(word) + "\"");
        }
        kind = *parsed;
    }
    void itemKind(std::string_view what, const ItemKind*& kind) {
        const std::string_view id = record_.word(what);
        kind = rules_.item(id);
        if (kind == nullptr) {
            record_.failField("unknown item \"" + std::string(id) + "\"");
        }
    }
    void itemLook(std::string_view what, const ItemLook*& look) {
        const std::string_view id = record_.word(what);
        look = rules_.look(id);
        if (look == nullptr) {
            record_.failField("unknown look \"" + std::string(id) + "\"");
        }
    }
    void equipSlot(std::string_view what, EquipSlot& slot) {
        const std::string_view word = record_.word(what);
        const std::optional<EquipSlot> parsed = equipSlotOfWord(word);
        if (!parsed) {
            record_.failField("unknown place to wear \"" + std::string(word) +
                              "\" (weapon, bow, armour, left_ring or right_ring)");
        }
        slot = *parsed;
    }
    void mind(std::string_view what, MonsterMind& mind) {
        const std::string_view word = record_.word(what);
        const std::optional<MonsterMind> parsed = mindFromWord(word);
        if (!parsed) {
            record_.failField("unknown mind \"" + std::string(word) +
                              "\" (asleep, wandering, hunting or fleeing)");
        }
        mind = *parsed;
    }
    // How many, then each one's word and turns left, each condition once.
    void conditions(std::string_view what, Conditions& conditions) {
        const int count =
            record_.integer("the number of " + std::string(what), 0, kAllConditions.size());
        for (int i = 0; i < count; ++i) {
            const std::string_view word = record_.word(what);
            const std::optional<ConditionKind> kind = conditionOfWord(word);
            if (!kind) {
                record_.failField("unknown condition \"" + std::string(word) + "\"");
            }
            if (conditions.has(*kind)) {
                record_.failField("the condition \"" + std::string(word) + "\" is there twice");
            }
            conditions.add(*kind, record_.integer("the turns it lasts", 1, kMaxCounter));
        }
    }
    void turnsOfPoison(std::string_view what, Conditions& conditions) {
        const int turns = record_.integer(what, 0, kMaxCounter);
        if (turns > 0) {
            conditions.add(ConditionKind::Poisoned, turns);
        }
    }

  private:
    SaveRecord& record_;
    int version_;
    const Rules& rules_;
    const Map* map_;
};

}  // namespace delve
