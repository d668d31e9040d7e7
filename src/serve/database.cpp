#include "serve/database.h"

#include <algorithm>

#include <sqlite3.h>

#include <utility>

namespace delve {

namespace {

// The tables, made when the file is new; IF NOT EXISTS keeps an older file's.
constexpr const char* kTables = R"sql(
CREATE TABLE IF NOT EXISTS accounts(
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password TEXT NOT NULL,
    created INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS logins(
    token BLOB PRIMARY KEY,
    account INTEGER NOT NULL REFERENCES accounts(id),
    expires INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS runs(
    account INTEGER PRIMARY KEY REFERENCES accounts(id),
    save TEXT,
    aside TEXT);
CREATE TABLE IF NOT EXISTS journal_lines(
    account INTEGER NOT NULL REFERENCES accounts(id),
    line INTEGER NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY(account, line));
CREATE TABLE IF NOT EXISTS settings(
    account INTEGER PRIMARY KEY REFERENCES accounts(id),
    text TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS kept_journals(
    id INTEGER PRIMARY KEY,
    account INTEGER NOT NULL REFERENCES accounts(id),
    text TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS morgues(
    id INTEGER PRIMARY KEY,
    account INTEGER NOT NULL REFERENCES accounts(id),
    text TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS scores(
    id INTEGER PRIMARY KEY,
    account INTEGER NOT NULL REFERENCES accounts(id),
    line TEXT NOT NULL);
)sql";

}  // namespace

Database::Database(const std::filesystem::path& file, std::optional<std::int64_t> mostBytes)
    : file_(file.string()) {
    if (sqlite3_open_v2(file_.c_str(), &handle_,
                        SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                        nullptr) != SQLITE_OK) {
        const std::string why = handle_ != nullptr ? sqlite3_errmsg(handle_) : "out of memory";
        sqlite3_close(handle_);
        throw DatabaseError("cannot open the database " + file_ + ": " + why);
    }
    // A writer waits a moment for another rather than failing at once.
    sqlite3_busy_timeout(handle_, 5000);
    try {
        execute("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON;");
        execute(kTables);
        if (mostBytes) {
            Statement pageSize = prepare("PRAGMA page_size");
            pageSize.step();
            const std::int64_t pages = std::max<std::int64_t>(1, *mostBytes / pageSize.integer(0));
            execute(("PRAGMA max_page_count = " + std::to_string(pages)).c_str());
        }
    } catch (...) {
        sqlite3_close(handle_);
        throw;
    }
}

Database::~Database() {
    sqlite3_close(handle_);
}

void Database::fail(const std::string& doing) const {
    throw DatabaseError("the database " + file_ + " could not " + doing + ": " +
                        sqlite3_errmsg(handle_));
}

void Database::execute(const char* sql) {
    char* message = nullptr;
    if (sqlite3_exec(handle_, sql, nullptr, nullptr, &message) != SQLITE_OK) {
        const std::string why = message != nullptr ? message : "unknown error";
        sqlite3_free(message);
        throw DatabaseError("the database " + file_ + " could not run a statement: " + why);
    }
}

Statement Database::prepare(std::string_view sql) {
    sqlite3_stmt* statement = nullptr;
    if (sqlite3_prepare_v2(handle_, sql.data(), static_cast<int>(sql.size()), &statement,
                           nullptr) != SQLITE_OK) {
        fail("prepare a statement");
    }
    return Statement(*this, statement);
}

std::int64_t Database::lastInsertedRow() const {
    return sqlite3_last_insert_rowid(handle_);
}

int Database::changes() const {
    return sqlite3_changes(handle_);
}

Database::Change::Change(Database& database) : database_(database) {
    database_.execute("BEGIN IMMEDIATE");
}

Database::Change::~Change() {
    if (!done_) {
        sqlite3_exec(database_.handle_, "ROLLBACK", nullptr, nullptr, nullptr);
    }
}

void Database::Change::commit() {
    database_.execute("COMMIT");
    done_ = true;
}

Statement::Statement(Database& database, sqlite3_stmt* statement)
    : database_(&database), statement_(statement) {}

Statement::~Statement() {
    sqlite3_finalize(statement_);
}

Statement::Statement(Statement&& other) noexcept
    : database_(other.database_), statement_(std::exchange(other.statement_, nullptr)) {}

Statement& Statement::bind(int place, std::int64_t value) {
    if (sqlite3_bind_int64(statement_, place, value) != SQLITE_OK) {
        database_->fail("bind a value");
    }
    return *this;
}

Statement& Statement::bind(int place, std::string_view text) {
    if (sqlite3_bind_text64(statement_, place, text.data(), text.size(), SQLITE_TRANSIENT,
                            SQLITE_UTF8) != SQLITE_OK) {
        database_->fail("bind a text");
    }
    return *this;
}

Statement& Statement::bindBlob(int place, std::string_view bytes) {
    if (sqlite3_bind_blob64(statement_, place, bytes.data(), bytes.size(), SQLITE_TRANSIENT) !=
        SQLITE_OK) {
        database_->fail("bind bytes");
    }
    return *this;
}

Statement& Statement::bindNull(int place) {
    if (sqlite3_bind_null(statement_, place) != SQLITE_OK) {
        database_->fail("bind a null");
    }
    return *this;
}

bool Statement::step() {
    const int result = sqlite3_step(statement_);
    if (result == SQLITE_ROW) {
        return true;
    }
    if (result == SQLITE_DONE) {
        return false;
    }
    database_->fail("run a statement");
}

void Statement::run() {
    while (step()) {
    }
}

std::int64_t Statement::integer(int column) const {
    return sqlite3_column_int64(statement_, column);
}

std::string Statement::text(int column) const {
    const auto* bytes = sqlite3_column_text(statement_, column);
    const int size = sqlite3_column_bytes(statement_, column);
    return bytes != nullptr
               ? std::string(reinterpret_cast<const char*>(bytes), static_cast<std::size_t>(size))
               : std::string();
}

bool Statement::isNull(int column) const {
    return sqlite3_column_type(statement_, column) == SQLITE_NULL;
}

}  // namespace delve
