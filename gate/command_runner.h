// Running another program (git) and capturing what it says: an outside effect behind a
// narrow interface, as ninja's CommandRunner. The real one spawns the program; tests use
// tests/support/scripted_commands.h.
#pragma once

#include <chrono>
#include <string>
#include <vector>

namespace cordon {

struct CommandOutput {
  int exit_code = -1;  // -1: it could not start, was killed, or its end was not seen
  std::string out;
  std::string err;
};

class CommandRunner {
 public:
  virtual ~CommandRunner() = default;
  // Runs argv[0] (found on PATH; argv not empty) with standard input empty and captures
  // both outputs. Never throws; failures are exit_code -1 with `err` saying why.
  virtual CommandOutput Run(const std::vector<std::string>& argv) = 0;
};

// Spawns the program with this process's environment minus `unset`, plus `set`
// ("NAME=value"). It is killed (exit_code -1) when it outlives `deadline` or writes more
// than 1 GiB.
class SpawnCommandRunner : public CommandRunner {
 public:
  SpawnCommandRunner(std::vector<std::string> unset = {}, std::vector<std::string> set = {},
                     std::chrono::seconds deadline = std::chrono::seconds(120))
      : unset_(std::move(unset)), set_(std::move(set)), deadline_(deadline) {}
  CommandOutput Run(const std::vector<std::string>& argv) override;

 private:
  std::vector<std::string> unset_;
  std::vector<std::string> set_;
  std::chrono::seconds deadline_;
};

// For git: no prompts on a terminal, no optional locks, and none of the GIT_DIR-style
// variables a hook may have set that would override `git -C`.
SpawnCommandRunner GitCommandRunner();

}  // namespace cordon
