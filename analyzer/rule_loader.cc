#include "analyzer/rule_loader.h"

#include <algorithm>
#include <cctype>
#include <string_view>

#include "analyzer/yaml_fields.h"

namespace cordon {
namespace {

// The highest argument index a rule may test; far above any real call, and small
// enough that nothing downstream overflows.
constexpr int kMaxArgumentPosition = 1000;

// Character-class checks, written out: std::regex recurses per character and a
// 50,000-character id would overflow the stack.
bool OnlyOf(std::string_view text, std::string_view extra, bool upper) {
  return std::all_of(text.begin(), text.end(), [&](char c) {
    auto u = static_cast<unsigned char>(c);
    return std::islower(u) || std::isdigit(u) || (upper && std::isupper(u)) ||
           extra.find(c) != std::string_view::npos;
  });
}
// [A-Za-z][A-Za-z0-9_.-]*
bool IsRuleId(std::string_view id) {
  return !id.empty() && std::isalpha(static_cast<unsigned char>(id[0])) && OnlyOf(id, "_.-", true);
}
// [a-z][a-z0-9-]*
bool IsCategory(std::string_view category) {
  return !category.empty() && std::islower(static_cast<unsigned char>(category[0])) &&
         OnlyOf(category, "-", false);
}
// [A-Za-z0-9_$*.:/@-]+
bool IsDottedName(std::string_view name) { return !name.empty() && OnlyOf(name, "_$*.:/@-", true); }

std::vector<NamePattern> NamePatterns(const YamlFields& fields, const std::string& key) {
  std::vector<NamePattern> out;
  YAML::Node node = fields.Get(key);
  for (const auto& name : fields.StringList(key)) {
    if (!IsDottedName(name)) {
      throw fields.ErrorAt(node, "'" + name + "' in '" + key +
                                     "' is not a dotted name (letters, digits, _, $, ., and "
                                     "* as a wildcard)");
    }
    out.emplace_back(name);
  }
  if (out.empty()) throw fields.ErrorAt(node, "'" + key + "' needs at least one name");
  return out;
}

ArgCondition ParseArgCondition(const YAML::Node& node, const std::string& file) {
  YamlFields f(node, file, "argument condition");
  f.RejectUnknown({"position", "keyword", "property", "present", "literal", "equals", "matches",
                   "or_unknown", "resolves_to", "type", "path"});
  ArgCondition c;
  c.position = f.OptionalWholeNumber("position", 0, kMaxArgumentPosition);
  c.keyword = f.OptionalString("keyword");
  c.property = f.OptionalString("property");
  c.present = f.OptionalBool("present");
  c.literal = f.OptionalBool("literal");
  c.equals = f.StringList("equals");
  if (auto regex = f.OptionalString("matches")) {
    std::string reason;
    c.matches = CompileRegex(*regex, reason);
    if (!c.matches) {
      throw f.ErrorAt(f.Get("matches"), "'matches' is not a valid regular expression: " + reason);
    }
    c.matches_text = *regex;
  }
  c.or_unknown = f.OptionalBool("or_unknown").value_or(false);
  if (c.or_unknown && c.equals.empty() && !c.matches) {
    throw f.ErrorAt(f.Get("or_unknown"),
                    "'or_unknown' says how 'equals' or 'matches' treats a value not known "
                    "before the program runs; add one of them, or remove 'or_unknown'");
  }
  if (f.Has("resolves_to")) c.resolves_to = NamePatterns(f, "resolves_to");
  c.type = f.OptionalString("type");
  if (c.type && *c.type != "string" && *c.type != "function") {
    throw f.ErrorAt(f.Get("type"),
                    "'type' must be 'string' or 'function', found '" + *c.type + "'");
  }
  if (auto path = f.OptionalString("path")) {
    if (*path == "outside") {
      c.path = PathTest::kOutside;
    } else if (*path == "system") {
      c.path = PathTest::kSystem;
    } else {
      throw f.ErrorAt(f.Get("path"),
                      "'path' must be 'outside' (leaves the working directory) "
                      "or 'system' (a host location), found '" +
                          *path + "'");
    }
  }
  if (!c.position && !c.keyword) {
    throw f.ErrorAt(node, "an argument condition needs 'position', 'keyword' or both");
  }
  if (!c.present && !c.literal && c.equals.empty() && !c.matches && c.resolves_to.empty() &&
      !c.type && !c.path) {
    throw f.ErrorAt(node,
                    "an argument condition needs something to test: 'present', 'literal', "
                    "'equals', 'matches', 'resolves_to', 'type' or 'path'");
  }
  return c;
}

std::vector<ArgCondition> ParseArgConditions(const YamlFields& f, const std::string& key) {
  std::vector<ArgCondition> out;
  YAML::Node list = f.Get(key);
  if (!list) return out;
  if (!list.IsSequence()) {
    throw f.ErrorAt(list, "'" + key + "' must be a list of argument conditions");
  }
  for (const auto& item : list) out.push_back(ParseArgCondition(item, f.file()));
  return out;
}

// Where, in the rule file, byte `offset` of a query's text is.
std::pair<int, int> QueryOffsetPosition(const YAML::Node& node, const std::string& file_text,
                                        uint32_t offset) {
  const std::string& query = node.Scalar();
  offset = std::min<uint32_t>(offset, static_cast<uint32_t>(query.size()));
  int newlines = static_cast<int>(std::count(query.begin(), query.begin() + offset, '\n'));
  size_t line_start = query.rfind('\n', offset == 0 ? 0 : offset - 1);
  int column_in_query =
      static_cast<int>(offset - (line_start == std::string::npos ? 0 : line_start + 1));
  auto mark = node.Mark();
  // Find the first line of the text: for a block scalar (| or >) it follows the indicator.
  size_t pos = 0;
  for (int l = 0; l < mark.line && pos != std::string::npos; ++l) {
    pos = file_text.find('\n', pos);
    if (pos != std::string::npos) ++pos;
  }
  bool block = pos != std::string::npos && pos + mark.column < file_text.size() &&
               (file_text[pos + mark.column] == '|' || file_text[pos + mark.column] == '>');
  if (!block) {
    bool quoted = pos != std::string::npos && pos + mark.column < file_text.size() &&
                  (file_text[pos + mark.column] == '"' || file_text[pos + mark.column] == '\'');
    if (newlines == 0) return {mark.line + 1, mark.column + 1 + (quoted ? 1 : 0) + column_in_query};
    return {mark.line + 1 + newlines, column_in_query + 1};
  }
  int line = mark.line + 1 + newlines;  // 0-based line of the offending query line
  size_t at = 0;
  for (int l = 0; l < line && at != std::string::npos; ++l) {
    at = file_text.find('\n', at);
    if (at != std::string::npos) ++at;
  }
  int indent = 0;
  while (at != std::string::npos && at + indent < file_text.size() &&
         file_text[at + indent] == ' ') {
    ++indent;
  }
  return {line + 1, indent + column_in_query + 1};
}

Pattern ParsePattern(const YAML::Node& node, const Rule& rule, const std::string& file_text) {
  YamlFields f(node, rule.file, "pattern");
  f.RejectUnknown({"call", "value", "import", "attribute", "reference", "unresolved", "query",
                   "where", "unless"});
  Pattern p;
  int kinds = 0;
  if (f.Has("call")) {
    p.kind = PatternKind::kCall;
    p.names = NamePatterns(f, "call");
    ++kinds;
  }
  if (f.Has("value")) {
    p.kind = PatternKind::kValue;
    p.names = NamePatterns(f, "value");
    ++kinds;
  }
  if (f.Has("import")) {
    p.kind = PatternKind::kImport;
    p.names = NamePatterns(f, "import");
    ++kinds;
  }
  if (f.Has("attribute")) {
    p.kind = PatternKind::kAttribute;
    p.names = NamePatterns(f, "attribute");
    ++kinds;
  }
  if (f.Has("reference")) {
    p.kind = PatternKind::kReference;
    p.names = NamePatterns(f, "reference");
    ++kinds;
  }
  if (f.Has("unresolved")) {
    p.kind = PatternKind::kUnresolved;
    YAML::Node where = f.Get("unresolved");
    for (const auto& name : f.StringList("unresolved")) {
      if (name == "import")
        p.unresolved.push_back(UnresolvedKind::kImport);
      else if (name == "attribute")
        p.unresolved.push_back(UnresolvedKind::kAttribute);
      else if (name == "lookup")
        p.unresolved.push_back(UnresolvedKind::kLookup);
      else if (name == "code")
        p.unresolved.push_back(UnresolvedKind::kCode);
      else {
        throw f.ErrorAt(where, "unknown value '" + name +
                                   "' in 'unresolved' (expected import, attribute, lookup, code)");
      }
    }
    ++kinds;
  }
  if (f.Has("query")) {
    p.kind = PatternKind::kQuery;
    YAML::Node query = f.Get("query");
    p.query_text = f.RequiredString("query");
    for (Language language : rule.languages) {
      CompiledQuery::Error error;
      auto compiled = CompiledQuery::Compile(TreeSitterLanguage(language), p.query_text, error);
      if (!compiled) {
        auto [line, column] = QueryOffsetPosition(query, file_text, error.offset);
        throw ConfigError(rule.file, line, column,
                          "query does not compile for " + std::string(LanguageName(language)) +
                              ": " + error.message +
                              " (check node and field names against the grammar, e.g. with "
                              "`tree-sitter parse`)");
      }
      p.queries[static_cast<int>(language)] = std::move(compiled);
    }
    ++kinds;
  }
  if (kinds != 1) {
    throw f.ErrorAt(node, kinds == 0 ? "a pattern needs one of 'call', 'value', 'import', "
                                       "'attribute', 'reference', 'unresolved' or 'query'"
                                     : "a pattern takes only one of 'call', 'value', 'import', "
                                       "'attribute', 'reference', 'unresolved' or 'query'; "
                                       "split it into several patterns");
  }
  p.where = ParseArgConditions(f, "where");
  p.unless = ParseArgConditions(f, "unless");
  if ((!p.where.empty() || !p.unless.empty()) && p.kind != PatternKind::kCall) {
    throw f.ErrorAt(node, "'where' and 'unless' apply only to 'call' patterns");
  }
  return p;
}

Rule ParseRule(const YAML::Node& node, const std::string& file, const std::string& file_text) {
  YamlFields f(node, file, "rule");
  f.RejectUnknown({"id", "languages", "severity", "category", "capability", "message",
                   "remediation", "description", "patterns"});
  Rule rule;
  rule.file = file;
  rule.line = node.Mark().line + 1;
  rule.id = f.RequiredString("id");
  if (!IsRuleId(rule.id)) {
    throw f.ErrorAt(f.Get("id"), "rule id '" + rule.id +
                                     "' must start with a letter and hold only letters, digits, "
                                     "'.', '_' and '-'");
  }
  YAML::Node languages = f.Get("languages");
  if (!languages) throw f.ErrorAt(node, "rule '" + rule.id + "' is missing 'languages'");
  for (const auto& name : f.StringList("languages")) {
    auto language = ParseLanguage(name);
    if (!language) {
      throw f.ErrorAt(languages, "unknown language '" + name + "' (expected python, javascript)");
    }
    rule.languages.push_back(*language);
  }
  std::string severity = f.RequiredString("severity");
  auto parsed = ParseSeverity(severity);
  if (!parsed) {
    throw f.ErrorAt(f.Get("severity"),
                    "unknown severity '" + severity + "' (expected " + SeverityChoices() + ")");
  }
  rule.severity = *parsed;
  rule.category = f.RequiredString("category");
  if (!IsCategory(rule.category)) {
    throw f.ErrorAt(f.Get("category"),
                    "category '" + rule.category + "' must be lower-case words joined by '-'");
  }
  rule.capability = f.OptionalString("capability").value_or("");
  if (f.Get("capability") && !IsCapability(rule.capability)) {
    throw f.ErrorAt(f.Get("capability"), "unknown capability '" + rule.capability +
                                             "' (expected one of " + CapabilityChoices() + ")");
  }
  rule.message = f.RequiredString("message");
  rule.remediation = f.RequiredString("remediation");
  rule.description = f.OptionalString("description").value_or("");
  YAML::Node patterns = f.Get("patterns");
  if (!patterns || !patterns.IsSequence() || patterns.size() == 0) {
    throw f.ErrorAt(patterns ? patterns : node,
                    "rule '" + rule.id + "' needs 'patterns': a list of at least one pattern");
  }
  for (const auto& pattern : patterns)
    rule.patterns.push_back(ParsePattern(pattern, rule, file_text));
  return rule;
}

}  // namespace

std::vector<Rule> ParseRuleFile(const std::string& text, const std::string& file) {
  YAML::Node root = LoadYaml(text, file);
  if (!root || root.IsNull()) {
    throw ConfigError(file, 0, 0, "the file is empty; a rule file holds 'rules:', a list of rules");
  }
  YamlFields top(root, file, "rule file");
  YAML::Node rules = top.Get("rules");
  top.RejectUnknown({"rules"});
  if (!rules || !rules.IsSequence()) {
    throw top.ErrorAt(rules ? rules : root, "a rule file holds 'rules:', a list of rules");
  }
  std::vector<Rule> out;
  for (const auto& node : rules) out.push_back(ParseRule(node, file, text));
  return out;
}

}  // namespace cordon
