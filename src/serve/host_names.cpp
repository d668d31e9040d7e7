#include "serve/host_names.h"

#include <algorithm>
#include <cctype>

#include <boost/asio/ip/address.hpp>

namespace delve {

namespace {

std::string lowered(std::string_view text) {
    std::string low(text);
    std::ranges::transform(low, low.begin(),
                           [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return low;
}

bool writtenAsNumbers(const std::string& name) {
    boost::system::error_code error;
    boost::asio::ip::make_address(name, error);
    return !error;
}

}  // namespace

std::string hostName(std::string_view host) {
    if (host.starts_with('[')) {
        const auto close = host.find(']');
        return close == std::string_view::npos ? std::string() : lowered(host.substr(1, close - 1));
    }
    const auto colon = host.find(':');
    return lowered(host.substr(0, colon));
}

HostNames::HostNames(std::vector<std::string> names) {
    for (const std::string& name : names) {
        std::string bare = hostName(name);
        if (!bare.empty() && !writtenAsNumbers(bare)) {
            names_.push_back(std::move(bare));
        }
    }
}

bool HostNames::allows(std::string_view host) const {
    const std::string name = hostName(host);
    if (name.empty()) {
        return false;
    }
    return name == "localhost" || writtenAsNumbers(name) ||
           std::ranges::find(names_, name) != names_.end();
}

std::string HostNames::listed() const {
    std::string list = "localhost";
    for (const std::string& name : names_) {
        list += ", " + name;
    }
    return list + " or an address in numbers";
}

}  // namespace delve
