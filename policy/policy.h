// A policy: which rule sets apply, what each finding leads to (block, warn, allow),
// whether inline suppressions are honoured, and the limits running code will get.
// Shipped policies live in rules/policies/; see docs/policies.md for the format.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "analyzer/analysis_budget.h"
#include "analyzer/file_system.h"
#include "analyzer/finding.h"
#include "analyzer/rule_set.h"
#include "policy/network_allow.h"

namespace cordon {

enum class Action { kAllow, kWarn, kBlock };
std::string_view ActionName(Action action);

// Resource limits for running code, in the units a policy file uses. Counts and sizes
// are whole numbers; cpus and wall_seconds may be fractional. ParsePolicy accepts only
// finite values above 0 and at most kLimitCeilings' (a typo such as `1e300` or `.inf`
// is an error, never a cast). The runner enforces them; the policy only carries them.
struct Limits {
  int64_t memory_mb = 512;
  double cpus = 1;
  int64_t pids = 64;
  double wall_seconds = 30;
  int64_t output_bytes = 1 << 20;
  int64_t tmpfs_mb = 64;
  // `network: true` or `{allow: [...]}`: the program may use the network; with an allow
  // list, only through cordon's filtering proxy and only to those destinations.
  bool network = false;
  std::vector<NetworkAllowEntry> network_allow;
  // Files: what may go in before a run, and what comes back after it.
  int64_t input_bytes = 8 << 20;            // all input files of one call together
  int64_t artifact_file_bytes = 4 << 20;    // one collected file
  int64_t artifact_total_bytes = 16 << 20;  // all collected files of one run
  int64_t artifact_files = 20;              // files listed per run
};

// The largest value each limit may take, so that every conversion downstream (to bytes,
// nanoseconds, nano-CPUs) stays far inside int64.
inline const Limits kLimitCeilings = {
    .memory_mb = int64_t{1} << 20,  // 1 TiB
    .cpus = 1024,
    .pids = int64_t{1} << 22,
    .wall_seconds = 7 * 24 * 3600,
    .output_bytes = int64_t{1} << 40,
    .tmpfs_mb = int64_t{1} << 20,
    .network = true,
    .input_bytes = int64_t{1} << 40,
    .artifact_file_bytes = int64_t{1} << 40,
    .artifact_total_bytes = int64_t{1} << 40,
    .artifact_files = int64_t{1} << 20,
};

// What one call asks for beyond the policy's defaults (MCP timeout_seconds, cordon run's
// --timeout and --memory).
struct LimitRequest {
  std::optional<double> wall_seconds;
  std::optional<double> memory_mb;
};

// A request the policy or the runner's state does not allow: over the policy's maxima,
// a malformed input file, a busy or unknown session. The message says what to change.
class RunRequestError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

// The capabilities the sandbox can also refuse while the program runs (the runtime
// layer, docs/runtime-policy.md): the kernel (a seccomp filter) for process, network and
// signals, and in Python an audit hook for all of them. The others are the static
// layer's alone.
inline constexpr std::string_view kRuntimeCapabilities[] = {
    "process", "native", "network", "fs-write", "fs-destroy", "signals",
};

// How far a container is kept from the host's kernel (docs/isolation.md): runc
// (namespaces, cgroups, seccomp; the host kernel answers every system call) or gVisor
// (runsc: a kernel of its own, in user space, answers them).
enum class Isolation { kRunc, kGvisor };
std::string_view IsolationName(Isolation isolation);

// A policy's `isolation:`: runc, gvisor, or gvisor-if-available (gVisor when the engine
// can give it, else runc, said in the result and by `cordon doctor`).
struct IsolationRequest {
  Isolation level = Isolation::kRunc;
  bool fallback = false;  // gvisor-if-available
};

// A policy's `runtime:` section.
struct RuntimePolicy {
  bool enforce = true;             // refuse at run time what the policy does not grant
  std::vector<std::string> grant;  // allowed at run time though not in `capabilities`
};

struct Policy {
  std::string name;
  std::string description;
  std::string file;                   // where it was loaded from
  std::vector<std::string> rulesets;  // directory names under the rules root, or paths
  // Module lists (analyzer/module_list.h): names of files in rules_root/modules/, or
  // paths. None: imports are not checked against lists.
  std::vector<std::string> modules;
  Severity block_at = Severity::kHigh;
  std::map<std::string, Action> category_actions;
  std::map<std::string, Action> rule_actions;
  // Capabilities the code may use (analyzer/rule.h kCapabilities): findings of these
  // are allowed unless a rule or category action says otherwise.
  std::vector<std::string> capabilities;
  bool allow_suppressions = false;
  // Whether project folders (runner/project_mounts.h) may be mounted writable (rw);
  // read-only otherwise.
  bool writable_mounts = false;
  // The named secrets (runner/secrets.h) runs may receive as environment variables:
  // these names, or every configured one when `any_secret` (`secrets: any`). Reads of
  // exactly these names are allowed by ActionFor.
  std::vector<std::string> secrets;
  bool any_secret = false;
  // The analysis budget of one file (analyzer/analysis_budget.h); `analysis:` sets its
  // base and per-size amounts of CPU time and steps.
  AnalysisLimits analysis;
  RuntimePolicy runtime;
  IsolationRequest isolation;
  Limits limits;
  Limits max_limits;  // the most a single call may ask for

  // The action for one finding: its rule's action, else allow when it reads only the
  // environment variables `secrets` lists by name, else its category's action, else
  // allow when its capability is granted, else block when it reaches for the network
  // and limits.network is off, else block at or above block_at (or `threshold`, lint's
  // --fail-on), else warn.
  Action ActionFor(const Finding& finding, std::optional<Severity> threshold = {}) const;

  // Whether runs may receive the secret named `secret`.
  bool GrantsSecret(std::string_view secret) const;

  // The limits one call gets: these limits, with the request's overrides checked
  // against max_limits. Throws RunRequestError saying what to change.
  Limits LimitsFor(const LimitRequest& request) const;

  // What the runtime layer refuses: each of kRuntimeCapabilities that neither
  // `capabilities` nor `runtime.grant` grants (network also when limits.network is on);
  // none when `runtime.enforce` is false.
  std::vector<std::string> RuntimeRefusals() const;

  // Checks that actions name rules and categories that exist. Throws ConfigError.
  void Validate(const RuleSet& rules) const;
};

// An environment variable's name: a letter or `_`, then letters, digits, `_`; at most 128.
bool IsVariableName(std::string_view name);

// Why `name` cannot be a secret's name, or nullopt: it must be an environment
// variable's name (a letter or `_`, then letters, digits, `_`; at most 128), and not
// one that configures the interpreters or the sandbox (PATH, HOME, LD_*, PYTHON*,
// NODE_*, CORDON_*, ...), which a secret would silently override.
std::optional<std::string> SecretNameProblem(std::string_view name);

// Parses a policy file's text. Throws ConfigError.
Policy ParsePolicy(const std::string& text, const std::string& file);

// A policy by name (rules_root/policies/NAME.yaml) or by path (anything with a '/' or
// ending in .yaml/.yml). Throws ConfigError, listing the shipped names when not found.
Policy LoadPolicy(const FileSystem& fs, const std::string& rules_root, const std::string& spec);

// The rule set a policy asks for: each of its rulesets and module lists, resolved
// against rules_root.
RuleSet LoadRulesFor(const FileSystem& fs, const std::string& rules_root, const Policy& policy);

}  // namespace cordon
