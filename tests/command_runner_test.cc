#include "gate/command_runner.h"

#include <signal.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>

using namespace cordon;

TEST_CASE("the spawn runner captures both outputs and the exit code", "[command]") {
  SpawnCommandRunner runner;
  CommandOutput r = runner.Run({"sh", "-c", "echo out; echo err >&2; exit 3"});
  CHECK(r.exit_code == 3);
  CHECK(r.out == "out\n");
  CHECK(r.err == "err\n");
  CommandOutput missing = runner.Run({"/nonexistent/program"});
  CHECK(missing.exit_code == -1);
  CHECK(missing.err == "cannot start /nonexistent/program: No such file or directory");
  CHECK(runner.Run({}).exit_code == -1);
}

TEST_CASE("the spawn runner kills a program that outlives its deadline", "[command]") {
  SpawnCommandRunner runner({}, {}, std::chrono::seconds(1));
  CommandOutput r = runner.Run({"sleep", "30"});
  CHECK(r.exit_code == -1);
  CHECK(r.err == "sleep took longer than 1 s; stopped");
}

TEST_CASE("with SIGCHLD ignored, an unseen exit is a failure, never success", "[command]") {
  struct sigaction ignore {
  }, previous{};
  ignore.sa_handler = SIG_IGN;
  sigaction(SIGCHLD, &ignore, &previous);
  SpawnCommandRunner runner;
  CommandOutput r = runner.Run({"sh", "-c", "exit 1"});
  sigaction(SIGCHLD, &previous, nullptr);
  CHECK(r.exit_code == -1);
  CHECK(r.err.rfind("cannot learn how sh ended", 0) == 0);
}

TEST_CASE("the git runner drops variables that would redirect git and sets its own", "[command]") {
  setenv("GIT_DIR", "/elsewhere/.git", 1);
  setenv("GIT_TERMINAL_PROMPT", "1", 1);
  SpawnCommandRunner git = GitCommandRunner();
  CommandOutput r = git.Run({"sh", "-c", "echo \"${GIT_DIR-unset} $GIT_TERMINAL_PROMPT $LC_ALL\""});
  unsetenv("GIT_DIR");
  unsetenv("GIT_TERMINAL_PROMPT");
  CHECK(r.out == "unset 0 C\n");
}
