#pragma once

#include <functional>
#include <map>
#include <string>

namespace delve::testing {

// An environment holding just these variables, as a getenv for the code
// that takes one (run_files.h's Environment, language_choice.h's
// EnvironmentLookup).
inline std::function<const char*(const char*)> environmentOf(
    std::map<std::string, std::string> variables) {
    return [variables = std::move(variables)](const char* name) -> const char* {
        const auto found = variables.find(name);
        return found == variables.end() ? nullptr : found->second.c_str();
    };
}

}  // namespace delve::testing
