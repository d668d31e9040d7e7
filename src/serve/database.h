#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace delve {

// What the database said when it could not do what was asked.
class DatabaseError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

class Statement;

// The server's one SQLite file: accounts, logins, every account's run and
// records. Written ahead (WAL), so a kill never leaves it half-changed:
// each change is whole or not there.
class Database {
  public:
    // Opens the file (made when absent) and makes the tables it lacks.
    // Throws DatabaseError, naming the file. With `mostBytes`, the file
    // grows no larger: a change that would need more is refused as on a
    // full disk (the size it has already is kept, whatever it is).
    explicit Database(const std::filesystem::path& file,
                      std::optional<std::int64_t> mostBytes = std::nullopt);
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    // Runs statements that take no values and return no rows.
    void execute(const char* sql);
    Statement prepare(std::string_view sql);
    std::int64_t lastInsertedRow() const;
    // How many rows the last change touched.
    int changes() const;

    // Makes every change inside it one: all are kept when it ends by
    // commit(), none when it ends otherwise (a throw).
    class Change {
      public:
        explicit Change(Database& database);
        ~Change();
        Change(const Change&) = delete;
        Change& operator=(const Change&) = delete;
        void commit();

      private:
        Database& database_;
        bool done_ = false;
    };

  private:
    friend class Statement;
    [[noreturn]] void fail(const std::string& doing) const;

    sqlite3* handle_ = nullptr;
    std::string file_;
};

// One prepared statement: values bound by their place (from 1), then run a
// row at a time.
class Statement {
  public:
    Statement(Database& database, sqlite3_stmt* statement);
    ~Statement();
    Statement(Statement&& other) noexcept;
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
    Statement& operator=(Statement&&) = delete;

    Statement& bind(int place, std::int64_t value);
    Statement& bind(int place, std::string_view text);
    Statement& bindBlob(int place, std::string_view bytes);
    Statement& bindNull(int place);
    // The next row: true while there is one.
    bool step();
    // Runs a statement that returns no rows.
    void run();

    std::int64_t integer(int column) const;
    std::string text(int column) const;
    bool isNull(int column) const;

  private:
    Database* database_;
    sqlite3_stmt* statement_;
};

}  // namespace delve
