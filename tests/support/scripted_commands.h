// A CommandRunner that answers from a script instead of running anything: each rule
// matches when its words all appear in the command line, in order; the first match
// answers. Commands are recorded so tests can assert what would have run.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "gate/command_runner.h"

namespace cordon::testing {

class ScriptedCommands : public CommandRunner {
 public:
  ScriptedCommands& On(std::vector<std::string> words, CommandOutput output) {
    rules_.emplace_back(std::move(words), std::move(output));
    return *this;
  }

  CommandOutput Run(const std::vector<std::string>& argv) override {
    calls.push_back(argv);
    for (const auto& [words, output] : rules_) {
      size_t at = 0;
      for (const auto& arg : argv) {
        if (at < words.size() && arg == words[at]) ++at;
      }
      if (at == words.size()) return output;
    }
    return {127, "", "no scripted answer"};
  }

  std::vector<std::vector<std::string>> calls;

 private:
  std::vector<std::pair<std::vector<std::string>, CommandOutput>> rules_;
};

}  // namespace cordon::testing
