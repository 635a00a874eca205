// cordon: a policy-first code sandbox for AI agents. This file only wires the
// subcommands together; each lives in its own file.
#include <iostream>

#include "commands.h"
#include "config_error.h"

int main(int argc, char** argv) {
  using namespace cordon::cli;
  CLI::App app{"cordon: policy-first code sandbox for AI agents"};
  app.set_version_flag("--version", std::string("cordon ") + CORDON_VERSION);
  app.require_subcommand(1);
  std::function<int(Io&)> run;
  AddLintCommand(app, run);
  AddRulesCommands(app, run);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? kExitClean : kExitError;
  }
  Io io{std::cin, std::cout, std::cerr};
  try {
    return run ? run(io) : kExitError;
  } catch (const cordon::ConfigError& e) {
    std::cerr << e.what() << "\n";
    return kExitError;
  } catch (const std::exception& e) {
    std::cerr << "cordon: " << e.what() << "\n";
    return kExitError;
  }
}
