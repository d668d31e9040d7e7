#pragma once

#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game/rules.h"
#include "keep/field_reader.h"
#include "keep/list_counts.h"
#include "keep/run_lines.h"
#include "keep/save_fields.h"
#include "map/map.h"

namespace delve {

// Reads a save by walking the declaration of its lines (runLines in
// run_lines.h): each line is expected in turn, its fields read and checked
// by a FieldReader, and the lines a save of this version lacks are skipped.
class LineReader {
  public:
    LineReader(SaveLines& lines, int version, const Rules& rules, const Map& map)
        : lines_(lines), version_(version), rules_(rules), map_(&map) {}

    int version() const { return version_; }

    // A line of its own keyword, read by `walk(fields)`; skipped in a save
    // older than the format that added it.
    template <class Walk>
    void line(std::string_view keyword, AddedIn added, Walk walk) {
        if (version_ < added.version) {
            return;
        }
        SaveRecord record = lines_.expect(keyword);
        FieldReader fields(record, version_, rules_, *map_, counts_);
        walk(fields);
        record.done();
        read_.emplace(keyword, std::move(record));
    }

    // As many lines of `keyword` as the count before them said, each read
    // into a new element by `walk(fields, element)`; while it runs, `list`
    // holds the lines read before, for checks that compare with them.
    template <class T, class Walk>
    void each(std::string_view keyword, std::vector<T>& list, Walk walk) {
        const int count = counts_.take(&list);
        for (int i = 0; i < count; ++i) {
            SaveRecord record = lines_.expect(keyword);
            FieldReader fields(record, version_, rules_, *map_, counts_);
            T element{};
            walk(fields, element);
            record.done();
            list.push_back(std::move(element));
        }
    }

    // As many elements as the count before them said, each of lines of its
    // own read by `walk(element)` (a kept floor).
    template <class T, class Walk>
    void blocks(std::vector<T>& list, Walk walk) {
        const int count = counts_.take(&list);
        for (int i = 0; i < count; ++i) {
            list.emplace_back();
            walk(list.back());
        }
    }
    // The map the cells of the lines that follow lie on, bounding their x
    // and y.
    void onMap(const Map& map) { map_ = &map; }

    // The rows of the map's terrain, one symbol a cell, each cell checked by
    // `check(row, x, terrain)` too (a fault in it is at `row.failAt(x)`);
    // then the rows of what the hero has seen.
    using CellCheck = std::function<void(const SaveRecord& row, std::size_t x, Terrain terrain)>;
    void terrainRows(Map& map, const CellCheck& check);
    void seenRows(Map& map);

    // A check of a line read earlier, made once what follows it is read too
    // (the hero's cell, once the map is): `check(record)`.
    template <class Check>
    void recheck(std::string_view keyword, Check check) {
        const auto line = read_.find(keyword);
        if (line == read_.end()) {
            throw std::logic_error("no `" + std::string(keyword) + "` line was read to check");
        }
        check(std::as_const(line->second));
    }

    // What a save older than `version` means by lacking what it added.
    template <class Action>
    void ifSavedBefore(int version, Action action) {
        if (version_ < version) {
            action();
        }
    }

  private:
    SaveLines& lines_;
    int version_;
    const Rules& rules_;
    const Map* map_;
    ListCounts counts_;
    // The lines read that are not lists' elements, by keyword.
    std::map<std::string, SaveRecord, std::less<>> read_;
};

}  // namespace delve
