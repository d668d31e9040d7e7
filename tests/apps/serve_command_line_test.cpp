// `delve serve` and `delve serve-load` on the command line: a bad option is
// named, with exit status 2, before anything listens; a port that is taken
// is said plainly with status 1.
#include <gtest/gtest.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>

#include "support/run_delve.h"
#include "support/temp_folder.h"

namespace delve {
namespace {

TEST(ServeCommandLine, AnUnknownOptionIsNamed) {
    const auto run = testing::runDelve("serve --bogus");
    EXPECT_EQ(run.status, 2);
    EXPECT_EQ(run.output, "delve serve: --bogus: unknown option\ntry: delve serve --help\n");
    const auto help = testing::runDelve("serve --help");
    EXPECT_EQ(help.status, 0);
    EXPECT_EQ(help.output.rfind("usage: delve serve [--bind ADDR] [--port N] [--data DIR]", 0), 0U)
        << help.output;
}

TEST(ServeCommandLine, APortOutsideItsRangeOrAMissingValueIsRefused) {
    for (const char* port : {"0", "65536", "eighty", "80x"}) {
        const auto run = testing::runDelve(std::string("serve --port ") + port);
        EXPECT_EQ(run.status, 2) << port;
        EXPECT_NE(run.output.find("delve serve: --port: \"" + std::string(port) +
                                  "\" is not a whole number from 1 to 65535"),
                  std::string::npos)
            << run.output;
    }
    const auto run = testing::runDelve("serve --data");
    EXPECT_EQ(run.status, 2);
    EXPECT_NE(run.output.find("delve serve: --data: needs a value"), std::string::npos)
        << run.output;
}

TEST(ServeCommandLine, AProxyANameOrASizeThatCannotBeIsRefused) {
    const auto proxy = testing::runDelve("serve --trust-proxy proxy.example");
    EXPECT_EQ(proxy.status, 2);
    EXPECT_NE(proxy.output.find("delve serve: --trust-proxy: \"proxy.example\" is not an address "
                                "in numbers, such as 127.0.0.1"),
              std::string::npos)
        << proxy.output;
    const auto size = testing::runDelve("serve --most-database-mb 0");
    EXPECT_EQ(size.status, 2);
    EXPECT_NE(size.output.find("delve serve: --most-database-mb: \"0\" is not a whole number from "
                               "1 to 1000000"),
              std::string::npos)
        << size.output;
    const auto host = testing::runDelve("serve --host :8089");
    EXPECT_EQ(host.status, 2);
    EXPECT_NE(host.output.find("delve serve: --host: \":8089\" is not a name such as "
                               "games.example.org"),
              std::string::npos)
        << host.output;
}

TEST(ServeCommandLine, APortInUseIsSaidPlainly) {
    boost::asio::io_context io;
    boost::asio::ip::tcp::acceptor taken(
        io, boost::asio::ip::tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), 0));
    const unsigned short port = taken.local_endpoint().port();
    const testing::TempFolder folder("serve_port_taken");
    const auto run = testing::runDelve("serve --port " + std::to_string(port) + " --data " +
                                       folder.path().string());
    EXPECT_EQ(run.status, 1);
    EXPECT_NE(run.output.find("cannot listen on 127.0.0.1:" + std::to_string(port)),
              std::string::npos)
        << run.output;
}

TEST(ServeCommandLine, TheLoadTestRefusesACountOutOfBounds) {
    for (const char* count : {"--games 0", "--keys 1001", "--games=x"}) {
        const auto run = testing::runDelve(std::string("serve-load ") + count);
        EXPECT_EQ(run.status, 2) << count;
        EXPECT_EQ(run.output.rfind("delve serve-load: --", 0), 0U) << run.output;
        EXPECT_NE(run.output.find("is not a whole number from 1 to 1000\ntry: delve serve-load "
                                  "--help\n"),
                  std::string::npos)
            << run.output;
    }
}

}  // namespace
}  // namespace delve
