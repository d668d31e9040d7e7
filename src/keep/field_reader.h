#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game/rules.h"
#include "keep/list_counts.h"
#include "keep/said_codec.h"
#include "keep/save_fields.h"
#include "keep/save_mind.h"
#include "keep/saved_fields.h"
#include "map/map.h"

namespace delve {

// Reads the fields saved_fields.h and run_lines.h declare from one line,
// checking each as it goes, in the format of the save's version. `map` is
// the run's map: empty until its line is read, and cells are bounded by
// the largest map until then.
class FieldReader {
  public:
    FieldReader(SaveRecord& record, int version, const Rules& rules, const Map& map,
                ListCounts& counts)
        : record_(record), version_(version), rules_(rules), map_(map), counts_(counts) {}

    int version() const { return version_; }
    void number(std::string_view what, int& value, int low, int high) {
        value = record_.integer(what, low, high);
    }
    void unsignedNumber(std::string_view what, std::uint64_t& value) {
        value = record_.unsignedNumber(what);
    }
    void x(std::string_view what, int& value) {
        value = record_.integer(what, 0, (map_.width() > 0 ? map_.width() : kMaxMapSide) - 1);
    }
    void y(std::string_view what, int& value) {
        value = record_.integer(what, 0, (map_.height() > 0 ? map_.height() : kMaxMapSide) - 1);
    }
    void flag(std::string_view what, bool& value) { value = record_.flag(what); }
    // The rest of the line, spaces and all.
    void text(std::string_view what, std::string& value) { value = record_.text(what); }
    void said(std::string_view what, Said& said) {
        record_.startField(what);
        said = readSaid(record_, &rules_);
    }
    // Before format 4 what was said was kept as its English words.
    void englishText(std::string_view what, Said& said) {
        said = Said{MessageId::Text, {}};
        said.arguments.text = record_.text(what);
        if (said.arguments.text.empty()) {
            record_.failField(std::string(what) + " has no text");
        }
    }
    // The map's width and height; the map is made that size, all wall.
    void mapSize(std::string_view widthWhat, std::string_view heightWhat, Map& map) {
        const int width = record_.integer(widthWhat, 1, kMaxMapSide);
        const int height = record_.integer(heightWhat, 1, kMaxMapSide);
        map = Map(width, height);
    }
    // How many the list that follows holds, low..high; `each` (on this line)
    // or LineReader::each (on lines of their own) reads that many.
    template <class T>
    void count(std::string_view what, std::vector<T>& list, int low, int high) {
        counts_.counted(&list, record_.integer(what, low, high));
    }
    // The list's fields on this line, each read into a new element by
    // `walk(element)`; while it runs, `list` holds those read before.
    template <class T, class Walk>
    void each(std::vector<T>& list, Walk walk) {
        const int count = counts_.take(&list);
        for (int i = 0; i < count; ++i) {
            T element{};
            walk(element);
            list.push_back(std::move(element));
        }
    }
    // A check of what was read so far, beside the fields it checks: it may
    // fail at any field read (SaveRecord::failAtField). The writer skips it.
    template <class Check>
    void check(Check check) {
        check(std::as_const(record_));
    }
    // The class as the run's adventure plays it.
    void heroClass(std::string_view what, const HeroClass*& heroClass,
                   const DungeonPlan& adventure) {
        const std::string_view id = record_.word(what);
        heroClass = rules_.heroClass(id, adventure);
        if (heroClass == nullptr) {
            record_.failField("unknown class \"" + std::string(id) + "\"");
        }
    }
    void monsterKind(std::string_view what, const MonsterKind*& kind) {
        const std::string_view id = record_.word(what);
        kind = rules_.monster(id);
        if (kind == nullptr) {
            record_.failField("unknown monster \"" + std::string(id) + "\"");
        }
    }
    void personKind(std::string_view what, const PersonKind*& kind) {
        const std::string_view id = record_.word(what);
        kind = rules_.person(id);
        if (kind == nullptr) {
            record_.failField("unknown person \"" + std::string(id) + "\"");
        }
    }
    void questKind(std::string_view what, const QuestKind*& kind) {
        const std::string_view id = record_.word(what);
        kind = rules_.quest(id);
        if (kind == nullptr) {
            record_.failField("unknown quest \"" + std::string(id) + "\"");
        }
    }
    void skill(std::string_view what, const Skill*& skill) {
        const std::string_view id = record_.word(what);
        skill = rules_.skill(id);
        if (skill == nullptr) {
            record_.failField("unknown skill \"" + std::string(id) + "\"");
        }
    }
    void adventure(std::string_view what, const DungeonPlan*& plan) {
        const std::string_view id = record_.word(what);
        plan = rules_.adventure(id);
        if (plan == nullptr) {
            record_.failField("unknown adventure \"" + std::string(id) + "\"");
        }
    }
    // A snake_case id the rules need not know (a marker's).
    void id(std::string_view what, std::string& value) {
        value = std::string(record_.word(what));
        const bool snakeCase = std::ranges::all_of(value, [](char c) {
            return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
        });
        if (!snakeCase) {
            record_.failField(std::string(what) + " is snake_case letters, digits and _");
        }
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
    void gender(std::string_view what, HeroGender& gender) {
        const std::string_view word = record_.word(what);
        const std::optional<HeroGender> parsed = genderNamed(word);
        if (!parsed) {
            record_.failField("unknown gender \"" + std::string(word) + "\" (female or male)");
        }
        gender = *parsed;
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
    // A property's word, or "none"; one the kind cannot hold is refused.
    void property(std::string_view what, std::optional<Property>& property, const ItemKind& kind) {
        const std::string_view word = record_.word(what);
        if (word == "none") {
            property.reset();
            return;
        }
        property = propertyOfWord(word);
        if (!property) {
            record_.failField("unknown property \"" + std::string(word) + "\"");
        }
        if (!takesProperty(kind, *property)) {
            record_.failField("a " + kind.id + " cannot hold the property \"" + std::string(word) +
                              "\"");
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
    const Map& map_;
    ListCounts& counts_;
};

}  // namespace delve
