// Strict reading of YAML mappings for rule and policy files.
//
// yaml-cpp accepts anything; users need to hear about a typo. YamlFields wraps one
// mapping node, hands out its fields by name with type checks, and reports any key
// nobody asked for, with a "did you mean" suggestion, as a ConfigError that carries
// the key's position.
#pragma once

#include <yaml-cpp/yaml.h>

#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "analyzer/config_error.h"

namespace cordon {

class YamlFields {
 public:
  // Throws ConfigError unless `node` is a mapping. `what` names it in messages ("rule").
  YamlFields(const YAML::Node& node, std::string file, std::string what);

  bool Has(const std::string& key) const;
  YAML::Node Get(const std::string& key) const;  // null node when absent
  std::string RequiredString(const std::string& key) const;
  std::optional<std::string> OptionalString(const std::string& key) const;
  std::optional<bool> OptionalBool(const std::string& key) const;
  std::optional<double> OptionalNumber(const std::string& key) const;
  // A whole number in [min, max]; anything else (1.5, 1e20, .nan, .inf) is an error that
  // names the range, so nothing downstream casts an out-of-range double.
  std::optional<int> OptionalWholeNumber(const std::string& key, int min, int max) const;
  // A single string or a sequence of strings.
  std::vector<std::string> StringList(const std::string& key) const;

  // Throws for the first key not in `known`. Call after reading the fields.
  void RejectUnknown(std::initializer_list<const char*> known) const;

  ConfigError ErrorAt(const YAML::Node& node, const std::string& message) const;
  const std::string& file() const { return file_; }

 private:
  YAML::Node node_;
  std::string file_;
  std::string what_;
};

// The closest of `candidates` to `word` within a small edit distance, or "".
std::string ClosestMatch(const std::string& word, const std::vector<std::string>& candidates);

// Loads YAML text, turning parse errors into ConfigError with the position.
YAML::Node LoadYaml(const std::string& text, const std::string& file);

}  // namespace cordon
