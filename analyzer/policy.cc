#include "policy.h"

#include "yaml_fields.h"

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

void ParseLimits(const YamlFields& parent, const std::string& key, Limits& limits) {
  YAML::Node node = parent.Get(key);
  if (!node || node.IsNull()) return;
  YamlFields f(node, parent.file(), "'" + key + "'");
  f.RejectUnknown({"memory_mb", "cpus", "pids", "wall_seconds", "output_bytes", "tmpfs_mb",
                   "network", "input_bytes", "artifact_file_bytes", "artifact_total_bytes",
                   "artifact_files"});
  auto positive = [&](const char* name, double& field) {
    if (auto v = f.OptionalNumber(name)) {
      if (*v <= 0) throw f.ErrorAt(f.Get(name), std::string("'") + name + "' must be above 0");
      field = *v;
    }
  };
  positive("memory_mb", limits.memory_mb);
  positive("cpus", limits.cpus);
  positive("pids", limits.pids);
  positive("wall_seconds", limits.wall_seconds);
  positive("output_bytes", limits.output_bytes);
  positive("tmpfs_mb", limits.tmpfs_mb);
  positive("input_bytes", limits.input_bytes);
  positive("artifact_file_bytes", limits.artifact_file_bytes);
  positive("artifact_total_bytes", limits.artifact_total_bytes);
  positive("artifact_files", limits.artifact_files);
  if (auto v = f.OptionalBool("network")) limits.network = *v;
}

}  // namespace

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
  if (auto it = category_actions.find(finding.category); it != category_actions.end()) {
    return it->second;
  }
  return finding.severity >= threshold.value_or(block_at) ? Action::kBlock : Action::kWarn;
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

Policy ParsePolicy(const std::string& text, const std::string& file) {
  YAML::Node root = LoadYaml(text, file);
  if (!root || root.IsNull()) throw ConfigError(file, 0, 0, "the policy file is empty");
  YamlFields f(root, file, "policy");
  f.RejectUnknown({"name", "description", "rulesets", "block_at", "actions", "allow_suppressions",
                   "limits", "max_limits"});
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
  p.allow_suppressions = f.OptionalBool("allow_suppressions").value_or(false);
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
  policy.Validate(rules);
  return rules;
}

}  // namespace cordon
