#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "keep/said_arguments.h"
#include "keep/said_codec.h"

namespace delve {
namespace {

// The arguments saidArguments declares, by key, and whether each is free text.
struct DeclaredArgument {
    std::string key;
    bool freeText = false;
};

class ListingArguments {
  public:
    void word(std::string_view key, const std::string&, KnownWord) {
        listed.push_back({std::string(key)});
    }
    void number(std::string_view key, int) { listed.push_back({std::string(key)}); }
    void text(std::string_view key, const std::string&) {
        listed.push_back({std::string(key), true});
    }

    std::vector<DeclaredArgument> listed;
};

std::vector<DeclaredArgument> declaredArguments() {
    const MessageArguments none;
    ListingArguments listing;
    saidArguments(listing, none);
    return listing.listed;
}

// Gives the arguments `wanted` picks a value of their kind, one a reader
// without rules takes: a word its check knows, a number, words with spaces.
class GivingArguments {
  public:
    explicit GivingArguments(std::function<bool(const DeclaredArgument&)> wanted)
        : wanted_(std::move(wanted)) {}

    void word(std::string_view key, std::string& value, KnownWord known) {
        if (wanted_({std::string(key)})) {
            for (const char* candidate : {"rat", "poisoned", "pit"}) {
                if (known(candidate, nullptr)) {
                    value = candidate;
                    return;
                }
            }
            ADD_FAILURE() << "no sample word for " << key;
        }
    }
    void number(std::string_view key, int& value) {
        if (wanted_({std::string(key)})) {
            value = 7;
        }
    }
    void text(std::string_view key, std::string& value) {
        if (wanted_({std::string(key), true})) {
            value = "The Dripping Vaults";
        }
    }

  private:
    std::function<bool(const DeclaredArgument&)> wanted_;
};

Said saidWith(std::function<bool(const DeclaredArgument&)> wanted) {
    Said said{MessageId::KilledBy, {}};
    GivingArguments giving(std::move(wanted));
    saidArguments(giving, said.arguments);
    return said;
}

Said readBack(const std::string& line) {
    SaveRecord record(line, "said", 1);
    return readSaid(record, nullptr);
}

TEST(SaidArguments, EveryArgumentDeclaredIsWrittenUnderItsKeyAndReadBack) {
    const std::vector<DeclaredArgument> declared = declaredArguments();
    ASSERT_FALSE(declared.empty());
    for (const DeclaredArgument& argument : declared) {
        const Said said =
            saidWith([&](const DeclaredArgument& each) { return each.key == argument.key; });
        ASSERT_NE(said.arguments, MessageArguments{}) << argument.key;
        const std::string line = saidFields(said);
        EXPECT_NE(line.find(" " + argument.key + "="), std::string::npos) << line;
        EXPECT_EQ(readBack(line), said) << line;
    }
}

// Free text runs to the end of the line, so a line holds one at most.
TEST(SaidArguments, EveryWordAndNumberWithAFreeTextReadBackTogether) {
    for (const DeclaredArgument& text : declaredArguments()) {
        if (!text.freeText) {
            continue;
        }
        const Said said = saidWith(
            [&](const DeclaredArgument& each) { return !each.freeText || each.key == text.key; });
        EXPECT_EQ(readBack(saidFields(said)), said) << saidFields(said);
    }
}

TEST(SaidArguments, AnArgumentOutOfItsDeclaredPlaceIsRefusedNamingThemAll) {
    try {
        readBack("killed_by number=2 monster=rat");
        FAIL() << "an argument out of its place was read";
    } catch (const SaveError& error) {
        EXPECT_NE(std::string(error.what())
                      .find("expected monster=, condition=, trap=, item=, look=, person=, "
                            "quest=, skill=, number=, floor= or text=, once each and in that "
                            "order, not \"monster=rat\""),
                  std::string::npos)
            << error.what();
    }
}

}  // namespace
}  // namespace delve
