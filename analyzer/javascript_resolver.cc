#include "analyzer/javascript_resolver.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "analyzer/language.h"
#include "analyzer/literals.h"
#include "analyzer/path_text.h"
#include "analyzer/resolver_support.h"

namespace cordon {
namespace {

bool IsGlobalObjectName(std::string_view name) {
  return name == "globalThis" || name == "global" || name == "window" || name == "self";
}

std::string StripNodePrefix(std::string module) {
  if (module.rfind("node:", 0) == 0) return module.substr(5);
  return module;
}

// Numbers print as JavaScript would for the common cases (integers).
std::string NumberText(std::string_view text) {
  std::string s(text);
  std::erase(s, '_');
  // 0o17, 0b101, and the legacy octal 017 of sloppy scripts (not 08 or 09: decimal).
  int base = 0;
  size_t digits = 0;
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'o' || s[1] == 'O')) {
    base = 8, digits = 2;
  } else if (s.size() > 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
    base = 2, digits = 2;
  } else if (s.size() > 1 && s[0] == '0' &&
             s.find_first_not_of("01234567", 1) == std::string::npos) {
    base = 8, digits = 1;
  }
  if (base != 0 && s.size() - digits <= 15) {
    char* stop = nullptr;
    long long n = std::strtoll(s.c_str() + digits, &stop, base);
    if (*stop == '\0') return std::to_string(n);
  }
  char* end = nullptr;
  double d = std::strtod(s.c_str(), &end);
  if (end != s.c_str() && *end == '\0' && std::floor(d) == d && std::fabs(d) < 1e15) {
    return std::to_string(static_cast<long long>(d));
  }
  return s;
}

class JavaScriptResolver final : public ResolverBase {
 public:
  // With `own_attributes`, attributes of the file's own objects are read from what the
  // file stores (OwnAttribute); ResolveWithOwnAttributes turns that off when the walk
  // finds it doubtful.
  JavaScriptResolver(std::string_view source, AnalysisBudget& budget, bool own_attributes,
                     const StoredValues* stored_before)
      : ResolverBase(source, TreeSitterLanguage(Language::kJavaScript), "binary_expression",
                     "globalThis", StringConversion::kImplicit, budget) {
    UseOwnAttributes(own_attributes, stored_before);
  }

  Facts Run(TSNode root) {
    strict_file_ = IsStrictFile(root);
    ScanLaterWrites(root);
    JudgeClasses();
    // What the scan saw may already rule the attributes out (or the file has no class of
    // its own): walked once, without them.
    if (own_attributes_ && !AttributesReadable()) UseOwnAttributes(false, nullptr);
    Facts facts = ResolveFile(root, [&](TSNode body, Scope* scope) { Visit(body, scope); });
    // Code run from a string may set anything.
    if (!facts.embedded_code.empty()) attributes_doubtful_ = true;
    return facts;
  }

 private:
  std::string Ident(TSNode node) const { return DecodeJavaScriptIdentifier(Text(node)); }
  // Every spelling of a name counts as a use: `save`, `{save}`, `o.save`, `#save`.
  std::string IdentifierName(TSNode node) const override {
    std::string_view type = NodeType(node);
    if (type == "identifier" || type == "shorthand_property_identifier" ||
        type == "property_identifier" || type == "shorthand_property_identifier_pattern" ||
        type == "private_property_identifier") {
      return Ident(node);
    }
    return "";
  }

  // Scopes that have no `arguments` of their own (arrow functions, catch clauses).
  std::unordered_set<const Scope*> lexical_arguments_;
  // Stores into the global object by a constant name the scan noted (AssignTarget).
  std::unordered_set<uintptr_t> global_stores_;
  static uintptr_t NodeKey(TSNode node) { return reinterpret_cast<uintptr_t>(node.id); }
  bool strict_file_ = false;          // an ES module or "use strict": `this` is never the global
  bool import_meta_changed_ = false;  // the scan saw import.meta changed or handed on

  // An ES module's imports bind before any of its statements runs, wherever they are
  // written: `rmSync(...)` above `import { rmSync } from 'node:fs'` is fs's.
  void VisitTopLevel(TSNode root, Scope* scope) override {
    ForEachNamedChild(root, [&](TSNode statement) {
      if (NodeType(statement) == "import_statement") Visit(statement, scope);
    });
    ForEachNamedChild(root, [&](TSNode statement) {
      if (NodeType(statement) != "import_statement") Visit(statement, scope);
    });
  }

  void Visit(TSNode node, Scope* scope) override {
    DepthGuard guard(*this, node);
    if (!CheckDepth(guard, node)) return;
    std::string_view type = NodeType(node);
    if (type == "comment" || type == "hash_bang_line") return;
    if (type == "import_statement") return VisitImport(node, scope);
    if (type == "variable_declarator") return VisitDeclarator(node, scope);
    if (type == "function_declaration" || type == "generator_function_declaration") {
      Bind(scope, Ident(Child(node, Field::kName)), DeferFunction(node, scope));
      return;
    }
    if (type == "class_declaration") {
      Bind(scope, Ident(Child(node, Field::kName)), EvalClass(node, scope));
      return;
    }
    if (type == "for_in_statement") {
      Value iterated = Eval(Child(node, Field::kRight), scope);
      TSNode left = Child(node, Field::kLeft);
      const bool of = Text(Child(node, Field::kOperator)) == "of";
      // for (const name of ["a", "b"]): name is one of those strings.
      auto names = of ? StringItems(iterated) : std::nullopt;
      // for (const [k, v] of map): each item joined. (Not `for (k in o)`: it also goes
      // over enumerable keys o inherits, which any Object.prototype[k] = v adds.)
      std::optional<Value> each;
      if (!names && of && iterated.kind == Value::Kind::kSequence) each = EachItem(iterated);
      // An array the body changes (xs.push(...)) has more items than it started with.
      TSNode right = Child(node, Field::kRight);
      if ((names || each) && NodeType(right) == "identifier" &&
          MentionsWord(Text(Child(node, Field::kBody)), Text(right))) {
        names.reset();
        each.reset();
      }
      std::string_view left_type = NodeType(left);
      const bool pattern = left_type == "identifier" || left_type == "array_pattern" ||
                           left_type == "object_pattern";
      // Each round binds the target, then walks the body (WalkLoop).
      WalkLoop([&] {
        BindPatternUnknown(left, scope);
        if (names && NodeType(left) == "identifier") {
          Bind(scope, Ident(left), LoopedOver(*names, Ident(left), LineOf(left)));
        } else if (each && pattern) {
          Value item = *each;
          item.chain.push_back("an item of `" + std::string(Text(right)) +
                               "`, looped over on line " + std::to_string(LineOf(left)));
          BindTarget(left, item, scope, /*declaration=*/true);
        }
        Visit(Child(node, Field::kBody), scope);
      });
      return;
    }
    if (type == "for_statement") {
      VisitField(node, Field::kInitializer, scope);
      WalkLoop([&] {
        VisitField(node, Field::kCondition, scope);
        VisitField(node, Field::kBody, scope);
        VisitField(node, Field::kIncrement, scope);
      });
      return;
    }
    if (type == "while_statement" || type == "do_statement") {
      WalkLoop([&] {
        if (type == "while_statement") VisitField(node, Field::kCondition, scope);
        VisitField(node, Field::kBody, scope);
        if (type == "do_statement") VisitField(node, Field::kCondition, scope);
      });
      return;
    }
    if (type == "if_statement") {
      // Each branch from the bindings before them (WalkBranches); an else-if is an `if`
      // in the `else`.
      VisitField(node, Field::kCondition, scope);
      TSNode alternative = Child(node, Field::kAlternative);
      std::vector<Walk> branches;
      branches.push_back([&] { VisitField(node, Field::kConsequence, scope); });
      if (!ts_node_is_null(alternative)) {
        branches.push_back([&] { Visit(alternative, scope); });
      }
      WalkBranches(branches, !ts_node_is_null(alternative));
      return;
    }
    if (type == "try_statement") {
      // The body may stop anywhere; the catch starts from there (WalkMayStop); `finally`
      // runs after either.
      TSNode handler = Child(node, Field::kHandler);
      std::vector<Walk> handlers;
      if (!ts_node_is_null(handler)) handlers.push_back([&] { Visit(handler, scope); });
      WalkMayStop([&] { VisitField(node, Field::kBody, scope); }, handlers);
      VisitField(node, Field::kFinalizer, scope);
      return;
    }
    if (type == "switch_statement") {
      // A case jumped into runs on into the next ones, or none matches (WalkMayStop).
      VisitField(node, Field::kValue, scope);
      WalkMayStop([&] { VisitField(node, Field::kBody, scope); });
      return;
    }
    if (type == "catch_clause") {
      Scope* inner = NewScope(scope);
      lexical_arguments_.insert(inner);
      BindPatternUnknown(Child(node, Field::kParameter), inner);
      Visit(Child(node, Field::kBody), inner);
      return;
    }
    if (type.find("statement") != std::string_view::npos || type == "program" ||
        type == "lexical_declaration" || type == "variable_declaration" ||
        type == "statement_block" || type == "else_clause" || type == "finally_clause" ||
        type == "switch_body" || type == "switch_case" || type == "switch_default" ||
        type == "export_clause" || type == "ERROR" || type == "using_declaration") {
      if (type == "export_statement") {
        // `export default <expr>` and `export <declaration>`.
        VisitChildren(node, scope);
        return;
      }
      VisitChildren(node, scope);
      return;
    }
    Eval(node, scope);
  }

  // --- bindings ------------------------------------------------------------------------

  // (The program's own scope has no parent: a function's variable written by its
  // closures is not the program's of that name, NoteFunctionRebind.)
  void Bind(Scope* scope, const std::string& name, Value value) {
    if (!name.empty()) {
      scope->Set(name, WithLaterWrites(name, std::move(value), scope->parent() == nullptr));
    }
  }

  // Assignment without a declaration rebinds where the name lives, else a global.
  void Rebind(Scope* scope, const std::string& name, Value value) {
    for (Scope* s = scope; s != nullptr; s = s->parent()) {
      if (s->Find(name) != nullptr || s->parent() == nullptr) {
        s->Set(name, WithLaterWrites(name, std::move(value), s->parent() == nullptr));
        return;
      }
    }
  }

  // --- writes the walk meets too late (ResolverBase::WithLaterWrites) ---------------------

  // One function's names, for ScanLaterWrites: what it declares, and what it assigns or
  // mentions without declaring (an outer name, until a function around declares it).
  struct ScanFrame {
    TSNode function;  // null for the program
    std::unordered_set<std::string> declared;
    std::unordered_set<std::string> mentioned;  // identifiers used in this function itself
    std::vector<std::pair<std::string, TSNode>> assigned;  // non-declaring assignments
    // Assignments in functions inside this one to names they do not declare: this
    // frame's variables if it declares them, else an outer frame's.
    std::vector<std::pair<std::string, TSNode>> inner_assigned;
  };

  // The nodes ScanLaterWrites looks at.
  enum class ScanKind {
    kOther,
    kIdentifier,
    kShorthand,  // {x} in an object literal: reads x and hands it on
    kParameters,
    kFunction,             // opens a scope of its own
    kDeclaredFunction,     // opens one, and declares its name in the scope around it
    kArrow,                // opens one; `x => ...` declares x
    kDeclarator,           // let/const/var x = ...
    kDeclaresIdentifiers,  // class X, import {x}, import * as x, import x
    kAssignment,
    kAugmentedAssignment,
    kUpdate,
    kForIn,
    kUnary,
    kCall,
    kHandsOnItems,  // return x, [x]
    kPair,
    kMeta,    // import.meta, new.target
    kMember,  // x.m, x[k]: a mutator taken as a value
    kWith,    // with (xs) push(v): any method of xs called by a bare name
  };
  static ScanKind ScanKindOf(std::string_view type) {
    static const std::unordered_map<std::string_view, ScanKind> kKinds = {
        {"identifier", ScanKind::kIdentifier},
        {"shorthand_property_identifier", ScanKind::kShorthand},
        {"formal_parameters", ScanKind::kParameters},
        {"function_expression", ScanKind::kFunction},
        {"function", ScanKind::kFunction},
        {"generator_function", ScanKind::kFunction},
        {"method_definition", ScanKind::kFunction},
        {"function_declaration", ScanKind::kDeclaredFunction},
        {"generator_function_declaration", ScanKind::kDeclaredFunction},
        {"arrow_function", ScanKind::kArrow},
        {"variable_declarator", ScanKind::kDeclarator},
        {"class_declaration", ScanKind::kDeclaresIdentifiers},
        {"import_specifier", ScanKind::kDeclaresIdentifiers},
        {"namespace_import", ScanKind::kDeclaresIdentifiers},
        {"import_clause", ScanKind::kDeclaresIdentifiers},
        {"assignment_expression", ScanKind::kAssignment},
        {"augmented_assignment_expression", ScanKind::kAugmentedAssignment},
        {"update_expression", ScanKind::kUpdate},
        {"for_in_statement", ScanKind::kForIn},
        {"unary_expression", ScanKind::kUnary},
        {"call_expression", ScanKind::kCall},
        {"meta_property", ScanKind::kMeta},
        {"member_expression", ScanKind::kMember},
        {"subscript_expression", ScanKind::kMember},
        {"return_statement", ScanKind::kHandsOnItems},
        {"yield_expression", ScanKind::kHandsOnItems},
        {"with_statement", ScanKind::kWith},
        {"array", ScanKind::kHandsOnItems},
        {"pair", ScanKind::kPair},
    };
    auto it = kKinds.find(type);
    return it == kKinds.end() ? ScanKind::kOther : it->second;
  }
  static bool OpensFunction(ScanKind kind) {
    return kind == ScanKind::kFunction || kind == ScanKind::kDeclaredFunction ||
           kind == ScanKind::kArrow;
  }
  KindsBySymbol<ScanKind> scan_kinds_{ScanKindOf};

  // Before the walk: the assignments the walk would order wrongly, which are those to a
  // name declared in another function (a closure writing an outer `let`, or a global),
  // and those to a name an inner function reads (an arrow is resolved where it is
  // written, before later assignments); and each container changed in place (`o.k = v`,
  // `delete o.k`, `xs.push(..)`) or handed on whole (an argument, `b = a`, returned, an
  // element), wherever that happens.
  void ScanLaterWrites(TSNode root) {
    std::vector<ScanFrame> frames;
    frames.push_back(ScanFrame{});
    std::vector<bool> opened;  // per node on the cursor's path: whether it pushed a frame
    std::vector<TSNode> path;
    // Names a function uses without declaring them: an outer scope's (by bare name; which
    // one is not worked out). An assignment to one of them where it is declared may come
    // after that function read it.
    std::unordered_set<std::string> read_by_functions;
    std::vector<std::pair<std::string, TSNode>> local_assignments;
    auto close = [&]() {
      ScanFrame frame = std::move(frames.back());
      frames.pop_back();
      // An outer name: the frame around decides whose (a global past the program's).
      auto pass_up = [&](std::string name, TSNode value) {
        if (frames.empty()) {
          NoteRebind(std::move(name), value);
        } else {
          frames.back().inner_assigned.emplace_back(std::move(name), value);
        }
      };
      for (auto& [name, value] : frame.assigned) {
        if (frame.declared.count(name) > 0) {
          local_assignments.emplace_back(std::move(name), value);
        } else {
          pass_up(std::move(name), value);
        }
      }
      // A function's own variable written by a closure inside it (`let out` in a tag
      // function, `out +=` in its forEach arrow) is not the program's `out`.
      for (auto& [name, value] : frame.inner_assigned) {
        if (frame.declared.count(name) == 0) {
          pass_up(std::move(name), value);
        } else if (ts_node_is_null(frame.function)) {
          NoteRebind(std::move(name), value);
        } else {
          NoteFunctionRebind(std::move(name), value);
        }
      }
      if (ts_node_is_null(frame.function)) return;
      for (auto& name : frame.mentioned) {
        if (frame.declared.count(name) == 0) read_by_functions.insert(name);
      }
    };
    bool whole = true;  // the budget let the scan see every node
    WalkTree(
        root,
        [&](TSNode node) {
          if (!ScanStep(node)) return whole = false;
          CountNode(node);
          path.push_back(node);
          if (loops_.Of(node)) ++scan_loops_;
          ScanKind kind = ts_node_is_named(node) ? scan_kinds_.Of(node) : ScanKind::kOther;
          bool opens = OpensFunction(kind);
          if (opens) {
            // A declaration's name belongs to the scope around it.
            if (kind == ScanKind::kDeclaredFunction) {
              frames.back().declared.insert(Ident(Child(node, Field::kName)));
              ++other_bindings_[Ident(Child(node, Field::kName))];
            }
            frames.push_back(ScanFrame{node});
          }
          opened.push_back(opens);
          if (kind != ScanKind::kOther) ScanNode(node, kind, path, frames.back());
          if (ts_node_is_named(node)) ScanAttributes(node, path);
          return true;
        },
        [&](TSNode node) {
          if (loops_.Of(node)) --scan_loops_;
          if (opened.back()) close();
          opened.pop_back();
          path.pop_back();
        });
    if (whole) CountsComplete();
    while (!frames.empty()) close();  // the program's frame (and any left by a stop)
    for (auto& [name, value] : local_assignments) {
      if (read_by_functions.count(name) > 0) NoteRebind(std::move(name), value);
    }
    // A name bound only by `const x = {...}` / `[...]` is no alias of a kept container.
    DecideNestedOpen([&](const std::string& name) {
      return literal_containers_[name] > 0 && other_bindings_[name] == 0;
    });
  }
  // Whether the node at the end of `path` (a shorthand, a pair, an array) is in a literal
  // given directly to a call that only reads its arguments (JSON.stringify({cfg, rates})):
  // what the literal holds is handed to nothing that keeps or changes it.
  bool InReaderArgument(const std::vector<TSNode>& path) const {
    for (size_t i = path.size(); i-- > 1;) {
      std::string_view type = NodeType(path[i]);
      if (type == "object" || type == "array" || type == "pair" ||
          type == "shorthand_property_identifier" || i == path.size() - 1) {
        continue;
      }
      if (type != "arguments") return false;
      TSNode call = path[i - 1];
      return NodeType(call) == "call_expression" &&
             ReadsOnly(Text(Child(call, Field::kFunction))) && !CallsBackWithThis(call);
    }
    return false;
  }

  static bool MutatesFirstArgument(std::string_view function) {
    static constexpr std::string_view kMutating[] = {"Object.assign",
                                                     "Object.defineProperty",
                                                     "Object.defineProperties",
                                                     "Object.setPrototypeOf",
                                                     "Reflect.set",
                                                     "Reflect.defineProperty",
                                                     "Reflect.deleteProperty",
                                                     "Reflect.setPrototypeOf",
                                                     "Object.__defineSetter__"};
    return std::find(std::begin(kMutating), std::end(kMutating), function) != std::end(kMutating);
  }

  // A reader that calls a function it is given with an object for `this`: JSON.stringify's
  // replacer (the holder of each value), Array.from's map function (its thisArg).
  bool CallsBackWithThis(TSNode call) const {
    std::string_view function = Text(Child(call, Field::kFunction));
    TSNode args = Child(call, Field::kArguments);
    if (function == "Array.from") return ts_node_named_child_count(args) > 1;
    if (function != "JSON.stringify" || ts_node_named_child_count(args) < 2) return false;
    std::string_view replacer = NodeType(ts_node_named_child(args, 1));
    return replacer != "null" && replacer != "undefined" && replacer != "array";
  }

  // A store into an item or member of `object`, or a mutating call on it: through an
  // alias of a container kept in another unless `object` is such a const display. `this`
  // may be any object (f.call(x), a replacer's holder, a thisArg) but in a class's
  // constructor, which only `new` runs.
  void AliasStoreOn(TSNode object, const ScanFrame& frame) {
    TSNode root = ChainRoot(object, "subscript_expression", Field::kObject, "member_expression");
    std::string base = ts_node_is_null(root) ? std::string() : IdentifierName(root);
    if (base.empty() && !ts_node_is_null(root) && NodeType(root) == "this" &&
        !ts_node_is_null(frame.function) && NodeType(frame.function) == "method_definition" &&
        Text(Child(frame.function, Field::kName)) == "constructor") {
      return;
    }
    NoteAliasStore(std::move(base));
  }

  // What one node adds to the frame it is in (ScanLaterWrites).
  void ScanNode(TSNode node, ScanKind kind, const std::vector<TSNode>& path, ScanFrame& frame) {
    switch (kind) {
      case ScanKind::kOther:
      case ScanKind::kFunction:
      case ScanKind::kDeclaredFunction: break;
      case ScanKind::kIdentifier:
        if (SeenLate(frame)) frame.mentioned.insert(Ident(node));  // the program's: in order
        break;
      case ScanKind::kShorthand:
        if (SeenLate(frame)) frame.mentioned.insert(Ident(node));
        if (!InReaderArgument(path)) HandedOn(node);
        break;
      case ScanKind::kParameters:
        CountBindings(node, false, 0);
        DeclarePattern(node, frame, 0);
        break;
      case ScanKind::kMeta:
        if (Text(node) == "import.meta" && !ReadsImportMetaPlace(node)) {
          import_meta_changed_ = true;
        }
        break;
      case ScanKind::kArrow: {
        TSNode param = Child(node, Field::kParameter);
        CountBindings(param, false, 0);
        if (!ts_node_is_null(param)) DeclarePattern(param, frame, 0);
        HandedOn(Child(node, Field::kBody));  // () => cfg
        break;
      }
      case ScanKind::kDeclarator: {
        // `var` belongs to the function; `let`, `const` to their block: to the function
        // only at its top level (a shadowing block must not hide an outer write).
        TSNode declaration = path.size() >= 2 ? path[path.size() - 2] : TSNode{};
        bool function_wide =
            !ts_node_is_null(declaration) && NodeType(declaration) == "variable_declaration";
        if (function_wide || AtTopLevel(frame, path, 3)) {
          DeclarePattern(Child(node, Field::kName), frame, 0);
        }
        CountBindings(Child(node, Field::kName), IsLiteralContainer(node, declaration), 0);
        HandedOn(Child(node, Field::kValue));
        break;
      }
      case ScanKind::kDeclaresIdentifiers:
        // A class, like `let`, belongs to its block.
        ForEachNamedChild(node, [&](TSNode part) {
          if (NodeType(part) == "identifier") ++other_bindings_[Ident(part)];
        });
        if (NodeType(node) == "class_declaration" && !AtTopLevel(frame, path, 2)) break;
        ForEachNamedChild(node, [&](TSNode part) {
          if (NodeType(part) == "identifier") frame.declared.insert(Ident(part));
        });
        break;
      case ScanKind::kAssignment: {
        TSNode right = Child(node, Field::kRight);
        // module.exports = config hands it to whoever requires this file: not this run,
        // which is the program itself.
        std::string_view left = Text(Child(node, Field::kLeft));
        if (left != "module.exports" && !left.starts_with("module.exports.") &&
            !left.starts_with("exports.")) {
          HandedOn(right);
        }
        AssignTarget(Child(node, Field::kLeft), right, frame, 0);
        break;
      }
      case ScanKind::kAugmentedAssignment: {
        // x ??= v, x ||= v, x &&= v leave x or v; `+=` and the others, what no expression
        // gives.
        std::string_view op = Text(Child(node, Field::kOperator));
        bool either = op == "?\?=" || op == "||=" || op == "&&=";
        AssignTarget(Child(node, Field::kLeft), either ? Child(node, Field::kRight) : TSNode{},
                     frame, 0);
        break;
      }
      case ScanKind::kUpdate:
        // The update itself stands for the number it leaves (HarmlessValue).
        AssignTarget(Child(node, Field::kArgument), node, frame, 0);
        break;
      case ScanKind::kForIn: {
        TSNode declared_as = ChildByField(node, "kind");
        TSNode left = Child(node, Field::kLeft);
        if (!ts_node_is_null(declared_as)) CountBindings(left, false, 0);
        if (ts_node_is_null(declared_as)) {
          AssignTarget(left, TSNode{}, frame, 0);
        } else if (Text(declared_as) == "var") {
          DeclarePattern(left, frame, 0);
        }
        break;
      }
      case ScanKind::kUnary:
        if (Text(Child(node, Field::kOperator)) == "delete") {
          // delete x.a.p: an item of x's item (the walk sees only `delete x.p`'s x).
          TSNode argument = Child(node, Field::kArgument);
          if (SeenLate(frame) || IsNestedStore(argument, "subscript_expression", Field::kObject,
                                               "member_expression")) {
            ItemsChangedAt(argument);
          }
          AliasStoreOn(Child(argument, Field::kObject), frame);
        }
        break;
      case ScanKind::kCall: {
        TSNode function = Child(node, Field::kFunction);
        if (MayMutate(function, true)) {
          if (SeenLate(frame)) ItemsChangedAt(Child(function, Field::kObject));
          AliasStoreOn(Child(function, Field::kObject), frame);
        }
        // Object.assign(jobs[0], v), Object.defineProperty(cfg.out, ...): the first
        // argument changes in place.
        if (MutatesFirstArgument(Text(function))) {
          TSNode first = ts_node_named_child(Child(node, Field::kArguments), 0);
          if (!ts_node_is_null(first)) {
            // (A name: the walk merges what it can where it runs, AssignInto.)
            if (NodeType(first) != "identifier") ItemsChangedAt(first);
            AliasStoreOn(first, frame);
          }
        }
        // f.call(jobs[0]), f.apply(cfg.out, ...), f.bind(xs[1]): the item is `this` there.
        if (NodeType(function) == "member_expression") {
          std::string_view method = Text(Child(function, Field::kProperty));
          TSNode first = ts_node_named_child(Child(node, Field::kArguments), 0);
          if ((method == "call" || method == "apply" || method == "bind") &&
              !ts_node_is_null(first) &&
              (NodeType(first) == "subscript_expression" ||
               NodeType(first) == "member_expression")) {
            ItemsChangedAt(first);
          }
        }
        if (Text(function) == "Object.assign") {
          // At the top level the walk sees it where it runs (AssignInto); in a function,
          // later. What it gives is the target itself: kept, it is another name for it.
          TSNode target = ts_node_named_child(Child(node, Field::kArguments), 0);
          TSNode parent = path.size() >= 2 ? path[path.size() - 2] : TSNode{};
          bool result_kept = !ts_node_is_null(parent) && NodeType(parent) != "expression_statement";
          if (SeenLate(frame) || result_kept) HandedOn(target);
        } else if (!ReadsOnly(Text(function)) || CallsBackWithThis(node)) {
          ForEachNamedChild(Child(node, Field::kArguments), [&](TSNode arg) { HandedOn(arg); });
        }
        break;
      }
      case ScanKind::kMember: {
        // const add = xs.push, m['set'] as a value: called later, by another name, it
        // changes the object whenever that runs. (Called in place, the walk sees it at
        // the top level, and kCall later.)
        TSNode parent = path.size() >= 2 ? path[path.size() - 2] : TSNode{};
        bool called = !ts_node_is_null(parent) && NodeType(parent) == "call_expression" &&
                      ts_node_eq(Child(parent, Field::kFunction), node);
        // Called on a name, the walk sees it where it runs; on anything else
        // (`(a || xs).push(v)`, `globalThis['xs'].push(v)`) it does not.
        bool on_name = NodeType(Child(node, Field::kObject)) == "identifier";
        if ((!called || !on_name) && MayMutate(node, called)) {
          ItemsChangedAt(Child(node, Field::kObject));
          AliasStoreOn(Child(node, Field::kObject), frame);
        }
        break;
      }
      case ScanKind::kWith: {
        TSNode object = Child(node, Field::kObject);
        if (NodeType(object) == "parenthesized_expression" &&
            ts_node_named_child_count(object) == 1) {
          object = ts_node_named_child(object, 0);
        }
        ItemsChangedAt(object);
        AliasStoreOn(object, frame);
        break;
      }
      case ScanKind::kHandsOnItems:
        if (NodeType(node) == "array" && InReaderArgument(path)) break;
        ForEachNamedChild(node, [&](TSNode item) { HandedOn(item); });
        break;
      case ScanKind::kPair:
        if (!InReaderArgument(path)) HandedOn(Child(node, Field::kValue));
        break;
    }
  }

  // Whether the node `up` levels above the end of `path` is the frame's own block: the
  // program, or the function's body.
  bool AtTopLevel(const ScanFrame& frame, const std::vector<TSNode>& path, size_t up) const {
    if (path.size() < up) return false;
    TSNode block = path[path.size() - up];
    if (NodeType(block) == "program") return true;
    return NodeType(block) == "statement_block" && !ts_node_is_null(frame.function) &&
           ts_node_eq(Child(frame.function, Field::kBody), block);
  }

  // Whether a change is in a function's body or a loop. One at the program's top level
  // the walk sees where it happens; one in a body, later than the reads around it; one in
  // a loop, again before the lines above it.
  bool SeenLate(const ScanFrame& frame) const {
    return !ts_node_is_null(frame.function) || scan_loops_ > 0;
  }
  // Loops: a change in one comes round again before the lines above it.
  int scan_loops_ = 0;
  static bool IsLoop(std::string_view type) {
    return type == "for_statement" || type == "for_in_statement" || type == "while_statement" ||
           type == "do_statement";
  }
  KindsBySymbol<bool> loops_{IsLoop};

  void HandedOn(TSNode value) {
    if (ts_node_is_null(value)) return;
    std::string_view type = NodeType(value);
    if (type == "identifier" || type == "shorthand_property_identifier") {
      NoteItemsChanged(Ident(value));
    }
  }
  // `o.k`, `o[k]`, `o.a.b`: o's items change.
  void ItemsChangedAt(TSNode target) {
    ItemsChangedUnder(target, "subscript_expression", Field::kObject, "member_expression");
  }
  // The names a binding pattern declares.
  void DeclarePattern(TSNode pattern, ScanFrame& frame, int depth) {
    if (ts_node_is_null(pattern) || depth > kMaxDepth) return;
    std::string_view type = NodeType(pattern);
    if (type == "identifier" || type == "shorthand_property_identifier_pattern") {
      frame.declared.insert(Ident(pattern));
    } else if (type == "assignment_pattern" || type == "object_assignment_pattern") {
      HandedOn(Child(pattern, Field::kRight));  // function f(c = cfg): another name for cfg
      DeclarePattern(Child(pattern, Field::kLeft), frame, depth + 1);
    } else if (type == "pair_pattern") {
      DeclarePattern(Child(pattern, Field::kValue), frame, depth + 1);
    } else {
      ForEachNamedChild(pattern, [&](TSNode part) { DeclarePattern(part, frame, depth + 1); });
    }
  }
  // What assigning `value` (null: no single expression) to a target writes.
  void AssignTarget(TSNode target, TSNode value, ScanFrame& frame, int depth) {
    if (ts_node_is_null(target)) return;
    if (depth > kMaxDepth) {
      attributes_doubtful_ = true;  // a store the scan did not look into
      return;
    }
    std::string_view type = NodeType(target);
    if (type == "identifier" || type == "shorthand_property_identifier_pattern") {
      ++other_bindings_[Ident(target)];
      frame.assigned.emplace_back(Ident(target), value);
    } else if (type == "member_expression" || type == "subscript_expression") {
      NoteAttributeStore(target, value);
      // globalThis.NAME = v (global, window, self; ['NAME']): the global NAME rebound,
      // read by a bare NAME wherever no declaration shadows it.
      TSNode object = Child(target, Field::kObject);
      if (NodeType(object) == "identifier" && IsGlobalObjectName(Text(object))) {
        Value key = type == "member_expression"
                        ? Value::String(Ident(Child(target, Field::kProperty)))
                        : FoldLiteral(Child(target, Field::kIndex));
        if (key.IsString()) {  // a `+=` (no value) makes it unknown
          NoteRebind(key.constant, value);
          global_stores_.insert(NodeKey(target));
        }
      }
      AliasStoreOn(Child(target, Field::kObject), frame);
      // A store into a nested item (x.o.p = v) counts anywhere (IsNestedStore), and so
      // does one in a pattern ([o.x] = v), which the walk binds without changing o.
      if (SeenLate(frame) || depth > 0 ||
          IsNestedStore(target, "subscript_expression", Field::kObject, "member_expression")) {
        ItemsChangedAt(target);
      }
    } else if (type == "assignment_pattern" || type == "object_assignment_pattern") {
      AssignTarget(Child(target, Field::kLeft), TSNode{}, frame, depth + 1);
    } else if (type == "pair_pattern") {
      AssignTarget(Child(target, Field::kValue), TSNode{}, frame, depth + 1);
    } else {
      ForEachNamedChild(target, [&](TSNode part) {
        AssignTarget(part, type == "parenthesized_expression" ? value : TSNode{}, frame, depth + 1);
      });
    }
  }

  void BindPatternUnknown(TSNode pattern, Scope* scope) {
    if (ts_node_is_null(pattern)) return;
    std::string_view type = NodeType(pattern);
    if (type == "identifier" || type == "shorthand_property_identifier_pattern") {
      Bind(scope, Ident(pattern), Value::Unknown());
      return;
    }
    if (type == "member_expression" || type == "subscript_expression") {
      Eval(pattern, scope);
      return;
    }
    if (type == "assignment_pattern" || type == "object_assignment_pattern") {
      Eval(Child(pattern, Field::kRight), scope);
      BindPatternUnknown(Child(pattern, Field::kLeft), scope);
      return;
    }
    if (type == "pair_pattern") {
      BindPatternUnknown(Child(pattern, Field::kValue), scope);
      return;
    }
    for (uint32_t i = 0; i < ts_node_named_child_count(pattern); ++i) {
      BindPatternUnknown(ts_node_named_child(pattern, i), scope);
    }
  }

  static constexpr int kMaxPatternDepth = 32;

  // const {execSync: run, spawn} = require('child_process')
  void BindObjectPattern(TSNode pattern, const Value& source_value, Scope* scope, uint32_t line,
                         int depth = 0) {
    for (uint32_t i = 0; i < ts_node_named_child_count(pattern); ++i) {
      TSNode item = ts_node_named_child(pattern, i);
      std::string_view type = NodeType(item);
      std::string key;
      TSNode target = item;
      if (type == "shorthand_property_identifier_pattern") {
        key = Ident(item);
      } else if (type == "object_assignment_pattern") {
        target = Child(item, Field::kLeft);
        Eval(Child(item, Field::kRight), scope);
        key = Ident(target);
      } else if (type == "pair_pattern") {
        TSNode key_node = Child(item, Field::kKey);
        target = Child(item, Field::kValue);
        if (NodeType(key_node) == "computed_property_name") {
          Value k = Eval(ts_node_named_child(key_node, 0), scope);
          if (k.IsConstant()) key = k.constant;
        } else if (NodeType(key_node) == "string") {
          Value k = Eval(key_node, scope);
          if (k.IsString()) key = k.constant;
        } else {
          key = Ident(key_node);
        }
        if (NodeType(target) == "assignment_pattern") {
          Eval(Child(target, Field::kRight), scope);
          target = Child(target, Field::kLeft);
        }
      } else {
        BindPatternUnknown(item, scope);
        continue;
      }
      // const {env: {AWS}} = process: the member taken apart in turn (a name used whole
      // here, so rules on it apply), to a bounded depth.
      if (NodeType(target) == "object_pattern" && !key.empty() && depth < kMaxPatternDepth) {
        Value member = MemberValue(source_value, key);
        AddAttributeIfKnown(item, key, source_value);
        if (member.IsName()) AddReference(item, member);
        BindObjectPattern(target, member, scope, line, depth + 1);
        continue;
      }
      if (NodeType(target) != "identifier" &&
          NodeType(target) != "shorthand_property_identifier_pattern") {
        BindPatternUnknown(target, scope);
        continue;
      }
      std::string name = Ident(target);
      Value member = key.empty() ? Value::Unknown() : MemberValue(source_value, key);
      AddAttributeIfKnown(item, key, source_value);
      Bind(scope, name, WithBindingStep(name, member, "destructured", line));
    }
  }

  // const [a, , b = d, ...rest] = array: each target the item at its place (holes are
  // places too), when the array is known; a default only where that item is not known.
  void BindArrayPattern(TSNode pattern, const Value& source_value, Scope* scope, uint32_t line,
                        int depth = 0) {
    const bool known = source_value.kind == Value::Kind::kSequence && source_value.elements &&
                       !source_value.items_open;
    size_t position = 0;
    for (uint32_t i = 0; i < ts_node_child_count(pattern); ++i) {
      TSNode item = ts_node_child(pattern, i);
      std::string_view type = NodeType(item);
      if (type == ",") {
        ++position;
        continue;
      }
      if (!ts_node_is_named(item) || type == "comment") continue;
      Value element = known && position < source_value.elements->size()
                          ? (*source_value.elements)[position]
                          : Value::Unknown();
      TSNode target = item;
      if (type == "assignment_pattern") {
        Eval(Child(item, Field::kRight), scope);
        target = Child(item, Field::kLeft);
        // undefined (or a hole) there takes the default, which is not followed: only what
        // cannot be undefined is kept.
        if (element.IsConstant() && !element.is_string) element = Value::Unknown();
        if (element.kind == Value::Kind::kUnknown) element = Value::Unknown();
      }
      std::string_view target_type = NodeType(target);
      if (type == "rest_pattern" || depth >= kMaxPatternDepth) {
        BindPatternUnknown(item, scope);
      } else if (target_type == "identifier") {
        std::string name = Ident(target);
        Bind(scope, name, WithBindingStep(name, element, "destructured", line));
      } else if (target_type == "object_pattern") {
        BindObjectPattern(target, element, scope, line, depth + 1);
      } else if (target_type == "array_pattern") {
        BindArrayPattern(target, element, scope, line, depth + 1);
      } else {
        BindPatternUnknown(target, scope);
      }
    }
  }

  // An empty key is an unknown one (a computed key in a pattern) or `x[""]`: no fact.
  void AddAttributeIfKnown(TSNode node, const std::string& key, const Value& object) {
    if (!key.empty()) AddMemberAttribute(node, object, key);
  }

  void VisitDeclarator(TSNode node, Scope* scope) {
    TSNode name = Child(node, Field::kName);
    TSNode value_node = Child(node, Field::kValue);
    if (ts_node_is_null(value_node) && NodeType(name) == "identifier") {
      // `let x;` holds undefined (no path: a branch that binds it decides); `var x;` again
      // keeps what x holds.
      TSNode declaration = ts_node_parent(node);
      if (!ts_node_is_null(declaration) && NodeType(declaration) == "variable_declaration" &&
          scope->Find(Ident(name)) != nullptr) {
        return;
      }
      BindTarget(name, Value::Literal("null"), scope, /*declaration=*/true);
      return;
    }
    Value value = ts_node_is_null(value_node) ? Value::Unknown() : Eval(value_node, scope);
    BindTarget(name, value, scope, /*declaration=*/true);
  }

  void BindTarget(TSNode target, const Value& value, Scope* scope, bool declaration) {
    std::string_view type = NodeType(target);
    uint32_t line = LineOf(target);
    if (type == "identifier") {
      std::string name = Ident(target);
      Value bound = WithBindingStep(name, value, "assigned", line);
      if (declaration)
        Bind(scope, name, std::move(bound));
      else
        Rebind(scope, name, std::move(bound));
    } else if (type == "object_pattern") {
      BindObjectPattern(target, value, scope, line);
    } else if (type == "array_pattern") {
      BindArrayPattern(target, value, scope, line);
    } else if (type == "parenthesized_expression" && ts_node_named_child_count(target) == 1) {
      BindTarget(ts_node_named_child(target, 0), value, scope, declaration);
    } else {
      // xs[0] = v and o.k = v change xs and o in place.
      if ((type == "subscript_expression" || type == "member_expression") &&
          NodeType(Child(target, Field::kObject)) == "identifier") {
        ForgetItems(scope, Ident(Child(target, Field::kObject)));
      }
      if (type == "subscript_expression" || type == "member_expression") {
        RecordStore(target, value, scope);
      }
      BindPatternUnknown(target, scope);
    }
  }

  // A store into a builtin, a module or one of their prototypes, as the call it amounts
  // to: `process.cwd = f` is process.__setattr__('cwd', f), `Array.prototype.join = f` is
  // Array.prototype.__setattr__('join', f) (rules judge what is put there). The module's
  // own exports are its to set.
  void RecordStore(TSNode target, const Value& value, Scope* scope) {
    NoteStored(target, value);
    TSNode object_node = Child(target, Field::kObject);
    Value object = WithoutFacts([&] { return Eval(object_node, scope); });
    ArgFact key;
    if (NodeType(target) == "member_expression") {
      key.constant = Ident(Child(target, Field::kProperty));
      key.is_string = true;
    } else {
      key = ArgFromValue(WithoutFacts([&] { return Eval(Child(target, Field::kIndex), scope); }));
    }
    // A store into the global object the scan did not note (through another name, by a
    // computed name, `+=`): a global rebound where the walk cannot see which.
    if (object.kind == Value::Kind::kGlobals && global_stores_.count(NodeKey(target)) == 0) {
      AddUnresolved(target, UnresolvedKind::kLookup,
                    "a global is set through the global object in a way cordon cannot follow "
                    "(only `globalThis.NAME = value`, spelled so, is)");
    }
    RecordPatch(target, object, std::move(key), ArgFromValue(value));
  }
  // What RecordPatch records stores into: the global object, a builtin global, a Node
  // core module or a member of one, and any prototype. Not the module's own exports, nor a
  // name that is free only because its declaration comes later (a hoisted function).
  static bool IsRuntimeObject(const std::string& owner) {
    if (owner == "globalThis" || owner.ends_with(".prototype")) return true;
    static constexpr std::string_view kRoots[] = {
        // builtin globals
        "Object", "Array", "Function", "String", "Number", "Boolean", "Symbol", "BigInt", "Promise",
        "RegExp", "Date", "Error", "Map", "Set", "WeakMap", "WeakSet", "JSON", "Math", "Reflect",
        "Proxy", "Intl", "Buffer", "process", "console", "URL", "URLSearchParams", "TextEncoder",
        "TextDecoder", "EventTarget", "WebAssembly",
        // Node's core modules
        "assert", "async_hooks", "buffer", "child_process", "cluster", "crypto", "dgram",
        "diagnostics_channel", "dns", "events", "fs", "fs/promises", "http", "http2", "https",
        "inspector", "module", "net", "os", "path", "perf_hooks", "querystring", "readline", "repl",
        "stream", "string_decoder", "timers", "tls", "tty", "url", "util", "v8", "vm", "wasi",
        "worker_threads", "zlib"};
    std::string_view root = std::string_view(owner).substr(0, owner.find('.'));
    if (owner == "module" || owner.starts_with("module.exports")) return false;
    return std::find(std::begin(kRoots), std::end(kRoots), root) != std::end(kRoots);
  }
  void RecordPatch(TSNode node, const Value& object, ArgFact key, ArgFact value) {
    std::string owner;
    if (object.kind == Value::Kind::kGlobals) {
      owner = "globalThis";
    } else if (object.IsName() && !object.names.empty()) {
      owner = object.names.front();
    } else {
      return;
    }
    if (!IsRuntimeObject(owner)) return;
    // The exit code, the process title and the stack depth are settings of the program,
    // not behaviour; a global variable given data (globalThis.config = {...}) replaces
    // nothing callable.
    if (owner == "process" && (key.constant == "exitCode" || key.constant == "title")) return;
    if (owner == "Error" && key.constant == "stackTraceLimit") return;
    if (owner == "globalThis" && !value.is_function && value.names.empty()) return;
    // The environment is data: process.env.X = v is a store into it (judged by the
    // environment rules), not a replacement of behaviour.
    std::string method = owner == "process.env" ? ".__setitem__" : ".__setattr__";
    AddCall(node, Value::Name(owner + method, object.chain), {std::move(key), std::move(value)},
            false);
  }

  // An array literal: its items, unless one is a ...spread or a hole.
  Value EvalArray(TSNode node, Scope* scope) {
    DisplayItems items = SequenceItems(node, scope, {"spread_element"});
    // [a, , b]: a hole (a comma right after `[` or another comma) shifts the indices.
    bool after_separator = true;
    for (uint32_t i = 0; i < ts_node_child_count(node); ++i) {
      std::string_view token = NodeType(ts_node_child(node, i));
      if (token == "comment") continue;
      if (token == "," && after_separator) items.GiveUp();
      after_separator = token == "," || token == "[";
    }
    return items.Sequence();
  }

  // An object literal whose keys are all constant: its properties ({p}, {p: v}, {'p': v}).
  Value EvalObject(TSNode node, Scope* scope) {
    DisplayItems items;
    ForEachNamedChild(node, [&](TSNode member) {
      std::string_view type = NodeType(member);
      if (type == "comment") return;
      if (type == "shorthand_property_identifier") {
        Value item = Eval(member, scope);
        NoteStored(member, item);
        items.AddEntry(Ident(member), OpenNested(std::move(item)));
        return;
      }
      if (type == "spread_element") {
        // {...defaults, b: 1}: a known object's entries, in place; a later key replaces.
        // One of several objects (Value::partial): a key some lack keeps either value.
        Value spread = Eval(ts_node_named_child(member, 0), scope);
        if ((spread.kind != Value::Kind::kMapping && !spread.partial) ||
            (spread.kind == Value::Kind::kMapping && !spread.elements) || spread.items_open) {
          items.GiveUp();
          return;
        }
        items.Spread(spread, EitherValue);
        return;
      }
      if (type != "pair") {
        Eval(member, scope);  // a method, a getter
        items.GiveUp();
        return;
      }
      std::optional<std::string> key = PropertyKey(Child(member, Field::kKey), scope);
      Value item = Eval(Child(member, Field::kValue), scope);
      NoteStored(member, item);
      if (!key) items.GiveUp();
      items.AddEntry(key.value_or(""), OpenNested(std::move(item)));
    });
    return items.Mapping();
  }

  // A property name written as a constant: `p`, `'p'`, `1`; nullopt for `[computed]`.
  std::optional<std::string> PropertyKey(TSNode key, Scope* scope) {
    std::string_view type = NodeType(key);
    if (type == "property_identifier") return Ident(key);
    if (type == "string") return EvalStringLiteral(key).constant;
    if (type == "number") return NumberText(Text(key));
    Eval(key, scope);
    return std::nullopt;
  }

  void VisitImport(TSNode node, Scope* scope) {
    Value source_value = Eval(Child(node, Field::kSource), scope);
    if (!source_value.IsString()) return;
    std::string module = StripNodePrefix(source_value.constant);
    AddImport(node, module);
    uint32_t line = LineOf(node);
    for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
      TSNode clause = ts_node_named_child(node, i);
      if (NodeType(clause) != "import_clause") continue;
      for (uint32_t j = 0; j < ts_node_named_child_count(clause); ++j) {
        TSNode part = ts_node_named_child(clause, j);
        std::string_view type = NodeType(part);
        if (type == "identifier" || type == "namespace_import") {
          // Default and namespace imports of a Node built-in are the module itself.
          TSNode id = type == "identifier" ? part : ts_node_named_child(part, 0);
          std::string name = Ident(id);
          Bind(scope, name, WithBindingStep(name, Value::Name(module), "imported", line));
        } else if (type == "named_imports") {
          for (uint32_t k = 0; k < ts_node_named_child_count(part); ++k) {
            TSNode spec = ts_node_named_child(part, k);
            if (NodeType(spec) != "import_specifier") continue;
            TSNode imported = Child(spec, Field::kName);
            TSNode alias = Child(spec, Field::kAlias);
            std::string imported_name =
                NodeType(imported) == "string" ? Eval(imported, scope).constant : Ident(imported);
            std::string local = ts_node_is_null(alias) ? imported_name : Ident(alias);
            Value v = imported_name == "default" ? Value::Name(module)
                                                 : Value::Name(module + "." + imported_name);
            Bind(scope, local, WithBindingStep(local, v, "imported", line));
          }
        }
      }
    }
  }

  // A function declaration's body runs when it is called: after the code around it. Its
  // calls by name are followed (ResolverBase::ParamFlow) when its parameters are plain
  // names, with or without defaults; a method's when it is a class's constructor
  // (`called_as`: the class's name), else not.
  Value DeferFunction(TSNode node, Scope* scope, std::string called_as = {}) {
    Scope* inner = NewScope(scope);
    TSNode params = Child(node, Field::kParameters);
    if (ts_node_is_null(params)) params = Child(node, Field::kParameter);  // x => ...
    BindPatternUnknown(params, inner);
    TSNode body = Child(node, Field::kBody);
    // (One met while following a call's return is walked with the body it is in.)
    if (returns_followed_ == 0) DeferBody(body, inner);
    Value function = Value::Of(Value::Kind::kFunction);
    function.body = body;  // for what a call of it returns (ReturnOf)
    function.body_scope = inner;
    ParamFlow flow;
    flow.name = NodeType(node) == "method_definition" ? std::move(called_as)
                                                      : Ident(Child(node, Field::kName));
    // `arguments[0] = x` or `arguments.callee(...)` reach the parameters another way.
    bool simple = !ts_node_is_null(params) && !ts_node_is_null(body) &&
                  Text(body).find("arguments") == std::string_view::npos;
    for (uint32_t i = 0; simple && i < ts_node_named_child_count(params); ++i) {
      TSNode p = ts_node_named_child(params, i);
      if (NodeType(p) == "identifier") {
        flow.params.push_back(Ident(p));
        flow.defaults.emplace_back();
      } else if (NodeType(p) == "assignment_pattern" &&
                 NodeType(Child(p, Field::kLeft)) == "identifier") {
        flow.params.push_back(Ident(Child(p, Field::kLeft)));
        flow.defaults.emplace_back(
            WithoutFacts([&] { return Eval(Child(p, Field::kRight), scope); }));
      } else {
        simple = false;  // ...rest, {destructured}, [destructured]
      }
    }
    if (simple && !flow.name.empty()) AddParamFlow(body, std::move(flow));
    return function;
  }

  // --- attributes of the file's own objects (ResolverBase::StoredUnder) ----------------
  // `this.x` in a method of one of the file's own classes, `C.x` of such a class and
  // `o.x` of what `new C()` gives are what the file stores under `x`, anywhere: an
  // assignment to any object's `.x` or `['x']`, a class field `x = v`, an object
  // literal's `x: v` (a literal may be a method's `this` through call/apply). A class is
  // the file's own when nothing outside the file shapes its objects: no decorator, no base
  // but another own class of the file, named by a name no other class has. The scan makes
  // every answer doubtful (AttributesDoubtful: the file is walked again without them)
  // wherever attributes may be set by a name it cannot see or a method may run with
  // another object for `this`: a computed store into anything but a literal container or
  // of anything but a number or boolean; a computed class member; Object.assign into
  // anything but a literal; defineProperty, Reflect, Proxy, prototypes; a class's method
  // named anywhere but where it is defined, called or bound to `this` (`o.m` handed on,
  // a string 'm'); .call and .apply; `with`; an object literal's accessor, whose name's
  // reads are unknown.
  struct ScannedClass {
    std::string name;  // empty for an anonymous class expression
    std::string base;  // the identifier after `extends`; "?" for anything else
    bool decorated = false;
    bool returns_other = false;  // its constructor returns a value: `new` may give anything
    TSNode constructor_body{};
    bool own = false;  // JudgeClasses
  };
  std::unordered_map<uintptr_t, ScannedClass> scanned_classes_;  // by the class's node
  std::unordered_map<std::string, uint32_t> class_definitions_;  // declared classes by name
  std::unordered_set<std::string> accessor_names_;  // get x() / set x(v) of object literals
  std::unordered_map<std::string, uint32_t> getter_definitions_;  // classes' get x()
  std::unordered_map<std::string, uint32_t> method_definitions_;  // classes' methods by name
  // `.m` where a method may be: called (`o.m()`), stored into, bound to `this`.
  std::unordered_map<std::string, uint32_t> method_places_;
  std::vector<TSNode> strings_;                 // string literals: one may be a method's name
  std::vector<std::string> container_stores_;   // `x[k] = v`: x must be a literal container
  std::vector<std::string> container_members_;  // `o.x[k] = v`: every o.x one too
  std::unordered_map<std::string, uint32_t> literal_containers_;  // const x = {} / []
  std::unordered_map<std::string, uint32_t> other_bindings_;      // any other binding of x
  uint32_t assigns_into_literals_ = 0;  // Object.assign({...}, ...): no object of the file's
  std::optional<bool> attributes_judged_;
  // Classes that may be constructed other than by `new Name(...)`: no flow into their
  // constructor's parameters.
  bool constructed_unseen_ = false;
  std::unordered_set<uintptr_t> escaped_classes_;

  enum class AttributeKind {
    kOther,
    kField,
    kPair,
    kShorthand,
    kMethod,
    kClass,
    kMember,
    kWith,
    kString,  // a string: one that is a method's name may be a computed key
    kCatch,   // catch (x): binds x
    kThis,
    kMeta,  // new.target
  };
  static AttributeKind AttributeKindOf(std::string_view type) {
    static const std::unordered_map<std::string_view, AttributeKind> kKinds = {
        {"field_definition", AttributeKind::kField},
        {"pair", AttributeKind::kPair},
        {"shorthand_property_identifier", AttributeKind::kShorthand},
        {"method_definition", AttributeKind::kMethod},
        {"class_declaration", AttributeKind::kClass},
        {"class", AttributeKind::kClass},
        {"member_expression", AttributeKind::kMember},
        {"with_statement", AttributeKind::kWith},
        {"string", AttributeKind::kString},
        {"template_string", AttributeKind::kString},
        {"catch_clause", AttributeKind::kCatch},
        {"this", AttributeKind::kThis},
        {"meta_property", AttributeKind::kMeta},
    };
    auto it = kKinds.find(type);
    return it == kKinds.end() ? AttributeKind::kOther : it->second;
  }
  KindsBySymbol<AttributeKind> attribute_kinds_{AttributeKindOf};

  // The name a property key spells: `x`, `#x`, 'x', 1; nullopt for `[computed]`.
  std::optional<std::string> KeyName(TSNode key) {
    std::string_view type = NodeType(key);
    if (type == "property_identifier" || type == "private_property_identifier") {
      return Ident(key);
    }
    if (type == "string") {
      Value v = FoldLiteral(key);
      if (v.IsString()) return v.constant;
    }
    if (type == "number") return NumberText(Text(key));
    return std::nullopt;
  }

  // One node of the scan before the walk, for the file's own objects.
  // `path`: the scan's, outermost first, ending with `node`.
  void ScanAttributes(TSNode node, const std::vector<TSNode>& path) {
    TSNode parent = path.size() >= 2 ? path[path.size() - 2] : TSNode{};
    switch (attribute_kinds_.Of(node)) {
      case AttributeKind::kOther: break;
      case AttributeKind::kWith: attributes_doubtful_ = true; break;
      case AttributeKind::kField: {
        std::optional<std::string> name = KeyName(Child(node, Field::kProperty));
        TSNode value = Child(node, Field::kValue);
        if (!name) {
          attributes_doubtful_ = true;
        } else if (!ts_node_is_null(value)) {
          attribute_stores_[*name].push_back({node, value});
        }
        break;
      }
      case AttributeKind::kPair:
        if (auto name = KeyName(Child(node, Field::kKey))) {
          attribute_stores_[*name].push_back({node, Child(node, Field::kValue)});
        }
        break;
      case AttributeKind::kShorthand: attribute_stores_[Ident(node)].push_back({node, node}); break;
      case AttributeKind::kString: strings_.push_back(node); break;
      case AttributeKind::kCatch: CountBindings(Child(node, Field::kParameter), false, 0); break;
      case AttributeKind::kMeta:
        // new.target: a class constructed by another name than its own.
        if (Text(node) == "new.target") constructed_unseen_ = true;
        break;
      case AttributeKind::kThis: {
        ThisPlace place = ThisPlaceOf(path);
        if (ts_node_is_null(place.owner)) break;
        this_places_[NodeKey(node)] = place;
        // `this` of a static member is the class itself, to be constructed by any name.
        if (place.is_static) escaped_classes_.insert(NodeKey(place.owner));
        break;
      }

      case AttributeKind::kMethod: {
        std::optional<std::string> name = KeyName(Child(node, Field::kName));
        bool in_class = !ts_node_is_null(parent) && NodeType(parent) == "class_body";
        // A class's method named by a number is named by no identifier or string.
        if (!name || (in_class && NodeType(Child(node, Field::kName)) == "number")) {
          if (in_class) attributes_doubtful_ = true;
          break;
        }
        std::string_view accessor = AccessorKind(node);
        if (in_class && accessor == "get") {
          ++getter_definitions_[*name];
        } else if (in_class && accessor == "set") {
          // A store runs it: what it stores is the scan's to see.
        } else if (!accessor.empty()) {
          accessor_names_.insert(*name);
        } else if (in_class) {
          if (*name != "constructor") ++method_definitions_[*name];
        } else {
          attribute_stores_[*name].push_back({node, TSNode{}});  // a function: not a path
        }
        break;
      }
      case AttributeKind::kClass: ScanClass(node); break;
      case AttributeKind::kMember:
        ScanMemberPlace(node, parent, path.size() >= 3 ? path[path.size() - 3] : TSNode{}, path);
        break;
    }
  }

  void ScanClass(TSNode node) {
    ScannedClass scanned;
    TSNode name = Child(node, Field::kName);
    if (!ts_node_is_null(name)) {
      scanned.name = Ident(name);
      if (NodeType(node) == "class") ++other_bindings_[scanned.name];  // a named expression's
    }
    if (NodeType(node) == "class_declaration") ++class_definitions_[scanned.name];
    ForEachNamedChild(node, [&](TSNode part) {
      std::string_view type = NodeType(part);
      if (type == "decorator") scanned.decorated = true;
      if (type == "class_heritage") {
        TSNode base = ts_node_named_child(part, 0);
        scanned.base = !ts_node_is_null(base) && NodeType(base) == "identifier" ? Ident(base) : "?";
      }
    });
    ForEachNamedChild(Child(node, Field::kBody), [&](TSNode member) {
      if (NodeType(member) != "method_definition" ||
          KeyName(Child(member, Field::kName)) != "constructor") {
        return;
      }
      scanned.constructor_body = Child(member, Field::kBody);
      scanned.returns_other = ReturnsValue(scanned.constructor_body);
    });
    scanned_classes_[NodeKey(node)] = std::move(scanned);
  }
  // Whether a function body has a `return <value>` of its own (not a nested function's).
  bool ReturnsValue(TSNode body) const {
    bool found = false;
    WalkTree(
        body,
        [&](TSNode node) {
          std::string_view type = NodeType(node);
          if (found ||
              (!ts_node_eq(node, body) &&
               (type == "function_expression" || type == "function_declaration" ||
                type == "arrow_function" || type == "class" || type == "method_definition"))) {
            return false;
          }
          if (type == "return_statement" && ts_node_named_child_count(node) > 0) found = true;
          return !found;
        },
        [](TSNode) {});
    return found;
  }

  // `.m` in a place where a method of a class may be named harmlessly, or a call that may
  // give a method another `this`.
  // `path`: the scan's, ending with `member`.
  void ScanMemberPlace(TSNode member, TSNode parent, TSNode grandparent,
                       const std::vector<TSNode>& path) {
    if (ts_node_is_null(parent)) return;
    std::string name = Ident(Child(member, Field::kProperty));
    std::string_view parent_type = NodeType(parent);
    bool called =
        parent_type == "call_expression" && ts_node_eq(Child(parent, Field::kFunction), member);
    if (called && (name == "call" || name == "apply")) attributes_doubtful_ = true;
    if (called && name == "bind") {
      TSNode first = ts_node_named_child(Child(parent, Field::kArguments), 0);
      if (ts_node_is_null(first) || NodeType(first) != "this") attributes_doubtful_ = true;
    }
    if (called && name == "assign" && Text(Child(member, Field::kObject)) == "Object") {
      TSNode first = ts_node_named_child(Child(parent, Field::kArguments), 0);
      if (!ts_node_is_null(first) && NodeType(first) == "object") ++assigns_into_literals_;
    }
    bool stored =
        parent_type == "assignment_expression" && ts_node_eq(Child(parent, Field::kLeft), member);
    // this.m.bind(this): the method with its own object.
    bool bound = false;
    if (parent_type == "member_expression" && Text(Child(parent, Field::kProperty)) == "bind" &&
        Text(Child(member, Field::kObject)) == "this" &&
        !ts_node_is_null(ThisPlaceOf(path).owner)) {
      TSNode call = grandparent;
      if (!ts_node_is_null(call) && NodeType(call) == "call_expression") {
        TSNode first = ts_node_named_child(Child(call, Field::kArguments), 0);
        bound = !ts_node_is_null(first) && NodeType(first) == "this";
      }
    }
    if (called || stored || bound) ++method_places_[name];
  }

  // "get" or "set" for an accessor, else "".
  std::string_view AccessorKind(TSNode method) const {
    for (uint32_t i = 0; i < ts_node_child_count(method); ++i) {
      std::string_view word = NodeType(ts_node_child(method, i));
      if (word == "get" || word == "set") return word;
    }
    return "";
  }

  // Counts the names a pattern binds: as a literal container (`const x = {}`) or not.
  void CountBindings(TSNode pattern, bool literal_container, int depth) {
    if (ts_node_is_null(pattern)) return;
    if (depth > kMaxDepth) {
      attributes_doubtful_ = true;  // a binding the scan did not count
      return;
    }
    std::string_view type = NodeType(pattern);
    if (type == "identifier" || type == "shorthand_property_identifier_pattern") {
      ++(literal_container ? literal_containers_ : other_bindings_)[Ident(pattern)];
    } else if (type == "assignment_pattern" || type == "object_assignment_pattern") {
      CountBindings(Child(pattern, Field::kLeft), false, depth + 1);
    } else if (type == "pair_pattern") {
      CountBindings(Child(pattern, Field::kValue), false, depth + 1);
    } else if (type != "member_expression" && type != "subscript_expression") {
      ForEachNamedChild(pattern, [&](TSNode part) { CountBindings(part, false, depth + 1); });
    }
  }
  // `const x = {...}` or `const x = [...]`.
  bool IsLiteralContainer(TSNode declarator, TSNode declaration) const {
    if (ts_node_is_null(declaration) || NodeType(declaration) != "lexical_declaration") {
      return false;
    }
    TSNode kind = ChildByField(declaration, "kind");
    TSNode value_node = Child(declarator, Field::kValue);
    if (ts_node_is_null(kind) || ts_node_is_null(value_node)) return false;
    std::string_view value = NodeType(value_node);
    return !ts_node_is_null(kind) && Text(kind) == "const" &&
           NodeType(Child(declarator, Field::kName)) == "identifier" &&
           (value == "object" || value == "array") && HoldsNoSharedContainer(value_node);
  }
  // Whether a literal holds only containers made there: constants, names (handed on:
  // their own members are open), functions, and such literals. Not a spread
  // (`{...DEFAULTS}` shares DEFAULTS' nested objects) or a value read out of another
  // (`S.sub`, `S[k]`, a call's result).
  bool HoldsNoSharedContainer(TSNode literal) const {
    return OnlyOwnContainers(
        literal,
        {"string", "template_string", "number", "true", "false", "null", "undefined", "identifier",
         "unary_expression", "shorthand_property_identifier", "comment", "arrow_function",
         "function_expression", "method_definition", "regex"},
        {"object", "array"});
  }

  // A store into a member (AssignTarget): under its name, or, by a computed name, one the
  // scan must see cannot reach an own object.
  void NoteAttributeStore(TSNode target, TSNode value) {
    if (NodeType(target) == "member_expression") {
      attribute_stores_[Ident(Child(target, Field::kProperty))].push_back({target, value});
      return;
    }
    TSNode index = Child(target, Field::kIndex);
    if (auto name = KeyName(index)) {
      attribute_stores_[*name].push_back({target, value});
      return;
    }
    if (HarmlessValue(value)) return;
    TSNode object = Child(target, Field::kObject);
    if (NodeType(object) == "identifier") {
      container_stores_.push_back(Ident(object));
    } else if (NodeType(object) == "member_expression") {
      container_members_.push_back(Ident(Child(object, Field::kProperty)));
    } else {
      attributes_doubtful_ = true;
    }
  }
  // A value that is a number or a boolean, whatever its operands: no path.
  bool HarmlessValue(TSNode value) const {
    if (ts_node_is_null(value)) return false;
    std::string_view type = NodeType(value);
    if (type == "number" || type == "true" || type == "false" || type == "null" ||
        type == "undefined" || type == "update_expression") {
      return true;
    }
    if (type == "parenthesized_expression") return HarmlessValue(ts_node_named_child(value, 0));
    if (type != "unary_expression" && type != "binary_expression") return false;
    std::string_view op = Text(Child(value, Field::kOperator));
    if (type == "unary_expression") return op == "!" || op == "-" || op == "~" || op == "void";
    return op != "+" && op != "||" && op != "&&" && op != "??";
  }

  // Which scanned classes are the file's own: no decorator, no base but an own class of
  // the file that is the only one of its name.
  // A class whose constructor returns a value of its own is none (`new` of it, or of a
  // subclass, may give anything). Each class's base chain is followed once (memoised; a
  // cycle is no own class).
  void JudgeClasses() {
    if (!own_attributes_) return;
    std::unordered_map<std::string, ScannedClass*> by_name;
    for (auto& [key, scanned] : scanned_classes_) {
      if (!scanned.name.empty() && class_definitions_[scanned.name] == 1) {
        by_name[scanned.name] = &scanned;
      }
      // A subclass with no constructor passes `new`'s arguments to its base's unseen.
      if (!scanned.base.empty() && ts_node_is_null(scanned.constructor_body)) {
        implicit_super_.insert(scanned.base);
      }
    }
    enum class State : uint8_t { kUnjudged, kJudging, kJudged };
    std::unordered_map<const ScannedClass*, State> state;
    for (auto& [key, start] : scanned_classes_) {
      std::vector<ScannedClass*> chain;  // from `start` up its bases, judged together
      ScannedClass* at = &start;
      bool own = false;
      for (;;) {
        State& seen = state[at];
        if (seen != State::kUnjudged) {
          own = seen == State::kJudged && at->own;  // judged before, or a cycle: none
          break;
        }
        seen = State::kJudging;
        chain.push_back(at);
        if (at->decorated || at->returns_other) break;
        if (at->base.empty()) {
          own = true;
          break;
        }
        auto base = by_name.find(at->base);
        if (base == by_name.end()) break;
        at = base->second;
      }
      for (ScannedClass* judged : chain) {
        judged->own = own;
        state[judged] = State::kJudged;
      }
    }
  }
  std::unordered_set<std::string> implicit_super_;  // bases of subclasses without a constructor
  const ScannedClass* OwnClass(TSNode node) const {
    auto it = scanned_classes_.find(NodeKey(node));
    return it != scanned_classes_.end() && it->second.own ? &it->second : nullptr;
  }

  // Words that, anywhere outside comments, may set attributes unseen or give a method
  // another object for `this`.
  static constexpr std::string_view kBreakingWords[] = {"defineProperty",
                                                        "defineProperties",
                                                        "setPrototypeOf",
                                                        "__proto__",
                                                        "prototype",
                                                        "Reflect",
                                                        "Proxy",
                                                        "__defineGetter__",
                                                        "__defineSetter__",
                                                        "getPrototypeOf",
                                                        "getOwnPropertyDescriptor",
                                                        "getOwnPropertyDescriptors",
                                                        "captureStackTrace",
                                                        "create",
                                                        "inherits",
                                                        "_extend",
                                                        "eval",
                                                        "Function"};

  // Whether the scan's findings let own objects' attributes be read from the stores:
  // judged once, at the first read.
  bool AttributesReadable() {
    if (attributes_judged_) return *attributes_judged_;
    bool readable = !attributes_doubtful_ &&
                    std::any_of(scanned_classes_.begin(), scanned_classes_.end(),
                                [](const auto& scanned) { return scanned.second.own; });
    for (std::string_view word : kBreakingWords) {
      if (readable && Occurrences(word) > 0) readable = false;
    }
    if (readable && Occurrences("assign") > assigns_into_literals_) readable = false;
    // Each method's name, as an identifier of any kind or the whole of a string.
    std::unordered_map<std::string, uint32_t> in_strings;
    if (readable && !method_definitions_.empty()) {
      for (TSNode string : strings_) {
        if (ts_node_end_byte(string) - ts_node_start_byte(string) > 130) continue;
        Value text = FoldLiteral(string);
        if (text.IsString() && method_definitions_.count(text.constant) > 0) {
          ++in_strings[text.constant];
        }
      }
    }
    for (const auto& [name, defined] : method_definitions_) {
      if (!readable) break;
      auto places = method_places_.find(name);
      uint32_t harmless = defined + (places == method_places_.end() ? 0 : places->second);
      readable = IdentifierCount(name) + in_strings[name] <= harmless;
    }
    for (const auto& name : container_stores_) {
      if (!readable) break;
      readable = literal_containers_[name] > 0 && other_bindings_[name] == 0;
    }
    for (const auto& name : container_members_) {
      if (!readable) break;
      auto stores = attribute_stores_.find(name);
      readable = stores != attribute_stores_.end() &&
                 std::all_of(stores->second.begin(), stores->second.end(), [&](const auto& store) {
                   std::string_view type =
                       ts_node_is_null(store.value) ? "" : NodeType(store.value);
                   return type == "object" || type == "array";
                 });
    }
    attributes_judged_ = readable;
    if (!readable) attributes_doubtful_ = true;
    return readable;
  }

  // What `name` read from an own object holds: every value the file stores under it.
  // A class's method, read where nothing is stored under its name and no other class
  // defines one of that name, is that method (a call of it gives what it returns).
  // The getters of a name, with nothing stored under that name, give what any of them
  // returns.
  Value OwnAttribute(const Value& object, const std::string& name, TSNode node) {
    if (!AttributesReadable() || accessor_names_.count(name) > 0) return Value::Unknown();
    // A class's `name` and `length` are the language's (`{'/x': class extends C {}}`).
    if (object.own == Value::Own::kClass && (name == "name" || name == "length")) {
      return Value::Unknown();
    }
    if (auto getter = getter_definitions_.find(name); getter != getter_definitions_.end()) {
      auto walked = getter_values_.find(name);
      if (attribute_stores_.count(name) > 0 || method_definitions_.count(name) > 0 ||
          walked == getter_values_.end() || walked->second.size() != getter->second) {
        return Value::Unknown();
      }
      std::optional<Value> any;
      for (const Value& function : walked->second) {
        Value returned = ReturnOf(node, function, EvaluatedArgs{});
        any = any ? EitherValue(*any, returned) : returned;
      }
      return any.value_or(Value::Unknown());
    }
    auto method = method_values_.find(name);
    if (attribute_stores_.count(name) == 0 && method != method_values_.end() &&
        method_definitions_[name] == 1) {
      return method->second;
    }
    return StoredUnder(name, "null", "undefined");
  }
  // Classes' methods met, by name: the last one met, used only when the scan saw one
  // method of that name (method_definitions_).
  std::unordered_map<std::string, Value> method_values_;
  // Classes' getters met, by name (one walk of a class may meet them again: a loop).
  std::unordered_map<std::string, std::vector<Value>> getter_values_;

  // --- what a call of the file's own function gives ---------------------------------------
  // A call of a helper defined in the file gives what it returns when its body is
  // straight-line (declarations and expression statements, then one `return x`) or an
  // arrow's expression: walked again in a scope of its own, without recording facts, its
  // plain parameters given this call's arguments; a few helpers deep at most.
  static constexpr int kMaxReturnDepth = 3;
  static constexpr int kMaxReturnsWalked = 2000;
  int returns_followed_ = 0;
  int returns_walked_ = 0;
  Value ReturnOf(TSNode call, const Value& callee, const EvaluatedArgs& args) {
    if (callee.kind != Value::Kind::kFunction || ts_node_is_null(callee.body) ||
        callee.body_scope == nullptr || returns_followed_ >= kMaxReturnDepth) {
      return Value::Unknown();
    }
    TSNode function = ts_node_parent(callee.body);
    std::string_view function_type = NodeType(function);
    if (function_type == "generator_function" ||
        function_type == "generator_function_declaration") {
      return Value::Unknown();
    }
    // A declaration whose name is declared or assigned again: the later one may be the
    // function called (hoisting).
    if (function_type == "function_declaration" &&
        other_bindings_[Ident(Child(function, Field::kName))] != 1) {
      return Value::Unknown();
    }
    for (uint32_t i = 0; i < ts_node_child_count(function); ++i) {
      if (NodeType(ts_node_child(function, i)) == "*") return Value::Unknown();
    }
    TSNode returned = FinalReturn(callee.body);
    // arguments[0] = x changes a parameter in sloppy code. Helpers calling helpers at
    // every line would be followed fan-out-cubed times: a walk follows so many at most.
    if (ts_node_is_null(returned) || MentionsWord(Text(callee.body), "arguments") ||
        ++returns_walked_ > kMaxReturnsWalked) {
      return Value::Unknown();
    }
    ++returns_followed_;
    Value value = WithoutFacts([&] {
      Scope* call_scope = NewScope(callee.body_scope);
      TSNode params = Child(function, Field::kParameters);
      if (ts_node_is_null(params)) params = Child(function, Field::kParameter);
      bool spread = std::any_of(args.facts.begin(), args.facts.end(),
                                [](const ArgFact& fact) { return fact.spread; });
      if (!ts_node_is_null(params) && NodeType(params) == "identifier") {
        if (!spread && !args.values.empty()) call_scope->Set(Ident(params), args.values[0]);
      } else if (!ts_node_is_null(params)) {
        for (uint32_t i = 0; !spread && i < ts_node_named_child_count(params); ++i) {
          TSNode p = ts_node_named_child(params, i);
          TSNode name = NodeType(p) == "assignment_pattern" ? Child(p, Field::kLeft) : p;
          if (NodeType(name) != "identifier") break;
          if (i < args.values.size()) {
            call_scope->Set(Ident(name), args.values[i]);
          } else if (NodeType(p) == "assignment_pattern") {
            call_scope->Set(Ident(name), Eval(Child(p, Field::kRight), call_scope));
          }
        }
      }
      if (NodeType(callee.body) == "statement_block") {
        ForEachNamedChild(callee.body, [&](TSNode statement) {
          if (!ts_node_eq(statement, ts_node_parent(returned))) Visit(statement, call_scope);
        });
      }
      return Eval(returned, call_scope);
    });
    --returns_followed_;
    if (value.kind == Value::Kind::kUnknown && value.own == Value::Own::kNone) return value;
    value.chain.insert(value.chain.begin(), "`" + std::string(Text(call)) + "` returns `" +
                                                std::string(Text(returned)) + "`");
    return value;
  }
  // The expression a body returns when it is straight-line (see ReturnOf); null if not.
  TSNode FinalReturn(TSNode body) const {
    if (NodeType(body) != "statement_block") return body;  // an arrow's expression
    TSNode last{};
    for (uint32_t i = 0; i < ts_node_named_child_count(body); ++i) {
      TSNode statement = ts_node_named_child(body, i);
      std::string_view type = NodeType(statement);
      if (type == "comment") continue;
      if (!ts_node_is_null(last)) return TSNode{};  // something after the return
      if (type == "return_statement") {
        last = ts_node_named_child(statement, 0);
        if (ts_node_is_null(last)) return TSNode{};
        continue;
      }
      if (type != "expression_statement" && type != "lexical_declaration" &&
          type != "variable_declaration") {
        return TSNode{};
      }
    }
    return last;
  }

  // Where a `this` is (ThisPlaceOf): the class whose method, field initializer or static
  // block is the nearest function around it that is not an arrow, and whether that is a
  // static member; no class for any other `this`.
  struct ThisPlace {
    TSNode owner{};
    bool is_static = false;
  };
  std::unordered_map<uintptr_t, ThisPlace> this_places_;  // the scan's, by the `this` node
  // From the scan's path (outermost first, ending with the `this` node): ts_node_parent
  // costs a walk from the root each time.
  ThisPlace ThisPlaceOf(const std::vector<TSNode>& path) const {
    for (size_t i = path.size() - 1; i-- > 0;) {
      std::string_view type = NodeType(path[i]);
      if (type == "arrow_function") continue;
      if (type == "method_definition" || type == "field_definition" ||
          type == "class_static_block") {
        if (i < 2 || NodeType(path[i - 1]) != "class_body") return {};
        bool is_static = type == "class_static_block";
        for (uint32_t k = 0; k < ts_node_child_count(path[i]) && !is_static; ++k) {
          is_static = NodeType(ts_node_child(path[i], k)) == "static";
        }
        return {path[i - 2], is_static};
      }
      if (type == "function_declaration" || type == "function_expression" || type == "function" ||
          type == "generator_function_declaration" || type == "generator_function" ||
          type == "class_body" || type == "program") {
        return {};
      }
    }
    return {};
  }

  // `this` in a method, a field's initializer or a static block of an own class: one of
  // its objects, or the class.
  std::optional<Value> OwnThis(TSNode node) const {
    if (!own_attributes_) return std::nullopt;
    auto place = this_places_.find(NodeKey(node));
    if (place == this_places_.end() || OwnClass(place->second.owner) == nullptr) {
      return std::nullopt;
    }
    Value self = Value::Unknown();
    self.own = place->second.is_static ? Value::Own::kClass : Value::Own::kInstance;
    return self;
  }

  // The identifier after `extends` of the class around `node`, or null.
  TSNode BaseClassName(TSNode node) const {
    for (TSNode at = ts_node_parent(node); !ts_node_is_null(at); at = ts_node_parent(at)) {
      std::string_view type = NodeType(at);
      if (type != "class_declaration" && type != "class") continue;
      TSNode base{};
      ForEachNamedChild(at, [&](TSNode part) {
        if (NodeType(part) != "class_heritage") return;
        TSNode named = ts_node_named_child(part, 0);
        if (!ts_node_is_null(named) && NodeType(named) == "identifier") base = named;
      });
      return base;
    }
    return TSNode{};
  }

  // A class: its methods run later (deferred, the constructor's parameters given by
  // `new C(...)` calls when every use of the name is one), its fields and static blocks
  // are stores the walk notes. An own class is a value of Own::kClass.
  Value EvalClass(TSNode node, Scope* scope) {
    ForEachNamedChild(node, [&](TSNode part) {
      if (NodeType(part) == "class_heritage" || NodeType(part) == "decorator") {
        EvalChildren(part, scope);
      }
    });
    const ScannedClass* own = OwnClass(node);
    Value value = Value::Unknown();
    ForEachNamedChild(Child(node, Field::kBody), [&](TSNode member) {
      std::string_view type = NodeType(member);
      if (type == "method_definition") {
        TSNode name = Child(member, Field::kName);
        if (NodeType(name) == "computed_property_name") EvalChildren(name, scope);
        bool constructor = own != nullptr && NodeType(node) == "class_declaration" &&
                           KeyName(name) == "constructor" && !constructed_unseen_ &&
                           escaped_classes_.count(NodeKey(node)) == 0 &&
                           implicit_super_.count(own->name) == 0;
        Value method = DeferFunction(member, scope, constructor ? own->name : std::string());
        if (auto key = KeyName(name)) {
          std::string_view accessor = AccessorKind(member);
          if (accessor.empty()) {
            method_values_[*key] = std::move(method);
          } else if (accessor == "get") {
            getter_values_[*key].push_back(std::move(method));
          }
        }
      } else if (type == "field_definition") {
        TSNode property = Child(member, Field::kProperty);
        if (NodeType(property) == "computed_property_name") EvalChildren(property, scope);
        TSNode stored = Child(member, Field::kValue);
        if (!ts_node_is_null(stored)) NoteStored(member, Eval(stored, NewScope(scope)));
      } else if (type == "class_static_block") {
        Visit(Child(member, Field::kBody), NewScope(scope));
      }
    });
    if (own != nullptr) {
      value.own = Value::Own::kClass;
      value.body = own->constructor_body;  // for `new`: its parameters' flow, what it returns
    }
    return value;
  }

  // --- expressions ---------------------------------------------------------------------

  Value Eval(TSNode node, Scope* scope) override {
    if (ts_node_is_null(node)) return Value::Unknown();
    DepthGuard guard(*this, node);
    if (!CheckDepth(guard, node)) return Value::Unknown();
    std::string_view type = NodeType(node);
    // `{eval}` is `{eval: eval}`: the shorthand names a value like an identifier does.
    if (type == "identifier" || type == "shorthand_property_identifier" ||
        type == "member_expression") {
      Value v = type == "member_expression" ? EvalMember(node, scope) : EvalIdentifier(node, scope);
      if (UsedAsValue()) AddValueUse(node, v);
      return v;
    }
    if (type == "subscript_expression") {
      // g['pro' + 'cess'] handed on is process handed on, as g.process is.
      Value v = EvalSubscript(node, scope);
      // arguments[1] at a module's top level is its require, handed on the same.
      if ((v.IsName() || v.kind == Value::Kind::kGlobals || v.kind == Value::Kind::kRequire) &&
          UsedAsValue())
        AddValueUse(node, v);
      return v;
    }
    if (type == "this") {
      Value v = EvalThis(node);
      if (v.kind == Value::Kind::kGlobals && UsedAsValue() && !ForwardsReceiver()) {
        AddValueUse(node, v);
      }
      return v;
    }
    if (type == "call_expression") {
      // [require('fs')], f(require('fs')): a module handed on as a value.
      Value v = EvalCall(node, scope, false);
      if (v.IsName() && UsedAsValue()) AddValueUse(node, v);
      return v;
    }
    if (type == "new_expression") return EvalCall(node, scope, true);
    if (type == "string") return EvalStringLiteral(node);
    if (type == "template_string") return EvalTemplate(node, scope);
    if (type == "number") return Value::Literal(NumberText(Text(node)));
    if (type == "true") return Value::Literal("true");
    if (type == "false") return Value::Literal("false");
    if (type == "null" || type == "undefined") return Value::Literal("null");
    if (type == "binary_expression") return EvalBinary(node, scope);
    if (type == "parenthesized_expression" || type == "sequence_expression" ||
        type == "await_expression") {
      return EvalLast(node, scope);
    }
    if (type == "assignment_expression") {
      Value value = Eval(Child(node, Field::kRight), scope);
      BindTarget(Child(node, Field::kLeft), value, scope, /*declaration=*/false);
      return value;
    }
    if (type == "augmented_assignment_expression") {
      TSNode left = Child(node, Field::kLeft);
      Value before = Eval(left, scope);
      Value right = Eval(Child(node, Field::kRight), scope);
      if (NodeType(left) == "identifier") {
        Value after = Value::Unknown();
        if (Text(Child(node, Field::kOperator)) == "+=") after = Concat(before, right);
        Rebind(scope, Ident(left), after);
      }
      return Value::Unknown();
    }
    if (type == "arrow_function" || type == "function_expression" || type == "function" ||
        type == "generator_function") {
      Scope* inner = NewScope(scope);
      if (type == "arrow_function") lexical_arguments_.insert(inner);
      TSNode params = Child(node, Field::kParameters);
      if (ts_node_is_null(params)) params = Child(node, Field::kParameter);
      BindPatternUnknown(params, inner);
      TSNode name = Child(node, Field::kName);
      if (!ts_node_is_null(name)) Bind(inner, Ident(name), Value::Of(Value::Kind::kFunction));
      TSNode body = Child(node, Field::kBody);
      if (!ts_node_is_null(body)) {
        if (NodeType(body) == "statement_block")
          Visit(body, inner);
        else
          Eval(body, inner);
      }
      Value function = Value::Of(Value::Kind::kFunction);
      function.body = body;  // for what a call of it returns (ReturnOf)
      function.body_scope = inner;
      return function;
    }
    if (type == "method_definition") {
      DeferFunction(node, scope);  // an object literal's, run when called
      return Value::Unknown();
    }
    if (type == "class") return EvalClass(node, scope);
    if (type == "array") return EvalArray(node, scope);
    // -1: a negative number (an index from the end for slice).
    if (type == "unary_expression" && Text(Child(node, Field::kOperator)) == "-") {
      Value operand = Eval(Child(node, Field::kArgument), scope);
      if (operand.IsConstant() && !operand.is_string && !operand.constant.starts_with('-')) {
        return Value::Literal("-" + operand.constant);
      }
      return Value::Unknown();
    }
    if (type == "object") return EvalObject(node, scope);
    return EvalChildren(node, scope);
  }

  Value EvalIdentifier(TSNode node, Scope* scope) {
    std::string name = Ident(node);
    if (const Value* bound = LookupUse(node, scope, name)) return *bound;
    // In a function, `arguments` is its own; at the top level of a CommonJS module it is
    // the module wrapper's (exports, require, module, ...).
    // An arrow function has no `arguments` of its own: it sees the one around it.
    if (name == "arguments") {
      Scope* owner = scope;
      while (lexical_arguments_.count(owner) > 0) owner = owner->parent();
      if (owner != ModuleScope(scope)) return Value::Unknown();
    }
    return GlobalValue(name);
  }

  // Where control flow meets (ResolverBase::WalkBranches): a path on which `scope` did
  // not bind `name` reads an outer binding, or a global the rules care about (`eval =
  // console.log` under an `if` leaves eval either); else it throws ReferenceError.
  std::optional<Value> UnboundValue(Scope* scope, const std::string& name) override {
    if (scope->parent() != nullptr) {
      if (const Value* outer = Lookup(scope->parent(), name)) return *outer;
    }
    Value global = GlobalValue(name);
    if (global.kind != Value::Kind::kName) return global;  // require, globalThis, __dirname
    static const std::unordered_set<std::string_view> kGlobals = {
        "eval",    "Function",   "process",     "module",       "exports",
        "Buffer",  "setTimeout", "setInterval", "setImmediate", "queueMicrotask",
        "Reflect", "Proxy",      "WebAssembly", "fetch",        "import",
        "Object",  "Array",      "String",      "JSON",         "console"};
    if (kGlobals.count(name) > 0) return global;
    return std::nullopt;
  }

  // What a free (global) name means.
  static Value GlobalValue(const std::string& name) {
    if (name == "require") return Value::Of(Value::Kind::kRequire);
    // The module's own directory and file: the working directory (runner/launcher).
    if (name == "__dirname") return Value::String(std::string(kWorkingDirectory));
    if (name == "__filename") return Value::String(std::string(kWorkingDirectory) + "/main.cjs");
    if (IsGlobalObjectName(name)) return Value::Of(Value::Kind::kGlobals);
    return Value::Name(name);
  }

  // The value of `object.<name>` (no facts recorded).
  Value MemberValue(const Value& object, const std::string& name) {
    Value result = Value::Unknown();
    // A property of a known object literal, an item of a known array.
    if (object.kind == Value::Kind::kMapping || object.kind == Value::Kind::kSequence) {
      const Value* item = object.Item(object.kind == Value::Kind::kMapping ? Value::String(name)
                                                                           : Value::Literal(name));
      if (item != nullptr) result = *item;
      result.member_path = MemberPath(object, name);
      return result;
    }
    if (name == "constructor" &&
        (object.kind == Value::Kind::kFunction || object.member_path == "constructor" ||
         object.member_path.ends_with(".constructor") ||
         (object.IsName() && !object.names.empty() && !IsPlainObjectName(object)))) {
      // (function(){}).constructor, x.constructor.constructor and the constructor of a
      // global or module function (parseInt.constructor) are Function.
      result = Value::Name("Function", object.chain);
      result.chain.push_back(
          "`" + (object.member_path.empty() ? std::string("<function>") : object.member_path) +
          ".constructor` is the `Function` constructor");
    } else if (object.kind == Value::Kind::kGlobals) {
      result = GlobalValue(name);
      result.chain = object.chain;
    } else if (object.IsName() && name == "default" &&
               std::none_of(object.names.begin(), object.names.end(), [](const std::string& n) {
                 return n.find('.') != std::string::npos;
               })) {
      // The default export of a module's namespace (`(await import('node:fs')).default`,
      // `const {default: {rm}} = await import(...)`) is, for Node's own modules and
      // CommonJS ones, the module itself.
      result = object;
      result.chain.push_back("`" + object.names.front() + ".default` is the module `" +
                             object.names.front() + "` itself");
    } else if (object.IsName()) {
      result = QualifiedMember(object, name);
      // X.prototype.constructor is X: Function.prototype.constructor is Function.
      for (auto& qualified : result.names) {
        if (qualified.ends_with(".prototype.constructor")) {
          qualified.resize(qualified.size() - std::string_view(".prototype.constructor").size());
        }
      }
      // The CommonJS wrapper's arguments, seen at a module's top level: (exports, require,
      // module, __filename, __dirname).
      if (result.Is("arguments.0")) {
        result = Value::Name("exports", result.chain);
      } else if (result.Is("arguments.2")) {
        result = Value::Name("module", result.chain);
      }
      if (result.Is("module.require") || result.Is("process.mainModule.require") ||
          result.Is("require.main.require") || result.Is("module.constructor._load") ||
          result.Is("require.main.constructor._load") || result.Is("module.parent.require") ||
          result.Is("module.constructor.prototype.require") || result.Is("arguments.1")) {
        Value req = Value::Of(Value::Kind::kRequire);
        req.chain = result.chain;
        if (result.Is("arguments.1")) {
          req.chain.push_back("`arguments[1]` at a module's top level is its `require`");
        }
        result = req;
      }
    } else if (object.kind == Value::Kind::kRequire) {
      // require.call(...) is require; require.main, require.cache, require.extensions are
      // the module system's own objects, named so rules can see them.
      result = name == "call" ? object : Value::Name("require." + name, object.chain);
    } else if (object.kind == Value::Kind::kFunction) {
      result.kind = Value::Kind::kFunction;  // [].map, 'x'.at: a builtin's method
    }
    result.member_path = MemberPath(object, name);
    return result;
  }

  Value Member(const Value& object, const std::string& name, TSNode node) {
    if (object.kind == Value::Kind::kGlobals) ReadByName(name);  // globalThis.m
    AddAttributeIfKnown(node, name, object);
    if (object.own != Value::Own::kNone && name != "constructor") {
      Value result = OwnAttribute(object, name, node);
      result.member_path = MemberPath(object, name);
      return result;
    }
    Value result = MemberValue(object, name);
    if (result.IsName() && object.kind != Value::Kind::kUnknown) AddReference(node, result);
    // Paths named by variables: process.env.HOME is the home directory.
    if (result.Is("process.env.HOME")) return Value::String("~");
    if (result.Is("process.env.PWD")) return Value::String(std::string(kWorkingDirectory));
    return result;
  }

  // Whether the name or member being evaluated is used as a value: not called or constructed,
  // not a member's owner, not a bare statement, and not merely tested (`instanceof`,
  // `typeof`, comparisons).
  bool UsedAsValue() const {
    const Enclosing e = EnclosingNode();
    if (ts_node_is_null(e.node)) return false;
    std::string_view type = e.type;
    auto is = [&](Field field) { return Holds(e, field); };
    if (type == "call_expression") return !is(Field::kFunction);
    if (type == "new_expression") return !is(Field::kConstructor);
    if (type == "member_expression" || type == "subscript_expression") {
      return !is(Field::kObject);
    }
    if (type == "augmented_assignment_expression" && is(Field::kLeft)) return false;
    if (type == "expression_statement" || type == "unary_expression") return false;
    // `const {argv, env} = process` binds each member by name and `const p = process`
    // binds the whole under another name: followed, not lost (each use of the new name is
    // judged where it is used).
    if (type == "variable_declarator" && is(Field::kValue)) {
      TSNode name = Child(e.node, Field::kName);
      return NodeType(name) != "identifier" && !DestructuresByName(name);
    }
    if (type == "assignment_expression" && is(Field::kRight)) {
      TSNode left = Child(e.node, Field::kLeft);
      return NodeType(left) != "identifier" && !DestructuresByName(left);
    }
    if (type == "binary_expression") {
      std::string_view op = Text(Child(e.node, Field::kOperator));
      return op == "||" || op == "&&" || op == "??";  // `a || b` is a or b
    }
    return true;
  }

  // Whether the node being walked (`this`) is the receiver handed on by `f.call(this, ..)`
  // or `f.apply(this, ..)`, the wrapper's idiom: f's own `this` would be the same object,
  // so nothing new is reached through it.
  bool ForwardsReceiver() const {
    // The walk's path may or may not hold the `arguments` node between the two.
    size_t at = path_.size() - 1;
    if (at > 0 && NodeType(path_[at - 1]) == "arguments") --at;
    if (at == 0 || NodeType(path_[at - 1]) != "call_expression") return false;
    TSNode call = path_[at - 1];
    TSNode arguments = Child(call, Field::kArguments);
    if (!ts_node_eq(ts_node_named_child(arguments, 0), path_.back())) return false;
    TSNode function = Child(call, Field::kFunction);
    if (NodeType(function) != "member_expression") return false;
    std::string_view method = Text(Child(function, Field::kProperty));
    return method == "call" || method == "apply";
  }

  // `this` in sloppy mode, inside a plain function called without an object, is the
  // global object: `function f() { return this; }`, a callback's `this.process`. Not in a
  // method, a class, a constructor (by the capitalised-name convention or `new`), a
  // function given its `this` by .call/.apply/.bind with an object, an ES module or
  // strict code; at the top level `this` is `module.exports`.
  Value EvalThis(TSNode node) const {
    if (auto own = OwnThis(node)) return *own;
    if (strict_file_) return Value::Unknown();
    TSNode function = TSNode{};
    TSNode at = node;
    for (int up = 0; up < 64; ++up) {
      at = ts_node_parent(at);
      if (ts_node_is_null(at)) return Value::Unknown();  // the top level
      std::string_view type = NodeType(at);
      if (type == "arrow_function") continue;  // an arrow's `this` is its outer function's
      if (type == "method_definition" || type == "class_body" || type == "class" ||
          type == "class_declaration") {
        return Value::Unknown();
      }
      if (type == "function_declaration" || type == "function_expression" || type == "function" ||
          type == "generator_function_declaration" || type == "generator_function") {
        function = at;
        break;
      }
    }
    if (ts_node_is_null(function) || HasUseStrict(Child(function, Field::kBody))) {
      return Value::Unknown();
    }
    TSNode name = Child(function, Field::kName);
    if (!ts_node_is_null(name) && IsCapitalised(Text(name))) return Value::Unknown();
    TSNode parent = ts_node_parent(function);
    while (!ts_node_is_null(parent) && NodeType(parent) == "parenthesized_expression") {
      parent = ts_node_parent(parent);
    }
    if (!ts_node_is_null(parent)) {
      std::string_view type = NodeType(parent);
      // A method by assignment or in an object literal; a constructor.
      if (type == "pair" || type == "new_expression") return Value::Unknown();
      if (type == "assignment_expression" &&
          NodeType(Child(parent, Field::kLeft)) != "identifier") {
        return Value::Unknown();
      }
      if (type == "variable_declarator" && IsCapitalised(Text(Child(parent, Field::kName)))) {
        return Value::Unknown();
      }
      // A callback handed to an object's method may be given that object as `this`
      // (emitter.on('x', function () { this.emit(...) })); one handed to a free function
      // (setTimeout, queueMicrotask) or an array literal's method is called without one.
      if (type == "arguments") {
        TSNode call = ts_node_parent(parent);
        TSNode callee = ts_node_is_null(call) ? TSNode{} : Child(call, Field::kFunction);
        if (!ts_node_is_null(callee) && NodeType(callee) == "member_expression") {
          // Handed to a literal's method ("a".replace(re, f), [..].map(f)), to
          // Reflect.apply or process.nextTick: called without an object.
          TSNode object = Child(callee, Field::kObject);
          std::string_view object_type = NodeType(object);
          std::string_view method = Text(Child(callee, Field::kProperty));
          bool without_object = object_type == "array" || object_type == "string" ||
                                object_type == "template_string" || Text(object) == "Reflect" ||
                                (Text(object) == "process" && method == "nextTick");
          // process.on('exit', function () { this ... }): the emitter is `this`.
          if (Text(object) == "process" &&
              (method == "on" || method == "once" || method == "addListener" ||
               method == "prependListener" || method == "prependOnceListener")) {
            Value process = Value::Name("process");
            process.chain.push_back("`this` in a listener given to `" + std::string(Text(callee)) +
                                    "` on line " + std::to_string(LineOf(node)) +
                                    " is `process`, the emitter");
            return process;
          }
          if (!without_object) return Value::Unknown();
        }
      }
      // f.call(obj), f.apply(obj), f.bind(obj): `this` is obj unless it is null/undefined.
      if (type == "member_expression") {
        std::string_view method = Text(Child(parent, Field::kProperty));
        TSNode call = ts_node_parent(parent);
        if ((method == "call" || method == "apply" || method == "bind") && !ts_node_is_null(call) &&
            NodeType(call) == "call_expression") {
          TSNode args = Child(call, Field::kArguments);
          TSNode first =
              ts_node_named_child_count(args) > 0 ? ts_node_named_child(args, 0) : TSNode{};
          if (!ts_node_is_null(first) && NodeType(first) != "null" &&
              NodeType(first) != "undefined") {
            return Value::Unknown();
          }
        } else {
          return Value::Unknown();  // (function () {...}).other: not a plain call
        }
      }
    }
    Value global = Value::Of(Value::Kind::kGlobals);
    std::string where = ts_node_is_null(name) ? std::string("a function expression")
                                              : "the function `" + std::string(Text(name)) + "`";
    global.chain.push_back("`this` in " + where + " on line " + std::to_string(LineOf(node)) +
                           " is the global object when it is called without an object "
                           "(sloppy mode)");
    return global;
  }

  static bool IsCapitalised(std::string_view name) {
    return !name.empty() && name[0] >= 'A' && name[0] <= 'Z';
  }

  // Whether a body or program starts with a "use strict" directive.
  bool HasUseStrict(TSNode body) const {
    if (ts_node_is_null(body)) return false;
    for (uint32_t i = 0; i < ts_node_named_child_count(body); ++i) {
      TSNode statement = ts_node_named_child(body, i);
      std::string_view type = NodeType(statement);
      if (type == "comment" || type == "hash_bang_line") continue;
      if (type != "expression_statement") return false;
      TSNode value = ts_node_named_child(statement, 0);
      if (ts_node_is_null(value) || NodeType(value) != "string") return false;
      std::string_view text = Text(value);
      if (text == "'use strict'" || text == "\"use strict\"") return true;
    }
    return false;
  }

  // An ES module (any import or export statement) or a script that starts strict.
  bool IsStrictFile(TSNode root) const {
    if (HasUseStrict(root)) return true;
    for (uint32_t i = 0; i < ts_node_named_child_count(root); ++i) {
      std::string_view type = NodeType(ts_node_named_child(root, i));
      if (type == "import_statement" || type == "export_statement") return true;
    }
    return false;
  }

  // (function () { return this; })(): a plain function called without a receiver gets
  // the global object as `this` in sloppy mode, the classic way to reach it.
  bool ReturnsSloppyThis(TSNode function) const {
    while (!ts_node_is_null(function) && NodeType(function) == "parenthesized_expression") {
      function = ts_node_named_child(function, 0);
    }
    if (ts_node_is_null(function) ||
        (NodeType(function) != "function_expression" && NodeType(function) != "function")) {
      return false;
    }
    TSNode body = Child(function, Field::kBody);
    for (uint32_t i = 0; i < ts_node_named_child_count(body); ++i) {
      TSNode statement = ts_node_named_child(body, i);
      if (NodeType(statement) != "return_statement") continue;
      TSNode value = ts_node_named_child(statement, 0);
      return !ts_node_is_null(value) && NodeType(value) == "this";
    }
    return false;
  }

  // Globals and module-system names that are objects, not functions: their constructor
  // is Object, or Module for the module objects (rules name module.constructor).
  static bool IsPlainObjectName(const Value& v) {
    static constexpr std::string_view kObjects[] = {
        "module",  "exports", "require.main", "module.parent", "process.mainModule",
        "process", "console", "Math",         "JSON",          "Reflect",
        "Intl",    "Atomics"};
    for (auto name : kObjects) {
      if (v.Is(name)) return true;
    }
    return false;
  }

  static bool IsLiteralNode(std::string_view type) {
    return type == "array" || type == "string" || type == "template_string" || type == "regex" ||
           type == "number" || type == "object";
  }

  // An object pattern whose every key is known (no `...rest`, no computed key): each
  // binding is followed as the member it names (BindObjectPattern).
  bool DestructuresByName(TSNode pattern) const {
    if (NodeType(pattern) == "parenthesized_expression" &&
        ts_node_named_child_count(pattern) == 1) {
      pattern = ts_node_named_child(pattern, 0);
    }
    if (NodeType(pattern) != "object_pattern") return false;
    for (uint32_t i = 0; i < ts_node_named_child_count(pattern); ++i) {
      TSNode item = ts_node_named_child(pattern, i);
      std::string_view type = NodeType(item);
      if (type == "rest_pattern") return false;
      if (type == "pair_pattern" &&
          NodeType(Child(item, Field::kKey)) == "computed_property_name") {
        return false;
      }
    }
    return true;
  }

  // Whether this `import.meta` only reads one of the members that say where the module
  // is (`import.meta.dirname` read, not assigned, deleted or the object handed on).
  bool ReadsImportMetaPlace(TSNode meta) const {
    TSNode member = ts_node_parent(meta);
    if (ts_node_is_null(member) || NodeType(member) != "member_expression" ||
        !ts_node_eq(Child(member, Field::kObject), meta)) {
      return false;
    }
    std::string_view property = Text(Child(member, Field::kProperty));
    if (property != "dirname" && property != "filename" && property != "url") return true;
    // Through parentheses to what uses it: a target of an assignment, of a
    // destructuring pattern or of a for-in/of loop is written.
    TSNode at = member;
    TSNode use = ts_node_parent(member);
    while (!ts_node_is_null(use) && NodeType(use) == "parenthesized_expression") {
      at = use;
      use = ts_node_parent(use);
    }
    if (ts_node_is_null(use)) return true;
    std::string_view type = NodeType(use);
    if (type == "assignment_expression" || type == "augmented_assignment_expression" ||
        type == "for_in_statement") {
      return !ts_node_eq(Child(use, Field::kLeft), at);
    }
    if (type == "unary_expression") return Text(Child(use, Field::kOperator)) != "delete";
    return type != "update_expression" && !type.ends_with("_pattern");
  }

  Value EvalMember(TSNode node, Scope* scope) {
    TSNode object_node = Child(node, Field::kObject);
    // An ES module's own place: import.meta.dirname and .filename (the sandbox runs
    // /work/main.mjs), unless the file changes them or hands the object on
    // (`import.meta.dirname = '/etc'`, Object.assign(import.meta, ...)).
    if (Text(object_node) == "import.meta" && !import_meta_changed_) {
      std::string_view property = Text(Child(node, Field::kProperty));
      if (property == "dirname") return Value::String(std::string(kWorkingDirectory));
      if (property == "filename")
        return Value::String(std::string(kWorkingDirectory) + "/main.mjs");
      if (property == "url")
        return Value::String("file://" + std::string(kWorkingDirectory) + "/main.mjs");
    }
    // import.meta's other members (resolve, url) and `super`'s are named, so that their
    // constructor is known to be Function (import.meta.resolve.constructor,
    // super.constructor in a static method).
    Value object = NodeType(object_node) == "import"    ? Value::Name("import")
                   : Text(object_node) == "import.meta" ? Value::Name("import.meta")
                   : NodeType(object_node) == "super"   ? Value::Name("super")
                                                        : Eval(object_node, scope);
    if (IsLiteralNode(NodeType(object_node)) && object.kind != Value::Kind::kName) {
      // A member of a literal ([].map, ''.at, /x/.exec) is a builtin method: a function,
      // whose constructor is Function.
      object.kind = Value::Kind::kFunction;
    }
    return Member(object, Ident(Child(node, Field::kProperty)), node);
  }

  Value EvalSubscript(TSNode node, Scope* scope) {
    Value object = Eval(Child(node, Field::kObject), scope);
    TSNode index_node = Child(node, Field::kIndex);
    Value index = Eval(index_node, scope);
    if (index.IsConstant()) {
      Value result = Member(object, index.constant, node);
      if (result.kind == Value::Kind::kUnknown) return result;
      return WithConstantStep(std::move(result), index_node, index.constant);
    }
    // o[k] of an own object: any of its methods, to be called with any `this`.
    if (object.own != Value::Own::kNone) attributes_doubtful_ = true;
    if (object.kind == Value::Kind::kGlobals) {
      AddUnresolved(
          node, UnresolvedKind::kLookup,
          "the global name `" + std::string(Text(index_node)) + "` is computed at run time");
    } else if (object.IsName() && !object.names.empty() && IsModuleLike(object)) {
      AddUnresolved(node, UnresolvedKind::kAttribute,
                    "the member name `" + std::string(Text(index_node)) + "` of `" +
                        object.names[0] + "` is computed at run time");
    }
    return Value::Unknown();
  }

  // A value worth reporting a computed member of: an imported module or a known global
  // object, not an arbitrary user variable that happens to be free (arrays, records).
  bool IsModuleLike(const Value& v) const {
    for (const auto& name : v.names) {
      if (name.find('.') == std::string::npos && !name.empty()) {
        for (const auto& module : imported_modules_) {
          if (module == name) return true;
        }
        if (name == "process" || name == "Reflect" || name == "Function" || name == "module" ||
            name == "Object" || name == "Buffer") {
          return true;
        }
      }
    }
    return false;
  }

  Value EvalStringLiteral(TSNode node) {
    std::string_view text = Text(node);
    if (text.size() < 2) return Value::Unknown();
    auto decoded = DecodeJavaScriptEscapes(text.substr(1, text.size() - 2));
    return decoded ? Value::String(*decoded) : Value::Unknown();
  }

  // A template's text with what is known of its substitutions: `${dir}/x` with dir "."
  // is "./x"; the text up to the first substitution not known is a prefix.
  Value EvalTemplate(TSNode node, Scope* scope) {
    TextVariants text;
    bool known = true;
    uint32_t at = ts_node_start_byte(node) + 1;
    auto append_source = [&](uint32_t end) {
      if (end < at) return;
      auto decoded = DecodeJavaScriptEscapes(source_.substr(at, end - at));
      if (known && decoded) {
        text.Append(*decoded);
      } else {
        // After an unknown part only a climb back matters.
        text.AfterUnknown(decoded ? std::string_view(*decoded) : source_.substr(at, end - at));
        known = false;
      }
    };
    for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
      TSNode child = ts_node_named_child(node, i);
      if (NodeType(child) != "template_substitution") continue;
      append_source(ts_node_start_byte(child));
      at = ts_node_end_byte(child);
      Value value = Value::Unknown();
      for (uint32_t j = 0; j < ts_node_named_child_count(child); ++j) {
        value = Eval(ts_node_named_child(child, j), scope);
      }
      if (!known) {  // later substitutions are still walked for their facts
        if (value.IsConstant()) text.AfterUnknown(value.constant);
        continue;
      }
      if (value.kind == Value::Kind::kOneOf) {
        text.AppendOneOf(value.one_of);
        continue;
      }
      auto part = value.IsConstant() ? std::optional{std::pair{value.constant, true}}
                                     : KnownPathText(value);
      if (part) text.Append(part->first);
      if (!part || !part->second) known = false;
    }
    uint32_t end = ts_node_end_byte(node);
    if (end < at + 1) return known ? Value::Unknown() : text.Result(false);
    append_source(end - 1);  // the text after the last substitution
    return text.Result(known);
  }

  EvaluatedArgs EvalArguments(TSNode args, Scope* scope) {
    EvaluatedArgs out;
    if (ts_node_is_null(args)) return out;
    if (NodeType(args) == "template_string") {  // tagged template: tag`...`
      Value v = Eval(args, scope);
      ArgFact fact = ArgFromValue(v);
      out.AddPositional(args, std::move(v), std::move(fact));
      return out;
    }
    ForEachNamedChild(args, [&](TSNode arg) {
      std::string_view type = NodeType(arg);
      if (type == "comment") return;
      if (type == "spread_element") {
        // f(...args) with args a known array: its items are the arguments.
        Value spread = Eval(ts_node_named_child(arg, 0), scope);
        if (spread.kind == Value::Kind::kSequence) {
          for (const auto& item : *spread.elements) {
            ArgFact fact = ArgFromValue(item);
            if (item.IsString()) fact.is_string = true;
            out.AddPositional(arg, item, std::move(fact));
          }
          return;
        }
        out.AddSpread();
        return;
      }
      Value v = Eval(arg, scope);
      ArgFact fact = ArgFromValue(v);
      if (type == "template_string" || v.IsString()) fact.is_string = true;
      if (type == "binary_expression" && Text(Child(arg, Field::kOperator)) == "+" &&
          ContainsString(arg)) {
        fact.is_string = true;
      }
      if (type == "object") ObjectProperties(v, fact);
      out.AddPositional(arg, std::move(v), std::move(fact));
    });
    return out;
  }

  // Whether a + chain has a string or template operand: its result is a string.
  bool ContainsString(TSNode node) {
    std::string_view type = NodeType(node);
    if (type == "string" || type == "template_string") return true;
    if (type == "binary_expression" && Text(Child(node, Field::kOperator)) == "+") {
      return ContainsString(Child(node, Field::kLeft)) ||
             ContainsString(Child(node, Field::kRight));
    }
    return false;
  }

  // The properties of an object-literal argument ({eval: true}, {flag}), each as what it
  // holds; one with a spread or a computed key may have any other property too ("*").
  void ObjectProperties(const Value& object, ArgFact& fact) {
    if (object.kind == Value::Kind::kMapping && object.elements) {
      bool prototype = false;  // {__proto__: {...}}: its properties are read through it
      for (size_t i = 0; i < object.keys.size() && i < object.elements->size(); ++i) {
        prototype = prototype || object.keys[i] == "__proto__";
        fact.property_keys.push_back(object.keys[i]);
        fact.property_values.push_back(ArgFromValue((*object.elements)[i]));
      }
      if (!prototype) return;
    }
    fact.property_keys.emplace_back("*");
    fact.property_values.emplace_back();
  }

  // String.fromCharCode(104, 105) and ['a','b'].join('')
  std::optional<std::string> FoldCall(TSNode function, const Value& callee,
                                      const EvaluatedArgs& args) {
    if (callee.Is("String.fromCharCode") || callee.Is("String.fromCodePoint")) {
      std::string out;
      for (const auto& v : args.values) {
        if (!v.IsConstant() || v.is_string) return std::nullopt;
        char* end = nullptr;
        double d = std::strtod(v.constant.c_str(), &end);
        if (*end != '\0' || d < 0 || d > 0x10FFFF) return std::nullopt;
        AppendUtf8(out, static_cast<uint32_t>(d));
      }
      if (args.values.size() != args.facts.size()) return std::nullopt;
      return out;
    }
    if (NodeType(function) == "member_expression") {
      std::string method = Ident(Child(function, Field::kProperty));
      TSNode object = Child(function, Field::kObject);
      if (method == "join" && NodeType(object) == "array") {
        std::string separator = ",";
        if (!args.values.empty()) {
          // [...].join(path.sep) joins with "/".
          auto known = KnownPathText(args.values[0]);
          if (!known || !known->second) return std::nullopt;
          separator = known->first;
        }
        return JoinFolded(object, separator);
      }
      if (method == "toLowerCase" || method == "toUpperCase") {
        Value base = FoldQuiet(object);
        if (!base.IsString() || !args.values.empty()) return std::nullopt;
        std::string out = base.constant;
        for (char& c : out) {
          if (method == "toLowerCase" && c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
          if (method == "toUpperCase" && c >= 'a' && c <= 'z') c = static_cast<char>(c - 32);
        }
        return out;
      }
      if (method == "concat") {
        Value base = FoldQuiet(object);
        if (!base.IsString()) return std::nullopt;
        std::string out = base.constant;
        for (const auto& v : args.values) {
          if (!v.IsConstant()) return std::nullopt;
          out += v.constant;
        }
        return out;
      }
    }
    return std::nullopt;
  }

  // The text the WHATWG URL parser reads for a file: URL or a path relative to one: tabs
  // and newlines removed, surrounding spaces and controls trimmed, `\` read as `/`, and
  // `%2e` segments as dot segments (`%2e%2e` climbs). `complete` is false for a known
  // start, whose last segment may go on. Applying it twice changes nothing.
  static std::string UrlParserInput(std::string_view text, bool complete) {
    std::string out;
    for (char c : text) {
      if (c == '\t' || c == '\n' || c == '\r') continue;
      out += c == '\\' ? '/' : c;
    }
    auto control = [](char c) { return static_cast<unsigned char>(c) <= 0x20; };
    size_t start = 0;
    while (start < out.size() && control(out[start])) ++start;
    size_t end = out.size();
    while (complete && end > start && control(out[end - 1])) --end;
    out = out.substr(start, end - start);
    const size_t path_end = std::min(out.find_first_of("?#"), out.size());
    std::string path;
    size_t at = 0;
    while (at <= path_end) {
      size_t slash = std::min(out.find('/', at), path_end);
      std::string segment = out.substr(at, slash - at);
      std::string lower = segment;
      std::transform(lower.begin(), lower.end(), lower.begin(),
                     [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
      const bool last = slash == path_end;
      if (!last || complete || path_end < out.size()) {
        if (lower == "%2e") segment = ".";
        if (lower == "%2e%2e" || lower == ".%2e" || lower == "%2e.") segment = "..";
      }
      path += segment;
      if (last) break;
      path += '/';
      at = slash + 1;
    }
    return path + out.substr(path_end);
  }

  // What a call to a path function gives, as far as its arguments are known:
  // path.join(path.sep, 'etc') is "/etc", path.resolve(process.cwd(), '..') is "/",
  // new URL('file:///etc/x') and Buffer.from('/etc/x') are the path they hold.
  static std::optional<Value> PathCall(const Value& callee, const EvaluatedArgs& args,
                                       bool is_new) {
    static constexpr std::string_view kJoins[] = {
        "path.join",          "path.resolve",         "path.normalize",  "path.posix.join",
        "path.posix.resolve", "path.posix.normalize", "path/posix.join", "path/posix.resolve"};
    bool complete_args = args.values.size() == args.facts.size();  // no ...spread
    for (auto name : kJoins) {
      if (!callee.Is(name)) continue;
      std::vector<Value> parts = args.values;
      if (!complete_args) parts.push_back(Value::Unknown());
      // resolve() starts at the working directory and gives an absolute path, whose text
      // a slice or a split may read (path.resolve('out').split('/')[0] is "").
      if (name.ends_with("resolve")) return AbsolutePath(JoinPaths(parts));
      return JoinPaths(parts);
    }
    if (callee.Is("process.cwd")) return Value::String(std::string(kWorkingDirectory));
    if (callee.Is("os.homedir")) return Value::String("~");
    if (callee.Is("os.tmpdir")) return Value::String("/tmp");
    if (args.values.empty()) return std::nullopt;
    const Value& first = args.values[0];
    // fs.mkdtempSync(prefix) is the prefix and six random characters.
    if ((callee.Is("fs.mkdtempSync") || callee.Is("fs.promises.mkdtemp") ||
         callee.Is("fs/promises.mkdtemp")) &&
        first.KnownStart()) {
      return Value::Prefix(std::string(*first.KnownStart()));
    }
    // path.extname('/work/main.js') is ".js" (a leading dot names no extension).
    if ((callee.Is("path.extname") || callee.Is("path.posix.extname")) && first.IsString()) {
      std::string_view base = first.constant;
      base = base.substr(base.rfind('/') == std::string_view::npos ? 0 : base.rfind('/') + 1);
      size_t dot = base.rfind('.');
      return Value::String(dot == std::string_view::npos || dot == 0
                               ? std::string()
                               : std::string(base.substr(dot)));
    }
    // One level up: path.dirname(process.cwd()) is "./..".
    if ((callee.Is("path.dirname") || callee.Is("path.posix.dirname")) && first.KnownStart()) {
      return ParentPath(first);
    }
    if (callee.Is("Buffer.from") && first.KnownStart() && args.values.size() == 1) return first;
    // Buffer.from('2f657463', 'hex') and Buffer.from([47, 101, 116, 99]) are "/etc".
    if (callee.Is("Buffer.from") && first.IsString() && args.values.size() == 2 &&
        args.values[1].IsString() && args.values[1].constant == "hex") {
      if (auto decoded = HexDecoded(first.constant)) return Value::String(*decoded);
    }
    if (callee.Is("Buffer.from") && first.kind == Value::Kind::kSequence) {
      std::string bytes;
      for (const auto& item : *first.elements) {
        if (!item.IsConstant() || item.is_string) return std::nullopt;
        char* end = nullptr;
        long byte = std::strtol(item.constant.c_str(), &end, 10);
        if (*end != '\0' || byte < 0 || byte > 255) return std::nullopt;
        bytes += static_cast<char>(byte);
      }
      return Value::String(bytes);
    }
    if ((callee.Is("decodeURIComponent") || callee.Is("decodeURI") || callee.Is("unescape")) &&
        first.IsString()) {
      if (auto decoded = PercentDecoded(first.constant)) return Value::String(*decoded);
    }
    // url.pathToFileURL(p) names p, from the working directory.
    if (callee.Is("url.pathToFileURL") && first.KnownStart()) {
      return JoinPaths({Value::String(std::string(kWorkingDirectory)), first});
    }
    // file:///etc/x and file:/etc/x name /etc/x: new URL(...), url.fileURLToPath(...), and
    // new URL('/etc/x', 'file://') against a file: base. What the URL parser reads, not
    // the text as written: without tabs and newlines, `\` as `/`, `%2e` as `.`.
    if (((is_new && callee.Is("URL")) || callee.Is("url.fileURLToPath")) && first.KnownStart()) {
      Value read = first;
      read.constant = UrlParserInput(first.constant, first.IsString());
      std::vector<Value> values = args.values;
      values[0] = read;
      if (values.size() >= 2 && values[1].KnownStart()) {
        values[1].constant = UrlParserInput(values[1].constant, values[1].IsString());
      }
      if (read.constant != first.constant ||
          (values.size() >= 2 && values[1].constant != args.values[1].constant)) {
        EvaluatedArgs parsed = args;
        parsed.values = std::move(values);
        return PathCall(callee, parsed, is_new);
      }
    }
    bool file_url = first.KnownStart() && first.constant.starts_with("file:");
    if ((is_new && callee.Is("URL")) || callee.Is("url.fileURLToPath")) {
      if (file_url) return FileUrlPath(first);
      if (is_new && args.values.size() >= 2 && first.KnownStart() &&
          first.constant.starts_with('/') && args.values[1].KnownStart() &&
          args.values[1].constant.starts_with("file:")) {
        const size_t end = first.constant.find_first_of("?#");
        return end == std::string::npos ? first : Value::String(first.constant.substr(0, end));
      }
      // new URL('../x', 'file:///work/'): relative to the base's folder. A base that is
      // an absolute path is a file URL this analysis already turned into its path (a URL
      // built the same way).
      if (is_new && args.values.size() >= 2 && first.IsString() && !first.constant.empty() &&
          first.constant[0] != '/' && first.constant.find(':') == std::string::npos &&
          args.values[1].IsString()) {
        const Value& base_url = args.values[1];
        std::optional<Value> base;
        if (base_url.constant.starts_with("file:")) {
          base = FileUrlPath(base_url);
        } else if (base_url.constant.starts_with('/')) {
          base = base_url;
        }
        if (base) {
          std::string folder = base->constant.substr(0, base->constant.rfind('/') + 1);
          // A query or fragment is no part of the path: 'c?/../../x' is the file c.
          return Value::String(folder +
                               first.constant.substr(0, first.constant.find_first_of("?#")));
        }
      }
    }
    // path.parse(p) of a known p: its root, dir, base, name and ext; of a p whose start
    // is known to be absolute, its root.
    if ((callee.Is("path.parse") || callee.Is("path.posix.parse")) && first.IsString()) {
      const std::string& p = first.constant;
      size_t slash = p.rfind('/');
      std::string dir = slash == std::string::npos ? "" : (slash == 0 ? "/" : p.substr(0, slash));
      std::string base = slash == std::string::npos ? p : p.substr(slash + 1);
      size_t dot = base.rfind('.');
      std::string ext = dot == std::string::npos || dot == 0 ? "" : base.substr(dot);
      std::string name = base.substr(0, base.size() - ext.size());
      return Value::Mapping({"root", "dir", "base", "name", "ext"},
                            {Value::String(p.starts_with('/') ? "/" : ""), Value::String(dir),
                             Value::String(base), Value::String(name), Value::String(ext)});
    }
    if ((callee.Is("path.parse") || callee.Is("path.posix.parse")) && first.KnownStart() &&
        first.constant.starts_with('/')) {
      return Value::Mapping({"root"}, {Value::String("/")});
    }
    // path.relative(from, to) names the same place as `to`.
    if ((callee.Is("path.relative") || callee.Is("path.posix.relative")) &&
        args.values.size() == 2 && args.values[1].KnownStart()) {
      return args.values[1];
    }
    // path.format({dir: '/etc/cron.d', base: 'x'}) is "/etc/cron.d/x".
    if (callee.Is("path.format") && !args.facts.empty()) {
      if (auto formatted = FormatPath(args.facts[0])) return formatted;
      // An object named, not written in place: its known entries.
      if (!args.values.empty() && args.values[0].kind == Value::Kind::kMapping) {
        ArgFact entries;
        const Value& object = args.values[0];
        for (size_t i = 0; i < object.keys.size(); ++i) {
          entries.property_keys.push_back(object.keys[i]);
          entries.property_values.push_back(ArgFromValue((*object.elements)[i]));
        }
        if (auto formatted = FormatPath(entries)) return formatted;
      }
      return Value::Unknown();
    }
    return std::nullopt;
  }

  // The path a file: URL names: after the host of `file://host/...`, else all of it
  // (`file:/x` and `file:x` are both /x), up to a query or fragment.
  static std::optional<Value> FileUrlPath(const Value& url) {
    std::string_view rest = std::string_view(url.constant).substr(5);
    bool complete = url.IsString();
    if (const size_t end = rest.find_first_of("?#"); end != std::string_view::npos) {
      rest = rest.substr(0, end);
      complete = true;
    }
    std::string path;
    if (rest.starts_with("//")) {
      rest.remove_prefix(2);
      const size_t slash = rest.find('/');
      if (slash == std::string_view::npos) return std::nullopt;
      path = rest.substr(slash);
    } else {
      path = rest.starts_with('/') ? std::string(rest) : "/" + std::string(rest);
    }
    if (auto decoded = PercentDecoded(path)) path = *decoded;
    return complete ? Value::String(path) : Value::Prefix(path);
  }

  static std::optional<Value> FormatPath(const ArgFact& object) {
    if (object.property_keys.empty()) return std::nullopt;  // not an object of known entries
    std::string dir, root, base, name, ext;
    for (size_t i = 0; i < object.property_keys.size(); ++i) {
      const auto& value = object.property_values[i];
      if (!value.constant || !value.is_string) return std::nullopt;
      const std::string& key = object.property_keys[i];
      if (key == "dir") dir = *value.constant;
      if (key == "root") root = *value.constant;
      if (key == "base") base = *value.constant;
      if (key == "name") name = *value.constant;
      if (key == "ext") ext = *value.constant;
    }
    if (base.empty()) base = name + ext;
    if (dir.empty()) return Value::String(root + base);
    return Value::String(dir.ends_with('/') ? dir + base : dir + "/" + base);
  }

  // "2f6574" is "/et"; nullopt for an odd length or a character that is not a hex digit.
  static std::optional<std::string> HexDecoded(std::string_view text) {
    if (text.size() % 2 != 0) return std::nullopt;
    std::string out;
    for (size_t i = 0; i < text.size(); i += 2) {
      int high = HexDigit(text[i]), low = HexDigit(text[i + 1]);
      if (high < 0 || low < 0) return std::nullopt;
      out += static_cast<char>(high * 16 + low);
    }
    return out;
  }

  static int HexDigit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  }

  // %2F is "/"; nullopt when an escape is malformed (decodeURIComponent throws).
  static std::optional<std::string> PercentDecoded(std::string_view text) {
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
      if (text[i] != '%') {
        out += text[i];
        continue;
      }
      if (i + 2 >= text.size()) return std::nullopt;
      int high = HexDigit(text[i + 1]), low = HexDigit(text[i + 2]);
      if (high < 0 || low < 0) return std::nullopt;
      out += static_cast<char>(high * 16 + low);
      i += 2;
    }
    return out;
  }

  // Strings, numbers and templates without substitutions: what FoldQuiet folds.
  Value FoldLiteral(TSNode node) override {
    std::string_view type = NodeType(node);
    if (type == "string") return EvalStringLiteral(node);
    if (type == "number") return Value::Literal(NumberText(Text(node)));
    if (type == "template_string") {
      for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
        if (NodeType(ts_node_named_child(node, i)) == "template_substitution")
          return Value::Unknown();
      }
      std::string_view text = Text(node);
      auto decoded = DecodeJavaScriptEscapes(text.substr(1, text.size() - 2));
      return decoded ? Value::String(*decoded) : Value::Unknown();
    }
    return Value::Unknown();
  }

  Value EvalCall(TSNode node, Scope* scope, bool is_new) {
    TSNode function = Child(node, is_new ? Field::kConstructor : Field::kFunction);
    TSNode args_node = Child(node, Field::kArguments);
    bool dynamic_import = !ts_node_is_null(function) && NodeType(function) == "import";
    // For `x.m(...)`, x is evaluated once and kept: `.call`, `.apply` and `.bind` need it
    // again, and evaluating it twice per link made `f.call(x).call(x)...` exponential.
    bool member_call = !dynamic_import && NodeType(function) == "member_expression" &&
                       NodeType(Child(function, Field::kObject)) != "import";
    Value owner = Value::Unknown();
    Value callee = Value::Unknown();
    if (dynamic_import) {
      callee = Value::Name("import");
    } else if (member_call) {
      DepthGuard walking_member(*this, function);  // the owner's place is in `x.m`
      owner = Eval(Child(function, Field::kObject), scope);
      callee = Member(owner, Ident(Child(function, Field::kProperty)), function);
      // xs.push(v) changes xs in place.
      if (NodeType(Child(function, Field::kObject)) == "identifier" && MayMutate(function, true)) {
        ForgetItems(scope, Ident(Child(function, Field::kObject)));
      }
    } else {
      callee = Eval(function, scope);
      // xs['push'](v), m[name](k, v): a method by a computed name may change it too.
      if (NodeType(function) == "subscript_expression" &&
          NodeType(Child(function, Field::kObject)) == "identifier" && MayMutate(function, true)) {
        ForgetItems(scope, Ident(Child(function, Field::kObject)));
      }
    }
    EvaluatedArgs args = EvalArguments(args_node, scope);
    // (Not while following a helper's return: that call is this one's, not the file's.)
    if ((!is_new || callee.own == Value::Own::kClass) && !member_call &&
        NodeType(function) == "identifier" && returns_followed_ == 0) {
      RecordPassed(node, Ident(function), callee, args, /*extra_arguments=*/true);
    }
    // super(...) in a constructor calls the base class's, named after `extends`.
    if (!is_new && NodeType(function) == "super" && returns_followed_ == 0) {
      TSNode base = BaseClassName(node);
      if (!ts_node_is_null(base)) {
        Value base_class = WithoutFacts([&] { return Eval(base, scope); });
        RecordPassed(node, Ident(base), base_class, args, /*extra_arguments=*/true);
      }
    }
    std::optional<Value> assigned;
    if (callee.Is("Object.assign") && !args.nodes.empty()) {
      if (NodeType(args.nodes[0]) == "identifier") AssignInto(Ident(args.nodes[0]), args, scope);
      // What the call gives is the target: a fresh object literal merged is followed; a
      // named target is another name for an object that may change.
      if (NodeType(args.nodes[0]) == "object") assigned = Assigned(args);
    }
    // Setting properties by names the scan may not have seen spelled (Object[k] with k
    // 'assign'): the file's own objects may be among those changed.
    if (callee.Is("Object.defineProperty") || callee.Is("Object.defineProperties") ||
        callee.Is("Reflect.defineProperty") || callee.Is("Reflect.set") ||
        callee.Is("Object.setPrototypeOf") || callee.Is("Reflect.setPrototypeOf") ||
        callee.Is("Object.create") || callee.Is("Reflect.apply") ||
        callee.Is("Reflect.construct") ||
        (callee.Is("Object.assign") &&
         (args.nodes.empty() || NodeType(args.nodes[0]) != "object"))) {
      attributes_doubtful_ = true;
    }
    // Defining a property of a builtin or a module (Object.defineProperty(
    // Object.prototype, 'x', {get() {...}})) puts code where every later use of it runs.
    if (!args.values.empty() &&
        (callee.Is("Object.defineProperty") || callee.Is("Object.defineProperties") ||
         callee.Is("Reflect.defineProperty") || callee.Is("Reflect.set") ||
         callee.Is("Object.setPrototypeOf") || callee.Is("Reflect.setPrototypeOf") ||
         callee.Is("Object.assign"))) {
      ArgFact key = args.values.size() > 1 ? ArgFromValue(args.values[1]) : ArgFact{};
      ArgFact code;
      code.is_function = true;
      if (callee.Is("Object.assign") && args.values[0].Is("process.env")) {
        // Object.assign(process.env, {TMPDIR: v}): a store of each key; of keys not known
        // (an object built at run time), one store whose key is not known.
        for (size_t i = 1; i < args.values.size(); ++i) {
          const Value& source = args.values[i];
          if (source.kind == Value::Kind::kMapping && source.elements) {
            for (size_t k = 0; k < source.keys.size(); ++k) {
              RecordPatch(node, args.values[0], ArgFromValue(Value::String(source.keys[k])),
                          ArgFromValue((*source.elements)[k]));
            }
          } else {
            RecordPatch(node, args.values[0], ArgFact{}, ArgFact{});
          }
        }
        if (args.after_spread) RecordPatch(node, args.values[0], ArgFact{}, ArgFact{});
      } else {
        RecordPatch(node, args.values[0], std::move(key), std::move(code));
      }
    }
    Value result =
        FinishCall(node, function, callee, owner, args, scope, is_new, dynamic_import, member_call);
    if (assigned && result.kind == Value::Kind::kUnknown) return std::move(*assigned);
    if (result.kind == Value::Kind::kUnknown && result.own == Value::Own::kNone) {
      std::string_view method =
          member_call ? Text(Child(function, Field::kProperty)) : std::string_view();
      if (std::optional<Value> known = CollectionCall(callee, owner, method, args, is_new)) {
        return std::move(*known);
      }
    }
    if (!is_new && result.kind == Value::Kind::kUnknown && result.own == Value::Own::kNone) {
      if (Value returned = ReturnOf(node, callee, args);
          returned.kind != Value::Kind::kUnknown || returned.own != Value::Own::kNone) {
        result = std::move(returned);
      }
    }
    // new C(...) of an own class (whose constructor, and its bases', return nothing of
    // their own: JudgeClasses).
    if (is_new && callee.own == Value::Own::kClass && result.kind == Value::Kind::kUnknown) {
      result.own = Value::Own::kInstance;
    }
    return result;
  }

  // Whether `function` (x.m or x[k]) is a method that may change x in place: one that
  // does (push, set, ...), or, when `called`, one whose name is not a constant. (Read
  // but not called, x[k] is an item; a method read so has no `this` until a .call or
  // .apply hands x on, which the scan sees.)
  bool MayMutate(TSNode function, bool called) {
    std::string_view type = NodeType(function);
    if (type == "member_expression") return IsMutator(Ident(Child(function, Field::kProperty)));
    if (type != "subscript_expression") return false;
    Value name = FoldQuiet(Child(function, Field::kIndex));
    return name.IsString() ? IsMutator(name.constant) : called;
  }

  // What the collections' own functions give for a known object or Map: Object.keys,
  // values and entries of an object; new Map(entries) (kept as its entries, which is
  // what looping over it gives); a Map's get, keys, values and entries.
  static constexpr std::string_view kMap = "Map";
  static std::optional<Value> CollectionCall(const Value& callee, const Value& owner,
                                             std::string_view method, const EvaluatedArgs& args,
                                             bool is_new) {
    auto known = [](const Value& v, Value::Kind kind) {
      return v.kind == kind && v.elements && !v.items_open;
    };
    // JavaScript puts keys that are array indices first, in numeric order, and
    // `__proto__` in a literal is no key: with either, the order is not the literal's.
    auto ordered = [](const Value& object) {
      return std::none_of(object.keys.begin(), object.keys.end(), [](const std::string& key) {
        return key == "__proto__" ||
               (!key.empty() && key.size() <= 10 &&
                std::all_of(key.begin(), key.end(), [](char c) { return c >= '0' && c <= '9'; }) &&
                (key == "0" || key[0] != '0'));
      });
    };
    if (!is_new && args.values.size() == 1 && !args.after_spread &&
        known(args.values[0], Value::Kind::kMapping) && ordered(args.values[0])) {
      if (callee.Is("Object.keys")) return MappingView(args.values[0], "keys");
      if (callee.Is("Object.values")) return MappingView(args.values[0], "values");
      if (callee.Is("Object.entries")) return MappingView(args.values[0], "entries");
    }
    if (is_new && callee.Is("Map") && args.values.size() == 1 && !args.after_spread &&
        known(args.values[0], Value::Kind::kSequence)) {
      // A key given again keeps its first place and takes the later value; keys must be
      // constants to tell (NaN, 0 and -0 are each one key; a number is not its text).
      std::vector<Value> entries;
      for (const Value& entry : *args.values[0].elements) {
        if (!known(entry, Value::Kind::kSequence) || entry.elements->size() != 2 ||
            !(*entry.elements)[0].IsConstant()) {
          return std::nullopt;
        }
        const Value& key = (*entry.elements)[0];
        auto same = std::find_if(entries.begin(), entries.end(), [&](const Value& earlier) {
          const Value& k = (*earlier.elements)[0];
          return k.constant == key.constant && k.is_string == key.is_string;
        });
        if (same != entries.end()) {
          *same = Value::Sequence({(*same->elements)[0], (*entry.elements)[1]});
        } else {
          entries.push_back(entry);
        }
      }
      Value map = Value::Sequence(std::move(entries));
      map.instance_of = kMap;
      return map;
    }
    if (owner.instance_of != kMap || !known(owner, Value::Kind::kSequence) || is_new) {
      return std::nullopt;
    }
    // Its entries, [key, value] each (new Map checked them).
    std::vector<Value> column;
    const size_t index = method == "keys" ? 0 : 1;
    if (method == "keys" || method == "values") {
      for (const Value& entry : *owner.elements) column.push_back((*entry.elements)[index]);
      return Value::Sequence(std::move(column));
    }
    if (method == "entries" && args.values.empty()) {
      Value entries = owner;
      entries.instance_of.clear();
      return entries;
    }
    if (method == "get" && args.values.size() == 1 && args.values[0].IsString()) {
      // The last entry of that key is the one kept.
      std::optional<Value> found;
      for (const Value& entry : *owner.elements) {
        const Value& key = (*entry.elements)[0];
        if (!key.IsConstant()) return std::nullopt;  // a key not known may be it
        if (key.IsString() && key.constant == args.values[0].constant) found = (*entry.elements)[1];
      }
      return found;
    }
    return std::nullopt;
  }

  // Object.assign(target, ...sources) at the place it runs: the target takes each known
  // source's entries in turn; a source not known (or a spread) leaves it unknown.
  void AssignInto(const std::string& target, const EvaluatedArgs& args, Scope* scope) {
    const Value* bound = Lookup(scope, target);
    if (bound == nullptr) return;
    if (bound->kind != Value::Kind::kMapping) {
      ForgetItems(scope, target);  // Object.assign(array, [...]) sets its items
      return;
    }
    std::optional<Value> merged = Assigned(args);
    if (merged) {
      Rebind(scope, target, std::move(*merged));
    } else {
      ForgetItems(scope, target);
    }
  }
  // What Object.assign(target, ...sources) gives, when every one is a known object.
  static std::optional<Value> Assigned(const EvaluatedArgs& args) {
    if (args.after_spread || args.values.empty()) return std::nullopt;
    std::vector<const Value*> sources;
    for (size_t i = 1; i < args.values.size(); ++i) sources.push_back(&args.values[i]);
    return MergedMapping(args.values.front(), sources);
  }

  // The rest of a call once its parts are evaluated: which function it really calls
  // (`.call`, `.apply`, `.bind`, Reflect.apply), what it gives, its facts. Kept out of
  // EvalCall, which is on the recursion of nested calls, so that these locals do not
  // make every level's frame larger.
  [[gnu::noinline]] Value FinishCall(TSNode node, TSNode function, const Value& callee,
                                     const Value& owner, const EvaluatedArgs& args, Scope* scope,
                                     bool is_new, bool dynamic_import, bool member_call) {
    auto arg_text = [&](size_t i) -> std::string {
      return i < args.nodes.size() ? std::string(Text(args.nodes[i])) : std::string("");
    };

    // fn.call(thisArg, ...args), fn.apply(thisArg, [...]), Reflect.apply(fn, thisArg, [...]):
    // the call is really to fn.
    Value target = callee;
    // F = x.y.constructor; F('a', 'return ...'): the constructor of a function is Function
    // (or its async or generator form), and a constant body says what it is given.
    if (target.kind == Value::Kind::kUnknown &&
        (target.member_path == "constructor" || target.member_path.ends_with(".constructor")) &&
        !args.values.empty() && args.values.back().IsString()) {
      target = Value::Name("Function", target.chain);
      target.chain.push_back("`" + std::string(Text(function)) +
                             "` is called with code: the constructor of a function is the "
                             "Function constructor");
    }
    std::vector<ArgFact> target_args = args.facts;
    if (!is_new && member_call) {
      std::string method = Ident(Child(function, Field::kProperty));
      // fn.bind(thisArg, a, b) is a call of fn to come, with a and b first.
      if (method == "call" || method == "apply" || method == "bind") {
        const Value& inner = owner;
        if (inner.IsName() || inner.kind == Value::Kind::kRequire) {
          target = inner;
          target_args.clear();
          if (method != "apply" && args.facts.size() > 1) {
            target_args.assign(args.facts.begin() + 1, args.facts.end());
          }
          if (method == "bind") {
            ArgFact later;
            later.spread = true;
            target_args.push_back(later);
          } else if (method == "apply") {
            ArgFact unknown;
            unknown.spread = true;
            target_args.push_back(unknown);
          }
        }
      }
    }
    if (callee.Is("Reflect.apply") || callee.Is("Reflect.construct")) {
      if (!args.values.empty() &&
          (args.values[0].IsName() || args.values[0].kind == Value::Kind::kRequire)) {
        target = args.values[0];
        ArgFact unknown;
        unknown.spread = true;
        target_args = {unknown};
        is_new = is_new || callee.Is("Reflect.construct");
      }
    }

    Value result = Value::Unknown();
    if (auto folded = FoldCall(function, callee, args)) result = Value::String(*folded);
    // Array(6).fill('..') is six '..'; 'abc'.split('') its characters; xs.reverse() and
    // xs.slice() of a known array are known.
    if (member_call) {
      std::string method = Ident(Child(function, Field::kProperty));
      std::string_view made = Text(Child(function, Field::kObject));
      if (method == "fill" && (made.starts_with("Array(") || made.starts_with("new Array(")) &&
          args.values.size() == 1) {
        // The count as the walk knows it here (a parameter's, a known object's entry).
        TSNode inner_args = Child(Child(function, Field::kObject), Field::kArguments);
        Value count =
            ts_node_is_null(inner_args) || ts_node_named_child_count(inner_args) != 1
                ? Value::Unknown()
                : WithoutFacts([&] { return Eval(ts_node_named_child(inner_args, 0), scope); });
        char* end = nullptr;
        long n = count.IsConstant() ? std::strtol(count.constant.c_str(), &end, 10) : -1;
        if (end != nullptr && *end == '\0' && n >= 0 &&
            static_cast<size_t>(n) <= Value::kMaxElements) {
          result = Value::Sequence(std::vector<Value>(static_cast<size_t>(n), args.values[0]));
        } else if (!count.IsConstant() && args.values[0].IsString() &&
                   HasParentSegment(args.values[0].constant)) {
          // So many '..' (a count not known here): the most kept, the furthest they climb.
          result = Value::Sequence(std::vector<Value>(Value::kMaxElements, args.values[0]));
        }
      }
      if (method == "repeat" && owner.IsString() && args.values.size() == 1) {
        result = Repeated(owner.constant, args.values[0]);
      }
      if (method == "split" && owner.IsString() && args.values.size() == 1 &&
          args.values[0].IsString() && args.values[0].constant.empty() &&
          owner.constant.size() <= Value::kMaxElements) {
        std::vector<Value> chars;
        for (char c : owner.constant) chars.push_back(Value::String(std::string(1, c)));
        result = Value::Sequence(std::move(chars));
      }
      // '/work/x'.split('/'): its parts.
      if (method == "split" && owner.IsString() && args.values.size() == 1 &&
          args.values[0].IsString() && !args.values[0].constant.empty()) {
        const std::string& separator = args.values[0].constant;
        std::vector<Value> parts;
        size_t start = 0;
        for (;;) {
          size_t at = owner.constant.find(separator, start);
          parts.push_back(Value::String(owner.constant.substr(start, at - start)));
          if (at == std::string::npos || parts.size() > Value::kMaxElements) break;
          start = at + separator.size();
        }
        result = Value::Sequence(std::move(parts));  // Unknown past kMaxElements
      }
      // xs.slice(a[, b]) of a known array (negative indices from the end).
      if (method == "slice" && owner.kind == Value::Kind::kSequence && !args.values.empty() &&
          args.values.size() <= 2) {
        long size = static_cast<long>(owner.elements->size());
        auto index = [&](const Value& v) {
          if (!v.IsConstant() || v.is_string) return std::optional<long>();
          char* end = nullptr;
          long i = std::strtol(v.constant.c_str(), &end, 10);
          if (*end != '\0') return std::optional<long>();
          if (i < 0) i = std::max(0L, i + size);
          return std::optional<long>(std::min(i, size));
        };
        auto from = index(args.values[0]);
        auto to = args.values.size() == 2 ? index(args.values[1]) : std::optional(size);
        if (from && to && *from <= *to) {
          result = Value::Sequence(
              std::vector<Value>(owner.elements->begin() + *from, owner.elements->begin() + *to));
        }
      }
      if ((method == "reverse" || method == "toReversed") && owner.kind == Value::Kind::kSequence &&
          args.values.empty()) {
        result =
            Value::Sequence(std::vector<Value>(owner.elements->rbegin(), owner.elements->rend()));
      }
    }
    if (member_call && owner.kind == Value::Kind::kSequence) {
      std::string method = Ident(Child(function, Field::kProperty));
      // xs.forEach(f), xs.map(f) over a known array call f with each item.
      if ((method == "forEach" || method == "map" || method == "filter" || method == "some" ||
           method == "every" || method == "flatMap") &&
          !args.values.empty() &&
          (args.values[0].IsName() || args.values[0].kind == Value::Kind::kRequire)) {
        for (const auto& item : *owner.elements) {
          AddCall(node, args.values[0], {ArgFromValue(item)}, false);
        }
      }
      // xs.join(sep) of a known array of strings.
      if (method == "join") {
        std::string separator = ",";
        auto known = args.values.empty() ? std::optional{std::pair{separator, true}}
                                         : KnownPathText(args.values[0]);
        bool all = known && known->second;
        std::string out;
        for (size_t i = 0; all && i < owner.elements->size(); ++i) {
          const Value& item = (*owner.elements)[i];
          if (!item.IsConstant()) all = false;
          out += (i ? known->first : "") + item.constant;
        }
        if (all) result = Value::String(out);
      }
    }
    if (auto path = PathCall(callee, args, is_new)) result = std::move(*path);
    // JSON.parse of a constant text: the object it describes (a config written inline).
    if (!is_new && callee.Is("JSON.parse") && args.values.size() == 1 &&
        args.values[0].IsString()) {
      result = ParsedJson(args.values[0].constant);
      // A `__proto__` key: merged into an object, it sets Object.prototype's members.
      if (HasProtoKey(args.values[0].constant)) {
        AddAttribute(node, "__proto__", "JSON.parse.__proto__");
      }
    }
    if (!is_new && ReturnsSloppyThis(function)) result = Value::Of(Value::Kind::kGlobals);
    // eval('require') is require: a constant that is only a name gives that name.
    if (!is_new && callee.Is("eval") && !args.values.empty() && args.values[0].IsString()) {
      if (auto parts = DottedNameParts(args.values[0].constant)) {
        const Value* bound = Lookup(scope, (*parts)[0]);
        Value named = bound != nullptr ? *bound : GlobalValue((*parts)[0]);
        if ((*parts)[0] == "this") named = EvalThis(node);  // a direct eval sees the caller's
        for (size_t i = 1; i < parts->size(); ++i) named = MemberValue(named, (*parts)[i]);
        named.chain.push_back("`" + std::string(Text(node)) + "` is `" + args.values[0].constant +
                              "`");
        if (named.kind == Value::Kind::kGlobals && UsedAsValue()) AddValueUse(node, named);
        result = std::move(named);
      }
    }

    // require('x'), module.require('x'), createRequire(...)('x'), import('x')
    if (target.kind == Value::Kind::kRequire || dynamic_import) {
      // target_args are the arguments the require (or import) itself receives.
      const ArgFact* first = target_args.empty() ? nullptr : &target_args[0];
      if (first != nullptr && first->constant && first->is_string) {
        std::string module = StripNodePrefix(*first->constant);
        std::vector<std::string> chain = target.chain;
        if (!args.nodes.empty() && NodeType(args.nodes[0]) != "string" &&
            target_args.size() == args.facts.size()) {
          chain.push_back(ConstantStep(arg_text(0), *first->constant));
        }
        AddImport(node, module, chain);
        imported_modules_.push_back(module);
        result = Value::Name(module, chain);
      } else {
        AddUnresolved(node, UnresolvedKind::kImport,
                      "the module name `" +
                          arg_text(target_args.size() == args.facts.size() ? 0 : 1) +
                          "` is computed at run time");
      }
    }
    if (callee.Is("module.createRequire") || callee.Is("module.createRequireFromPath")) {
      result = Value::Of(Value::Kind::kRequire);
      result.chain = callee.chain;
      result.chain.push_back("`" + std::string(Text(node)) + "` returns a `require` function");
    }
    // The prototype of a function (a literal, or a global or module function such as
    // Math.max) is a function's prototype: its constructor is Function.
    if ((callee.Is("Object.getPrototypeOf") || callee.Is("Reflect.getPrototypeOf")) &&
        !args.values.empty() &&
        (args.values[0].kind == Value::Kind::kFunction ||
         (args.values[0].IsName() && !IsPlainObjectName(args.values[0])))) {
      result = Value::Of(Value::Kind::kFunction);
    }
    if (!is_new && member_call && Ident(Child(function, Field::kProperty)) == "bind") {
      if (owner.IsName() || owner.kind == Value::Kind::kRequire) result = owner;
    }
    // Reflect.get(o, 'k') is o.k, and so is a property descriptor's value or getter:
    // Object.getOwnPropertyDescriptor(Function.prototype, 'constructor').value.
    // Object.defineProperty(Error, 'prepareStackTrace', ...) sets that property.
    if ((callee.Is("Object.defineProperty") || callee.Is("Reflect.defineProperty")) &&
        args.values.size() >= 2 && args.values[1].IsString()) {
      AddAttributeIfKnown(node, args.values[1].constant, args.values[0]);
    }
    if ((callee.Is("Reflect.get") || callee.Is("Object.getOwnPropertyDescriptor") ||
         callee.Is("Reflect.getOwnPropertyDescriptor")) &&
        args.values.size() >= 2 && args.values[1].IsString()) {
      Value member = Member(args.values[0], args.values[1].constant, node);
      member.chain.push_back("`" + std::string(Text(node)) + "` reads `" + args.values[1].constant +
                             "`");
      result = callee.Is("Reflect.get") ? std::move(member)
                                        : Value::Mapping({"value", "get"}, {member, member});
    }
    // An event emitter's listener methods return the emitter: process.on('x', f) is process.
    if (!is_new && member_call && owner.IsName() && result.kind == Value::Kind::kUnknown) {
      static constexpr std::string_view kChained[] = {
          "on",  "once",           "addListener",        "prependListener", "prependOnceListener",
          "off", "removeListener", "removeAllListeners", "setMaxListeners"};
      std::string method = Ident(Child(function, Field::kProperty));
      if (std::find(std::begin(kChained), std::end(kChained), method) != std::end(kChained)) {
        result = owner;
        result.chain.push_back("`" + std::string(Text(node)) + "` returns `" +
                               std::string(Text(Child(function, Field::kObject))) + "` itself");
      }
    }
    if (target.kind == Value::Kind::kUnknown && member_call) {
      AddCall(node, UnnamedMethod(function, Ident(Child(function, Field::kProperty))),
              std::move(target_args), is_new);
    } else {
      AddCall(node, target, std::move(target_args), is_new);
    }
    return result;
  }

  std::vector<std::string> imported_modules_;
};

}  // namespace

Facts ResolveJavaScript(TSNode root, std::string_view source, AnalysisBudget& budget) {
  return ResolveWithOwnAttributes(
      root, [&](bool own_attributes, const ResolverBase::StoredValues* before) {
        return JavaScriptResolver(source, budget, own_attributes, before);
      });
}

}  // namespace cordon
