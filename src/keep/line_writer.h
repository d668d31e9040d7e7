#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "keep/run_lines.h"
#include "keep/said_codec.h"
#include "keep/save_codec.h"
#include "keep/save_mind.h"

namespace delve {

// Writes the fields saved_fields.h and run_lines.h declare, each after a
// space. Bounds and checks are the reader's: what the game holds is in
// them.
class FieldWriter {
  public:
    explicit FieldWriter(std::ostream& out) : out_(out) {}

    int version() const { return kSaveFormatVersion; }
    void number(std::string_view, int value, int, int) { out_ << ' ' << value; }
    void unsignedNumber(std::string_view, std::uint64_t value) { out_ << ' ' << value; }
    void x(std::string_view, int value) { out_ << ' ' << value; }
    void y(std::string_view, int value) { out_ << ' ' << value; }
    void flag(std::string_view, bool value) { out_ << ' ' << (value ? 1 : 0); }
    void text(std::string_view, const std::string& text) { out_ << ' ' << checkedText(text); }
    void said(std::string_view, const Said& said) { out_ << ' ' << saidFields(said); }
    // Only formats before 4 kept English text; the writer never comes here.
    void englishText(std::string_view, const Said& said) {
        out_ << ' ' << checkedText(said.arguments.text);
    }
    void mapSize(std::string_view, std::string_view, const Map& map) {
        out_ << ' ' << map.width() << ' ' << map.height();
    }
    void heroClass(std::string_view, const HeroClass* heroClass, const DungeonPlan&) {
        out_ << ' ' << heroClass->id;
    }
    void monsterKind(std::string_view, const MonsterKind* kind) { out_ << ' ' << kind->id; }
    void personKind(std::string_view, const PersonKind* kind) { out_ << ' ' << kind->id; }
    void questKind(std::string_view, const QuestKind* kind) { out_ << ' ' << kind->id; }
    void skill(std::string_view, const Skill* skill) { out_ << ' ' << skill->id; }
    void id(std::string_view, const std::string& id) { out_ << ' ' << id; }
    void adventure(std::string_view, const DungeonPlan*& plan) { out_ << ' ' << plan->id; }
    void mind(std::string_view, MonsterMind mind) { out_ << ' ' << mindWord(mind); }
    void trapKind(std::string_view, TrapKind kind) { out_ << ' ' << trapWord(kind); }
    void itemKind(std::string_view, const ItemKind* kind) { out_ << ' ' << kind->id; }
    void itemLook(std::string_view, const ItemLook* look) { out_ << ' ' << look->id; }
    void equipSlot(std::string_view, EquipSlot slot) { out_ << ' ' << equipSlotWord(slot); }
    void property(std::string_view, const std::optional<Property>& property, const ItemKind&) {
        out_ << ' ' << (property ? propertyWord(*property) : std::string_view("none"));
    }
    void terrain(std::string_view, Terrain terrain) { out_ << ' ' << terrainInfo(terrain).symbol; }
    void gender(std::string_view, HeroGender gender) { out_ << ' ' << genderWord(gender); }
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
    template <class T>
    void count(std::string_view, const std::vector<T>& list, int, int) {
        out_ << ' ' << list.size();
    }
    template <class T, class Walk>
    void each(std::vector<T>& list, Walk walk) {
        for (T& element : list) {
            walk(element);
        }
    }
    template <class Check>
    void check(Check) {}

  private:
    std::ostream& out_;
};

// Writes a save by walking the declaration of its lines (runLines in
// run_lines.h), every line of today's format, each ending in "\n".
class LineWriter {
  public:
    explicit LineWriter(std::ostream& out) : out_(out), fields_(out) {}

    int version() const { return kSaveFormatVersion; }

    template <class Walk>
    void line(std::string_view keyword, AddedIn, Walk walk) {
        out_ << keyword;
        walk(fields_);
        out_ << '\n';
    }
    template <class T, class Walk>
    void each(std::string_view keyword, std::vector<T>& list, Walk walk) {
        for (T& element : list) {
            out_ << keyword;
            walk(fields_, element);
            out_ << '\n';
        }
    }
    template <class CellCheck>
    void terrainRows(const Map& map, CellCheck) {
        for (int y = 0; y < map.height(); ++y) {
            for (int x = 0; x < map.width(); ++x) {
                out_ << terrainInfo(map.terrain({x, y})).symbol;
            }
            out_ << '\n';
        }
    }
    void seenRows(const Map& map) {
        for (int y = 0; y < map.height(); ++y) {
            for (int x = 0; x < map.width(); ++x) {
                out_ << (map.isExplored({x, y}) ? '1' : '0');
            }
            out_ << '\n';
        }
    }
    // Each element of `list` as lines of its own, by `walk(element)`.
    template <class T, class Walk>
    void blocks(std::vector<T>& list, Walk walk) {
        for (T& element : list) {
            walk(element);
        }
    }
    void onMap(const Map&) {}
    template <class Check>
    void recheck(std::string_view, Check) {}
    template <class Action>
    void ifSavedBefore(int, Action) {}

  private:
    std::ostream& out_;
    FieldWriter fields_;
};

}  // namespace delve
