#include <algorithm>
#include <array>
#include <span>
#include <string>
#include <string_view>

#include "content/content_entries.h"
#include "content/entry_reader.h"
#include "content/rules_loader.h"
#include "content/toml_values.h"

namespace delve {

namespace {

// What a light may come from: the hero, a fixture of the floor, or a kind
// of monster, item or terrain.
constexpr std::array<std::string_view, 6> kSources = {"hero",    "torch", "fungus",
                                                      "monster", "item",  "terrain"};

constexpr std::array<std::string_view, 8> kEveryField = {"from",  "colour", "reach",  "strength",
                                                         "shade", "drawn",  "one_in", "kind"};
constexpr std::array<std::string_view, 5> kHeroFields = {"from", "colour", "reach", "strength",
                                                         "shade"};
constexpr std::array<std::string_view, 6> kFixtureFields = {"from",     "colour", "reach",
                                                            "strength", "drawn",  "one_in"};
constexpr std::array<std::string_view, 5> kKindFields = {"from", "colour", "reach", "strength",
                                                         "kind"};

// The farthest a light reaches: past this its fading is lost in the dark,
// and lighting a turn would cost more than it shows.
constexpr int kFarthestReach = 12;

Light readLight(const EntryReader& fields) {
    return Light{fields.colour("colour"), fields.wholeNumber("reach", 1, kFarthestReach),
                 fields.wholeNumber("strength", 1, 200)};
}

// Terrain as the data names it: its name with underscores ("stairs_down").
std::string terrainWord(Terrain terrain) {
    std::string word(terrainInfo(terrain).name);
    std::ranges::replace(word, ' ', '_');
    return word;
}

std::optional<Terrain> terrainOfWord(std::string_view word) {
    for (std::size_t i = 0; i < static_cast<std::size_t>(Terrain::Count); ++i) {
        if (terrainWord(static_cast<Terrain>(i)) == word) {
            return static_cast<Terrain>(i);
        }
    }
    return std::nullopt;
}

std::vector<std::string_view> terrainWords(std::vector<std::string>& words) {
    for (std::size_t i = 0; i < static_cast<std::size_t>(Terrain::Count); ++i) {
        words.push_back(terrainWord(static_cast<Terrain>(i)));
    }
    return {words.begin(), words.end()};
}

class LightReader {
  public:
    LightReader(const std::string& source, const Rules& rules) : source_(source), rules_(rules) {}

    void read(const ContentEntry& entry, Lights& into) {
        const EntryReader all(*entry.table, entry.id, source_, kEveryField);
        const std::string from = all.word("from", kSources);
        if (from == "hero") {
            const EntryReader fields = all.narrowed(kHeroFields);
            once(into.hero.has_value(), entry, "the hero");
            into.hero = readLight(fields);
            into.shade = fields.wholeNumber("shade", 0, 100);
        } else if (from == "torch" || from == "fungus") {
            const EntryReader fields = all.narrowed(kFixtureFields);
            const Fixture which = from == "torch" ? Fixture::Torch : Fixture::Fungus;
            auto& fixture = into.fixtures[static_cast<std::size_t>(which)];
            once(fixture.has_value(), entry, from);
            fixture = FixtureLight{readLight(fields), fields.colour("drawn"),
                                   fields.wholeNumber("one_in", 1, 10000)};
        } else if (from == "terrain") {
            const EntryReader fields = all.narrowed(kKindFields);
            std::vector<std::string> names;
            const std::string word = fields.word("kind", terrainWords(names));
            auto& light = into.terrain[static_cast<std::size_t>(*terrainOfWord(word))];
            once(light.has_value(), entry, word);
            light = readLight(fields);
        } else {
            const EntryReader fields = all.narrowed(kKindFields);
            const bool monster = from == "monster";
            const std::string kind = fields.text("kind", 60);
            const bool known =
                monster ? rules_.monster(kind) != nullptr : rules_.item(kind) != nullptr;
            if (!known) {
                fields.failAt("kind", "no " + from + " is called \"" + kind + "\"");
            }
            std::vector<KindLight>& lights = monster ? into.monsters : into.items;
            once(lightOfKind(lights, kind) != nullptr, entry, kind);
            lights.push_back({kind, readLight(fields)});
        }
    }

  private:
    // A thing gives one light: a second is refused at its entry.
    void once(bool already, const ContentEntry& entry, std::string_view what) const {
        if (already) {
            throw errorAt(source_, entry.table->source(),
                          "[" + entry.id + "]: " + std::string(what) + " already has a light");
        }
    }

    const std::string& source_;
    const Rules& rules_;
};

}  // namespace

void parseLights(std::string_view toml, const std::string& source, Rules& into) {
    const toml::table document = parseToml(toml, source);
    Lights read;
    LightReader reader(source, into);
    for (const ContentEntry& entry : entriesOf(document, source, "light", "torch")) {
        reader.read(entry, read);
    }
    into.lights = std::move(read);
}

}  // namespace delve
