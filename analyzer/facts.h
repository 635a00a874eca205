// What a resolver establishes about a parsed file, for rules to match against.
//
// The resolvers (python_resolver, javascript_resolver) walk the tree once, track what
// each name refers to (imports, aliases, constant strings) and record one fact per
// interesting place. Matching rules is then a cheap scan over these facts.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "analyzer/rule.h"

namespace cordon {

// How a call names an object it cannot resolve: `<object>.to_csv` (UnnamedMethod).
inline constexpr std::string_view kUnnamedObject = "<object>";
// How the resolvers mark a class statement of the file (PythonResolver's kFileClass):
// values joined keep it only if every one has it (EitherValue).
inline constexpr std::string_view kFileClassMark = "<class of the file>";
// What its `__subclasses__()` gives: a list of such classes (a container: changed in
// place, it is not known any more, ResolverBase::ForgetItems).
inline constexpr std::string_view kFileSubclassesMark = "<classes of the file>";

struct ByteRange {
  uint32_t start = 0;
  uint32_t end = 0;
};

// One argument of a call, as far as static analysis can tell.
struct ArgFact {
  std::optional<std::string> keyword;  // Python keyword argument; nullopt if positional
  bool spread = false;                 // *args / **kw / ...xs: later positions are unknown
  std::optional<std::string>
      constant;            // folded value: string text, "true", "false", "null", number text
  bool is_string = false;  // a string, constant or built at run time
  // A string built at run time whose start is known (f"/etc/{name}", path.join('/', x)).
  std::optional<std::string> prefix;
  // One of these constant strings (a loop variable over a list of them): a condition on
  // the constant holds when it holds for any of them.
  std::vector<std::string> one_of;
  // With one_of: it may also be something not known (a value that is one of those on
  // some paths and unknown on another). A condition then holds for any of them, or as
  // for an unknown value.
  bool one_of_open = false;
  bool is_function = false;        // a lambda, function or arrow function
  std::vector<std::string> names;  // qualified names it resolves to
  bool names_open = false;         // or to something else, not named (Value::open_names)
  // For an object literal (JS) or dict display (Python) with constant keys.
  std::vector<std::string> property_keys;
  std::vector<ArgFact> property_values;
  // How its value was worked out, for a finding that judges it (Value::chain).
  std::vector<std::string> chain;
};

struct CallFact {
  ByteRange range;
  std::vector<std::string> callees;  // candidate qualified names ("os.system", "eval")
  bool is_new = false;               // JS `new X(...)`
  // Not a call: the callee is used as a value here (passed, stored, returned), so it may
  // be called anywhere with unknown arguments; `args` is one unknown spread.
  bool as_value = false;
  std::vector<ArgFact> args;
  std::vector<std::string> resolution;
  // The working directory at the call, relative to where the program starts, when a
  // `with contextlib.chdir("sub"):` around it says so ("" is where it starts): relative
  // paths are judged from there.
  std::string cwd;
};

struct ImportFact {
  ByteRange range;
  std::string module;  // "os", "os.path", "child_process" (without "node:")
  std::vector<std::string> resolution;
};

// A member access with a statically known name: `x.__globals__`, getattr(x, '__globals__').
struct AttributeFact {
  ByteRange range;
  std::string name;  // the member's name
  std::string
      path;  // the dotted chain of known member names ending here ("constructor.constructor")
};

// A use of something that resolves to a qualified name: `os.environ`, `process.env`.
struct ReferenceFact {
  ByteRange range;
  std::vector<std::string> names;
  std::vector<std::string> resolution;
  // The constant keys read from it right here, when each is written in place:
  // `os.environ['HOME']`, `os.environ.get('HOME')`, `process.env.HOME`,
  // `process.env['HOME']`, `const {HOME, USER} = process.env`. Empty when unknown or the
  // object itself is used (passed, copied, iterated).
  std::vector<std::string> keys;
};

// A place where the resolver could not know what is meant: `__import__(name)`.
struct UnresolvedFact {
  ByteRange range;
  UnresolvedKind kind;
  std::string detail;  // what could not be resolved and why, for the message
};

// A constant string the language itself may evaluate as code later, with no call in
// sight: a Python string annotation (`def f(x: "__import__('os')...")`), which
// typing.get_type_hints(), inspect.signature(eval_str=True) and dataclasses evaluate.
struct EmbeddedCodeFact {
  ByteRange range;
  std::string text;
  std::string where;  // for the note: "in the string annotation ..."
  // Evaluated as an expression (typing compiles a forward reference so), not run as
  // statements: it rebinds a name only by `:=`.
  bool expression = false;
};

struct Facts {
  std::vector<CallFact> calls;
  std::vector<EmbeddedCodeFact> embedded_code;
  std::vector<ImportFact> imports;
  std::vector<AttributeFact> attributes;
  std::vector<ReferenceFact> references;
  std::vector<UnresolvedFact> unresolved;
  // Set when a limit stopped the walk early (nesting too deep): reported as a finding.
  std::optional<ByteRange> depth_limit_hit;
  // Set where the analysis budget (analyzer/analysis_budget.h) ran out: the walk stopped.
  std::optional<ByteRange> budget_hit;
  uint64_t steps = 0;  // steps the walk took (deterministic)
};

}  // namespace cordon
