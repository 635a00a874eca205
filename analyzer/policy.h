// A policy: which rule sets apply, what each finding leads to (block, warn, allow),
// whether inline suppressions are honoured, and the limits running code will get.
// Shipped policies live in rules/policies/; see docs/policies.md for the format.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "file_system.h"
#include "finding.h"
#include "rule_set.h"

namespace cordon {

enum class Action { kAllow, kWarn, kBlock };
std::string_view ActionName(Action action);

// Resource limits for running code. The runner enforces them; the analyzer only carries them.
struct Limits {
  double memory_mb = 512;
  double cpus = 1;
  double pids = 64;
  double wall_seconds = 30;
  double output_bytes = 1 << 20;
  double tmpfs_mb = 64;
  bool network = false;
  // Files: what may go in before a run, and what comes back after it.
  double input_bytes = 8 << 20;            // all input files of one call together
  double artifact_file_bytes = 4 << 20;    // one collected file
  double artifact_total_bytes = 16 << 20;  // all collected files of one run
  double artifact_files = 20;              // files listed per run
};

struct Policy {
  std::string name;
  std::string description;
  std::string file;                   // where it was loaded from
  std::vector<std::string> rulesets;  // directory names under the rules root, or paths
  Severity block_at = Severity::kHigh;
  std::map<std::string, Action> category_actions;
  std::map<std::string, Action> rule_actions;
  bool allow_suppressions = false;
  Limits limits;
  Limits max_limits;  // the most a single call may ask for

  // The action for one finding. `threshold` replaces block_at when given (--fail-on).
  // Explicit rule and category actions win over the threshold.
  Action ActionFor(const Finding& finding, std::optional<Severity> threshold = {}) const;

  // Checks that actions name rules and categories that exist. Throws ConfigError.
  void Validate(const RuleSet& rules) const;
};

// Parses a policy file's text. Throws ConfigError.
Policy ParsePolicy(const std::string& text, const std::string& file);

// A policy by name (rules_root/policies/NAME.yaml) or by path (anything with a '/' or
// ending in .yaml/.yml). Throws ConfigError, listing the shipped names when not found.
Policy LoadPolicy(const FileSystem& fs, const std::string& rules_root, const std::string& spec);

// The rule set a policy asks for: each of its rulesets, resolved against rules_root.
RuleSet LoadRulesFor(const FileSystem& fs, const std::string& rules_root, const Policy& policy);

}  // namespace cordon
