#include "app.h"

#include "commands.h"
#include "config_error.h"

namespace cordon::cli {

int RunCordon(const std::vector<std::string>& args, Io& io) {
  CLI::App app{"cordon: policy-first code sandbox for AI agents"};
  app.set_version_flag("--version", std::string("cordon ") + CORDON_VERSION);
  app.require_subcommand(1);
  std::function<int(Io&)> run;
  AddLintCommand(app, run);
  AddRulesCommands(app, run);
  AddRunCommands(app, run);
  try {
    std::vector<std::string> reversed(args.rbegin(), args.rend());  // CLI11 wants them reversed
    if (!reversed.empty()) reversed.pop_back();                       // the program name
    app.parse(reversed);
  } catch (const CLI::ParseError& e) {
    return app.exit(e, io.out, io.err) == 0 ? kExitClean : kExitError;
  }
  try {
    return run ? run(io) : kExitError;
  } catch (const ConfigError& e) {
    io.err << e.what() << "\n";
    return kExitError;
  } catch (const std::exception& e) {
    io.err << "cordon: " << e.what() << "\n";
    return kExitError;
  }
}

}  // namespace cordon::cli
