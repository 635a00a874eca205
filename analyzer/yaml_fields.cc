#include "analyzer/yaml_fields.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace cordon {
namespace {

size_t EditDistance(const std::string& a, const std::string& b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
      diagonal = above;
    }
  }
  return row[b.size()];
}

std::string Describe(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Map: return "a mapping";
    case YAML::NodeType::Sequence: return "a list";
    case YAML::NodeType::Scalar: return "'" + node.Scalar() + "'";
    default: return "nothing";
  }
}

}  // namespace

std::string ClosestMatch(const std::string& word, const std::vector<std::string>& candidates) {
  std::string best;
  size_t best_distance = std::max<size_t>(2, word.size() / 3) + 1;
  for (const auto& candidate : candidates) {
    // A word cut short or run on ('memory' for 'memory_mb') is a likely slip too.
    bool prefix =
        word.size() >= 3 && (candidate.rfind(word, 0) == 0 || word.rfind(candidate, 0) == 0);
    size_t d = prefix ? 1 : EditDistance(word, candidate);
    if (d < best_distance) {
      best_distance = d;
      best = candidate;
    }
  }
  return best;
}

YAML::Node LoadYaml(const std::string& text, const std::string& file) {
  try {
    return YAML::Load(text);
  } catch (const YAML::Exception& e) {
    throw ConfigError(file, e.mark.is_null() ? 0 : e.mark.line + 1,
                      e.mark.is_null() ? 0 : e.mark.column + 1, "invalid YAML: " + e.msg);
  }
}

YamlFields::YamlFields(const YAML::Node& node, std::string file, std::string what)
    : node_(node), file_(std::move(file)), what_(std::move(what)) {
  if (!node_.IsMap()) {
    // A scalar is not quoted here: a path that names the wrong file (a policy that is
    // /etc/shadow) would otherwise put that file's text in an error message and a log.
    throw ErrorAt(node_, "expected " + what_ + " to be a mapping of keys to values, found " +
                             (node_.IsScalar() ? std::string("a single value") : Describe(node_)));
  }
  // yaml-cpp keeps the first of two equal keys; a reader sees the last. Either way one
  // of them is ignored without a word, so two are an error.
  std::set<std::string> seen;
  for (const auto& entry : node_) {
    if (!entry.first.IsScalar()) continue;
    if (!seen.insert(entry.first.Scalar()).second) {
      throw ErrorAt(entry.first,
                    "'" + entry.first.Scalar() + "' is given twice in " + what_ + "; keep one");
    }
  }
}

ConfigError YamlFields::ErrorAt(const YAML::Node& node, const std::string& message) const {
  auto mark = node.Mark();
  if (mark.is_null()) return ConfigError(file_, 0, 0, message);
  return ConfigError(file_, mark.line + 1, mark.column + 1, message);
}

bool YamlFields::Has(const std::string& key) const { return bool(Get(key)); }

YAML::Node YamlFields::Get(const std::string& key) const {
  // Index a const node: a non-const operator[] would insert the key.
  const YAML::Node& node = node_;
  return node[key];  // undefined (false in a bool context) when absent
}

std::string YamlFields::RequiredString(const std::string& key) const {
  auto value = OptionalString(key);
  if (!value) throw ErrorAt(node_, what_ + " is missing the required key '" + key + "'");
  return *value;
}

std::optional<std::string> YamlFields::OptionalString(const std::string& key) const {
  YAML::Node value = Get(key);
  if (!value || value.IsNull()) return std::nullopt;
  if (!value.IsScalar()) {
    throw ErrorAt(value, "'" + key + "' must be a string, found " + Describe(value));
  }
  return value.Scalar();
}

std::optional<bool> YamlFields::OptionalBool(const std::string& key) const {
  YAML::Node value = Get(key);
  if (!value || value.IsNull()) return std::nullopt;
  bool result = false;
  if (!value.IsScalar() || !YAML::convert<bool>::decode(value, result)) {
    throw ErrorAt(value, "'" + key + "' must be true or false, found " + Describe(value));
  }
  return result;
}

std::optional<double> YamlFields::OptionalNumber(const std::string& key) const {
  YAML::Node value = Get(key);
  if (!value || value.IsNull()) return std::nullopt;
  double result = 0;
  if (!value.IsScalar() || !YAML::convert<double>::decode(value, result)) {
    throw ErrorAt(value, "'" + key + "' must be a number, found " + Describe(value));
  }
  return result;
}

std::optional<int> YamlFields::OptionalWholeNumber(const std::string& key, int min, int max) const {
  auto number = OptionalNumber(key);
  if (!number) return std::nullopt;
  // Written so that NaN fails every comparison and lands in the error.
  if (!(*number >= min && *number <= max && *number == std::floor(*number))) {
    throw ErrorAt(Get(key), "'" + key + "' must be a whole number from " + std::to_string(min) +
                                " to " + std::to_string(max) + ", found " + Describe(Get(key)));
  }
  return static_cast<int>(*number);
}

std::vector<std::string> YamlFields::StringList(const std::string& key) const {
  YAML::Node value = Get(key);
  std::vector<std::string> out;
  if (!value || value.IsNull()) return out;
  if (value.IsScalar()) {
    out.push_back(value.Scalar());
    return out;
  }
  if (!value.IsSequence()) {
    throw ErrorAt(value,
                  "'" + key + "' must be a string or a list of strings, found " + Describe(value));
  }
  for (const auto& item : value) {
    if (!item.IsScalar()) {
      throw ErrorAt(item, "each entry of '" + key + "' must be a string, found " + Describe(item));
    }
    out.push_back(item.Scalar());
  }
  return out;
}

void YamlFields::RejectUnknown(std::initializer_list<const char*> known) const {
  std::vector<std::string> names(known.begin(), known.end());
  for (const auto& entry : node_) {
    std::string key = entry.first.Scalar();
    if (std::find(names.begin(), names.end(), key) != names.end()) continue;
    std::string message = "unknown key '" + key + "' in " + what_;
    std::string suggestion = ClosestMatch(key, names);
    if (!suggestion.empty()) {
      message += " (did you mean '" + suggestion + "'?)";
    } else {
      std::string list;
      for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
      message += " (expected one of: " + list + ")";
    }
    throw ErrorAt(entry.first, message);
  }
}

}  // namespace cordon
