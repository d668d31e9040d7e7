#include "command_line.h"

#include <algorithm>
#include <memory>
#include <utility>

namespace delve {

namespace {

// The help's shape: the usage first, as it is written by hand (it says
// which options go together, which CLI11 cannot), then what the command does,
// its arguments and options, each with what it takes, then the footer.
class CommandHelp : public CLI::Formatter {
  public:
    explicit CommandHelp(std::string usage) : usage_(std::move(usage)) {
        column_width(26);
        label("Positionals", "arguments");
    }

    std::string make_help(const CLI::App* app, std::string,
                          CLI::AppFormatMode mode) const override {
        std::string help = "usage: " + usage_ + "\n";
        if (!app->get_description().empty()) {
            help += "\n" + app->get_description() + "\n";
        }
        help += make_positionals(app) + make_groups(app, mode);
        // CLI11 ends a footer made by a function with a blank line.
        std::string footer = app->get_footer();
        while (footer.ends_with('\n')) {
            footer.pop_back();
        }
        if (!footer.empty()) {
            help += "\n" + footer + "\n";
        }
        return help;
    }

    // "-h, --help", as a person writes it.
    std::string make_option_name(const CLI::Option* option, bool positional) const override {
        std::string name = CLI::Formatter::make_option_name(option, positional);
        for (std::size_t comma = name.find(','); comma != std::string::npos;
             comma = name.find(',', comma + 2)) {
            name.insert(comma + 1, " ");
        }
        return name;
    }

    // What the option takes, in the words its command gave (N, X,Y, a|b),
    // and whether it must be given.
    std::string make_option_opts(const CLI::Option* option) const override {
        const std::string& takes = option->get_option_text();
        const std::string opts = takes.empty() ? "" : " " + takes;
        return option->get_required() ? opts + " (must be given)" : opts;
    }

  private:
    std::string usage_;
};

// The long name of an option CLI11 names without its dashes ("check").
std::string dashed(std::string name) {
    return name.starts_with("-") ? name : "--" + name;
}

// The argument CLI11 found no place for, as the refusal names it: an
// option's name without the value given with it.
std::pair<std::string, std::string> refusalOfExtras(const CLI::App& app) {
    const std::vector<std::string> extras = app.remaining();
    const std::string first = extras.empty() ? std::string() : extras.front();
    if (!first.starts_with("-")) {
        return {"\"" + first + "\"", "unexpected argument"};
    }
    return {first.substr(0, first.find('=')), "unknown option"};
}

// CLI11's message for a value missing or given to a flag, "--seed: 1
// required UINT missing" or "check was given a disallowed flag override", in
// the shared words, naming the option.
std::pair<std::string, std::string> refusalOfMismatch(const std::string& message) {
    constexpr std::string_view kFlagGiven = " was given a disallowed flag override";
    if (message.ends_with(kFlagGiven)) {
        return {dashed(message.substr(0, message.size() - kFlagGiven.size())), "takes no value"};
    }
    const std::size_t colon = message.find(": ");
    if (colon != std::string::npos && message.ends_with(" missing")) {
        return {message.substr(0, colon), "needs a value"};
    }
    return {"", message};
}

// An option, or an argument such as MAPFILE, that must be given and was not:
// CLI11 says "--games is required".
std::pair<std::string, std::string> refusalOfMissing(const std::string& message) {
    constexpr std::string_view kRequired = " is required";
    if (message.ends_with(kRequired) && message.find(' ') == message.size() - kRequired.size()) {
        return {message.substr(0, message.size() - kRequired.size()), "must be given"};
    }
    return {"", message};
}

}  // namespace

CommandLine::CommandLine(std::string command, std::string usage, std::string about,
                         std::ostream& out, std::ostream& err)
    : command_(std::move(command)), app_(std::move(about), command_), out_(out), err_(err) {
    app_.formatter(std::make_shared<CommandHelp>(std::move(usage)));
    // As before CLI11: an option given twice means its last value, and a
    // flag takes no value ("--check=yes" is refused).
    app_.option_defaults()->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
    app_.option_defaults()->disable_flag_override();
    app_.option_defaults()->group("options");
    app_.set_help_flag("-h,--help", "print this help and stop");
}

std::optional<int> CommandLine::read(std::vector<std::string> args) {
    // CLI11 takes the words last first.
    std::reverse(args.begin(), args.end());
    try {
        app_.parse(std::move(args));
        return std::nullopt;
    } catch (const CLI::CallForHelp&) {
        out_ << app_.help();
        return 0;
    } catch (const CLI::ExtrasError&) {
        const auto [option, problem] = refusalOfExtras(app_);
        return refuse(option, problem);
    } catch (const CLI::ArgumentMismatch& error) {
        const auto [option, problem] = refusalOfMismatch(error.what());
        return refuse(option, problem);
    } catch (const CLI::RequiredError& error) {
        const auto [option, problem] = refusalOfMissing(error.what());
        return refuse(option, problem);
    } catch (const CLI::ParseError& error) {
        // A check's refusal (option_checks.h), which CLI11 puts after the
        // option's name, "--games: ..."; else CLI11's own words.
        return refuse("", error.what());
    }
}

std::optional<int> CommandLine::read(std::span<char*> args) {
    return read(std::vector<std::string>(args.begin(), args.end()));
}

int CommandLine::refuse(std::string_view option, std::string_view problem) const {
    return refuseCommandLine(err_, command_, option, problem);
}

int refuseCommandLine(std::ostream& err, std::string_view command, std::string_view option,
                      std::string_view problem) {
    err << command << ": ";
    if (!option.empty()) {
        err << option << ": ";
    }
    err << problem << "\ntry: " << command << " --help\n";
    return kRefusedStatus;
}

}  // namespace delve
