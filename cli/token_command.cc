// `cordon token add NAME --file FILE`: makes a bearer token for `cordon serve --http
// --tokens FILE`, writes its SHA-256 to the file and prints the token once.
// `cordon token list --file FILE`: the callers the file lets in (never their digests).
#include <memory>
#include <ostream>

#include "analyzer/config_error.h"
#include "cli/commands.h"
#include "cli/token_file.h"

namespace cordon::cli {
namespace {

struct TokenFlags {
  std::string name, file, policy, rules_dir;
  int max_runs = kDefaultTokenRuns;
  int max_sessions = kDefaultTokenSessions;
  int max_analyses = kDefaultTokenAnalyses;
  int max_sandbox_sessions = kDefaultTokenSandboxSessions;
};

int RunAdd(const TokenFlags& flags, Io& io) {
  TokenEntry entry;
  entry.name = flags.name;
  entry.policy = flags.policy;
  entry.max_runs = flags.max_runs;
  entry.max_sessions = flags.max_sessions;
  entry.max_analyses = flags.max_analyses;
  entry.max_sandbox_sessions = flags.max_sandbox_sessions;
  if (!flags.policy.empty()) {
    if (flags.policy.find_first_of("\"\\\n") != std::string::npos) {
      io.err << "cordon token add: --policy " << flags.policy
             << ": a policy name or file path without quotes, backslashes or newlines\n";
      return kExitError;
    }
    // The policy must load now, not when the server starts.
    LoadPolicyAndRules({flags.rules_dir, flags.policy});
  }
  std::string token = AddToken(flags.file, entry);
  io.out << token << "\n";
  io.err << "cordon token add: token '" << flags.name << "' added to " << flags.file
         << " (its SHA-256 only). The token above is shown once and stored nowhere: give it to\n"
         << "its caller, who sends `Authorization: Bearer TOKEN`. Servers read the file when "
            "they start;\n"
         << "delete the entry (and restart) to revoke it.\n";
  return kExitClean;
}

int RunList(const TokenFlags& flags, Io& io) {
  for (const auto& e : LoadTokenFile(flags.file)) {
    io.out << e.name << "  policy " << (e.policy.empty() ? "(the server's)" : e.policy)
           << ", max_runs " << e.max_runs << ", max_analyses " << e.max_analyses
           << ", max_sessions " << e.max_sessions << ", max_sandbox_sessions "
           << e.max_sandbox_sessions;
    if (e.limits.memory_mb) io.out << ", memory_mb " << *e.limits.memory_mb;
    if (e.limits.cpus) io.out << ", cpus " << *e.limits.cpus;
    if (e.limits.pids) io.out << ", pids " << *e.limits.pids;
    if (e.limits.wall_seconds) io.out << ", wall_seconds " << *e.limits.wall_seconds;
    io.out << "  (" << e.origin << ")\n";
  }
  return kExitClean;
}

}  // namespace

void AddTokenCommands(CLI::App& app, std::function<int(Io&)>& run) {
  CLI::App* token = app.add_subcommand(
      "token", "Bearer tokens for `cordon serve --http --tokens FILE` (docs/http.md)");
  token->require_subcommand(1);

  auto add_flags = std::make_shared<TokenFlags>();
  CLI::App* add = token->add_subcommand(
      "add", "Make a token, store its SHA-256 in FILE and print the token once");
  add->add_option("name", add_flags->name, "The token's name (in logs; unique in the file)")
      ->required();
  add->add_option("--file", add_flags->file, "The token file (made, mode 0600, if missing)")
      ->required();
  add->add_option("--policy", add_flags->policy,
                  "The policy this token's calls get (default: the server's)");
  add->add_option("--rules", add_flags->rules_dir, "Rules folder the policy is checked against");
  add->add_option("--max-runs", add_flags->max_runs, "Runs at once for this token")
      ->check(CLI::Range(1, 256));
  add->add_option("--max-sessions", add_flags->max_sessions,
                  "MCP sessions open at once for this token")
      ->check(CLI::Range(0, 1024));
  add->add_option("--max-analyses", add_flags->max_analyses,
                  "analyze_code calls at once for this token")
      ->check(CLI::Range(1, 64));
  add->add_option("--max-sandbox-sessions", add_flags->max_sandbox_sessions,
                  "Sandbox sessions (session_id) open at once for this token")
      ->check(CLI::Range(0, 64));
  add->callback(
      [add_flags, &run] { run = [add_flags](Io& io) { return RunAdd(*add_flags, io); }; });

  auto list_flags = std::make_shared<TokenFlags>();
  CLI::App* list = token->add_subcommand("list", "The tokens FILE lets in (names, never digests)");
  list->add_option("--file", list_flags->file, "The token file")->required();
  list->callback(
      [list_flags, &run] { run = [list_flags](Io& io) { return RunList(*list_flags, io); }; });
}

}  // namespace cordon::cli
