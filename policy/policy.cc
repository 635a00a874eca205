#include "policy/policy.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

#include "analyzer/yaml_fields.h"

namespace cordon {
namespace {

std::optional<Action> ParseAction(const std::string& text) {
  if (text == "allow") return Action::kAllow;
  if (text == "warn") return Action::kWarn;
  if (text == "block") return Action::kBlock;
  return std::nullopt;
}

void ParseActionMap(const YamlFields& parent, const std::string& key,
                    std::map<std::string, Action>& out) {
  YAML::Node node = parent.Get(key);
  if (!node || node.IsNull()) return;
  if (!node.IsMap()) {
    throw parent.ErrorAt(node, "'" + key + "' must map names to block, warn or allow");
  }
  for (const auto& entry : node) {
    std::string value = entry.second.IsScalar() ? entry.second.Scalar() : "";
    auto action = ParseAction(value);
    if (!action) {
      throw parent.ErrorAt(entry.second, "action for '" + entry.first.Scalar() +
                                             "' must be block, warn or allow, found '" + value +
                                             "'");
    }
    out[entry.first.Scalar()] = *action;
  }
}

// A number in (0, ceiling], whole when `whole`; the message names the key and the range.
std::optional<std::string> OutOfRange(double value, double ceiling, bool whole) {
  char text[160];
  if (!std::isfinite(value) || value <= 0 || value > ceiling) {
    std::snprintf(text, sizeof text, "must be above 0 and at most %.15g", ceiling);
    return text;
  }
  if (whole && value != std::floor(value)) return std::string("must be a whole number");
  return std::nullopt;
}

// `secrets: [NAME, ...]` or `secrets: any`.
void ParseSecrets(const YamlFields& f, Policy& p) {
  YAML::Node node = f.Get("secrets");
  if (!node || node.IsNull()) return;
  if (node.IsScalar() && node.Scalar() == "any") {
    p.any_secret = true;
    return;
  }
  if (!node.IsSequence()) {
    throw f.ErrorAt(node, "'secrets' must be a list of secret names, or any");
  }
  for (const auto& item : node) {
    std::string name = item.IsScalar() ? item.Scalar() : "";
    if (name == "any") {
      throw f.ErrorAt(item,
                      "'any' in a list would grant a secret named any; write `secrets: any` "
                      "to grant every named secret");
    }
    if (auto problem = SecretNameProblem(name)) {
      throw f.ErrorAt(item, "in 'secrets': " + *problem);
    }
    p.secrets.push_back(name);
  }
}

// `network: false | true | {allow: [HOST:PORT, ...]}`.
void ParseNetwork(const YamlFields& f, Limits& limits) {
  YAML::Node node = f.Get("network");
  if (!node || node.IsNull()) return;
  constexpr const char* kForms =
      "'network' takes false, true, or {allow: [HOST:PORT, ...]} (docs/network.md)";
  if (!node.IsMap()) {
    bool value = false;
    if (!node.IsScalar() || !YAML::convert<bool>::decode(node, value)) {
      throw f.ErrorAt(node, kForms);
    }
    limits.network = value;
    limits.network_allow.clear();
    return;
  }
  YamlFields n(node, f.file(), "'network'");
  n.RejectUnknown({"allow"});
  YAML::Node list = n.Get("allow");
  if (!list || !list.IsSequence() || list.size() == 0) {
    throw n.ErrorAt(list ? list : node,
                    "'network' takes false, true, or {allow: [HOST:PORT, ...]} with at least one "
                    "destination (an empty list allows nothing: write network: false)");
  }
  constexpr size_t kMaxEntries = 256;
  if (list.size() > kMaxEntries) {
    throw n.ErrorAt(list, "'allow' lists " + std::to_string(list.size()) +
                              " destinations, over the " + std::to_string(kMaxEntries) +
                              " one policy may list");
  }
  std::vector<NetworkAllowEntry> allow;
  for (const auto& item : list) {
    if (!item.IsScalar()) throw n.ErrorAt(item, "an 'allow' entry is a string, HOST:PORT");
    auto parsed = ParseNetworkAllowEntry(item.Scalar());
    if (!parsed.entry) throw n.ErrorAt(item, "in 'allow': " + parsed.problem);
    if (std::find(allow.begin(), allow.end(), *parsed.entry) == allow.end()) {
      allow.push_back(*parsed.entry);
    }
  }
  limits.network = true;
  limits.network_allow = std::move(allow);
}

void ParseLimits(const YamlFields& parent, const std::string& key, Limits& limits) {
  YAML::Node node = parent.Get(key);
  if (!node || node.IsNull()) return;
  YamlFields f(node, parent.file(), "'" + key + "'");
  f.RejectUnknown({"memory_mb", "cpus", "pids", "wall_seconds", "output_bytes", "tmpfs_mb",
                   "network", "input_bytes", "artifact_file_bytes", "artifact_total_bytes",
                   "artifact_files"});
  auto number = [&](const char* name, double ceiling, bool whole) -> std::optional<double> {
    auto v = f.OptionalNumber(name);
    if (!v) return std::nullopt;
    if (auto problem = OutOfRange(*v, ceiling, whole)) {
      throw f.ErrorAt(f.Get(name), std::string("'") + name + "' " + *problem);
    }
    return v;
  };
  auto whole = [&](const char* name, int64_t ceiling, int64_t& field) {
    if (auto v = number(name, static_cast<double>(ceiling), true)) field = static_cast<int64_t>(*v);
  };
  auto fraction = [&](const char* name, double ceiling, double& field) {
    if (auto v = number(name, ceiling, false)) field = *v;
  };
  const Limits& top = kLimitCeilings;
  whole("memory_mb", top.memory_mb, limits.memory_mb);
  fraction("cpus", top.cpus, limits.cpus);
  whole("pids", top.pids, limits.pids);
  fraction("wall_seconds", top.wall_seconds, limits.wall_seconds);
  whole("output_bytes", top.output_bytes, limits.output_bytes);
  whole("tmpfs_mb", top.tmpfs_mb, limits.tmpfs_mb);
  whole("input_bytes", top.input_bytes, limits.input_bytes);
  whole("artifact_file_bytes", top.artifact_file_bytes, limits.artifact_file_bytes);
  whole("artifact_total_bytes", top.artifact_total_bytes, limits.artifact_total_bytes);
  whole("artifact_files", top.artifact_files, limits.artifact_files);
  ParseNetwork(f, limits);
}

// The `analysis:` block: the budget each file's analysis gets.
void ParseAnalysis(const YamlFields& parent, AnalysisLimits& analysis) {
  YAML::Node node = parent.Get("analysis");
  if (!node || node.IsNull()) return;
  YamlFields f(node, parent.file(), "'analysis'");
  f.RejectUnknown({"cpu_base_ms", "cpu_per_mib_ms", "steps_base", "steps_per_kib"});
  auto whole = [&](const char* name, double ceiling) -> std::optional<int64_t> {
    auto v = f.OptionalNumber(name);
    if (!v) return std::nullopt;
    if (auto problem = OutOfRange(*v, ceiling, true)) {
      throw f.ErrorAt(f.Get(name), std::string("'") + name + "' " + *problem);
    }
    return static_cast<int64_t>(*v);
  };
  constexpr double kMaxMs = 3'600'000;  // an hour
  constexpr double kMaxSteps = 1e12;
  if (auto v = whole("cpu_base_ms", kMaxMs)) analysis.cpu_base = std::chrono::milliseconds(*v);
  if (auto v = whole("cpu_per_mib_ms", kMaxMs)) {
    analysis.cpu_per_mib = std::chrono::milliseconds(*v);
  }
  if (auto v = whole("steps_base", kMaxSteps)) analysis.steps_base = static_cast<uint64_t>(*v);
  if (auto v = whole("steps_per_kib", kMaxSteps)) {
    analysis.steps_per_kib = static_cast<uint64_t>(*v);
  }
}

// One list of capability names (`capabilities`, `runtime.grant`), each checked.
std::vector<std::string> CapabilityList(const YamlFields& f, const std::string& key) {
  std::vector<std::string> list = f.StringList(key);
  for (const auto& capability : list) {
    if (!IsCapability(capability)) {
      std::vector<std::string> names(std::begin(kCapabilities), std::end(kCapabilities));
      std::string hint = ClosestMatch(capability, names);
      throw f.ErrorAt(f.Get(key), "unknown capability '" + capability + "'" +
                                      (hint.empty() ? "" : " (did you mean '" + hint + "'?)") +
                                      "; capabilities: " + CapabilityChoices());
    }
  }
  return list;
}

void ParseRuntime(const YamlFields& parent, RuntimePolicy& runtime) {
  YAML::Node node = parent.Get("runtime");
  if (!node || node.IsNull()) return;
  YamlFields f(node, parent.file(), "'runtime'");
  f.RejectUnknown({"enforce", "grant"});
  runtime.enforce = f.OptionalBool("enforce").value_or(true);
  runtime.grant = CapabilityList(f, "grant");
}

}  // namespace

std::string_view IsolationName(Isolation isolation) {
  return isolation == Isolation::kGvisor ? "gvisor" : "runc";
}

std::string_view ActionName(Action action) {
  switch (action) {
    case Action::kAllow: return "allow";
    case Action::kWarn: return "warn";
    case Action::kBlock: return "block";
  }
  return "?";
}

Action Policy::ActionFor(const Finding& finding, std::optional<Severity> threshold) const {
  if (auto it = rule_actions.find(finding.rule_id); it != rule_actions.end()) return it->second;
  if (!finding.variables.empty() &&
      std::all_of(finding.variables.begin(), finding.variables.end(), [&](const auto& v) {
        return std::find(secrets.begin(), secrets.end(), v) != secrets.end();
      })) {
    return Action::kAllow;
  }
  if (auto it = category_actions.find(finding.category); it != category_actions.end()) {
    return it->second;
  }
  if (!finding.capability.empty() && std::find(capabilities.begin(), capabilities.end(),
                                               finding.capability) != capabilities.end()) {
    return Action::kAllow;
  }
  // With the network off, code that reaches for it cannot work here: refused before it
  // runs, whatever the finding's severity, rather than left to fail inside.
  if (finding.capability == "network" && !limits.network) return Action::kBlock;
  return finding.severity >= threshold.value_or(block_at) ? Action::kBlock : Action::kWarn;
}

Limits Policy::LimitsFor(const LimitRequest& request) const {
  Limits out = limits;
  auto check = [&](std::optional<double> asked, double max, bool whole, const char* what) {
    if (!asked) return;
    char message[256];
    if (!std::isfinite(*asked) || *asked <= 0) {
      std::snprintf(message, sizeof message, "%s must be a number above 0", what);
      throw RunRequestError(message);
    }
    if (*asked > max) {
      std::snprintf(message, sizeof message,
                    "%s %g is over the maximum of %g that policy '%s' allows", what, *asked, max,
                    name.c_str());
      throw RunRequestError(message);
    }
    if (whole && *asked != std::floor(*asked)) {
      std::snprintf(message, sizeof message, "%s must be a whole number, not %g", what, *asked);
      throw RunRequestError(message);
    }
  };
  check(request.wall_seconds, max_limits.wall_seconds, false, "timeout_seconds");
  check(request.memory_mb, static_cast<double>(max_limits.memory_mb), true, "memory_mb");
  if (request.wall_seconds) out.wall_seconds = *request.wall_seconds;
  if (request.memory_mb) out.memory_mb = static_cast<int64_t>(*request.memory_mb);
  return out;
}

void Policy::Validate(const RuleSet& rules) const {
  for (const auto& [id, action] : rule_actions) {
    if (rules.Find(id) == nullptr) {
      std::vector<std::string> ids;
      for (const auto& r : rules.rules()) ids.push_back(r.id);
      std::string hint = ClosestMatch(id, ids);
      throw ConfigError(file, 0, 0,
                        "policy '" + name + "' sets an action for unknown rule '" + id + "'" +
                            (hint.empty() ? " (list rules with `cordon rules list`)"
                                          : " (did you mean '" + hint + "'?)"));
    }
  }
  for (const auto& [category, action] : category_actions) {
    bool known = false;
    std::vector<std::string> categories;
    for (const auto& r : rules.rules()) {
      known = known || r.category == category;
      categories.push_back(r.category);
    }
    if (!known) {
      std::string hint = ClosestMatch(category, categories);
      throw ConfigError(file, 0, 0,
                        "policy '" + name + "' sets an action for unknown category '" + category +
                            "'" +
                            (hint.empty() ? " (list rules with `cordon rules list`)"
                                          : " (did you mean '" + hint + "'?)"));
    }
  }
}

bool Policy::GrantsSecret(std::string_view secret) const {
  return any_secret || std::find(secrets.begin(), secrets.end(), secret) != secrets.end();
}

bool IsVariableName(std::string_view name) {
  auto letter = [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; };
  return !name.empty() && name.size() <= 128 && letter(name[0]) &&
         std::all_of(name.begin(), name.end(),
                     [&](char c) { return letter(c) || (c >= '0' && c <= '9'); });
}

std::optional<std::string> SecretNameProblem(std::string_view name) {
  if (!IsVariableName(name)) {
    return "'" + std::string(name) +
           "' is not an environment variable's name (a letter or _, then letters, digits "
           "or _; at most 128)";
  }
  // What the C library, Python and Node read at start (Python's own are PYTHON and
  // letters only: PYTHONPATH, PYTHONSTARTUP, ...; NODE_AUTH_TOKEN is npm's, not node's).
  static constexpr std::string_view kReserved[] = {"PATH",
                                                   "HOME",
                                                   "PWD",
                                                   "TMPDIR",
                                                   "SHELL",
                                                   "USER",
                                                   "MPLBACKEND",
                                                   "MPLCONFIGDIR",
                                                   "NODE_OPTIONS",
                                                   "NODE_PATH",
                                                   "NODE_DEBUG",
                                                   "NODE_DEBUG_NATIVE",
                                                   "NODE_EXTRA_CA_CERTS",
                                                   "NODE_ICU_DATA",
                                                   "NODE_NO_WARNINGS",
                                                   "NODE_PENDING_DEPRECATION",
                                                   "NODE_PRESERVE_SYMLINKS",
                                                   "NODE_REDIRECT_WARNINGS",
                                                   "NODE_REPL_EXTERNAL_MODULE",
                                                   "NODE_REPL_HISTORY",
                                                   "NODE_SKIP_PLATFORM_CHECK",
                                                   "NODE_TLS_REJECT_UNAUTHORIZED",
                                                   "NODE_V8_COVERAGE",
                                                   "NODE_COMPILE_CACHE",
                                                   "NODE_USE_ENV_PROXY",
                                                   "NODE_USE_SYSTEM_CA",
                                                   "NODE_CHANNEL_FD",
                                                   "NODE_UNIQUE_ID",
                                                   "NODE_DISABLE_COLORS"};
  std::string upper(name);
  for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  bool python = upper.starts_with("PYTHON") && std::all_of(upper.begin(), upper.end(), [](char c) {
                  return c >= 'A' && c <= 'Z';
                });
  bool reserved =
      python || upper.starts_with("LD_") || upper.starts_with("CORDON_") ||
      std::find(std::begin(kReserved), std::end(kReserved), upper) != std::end(kReserved);
  if (reserved) {
    return "'" + std::string(name) +
           "' configures the interpreters or the sandbox (PATH, HOME, PWD, TMPDIR, SHELL, USER, "
           "MPLBACKEND, MPLCONFIGDIR, LD_*, CORDON_*, Python's PYTHON... and Node's NODE_OPTIONS, "
           "NODE_PATH, ...); give the secret another name";
  }
  return std::nullopt;
}

std::vector<std::string> Policy::RuntimeRefusals() const {
  std::vector<std::string> refused;
  if (!runtime.enforce) return refused;
  auto granted = [](const std::vector<std::string>& list, std::string_view capability) {
    return std::find(list.begin(), list.end(), capability) != list.end();
  };
  for (std::string_view capability : kRuntimeCapabilities) {
    if (granted(capabilities, capability) || granted(runtime.grant, capability)) continue;
    if (capability == "network" && limits.network) continue;
    refused.emplace_back(capability);
  }
  return refused;
}

Policy ParsePolicy(const std::string& text, const std::string& file) {
  YAML::Node root = LoadYaml(text, file);
  if (!root || root.IsNull()) throw ConfigError(file, 0, 0, "the policy file is empty");
  YamlFields f(root, file, "policy");
  f.RejectUnknown({"name", "description", "rulesets", "modules", "block_at", "actions",
                   "capabilities", "allow_suppressions", "writable_mounts", "secrets", "analysis",
                   "runtime", "isolation", "limits", "max_limits"});
  Policy p;
  p.file = file;
  p.name = f.RequiredString("name");
  p.description = f.OptionalString("description").value_or("");
  p.rulesets = f.StringList("rulesets");
  if (p.rulesets.empty()) {
    throw f.ErrorAt(root, "policy '" + p.name +
                              "' needs 'rulesets': the rule directories it "
                              "applies (e.g. [python, javascript])");
  }
  p.modules = f.StringList("modules");
  if (auto block_at = f.OptionalString("block_at")) {
    auto severity = ParseSeverity(*block_at);
    if (!severity) {
      throw f.ErrorAt(f.Get("block_at"),
                      "unknown severity '" + *block_at + "' (expected " + SeverityChoices() + ")");
    }
    p.block_at = *severity;
  }
  YAML::Node actions = f.Get("actions");
  if (actions && !actions.IsNull()) {
    YamlFields a(actions, file, "'actions'");
    a.RejectUnknown({"categories", "rules"});
    ParseActionMap(a, "categories", p.category_actions);
    ParseActionMap(a, "rules", p.rule_actions);
  }
  p.capabilities = CapabilityList(f, "capabilities");
  p.allow_suppressions = f.OptionalBool("allow_suppressions").value_or(false);
  p.writable_mounts = f.OptionalBool("writable_mounts").value_or(false);
  ParseSecrets(f, p);
  ParseAnalysis(f, p.analysis);
  ParseRuntime(f, p.runtime);
  if (auto isolation = f.OptionalString("isolation")) {
    if (*isolation == "gvisor" || *isolation == "gvisor-if-available") {
      p.isolation = {Isolation::kGvisor, *isolation != "gvisor"};
    } else if (*isolation != "runc") {
      throw f.ErrorAt(f.Get("isolation"), "unknown isolation '" + *isolation +
                                              "' (expected runc, gvisor or gvisor-if-available)");
    }
  }
  ParseLimits(f, "limits", p.limits);
  p.max_limits = p.limits;
  ParseLimits(f, "max_limits", p.max_limits);
  return p;
}

Policy LoadPolicy(const FileSystem& fs, const std::string& rules_root, const std::string& spec) {
  bool is_path =
      spec.find('/') != std::string::npos || spec.ends_with(".yaml") || spec.ends_with(".yml");
  std::string path = is_path ? spec : JoinPath(JoinPath(rules_root, "policies"), spec + ".yaml");
  auto read = fs.Read(path, 1 << 20);
  if (!read.text) {
    if (is_path) throw ConfigError(path, 0, 0, "cannot read policy: " + read.error);
    std::string names;
    for (const auto& entry : fs.List(JoinPath(rules_root, "policies"))) {
      if (!entry.ends_with(".yaml")) continue;
      names += (names.empty() ? "" : ", ") + entry.substr(0, entry.size() - 5);
    }
    throw ConfigError(spec, 0, 0,
                      "no such policy (looked for " + path +
                          "); shipped policies: " + (names.empty() ? "none found" : names) +
                          "; or give the path of a policy file");
  }
  return ParsePolicy(*read.text, path);
}

RuleSet LoadRulesFor(const FileSystem& fs, const std::string& rules_root, const Policy& policy) {
  RuleSet rules;
  for (const auto& set : policy.rulesets) {
    bool is_path = set.find('/') != std::string::npos;
    rules.LoadDirectory(fs, is_path ? set : JoinPath(rules_root, set));
  }
  for (const auto& list : policy.modules) {
    bool is_path = list.find('/') != std::string::npos || list.ends_with(".yaml");
    rules.LoadModuleList(
        fs, is_path ? list : JoinPath(JoinPath(rules_root, "modules"), list + ".yaml"), list);
  }
  policy.Validate(rules);
  return rules;
}

}  // namespace cordon
