// A rule, as loaded from YAML under rules/. See docs/rules.md for the file format.
//
// A rule matches when any of its patterns matches. Patterns work on what the resolver
// established (calls with their resolved callee, imports, attribute names, places where
// resolution was impossible), so one rule written against `os.system` catches every alias
// of it. A raw tree-sitter query is the escape hatch for shapes the facts do not carry.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "analyzer/compiled_query.h"
#include "analyzer/language.h"
#include "analyzer/path_text.h"
#include "analyzer/regex.h"
#include "analyzer/severity.h"

namespace cordon {

// A dotted name with `*` wildcards: "subprocess.*", "child_process.exec*", "eval".
class NamePattern {
 public:
  explicit NamePattern(std::string text)
      : text_(std::move(text)), glob_(text_.find('*') != std::string::npos) {}
  bool Matches(std::string_view name) const;
  const std::string& text() const { return text_; }

 private:
  std::string text_;
  bool glob_;  // has a `*`; else only the name itself matches (compared by length first)
};

// A condition on one argument of a call.
struct ArgCondition {
  std::optional<int> position;          // 0-based positional index
  std::optional<std::string> keyword;   // Python keyword argument name
  std::optional<std::string> property;  // a property of an object-literal argument (JS)
  std::optional<bool> present;          // the argument is (not) given
  std::optional<bool> literal;          // its value is (not) a constant after folding
  std::vector<std::string> equals;      // its constant value is one of these
  Regex matches;                        // its constant value matches this (search)
  std::string matches_text;
  std::vector<NamePattern> resolves_to;  // it resolves to one of these names
  std::optional<std::string> type;       // "string" or "function"
  std::optional<PathTest> path;          // what the known text of a path says (path_text.h)
  // `equals` and `matches` also hold when nothing of the value is known before the
  // program runs (a mode or flags computed at run time may be a writing one). Only in
  // `where`; an `unless` never holds for an unknown value.
  bool or_unknown = false;
};

enum class PatternKind {
  kCall,
  kValue,  // a name used as a value (passed, stored, returned), never a call
  kImport,
  kAttribute,
  kReference,
  kUnresolved,
  kQuery
};

// What `unresolved:` can name: the kinds of dynamic construct the resolver gives up on.
// kCode: code built at run time that the language will evaluate with no call in sight
// (a Python annotation's name bound to a decoded string, which typing evaluates).
enum class UnresolvedKind { kImport, kAttribute, kLookup, kCode };
std::string_view UnresolvedKindName(UnresolvedKind kind);

// "a, b ,c" -> {"a", "b", "c"}: the rule-id lists of annotations and suppressions.
std::vector<std::string> SplitRuleIds(std::string_view list);

struct Pattern {
  PatternKind kind = PatternKind::kCall;
  std::vector<NamePattern> names;  // call, value, import, attribute, reference
  std::vector<UnresolvedKind> unresolved;
  std::vector<ArgCondition> where;   // all must hold (calls)
  std::vector<ArgCondition> unless;  // none may hold (calls)
  std::string query_text;            // kQuery: the source of the query
  // kQuery: one compiled query per language of the rule, indexed by Language.
  std::shared_ptr<const CompiledQuery> queries[2];
};

// What code that matches a rule could do, in the words a policy grants them with
// (`capabilities: [network]`): the rule's category says what it looks for, its
// capability what the code gains. A fixed vocabulary, so a grant cannot be misspelt.
inline constexpr std::string_view kCapabilities[] = {
    "process",          // start programs, shells
    "code-eval",        // run code built at run time (eval, exec, Function, vm)
    "native",           // native code: FFI, extension modules, bindings
    "fs-write",         // write files outside the working directory
    "fs-destroy",       // delete or overwrite files and trees
    "network",          // sockets, HTTP, DNS
    "environment",      // environment variables, secrets, the system's own files
    "introspection",    // reflection that reaches past the names the code uses
    "deserialization",  // loaders that run code while reading data (pickle, yaml.load)
    "signals",          // signal or kill other processes
    "module-loading",   // load modules from files the code wrote or chose at run time
};
bool IsCapability(std::string_view name);
// "process, code-eval, ..." for messages.
std::string CapabilityChoices();

struct Rule {
  std::string id;
  std::vector<Language> languages;
  Severity severity = Severity::kMedium;
  std::string category;
  std::string capability;  // one of kCapabilities; "" for the engine's own rules
  std::string message;
  std::string remediation;
  std::string description;  // longer help; optional
  std::vector<Pattern> patterns;
  std::string file;  // where it was defined, for messages
  int line = 0;

  bool AppliesTo(Language language) const;
};

}  // namespace cordon
