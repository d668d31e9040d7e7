#include <algorithm>
#include <array>
#include <string_view>
#include <vector>

#include "content/content_entries.h"
#include "content/entry_reader.h"
#include "content/name_reader.h"
#include "content/rules_loader.h"
#include "content/toml_values.h"

namespace delve {

namespace {

constexpr std::array<std::string_view, 4> kLookFields = {"for", "name", "plural", "colour"};
static_assert(kNameKeys == std::array<std::string_view, 2>{"name", "plural"});

// Only potions and scrolls are disguised.
constexpr std::array<std::string_view, 2> kDisguised = {"potion", "scroll"};

}  // namespace

void parseLooks(std::string_view toml, const std::string& source, Rules& into) {
    const toml::table document = parseToml(toml, source);
    std::vector<ItemLook> read;
    for (const ContentEntry& entry : entriesOf(document, source, "look", "amber")) {
        const bool twice = into.look(entry.id) != nullptr ||
                           std::any_of(read.begin(), read.end(),
                                       [&](const ItemLook& look) { return look.id == entry.id; });
        if (twice) {
            throw errorAt(source, entry.table->source(),
                          "the look [" + entry.id + "] is already defined");
        }
        const EntryReader fields(*entry.table, entry.id, source, kLookFields);
        ItemLook look;
        look.id = entry.id;
        look.itemClass = *itemClassOfWord(fields.word("for", kDisguised));
        look.name = readName(fields, 60);
        look.colour = fields.colour("colour");
        read.push_back(std::move(look));
    }
    // Each disguised kind wears a look of its own in a run, so there must be
    // at least as many looks as kinds (the items are read first).
    for (std::string_view word : kDisguised) {
        const ItemClass itemClass = *itemClassOfWord(word);
        const auto forClass = [&](const ItemLook& look) { return look.itemClass == itemClass; };
        const auto kinds = std::ranges::count_if(
            into.items, [&](const ItemKind& kind) { return kind.itemClass == itemClass; });
        const auto looks =
            std::ranges::count_if(into.looks, forClass) + std::ranges::count_if(read, forClass);
        if (looks < kinds) {
            throw ContentError(source, 1, 1,
                               std::string(word) + " kinds: " + std::to_string(kinds) + ", " +
                                   std::string(word) + " looks: " + std::to_string(looks) +
                                   "; each kind needs a look of its own");
        }
    }
    into.looks.insert(into.looks.end(), read.begin(), read.end());
}

}  // namespace delve
