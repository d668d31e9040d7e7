#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "serve/database.h"

namespace delve {

// How much work and memory hashing one password takes (argon2id). The
// server uses libsodium's "interactive" limits; tests use its least, which
// are as correct and a hundred times quicker.
struct PasswordCost {
    unsigned long long operations = 0;
    std::size_t memory = 0;
    static PasswordCost interactive();
    static PasswordCost least();
};

// Hashes a password with argon2id and a random salt, into the string
// libsodium verifies (which holds the salt and the cost). Slow by design,
// and safe on any thread: the server does it off the games' thread.
std::string hashPassword(std::string_view password, PasswordCost cost);
bool passwordMatches(std::string_view hashed, std::string_view password);

struct Account {
    std::int64_t id = 0;
    std::string name;
};

// The accounts and their logins. A password is never kept nor logged: only
// its argon2id hash. A login is a random token the browser holds in a
// cookie; only a hash of it is kept, so the file alone lets nobody in.
class Accounts {
  public:
    explicit Accounts(Database& database) : database_(database) {}

    // Why a name or a password cannot be used, or nothing when it can.
    // A name is 2 to 20 letters, digits, '-' or '_' (ASCII: it is shown to
    // everyone in the lobby); a password 8 to 128 bytes.
    static std::optional<std::string> badName(std::string_view name);
    static std::optional<std::string> badPassword(std::string_view password);

    // A new account with a password hashed by hashPassword; nothing when
    // the name is taken (whatever its letters' case).
    std::optional<Account> create(std::string_view name, const std::string& hashed,
                                  std::int64_t now);
    // The account of that name and its password's hash.
    std::optional<std::pair<Account, std::string>> find(std::string_view name);

    // Begins a login for `days`: the token to give the browser.
    std::string beginLogin(const Account& account, std::int64_t now, int days = 30);
    // Whose login the token is, while it has not run out.
    std::optional<Account> accountOfLogin(std::string_view token, std::int64_t now);
    void endLogin(std::string_view token);

  private:
    Database& database_;
};

}  // namespace delve
