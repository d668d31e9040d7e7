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

constexpr std::array<std::string_view, 4> kPersonFields = {"name", "plural", "glyph", "colour"};
static_assert(kNameKeys == std::array<std::string_view, 2>{"name", "plural"});

}  // namespace

void parsePeople(std::string_view toml, const std::string& source, Rules& into) {
    const toml::table document = parseToml(toml, source);
    std::vector<PersonKind> read;
    for (const ContentEntry& entry : entriesOf(document, source, "person", "blacksmith")) {
        const bool twice =
            into.person(entry.id) != nullptr ||
            std::ranges::any_of(read, [&](const PersonKind& kind) { return kind.id == entry.id; });
        if (twice) {
            throw errorAt(source, entry.table->source(),
                          "the person [" + entry.id + "] is already defined");
        }
        const EntryReader fields(*entry.table, entry.id, source, kPersonFields);
        PersonKind person;
        person.id = entry.id;
        person.name = readName(fields, 40);
        person.glyph = fields.glyph("glyph");
        person.colour = fields.colour("colour");
        read.push_back(std::move(person));
    }
    into.people.insert(into.people.end(), read.begin(), read.end());
}

}  // namespace delve
