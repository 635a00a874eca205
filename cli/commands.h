// The `cordon` subcommands. Each returns the process exit code; none calls exit().
// Exit codes for lint-like commands: 0 nothing blocks, 1 something blocks (or a sample
// mismatched), 2 usage, configuration or I/O error.
#pragma once

#include <CLI/CLI.hpp>
#include <iosfwd>
#include <memory>
#include <string>

#include "policy/policy.h"
#include "runner/seccomp_profile.h"

namespace cordon::cli {

inline constexpr int kExitClean = 0;
inline constexpr int kExitBlocked = 1;
inline constexpr int kExitError = 2;

// Where the process reads and writes; main passes the real streams, tests string streams.
struct Io {
  std::istream& in;
  std::ostream& out;
  std::ostream& err;
};

// Options every command that loads rules shares.
struct CommonOptions {
  std::string rules_dir;  // --rules; empty: CORDON_RULES_DIR, then the installed rules
  std::string policy = "default";
};

// Where the rules are: --rules, else $CORDON_RULES_DIR, else <exe>/../share/cordon/rules.
std::string ResolveRulesDir(const std::string& flag);

// The sandbox's seccomp profile: $CORDON_SECCOMP_PROFILE, else
// <exe>/../share/cordon/seccomp.json (runner/seccomp.json in the build tree). Throws
// ConfigError when it cannot be read or is not a profile: no sandbox runs without it.
SeccompProfile LoadInstalledSeccompProfile();

// The folder with the `hosts` and `resolv.conf` a sandbox with the network off gets
// (RunnerConfig::offline_etc): $CORDON_OFFLINE_ETC, else the installed
// share/cordon/offline, as an absolute path without symbolic links. Throws ConfigError
// when a file is missing.
std::string InstalledOfflineEtc();

// The policy the options name and the rule sets it applies. Throws ConfigError.
struct PolicyAndRules {
  Policy policy;
  RuleSet rules;
};
PolicyAndRules LoadPolicyAndRules(const CommonOptions& options);
// The same, reading policy and rule files through `files` (lint --diff-base: the merge
// base's tree).
PolicyAndRules LoadPolicyAndRules(const CommonOptions& options, const FileSystem& files);

// Registers the subcommand on `app`; `run` is set to its handler when it is chosen.
void AddLintCommand(CLI::App& app, std::function<int(Io&)>& run);
void AddRulesCommands(CLI::App& app, std::function<int(Io&)>& run);
void AddRunCommands(CLI::App& app, std::function<int(Io&)>& run);
void AddServeCommands(CLI::App& app, std::function<int(Io&)>& run);
void AddTokenCommands(CLI::App& app, std::function<int(Io&)>& run);

}  // namespace cordon::cli
