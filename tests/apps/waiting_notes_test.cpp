// The notes a game gives of its waits for the player (apps/waiting_notes.h),
// which the process tests wait on before they send a signal.
#include <gtest/gtest.h>

#include <string>

#include "support/scoped_environment.h"
#include "support/scripted_frontend.h"
#include "support/waiting_listener.h"
#include "waiting_notes.h"

namespace delve {
namespace {

using testing::ScriptedFrontend;
using testing::WaitingListener;

InputEvent key(char letter) {
    return InputEvent::keyPress(Key::of(static_cast<char32_t>(letter)));
}

TEST(WaitingNotes, AWaitIsNotedOnlyWhenNothingIsUnread) {
    WaitingListener listener;
    // The first wait finds a key already there; the second finds nothing at
    // once, is noted, then gets one.
    ScriptedFrontend inner({key('j'), std::nullopt, key('k')});
    WaitingNotes notes(inner, listener.gameEnd());
    ASSERT_TRUE(notes.nextEvent(-1));
    EXPECT_FALSE(listener.heardWaitingAfter(0, 0));
    ASSERT_TRUE(notes.nextEvent(-1));
    EXPECT_TRUE(listener.heardWaitingAfter(1, 0));
}

TEST(WaitingNotes, TheNoteCountsTheKeysRead) {
    WaitingListener listener;
    ScriptedFrontend inner({key('a'), key('b'), std::nullopt, key('c')});
    WaitingNotes notes(inner, listener.gameEnd());
    notes.nextEvent(-1);
    notes.nextEvent(-1);
    notes.nextEvent(-1);
    // "waiting 2", not 3: the key read after the note is not counted in it.
    EXPECT_FALSE(listener.heardWaitingAfter(3, 0));
}

TEST(WaitingNotes, ATimedWaitIsNotAWaitForThePlayer) {
    WaitingListener listener;
    ScriptedFrontend inner({std::nullopt});
    WaitingNotes notes(inner, listener.gameEnd());
    EXPECT_FALSE(notes.nextEvent(40));
    EXPECT_FALSE(listener.heardWaitingAfter(0, 0));
    EXPECT_EQ(inner.waits, std::vector<int>{40});
}

TEST(WaitingNotes, AListenerGoneAwayDoesNotEndTheGame) {
    WaitingListener listener;
    ScriptedFrontend inner({std::nullopt, key('j'), std::nullopt, key('k')});
    WaitingNotes notes(inner, listener.gameEnd());
    listener.keepGameEndOnly();  // no one reads: a pipe would raise SIGPIPE here
    EXPECT_TRUE(notes.nextEvent(-1));
    EXPECT_TRUE(notes.nextEvent(-1));
}

TEST(WaitingNotes, AValueNamingNoSocketIsIgnored) {
    ScriptedFrontend inner({});
    for (const char* value : {"", "x", "-1", "7a", "99999"}) {
        const testing::ScopedEnvironment asked(kWaitingNotesVariable, value);
        std::optional<WaitingNotes> notes;
        EXPECT_EQ(&notingWaitsIfAsked(inner, notes), &inner) << value;
        EXPECT_FALSE(notes.has_value()) << value;
    }
}

TEST(WaitingNotes, ASocketNamedIsNotedOn) {
    WaitingListener listener;
    ScriptedFrontend inner({std::nullopt, key('j')});
    const testing::ScopedEnvironment asked(kWaitingNotesVariable, listener.gameEndName().c_str());
    std::optional<WaitingNotes> notes;
    Frontend& shown = notingWaitsIfAsked(inner, notes);
    ASSERT_NE(&shown, &inner);
    shown.nextEvent(-1);
    EXPECT_TRUE(listener.heardWaitingAfter(0, 0));
}

}  // namespace
}  // namespace delve
