// `delve serve`: the game in a browser, for any number of players, with
// accounts, a lobby and watchers (docs/web.md).
#include <csignal>
#include <filesystem>
#include <iostream>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/address.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>

#include "account_settings_keeper.h"
#include "command_line.h"
#include "content/rules_loader.h"
#include "frontend/sdl/font_lookup.h"
#include "language_setup.h"
#include "option_checks.h"
#include "run_files.h"
#include "serve/host_names.h"
#include "serve/server.h"
#include "tool_registry.h"

namespace delve {
namespace {

constexpr std::string_view kServeUsage =
    "delve serve [--bind ADDR] [--port N] [--data DIR] [--host NAME]... [--trust-proxy ADDR]... "
    "[--most-database-mb N]";

// Whether `text` is an address in numbers, as a proxy is named.
bool isAddress(const std::string& text) {
    boost::system::error_code error;
    boost::asio::ip::make_address(text, error);
    return !error;
}

// The options, or the status to stop with.
std::optional<int> readServeOptions(std::span<char*> args, ServeOptions& options) {
    CommandLine line("delve serve", std::string(kServeUsage),
                     "The game in a browser, for any number of players, with accounts, a lobby "
                     "and watchers (docs/web.md).");
    CLI::App& app = line.options();
    app.add_option("--bind", options.bind, "the address to listen on (" + options.bind + ")")
        ->option_text("ADDR");
    app.add_option("--port", options.port,
                   "the port to listen on, 1 to 65535 (" + std::to_string(options.port) + ")")
        ->option_text("N")
        ->check(wholeNumber(1, 65535));
    std::optional<std::filesystem::path> data;
    app.add_option("--data", data,
                   "the folder of the accounts, their games and runs (the player's data "
                   "folder's server/)")
        ->option_text("DIR");
    app.add_option("--host", options.hosts,
                   "a name the server is reached by, such as games.example.org; again for each")
        ->option_text("NAME")
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
        ->allow_extra_args(false)  // one value each time it is given
        ->check(checkOf([](const std::string& text) {
            return hostName(text).empty()
                       ? inQuotes(text) + " is not a name such as games.example.org"
                       : std::string();
        }));
    app.add_option("--trust-proxy", options.trustedProxies,
                   "the address of a proxy whose X-Forwarded-For is believed; again for each")
        ->option_text("ADDR")
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
        ->allow_extra_args(false)  // one value each time it is given
        ->check(checkOf([](const std::string& text) {
            return isAddress(text)
                       ? std::string()
                       : inQuotes(text) + " is not an address in numbers, such as 127.0.0.1";
        }));
    std::int64_t megabytes = 0;
    app.add_option("--most-database-mb", megabytes,
                   "the most the database may grow to, in MiB, 1 to 1000000")
        ->option_text("N")
        ->check(wholeNumber<std::int64_t>(1, 1'000'000));
    if (const auto stop = line.read(args)) {
        return stop;
    }
    if (megabytes > 0) {
        options.mostDatabaseBytes = megabytes << 20;
    }
    if (!data) {
        const auto folder = delveFolder(processEnvironment);
        if (!folder) {
            return line.refuse("--data",
                               "must be given: no home folder is known to keep the "
                               "server's data in");
        }
        data = *folder / "server";
    }
    options.data = *data;
    options.web = webFolder();
    std::string whyNot;
    if (const auto font = findFontFile(kDefaultFontFamily, whyNot)) {
        options.font = *font;
    } else {
        std::cerr << "delve serve: the page will use the browser's monospace font: " << whyNot
                  << "\n";
    }
    return std::nullopt;
}

int serve(std::span<char*> args) {
    ServeOptions options;
    if (const auto stop = readServeOptions(args, options)) {
        return *stop;
    }
    try {
        makeFolder(options.data);
        const RulesPtr rules = loadRules(dataFolder());
        const FolderCatalogs catalogs(catalogFolder(processEnvironment));
        boost::asio::io_context io;
        Server server(io, options, rules, catalogs, accountSettingsKeepers());
        boost::asio::signal_set stops(io, SIGINT, SIGTERM);
        boost::asio::steady_timer lastWords(io);
        stops.async_wait([&](const boost::system::error_code& error, int) {
            if (error) {
                return;
            }
            server.stop();
            std::cerr << "delve serve: stopped; every game is saved\n";
            // Pages get two seconds for their last word; connections still
            // open then are dropped with the process.
            lastWords.expires_after(std::chrono::seconds(2));
            lastWords.async_wait([&io](const boost::system::error_code&) { io.stop(); });
        });
        std::cerr << "delve serve: http://" << options.bind << ":" << server.port() << "/ (data in "
                  << options.data.string() << ")\n";
        // A handler that throws (what no test foresaw) costs its own
        // connection, not the server: the loop goes on after saying so.
        while (true) {
            try {
                io.run();
                return 0;
            } catch (const std::exception& problem) {
                std::cerr << "delve serve: " << problem.what() << "\n";
            }
        }
    } catch (const std::exception& error) {
        std::cerr << "delve serve: " << error.what() << "\n";
        return 1;
    }
}

const ToolRegistration serveTool{Tool{"serve", kServeUsage, serve}};

}  // namespace
}  // namespace delve
