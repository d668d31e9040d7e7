#include "serve/database_keeper.h"

#include <utility>

#include "keep/save_codec.h"
#include "keep/sealed_lines.h"
#include "keep/state_hash.h"
#include "ui/keeping/journal.h"

namespace delve {

DatabaseKeeper::DatabaseKeeper(Database& database, std::int64_t account, RulesPtr rules)
    : database_(database), account_(account), rules_(std::move(rules)) {}

std::optional<std::string> DatabaseKeeper::column(const char* name) {
    Statement query =
        database_.prepare(std::string("SELECT ") + name + " FROM runs WHERE account = ?");
    query.bind(1, account_);
    if (!query.step() || query.isNull(0)) {
        return std::nullopt;
    }
    return query.text(0);
}

std::optional<KeptRun> DatabaseKeeper::savedRun() {
    const std::optional<std::string> text = column("save");
    if (!text) {
        return std::nullopt;
    }
    KeptRun kept{loadGame(*text, "the save of account " + std::to_string(account_), rules_),
                 {},
                 std::nullopt};
    readJournal(kept);
    return kept;
}

void DatabaseKeeper::readJournal(KeptRun& kept) {
    Statement lines =
        database_.prepare("SELECT line, text FROM journal_lines WHERE account = ? ORDER BY line");
    lines.bind(1, account_);
    std::string text;
    std::int64_t last = -1;
    while (lines.step()) {
        last = lines.integer(0);
        text += lines.text(1);
    }
    nextLine_ = last + 1;
    journalOpen_ = last >= 0;
    if (text.empty()) {
        return;
    }
    try {
        Journal read =
            delve::readJournal(text, "the journal of account " + std::to_string(account_),
                               stateHash(kept.game), rules_);
        if (read.followsAnotherSave) {
            keepJournal(text);
            journalOpen_ = false;
            return;
        }
        kept.journal = std::move(read.entries);
    } catch (const std::exception& error) {
        kept.journal.clear();
        keepJournal(text);
        journalOpen_ = false;
        kept.journalProblem = std::string(error.what()) + "; it is kept in the database";
    }
}

void DatabaseKeeper::keepJournal(const std::string& text) {
    Database::Change change(database_);
    database_.prepare("INSERT INTO kept_journals(account, text) VALUES (?, ?)")
        .bind(1, account_)
        .bind(2, text)
        .run();
    database_.prepare("DELETE FROM journal_lines WHERE account = ?").bind(1, account_).run();
    change.commit();
}

void DatabaseKeeper::save(const Game& game) {
    const std::string text = saveGame(game);
    Database::Change change(database_);
    database_
        .prepare(
            "INSERT INTO runs(account, save) VALUES (?, ?) "
            "ON CONFLICT(account) DO UPDATE SET save = excluded.save")
        .bind(1, account_)
        .bind(2, text)
        .run();
    database_.prepare("DELETE FROM journal_lines WHERE account = ?").bind(1, account_).run();
    database_.prepare("INSERT INTO journal_lines(account, line, text) VALUES (?, 0, ?)")
        .bind(1, account_)
        .bind(2, journalHeader(stateHashOfSave(text)))
        .run();
    change.commit();
    nextLine_ = 1;
    journalOpen_ = true;
}

void DatabaseKeeper::journal(std::string_view lines) {
    if (!journalOpen_) {
        return;  // as a journal file that could not be begun: until the next save
    }
    database_.prepare("INSERT INTO journal_lines(account, line, text) VALUES (?, ?, ?)")
        .bind(1, account_)
        .bind(2, nextLine_)
        .bind(3, sealLines(lines))
        .run();
    ++nextLine_;
}

void DatabaseKeeper::setAside(const Game& game) {
    database_
        .prepare(
            "INSERT INTO runs(account, aside) VALUES (?, ?) "
            "ON CONFLICT(account) DO UPDATE SET aside = excluded.aside")
        .bind(1, account_)
        .bind(2, saveGame(game))
        .run();
}

std::optional<Game> DatabaseKeeper::takeAside() {
    const std::optional<std::string> text = column("aside");
    if (!text) {
        return std::nullopt;
    }
    return loadGame(*text, "the copy set aside of account " + std::to_string(account_), rules_);
}

void DatabaseKeeper::runEnded(const Game&) {
    forgetAll();
}

void DatabaseKeeper::abandonSavedRun() {
    forgetAll();
}

void DatabaseKeeper::forgetAll() {
    Database::Change change(database_);
    database_.prepare("DELETE FROM runs WHERE account = ?").bind(1, account_).run();
    database_.prepare("DELETE FROM journal_lines WHERE account = ?").bind(1, account_).run();
    change.commit();
    journalOpen_ = false;
}

}  // namespace delve
