// `delve serve`: the game in a browser, for any number of players, with
// accounts, a lobby and watchers (docs/web.md).
#include <charconv>
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
#include "content/rules_loader.h"
#include "frontend/sdl/font_lookup.h"
#include "language_setup.h"
#include "run_files.h"
#include "serve/host_names.h"
#include "serve/server.h"
#include "tool_registry.h"

namespace delve {
namespace {

constexpr std::string_view kServeUsage =
    "delve serve [--bind ADDR] [--port N] [--data DIR] [--host NAME]... [--trust-proxy ADDR]... "
    "[--most-database-mb N]";

int complainOfServe(std::string_view problem) {
    std::cerr << "delve serve: " << problem << "\nusage: " << kServeUsage << "\n";
    return 2;
}

std::optional<unsigned short> portNamed(std::string_view text) {
    unsigned value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || value == 0 || value > 65535) {
        return std::nullopt;
    }
    return static_cast<unsigned short>(value);
}

// The options, or why not.
std::optional<ServeOptions> serveOptions(std::span<char*> args, std::string& problem) {
    ServeOptions options;
    std::optional<std::filesystem::path> data;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        const bool valued = arg == "--bind" || arg == "--port" || arg == "--data" ||
                            arg == "--host" || arg == "--trust-proxy" ||
                            arg == "--most-database-mb";
        if (!valued) {
            problem = "unknown option " + std::string(arg);
            return std::nullopt;
        }
        if (i + 1 >= args.size()) {
            problem = std::string(arg) + " needs a value";
            return std::nullopt;
        }
        const std::string_view value = args[++i];
        if (arg == "--bind") {
            options.bind = value;
        } else if (arg == "--port") {
            const auto port = portNamed(value);
            if (!port) {
                problem = "--port is a number from 1 to 65535, not \"" + std::string(value) + "\"";
                return std::nullopt;
            }
            options.port = *port;
        } else if (arg == "--most-database-mb") {
            std::int64_t megabytes = 0;
            const auto [end, error] =
                std::from_chars(value.data(), value.data() + value.size(), megabytes);
            if (error != std::errc{} || end != value.data() + value.size() || megabytes < 1 ||
                megabytes > 1'000'000) {
                problem = "--most-database-mb is a number of MiB from 1 to 1000000, not \"" +
                          std::string(value) + "\"";
                return std::nullopt;
            }
            options.mostDatabaseBytes = megabytes << 20;
        } else if (arg == "--host") {
            if (hostName(value).empty()) {
                problem = "--host is a name such as games.example.org, not \"" +
                          std::string(value) + "\"";
                return std::nullopt;
            }
            options.hosts.emplace_back(value);
        } else if (arg == "--trust-proxy") {
            boost::system::error_code error;
            boost::asio::ip::make_address(std::string(value), error);
            if (error) {
                problem =
                    "--trust-proxy is the proxy's address in numbers, such as 127.0.0.1, "
                    "not \"" +
                    std::string(value) + "\"";
                return std::nullopt;
            }
            options.trustedProxies.emplace_back(value);
        } else {
            data = std::filesystem::path(value);
        }
    }
    if (!data) {
        const auto folder = delveFolder(processEnvironment);
        if (!folder) {
            problem =
                "no home folder is known to keep the server's data in; name one with --data DIR";
            return std::nullopt;
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
    return options;
}

int serve(std::span<char*> args) {
    std::string problem;
    const std::optional<ServeOptions> options = serveOptions(args, problem);
    if (!options) {
        return complainOfServe(problem);
    }
    try {
        makeFolder(options->data);
        const RulesPtr rules = loadRules(dataFolder());
        const FolderCatalogs catalogs(catalogFolder(processEnvironment));
        boost::asio::io_context io;
        Server server(io, *options, rules, catalogs, accountSettingsKeepers());
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
        std::cerr << "delve serve: http://" << options->bind << ":" << server.port()
                  << "/ (data in " << options->data.string() << ")\n";
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
