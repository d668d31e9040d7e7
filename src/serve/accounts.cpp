#include "serve/accounts.h"

#include <sodium.h>

#include <array>
#include <stdexcept>

namespace delve {

namespace {

constexpr std::size_t kTokenBytes = 32;

void needSodium() {
    if (sodium_init() < 0) {
        throw std::runtime_error("libsodium could not be started");
    }
}

// The token as the browser holds it: hex digits.
std::string hexOf(const unsigned char* bytes, std::size_t size) {
    std::string hex(size * 2 + 1, '\0');
    sodium_bin2hex(hex.data(), hex.size(), bytes, size);
    hex.pop_back();
    return hex;
}

// What is kept of a token: its BLAKE2b hash, or nothing for a string that
// is not a token at all.
std::optional<std::string> keptFormOf(std::string_view token) {
    std::array<unsigned char, kTokenBytes> bytes{};
    std::size_t length = 0;
    if (token.size() != kTokenBytes * 2 ||
        sodium_hex2bin(bytes.data(), bytes.size(), token.data(), token.size(), nullptr, &length,
                       nullptr) != 0 ||
        length != kTokenBytes) {
        return std::nullopt;
    }
    std::array<unsigned char, crypto_generichash_BYTES> hashed{};
    crypto_generichash(hashed.data(), hashed.size(), bytes.data(), bytes.size(), nullptr, 0);
    return std::string(reinterpret_cast<const char*>(hashed.data()), hashed.size());
}

bool isNameLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_';
}

}  // namespace

PasswordCost PasswordCost::interactive() {
    return {crypto_pwhash_OPSLIMIT_INTERACTIVE, crypto_pwhash_MEMLIMIT_INTERACTIVE};
}

PasswordCost PasswordCost::least() {
    return {crypto_pwhash_OPSLIMIT_MIN, crypto_pwhash_MEMLIMIT_MIN};
}

std::string hashPassword(std::string_view password, PasswordCost cost) {
    needSodium();
    std::array<char, crypto_pwhash_STRBYTES> hashed{};
    if (crypto_pwhash_str_alg(hashed.data(), password.data(), password.size(), cost.operations,
                              cost.memory, crypto_pwhash_ALG_ARGON2ID13) != 0) {
        throw std::runtime_error("out of memory hashing a password");
    }
    return std::string(hashed.data());
}

bool passwordMatches(std::string_view hashed, std::string_view password) {
    needSodium();
    const std::string terminated(hashed);
    return crypto_pwhash_str_verify(terminated.c_str(), password.data(), password.size()) == 0;
}

std::optional<std::string> Accounts::badName(std::string_view name) {
    if (name.size() < 2 || name.size() > 20) {
        return "a name is 2 to 20 letters long";
    }
    for (const char c : name) {
        if (!isNameLetter(c)) {
            return "a name holds only the letters A-Z and a-z (\"Ada\" and \"ada\" are one "
                   "name), digits, '-' and '_'";
        }
    }
    return std::nullopt;
}

std::optional<std::string> Accounts::badPassword(std::string_view password) {
    if (password.size() < 8 || password.size() > 128) {
        return "a password is 8 to 128 characters long";
    }
    return std::nullopt;
}

std::optional<Account> Accounts::create(std::string_view name, const std::string& hashed,
                                        std::int64_t now) {
    if (find(name)) {
        return std::nullopt;
    }
    database_.prepare("INSERT INTO accounts(name, password, created) VALUES (?, ?, ?)")
        .bind(1, name)
        .bind(2, hashed)
        .bind(3, now)
        .run();
    return Account{database_.lastInsertedRow(), std::string(name)};
}

std::optional<std::pair<Account, std::string>> Accounts::find(std::string_view name) {
    Statement query = database_.prepare("SELECT id, name, password FROM accounts WHERE name = ?");
    query.bind(1, name);
    if (!query.step()) {
        return std::nullopt;
    }
    return std::pair{Account{query.integer(0), query.text(1)}, query.text(2)};
}

std::string Accounts::beginLogin(const Account& account, std::int64_t now, int days) {
    needSodium();
    std::array<unsigned char, kTokenBytes> bytes{};
    randombytes_buf(bytes.data(), bytes.size());
    const std::string token = hexOf(bytes.data(), bytes.size());
    database_.prepare("INSERT INTO logins(token, account, expires) VALUES (?, ?, ?)")
        .bindBlob(1, *keptFormOf(token))
        .bind(2, account.id)
        .bind(3, now + std::int64_t{days} * 24 * 60 * 60)
        .run();
    return token;
}

std::optional<Account> Accounts::accountOfLogin(std::string_view token, std::int64_t now) {
    const auto kept = keptFormOf(token);
    if (!kept) {
        return std::nullopt;
    }
    Statement query = database_.prepare(
        "SELECT accounts.id, accounts.name FROM logins JOIN accounts ON accounts.id = "
        "logins.account WHERE logins.token = ? AND logins.expires > ?");
    query.bindBlob(1, *kept).bind(2, now);
    if (!query.step()) {
        return std::nullopt;
    }
    return Account{query.integer(0), query.text(1)};
}

void Accounts::endLogin(std::string_view token) {
    if (const auto kept = keptFormOf(token)) {
        database_.prepare("DELETE FROM logins WHERE token = ?").bindBlob(1, *kept).run();
    }
}

}  // namespace delve
