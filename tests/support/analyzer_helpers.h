// Helpers shared by the tests: parse-and-resolve snippets, and analyze them against
// rules written inline.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "analyzer/analyzer.h"
#include "analyzer/facts.h"
#include "analyzer/javascript_resolver.h"
#include "analyzer/python_resolver.h"
#include "analyzer/rule_loader.h"
#include "analyzer/ts_handles.h"

namespace cordon::testing {

inline Facts Resolve(Language language, const std::string& source) {
  TsParserPtr parser(ts_parser_new());
  ts_parser_set_language(parser.get(), TreeSitterLanguage(language));
  TsTreePtr tree(ts_parser_parse_string(parser.get(), nullptr, source.data(),
                                        static_cast<uint32_t>(source.size())));
  TSNode root = ts_tree_root_node(tree.get());
  AnalysisBudget unlimited;
  return language == Language::kPython ? ResolvePython(root, source, unlimited)
                                       : ResolveJavaScript(root, source, unlimited);
}
inline Facts Py(const std::string& source) { return Resolve(Language::kPython, source); }
inline Facts Js(const std::string& source) { return Resolve(Language::kJavaScript, source); }

// Every candidate callee name of every call, in order.
inline std::vector<std::string> Callees(const Facts& facts) {
  std::vector<std::string> out;
  for (const auto& call : facts.calls) {
    for (const auto& name : call.callees) out.push_back(name);
  }
  return out;
}
inline size_t CallCount(const Facts& facts, const std::string& name) {
  auto all = Callees(facts);
  return static_cast<size_t>(std::count(all.begin(), all.end(), name));
}
inline bool Calls(const Facts& facts, const std::string& name) {
  auto all = Callees(facts);
  return std::find(all.begin(), all.end(), name) != all.end();
}
inline const CallFact* CallTo(const Facts& facts, const std::string& name) {
  for (const auto& call : facts.calls) {
    if (std::find(call.callees.begin(), call.callees.end(), name) != call.callees.end())
      return &call;
  }
  return nullptr;
}
// Whether `name` is used as a value (passed, stored, returned) somewhere in `facts`.
inline bool UsedAsValue(const Facts& facts, const std::string& name) {
  return std::any_of(facts.calls.begin(), facts.calls.end(), [&](const CallFact& call) {
    return call.as_value &&
           std::find(call.callees.begin(), call.callees.end(), name) != call.callees.end();
  });
}
// The first argument of the first call to `name`; an empty fact when there is none (the
// CHECKs on it then fail, and `CallTo` says why).
inline ArgFact FirstArgOf(const Facts& facts, const std::string& name) {
  const CallFact* call = CallTo(facts, name);
  return call == nullptr || call->args.empty() ? ArgFact{} : call->args[0];
}
inline std::vector<std::string> Imports(const Facts& facts) {
  std::vector<std::string> out;
  for (const auto& i : facts.imports) out.push_back(i.module);
  return out;
}

inline std::vector<UnresolvedKind> UnresolvedKinds(const Facts& facts) {
  std::vector<UnresolvedKind> out;
  for (const auto& u : facts.unresolved) out.push_back(u.kind);
  return out;
}

// A RuleSet of the built-ins plus the rules in `yaml`.
inline RuleSet RulesFrom(const std::string& yaml) {
  RuleSet rules;
  rules.Add(ParseRuleFile(yaml, "test.yaml"));
  return rules;
}

inline std::vector<std::string> RuleIds(const std::vector<Finding>& findings) {
  std::vector<std::string> out;
  for (const auto& f : findings) out.push_back(f.rule_id);
  return out;
}

}  // namespace cordon::testing
