#include "cli/app.h"

#include <algorithm>
#include <filesystem>

#include "analyzer/config_error.h"
#include "cli/commands.h"

namespace cordon::cli {

int RunCordon(const std::vector<std::string>& args, Io& io) {
  CLI::App app{"cordon: policy-first code sandbox for AI agents", "cordon"};
  app.set_version_flag("--version", std::string("cordon ") + CORDON_VERSION);
  app.require_subcommand(1);
  std::function<int(Io&)> run;
  AddLintCommand(app, run);
  AddRulesCommands(app, run);
  AddRunCommands(app, run);
  AddServeCommands(app, run);
  AddTokenCommands(app, run);
  try {
    std::vector<std::string> reversed(args.rbegin(), args.rend());  // CLI11 wants them reversed
    if (!reversed.empty()) reversed.pop_back();                     // the program name
    // Installed as code-sandbox-mcp, cordon is the MCP server, so that configurations
    // written for code-sandbox-mcp work unchanged.
    bool version = std::find(args.begin(), args.end(), "--version") != args.end();
    if (!args.empty() && std::filesystem::path(args[0]).filename() == "code-sandbox-mcp" &&
        !version) {
      reversed.push_back("serve");
    }
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
