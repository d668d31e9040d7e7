// `delve serve-load`: many games at once against a server on loopback, each
// played by a scripted page over its own socket; reports how long a key
// takes to come back as changed cells, and the server's memory per game.
#include <algorithm>
#include <atomic>
#include <barrier>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include <unistd.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <nlohmann/json.hpp>

#include "command_line.h"
#include "content/rules_loader.h"
#include "option_checks.h"
#include "run_files.h"
#include "serve/loopback_client.h"
#include "serve/server.h"
#include "tool_registry.h"

namespace delve {
namespace {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using Clock = std::chrono::steady_clock;

constexpr auto kThinking = std::chrono::milliseconds(200);
constexpr std::string_view kLoadUsage = "delve serve-load [--games N] [--keys K]";

// The process's resident memory in KiB, from /proc.
long residentKib() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.starts_with("VmRSS:")) {
            return std::stol(line.substr(6));
        }
    }
    return 0;
}

// One scripted page: joins, takes the start screens' offers, then presses
// `keys` searches one after another, 200 ms apart, timing each from the key sent to the
// first message back. A hero may die on the way: a key then changes
// nothing and nothing comes back, so a page that hears nothing for two
// seconds stops there (and says so in `stopped`).
void playOne(unsigned short port, const std::string& cookie, int keys, std::barrier<>& allJoined,
             std::vector<double>& latencies, bool& stopped) {
    net::io_context io;
    LoopbackSocket page(io);
    beast::error_code refused;
    openLoopbackSocket(page, port, "/socket?columns=80&rows=24", loopbackOrigin(port), cookie,
                       refused);
    if (refused) {
        throw std::runtime_error("opening a page's socket: " + refused.message());
    }
    beast::flat_buffer buffer;
    // The next message, waited for at most two seconds.
    const auto next = [&] {
        buffer.consume(buffer.size());
        bool read = false;
        page.async_read(buffer, [&read](beast::error_code error, std::size_t) { read = !error; });
        io.restart();
        io.run_for(std::chrono::seconds(2));
        if (!read) {
            throw std::runtime_error("nothing came back");
        }
    };
    const auto press = [&](std::string_view token) {
        page.write(net::buffer(nlohmann::json{{"type", "key"}, {"key", token}}.dump()));
    };
    try {
        next();  // the whole screen
        for (int i = 0; i < 3; ++i) {
            press("<Enter>");
            next();
        }
    } catch (const std::runtime_error&) {
        stopped = true;
        allJoined.arrive_and_drop();
        return;
    }
    allJoined.arrive_and_wait();
    allJoined.arrive_and_wait();  // memory measured
    try {
        for (int i = 0; i < keys; ++i) {
            const Clock::time_point sent = Clock::now();
            press("s");
            next();
            latencies.push_back(
                std::chrono::duration<double, std::milli>(Clock::now() - sent).count());
            // A quick player: five keys a second.
            std::this_thread::sleep_for(kThinking);
        }
        page.close(websocket::close_code::normal);
    } catch (const std::runtime_error&) {
        stopped = true;
    }
}

double percentile(std::vector<double> values, double p) {
    std::ranges::sort(values);
    const auto at = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
    return values[at];
}

int serveLoad(std::span<char*> args) {
    int games = 100;
    int keys = 50;
    CommandLine line("delve serve-load", std::string(kLoadUsage),
                     "Many games at once against a server on loopback, each played by a scripted "
                     "page over its own socket:\nhow long a key takes to come back as changed "
                     "cells, and the server's memory per game.");
    line.options()
        .add_option("--games", games, "the games played at once, 1 to 1000 (100)")
        ->option_text("N")
        ->check(wholeNumber(1, 1000));
    line.options()
        .add_option("--keys", keys, "the keys each game presses, 1 to 1000 (50)")
        ->option_text("K")
        ->check(wholeNumber(1, 1000));
    if (const auto stop = line.read(args)) {
        return *stop;
    }
    const std::filesystem::path data =
        std::filesystem::temp_directory_path() / ("delve-serve-load-" + std::to_string(::getpid()));
    std::filesystem::remove_all(data);
    std::filesystem::create_directories(data);
    ServeOptions options;
    options.port = 0;
    options.data = data;
    options.web = webFolder();
    options.passwordCost = PasswordCost::least();  // the hashing is not what is measured
    options.accountsPerAddress = games + 1;
    options.connectionsPerAddress = games * 2 + 8;
    options.gamesPerAddress = games;
    net::io_context io;
    const CatalogSource catalogs;
    Server server(io, options, loadRules(dataFolder()), catalogs);
    std::thread serving([&io] { io.run(); });
    const unsigned short port = server.port();

    std::vector<std::string> cookies;
    for (int i = 0; i < games; ++i) {
        cookies.push_back(
            registerOnLoopback(port, "load" + std::to_string(i), "load-test-password"));
    }
    const long before = residentKib();
    std::barrier allJoined(games + 1);
    std::vector<std::vector<double>> latencies(static_cast<std::size_t>(games));
    std::vector<char> stopped(static_cast<std::size_t>(games), 0);
    std::vector<std::thread> pages;
    for (int i = 0; i < games; ++i) {
        const auto at = static_cast<std::size_t>(i);
        pages.emplace_back([&, at] {
            bool stoppedEarly = false;
            playOne(port, cookies[at], keys, allJoined, latencies[at], stoppedEarly);
            stopped[at] = stoppedEarly;
        });
    }
    allJoined.arrive_and_wait();
    const long joined = residentKib();
    allJoined.arrive_and_wait();
    const Clock::time_point start = Clock::now();
    for (std::thread& page : pages) {
        page.join();
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    net::post(io, [&] {
        server.stop();
        io.stop();
    });
    serving.join();
    std::filesystem::remove_all(data);

    std::vector<double> all;
    for (const auto& each : latencies) {
        all.insert(all.end(), each.begin(), each.end());
    }
    std::cout << games << " games at once, " << keys << " keys each (" << all.size() << " keys in "
              << seconds << " s)\n"
              << "key to changed cells: median " << percentile(all, 0.5) << " ms, 99th percentile "
              << percentile(all, 0.99) << " ms\n"
              << "server memory per game: " << (joined - before) / games << " KiB (resident "
              << before / 1024 << " MiB before the games, " << joined / 1024 << " MiB with them)\n";
    if (const auto early = std::ranges::count(stopped, 1); early > 0) {
        std::cout << early << " of the pages stopped early (a hero dead, most likely: a key then "
                  << "changes nothing)\n";
    }
    return 0;
}

const ToolRegistration loadTool{Tool{"serve-load", kLoadUsage, serveLoad}};

}  // namespace
}  // namespace delve
