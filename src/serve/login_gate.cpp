#include "serve/login_gate.h"

namespace delve {

LoginGate::LoginGate(int perAddress, int perAccount, std::int64_t window)
    : byAddress_(perAddress, window),
      byAccountFromAddress_(perAccount, window),
      byAccount_(perAccount, window) {}

std::string LoginGate::pair(const std::string& account, const std::string& address) {
    // A newline is in no name and no address.
    return account + '\n' + address;
}

bool LoginGate::allows(const std::string& account, const std::string& address, std::int64_t now) {
    const std::string both = pair(account, address);
    if (!byAddress_.allows(address, now) || !byAccountFromAddress_.allows(both, now)) {
        return false;
    }
    return byAccount_.allows(account, now) || !byAccountFromAddress_.hasFailed(both, now);
}

void LoginGate::failed(const std::string& account, const std::string& address, std::int64_t now) {
    byAddress_.failed(address, now);
    byAccountFromAddress_.failed(pair(account, address), now);
    byAccount_.failed(account, now);
}

void LoginGate::succeeded(const std::string& account, const std::string& address) {
    byAccountFromAddress_.succeeded(pair(account, address));
}

}  // namespace delve
