#include "analyzer/python_resolver.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "analyzer/code_strings.h"
#include "analyzer/language.h"
#include "analyzer/literals.h"
#include "analyzer/path_text.h"
#include "analyzer/resolver_support.h"

namespace cordon {
namespace {

bool IsNamespaceCall(const Value& v) {
  return v.IsName() && v.names.size() == 1 &&
         (v.names[0] == "globals" || v.names[0] == "locals" || v.names[0] == "vars");
}

// Modules that other modules import, and so carry as attributes: `pathlib.os` is `os`,
// `tempfile._os` is `os`, `codecs.builtins` is `builtins`. Each reaches a capability,
// so a listed module must not be a way around its list or its rules.
bool IsReexportedModule(std::string_view name) {
  // clang-format off
  static constexpr std::string_view kModules[] = {
      "_posixsubprocess", "_thread", "asyncio", "builtins", "code", "codecs", "ctypes",
      "ftplib", "gc", "http", "importlib", "inspect", "io", "marshal", "mmap",
      "multiprocessing", "os", "pathlib", "pdb", "pickle", "pkgutil", "posix", "pty",
      "resource", "runpy", "select", "selectors", "shutil", "signal", "site", "smtplib",
      "socket", "sqlite3", "ssl", "subprocess", "sys", "sysconfig", "tarfile", "telnetlib",
      "tempfile", "threading", "types", "urllib", "webbrowser", "xmlrpc", "zipfile",
      "zipimport"};
  // clang-format on
  return std::find(std::begin(kModules), std::end(kModules), name) != std::end(kModules);
}

// The module an attribute of a module most likely is, or "": `os` for `os` and `_os`.
std::string ReexportedModule(const std::string& attribute) {
  if (IsReexportedModule(attribute)) return attribute;
  if (attribute.size() > 1 && attribute[0] == '_' && attribute[1] != '_' &&
      IsReexportedModule(std::string_view(attribute).substr(1))) {
    return attribute.substr(1);
  }
  return "";
}

// `builtins.eval` and `__builtins__.eval` are just `eval`.
std::string NormalizeQualified(std::string name) {
  if (name.rfind("builtins.", 0) == 0) return name.substr(9);
  return name;
}

// What a walk stored under attributes, by the store target's node (NoteStored).
uintptr_t StoreKey(TSNode target) { return reinterpret_cast<uintptr_t>(target.id); }

// The last part of a dotted name: `get_type_hints` of `typing.get_type_hints`.
std::string_view LastPart(std::string_view name) {
  const size_t dot = name.rfind('.');
  return dot == std::string_view::npos ? name : name.substr(dot + 1);
}

// Whether the file's calls reach something that evaluates annotations, where a string
// an annotation reaches is code (PythonResolver::AddEvaluatedStrings): by what the
// names resolve to, not by their spelling (a comment is no call, getattr(typing,
// "get_type_hin" + "ts") is one).
bool EvaluatesAnnotations(const Facts& facts) {
  static constexpr std::string_view kEvaluators[] = {
      "typing.get_type_hints",    "typing_extensions.get_type_hints",
      "typing.ForwardRef",        "typing_extensions.ForwardRef",
      "typing._eval_type",        "typing.evaluate_forward_ref",
      "functools.singledispatch", "functools.singledispatchmethod",
      "attr.resolve_types",       "attrs.resolve_types",
      "annotationlib.ForwardRef"};
  // These evaluate only when asked to (eval_str=True), or when the arguments are unseen.
  static constexpr std::string_view kAsked[] = {"inspect.get_annotations", "inspect.signature",
                                                "inspect.Signature.from_callable",
                                                "annotationlib.get_annotations"};
  // typing's own evaluators by their last name, on whatever object: the forward reference
  // `List["..."]` makes is never named (ref._evaluate(...)), a subclass's method is not
  // inspect's by name.
  static constexpr std::string_view kPrivate[] = {"_evaluate", "_eval_type", "get_type_hints",
                                                  "evaluate_forward_ref", "resolve_types"};
  auto in = [](const auto& list, std::string_view name) {
    return std::find(std::begin(list), std::end(list), name) != std::end(list);
  };
  for (const auto& call : facts.calls) {
    // eval_str=True asks any of inspect's or annotationlib's readers, by any name, to
    // evaluate.
    if (std::any_of(call.args.begin(), call.args.end(),
                    [](const ArgFact& a) { return a.keyword == "eval_str"; })) {
      return true;
    }
    for (const auto& callee : call.callees) {
      if (in(kEvaluators, callee) || in(kPrivate, LastPart(callee))) return true;
      if (in(kAsked, callee) &&
          (call.as_value || std::any_of(call.args.begin(), call.args.end(), [](const ArgFact& a) {
             return a.spread || a.keyword == "eval_str";
           }))) {
        return true;
      }
    }
  }
  for (const auto& reference : facts.references) {
    for (const auto& name : reference.names) {
      if (in(kEvaluators, name)) return true;
    }
  }
  return false;
}

// Each word of `text` as Python reads identifiers, into `words`.
void AddPythonWords(std::string_view text, std::unordered_set<std::string>& words) {
  auto word_byte = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' ||
           static_cast<unsigned char>(c) >= 0x80;
  };
  for (size_t at = 0; at < text.size();) {
    if (!word_byte(text[at])) {
      ++at;
      continue;
    }
    size_t end = at;
    while (end < text.size() && word_byte(text[end])) ++end;
    words.insert(NormalizePythonIdentifier(text.substr(at, end - at)));
    at = end;
  }
}

class PythonResolver final : public ResolverBase {
 public:
  static constexpr std::string_view kPathClass = "pathlib.Path";
  TSNode unbind_site_{};  // the `del` statement Unbind serves
  static constexpr std::string_view kTemporaryDirectory = "tempfile.TemporaryDirectory";
  static constexpr std::string_view kNamedTemporaryFile = "tempfile.NamedTemporaryFile";
  static constexpr std::string_view kParentsClass = "pathlib.Path.parents";
  static constexpr std::string_view kArgumentParser = "argparse.ArgumentParser";
  static constexpr std::string_view kNamespace = "argparse.Namespace";
  // How many helper returns are followed inside one another (f() returning g()).
  static constexpr int kMaxReturnDepth = 3;
  int returns_followed_ = 0;

  // What os.walk(p), p.iterdir(), p.glob(...) and glob.glob('/x/*') give: paths under
  // `receiver` (a pathlib path each, unless `from_walk`: os.walk's (root, dirs, files)).
  static constexpr std::string_view kPathsUnder = "<paths under>";
  static constexpr std::string_view kWalkUnder = "<os.walk under>";

  // With `own_attributes`, attributes of the file's closed classes are read from what the
  // file stores (OwnAttribute); ResolvePython turns that off when the walk finds it
  // doubtful.
  // `code_words`: every word of the code the file runs from strings (SecondStageWords),
  // on a second resolution: names that code may rebind or change.
  PythonResolver(std::string_view source, AnalysisBudget& budget, bool own_attributes,
                 const StoredValues* stored_before = nullptr,
                 const std::unordered_set<std::string>* code_words = nullptr)
      : ResolverBase(source, TreeSitterLanguage(Language::kPython), "binary_operator", "globals",
                     StringConversion::kNone, budget),
        code_words_(code_words) {
    UseOwnAttributes(own_attributes, stored_before);
  }

  Facts Run(TSNode root) {
    file_root_ = root;
    // exec("cfg['out'] = '/etc/x'"), exec("print = f"): what the code strings name may be
    // rebound to anything, and changed in place, wherever the walk reads it.
    if (code_words_ != nullptr) {
      for (const auto& word : *code_words_) {
        NoteItemsChanged(word);
        NoteRebind(word, TSNode{});
      }
    }
    ScanFileClasses(root);
    ScanLaterWrites(root);
    Facts facts = ResolveFile(root, [&](TSNode body, Scope* scope) {
      if (NodeType(body) == "block") {
        auto property = property_targets_.find(StoreKey(body));
        walking_property_ = property != property_targets_.end() ? property->second : TSNode{};
        VisitChildren(body, scope);
        walking_property_ = TSNode{};
      } else if (NodeType(body) == "generator_expression") {
        DepthGuard in_generator(*this, body);
        WalkComprehension(body, scope, nullptr);
      } else {
        DepthGuard in_lambda(*this, ts_node_parent(body));  // what it returns is a value use
        Eval(body, scope);                                  // a lambda's expression
      }
    });
    if (EvaluatesAnnotations(facts)) {
      AddEvaluatedStrings(facts);
      AddDynamicHints(facts);
    }
    if (attributes_used_ && !attributes_doubtful_)
      attributes_doubtful_ = SetsAttributesUnseen(facts);
    if (options_read_ && !attributes_doubtful_) attributes_doubtful_ = NamesComputed(facts);
    return facts;
  }

 private:
  std::string Ident(TSNode node) const {
    std::string name = NormalizePythonIdentifier(Text(node));
    if (name.size() > 2 && name.starts_with("__") && !name.ends_with("__"))
      return Mangled(node, std::move(name));
    return name;
  }
  // Inside a class, `__x` (a name or an attribute) is `_Class__x`: Python rewrites it
  // before anything runs, so `__root` in a method reads the global `_Store__root`. The
  // classes are found by the scan before the walk (NoteClass), in source order.
  struct ClassExtent {
    uint32_t start, end;            // the class statement's bytes
    uint32_t name_start, name_end;  // its name's (not inside it, for mangling)
    std::string name;
    size_t parent;  // the enclosing class's index, or kNoClass
  };
  static constexpr size_t kNoClass = static_cast<size_t>(-1);
  std::vector<ClassExtent> classes_;
  std::vector<size_t> open_classes_;  // during the scan

  void NoteClass(TSNode node) {
    uint32_t start = ts_node_start_byte(node);
    while (!open_classes_.empty() && classes_[open_classes_.back()].end <= start) {
      open_classes_.pop_back();
    }
    TSNode name = Child(node, Field::kName);
    classes_.push_back({start, ts_node_end_byte(node), ts_node_start_byte(name),
                        ts_node_end_byte(name), NormalizePythonIdentifier(Text(name)),
                        open_classes_.empty() ? kNoClass : open_classes_.back()});
    open_classes_.push_back(classes_.size() - 1);
  }

  std::string Mangled(TSNode node, std::string name) const {
    uint32_t at = ts_node_start_byte(node);
    // The last class starting at or before `at`, then out through the classes around it
    // to the first that holds `at` other than in its own name.
    auto after = std::upper_bound(classes_.begin(), classes_.end(), at,
                                  [](uint32_t pos, const ClassExtent& c) { return pos < c.start; });
    if (after == classes_.begin()) return name;
    size_t i = static_cast<size_t>(after - classes_.begin()) - 1;
    while (i != kNoClass) {
      const ClassExtent& c = classes_[i];
      if (at < c.end && !(at >= c.name_start && at < c.name_end)) {
        size_t first = c.name.find_first_not_of('_');
        if (first == std::string::npos) return name;  // a class named `_` mangles nothing
        return "_" + c.name.substr(first) + name;
      }
      i = c.parent;
    }
    return name;
  }
  std::string IdentifierName(TSNode node) const override {
    return NodeType(node) == "identifier" ? Ident(node) : "";
  }

  // `for sub in cls.__subclasses__(): walk(sub)` in the body of `walk(cls=Base)`: a call
  // from the body that passes, for each parameter it gives, a variable of a loop over
  // that parameter's subclasses, written nowhere else (not even in a string the file
  // runs). Each passes on a class of the file if the outside calls do (JoinPassed).
  size_t KeptByRecursion(TSNode body, const ParamFlow& flow, std::vector<bool>& kept) override {
    kept.assign(flow.params.size(), false);
    // Only a class of the file is kept (ScanFileClasses): with none, no walk of the body.
    if (file_classes_.empty()) return 0;
    std::vector<TSNode> calls;
    // Variables of loops over a parameter's subclasses, by name: the parameter's index,
    // or -1 when the name is written anywhere else too.
    std::unordered_map<std::string, int> loops;
    std::vector<TSNode> path;
    auto note_write = [&](const std::string& name) { loops[name] = -1; };
    // Only the body's own scope counts: a comprehension's, a lambda's or a nested def's
    // variable of the same name is another variable (round 27 review: `[sub for sub in
    // cls.__subclasses__()]`, then `walk(sub)` of a global `sub`).
    size_t nested = 0;
    bool nested_call = false;
    auto opens_scope = [](std::string_view type) {
      return type == "function_definition" || type == "lambda" || type == "class_definition" ||
             type == "list_comprehension" || type == "set_comprehension" ||
             type == "dictionary_comprehension" || type == "generator_expression";
    };
    WalkTree(
        body,
        [&](TSNode node) {
          std::string_view type = NodeType(node);
          if (opens_scope(type)) ++nested;
          if (type == "call" && NodeType(Child(node, Field::kFunction)) == "identifier" &&
              Ident(Child(node, Field::kFunction)) == flow.name) {
            calls.push_back(node);
            nested_call = nested_call || nested > 0;
          }
          if ((type == "for_statement" || type == "for_in_clause") && nested > 0 &&
              NodeType(Child(node, Field::kLeft)) == "identifier") {
            note_write(Ident(Child(node, Field::kLeft)));
          } else if (type == "for_statement" &&
                     NodeType(Child(node, Field::kLeft)) == "identifier") {
            std::string name = Ident(Child(node, Field::kLeft));
            std::string_view over = Text(Child(node, Field::kRight));
            int index = -1;
            for (size_t i = 0; i < flow.params.size(); ++i) {
              if (over == flow.params[i] + ".__subclasses__()") index = static_cast<int>(i);
            }
            auto [it, fresh] = loops.try_emplace(name, index);
            if (!fresh || index < 0) it->second = -1;
          } else if (type == "identifier" && !path.empty()) {
            // Written some other way: a target, a parameter, an import, a global, a del
            // (anything but a read, IsNameRead).
            TSNode parent = path.back();
            const bool left_of_for =
                (NodeType(parent) == "for_statement" || NodeType(parent) == "for_in_clause") &&
                ts_node_eq(Child(parent, Field::kLeft), node);
            const bool attribute_name = NodeType(parent) == "attribute" &&
                                        ts_node_eq(Child(parent, Field::kAttribute), node);
            if (!left_of_for && !attribute_name && !IsNameRead(node, parent)) {
              note_write(Ident(node));
            }
          }
          path.push_back(node);
          return true;
        },
        [&](TSNode node) {
          path.pop_back();
          if (opens_scope(NodeType(node))) --nested;
        });
    if (nested_call) return 0;
    // A parameter is kept when every such call passes it that way (by place); the
    // others are what no call says (f(sub, depth + 1)).
    std::fill(kept.begin(), kept.end(), !calls.empty());
    for (TSNode call : calls) {
      TSNode args = Child(call, Field::kArguments);
      if (NodeType(args) != "argument_list") return 0;
      size_t position = 0;
      ForEachNamedChild(args, [&](TSNode arg) {
        if (NodeType(arg) == "comment") return;
        if (NodeType(arg) == "keyword_argument" || NodeType(arg) == "list_splat" ||
            NodeType(arg) == "dictionary_splat") {
          std::fill(kept.begin(), kept.end(), false);  // no place known past these
          return;
        }
        auto loop = NodeType(arg) == "identifier" ? loops.find(Ident(arg)) : loops.end();
        if (position < kept.size() &&
            (loop == loops.end() || loop->second != static_cast<int>(position) ||
             (code_words_ != nullptr && code_words_->count(loop->first) > 0))) {
          kept[position] = false;
        }
        ++position;
      });
      for (size_t i = position; i < kept.size(); ++i) kept[i] = false;  // left to its default
    }
    return std::any_of(kept.begin(), kept.end(), [](bool k) { return k; }) ? calls.size() : 0;
  }

  // --- Classes of the file whose __subclasses__() is theirs ---------------------------
  // `Shape.__subclasses__()` lists classes of the file only when, as the call runs,
  // `Shape` is a class statement of the file and nothing else has a say in what the name
  // or the class is. Found once, before the walk (file_classes_, by where each class
  // statement starts; subclasses_reads_, the `x.__subclasses__` that may give them):
  // - every `__subclasses__` of the file is `name.__subclasses__()`, called with nothing
  //   (a metaclass's, unbound, takes the class to list: `Meta.__subclasses__(object)`);
  // - no star import, no code run from strings, and no word that can rebind a name or
  //   change a class unseen (kRebindingWords);
  // - the class statement is at the top of the module, undecorated (a decorator may
  //   return another class), with no keyword (a metaclass), and every base is such a
  //   class, `object` or abc's `ABC`, none of which the file binds otherwise;
  // - its name is no builtin's (a function may read it before the statement runs), and
  //   the file only reads it elsewhere (IsNameRead).
  // Anything else leaves `__subclasses__` the object-graph escape it is.
  void ScanFileClasses(TSNode root) {
    if (source_.find("__subclasses__") == std::string_view::npos ||
        (code_words_ != nullptr && !code_words_->empty())) {
      return;
    }
    static constexpr std::string_view kRebindingWords[] = {"globals",
                                                           "locals",
                                                           "vars",
                                                           "setattr",
                                                           "delattr",
                                                           "__setattr__",
                                                           "__delattr__",
                                                           "__dict__",
                                                           "__class__",
                                                           "__bases__",
                                                           "__base__",
                                                           "__mro__",
                                                           "mro",
                                                           "__getattribute__",
                                                           "__getattr__",
                                                           "__globals__",
                                                           "__builtins__",
                                                           "builtins",
                                                           "__main__",
                                                           "modules",
                                                           "__import__",
                                                           "importlib",
                                                           "import_module",
                                                           "pkgutil",
                                                           "resolve_name",
                                                           "exec",
                                                           "eval",
                                                           "compile",
                                                           "inspect",
                                                           "gc",
                                                           "ctypes",
                                                           "_getframe",
                                                           "currentframe",
                                                           "f_globals",
                                                           "f_locals",
                                                           "f_builtins",
                                                           "f_back",
                                                           "tb_frame",
                                                           "gi_frame",
                                                           "cr_frame",
                                                           "ag_frame",
                                                           "__traceback__",
                                                           "__self__",
                                                           "__func__",
                                                           "__code__",
                                                           "__closure__",
                                                           "__wrapped__",
                                                           "runpy",
                                                           "code",
                                                           "timeit",
                                                           "doctest",
                                                           "pdb",
                                                           "bdb",
                                                           "cProfile",
                                                           "profile",
                                                           "trace",
                                                           "codeop",
                                                           "__loader__",
                                                           "__spec__",
                                                           "__objclass__",
                                                           "__get__",
                                                           "__new__",
                                                           "__call__",
                                                           "new_class",
                                                           "prepare_class",
                                                           "make_dataclass",
                                                           "__prepare__",
                                                           "__build_class__",
                                                           "update_wrapper",
                                                           "wraps",
                                                           "patch",
                                                           "mock",
                                                           "Formatter"};
    auto rebinding = [](std::string_view word) {
      return std::find(std::begin(kRebindingWords), std::end(kRebindingWords), word) !=
             std::end(kRebindingWords);
    };
    bool doubtful = false;
    std::unordered_map<std::string, int> other_uses;  // uses that are not reads, by name
    std::vector<TSNode> candidates;                   // class statements, in file order
    std::unordered_set<uint64_t> reads;
    std::unordered_set<std::string_view> modules;  // names `import` binds, so far
    std::vector<TSNode> path;
    WalkTree(
        root,
        [&](TSNode node) {
          std::string_view type = NodeType(node);
          if (type == "wildcard_import") doubtful = true;
          if (type == "string" && StringNamesDunderOrFrame(Text(node))) doubtful = true;
          // At the top, or decorated there.
          if (type == "class_definition" && !path.empty() &&
              (NodeType(path.back()) == "module" ||
               (NodeType(path.back()) == "decorated_definition" && path.size() >= 2 &&
                NodeType(path[path.size() - 2]) == "module"))) {
            candidates.push_back(node);
          }
          if (type == "import_statement") {
            ForEachNamedChild(node, [&](TSNode name) {
              TSNode bound = NodeType(name) == "aliased_import" ? Child(name, Field::kAlias) : name;
              std::string_view text = Text(bound);
              modules.emplace(text.substr(0, text.find('.')));
            });
          }
          if (MakesClassesUnseen(node, path, modules)) doubtful = true;
          if (type == "identifier" && !path.empty()) {
            std::string_view word = Text(node);
            if (rebinding(word)) doubtful = true;
            TSNode parent = path.back();
            if (word == "__subclasses__") {
              // name.__subclasses__(), and nothing else.
              TSNode call = path.size() >= 2 ? path[path.size() - 2] : TSNode{};
              if (NodeType(parent) == "attribute" &&
                  ts_node_eq(Child(parent, Field::kAttribute), node) &&
                  NodeType(Child(parent, Field::kObject)) == "identifier" &&
                  !ts_node_is_null(call) && NodeType(call) == "call" &&
                  ts_node_eq(Child(call, Field::kFunction), parent) &&
                  NodeType(Child(call, Field::kArguments)) == "argument_list" &&
                  ts_node_named_child_count(Child(call, Field::kArguments)) == 0) {
                reads.insert(SpanKey(parent));
              } else {
                doubtful = true;
              }
            } else if (!IsNameRead(node, parent) &&
                       !(NodeType(parent) == "attribute" &&
                         ts_node_eq(Child(parent, Field::kAttribute), node) &&
                         !(path.size() >= 2 && IsStoreTarget(parent, path[path.size() - 2])))) {
              ++other_uses[std::string(word)];
            }
          }
          path.push_back(node);
          return !doubtful;
        },
        [&](TSNode) { path.pop_back(); });
    if (doubtful) return;
    const AbcImports abc = TopAbcImports(root);
    std::unordered_set<std::string> kept;  // names of the classes found so far
    for (TSNode candidate : candidates) {
      std::string name(Text(Child(candidate, Field::kName)));
      if (IsBuiltinLikeName(name) || other_uses[name] != 1 || kept.count(name) > 0) continue;
      bool bases_kept = DecoratedByIdentities(candidate, root, other_uses);
      TSNode bases = Child(candidate, Field::kSuperclasses);
      if (!ts_node_is_null(bases)) {
        ForEachNamedChild(bases, [&](TSNode base) {
          if (NodeType(base) == "comment") return;
          std::string base_name = NodeType(base) == "identifier" ? std::string(Text(base)) : "";
          bases_kept =
              bases_kept &&
              (kept.count(base_name) > 0 || (base_name == "object" && other_uses["object"] == 0) ||
               (base_name == "ABC" && other_uses["ABC"] == 1 && abc.abc_class) ||
               (IsAbcDotAbc(base) && other_uses["abc"] == 1 && other_uses["ABC"] == 0 &&
                abc.module));
        });
      }
      if (!bases_kept) continue;
      kept.insert(name);
      file_classes_.insert(ts_node_start_byte(candidate));
    }
    if (!file_classes_.empty()) subclasses_reads_ = std::move(reads);
  }
  // Whether a node may make a class the scan does not see, whose own `__subclasses__`
  // would answer for a subclass of a class of the file (a namespace entry of
  // `type(name, bases, ns)`, or a metaclass's call): `type` anywhere but `type(x)` read
  // in place (`type(x).__name__`, a comparison, print's argument); a call with a `*`
  // argument (but print's); a call with three positional arguments or more whose second
  // (the bases) is not a constant, unless a builtin function or a lowercase function of
  // an imported module makes it (`re.sub(p, r, s)`, `os.path.join(a, b, c)`); a string
  // (not a docstring) that spells `subclasses`.
  bool MakesClassesUnseen(TSNode node, const std::vector<TSNode>& path,
                          const std::unordered_set<std::string_view>& modules) const {
    std::string_view type = NodeType(node);
    if (type == "identifier" && Text(node) == "type") {
      if (path.size() < 3) return true;
      TSNode call = path.back();
      TSNode args = Child(call, Field::kArguments);
      if (NodeType(call) != "call" || !ts_node_eq(Child(call, Field::kFunction), node) ||
          NodeType(args) != "argument_list" || ts_node_named_child_count(args) != 1) {
        return true;
      }
      std::string_view only = NodeType(ts_node_named_child(args, 0));
      if (only == "list_splat" || only == "dictionary_splat" || only == "keyword_argument") {
        return true;
      }
      TSNode parent = path[path.size() - 2];
      std::string_view parent_type = NodeType(parent);
      if (parent_type == "attribute") return !ts_node_eq(Child(parent, Field::kObject), call);
      if (parent_type == "comparison_operator") return false;
      return !(parent_type == "argument_list" &&
               Text(Child(path[path.size() - 3], Field::kFunction)) == "print");
    }
    if (type == "call") {
      TSNode args = Child(node, Field::kArguments);
      if (NodeType(args) != "argument_list") return false;
      std::vector<TSNode> positional;
      bool splat = false;
      ForEachNamedChild(args, [&](TSNode arg) {
        std::string_view kind = NodeType(arg);
        if (kind == "list_splat") splat = true;
        if (kind != "keyword_argument" && kind != "comment" && kind != "dictionary_splat") {
          positional.push_back(arg);
        }
      });
      TSNode function = Child(node, Field::kFunction);
      if (splat) return Text(function) != "print";
      if (positional.size() < 3) return false;
      std::string_view second = NodeType(positional[1]);
      if (second == "string" || second == "integer" || second == "float" || second == "true" ||
          second == "false" || second == "none") {
        return false;
      }
      static constexpr std::string_view kBuiltinFunctions[] = {
          "print",   "range",  "max",   "min",    "sum",    "zip",        "map",
          "filter",  "sorted", "round", "pow",    "divmod", "enumerate",  "len",
          "str",     "int",    "float", "format", "open",   "isinstance", "issubclass",
          "hasattr", "slice",  "iter",  "next"};
      if (NodeType(function) == "identifier") {
        return std::find(std::begin(kBuiltinFunctions), std::end(kBuiltinFunctions),
                         Text(function)) == std::end(kBuiltinFunctions);
      }
      if (NodeType(function) != "attribute") return true;
      std::string_view method = Text(Child(function, Field::kAttribute));
      TSNode root = function;
      while (NodeType(root) == "attribute") root = Child(root, Field::kObject);
      const bool from_module = NodeType(root) == "identifier" && modules.count(Text(root)) > 0;
      const bool of_string = NodeType(root) == "string";
      return (!from_module && !of_string) || method.empty() ||
             (method[0] >= 'A' && method[0] <= 'Z');
    }
    if (type == "string" && Text(node).find("subclasses") != std::string_view::npos) {
      const bool docstring = !path.empty() && NodeType(path.back()) == "expression_statement" &&
                             ts_node_named_child_count(path.back()) == 1;
      return !docstring;
    }
    return false;
  }

  // Whether every decorator of a class statement is a function of the file that gives
  // back what it is given: at the top of the module, undecorated, its name bound nowhere
  // else, one parameter that its body only reads, and every `return` that parameter
  // (`def register(cls): REGISTRY.append(cls); return cls`). Any other decorator may
  // put another class, or object, under the class's name.
  bool DecoratedByIdentities(TSNode statement, TSNode root,
                             std::unordered_map<std::string, int>& other_uses) const {
    TSNode decorated = ts_node_parent(statement);
    if (NodeType(decorated) != "decorated_definition") return true;
    bool all = true;
    ForEachNamedChild(decorated, [&](TSNode decorator) {
      if (NodeType(decorator) != "decorator" || !all) return;
      TSNode expression = ts_node_named_child(decorator, 0);
      if (NodeType(expression) != "identifier" || other_uses[std::string(Text(expression))] != 1) {
        all = false;
        return;
      }
      bool found = false;
      ForEachNamedChild(root, [&](TSNode function) {
        found = found || (NodeType(function) == "function_definition" &&
                          Text(Child(function, Field::kName)) == Text(expression) &&
                          GivesBackItsParameter(function));
      });
      all = found;
    });
    return all;
  }
  bool GivesBackItsParameter(TSNode function) const {
    TSNode params = Child(function, Field::kParameters);
    if (ts_node_named_child_count(params) != 1 ||
        NodeType(ts_node_named_child(params, 0)) != "identifier") {
      return false;
    }
    std::string_view param = Text(ts_node_named_child(params, 0));
    bool gives = true;
    size_t returns = 0;
    std::vector<TSNode> path;
    WalkTree(
        Child(function, Field::kBody),
        [&](TSNode node) {
          std::string_view type = NodeType(node);
          if (type == "function_definition" || type == "lambda" || type == "class_definition") {
            gives = false;  // returns of its own, names of its own
          } else if (type == "return_statement") {
            ++returns;
            gives = gives && ts_node_named_child_count(node) == 1 &&
                    NodeType(ts_node_named_child(node, 0)) == "identifier" &&
                    Text(ts_node_named_child(node, 0)) == param;
          } else if (type == "identifier" && Text(node) == param && !path.empty()) {
            gives = gives && IsNameRead(node, path.back());
          }
          path.push_back(node);
          return gives;
        },
        [&](TSNode) { path.pop_back(); });
    return gives && returns > 0;
  }
  // Whether an identifier, a child of `parent`, is read there (not bound, deleted,
  // declared global, imported, taken as a parameter or decorating): the places a class's
  // name is used in the plugin registries this is for, nothing more.
  bool IsNameRead(TSNode node, TSNode parent) const {
    std::string_view type = NodeType(parent);
    auto in = [&](Field field) { return ts_node_eq(Child(parent, field), node); };
    static constexpr std::string_view kReading[] = {"argument_list",
                                                    "expression_list",
                                                    "tuple",
                                                    "list",
                                                    "set",
                                                    "pair",
                                                    "comparison_operator",
                                                    "boolean_operator",
                                                    "not_operator",
                                                    "conditional_expression",
                                                    "return_statement",
                                                    "expression_statement",
                                                    "parenthesized_expression",
                                                    "type",
                                                    "binary_operator",
                                                    "unary_operator",
                                                    "interpolation",
                                                    "subscript",
                                                    "assert_statement",
                                                    "raise_statement",
                                                    "await",
                                                    "yield",
                                                    "list_splat",
                                                    "decorator"};
    if (std::find(std::begin(kReading), std::end(kReading), type) != std::end(kReading)) {
      return true;
    }
    if (type == "attribute") return in(Field::kObject);
    if (type == "call") return in(Field::kFunction);
    if (type == "keyword_argument" || type == "default_parameter" ||
        type == "typed_default_parameter") {
      return in(Field::kValue);
    }
    if (type == "assignment") return in(Field::kRight) || in(Field::kType);
    if (type == "lambda" || type == "list_comprehension" || type == "set_comprehension" ||
        type == "generator_expression") {
      return in(Field::kBody);
    }
    if (type == "for_statement" || type == "for_in_clause") return in(Field::kRight);
    return false;
  }
  // Whether `attribute` (x.name) is what `parent` stores to or deletes.
  bool IsStoreTarget(TSNode attribute, TSNode parent) const {
    std::string_view type = NodeType(parent);
    if (type == "delete_statement" || type == "pattern_list" || type == "tuple_pattern" ||
        type == "list_pattern" || type == "as_pattern_target") {
      return true;
    }
    return (type == "assignment" || type == "augmented_assignment" || type == "for_statement" ||
            type == "for_in_clause") &&
           ts_node_eq(Child(parent, Field::kLeft), attribute);
  }
  // Where a node starts and ends, as one key.
  static uint64_t SpanKey(TSNode node) {
    return (static_cast<uint64_t>(ts_node_start_byte(node)) << 32U) | ts_node_end_byte(node);
  }
  // Whether a string spells a name that reaches a namespace, a frame or a class's insides
  // (for getattr, attrgetter and the like).
  static bool StringNamesDunderOrFrame(std::string_view text) {
    static constexpr std::string_view kWords[] = {
        "__globals__", "__dict__",    "setattr",       "__class__",    "builtins",  "f_globals",
        "f_locals",    "f_back",      "getframe",      "currentframe", "_frame",    "__self__",
        "__func__",    "__code__",    "__getattr",     "__mro__",      "__bases__", "__base__",
        "__closure__", "__wrapped__", "modules",       "globals",      "vars(",     "exec",
        "eval",        "__import__",  "import_module", "__objclass__"};
    return std::any_of(std::begin(kWords), std::end(kWords), [&](std::string_view word) {
      return text.find(word) != std::string_view::npos;
    });
  }
  // Whether a class named `name` may be read as a builtin before its statement runs:
  // any name but a capitalised one, and the builtin exceptions and constants.
  static bool IsBuiltinLikeName(std::string_view name) {
    static constexpr std::string_view kEndings[] = {"Error", "Warning",   "Exception", "Group",
                                                    "Exit",  "Interrupt", "Iteration"};
    return name.empty() || name[0] < 'A' || name[0] > 'Z' || name == "Ellipsis" ||
           name == "NotImplemented" ||
           std::any_of(std::begin(kEndings), std::end(kEndings),
                       [&](std::string_view end) { return name.ends_with(end); });
  }
  // Whether a base is `abc.ABC`, a name's attribute.
  bool IsAbcDotAbc(TSNode base) const {
    TSNode object = Child(base, Field::kObject);
    return NodeType(base) == "attribute" && NodeType(object) == "identifier" &&
           Text(object) == "abc" && Text(Child(base, Field::kAttribute)) == "ABC";
  }
  // What the module imports of abc at its top, as it is: the module (`import abc`), and
  // its ABC (`from abc import ABC`).
  struct AbcImports {
    bool module = false;
    bool abc_class = false;
  };
  AbcImports TopAbcImports(TSNode root) const {
    AbcImports found;
    ForEachNamedChild(root, [&](TSNode statement) {
      std::string_view type = NodeType(statement);
      if (type == "import_statement") {
        ForEachNamedChild(statement, [&](TSNode name) {
          found.module = found.module || (NodeType(name) == "dotted_name" && Text(name) == "abc");
        });
      } else if (type == "import_from_statement" &&
                 Text(Child(statement, Field::kModuleName)) == "abc") {
        ForEachNamedChild(statement, [&](TSNode name) {
          found.abc_class =
              found.abc_class || (!ts_node_eq(name, Child(statement, Field::kModuleName)) &&
                                  NodeType(name) == "dotted_name" && Text(name) == "ABC");
        });
      }
    });
    return found;
  }

  void Visit(TSNode node, Scope* scope) override {
    DepthGuard guard(*this, node);
    if (!CheckDepth(guard, node)) return;
    std::string_view type = NodeType(node);
    if (type == "import_statement") return VisitImport(node, scope);
    if (type == "import_from_statement") return VisitImportFrom(node, scope);
    if (type == "future_import_statement" || type == "comment") return;
    if (type == "function_definition") return VisitFunction(node, scope);
    if (type == "class_definition") return VisitClass(node, scope);
    if (type == "global_statement" || type == "nonlocal_statement") {
      if (type == "global_statement") {
        for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
          scope->DeclareGlobal(Ident(ts_node_named_child(node, i)));
        }
      }
      return;
    }
    if (type == "for_statement") {
      TSNode right = Child(node, Field::kRight);
      Value iterated = Eval(right, scope);
      TSNode left = Child(node, Field::kLeft);
      LoopItems items = LoopItemsOf(right, iterated, Child(node, Field::kBody));
      // Each round binds the target, then walks the body (WalkLoop); `else` runs after.
      auto bind_target = [&] { BindLoopItem(left, right, iterated, items, scope); };
      WalkLoop([&] {
        bind_target();
        VisitField(node, Field::kBody, scope);
      });
      VisitLoopElse(node, scope);
      return;
    }
    if (type == "while_statement") {
      WalkLoop([&] {
        Eval(Child(node, Field::kCondition), scope);
        VisitField(node, Field::kBody, scope);
      });
      VisitLoopElse(node, scope);
      return;
    }
    if (type == "if_statement") {
      // if / elif / else: each branch from the bindings before them (WalkBranches).
      Eval(Child(node, Field::kCondition), scope);
      std::vector<Walk> branches;
      branches.push_back([&] { VisitField(node, Field::kConsequence, scope); });
      bool exhaustive = false;
      ForEachNamedChild(node, [&](TSNode clause) {
        if (NodeType(clause) == "elif_clause" || NodeType(clause) == "else_clause") {
          exhaustive = exhaustive || NodeType(clause) == "else_clause";
          branches.push_back([this, clause, scope] { Visit(clause, scope); });
        }
      });
      WalkBranches(branches, exhaustive);
      return;
    }
    if (type == "try_statement") {
      // The body (and its `else`) may stop anywhere; each handler starts from there
      // (WalkMayStop); `finally` runs after either.
      std::vector<Walk> handlers;
      TSNode finally{};
      ForEachNamedChild(node, [&](TSNode clause) {
        std::string_view kind = NodeType(clause);
        if (kind == "except_clause" || kind == "except_group_clause") {
          handlers.push_back([this, clause, scope] { Visit(clause, scope); });
        } else if (kind == "finally_clause") {
          finally = clause;
        }
      });
      WalkMayStop(
          [&] {
            VisitField(node, Field::kBody, scope);
            ForEachNamedChild(node, [&](TSNode clause) {
              if (NodeType(clause) == "else_clause") Visit(clause, scope);
            });
          },
          handlers);
      if (!ts_node_is_null(finally)) Visit(finally, scope);
      return;
    }
    if (type == "with_statement") {
      // `with contextlib.chdir("build"):` runs its body in ./build: relative paths there
      // are judged from it. Only a constant folder that stays under the start counts.
      const std::string outer = cwd_;
      std::string inner = cwd_;
      for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
        TSNode child = ts_node_named_child(node, i);
        if (NodeType(child) != "with_clause") continue;
        for (uint32_t j = 0; j < ts_node_named_child_count(child); ++j) {
          TSNode item = ts_node_named_child(child, j);
          TSNode value = NodeType(item) == "with_item" ? Child(item, Field::kValue) : TSNode{};
          TSNode context = !ts_node_is_null(value) && NodeType(value) == "as_pattern"
                               ? ts_node_named_child(value, 0)
                               : value;
          if (!ts_node_is_null(context) && NodeType(context) == "call") {
            Value callee =
                WithoutFacts([&] { return Eval(Child(context, Field::kFunction), scope); });
            TSNode args = Child(context, Field::kArguments);
            if (callee.Is("contextlib.chdir") && ts_node_named_child_count(args) == 1) {
              Value path = WithoutFacts([&] { return Eval(ts_node_named_child(args, 0), scope); });
              inner = IntoFolder(inner, path);
            }
          }
          Visit(item, scope);
        }
      }
      // A chdir inside moves it again, somewhere this does not follow.
      TSNode body = Child(node, Field::kBody);
      if (inner != outer && Text(body).find("chdir") != std::string_view::npos) inner = "?";
      cwd_ = inner;
      // A context manager may swallow an exception (contextlib.suppress): the body may
      // stop anywhere and the code after it runs (WalkMayStop).
      WalkMayStop([&] { VisitField(node, Field::kBody, scope); });
      cwd_ = outer;
      return;
    }
    if (type == "with_item") {
      TSNode value = Child(node, Field::kValue);
      if (NodeType(value) == "as_pattern") {
        Value context = Eval(ts_node_named_child(value, 0), scope);
        TSNode alias = Child(value, Field::kAlias);
        // `with TemporaryDirectory() as d`: d is the folder's name; a temporary file is
        // itself.
        if (context.instance_of == kTemporaryDirectory && context.receiver &&
            NodeType(alias) == "as_pattern_target") {
          BindTarget(ts_node_named_child(alias, 0), *context.receiver, scope);
        } else if ((context.instance_of == kNamedTemporaryFile || IsPool(context)) &&
                   NodeType(alias) == "as_pattern_target") {
          BindTarget(ts_node_named_child(alias, 0), context, scope);
        } else {
          BindUnknown(alias, scope);
        }
      } else {
        Eval(value, scope);
      }
      return;
    }
    if (type == "except_clause") {
      // except E as name: the name holds an exception object, and is deleted when the
      // handler ends (so a builtin it shadowed shows again).
      // When the handler does not run, the name keeps what it held before.
      std::string name;
      std::optional<Value> prior;
      for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
        TSNode child = ts_node_named_child(node, i);
        if (NodeType(child) == "as_pattern") {
          Eval(ts_node_named_child(child, 0), scope);
          TSNode alias = Child(child, Field::kAlias);
          if (NodeType(alias) == "as_pattern_target" && ts_node_named_child_count(alias) == 1)
            alias = ts_node_named_child(alias, 0);
          if (NodeType(alias) == "identifier") {
            name = Ident(alias);
            if (const Value* bound = Lookup(scope, name)) prior = *bound;
          }
          BindUnknown(alias, scope);
        } else {
          Visit(child, scope);
        }
      }
      if (!name.empty()) {
        Scope* owner = scope->IsDeclaredGlobal(name) ? ModuleScope(scope) : scope;
        owner->Erase(name);
        if (prior) owner->Set(name, EitherValue(*prior, EvalIdentifierQuiet(name, scope)));
      }
      return;
    }
    if (type == "delete_statement") {
      unbind_site_ = node;
      // del name: the name is unbound; del x[k], del x.a change x.
      for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
        TSNode target = ts_node_named_child(node, i);
        if (NodeType(target) == "expression_list") {
          for (uint32_t j = 0; j < ts_node_named_child_count(target); ++j) {
            Unbind(ts_node_named_child(target, j), scope);
          }
        } else {
          Unbind(target, scope);
        }
      }
      return;
    }
    if (type == "match_statement") {
      VisitMatch(node, scope);
      return;
    }
    if (type == "return_statement" && !ts_node_is_null(walking_property_)) {
      // A @property's return: what a read of the attribute gives (OwnAttribute).
      TSNode returned = ts_node_named_child(node, 0);
      NoteStored(walking_property_,
                 ts_node_is_null(returned) ? Value::Literal("null") : Eval(returned, scope));
      return;
    }
    if (type == "expression_statement" || type == "block" || type == "module" ||
        type == "if_statement" || type == "while_statement" || type == "try_statement" ||
        type == "with_statement" || type == "with_clause" || type == "elif_clause" ||
        type == "else_clause" || type == "finally_clause" || type == "decorated_definition" ||
        type == "return_statement" || type == "delete_statement" || type == "raise_statement" ||
        type == "assert_statement" || type == "decorator" || type == "print_statement" ||
        type == "exec_statement" || type == "type_alias_statement" || type == "ERROR") {
      VisitChildren(node, scope);
      return;
    }
    Eval(node, scope);
  }

  // A loop's `else` runs unless a `break` left the loop: it may not run (WalkBranches).
  void VisitLoopElse(TSNode loop, Scope* scope) {
    TSNode alternative = Child(loop, Field::kAlternative);
    if (ts_node_is_null(alternative)) return;
    WalkBranches({[&] { Visit(alternative, scope); }}, /*exhaustive=*/false);
  }

  // --- imports -------------------------------------------------------------------------

  void VisitImport(TSNode node, Scope* scope) {
    uint32_t line = LineOf(node);
    for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
      TSNode item = ts_node_named_child(node, i);
      if (NodeType(item) == "aliased_import") {
        std::string module = DottedName(Child(item, Field::kName));
        std::string alias = Ident(Child(item, Field::kAlias));
        AddImport(item, module);
        Bind(scope, alias, WithBindingStep(alias, Value::Name(module), "imported", line));
      } else if (NodeType(item) == "dotted_name") {
        std::string module = DottedName(item);
        AddImport(item, module);
        std::string top = module.substr(0, module.find('.'));
        Bind(scope, top, Value::Name(top));
      }
    }
  }

  void VisitImportFrom(TSNode node, Scope* scope) {
    uint32_t line = LineOf(node);
    TSNode module_node = Child(node, Field::kModuleName);
    std::string module = NodeType(module_node) == "relative_import" ? std::string(Text(module_node))
                                                                    : DottedName(module_node);
    AddImport(module_node, module);
    uint32_t count = ts_node_child_count(node);
    for (uint32_t i = 0; i < count; ++i) {
      TSNode child = ts_node_child(node, i);
      if (NodeType(child) == "wildcard_import") {
        scope->AddStarImport(module);
        continue;
      }
      const char* field = ts_node_field_name_for_child(node, i);
      if (field == nullptr || std::string_view(field) != "name") continue;
      std::string name, alias;
      if (NodeType(child) == "aliased_import") {
        name = DottedName(Child(child, Field::kName));
        alias = Ident(Child(child, Field::kAlias));
      } else {
        name = DottedName(child);
        alias = name;
      }
      std::string qualified = NormalizeQualified(module + "." + name);
      // Naming a member is using it, called or not (`from os import system`).
      AddReference(child, Value::Name(qualified));
      Bind(scope, alias, WithBindingStep(alias, Value::Name(qualified), "imported", line));
    }
  }

  std::string DottedName(TSNode node) const {
    std::string out;
    for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
      if (!out.empty()) out += '.';
      out += Ident(ts_node_named_child(node, i));
    }
    return out.empty() ? Ident(node) : out;
  }

  // --- definitions ---------------------------------------------------------------------

  void VisitFunction(TSNode node, Scope* scope) {
    Scope* body_parent = scope;
    while (body_parent->is_class()) body_parent = body_parent->parent();
    Scope* inner = NewScope(body_parent);
    ParamFlow flow;
    flow.name = Ident(Child(node, Field::kName));
    bool simple = BindParameters(Child(node, Field::kParameters), scope, inner, &flow);
    BindSelf(node, scope, inner);
    Eval(Child(node, Field::kReturnType), scope);
    Value function = Value::Of(Value::Kind::kFunction);
    function.body = Child(node, Field::kBody);
    function.body_scope = inner;
    // Methods are called through their instance, decorated functions through what the
    // decorator makes of them: neither has calls by name to follow, unless every
    // decorator hands the call's arguments on unchanged (contextmanager, lru_cache).
    TSNode parent = ts_node_parent(node);
    if (simple && !scope->is_class() &&
        (ts_node_is_null(parent) || NodeType(parent) != "decorated_definition" ||
         PassesArgumentsOn(parent, scope)) &&
        !ts_node_is_null(function.body)) {
      AddParamFlow(function.body, std::move(flow));
    } else if (simple && scope->is_class() && !closed_class_walks_.empty() &&
               closed_class_walks_.back().closed && flow.name == "__init__" &&
               !flow.params.empty() && NodeType(parent) != "decorated_definition" &&
               !ts_node_is_null(function.body) && !HasBreakingWords()) {
      // A closed class's __init__ gets what each call of the class passes, after self.
      flow.params.erase(flow.params.begin());
      flow.defaults.erase(flow.defaults.begin());
      flow.name = closed_class_walks_.back().name;
      closed_class_walks_.back().init_body = function.body;
      AddParamFlow(function.body, std::move(flow));
    } else if (simple && scope->is_class() && !closed_class_walks_.empty() &&
               closed_class_walks_.back().self_known && !flow.name.starts_with("__") &&
               flow.params.size() > 1 &&
               (ts_node_is_null(parent) || NodeType(parent) != "decorated_definition") &&
               !ts_node_is_null(function.body) && !HasBreakingWords()) {
      // A plain method of a closed class gets what each call of it through one of the
      // class's objects (`pub.archive(s)`, `self.archive(s)`) passes, after self; when
      // those calls are every use of its name (BindPassedParameters), and no attribute
      // of that name is reached unspelled (getattr(p, 'arch' + 'ive'): SetsAttributesUnseen).
      flowing_methods_.insert(flow.name);
      flow.params.erase(flow.params.begin());
      flow.defaults.erase(flow.defaults.begin());
      AddParamFlow(function.body, std::move(flow));
    }
    // A decorator may return anything in its place, a cache an earlier call's result:
    // what a decorated function returns is not followed.
    if (!ts_node_is_null(parent) && NodeType(parent) == "decorated_definition") {
      function.body_scope = nullptr;
    }
    if (TSNode target = PropertyTarget(node, scope); !ts_node_is_null(target)) {
      property_targets_[StoreKey(Child(node, Field::kBody))] = target;
    }
    // A plain method of a closed class, for reads of it off an instance (OwnAttribute).
    if (scope->is_class() && !closed_class_walks_.empty() &&
        closed_class_walks_.back().self_known && function.body_scope != nullptr) {
      TSNode params = Child(node, Field::kParameters);
      TSNode first =
          ts_node_named_child_count(params) > 0 ? ts_node_named_child(params, 0) : TSNode{};
      if (!ts_node_is_null(first) && NodeType(first) == "identifier") {
        method_values_[StoreKey(Child(node, Field::kName))] = {Ident(first), function};
      }
    }
    Bind(scope, Ident(Child(node, Field::kName)), std::move(function));
    DeferBody(Child(node, Field::kBody), inner);
  }

  // Whether `definition` (a decorated_definition) has one decorator, spelled `name`
  // (`property`: its reads are calls of the method on the instance; the walk checks
  // it is the builtin, BuiltinDecorated).
  // `property` also stands for functools' `cached_property` (spelled so or
  // `functools.cached_property`), whose reads are the same but for the cache.
  bool HasOnlyDecorator(TSNode definition, std::string_view name) const {
    uint32_t decorators = 0;
    bool spelled = false;
    ForEachNamedChild(definition, [&](TSNode child) {
      if (NodeType(child) != "decorator") return;
      ++decorators;
      TSNode expression = ts_node_named_child(child, 0);
      std::string text = NodeType(expression) == "identifier"
                             ? NormalizePythonIdentifier(Text(expression))
                             : std::string(Text(expression));
      spelled = (NodeType(expression) == "identifier" && text == name) ||
                (name == "property" &&
                 (text == "cached_property" || text == "functools.cached_property"));
    });
    return decorators == 1 && spelled;
  }
  // Whether `function`, a method of a closed class, has one decorator: the builtin `name`.
  bool BuiltinDecorated(TSNode function, Scope* scope, std::string_view name) {
    TSNode parent = ts_node_parent(function);
    if (!own_attributes_ || !scope->is_class() || closed_class_walks_.empty() ||
        !closed_class_walks_.back().self_known || ts_node_is_null(parent) ||
        NodeType(parent) != "decorated_definition" || !HasOnlyDecorator(parent, name)) {
      return false;
    }
    TSNode decorator = ts_node_named_child(parent, 0);
    Value named = WithoutFacts([&] { return Eval(ts_node_named_child(decorator, 0), scope); });
    return named.Is(name) || (name == "property" && named.Is("functools.cached_property"));
  }
  // For a @property of a closed class: its name, the store under which what its body
  // returns is noted (a read of the attribute calls it).
  TSNode PropertyTarget(TSNode function, Scope* scope) {
    return BuiltinDecorated(function, scope, "property") ? Child(function, Field::kName) : TSNode{};
  }

  // Whether every decorator of `definition` calls the function with the arguments its
  // caller gives: contextlib's context managers and functools' caches (by what the
  // decorator resolves to, so a local `contextmanager` is not taken for contextlib's).
  bool PassesArgumentsOn(TSNode definition, Scope* scope) {
    static constexpr std::string_view kPassing[] = {"contextlib.contextmanager",
                                                    "contextlib.asynccontextmanager",
                                                    "functools.lru_cache", "functools.cache"};
    bool all = true;
    ForEachNamedChild(definition, [&](TSNode decorator) {
      if (NodeType(decorator) != "decorator" || !all) return;
      TSNode expression = ts_node_named_child(decorator, 0);
      if (NodeType(expression) == "call") expression = Child(expression, Field::kFunction);
      Value named = WithoutFacts([&] { return Eval(expression, scope); });
      all = std::any_of(std::begin(kPassing), std::end(kPassing),
                        [&](std::string_view name) { return named.Is(name); });
    });
    return all;
  }

  void VisitClass(TSNode node, Scope* scope) {
    Eval(Child(node, Field::kSuperclasses), scope);
    Scope* inner = NewScope(scope, /*is_class=*/true);
    bool closed = IsClosedClass(node) && IsDataclassesOwn(node, scope);
    auto scanned = scanned_classes_.find(ts_node_start_byte(node));
    bool calls_seen = scanned != scanned_classes_.end() && !scanned->second.calls_unseen;
    closed_class_walks_.push_back({closed && calls_seen, Ident(Child(node, Field::kName))});
    closed_class_walks_.back().self_known = closed;
    VisitChildren(Child(node, Field::kBody), inner);
    TSNode init_body = closed_class_walks_.back().init_body;
    closed_class_walks_.pop_back();
    Value cls = Value::Unknown();
    if (closed) {
      cls.own = Value::Own::kClass;
      cls.body = init_body;  // a call of the class is a call of its __init__ (RecordPassed)
    } else if (std::optional<Value> record = RecordClass(node, scope, inner)) {
      cls = std::move(*record);
    }
    if (file_classes_.count(ts_node_start_byte(node)) > 0 && cls.instance_of.empty()) {
      cls.instance_of = kFileClass;
    }
    Bind(scope, Ident(Child(node, Field::kName)), std::move(cls));
  }

  // --- Enums and NamedTuples ----------------------------------------------------------
  // An Enum of the file whose members are constants (`RAW = "results/raw"`) is its
  // members, each a record {name, value}; a NamedTuple of the file is its fields with
  // their defaults, and a call of it the record of what the call gives each field. Both
  // only in a walk that reads own attributes (a word that may set attributes unseen, or
  // code from a string, turns it off: the driver then walks without), and only for a
  // body of plain members and methods that cannot change what a member holds.
  static constexpr std::string_view kEnumClass = "<enum class>";
  static constexpr std::string_view kRecordClass = "<named tuple class>";
  // A class statement of the file that passes ScanFileClasses's gate (closed or not):
  // its subclasses are classes of the file too, so `Shape.__subclasses__()` reaches
  // nothing the file did not write (kFileClassMark's marks: the class, its
  // `__subclasses__` method, what that gives).
  static constexpr std::string_view kFileClass = kFileClassMark;
  static constexpr std::string_view kFileSubclassesMethod = "<class of the file>.__subclasses__";
  static constexpr std::string_view kFileSubclasses = kFileSubclassesMark;
  static constexpr std::string_view kEnumWords[] = {"_value_",
                                                    "_name_",
                                                    "getattr",
                                                    "_member_map_",
                                                    "_value2member_map_",
                                                    "_missing_",
                                                    "_generate_next_value_",
                                                    "_ignore_",
                                                    "__members__"};

  std::optional<Value> RecordClass(TSNode node, Scope* scope, Scope* body_scope) {
    if (!own_attributes_ || attributes_doubtful_) return std::nullopt;
    auto scanned = scanned_classes_.find(ts_node_start_byte(node));
    if (scanned == scanned_classes_.end() || scanned->second.decorated ||
        class_definitions_[scanned->second.name] != 1) {
      return std::nullopt;
    }
    TSNode superclasses = Child(node, Field::kSuperclasses);
    if (ts_node_is_null(superclasses)) return std::nullopt;
    bool is_enum = false;
    bool is_tuple = false;
    uint32_t bases = 0;
    bool plain_bases = true;
    ForEachNamedChild(superclasses, [&](TSNode base) {
      if (NodeType(base) == "comment") return;
      ++bases;
      Value v = WithoutFacts([&] { return Eval(base, scope); });
      if (NodeType(base) == "keyword_argument" || v.open_names || v.names.size() != 1) {
        plain_bases = false;
      } else if (v.Is("enum.Enum") || v.Is("enum.StrEnum") || v.Is("enum.IntEnum")) {
        is_enum = true;
      } else if (v.Is("typing.NamedTuple")) {
        is_tuple = true;
      } else if (!v.Is("str") && !v.Is("int")) {
        plain_bases = false;
      }
    });
    if (!plain_bases || is_enum == is_tuple || (is_tuple && bases != 1)) return std::nullopt;
    if (HasBreakingWords()) return std::nullopt;
    for (std::string_view word : kEnumWords) {
      if (Occurrences(word) > 0) return std::nullopt;
    }
    std::vector<std::string> names;
    std::vector<Value> values;
    std::vector<std::string> methods;
    bool plain = true;
    ForEachNamedChild(Child(node, Field::kBody), [&](TSNode statement) {
      std::string_view type = NodeType(statement);
      if (!plain || type == "comment" || type == "pass_statement") return;
      if (type == "function_definition" || type == "decorated_definition") {
        TSNode definition =
            type == "decorated_definition" ? Child(statement, Field::kDefinition) : statement;
        std::string name =
            ts_node_is_null(definition) ? "_" : Ident(Child(definition, Field::kName));
        // Dunders and sunders change how members are made or read; `name`/`value` shadow.
        plain = !name.starts_with("_") && name != "name" && name != "value";
        methods.push_back(std::move(name));
        return;
      }
      if (type != "expression_statement" || ts_node_named_child_count(statement) != 1) {
        plain = false;
        return;
      }
      TSNode expression = ts_node_named_child(statement, 0);
      if (NodeType(expression) == "string") return;  // a docstring
      TSNode left = Child(expression, Field::kLeft);
      TSNode right = Child(expression, Field::kRight);
      TSNode annotation = Child(expression, Field::kType);
      if (NodeType(expression) != "assignment" || NodeType(left) != "identifier" ||
          Ident(left).starts_with("_")) {
        plain = false;
        return;
      }
      std::string name = Ident(left);
      if (is_enum) {
        // A member: a literal constant, not auto() or a tuple (which __init__ takes apart).
        std::string_view value_type = ts_node_is_null(right) ? "" : NodeType(right);
        Value folded = ts_node_is_null(right) ? Value::Unknown() : FoldQuiet(right);
        if (!ts_node_is_null(annotation) || !folded.IsConstant() ||
            (value_type != "string" && value_type != "integer" && value_type != "float" &&
             value_type != "concatenated_string")) {
          plain = false;
          return;
        }
        // A second member of an equal value is another name for the first.
        Value member = Value::Mapping({"name", "value"}, {Value::String(name), folded});
        member.record = true;
        for (const Value& earlier : values) {
          const Value& value = (*earlier.elements)[1];
          if (value.constant == folded.constant && value.is_string == folded.is_string) {
            member = earlier;
          }
        }
        names.push_back(name);
        values.push_back(std::move(member));
        return;
      }
      // A NamedTuple's field, with its default as the body's walk left it.
      if (ts_node_is_null(annotation) ||
          std::find(names.begin(), names.end(), name) != names.end()) {
        plain = false;
        return;
      }
      const Value* fallback = ts_node_is_null(right) ? nullptr : body_scope->Find(name);
      names.push_back(name);
      values.push_back(fallback != nullptr ? *fallback : Value::Unknown());
    });
    if (!plain || names.empty() || names.size() > Value::kMaxElements) return std::nullopt;
    // Anything stored under a field's name as an attribute (J.d = property(...),
    // E.value = ..., setattr(E, 'value', ...)) may replace how members read it; a method
    // of a member's or field's name is another definition of it.
    std::vector<std::string> read_names = names;
    if (is_enum) read_names.insert(read_names.end(), {"name", "value"});
    for (const auto& name : read_names) {
      if (std::find(methods.begin(), methods.end(), name) != methods.end()) return std::nullopt;
      auto stores = attribute_stores_.find(name);
      if (stores == attribute_stores_.end()) continue;
      for (const AttributeStore& store : stores->second) {
        if (ts_node_is_null(store.target) || NodeType(store.target) != "identifier") {
          return std::nullopt;
        }
      }
    }
    attributes_used_ = true;
    if (is_enum) {
      Value members = Value::Sequence(std::move(values));
      members.instance_of = kEnumClass;
      return members;
    }
    Value fields = Value::Mapping(std::move(names), std::move(values));
    fields.instance_of = kRecordClass;
    return fields;
  }

  // An attribute of an Enum (a member) or a NamedTuple class (nothing followed), or of a
  // record (its entry).
  static std::optional<Value> RecordMember(const Value& object, const std::string& name) {
    if (object.instance_of == kEnumClass && object.elements) {
      for (const Value& member : *object.elements) {
        const Value* named = member.Item(Value::String("name"));
        // An alias is the member it names: found by its own name first.
        if (named != nullptr && named->constant == name) return member;
      }
      return Value::Unknown();
    }
    if (object.instance_of == kRecordClass) return Value::Unknown();
    if (object.kind == Value::Kind::kMapping && object.record) {
      const Value* entry = object.Item(Value::String(name));
      return entry != nullptr ? *entry : Value::Unknown();
    }
    return std::nullopt;
  }

  // A call of an Enum (the member of that value) or a NamedTuple (its record).
  static std::optional<Value> RecordCall(const Value& callee, const EvaluatedArgs& args) {
    if (callee.instance_of == kEnumClass && callee.elements) {
      if (args.facts.size() != 1 || args.values.size() != 1 || !args.values[0].IsConstant()) {
        return Value::Unknown();
      }
      for (const Value& member : *callee.elements) {
        const Value* value = member.Item(Value::String("value"));
        if (value != nullptr && value->constant == args.values[0].constant &&
            value->is_string == args.values[0].is_string) {
          return member;
        }
      }
      return Value::Unknown();
    }
    if (callee.instance_of != kRecordClass || !callee.elements) return std::nullopt;
    std::vector<Value> fields = *callee.elements;
    std::vector<bool> given(fields.size(), false);
    size_t positional = 0;
    for (const auto& fact : args.facts) {
      size_t at = 0;
      if (fact.spread) return Value::Unknown();
      if (fact.keyword) {
        auto named = std::find(callee.keys.begin(), callee.keys.end(), *fact.keyword);
        if (named == callee.keys.end()) return Value::Unknown();  // a TypeError
        at = static_cast<size_t>(named - callee.keys.begin());
        fields[at] = ValueFromArg(fact);
      } else {
        if (positional >= fields.size() || positional >= args.values.size()) {
          return Value::Unknown();
        }
        at = positional++;
        fields[at] = args.values[at];
      }
      if (given[at]) return Value::Unknown();  // given twice: a TypeError
      given[at] = true;
    }
    Value record = Value::Mapping(callee.keys, std::move(fields));
    record.record = true;
    return record;
  }

  // Parameters shadow outer names; defaults are evaluated where the function is defined.
  // With `flow`, records each parameter's name and default; false when a parameter is of
  // a kind calls cannot be matched to by position and name (*args, **kw, / and *).
  bool BindParameters(TSNode params, Scope* outer, Scope* inner, ParamFlow* flow = nullptr) {
    if (ts_node_is_null(params)) return true;
    bool simple = true;
    for (uint32_t i = 0; i < ts_node_named_child_count(params); ++i) {
      TSNode p = ts_node_named_child(params, i);
      std::string_view type = NodeType(p);
      if (type == "identifier") {
        inner->Set(Ident(p), Value::Unknown());
        if (flow != nullptr) {
          flow->params.push_back(Ident(p));
          flow->defaults.emplace_back();
        }
        continue;
      }
      TSNode value = Child(p, Field::kValue);
      std::optional<Value> default_value;
      if (!ts_node_is_null(value)) default_value = Eval(value, outer);
      // An annotation is evaluated where the function is defined, like a default.
      Eval(Child(p, Field::kType), outer);
      TSNode name = Child(p, Field::kName);
      if (ts_node_is_null(name) && ts_node_named_child_count(p) > 0)
        name = ts_node_named_child(p, 0);
      // *args and **kwargs hold a tuple and a dict of what calls pass, not one argument.
      const bool splat = type == "list_splat_pattern" || type == "dictionary_splat_pattern";
      if (!ts_node_is_null(name) && NodeType(name) == "identifier" && !splat) {
        inner->Set(Ident(name), Value::Unknown());
        if (flow != nullptr) {
          flow->params.push_back(Ident(name));
          flow->defaults.push_back(std::move(default_value));
        }
      } else {
        if (splat && !ts_node_is_null(name) && NodeType(name) == "identifier") {
          inner->Set(Ident(name), Value::Unknown());
        }
        simple = false;
      }
    }
    return simple;
  }

  // --- attributes of the file's own classes ----------------------------------------------
  // `obj.name`, where obj is a closed class, an instance of one or a method's self or cls
  // there (Value::Own), is what the file stores under `name`: on any object, anywhere, in
  // any order. The scan before the walk notes every store (`x.name = v`, `name = v` in a
  // class body, setattr(x, 'name', v)); each stored expression is folded on its own. A
  // class is closed when only that code can give it attributes: no decorator, metaclass
  // or base from elsewhere, a body of plain assignments and definitions, and its name used
  // only to call it, read its attributes, annotate or test instances. A file in which
  // something may set attributes by a name the scan cannot see (setattr by a computed
  // name, __dict__, vars(), a parser's namespace, code run from a string) or reach a class
  // other than by its name makes every answer doubtful (AttributesDoubtful).
  struct ScannedClass {
    std::string name;
    bool plain = true;  // no decorator or keyword, a body of assignments and definitions
    std::vector<std::string> bases;
    // Decorated by what is spelled `dataclass` (the walk checks it is dataclasses'): the
    // __init__ it makes stores each call's arguments under its fields' names.
    TSNode dataclass{};
    std::vector<std::string> fields;  // annotated names of the body, in order
    std::vector<TSNode> field_calls;  // field(...) calls (the walk checks they are dataclasses')
    bool closed = false;              // JudgeClasses
    std::set<std::string> bound;      // the body's names, each bound once
    bool calls_unseen = false;        // a decorated method: calls not by the class's name
    bool decorated = false;           // any decorator at all
  };
  std::optional<bool> unseen_setters_;  // BreakingWords, once
  // Plain methods of closed classes as the walk defined them, by their def's name node.
  std::unordered_map<uintptr_t, std::pair<std::string, Value>> method_values_;
  std::unordered_map<uint32_t, ScannedClass> scanned_classes_;   // by start byte
  std::unordered_map<std::string, uint32_t> class_definitions_;  // how many classes have a name
  // Identifiers in a place a class's name may be (called, its attribute read, a base, an
  // annotation, isinstance), counted by their text once a class asks (UsesAsClass).
  std::vector<TSNode> class_places_;
  std::optional<std::unordered_map<std::string_view, uint32_t>> class_uses_;
  std::unordered_map<std::string_view, uint32_t> harmless_uses_;  // a breaking word used harmlessly
  std::unordered_set<std::string> plain_methods_;    // undecorated defs of class bodies
  std::unordered_set<std::string> flowing_methods_;  // methods whose calls bind parameters
  std::vector<TSNode> named_calls_;                  // calls of a plain name, for DataclassStores
  std::unordered_set<uint32_t> constant_setattrs_;   // setattr(x, 'name', v) calls, by start
  std::unordered_set<Scope*> comprehension_scopes_;  // the walk's, for `:=` in them
  std::unordered_set<uintptr_t> namespace_stores_;   // ScanNamespaceStore's, by node
  std::unordered_set<uintptr_t> replace_calls_;      // replace(x, k=v) calls the scan noted
  std::unordered_set<uintptr_t> option_defaults_;    // default=/set_defaults(k=) arguments
  bool options_doubtful_ = false;                    // ScanParserOption
  std::unordered_map<std::string, uint32_t> option_calls_;  // x.add_argument(...) by method
  std::optional<bool> argv_untouched_;                      // ArgvUntouched, once
  bool options_read_ = false;                               // ParsedOption answered from stores
  std::unordered_set<uint32_t> file_classes_;               // ScanFileClasses: class statements
  std::unordered_set<uint64_t> subclasses_reads_;   // and their `x.__subclasses__` (SpanKey)
  TSNode file_root_{};                              // the file's, for ArgvUntouched
  std::unordered_set<std::string> property_names_;  // @property defs of class bodies
  // Dataclass fields given by field(...): what their default folds to is what is stored.
  std::unordered_set<uintptr_t> field_targets_;
  // The bodies of @property methods of closed classes, to the store (the method's name)
  // under which each walk notes what they return; the one being walked.
  std::unordered_map<uintptr_t, TSNode> property_targets_;
  std::unordered_map<uintptr_t, Scope*> lambda_scopes_;  // a lambda's parameters, by its node
  TSNode walking_property_{};
  struct ClassWalk {
    bool closed;  // and every call of it is by its name (its __init__'s flow)
    std::string name;
    TSNode init_body{};       // its __init__'s, when calls of the class name are followed
    bool self_known = false;  // closed: its methods' self is one of its objects
  };
  std::vector<ClassWalk> closed_class_walks_;  // the walk: whether each class it is in is closed
  std::vector<std::string> closed_names_;      // the closed classes met, for WordsAgree
  size_t words_checked_ = 0;
  bool words_disagree_ = false;

  // Words that, anywhere outside comments (a name, an attribute, a string), may set or
  // reach attributes unseen, or reach a class other than by its name.
  static constexpr std::string_view kBreakingWords[] = {"__setattr__",
                                                        "__getattr__",
                                                        "__getattribute__",
                                                        "__get__",
                                                        "__set__",
                                                        "__set_name__",
                                                        "__init_subclass__",
                                                        "__prepare__",
                                                        "__bases__",
                                                        "__mro__",
                                                        "__subclasses__",
                                                        "__base__",
                                                        "__new__",
                                                        "__func__",
                                                        "__setstate__",
                                                        "__reduce__",
                                                        "__reduce_ex__",
                                                        "__replace__",
                                                        "__globals__",
                                                        "__annotations__",
                                                        "__builtins__",
                                                        "builtins",
                                                        "globals",
                                                        "locals",
                                                        "modules",
                                                        "update_wrapper",
                                                        "wraps",
                                                        "metaclass",
                                                        "f_globals",
                                                        "f_locals",
                                                        "_getframe",
                                                        "currentframe",
                                                        "get_type_hints",
                                                        "get_annotations",
                                                        "annotation",
                                                        "get_referrers",
                                                        "get_objects",
                                                        "__getstate__",
                                                        "fget",
                                                        "__getnewargs__",
                                                        "__getnewargs_ex__",
                                                        "__copy__",
                                                        "__deepcopy__",
                                                        "__self__",
                                                        "unittest",
                                                        "mock",
                                                        "copyreg",
                                                        "getattr_static",
                                                        "getmembers",
                                                        "getmembers_static",
                                                        "ClassVar",
                                                        "InitVar",
                                                        "KW_ONLY"};
  // Words harmless in some places only (harmless_uses_ counts those).
  static constexpr std::string_view kGuardedWords[] = {"setattr",
                                                       "__main__",
                                                       "__init__",
                                                       "__dict__",
                                                       "vars",
                                                       "__class__",
                                                       "parse_args",
                                                       "parse_known_args",
                                                       "parse_intermixed_args",
                                                       "parse_known_intermixed_args"};

  enum class OwnScan { kOther, kClass, kCall, kAttribute, kFunction, kType, kKeyword, kCompare };
  static OwnScan OwnScanOf(std::string_view type) {
    if (type == "keyword_argument") return OwnScan::kKeyword;
    if (type == "comparison_operator") return OwnScan::kCompare;
    if (type == "class_definition") return OwnScan::kClass;
    if (type == "call") return OwnScan::kCall;
    if (type == "attribute") return OwnScan::kAttribute;
    if (type == "function_definition") return OwnScan::kFunction;
    if (type == "type") return OwnScan::kType;
    return OwnScan::kOther;
  }
  KindsBySymbol<OwnScan> own_scan_{OwnScanOf};

  // One node of the scan before the walk.
  void ScanOwnAttributes(TSNode node) {
    switch (own_scan_.Of(node)) {
      case OwnScan::kOther: break;
      case OwnScan::kClass: ScanClass(node); break;
      case OwnScan::kCall: ScanCallForAttributes(node); break;
      case OwnScan::kAttribute: {
        TSNode object = Child(node, Field::kObject);
        if (NodeType(object) == "identifier") class_places_.push_back(object);
        if (Text(Child(node, Field::kAttribute)) == "__dict__" && IsReadOnlyArgument(node)) {
          ++harmless_uses_["__dict__"];
        }
        // type(x).__name__, x.__class__.__name__: the class's name, not the class.
        std::string_view attribute = Text(Child(node, Field::kAttribute));
        if (attribute == "__name__" || attribute == "__qualname__" || attribute == "__module__") {
          if (NodeType(object) == "attribute" &&
              Text(Child(object, Field::kAttribute)) == "__class__") {
            ++harmless_uses_["__class__"];
          }
          if (NodeType(object) == "call" && Text(Child(object, Field::kFunction)) == "type") {
            ++harmless_uses_["type"];
          }
        }
        if (attribute == "type") ++harmless_uses_["type"];  // x.type is not the builtin
        break;
      }
      case OwnScan::kFunction:
        if (Text(Child(node, Field::kName)) == "__init__") ++harmless_uses_["__init__"];
        break;
      case OwnScan::kCompare:  // if __name__ == "__main__": the script's own test
        if (ts_node_named_child_count(node) == 2) {
          std::string_view left = Text(ts_node_named_child(node, 0));
          std::string_view right = Text(ts_node_named_child(node, 1));
          auto main = [](std::string_view t) { return t == "\"__main__\"" || t == "'__main__'"; };
          if ((left == "__name__" && main(right)) || (right == "__name__" && main(left))) {
            ++harmless_uses_["__main__"];
          }
        }
        break;
      case OwnScan::kKeyword:  // add_argument(type=int): a keyword, not the builtin
        if (Text(Child(node, Field::kName)) == "type") ++harmless_uses_["type"];
        break;
      case OwnScan::kType:  // an annotation naming a class
        if (ts_node_named_child_count(node) == 1 &&
            NodeType(ts_node_named_child(node, 0)) == "identifier") {
          class_places_.push_back(ts_node_named_child(node, 0));
          if (Text(ts_node_named_child(node, 0)) == "type") ++harmless_uses_["type"];
        }
        break;
    }
  }

  void ScanClass(TSNode node) {
    ScannedClass scanned;
    TSNode name = Child(node, Field::kName);
    scanned.name = Ident(name);
    class_places_.push_back(name);
    ++class_definitions_[scanned.name];
    TSNode parent = ts_node_parent(node);
    if (!ts_node_is_null(parent) && NodeType(parent) == "decorated_definition") {
      uint32_t decorators = 0;
      ForEachNamedChild(parent, [&](TSNode decorator) {
        if (NodeType(decorator) != "decorator") return;
        ++decorators;
        TSNode expression = ts_node_named_child(decorator, 0);
        // @dataclass(...) with arguments (kw_only=True, init=False) changes how calls fill
        // the fields: not followed; frozen=True and the like do not.
        if (NodeType(expression) == "call" && OnlyHarmlessDataclassArguments(expression)) {
          expression = Child(expression, Field::kFunction);
        }
        std::string_view text = Text(expression);
        if (text == "dataclass" || text == "dataclasses.dataclass") scanned.dataclass = expression;
      });
      if (decorators != 1 || ts_node_is_null(scanned.dataclass)) scanned.plain = false;
      scanned.decorated = decorators > 0;
    }
    TSNode superclasses = Child(node, Field::kSuperclasses);
    if (!ts_node_is_null(superclasses))
      ForEachNamedChild(superclasses, [&](TSNode base) {
        if (NodeType(base) == "identifier") {
          class_places_.push_back(base);
          scanned.bases.push_back(Ident(base));
        } else {
          scanned.plain = false;  // a keyword (metaclass=...), an attribute, a call
        }
      });
    ForEachNamedChild(Child(node, Field::kBody), [&](TSNode statement) {
      if (!ScanClassStatement(statement, scanned)) scanned.plain = false;
    });
    if (!ts_node_is_null(scanned.dataclass) && !scanned.bases.empty()) scanned.plain = false;
    scanned_classes_[ts_node_start_byte(node)] = std::move(scanned);
  }

  // Whether a @dataclass(...) call gives only arguments that leave how calls fill the
  // fields and what the class stores unchanged, each True or False.
  bool OnlyHarmlessDataclassArguments(TSNode call) const {
    static constexpr std::string_view kHarmless[] = {"frozen", "eq",          "order",
                                                     "repr",   "unsafe_hash", "match_args"};
    bool harmless = true;
    ForEachNamedChild(Child(call, Field::kArguments), [&](TSNode arg) {
      if (NodeType(arg) == "comment") return;
      std::string_view value =
          NodeType(arg) == "keyword_argument" ? Text(Child(arg, Field::kValue)) : "";
      harmless = harmless && (value == "True" || value == "False") &&
                 std::find(std::begin(kHarmless), std::end(kHarmless),
                           Text(Child(arg, Field::kName))) != std::end(kHarmless);
    });
    return harmless;
  }

  // One statement of a class body: its stores noted; false for a kind a closed class
  // may not have (one that binds names other than by `name = value` or `def`).
  bool ScanClassStatement(TSNode statement, ScannedClass& scanned) {
    std::string_view type = NodeType(statement);
    if (type == "comment" || type == "pass_statement") return true;
    if (type == "function_definition" || type == "decorated_definition") {
      TSNode definition =
          type == "function_definition" ? statement : Child(statement, Field::kDefinition);
      if (ts_node_is_null(definition) || NodeType(definition) != "function_definition") {
        return false;
      }
      TSNode name = Child(definition, Field::kName);
      attribute_stores_[Ident(name)].push_back({name, TSNode{}});
      if (type == "function_definition") plain_methods_.insert(Ident(name));
      // A classmethod (or anything a decorator makes) may call the class as `cls(...)`,
      // which the flow into __init__ and a dataclass's fields, by the class's name, miss.
      // A @property's self is the instance, as a plain method's.
      if (type == "decorated_definition" && HasOnlyDecorator(statement, "property")) {
        property_names_.insert(Ident(name));
      }
      // A dataclass's own __init__: dataclasses.replace calls it by the class, unseen.
      if (!ts_node_is_null(scanned.dataclass) && Ident(name) == "__init__") return false;
      if (type == "decorated_definition" && !HasOnlyDecorator(statement, "property")) {
        scanned.calls_unseen = true;
        if (!ts_node_is_null(scanned.dataclass)) return false;
      }
      // `save = staticmethod(save)`: a method whose first parameter is not the instance.
      return scanned.bound.insert(Ident(name)).second;
    }
    if (type != "expression_statement" || ts_node_named_child_count(statement) != 1) return false;
    TSNode expression = ts_node_named_child(statement, 0);
    while (NodeType(expression) == "assignment") {
      TSNode left = Child(expression, Field::kLeft);
      if (NodeType(left) != "identifier") return false;
      if (TSNode annotation = Child(expression, Field::kType); !ts_node_is_null(annotation)) {
        // A dataclass's field; ClassVar, InitVar and KW_ONLY change which are and how
        // calls fill them.
        std::string_view text = Text(annotation);
        if (!ts_node_is_null(scanned.dataclass) &&
            (MentionsWord(text, "ClassVar") || MentionsWord(text, "InitVar") ||
             MentionsWord(text, "KW_ONLY"))) {
          return false;
        }
        // field(kw_only=True) and the like: the calls fill the fields otherwise.
        TSNode right = Child(expression, Field::kRight);
        TSNode field{};
        if (!ts_node_is_null(scanned.dataclass) && !ts_node_is_null(right) &&
            NodeType(right) == "call") {
          if (!IsPlainField(right)) return false;
          field = right;
          scanned.field_calls.push_back(right);
        }
        // field(init=False): not a parameter of the __init__ the calls fill by position.
        if (ts_node_is_null(field) || !FieldArgument(field, "init").has_value() ||
            Text(*FieldArgument(field, "init")) != "False") {
          scanned.fields.push_back(Ident(left));
        }
        // What the class body stores is field()'s default (none without one).
        if (!ts_node_is_null(field)) {
          // Neither default nor factory: nothing is stored until the code does.
          std::optional<TSNode> fallback = FieldArgument(field, "default");
          if (fallback || FieldArgument(field, "default_factory")) {
            attribute_stores_[Ident(left)].push_back({left, fallback ? *fallback : TSNode{}});
          }
          field_targets_.insert(StoreKey(left));
          return scanned.bound.insert(Ident(left)).second;  // false: bound twice
        }
      }
      TSNode right = Child(expression, Field::kRight);
      TSNode value = right;
      while (!ts_node_is_null(value) && NodeType(value) == "assignment") {
        value = Child(value, Field::kRight);
      }
      attribute_stores_[Ident(left)].push_back({left, value});
      if (!scanned.bound.insert(Ident(left)).second) return false;  // bound twice
      if (ts_node_is_null(right)) return true;                      // `name: T`
      expression = right;
    }
    // A walrus at a class's top level binds a class attribute.
    bool walrus = false;
    ForEachNode(expression,
                [&](TSNode inner) { walrus = walrus || NodeType(inner) == "named_expression"; });
    return !walrus && NodeType(expression) != "augmented_assignment";
  }

  // What the __init__ a dataclass gets stores: each call of its name passes a value for
  // a field by position or keyword. A call passing *args or **kw cannot be followed.
  void DataclassStores(ScannedClass& scanned) {
    for (TSNode call : named_calls_) {
      if (Ident(Child(call, Field::kFunction)) != scanned.name) continue;
      size_t position = 0;
      ForEachNamedChild(Child(call, Field::kArguments), [&](TSNode arg) {
        std::string_view type = NodeType(arg);
        if (type == "comment") return;
        if (type == "keyword_argument") {
          attribute_stores_[Ident(Child(arg, Field::kName))].push_back(
              {arg, Child(arg, Field::kValue)});
        } else if (type == "list_splat" || type == "dictionary_splat" ||
                   position >= scanned.fields.size()) {
          scanned.plain = false;
        } else {
          attribute_stores_[scanned.fields[position++]].push_back({arg, arg});
        }
      });
    }
  }

  // Whether `node` is an argument of a call that only reads it: json.dumps(obj.__dict__),
  // print(vars(obj)).
  bool IsReadOnlyArgument(TSNode node) {
    TSNode list = ts_node_parent(node);
    if (ts_node_is_null(list) || NodeType(list) != "argument_list") return false;
    TSNode call = ts_node_parent(list);
    if (ts_node_is_null(call) || NodeType(call) != "call") return false;
    // Builtins and library functions that only read it, by their plain name (not any
    // method called `join` or `count`, which the file may define).
    static constexpr std::string_view kReaders[] = {
        "print",      "len",       "str",           "repr",           "sorted",
        "json.dumps", "json.dump", "pprint.pprint", "pprint.pformat", "isinstance"};
    std::string_view function = Text(Child(call, Field::kFunction));
    return std::find(std::begin(kReaders), std::end(kReaders), function) != std::end(kReaders);
  }

  // A dataclass field's `field(default=..., default_factory=...)`: nothing that changes
  // which fields the calls fill, or how.
  bool IsPlainField(TSNode call) {
    std::string_view function = Text(Child(call, Field::kFunction));
    if (function != "field" && function != "dataclasses.field") return false;
    static constexpr std::string_view kPlain[] = {"default", "default_factory", "repr", "compare",
                                                  "hash",    "metadata"};
    bool plain = true;
    ForEachNamedChild(Child(call, Field::kArguments), [&](TSNode arg) {
      if (NodeType(arg) == "comment") return;
      if (NodeType(arg) != "keyword_argument") {
        plain = false;
        return;
      }
      std::string_view name = Text(Child(arg, Field::kName));
      std::string_view value = Text(Child(arg, Field::kValue));
      plain = plain && (std::find(std::begin(kPlain), std::end(kPlain), name) != std::end(kPlain) ||
                        (name == "init" && (value == "False" || value == "True")));
    });
    return plain;
  }
  // The value given for keyword `name` in a field(...) call, if any.
  std::optional<TSNode> FieldArgument(TSNode call, std::string_view name) const {
    std::optional<TSNode> found;
    ForEachNamedChild(Child(call, Field::kArguments), [&](TSNode arg) {
      if (NodeType(arg) == "keyword_argument" && Text(Child(arg, Field::kName)) == name) {
        found = Child(arg, Field::kValue);
      }
    });
    return found;
  }

  void ScanCallForAttributes(TSNode node) {
    TSNode function = Child(node, Field::kFunction);
    TSNode args = Child(node, Field::kArguments);
    std::string_view function_type = NodeType(function);
    if (function_type == "identifier") {
      std::string_view name = Text(function);
      class_places_.push_back(function);
      named_calls_.push_back(node);
      if (name == "isinstance" || name == "issubclass" || name == "super") {
        ForEachNamedChild(args, [&](TSNode arg) {
          if (NodeType(arg) == "identifier") class_places_.push_back(arg);
          if (NodeType(arg) == "tuple") {
            ForEachNamedChild(arg, [&](TSNode item) {
              if (NodeType(item) == "identifier") class_places_.push_back(item);
            });
          }
        });
      }
      if (name == "setattr" && ts_node_named_child_count(args) == 3) {
        TSNode attribute = ts_node_named_child(args, 1);
        TSNode value = ts_node_named_child(args, 2);
        std::string_view value_type = NodeType(value);
        if (NodeType(ts_node_named_child(args, 0)) != "keyword_argument" &&
            NodeType(ts_node_named_child(args, 0)) != "list_splat" &&
            value_type != "keyword_argument" && value_type != "list_splat" &&
            value_type != "dictionary_splat" && NodeType(attribute) == "string") {
          Value text = FoldLiteral(attribute);
          if (text.IsString()) {
            attribute_stores_[text.constant].push_back({node, value});
            constant_setattrs_.insert(ts_node_start_byte(node));
            ++harmless_uses_["setattr"];
            TSNode object = ts_node_named_child(args, 0);
            if (NodeType(object) == "identifier") class_places_.push_back(object);
          }
        }
      }
    }
    // dataclasses.replace(obj, name=v), copy.replace(...): v stored under `name`.
    if (Text(function) == "replace" || Text(function).ends_with(".replace")) {
      replace_calls_.insert(StoreKey(node));
      ForEachNamedChild(args, [&](TSNode arg) {
        if (NodeType(arg) == "keyword_argument") {
          attribute_stores_[Ident(Child(arg, Field::kName))].push_back(
              {arg, Child(arg, Field::kValue)});
        }
        if (NodeType(arg) == "dictionary_splat") attributes_doubtful_ = true;
      });
    }
    if (function_type == "attribute") {
      std::string_view method = Text(Child(function, Field::kAttribute));
      if (method == "add_argument" || method == "set_defaults" || method == "add_subparsers") {
        ScanParserOption(node, method, args);
      }
      // parser.register('action', None, Custom): every option's action is another's.
      if (method == "register") {
        TSNode first = ts_node_named_child(args, 0);  // none for `register()`
        Value kind = !ts_node_is_null(first) && NodeType(first) == "string" ? FoldLiteral(first)
                                                                            : Value::Unknown();
        if (!kind.IsString() || kind.constant == "action" || kind.constant == "type") {
          options_doubtful_ = true;
        }
      }
      if (method.starts_with("parse_") && method.ends_with("args")) {
        // A parser given a namespace (a second argument) sets attributes on it by the
        // names of its options.
        uint32_t given = 0;
        bool namespace_given = false;
        ForEachNamedChild(args, [&](TSNode arg) {
          ++given;
          if (NodeType(arg) != "keyword_argument" || Ident(Child(arg, Field::kName)) != "args") {
            // (The first by place is the arguments; a splat or keyword may be more.)
            std::string_view type = NodeType(arg);
            namespace_given = namespace_given || given > 1 || type == "list_splat" ||
                              type == "dictionary_splat" || type == "keyword_argument";
          }
        });
        if (!namespace_given) ++harmless_uses_[method];
      }
      TSNode object = Child(function, Field::kObject);
      if (method == "__init__" && NodeType(object) == "call" &&
          Text(Child(object, Field::kFunction)) == "super") {
        ++harmless_uses_["__init__"];
      }
    }
    if (function_type == "identifier" && (Text(function) == "vars" || Text(function) == "type") &&
        IsReadOnlyArgument(node)) {
      ++harmless_uses_[Text(function)];
    }
  }

  // argparse: the options a parser gives the namespace its parse_args returns. Each
  // option's default is a store under its dest (`ns.out = default` as the scan sees
  // one), so a read of `args.out` is what any store under `out` gives (ParsedOption).
  // The file's options are doubtful (every option unknown) when any is named or built in
  // a way this does not read: a computed flag or dest, `*`/`**` arguments, an action
  // other than argparse's own, a registered action or type.
  void ScanParserOption(TSNode call, std::string_view method, TSNode args) {
    ++option_calls_[std::string(method)];
    std::vector<std::string> flags;
    TSNode dest{};
    TSNode value{};
    TSNode value_argument{};
    bool typed = false;
    ForEachNamedChild(args, [&](TSNode arg) {
      std::string_view type = NodeType(arg);
      if (type == "comment") return;
      if (type != "keyword_argument") {
        Value flag = type == "string" ? FoldLiteral(arg) : Value::Unknown();
        if (flag.IsString() && method == "add_argument") {
          flags.push_back(flag.constant);
        } else {
          options_doubtful_ = true;
        }
        return;
      }
      std::string keyword = Ident(Child(arg, Field::kName));
      TSNode given = Child(arg, Field::kValue);
      if (method == "set_defaults") {
        attribute_stores_[keyword].push_back({arg, given});
        option_defaults_.insert(StoreKey(arg));
      } else if (keyword == "dest") {
        dest = given;
      } else if (keyword == "default") {
        value = given;
        value_argument = arg;
      } else if (keyword == "type") {
        typed = true;  // what it makes of a string default is not known
      } else if (keyword == "action") {
        static constexpr std::string_view kActions[] = {
            "store",        "store_const", "store_true", "store_false", "append",
            "append_const", "count",       "extend",     "help",        "version"};
        Value action = NodeType(given) == "string" ? FoldLiteral(given) : Value::Unknown();
        bool own = action.IsString() && std::find(std::begin(kActions), std::end(kActions),
                                                  action.constant) != std::end(kActions);
        if (!own && Text(given) != "argparse.BooleanOptionalAction") options_doubtful_ = true;
      }
    });
    if (method == "set_defaults") return;
    std::string name;
    if (!ts_node_is_null(dest)) {
      Value folded = NodeType(dest) == "string" ? FoldLiteral(dest) : Value::Unknown();
      if (!folded.IsString()) {
        options_doubtful_ = true;
        return;
      }
      name = folded.constant;
    } else if (method == "add_argument" && !flags.empty()) {
      // The first long flag's name, else the first short one's; a positional's own.
      auto long_flag = std::find_if(flags.begin(), flags.end(),
                                    [](const std::string& f) { return f.starts_with("--"); });
      name = long_flag != flags.end() ? *long_flag : flags.front();
      if (name.starts_with('-')) {
        name.erase(0, name.find_first_not_of('-'));
        std::replace(name.begin(), name.end(), '-', '_');
      }
    }
    if (name.empty()) {
      if (method == "add_argument") options_doubtful_ = true;
      return;
    }
    if (method == "add_subparsers") {
      attribute_stores_[name].push_back({call, TSNode{}});  // the command's name: unknown
    } else if (!ts_node_is_null(value)) {
      attribute_stores_[name].push_back({value_argument, typed ? TSNode{} : value});
      if (!typed) option_defaults_.insert(StoreKey(value_argument));
    }
  }

  // Whether a word of the file may set or reach attributes the scan does not see.
  bool HasBreakingWords() {
    if (!unseen_setters_) {
      bool breaking = false;
      for (std::string_view word : kBreakingWords) breaking = breaking || Occurrences(word) > 0;
      for (std::string_view word : kGuardedWords) {
        auto harmless = harmless_uses_.find(word);
        breaking = breaking ||
                   Occurrences(word) > (harmless == harmless_uses_.end() ? 0 : harmless->second);
      }
      // type(x) gives the class without its name (type(x).method(other) runs a method
      // with anything for self); only as a name: a string "type" reaches nothing.
      auto harmless = harmless_uses_.find("type");
      breaking = breaking || IdentifierCount("type") >
                                 (harmless == harmless_uses_.end() ? 0 : harmless->second);
      unseen_setters_ = breaking;
    }
    return *unseen_setters_;
  }

  // Whether a class is closed by what the scan saw of its statement and the identifiers
  // naming it. The words of the text (strings naming it, words that set attributes
  // unseen) are checked where an attribute is first read (WordsAgree), so a file that
  // reads none does not pay for them.
  bool IsClosedClass(TSNode node) {
    if (!own_attributes_ || attributes_doubtful_) return false;
    if (!classes_judged_) JudgeClasses();
    auto it = scanned_classes_.find(ts_node_start_byte(node));
    if (it == scanned_classes_.end() || !it->second.closed) return false;
    closed_names_.push_back(it->second.name);
    return true;
  }
  // Which scanned classes are closed: each on its own (plain, one class of its name, the
  // name only where a class's may be), then, until nothing changes, not one whose base is
  // not a closed class of the file (or is a dataclass, whose subclasses' calls fill its
  // fields too) and not one with a subclass that is not closed (its methods run with that
  // subclass's instance for self).
  bool classes_judged_ = false;
  void JudgeClasses() {
    classes_judged_ = true;
    std::unordered_map<std::string, ScannedClass*> by_name;
    for (auto& [start, scanned] : scanned_classes_) {
      scanned.closed = scanned.plain && class_definitions_[scanned.name] == 1 &&
                       IdentifierCount(scanned.name) <= UsesAsClass(scanned.name);
      by_name[scanned.name] = &scanned;
    }
    for (bool changed = true; changed;) {
      changed = false;
      for (auto& [start, scanned] : scanned_classes_) {
        for (const auto& base : scanned.bases) {
          if (base == "object" || !scanned.closed) continue;
          auto defined = by_name.find(base);
          if (defined == by_name.end() || !defined->second->closed ||
              !ts_node_is_null(defined->second->dataclass)) {
            scanned.closed = false;
            changed = true;
          }
        }
      }
      for (auto& [start, scanned] : scanned_classes_) {
        if (scanned.closed) continue;
        for (const auto& base : scanned.bases) {
          auto defined = by_name.find(base);
          if (defined != by_name.end() && defined->second->closed) {
            defined->second->closed = false;
            changed = true;
          }
        }
      }
    }
  }

  // For a class decorated by what is spelled `dataclass`: whether that is dataclasses'
  // (not a function of the file's own that may return anything).
  bool IsDataclassesOwn(TSNode node, Scope* scope) {
    auto it = scanned_classes_.find(ts_node_start_byte(node));
    if (it == scanned_classes_.end() || ts_node_is_null(it->second.dataclass)) return true;
    TSNode decorator = it->second.dataclass;
    Value named = WithoutFacts([&] { return Eval(decorator, scope); });
    for (TSNode call : it->second.field_calls) {
      Value field = WithoutFacts([&] { return Eval(Child(call, Field::kFunction), scope); });
      if (!field.Is("dataclasses.field")) return false;
    }
    return named.Is("dataclasses.dataclass");
  }
  uint32_t UsesAsClass(std::string_view name) {
    if (!class_uses_) {
      class_uses_.emplace();
      for (TSNode place : class_places_) ++(*class_uses_)[Text(place)];
    }
    auto it = class_uses_->find(name);
    return it == class_uses_->end() ? 0 : it->second;
  }
  // Whether the text's words agree that the closed classes met so far are closed: no
  // word that sets attributes unseen, no use of a class's name the scan did not allow
  // (a string naming it: getattr(module, 'W'), '__main__.W').
  bool WordsAgree() {
    if (HasBreakingWords()) words_disagree_ = true;
    for (; words_checked_ < closed_names_.size() && !words_disagree_; ++words_checked_) {
      const std::string& name = closed_names_[words_checked_];
      words_disagree_ = Occurrences(name) > UsesAsClass(name);
    }
    return !words_disagree_;
  }

  // A method of a closed class: its first parameter is the instance (the class, for a
  // classmethod).
  void BindSelf(TSNode function, Scope* scope, Scope* inner) {
    if (!scope->is_class() || closed_class_walks_.empty() ||
        !closed_class_walks_.back().self_known) {
      return;
    }
    TSNode params = Child(function, Field::kParameters);
    if (ts_node_is_null(params) || ts_node_named_child_count(params) == 0) return;
    TSNode first = ts_node_named_child(params, 0);
    if (NodeType(first) == "typed_parameter") first = ts_node_named_child(first, 0);
    if (NodeType(first) != "identifier") return;
    // Only a plain method's, a @property's and a @classmethod's (whose first parameter is
    // the class or a subclass, closed too: a class with one has no flow into __init__,
    // since `cls(...)` calls it by another name).
    TSNode parent = ts_node_parent(function);
    Value self = Value::Unknown();
    self.own = Value::Own::kInstance;
    if (!ts_node_is_null(parent) && NodeType(parent) == "decorated_definition") {
      if (BuiltinDecorated(function, scope, "classmethod")) {
        self.own = Value::Own::kClass;
      } else if (!BuiltinDecorated(function, scope, "property")) {
        return;
      }
    }
    inner->Set(Ident(first), std::move(self));
  }

  // What `name` read from a closed class, an instance of one or its self holds: every
  // value the file stores under that name.
  Value OwnAttribute(const Value& object, const std::string& name) {
    if (!WordsAgree()) {
      // Answers given before, for a class met earlier, no longer stand.
      if (attributes_used_) attributes_doubtful_ = true;
      return Value::Unknown();
    }
    // Python sets __doc__, __module__, __dict__ and their kind itself (a class's docstring
    // is its __doc__): not what the file stores.
    if (name.size() > 4 && name.starts_with("__") && name.ends_with("__")) {
      return Value::Unknown();
    }
    attributes_used_ = true;
    // self.path(...), where `def path` is the only store under that name: that method,
    // whose call gives what it returns.
    if (object.own == Value::Own::kInstance) {
      auto stores = attribute_stores_.find(name);
      if (stores != attribute_stores_.end() && stores->second.size() == 1 &&
          ts_node_is_null(stores->second[0].value)) {
        auto method = method_values_.find(StoreKey(stores->second[0].target));
        if (method != method_values_.end()) {
          // Its first parameter is the object it was read from.
          auto [first, function] = method->second;
          Scope* bound = NewScope(function.body_scope);
          bound->Set(first, object);
          function.body_scope = bound;
          return function;
        }
      }
    }
    // A method taken off its class may be called with anything for self.
    if (object.own == Value::Own::kClass &&
        (plain_methods_.count(name) > 0 || property_names_.count(name) > 0)) {
      attributes_doubtful_ = true;
    }
    return StoredUnder(name, "none");
  }

  // Whether a call reads an attribute by a name not known (getattr(p, name) with name
  // built at run time): it may reach a parser's defaults, which ParsedOption trusts.
  static bool NamesComputed(const Facts& facts) {
    static constexpr std::string_view kGetters[] = {"getattr", "builtins.getattr",
                                                    "operator.attrgetter", "operator.methodcaller",
                                                    "inspect.getattr_static"};
    for (const auto& call : facts.calls) {
      for (const auto& callee : call.callees) {
        if (std::find(std::begin(kGetters), std::end(kGetters), callee) == std::end(kGetters)) {
          continue;
        }
        size_t at = callee.ends_with("getattr") || callee.ends_with("getattr_static") ? 1 : 0;
        if (call.as_value || call.args.size() <= at || !call.args[at].constant ||
            !call.args[at].is_string) {
          return true;
        }
      }
    }
    return false;
  }

  // Whether the facts show a way to set attributes, or reach a class, that the scan could
  // not see in the text: setattr or vars reached through another name, an attribute name
  // folded from parts, the program's own module imported, code run from a string.
  bool SetsAttributesUnseen(const Facts& facts) {
    if (!facts.embedded_code.empty()) return true;
    auto spelled = [&](ByteRange range, std::string_view word) {
      return CountWordIn(RangeText(range), word) > 0;
    };
    static constexpr std::string_view kSetters[] = {"dataclasses.replace",
                                                    "setattr",
                                                    "builtins.setattr",
                                                    "object.__setattr__",
                                                    "type.__setattr__",
                                                    "vars",
                                                    "builtins.vars",
                                                    "globals",
                                                    "locals",
                                                    "functools.update_wrapper",
                                                    "functools.wraps",
                                                    "copy.replace"};
    for (const auto& call : facts.calls) {
      if (!CodeStringsOf(call, Language::kPython).empty() ||
          !GuessedCodeStrings(call, Language::kPython).empty()) {
        return true;
      }
      for (const auto& callee : call.callees) {
        // methodcaller('save', v)(x), attrgetter('save')(x): a method whose calls bind its
        // parameters, called unseen (by a name not spelled there, or not known).
        if (!flowing_methods_.empty() &&
            (callee == "operator.methodcaller" || callee == "operator.attrgetter")) {
          const ArgFact* name = call.args.empty() ? nullptr : &call.args.front();
          if (name == nullptr || !name->constant || !name->is_string) return true;
          std::string_view dotted = *name->constant;  // attrgetter('a.save')
          std::string last(dotted.substr(dotted.rfind('.') + 1));
          if (flowing_methods_.count(last) > 0 && !spelled(call.range, last)) return true;
        }
        if (std::find(std::begin(kSetters), std::end(kSetters), callee) == std::end(kSetters)) {
          continue;
        }
        std::string_view last = std::string_view(callee).substr(callee.rfind('.') + 1);
        // Handed on as a value (partial(dataclasses.replace, ...)), or reached by another
        // name: its stores were not seen.
        if (call.as_value || !spelled(call.range, last)) return true;
      }
    }
    for (const auto& attribute : facts.attributes) {
      bool guarded = std::find(std::begin(kBreakingWords), std::end(kBreakingWords),
                               attribute.name) != std::end(kBreakingWords) ||
                     std::find(std::begin(kGuardedWords), std::end(kGuardedWords),
                               attribute.name) != std::end(kGuardedWords) ||
                     class_definitions_.count(attribute.name) > 0;
      if ((guarded || flowing_methods_.count(attribute.name) > 0) &&
          !spelled(attribute.range, attribute.name)) {
        return true;
      }
      // The builtin reached by a lookup (x.type is an attribute of x, counted apart).
      if (attribute.name == "type" && !RangeText(attribute.range).ends_with(".type")) return true;
    }
    return std::any_of(facts.imports.begin(), facts.imports.end(), [](const ImportFact& i) {
      return i.module.starts_with("__main__") || i.module.starts_with("unittest") ||
             i.module.starts_with("copyreg");
    });
  }
  std::string_view RangeText(ByteRange range) const {
    return source_.substr(range.start, range.end - range.start);
  }

  // --- binding -------------------------------------------------------------------------

  void Bind(Scope* scope, const std::string& name, Value value) {
    if (scope->IsDeclaredGlobal(name)) scope = ModuleScope(scope);
    // A listing kept under a name the file changes in place (`xs.append(p)`,
    // `xs[0:0] = [...]`): no longer only paths under its folder.
    // So is a list of the file's classes (one could be `object` now).
    if ((value.instance_of == kPathsUnder || value.instance_of == kWalkUnder ||
         value.instance_of == kFileSubclasses) &&
        ItemsChanged(name)) {
      value = Value::Unknown();
    }
    scope->Set(name, WithLaterWrites(name, std::move(value)));
  }

  // --- writes the walk meets too late (ResolverBase::WithLaterWrites) ---------------------

  // Before the walk: every assignment to a name some `global` or `nonlocal` statement
  // declares (a body run after the reads may rebind it, and an inner function's
  // `nonlocal` binds no scope the walk keeps), and each container changed in place
  // (`x[k] = v`, `x.a = v`, `del x[k]`, `x.update(..)`, `for x[k] in ..`) or handed on whole
  // (an argument, `y = x`, returned, an element), wherever that happens.
  // The nodes ScanLaterWrites looks at.
  enum class ScanKind {
    kOther,
    kDeclaration,  // global x, nonlocal x
    kAssignment,
    kLoopTarget,  // +=, for x in, [.. for x in ..]
    kWalrus,
    kTargets,  // with .. as x, except .. as x, del x
    kDefinition,
    kCall,
    kHandsOnItems,  // return x, yield x, [x], (x,), {x}, a, b
    kMatched,       // match x: a capture (`case c:`) is another name for x
    kCompared,      // a == b, a in b: a hook of the other operand's class may get it
    kPair,
    kLambda,
    kDefault,  // def f(c=cfg): the default is another name for cfg
    kMember,   // x.m: a mutator taken as a value
    kParameters,
  };
  static ScanKind ScanKindOf(std::string_view type) {
    static const std::unordered_map<std::string_view, ScanKind> kKinds = {
        {"global_statement", ScanKind::kDeclaration},
        {"nonlocal_statement", ScanKind::kDeclaration},
        {"assignment", ScanKind::kAssignment},
        {"augmented_assignment", ScanKind::kLoopTarget},
        {"for_statement", ScanKind::kLoopTarget},
        {"for_in_clause", ScanKind::kLoopTarget},
        {"named_expression", ScanKind::kWalrus},
        {"as_pattern_target", ScanKind::kTargets},
        {"delete_statement", ScanKind::kTargets},
        {"function_definition", ScanKind::kDefinition},
        {"class_definition", ScanKind::kDefinition},
        {"call", ScanKind::kCall},
        {"return_statement", ScanKind::kHandsOnItems},
        {"match_statement", ScanKind::kMatched},
        {"comparison_operator", ScanKind::kCompared},
        {"yield", ScanKind::kHandsOnItems},
        {"list", ScanKind::kHandsOnItems},
        {"list_comprehension", ScanKind::kHandsOnItems},  // [xs for _ in r]: xs kept
        {"set_comprehension", ScanKind::kHandsOnItems},
        {"generator_expression", ScanKind::kHandsOnItems},
        {"tuple", ScanKind::kHandsOnItems},
        {"set", ScanKind::kHandsOnItems},
        {"expression_list", ScanKind::kHandsOnItems},
        {"pair", ScanKind::kPair},
        {"lambda", ScanKind::kLambda},
        {"default_parameter", ScanKind::kDefault},
        {"typed_default_parameter", ScanKind::kDefault},
        {"attribute", ScanKind::kMember},
        {"parameters", ScanKind::kParameters},
        {"lambda_parameters", ScanKind::kParameters},
    };
    auto it = kKinds.find(type);
    return it == kKinds.end() ? ScanKind::kOther : it->second;
  }
  KindsBySymbol<ScanKind> scan_kinds_{ScanKindOf};

  void ScanLaterWrites(TSNode root) {
    std::set<std::string> declared;
    std::vector<std::pair<std::string, TSNode>> assigned;
    auto opens_body = [](ScanKind kind) {
      return kind == ScanKind::kDefinition || kind == ScanKind::kLambda;
    };
    bool whole = true;         // the budget let the scan see every node
    TSNode called_function{};  // the function of the last call entered
    std::unordered_set<std::string> parameter_names;
    std::vector<HelperArgument> helper_arguments;
    std::unordered_map<std::string, std::vector<TSNode>> definitions;  // functions by name
    std::unordered_map<std::string, uint32_t> bare_calls;         // calls of a bare name, by name
    std::unordered_map<std::string_view, uint32_t> parser_calls;  // x.parse_args(...) calls
    std::vector<TSNode> returned;                 // `return cfg`, `return df, cfg`: the names
    std::unordered_set<uintptr_t> return_tuples;  // the `a, b` of `return a, b`
    std::vector<TSNode> compared;  // comparisons, judged once the file's words are counted
    // Displays given to a call that only consumes them (print({"c": cfg})), by node, and
    // the consumer's name; `reading`: those the scan is inside, innermost last.
    std::unordered_map<uintptr_t, std::string> consumed;
    std::vector<std::pair<uintptr_t, std::string>> reading;
    auto enter = [&](TSNode node) {
      if (!ScanStep(node)) return whole = false;
      CountNode(node);
      NoteScanned(node);
      if (!consumed.empty()) {
        if (auto it = consumed.find(NodeKey(node)); it != consumed.end()) {
          reading.emplace_back(it->first, it->second);
        }
      }
      ScanKind kind = scan_kinds_.Of(node);
      if (opens_body(kind)) ++scan_bodies_;
      if (loops_.Of(node)) ++scan_loops_;
      if (NodeType(node) == "class_definition") NoteClass(node);
      ScanOwnAttributes(node);
      switch (kind) {
        case ScanKind::kOther:
        case ScanKind::kLambda:  // (lambda: xs)() is xs
          HandedOn(Child(node, Field::kBody));
          break;
        case ScanKind::kDeclaration:
          ForEachNamedChild(node, [&](TSNode name) {
            if (NodeType(name) == "identifier") declared.insert(Ident(name));
          });
          break;
        case ScanKind::kAssignment: {
          TSNode right = Child(node, Field::kRight);
          while (!ts_node_is_null(right) && NodeType(right) == "assignment") {
            right = Child(right, Field::kRight);  // a = b = v: each target gets v
          }
          HandedOn(right);
          ScanTarget(Child(node, Field::kLeft), right, assigned, 0);
          ScanNamespaceStore(Child(node, Field::kLeft), right);
          break;
        }
        case ScanKind::kLoopTarget:
          ScanTarget(Child(node, Field::kLeft), TSNode{}, assigned, 0);
          if (NodeType(node) == "augmented_assignment") AugmentedInPlace(node);
          // d |= other in a loop or a body changes d in place.
          if (NodeType(node) == "augmented_assignment" &&
              Text(Child(node, Field::kOperator)) == "|=" &&
              (scan_bodies_ > 0 || scan_loops_ > 0)) {
            HandedOn(Child(node, Field::kLeft));
          }
          break;
        case ScanKind::kWalrus: {
          TSNode value = Child(node, Field::kValue);
          HandedOn(value);
          ScanTarget(Child(node, Field::kName), value, assigned, 0);
          break;
        }
        case ScanKind::kTargets: ScanTarget(node, TSNode{}, assigned, 0); break;
        case ScanKind::kDefinition:
          ScanTarget(Child(node, Field::kName), TSNode{}, assigned, 0);
          if (NodeType(node) == "function_definition") {
            definitions[Ident(Child(node, Field::kName))].push_back(node);
          }
          break;
        case ScanKind::kCall: {
          TSNode function = Child(node, Field::kFunction);
          called_function = function;
          if (NodeType(function) == "identifier") ++bare_calls[Ident(function)];
          if (NodeType(function) == "attribute") {
            std::string_view method = Text(Child(function, Field::kAttribute));
            if (method == "parse_args" || method == "parse_known_args") ++parser_calls[method];
          }
          if (NodeType(function) == "attribute" &&
              IsMutator(Text(Child(function, Field::kAttribute))) &&
              !IsSuperCall(Child(function, Field::kObject))) {
            ItemsChangedAt(Child(function, Field::kObject));
            NoteAliasStore(ChainBase(Child(function, Field::kObject), "subscript", Field::kValue,
                                     "attribute"));
            ScanNamespaceCall(node);
          }
          // print(cfg), json.dump(cfg, f) read it, unless the file binds `print` or
          // `json` to something else (decided after the scan).
          HelperCall(node, function, ReadsOnly(Text(function)) && PlainReaderCall(node),
                     helper_arguments);
          NoteConsumedDisplays(node, function, consumed);
          // list.append(x, v), operator.setitem(x, k, v), random.shuffle(x): the first
          // argument changes in place, an item of another container too.
          if (MutatesFirstArgument(function)) {
            TSNode first = ts_node_named_child(Child(node, Field::kArguments), 0);
            if (!ts_node_is_null(first) && NodeType(first) != "keyword_argument") {
              ItemsChangedUnder(first, "subscript", Field::kValue, "attribute");
              NoteAliasStore(ChainBase(first, "subscript", Field::kValue, "attribute"));
            }
          }
          break;
        }
        case ScanKind::kHandsOnItems: {
          // `return x`, `return a, x`: judged once the scan has counted the calls. (The
          // return's tuple is noted where the return is entered: a node's parent is a
          // walk down from the root in tree-sitter.)
          const bool returns = NodeType(node) == "return_statement";
          if (returns) {
            TSNode tuple = ts_node_named_child(node, 0);  // none for a bare `return`
            std::string_view type = ts_node_is_null(tuple) ? "" : NodeType(tuple);
            if (type == "expression_list" || type == "tuple") return_tuples.insert(NodeKey(tuple));
          }
          const bool returned_items = returns || return_tuples.count(NodeKey(node)) > 0;
          ForEachNamedChild(node, [&](TSNode item) {
            if (returned_items && NodeType(item) == "identifier") {
              returned.push_back(item);
            } else {
              HandedOnOrRead(item, reading, helper_arguments);
            }
          });
          break;
        }
        case ScanKind::kPair:
          HandedOnOrRead(Child(node, Field::kValue), reading, helper_arguments);
          break;
        case ScanKind::kCompared: compared.push_back(node); break;
        case ScanKind::kMatched:  // each subject, before the body
          ForEachNamedChild(node, [&](TSNode part) {
            if (NodeType(part) != "block" && NodeType(part) != "comment") HandedOn(part);
          });
          break;
        case ScanKind::kDefault: HandedOn(Child(node, Field::kValue)); break;
        case ScanKind::kParameters:  // bound to what calls pass: not a display of the file
          ForEachNode(node, [&](TSNode part) {
            if (NodeType(part) == "identifier") parameter_names.insert(Ident(part));
          });
          break;
        case ScanKind::kMember: {
          // add = xs.append, called later by another name; (a or xs).append(v),
          // globals()['xs'].append(v): the walk sees only a call on a name where it runs.
          bool called = ts_node_eq(node, called_function);  // its call was entered just before
          TSNode object = Child(node, Field::kObject);
          if ((!called || NodeType(object) != "identifier") &&
              IsMutator(Text(Child(node, Field::kAttribute))) && !IsSuperCall(object)) {
            ItemsChangedUnder(object, "subscript", Field::kValue, "attribute");
            NoteAliasStore(ChainBase(object, "subscript", Field::kValue, "attribute"));
          }
          break;
        }
      }
      return true;
    };
    auto leave = [&](TSNode node) {
      if (ts_node_symbol(node) == type_symbol_) --in_annotation_;
      if (opens_body(scan_kinds_.Of(node))) --scan_bodies_;
      if (loops_.Of(node)) --scan_loops_;
      if (!reading.empty() && reading.back().first == NodeKey(node)) reading.pop_back();
    };
    WalkTree(root, enter, leave);
    if (whole) CountsComplete();
    if (!whole) attributes_doubtful_ = true;
    std::unordered_set<std::string> bound_here(parameter_names);
    for (const auto& [name, value] : assigned) bound_here.insert(name);
    for (const auto& [name, defined] : definitions) bound_here.insert(name);
    // A builtin that only reads is one: its name is never bound here (only ever called);
    // a module's or a method's (json.dump, sep.join), when its first name is bound here
    // by no assignment, definition or parameter (`class json:`, `json = ns` would make
    // it the file's).
    auto trusted = [&](std::string_view function) {
      // parser.parse_args(argv) copies argv: argparse's, when every use of the word in
      // the file is such a call (no class of the file has a method of that name).
      const std::string_view method = function.substr(function.rfind('.') + 1);
      if (method == "parse_args" || method == "parse_known_args") {
        auto calls = parser_calls.find(method);
        return calls != parser_calls.end() && Occurrences(method) == calls->second;
      }
      // (`globals()['len'] = f`, `vars()['json'] = ns` bind the name too.)
      const size_t dot = function.find('.');
      const std::string first(function.substr(0, dot));
      if (RebindsLater(first)) return false;
      if ((first == "isinstance" || first == "issubclass") && OperatorHooks()) return false;
      if (dot != std::string_view::npos) return !bound_here.contains(first);
      auto calls = bare_calls.find(first);
      return calls != bare_calls.end() && IdentifierCount(first) == calls->second;
    };
    ReadOnlyParameters read_only(*this, definitions, bare_calls, trusted);
    if (whole && !compared.empty() && OperatorHooks()) {
      for (TSNode comparison : compared) HandOnCompared(comparison);
    }
    // A function's own new container, returned: each call makes another, so what the
    // caller does with it changes no name of the function's.
    for (TSNode item : returned) {
      if (!whole || ts_node_is_null(EnclosingFunction(item)) ||
          !ReturnsFreshContainer(item, bare_calls)) {
        HandedOn(item);
      }
    }
    for (const auto& helper : helper_arguments) {
      if (!whole) {
        HandedOn(helper.value);
        continue;
      }
      if (helper.builtin_reader && trusted(helper.function)) continue;
      if (!read_only.Reads(helper)) HandedOn(helper.value);
    }
    for (auto& [start, scanned] : scanned_classes_) {
      if (!ts_node_is_null(scanned.dataclass)) DataclassStores(scanned);
    }
    // Names bound only to displays of the file (`jobs = [...]`): a store into one of
    // their items is not through an alias (DecideNestedOpen).
    std::unordered_map<std::string, bool> display_only;
    for (const auto& [name, value] : assigned) {
      bool display = !ts_node_is_null(value) && HoldsNoSharedContainer(value);
      auto [it, fresh] = display_only.try_emplace(name, display);
      if (!fresh) it->second = it->second && display;
    }
    DecideNestedOpen([&](const std::string& name) {
      auto it = display_only.find(name);
      return it != display_only.end() && it->second && parameter_names.count(name) == 0;
    });
    for (auto& [name, value] : assigned) {
      if (declared.count(name) > 0) NoteRebind(std::move(name), value);
    }
  }
  // `x += v`, `x |= v` (and &=, ^=, -=, *=) change a list, dict or set in place: through
  // an alias, or an item of another container, unseen by the walk. Not for a right side
  // that is a number or a string (a counter, a text), which no container takes so.
  void AugmentedInPlace(TSNode node) {
    static constexpr std::string_view kInPlace[] = {"+=", "|=", "&=", "^=", "-=", "*="};
    std::string_view op = Text(Child(node, Field::kOperator));
    if (std::find(std::begin(kInPlace), std::end(kInPlace), op) == std::end(kInPlace)) return;
    std::string_view right = NodeType(Child(node, Field::kRight));
    if (right == "integer" || right == "float" || right == "string" ||
        right == "concatenated_string") {
      return;
    }
    TSNode left = Child(node, Field::kLeft);
    if (NodeType(left) == "subscript" || NodeType(left) == "attribute") {
      ItemsChangedUnder(left, "subscript", Field::kValue, "attribute");
    }
    NoteAliasStore(ChainBase(left, "subscript", Field::kValue, "attribute"));
  }
  // A call that changes its first argument in place: a mutator read off a class
  // (list.append(x, v)), operator's in-place functions, the library's shufflers and heaps.
  bool MutatesFirstArgument(TSNode function) const {
    std::string_view text = Text(function);
    static constexpr std::string_view kMutating[] = {"operator.setitem",
                                                     "operator.delitem",
                                                     "operator.iadd",
                                                     "operator.ior",
                                                     "operator.iand",
                                                     "operator.isub",
                                                     "operator.ixor",
                                                     "operator.imul",
                                                     "operator.iconcat",
                                                     "random.shuffle",
                                                     "heapq.heappush",
                                                     "heapq.heappop",
                                                     "heapq.heapify",
                                                     "heapq.heapreplace",
                                                     "heapq.heappushpop",
                                                     "bisect.insort",
                                                     "bisect.insort_left",
                                                     "bisect.insort_right",
                                                     "setitem",
                                                     "delitem",
                                                     "shuffle",
                                                     "heappush",
                                                     "heapify",
                                                     "insort"};
    if (std::find(std::begin(kMutating), std::end(kMutating), text) != std::end(kMutating)) {
      return true;
    }
    if (NodeType(function) != "attribute") return false;
    std::string_view owner = Text(Child(function, Field::kObject));
    static constexpr std::string_view kBuiltinTypes[] = {
        "list", "dict", "set", "bytearray", "collections.deque", "deque"};
    return std::find(std::begin(kBuiltinTypes), std::end(kBuiltinTypes), owner) !=
               std::end(kBuiltinTypes) &&
           Text(Child(function, Field::kAttribute)) != "fromkeys";
  }
  // super() (super().__init__(...) initialises the object, no container).
  bool IsSuperCall(TSNode node) const {
    return NodeType(node) == "call" && Text(Child(node, Field::kFunction)) == "super";
  }
  // --- stores through the module's namespace dict ---------------------------------------
  // `globals()['BASE'] = v`, `globals().update(BASE=v)`, `vars()`/`locals()` at module
  // level: BASE rebound, where the walk cannot order it (a body run later, a generator
  // consumed later may read it). The scan notes each such store spelled out with a
  // constant name as a write of the name (NoteRebind); the walk refuses any other store
  // into the namespace (through an alias, by a computed name) as a lookup not resolved.
  bool SpellsNamespace(TSNode node) const {
    if (ts_node_is_null(node) || NodeType(node) != "call") return false;
    TSNode function = Child(node, Field::kFunction);
    std::string_view name = NodeType(function) == "identifier" ? Text(function) : "";
    TSNode args = Child(node, Field::kArguments);
    return (name == "globals" || name == "locals" || name == "vars") && !ts_node_is_null(args) &&
           ts_node_named_child_count(args) == 0;
  }
  void ScanNamespaceStore(TSNode target, TSNode value) {
    if (NodeType(target) != "subscript" || !SpellsNamespace(Child(target, Field::kValue))) return;
    Value key = FoldLiteral(Child(target, Field::kSubscript));
    if (!key.IsString()) return;
    NoteRebind(key.constant, value);
    namespace_stores_.insert(StoreKey(target));
  }
  void ScanNamespaceCall(TSNode call) {
    TSNode function = Child(call, Field::kFunction);
    if (!SpellsNamespace(Child(function, Field::kObject))) return;
    std::string_view method = Text(Child(function, Field::kAttribute));
    TSNode args = Child(call, Field::kArguments);
    std::vector<std::pair<std::string, TSNode>> stores;
    bool whole = true;
    if (method == "update") {
      ForEachNamedChild(args, [&](TSNode arg) {
        if (NodeType(arg) == "keyword_argument") {
          stores.emplace_back(Ident(Child(arg, Field::kName)), Child(arg, Field::kValue));
        } else if (NodeType(arg) == "dictionary") {
          ForEachNamedChild(arg, [&](TSNode pair) {
            Value key =
                NodeType(pair) == "pair" ? FoldLiteral(Child(pair, Field::kKey)) : Value::Unknown();
            if (key.IsString()) {
              stores.emplace_back(key.constant, Child(pair, Field::kValue));
            } else if (NodeType(pair) != "comment") {
              whole = false;
            }
          });
        } else if (NodeType(arg) != "comment") {
          whole = false;
        }
      });
    } else if (method == "__setitem__" || method == "setdefault") {
      TSNode name = ts_node_named_child(args, 0);
      Value key = ts_node_is_null(name) ? Value::Unknown() : FoldLiteral(name);
      TSNode value = ts_node_named_child(args, 1);
      whole = key.IsString() && !ts_node_is_null(value) && ts_node_named_child_count(args) == 2;
      if (whole) stores.emplace_back(key.constant, value);
    } else {
      whole = false;  // pop, clear, __delitem__: a builtin shows through
    }
    if (!whole) return;
    for (auto& [name, value] : stores) NoteRebind(std::move(name), value);
    namespace_stores_.insert(StoreKey(call));
  }
  // In the walk: a store into the namespace the scan did not note is refused.
  void CheckNamespaceStore(TSNode node, const Value& target) {
    if (target.kind != Value::Kind::kGlobals || namespace_stores_.count(StoreKey(node)) > 0) return;
    AddUnresolved(node, UnresolvedKind::kLookup,
                  "the module's names are changed through its namespace dict in a way cordon "
                  "cannot follow (only `globals()['NAME'] = value` and "
                  "`globals().update(NAME=value)`, spelled so, are)");
  }

  // The imports of modules named by `named` (a string, one of several, a list of strings)
  // for `how` (a call that imports them); help(obj) of anything but a string names none.
  void ImportsNamedBy(TSNode node, const Value& named, std::string_view how) {
    std::vector<std::string> chain{"`" + std::string(how) + "` imports the modules it is named"};
    if (named.IsString()) {
      AddImport(node, named.constant, chain);
    } else if (named.kind == Value::Kind::kOneOf) {
      for (const auto& module : named.one_of) AddImport(node, module, chain);
    } else if (auto items = StringItems(named)) {
      for (const auto& module : *items) AddImport(node, module, chain);
    } else if (how != "help") {
      AddUnresolved(node, UnresolvedKind::kImport,
                    "the modules `" + std::string(how) + "` imports are named at run time");
    }
  }

  // What d.update(...) leaves in a known dict d: its positional mapping's and keyword
  // arguments' entries, when every one is known (no **spread).
  static std::optional<Value> Updated(const Value& dict, const EvaluatedArgs& args) {
    if (args.after_spread || args.values.size() > 1) return std::nullopt;
    std::vector<const Value*> sources;
    if (!args.values.empty()) sources.push_back(&args.values.front());
    DisplayItems keywords;
    for (const auto& arg : args.facts) {
      if (arg.keyword) keywords.AddEntry(*arg.keyword, ValueFromArg(arg));
    }
    Value by_keyword = keywords.Mapping();
    sources.push_back(&by_keyword);
    return MergedMapping(dict, sources);
  }

  // What xs.sort() or xs.reverse() leaves in a known list of constant strings: the same
  // texts, each item any one of them.
  static std::optional<Value> Reordered(const Value& list) {
    auto texts = StringItems(list);
    if (!texts) return std::nullopt;
    std::vector<std::string> each = *texts;
    std::sort(each.begin(), each.end());
    each.erase(std::unique(each.begin(), each.end()), each.end());
    Value item = each.size() == 1 ? Value::String(each.front()) : Value::Of(Value::Kind::kOneOf);
    if (each.size() > 1) {
      item.one_of = each;
      item.is_string = true;
    }
    item.chain.push_back("the list is reordered in place, so each item may be any of its texts");
    return Value::Sequence(std::vector<Value>(texts->size(), item));
  }

  // Whether a display holds only containers made there: items that are constants,
  // names (handed on: their own items are open) or such displays. Not a splat
  // (`{**DEFAULTS}` shares DEFAULTS' nested containers), an item read out of another
  // (`S['x']`, `obj.cfg`, a call's result) or a comprehension (whose items are another's).
  bool HoldsNoSharedContainer(TSNode display) const {
    return OnlyOwnContainers(display,
                             {"string", "concatenated_string", "integer", "float", "true", "false",
                              "none", "identifier", "unary_operator", "comment"},
                             {"dictionary", "list", "set", "tuple"});
  }

  // Whether a class of the file may hook what Python calls with another object: the
  // comparisons (`d == Probe()` runs Probe.__eq__(d) when d's own says nothing), `in`
  // (`d in Box()` is Box.__contains__(d)), isinstance and issubclass (a metaclass's
  // __instancecheck__); or some word may make such a class unseen.
  bool OperatorHooks() {
    if (!operator_hooks_) {
      static constexpr std::string_view kHooks[] = {
          "__eq__",           "__ne__", "__lt__",       "__le__",
          "__gt__",           "__ge__", "__contains__", "__instancecheck__",
          "__subclasscheck__"};
      bool hooks = HasBreakingWords();
      for (auto word : kHooks) hooks = hooks || Occurrences(word) > 0;
      operator_hooks_ = hooks;
    }
    return *operator_hooks_;
  }
  // A comparison's operands that a hook may get: the left of `in`/`not in` (the right's
  // __contains__ gets it), and for the others each name compared with anything but a
  // constant (whose own comparison is str's or int's).
  void HandOnCompared(TSNode comparison) {
    std::vector<TSNode> operands;
    std::vector<std::string> operators;  // between operands i and i + 1 (`not in`: both)
    for (uint32_t i = 0; i < ts_node_child_count(comparison); ++i) {
      TSNode child = ts_node_child(comparison, i);
      if (ts_node_is_named(child)) {
        if (NodeType(child) == "comment") continue;
        operands.push_back(child);
        operators.emplace_back();
      } else if (!operators.empty()) {
        operators.back() += (operators.back().empty() ? "" : " ") + std::string(Text(child));
      }
    }
    static constexpr std::string_view kConstants[] = {
        "string", "integer", "float", "true", "false", "none", "concatenated_string"};
    auto constant = [&](TSNode node) {
      return std::find(std::begin(kConstants), std::end(kConstants), NodeType(node)) !=
             std::end(kConstants);
    };
    for (size_t i = 0; i + 1 < operands.size(); ++i) {
      const std::string& op = operators[i];
      if (op == "is" || op == "is not") continue;
      if (op == "in" || op == "not in") {
        HandedOn(operands[i]);
        continue;
      }
      if (!constant(operands[i + 1])) HandedOn(operands[i]);
      if (!constant(operands[i])) HandedOn(operands[i + 1]);
    }
  }
  // Whether a call of a reader gives it nothing of the file's to run on what it reads:
  // no `key=` (sorted, min) but a lambda (whose body the scan reads), no `cls=` (json's
  // encoder gets the object whole) or hook, no `**` arguments that may hold them (but
  // dict's, which are entries).
  bool PlainReaderCall(TSNode call) const {
    const bool dict = Text(Child(call, Field::kFunction)) == "dict";
    bool plain = true;
    ForEachNamedChild(Child(call, Field::kArguments), [&](TSNode arg) {
      std::string_view type = NodeType(arg);
      if (type == "dictionary_splat" && !dict) plain = false;
      if (type != "keyword_argument") return;
      std::string_view name = Text(Child(arg, Field::kName));
      if (name == "key" && NodeType(Child(arg, Field::kValue)) == "lambda") return;
      plain = plain && name != "key" && name != "cls" && !name.ends_with("hook");
    });
    return plain;
  }

  TSNode EnclosingFunction(TSNode node) const {
    for (TSNode up = ts_node_parent(node); !ts_node_is_null(up); up = ts_node_parent(up)) {
      std::string_view type = NodeType(up);
      if (type == "function_definition") return up;
      if (type == "lambda" || type == "class_definition") return TSNode{};
    }
    return TSNode{};
  }
  // Whether the name a function returns at `item` is a container the function makes anew
  // each call: bound in its body only by assignments of a display or of dict()/list()/
  // set() (builtins the file never binds), not a parameter, global or nonlocal, not read
  // by a function, lambda, class or generator inside it (which could outlive the call
  // and see what the caller changes).
  bool ReturnsFreshContainer(TSNode item,
                             const std::unordered_map<std::string, uint32_t>& bare_calls) {
    TSNode function = EnclosingFunction(item);
    const std::string name = Ident(item);
    auto [known, fresh] = fresh_returns_.try_emplace({NodeKey(function), name}, false);
    if (!fresh) return known->second;
    bool ok = true;
    ForEachNode(Child(function, Field::kParameters), [&](TSNode node) {
      ok = ok && !(NodeType(node) == "identifier" && Ident(node) == name);
    });
    bool bound = false;
    auto builtin_call = [&](TSNode value) {
      if (NodeType(value) != "call") return false;
      TSNode callee = Child(value, Field::kFunction);
      std::string called(Text(callee));
      if (NodeType(callee) != "identifier" ||
          (called != "dict" && called != "list" && called != "set")) {
        return false;
      }
      auto calls = bare_calls.find(called);
      return calls != bare_calls.end() && IdentifierCount(called) == calls->second;
    };
    static constexpr std::string_view kDisplays[] = {
        "dictionary",       "list", "set", "dictionary_comprehension", "list_comprehension",
        "set_comprehension"};
    // One walk down the body with the path to each node (ts_node_parent is itself a walk
    // down from the root): `ancestors` from the function, `nested` of them a scope.
    auto opens_scope = [](std::string_view type) {
      return type == "function_definition" || type == "lambda" || type == "class_definition" ||
             type == "generator_expression";
    };
    std::vector<TSNode> ancestors{function};
    int nested = 0;
    auto use = [&](TSNode node) {
      if (NodeType(node) != "identifier" || Ident(node) != name) return;
      TSNode parent = ancestors.back();
      std::string_view type = NodeType(parent);
      // Not a use of the name: an attribute's or a keyword's.
      if ((type == "attribute" && ts_node_eq(Child(parent, Field::kAttribute), node)) ||
          (type == "keyword_argument" && ts_node_eq(Child(parent, Field::kName), node))) {
        return;
      }
      ok = nested == 0;
      if (type == "assignment" && ts_node_eq(Child(parent, Field::kLeft), node)) {
        TSNode value = Child(parent, Field::kRight);
        ok = ok && !ts_node_is_null(value) &&
             (std::find(std::begin(kDisplays), std::end(kDisplays), NodeType(value)) !=
                  std::end(kDisplays) ||
              builtin_call(value));
        bound = true;
        return;
      }
      // Any other binding: a loop's or `with`'s target, `:=`, a pattern, `del`, `+=`.
      static constexpr std::string_view kReads[] = {"subscript",
                                                    "call",
                                                    "argument_list",
                                                    "comparison_operator",
                                                    "return_statement",
                                                    "expression_list",
                                                    "binary_operator",
                                                    "boolean_operator",
                                                    "not_operator",
                                                    "if_statement",
                                                    "elif_clause",
                                                    "while_statement",
                                                    "conditional_expression",
                                                    "interpolation",
                                                    "pair",
                                                    "expression_statement",
                                                    "tuple",
                                                    "list",
                                                    "set",
                                                    "parenthesized_expression",
                                                    "attribute",
                                                    "for_in_clause",
                                                    "for_statement",
                                                    "assert_statement",
                                                    "unary_operator",
                                                    "keyword_argument",
                                                    "dictionary_splat",
                                                    "list_splat"};
      if (std::find(std::begin(kReads), std::end(kReads), type) == std::end(kReads)) {
        ok = false;
        return;
      }
      // A loop's target, a comprehension's variable: bound, not read.
      if ((type == "for_statement" || type == "for_in_clause") &&
          ts_node_eq(Child(parent, Field::kLeft), node)) {
        ok = false;
      }
    };
    WalkTree(
        Child(function, Field::kBody),
        [&](TSNode node) {
          use(node);
          ancestors.push_back(node);
          if (opens_scope(NodeType(node))) ++nested;
          return ok;
        },
        [&](TSNode node) {
          if (opens_scope(NodeType(node))) --nested;
          ancestors.pop_back();
        });
    known->second = ok && bound;
    return known->second;
  }
  std::map<std::pair<uintptr_t, std::string>, bool> fresh_returns_;
  std::optional<bool> operator_hooks_;  // OperatorHooks, once
  const std::unordered_set<std::string>* code_words_;

  // A name given whole to something that may keep or change it, or one an expression
  // may give: `a if c else b`, `a or b`, `(a)`,
  // `(x := a)` are a or b (`alias = cfg if c else None` then `alias["out"] = v`).
  void HandedOn(TSNode value) {
    std::vector<TSNode> pending{value};
    while (!pending.empty()) {
      TSNode node = pending.back();
      pending.pop_back();
      if (ts_node_is_null(node)) continue;
      std::string_view type = NodeType(node);
      if (type == "identifier") {
        NoteItemsChanged(Ident(node));
      } else if (type == "conditional_expression" && ts_node_named_child_count(node) == 3) {
        pending.push_back(ts_node_named_child(node, 0));
        pending.push_back(ts_node_named_child(node, 2));
      } else if (type == "boolean_operator") {
        pending.push_back(Child(node, Field::kLeft));
        pending.push_back(Child(node, Field::kRight));
      } else if (type == "parenthesized_expression" && ts_node_named_child_count(node) == 1) {
        pending.push_back(ts_node_named_child(node, 0));
      } else if (type == "named_expression") {
        pending.push_back(Child(node, Field::kValue));
      }
    }
  }

  // --- Helpers that only read what they are given ----------------------------------------
  // A name given to a function of the file by its own name (`flag_row(r, config)`), at a
  // parameter the function's body only reads, is not handed on: decided once the whole
  // file is scanned (ReadOnlyParameters), since the function may be defined below.
  struct HelperArgument {
    std::string function;
    bool builtin_reader = false;  // a name ReadsOnly lists (print, sorted, len)
    size_t position = 0;          // a positional argument's place, when `keyword` is empty
    std::string keyword;
    TSNode value{};
  };
  // A call's arguments, in the scan: those given to a function by its bare name wait in
  // `helpers`; the rest are handed on. After `*xs` no place is known.
  void HelperCall(TSNode call, TSNode function, bool builtin_reader,
                  std::vector<HelperArgument>& helpers) {
    TSNode arguments = Child(call, Field::kArguments);
    // A reader by a dotted name (json.dump) waits too, by that name; its arguments have
    // no parameter to land in (only its first name's binding is judged).
    const bool by_name = (NodeType(function) == "identifier" || builtin_reader) &&
                         NodeType(arguments) == "argument_list";
    std::string name = !by_name                             ? std::string()
                       : NodeType(function) == "identifier" ? Ident(function)
                                                            : std::string(Text(function));
    size_t position = 0;
    bool placed = by_name;
    ForEachNamedChild(arguments, [&](TSNode arg) {
      std::string_view type = NodeType(arg);
      if (type == "comment") return;
      if (type == "keyword_argument") {
        TSNode value = Child(arg, Field::kValue);
        if (by_name && NodeType(value) == "identifier") {
          helpers.push_back({name, builtin_reader, 0, Ident(Child(arg, Field::kName)), value});
        } else {
          HandedOn(value);
        }
        return;
      }
      if (type == "list_splat" || type == "dictionary_splat") placed = false;
      if (placed && type == "identifier") {
        helpers.push_back({name, builtin_reader, position, "", arg});
      } else {
        HandedOn(arg);
      }
      ++position;
    });
  }

  // A display's item, in the scan: handed on, unless the display is given to a call that
  // only consumes it (`reading`, innermost last), whose name is decided after the scan.
  void HandedOnOrRead(TSNode item, const std::vector<std::pair<uintptr_t, std::string>>& reading,
                      std::vector<HelperArgument>& helpers) {
    if (reading.empty() || ts_node_is_null(item) || NodeType(item) != "identifier") {
      return HandedOn(item);
    }
    const std::string& consumer = reading.back().second;
    helpers.push_back({consumer, true, std::numeric_limits<size_t>::max(), "", item});
  }
  // The displays a call gives to a consumer: it makes nothing that keeps their items, so
  // what is inside them is only read (print, json.dump; not dict() or sorted(), whose
  // results hold the very items).
  void NoteConsumedDisplays(TSNode call, TSNode function,
                            std::unordered_map<uintptr_t, std::string>& consumed) {
    static constexpr std::string_view kConsumers[] = {
        "print", "len", "str",        "repr",      "format",        "hash",
        "bool",  "id",  "json.dumps", "json.dump", "pprint.pprint", "pprint.pformat"};
    std::string_view text = Text(function);
    if (std::find(std::begin(kConsumers), std::end(kConsumers), text) == std::end(kConsumers) ||
        !PlainReaderCall(call)) {
      return;
    }
    static constexpr std::string_view kDisplays[] = {"dictionary",
                                                     "list",
                                                     "tuple",
                                                     "set",
                                                     "list_comprehension",
                                                     "set_comprehension",
                                                     "dictionary_comprehension",
                                                     "generator_expression"};
    ForEachNamedChild(Child(call, Field::kArguments), [&](TSNode arg) {
      if (NodeType(arg) == "keyword_argument") arg = Child(arg, Field::kValue);
      if (std::find(std::begin(kDisplays), std::end(kDisplays), NodeType(arg)) !=
          std::end(kDisplays)) {
        consumed.emplace(NodeKey(arg), std::string(text));
      }
    });
  }

  // Which parameters of the file's functions their bodies only read: every use of the
  // name reads an item or attribute (`cfg["k"]`, `cfg.k`, `cfg.get("k")`), compares it,
  // loops over it, or gives it whole to a builtin that only reads (print, len, sorted).
  // Only for a function defined once, undecorated, whose name is used nowhere but in its
  // definition and calls by that name (no alias may call it otherwise), and whose body
  // names nothing that reaches variables unspelled (exec, locals, getattr, frames).
  class ReadOnlyParameters {
   public:
    // `calls`: how often each name is called as a bare name.
    // `trusted(f)`: whether a reader by the text f (print, json.dump) is the one ReadsOnly
    // means, not something of the file's under its name.
    ReadOnlyParameters(PythonResolver& r,
                       const std::unordered_map<std::string, std::vector<TSNode>>& definitions,
                       const std::unordered_map<std::string, uint32_t>& calls,
                       std::function<bool(std::string_view)> trusted)
        : r_(r), definitions_(definitions), calls_(calls), trusted_(std::move(trusted)) {}

    bool Reads(const HelperArgument& helper) {
      auto found = definitions_.find(helper.function);
      if (found == definitions_.end() || found->second.size() != 1) return false;
      TSNode definition = found->second.front();
      std::string parameter = ParameterAt(definition, helper);
      if (parameter.empty()) return false;
      auto [it, fresh] = decided_.try_emplace({NodeKey(definition), parameter}, false);
      if (fresh) it->second = Callable(definition) && OnlyRead(definition, parameter);
      return it->second;
    }

   private:
    // Called only by its name, as defined (not decorated, not rebound, not aliased).
    bool Callable(TSNode definition) {
      TSNode parent = ts_node_parent(definition);
      if (!ts_node_is_null(parent) && NodeType(parent) == "decorated_definition") return false;
      std::string name = r_.Ident(r_.Child(definition, Field::kName));
      // Each use of the name other than its definition must be a call of it.
      auto calls = calls_.find(name);
      return calls != calls_.end() && r_.Occurrences(name) == calls->second + 1;
    }

    // The parameter an argument lands in: by keyword, or by place before any `*`.
    std::string ParameterAt(TSNode definition, const HelperArgument& helper) {
      auto [it, fresh] = parameters_.try_emplace(NodeKey(definition));
      Parameters& known = it->second;
      if (fresh) {
        bool positional = true;  // until `*`, `*args`: later ones take keywords only
        ForEachNamedChild(r_.Child(definition, Field::kParameters), [&](TSNode param) {
          std::string_view type = NodeType(param);
          if (type == "comment") return;
          if (type == "positional_separator") {  // those before `/` take no keyword
            known.named.clear();
            return;
          }
          if (type == "list_splat_pattern" || type == "dictionary_splat_pattern" ||
              type == "keyword_separator") {
            positional = false;
            return;
          }
          TSNode name = type == "identifier"        ? param
                        : type == "typed_parameter" ? ts_node_named_child(param, 0)
                                                    : r_.Child(param, Field::kName);
          if (ts_node_is_null(name) || NodeType(name) != "identifier") {
            positional = false;  // a place not followed: none after it either
            return;
          }
          if (positional) known.positional.push_back(r_.Ident(name));
          known.named.insert(r_.Ident(name));
        });
      }
      if (!helper.keyword.empty()) {
        return known.named.count(helper.keyword) > 0 ? helper.keyword : std::string();
      }
      return helper.position < known.positional.size() ? known.positional[helper.position]
                                                       : std::string();
    }

    bool OnlyRead(TSNode definition, const std::string& parameter) {
      static constexpr std::string_view kUnspelled[] = {
          "exec",         "eval",      "compile",        "locals",    "vars",
          "globals",      "getattr",   "setattr",        "delattr",   "__import__",
          "breakpoint",   "_getframe", "f_locals",       "f_back",    "f_globals",
          "currentframe", "__dict__",  "get_referrers",  "__class__", "__setattr__",
          "__setitem__",  "stack",     "getouterframes", "frame"};
      TSNode parameters = r_.Child(definition, Field::kParameters);
      std::vector<TSNode> path;
      bool reads = true;
      WalkTree(
          definition,
          [&](TSNode node) {
            if (++steps_ > kMaxSteps) return reads = false;
            path.push_back(node);
            if (NodeType(node) != "identifier") return true;
            std::string name = r_.Ident(node);
            if (std::find(std::begin(kUnspelled), std::end(kUnspelled), name) !=
                std::end(kUnspelled)) {
              return reads = false;
            }
            if (name == parameter) reads = Declared(path, parameters) || ReadThere(path);
            return reads;
          },
          [&](TSNode) { path.pop_back(); });
      return reads;
    }

    // The parameter's own name in the definition's parameter list.
    bool Declared(const std::vector<TSNode>& path, TSNode parameters) const {
      const size_t n = path.size();
      if (n >= 2 && ts_node_eq(path[n - 2], parameters)) return true;
      if (n < 3 || !ts_node_eq(path[n - 3], parameters)) return false;
      std::string_view type = NodeType(path[n - 2]);
      if (type == "typed_parameter")
        return ts_node_eq(ts_node_named_child(path[n - 2], 0), path[n - 1]);
      return (type == "default_parameter" || type == "typed_default_parameter") &&
             ts_node_eq(r_.Child(path[n - 2], Field::kName), path[n - 1]);
    }

    // Whether the use of the parameter at the end of `path` only reads it.
    bool ReadThere(const std::vector<TSNode>& path) const {
      static constexpr std::string_view kReadingMethods[] = {"get",  "keys",  "values", "items",
                                                             "copy", "index", "count"};
      size_t at = path.size() - 1;  // the expression the use is part of, so far
      bool whole = true;            // the parameter itself, not an item or attribute of it
      while (at > 0) {
        TSNode part = path[at];
        TSNode up = path[at - 1];
        std::string_view type = NodeType(up);
        if (type == "parenthesized_expression") {
          --at;
        } else if (type == "subscript" && ts_node_eq(r_.Child(up, Field::kValue), part)) {
          --at;
          whole = false;
        } else if (type == "attribute" && ts_node_eq(r_.Child(up, Field::kObject), part)) {
          std::string attribute = r_.Ident(r_.Child(up, Field::kAttribute));
          const bool called = at >= 2 && NodeType(path[at - 2]) == "call" &&
                              ts_node_eq(r_.Child(path[at - 2], Field::kFunction), up);
          if (called) {
            if (std::find(std::begin(kReadingMethods), std::end(kReadingMethods), attribute) ==
                std::end(kReadingMethods)) {
              return false;
            }
            at -= 2;
          } else {
            if (IsMutator(attribute) || attribute.starts_with("__")) return false;
            --at;
          }
          whole = false;
        } else {
          break;
        }
      }
      if (at == 0) return false;
      TSNode part = path[at];
      TSNode up = path[at - 1];
      std::string_view type = NodeType(up);
      auto is = [&](Field field) { return ts_node_eq(r_.Child(up, field), part); };
      // Read whole or as an item: compared, looped over, a condition, printed.
      if (type == "comparison_operator") return !r_.OperatorHooks();
      if (type == "not_operator" || type == "interpolation" || type == "assert_statement") {
        return true;
      }
      if (type == "for_statement" || type == "for_in_clause") return is(Field::kRight);
      if (type == "if_statement" || type == "elif_clause" || type == "while_statement") {
        return is(Field::kCondition);
      }
      TSNode call{};
      if (type == "argument_list" && at >= 2) call = path[at - 2];
      if (type == "keyword_argument" && is(Field::kValue) && at >= 3) call = path[at - 3];
      if (!ts_node_is_null(call) && NodeType(call) == "call") {
        TSNode function = r_.Child(call, Field::kFunction);
        if (ReadsOnly(r_.Text(function)) && trusted_(r_.Text(function)) &&
            r_.PlainReaderCall(call)) {
          return true;
        }
        // random.shuffle(c["cols"]), operator.setitem(c["sub"], k, v): changed in place.
        if (r_.MutatesFirstArgument(function)) return false;
      }
      if (whole) return false;
      // An item or attribute may go anywhere but into a store: a container in it is
      // shared, which the scan of stores through other names sees (NoteAliasStore).
      if (type == "assignment" || type == "augmented_assignment") return is(Field::kRight);
      static constexpr std::string_view kAnywhere[] = {"binary_operator",
                                                       "unary_operator",
                                                       "boolean_operator",
                                                       "conditional_expression",
                                                       "argument_list",
                                                       "return_statement",
                                                       "expression_statement",
                                                       "list",
                                                       "tuple",
                                                       "set",
                                                       "expression_list"};
      if (type == "subscript") return is(Field::kSubscript);
      if (type == "keyword_argument") return is(Field::kValue);
      if (type == "pair") return is(Field::kValue);
      return std::find(std::begin(kAnywhere), std::end(kAnywhere), type) != std::end(kAnywhere);
    }

    // Nodes looked at over all parameters and calls: past it, arguments are handed on.
    static constexpr uint32_t kMaxSteps = 1 << 18;
    PythonResolver& r_;
    const std::unordered_map<std::string, std::vector<TSNode>>& definitions_;
    std::map<std::pair<uintptr_t, std::string>, bool> decided_;
    const std::unordered_map<std::string, uint32_t>& calls_;
    std::function<bool(std::string_view)> trusted_;
    struct Parameters {
      std::vector<std::string> positional;    // by place, before any `*`
      std::unordered_set<std::string> named;  // every parameter with a name
    };
    std::unordered_map<uintptr_t, Parameters> parameters_;  // by definition
    uint32_t steps_ = 0;
  };
  // `x[k]`, `x.a`, `x[k].a`: x's items change.
  // Changes in place at the module's top level (and in class bodies there) the walk sees
  // where they happen; those in a function body or a lambda, later than the reads around
  // them: only those count.
  int scan_bodies_ = 0;  // function definitions and lambdas the scan is inside
  // Loops and comprehensions: a change in one comes round again before lines above it.
  int scan_loops_ = 0;
  static bool IsLoop(std::string_view type) {
    return type == "for_statement" || type == "while_statement" || type == "list_comprehension" ||
           type == "set_comprehension" || type == "dictionary_comprehension" ||
           type == "generator_expression";
  }
  KindsBySymbol<bool> loops_{IsLoop};
  // A store into a nested item (x["o"]["p"] = v) counts anywhere (IsNestedStore).
  void ItemsChangedAt(TSNode target) {
    if (scan_bodies_ == 0 && scan_loops_ == 0 &&
        !IsNestedStore(target, "subscript", Field::kValue, "attribute")) {
      return;
    }
    ItemsChangedUnder(target, "subscript", Field::kValue, "attribute");
  }
  // The names a target binds, each with `value` (a null node when no single expression
  // gives it), and the containers whose items it changes.
  void ScanTarget(TSNode target, TSNode value,
                  std::vector<std::pair<std::string, TSNode>>& assigned, int depth) {
    if (ts_node_is_null(target)) return;
    if (depth > kMaxDepth) {
      attributes_doubtful_ = true;  // a store the scan did not look into
      return;
    }
    std::string_view type = NodeType(target);
    if (type == "identifier") {
      assigned.emplace_back(Ident(target), value);
    } else if (type == "subscript" || type == "attribute") {
      // Inside a pattern ((*xs[:],) = v, a, xs[0] = v) the walk binds it as unknown
      // without changing xs: counted anywhere.
      if (depth > 0) {
        // (A starred target's subscript, `*xs[:]`, keeps its object out of the `value`
        // field: every name in it counts.)
        ItemsChangedUnder(target, "subscript", Field::kValue, "attribute");
        ForEachNode(target, [&](TSNode part) {
          if (NodeType(part) == "identifier") NoteItemsChanged(Ident(part));
        });
      } else {
        ItemsChangedAt(target);
      }
      if (type == "subscript") {
        NoteAliasStore(
            ChainBase(Child(target, Field::kValue), "subscript", Field::kValue, "attribute"));
      }
      if (type == "attribute") {
        attribute_stores_[Ident(Child(target, Field::kAttribute))].push_back({target, value});
      }
    } else {
      ForEachNamedChild(target,
                        [&](TSNode part) { ScanTarget(part, TSNode{}, assigned, depth + 1); });
    }
  }

  // The end of a binding: `del name`, the end of `except ... as name`. Other targets
  // (`del x[k]`) are walked.
  void Unbind(TSNode target, Scope* scope) {
    if (ts_node_is_null(target)) return;
    if (NodeType(target) == "as_pattern_target" && ts_node_named_child_count(target) == 1) {
      target = ts_node_named_child(target, 0);
    }
    if (NodeType(target) != "identifier") {
      BindUnknown(target, scope);
      return;
    }
    std::string name = Ident(target);
    Scope* owner = scope->IsDeclaredGlobal(name) ? ModuleScope(scope) : scope;
    const Value* bound = owner->Find(name);
    std::optional<Value> before;
    if (bound != nullptr) before = *bound;
    owner->Erase(name);
    // Only a `del` that always runs at the top level surely shows what the name shadowed
    // (a builtin). Anywhere else it may not run (an `if`, a handler never entered), or the
    // name is then unbound rather than the outer one: the name may be either.
    if (!before || (!ts_node_is_null(unbind_site_) && IsTopLevelStatement(unbind_site_))) {
      return;
    }
    Value shown = EvalIdentifierQuiet(name, scope);
    owner->Set(name, EitherValue(*before, shown));
  }

  // Whether `statement` runs whenever the module does: a direct child of the module.
  static bool IsTopLevelStatement(TSNode statement) {
    TSNode parent = ts_node_parent(statement);
    return !ts_node_is_null(parent) && NodeType(parent) == "module";
  }

  // Where control flow meets (ResolverBase::WalkBranches): a path on which `scope` did
  // not bind `name` reads an outer function's or the module's binding, a name a star
  // import may provide, or a builtin (`exec = print` under an `if` leaves exec either);
  // else it raises NameError.
  std::optional<Value> UnboundValue(Scope* scope, const std::string& name) override {
    if (scope->parent() != nullptr) {
      if (const Value* outer = Lookup(scope->parent(), name)) return *outer;
    }
    if (name == "__builtins__" || name == "builtins") return Value::Name("builtins");
    if (!name.empty() && name[0] != '_' && !ModuleScope(scope)->star_imports().empty()) {
      return FreeName(name, scope);
    }
    static const std::unordered_set<std::string_view> kBuiltins = {"__build_class__",
                                                                   "__import__",
                                                                   "__loader__",
                                                                   "__spec__",
                                                                   "abs",
                                                                   "aiter",
                                                                   "all",
                                                                   "anext",
                                                                   "ascii",
                                                                   "bin",
                                                                   "bool",
                                                                   "breakpoint",
                                                                   "bytearray",
                                                                   "bytes",
                                                                   "callable",
                                                                   "chr",
                                                                   "classmethod",
                                                                   "compile",
                                                                   "complex",
                                                                   "copyright",
                                                                   "credits",
                                                                   "delattr",
                                                                   "dict",
                                                                   "dir",
                                                                   "divmod",
                                                                   "enumerate",
                                                                   "eval",
                                                                   "exec",
                                                                   "exit",
                                                                   "filter",
                                                                   "float",
                                                                   "format",
                                                                   "frozenset",
                                                                   "getattr",
                                                                   "globals",
                                                                   "hasattr",
                                                                   "hash",
                                                                   "help",
                                                                   "hex",
                                                                   "id",
                                                                   "input",
                                                                   "int",
                                                                   "isinstance",
                                                                   "issubclass",
                                                                   "iter",
                                                                   "len",
                                                                   "license",
                                                                   "list",
                                                                   "locals",
                                                                   "map",
                                                                   "max",
                                                                   "memoryview",
                                                                   "min",
                                                                   "next",
                                                                   "object",
                                                                   "oct",
                                                                   "open",
                                                                   "ord",
                                                                   "pow",
                                                                   "print",
                                                                   "property",
                                                                   "quit",
                                                                   "range",
                                                                   "repr",
                                                                   "reversed",
                                                                   "round",
                                                                   "set",
                                                                   "setattr",
                                                                   "slice",
                                                                   "sorted",
                                                                   "staticmethod",
                                                                   "str",
                                                                   "sum",
                                                                   "super",
                                                                   "tuple",
                                                                   "type",
                                                                   "vars",
                                                                   "zip"};
    if (kBuiltins.count(name) > 0) return Value::Name(NormalizeQualified(name));
    return std::nullopt;
  }

  // What a name resolves to from `scope` without recording anything.
  Value EvalIdentifierQuiet(const std::string& name, Scope* scope) const {
    if (const Value* found = Lookup(scope, name)) return *found;
    return Value::Name(NormalizeQualified(name));
  }

  void BindUnknown(TSNode target, Scope* scope) {
    if (ts_node_is_null(target)) return;
    std::string_view type = NodeType(target);
    if (type == "identifier") {
      Bind(scope, Ident(target), Value::Unknown());
    } else if (type == "attribute" || type == "subscript") {
      // for cfg["out"] in ...: cfg's items change.
      if (type == "subscript" && NodeType(Child(target, Field::kValue)) == "identifier") {
        ForgetItems(scope, Ident(Child(target, Field::kValue)));
      }
      Eval(target, scope);
    } else {
      for (uint32_t i = 0; i < ts_node_named_child_count(target); ++i) {
        BindUnknown(ts_node_named_child(target, i), scope);
      }
    }
  }

  void BindTarget(TSNode target, Value value, Scope* scope) {
    std::string_view type = NodeType(target);
    if (type == "identifier") {
      std::string name = Ident(target);
      NoteBoundString(target, value);
      if (scope->is_class() && field_targets_.count(StoreKey(target)) == 0) {
        NoteStored(target, value);
      }
      Bind(scope, name, WithBindingStep(name, std::move(value), "assigned", LineOf(target)));
    } else if (type == "attribute") {
      NoteBoundString(target, value);
      NoteStored(target, value);
      BindUnknown(target, scope);
    } else if (IsSequence(type) && value.kind == Value::Kind::kSequence && value.elements &&
               value.elements->size() == ts_node_named_child_count(target) &&
               !HasChildOfType(target, "list_splat_pattern")) {
      // fd, name = tempfile.mkstemp(): element-wise, as for a display on the right.
      for (uint32_t i = 0; i < ts_node_named_child_count(target); ++i) {
        BindTarget(ts_node_named_child(target, i), (*value.elements)[i], scope);
      }
    } else {
      // xs[0] = v changes xs in place.
      if (type == "subscript" && NodeType(Child(target, Field::kValue)) == "identifier") {
        ForgetItems(scope, Ident(Child(target, Field::kValue)));
      }
      if (type == "subscript") {
        CheckNamespaceStore(
            target, WithoutFacts([&] { return Eval(Child(target, Field::kValue), scope); }));
      }
      BindUnknown(target, scope);
    }
  }

  // A list or tuple display: its items, unless one is a *splat.
  Value EvalSequence(TSNode node, Scope* scope) {
    return SequenceItems(node, scope, {"list_splat", "parenthesized_list_splat", "yield"})
        .Sequence();
  }

  // A dict display whose keys are constant strings: its entries.
  Value EvalDictionary(TSNode node, Scope* scope) {
    DisplayItems items;
    ForEachNamedChild(node, [&](TSNode pair) {
      if (NodeType(pair) == "comment") return;
      if (NodeType(pair) == "dictionary_splat") {
        // {**defaults, **overrides}: a known dict's entries, in place; a later key replaces.
        // One of several dicts (Value::partial): a key some lack keeps either value.
        Value spread = Eval(ts_node_named_child(pair, 0), scope);
        if ((spread.kind != Value::Kind::kMapping && !spread.partial) ||
            (spread.kind == Value::Kind::kMapping && !spread.elements) || spread.items_open ||
            spread.record) {
          items.GiveUp();
          return;
        }
        items.Spread(spread, EitherValue);
        return;
      }
      if (NodeType(pair) != "pair") {
        Eval(pair, scope);
        items.GiveUp();
        return;
      }
      Value key = Eval(Child(pair, Field::kKey), scope);
      Value item = OpenNested(Eval(Child(pair, Field::kValue), scope));
      if (!key.IsString()) items.GiveUp();
      items.AddEntry(std::move(key.constant), std::move(item));
    });
    return items.Mapping();
  }

  // The items of a list, tuple or set display when every one folds to a constant string
  // (at most a few dozen): what a loop over it binds its variable to, one at a time.
  std::optional<std::vector<std::string>> ConstantStrings(TSNode display) {
    std::string_view type = NodeType(display);
    if (type != "list" && type != "tuple" && type != "set") return std::nullopt;
    constexpr uint32_t kMaxItems = 64;
    uint32_t count = ts_node_named_child_count(display);
    if (count == 0 || count > kMaxItems) return std::nullopt;
    std::vector<std::string> out;
    for (uint32_t i = 0; i < count; ++i) {
      Value item = FoldQuiet(ts_node_named_child(display, i));
      if (!item.IsString()) return std::nullopt;
      out.push_back(std::move(item.constant));
    }
    return out;
  }

  // [".."] * 3 is a list of three ".." (at most Value::kMaxElements items).
  Value EvalRepetition(TSNode node, Scope* scope) {
    Value left = Eval(Child(node, Field::kLeft), scope);
    Value right = Eval(Child(node, Field::kRight), scope);
    if (right.IsString()) std::swap(left, right);  // 3 * "ab" is "ab" * 3
    if (left.IsString()) return Repeated(left.constant, right);
    if (left.kind != Value::Kind::kSequence) std::swap(left, right);
    if (left.kind != Value::Kind::kSequence || !right.IsConstant() || right.is_string) {
      return Value::Unknown();
    }
    char* end = nullptr;
    long times = std::strtol(right.constant.c_str(), &end, 10);
    if (*end != '\0' || times < 0 ||
        static_cast<size_t>(times) * left.elements->size() > Value::kMaxElements) {
      return Value::Unknown();
    }
    std::vector<Value> items;
    for (long i = 0; i < times; ++i) {
      items.insert(items.end(), left.elements->begin(), left.elements->end());
    }
    return Value::Sequence(std::move(items));
  }

  // `path / "name"` joins when the left side is a pathlib path; otherwise a division.
  Value EvalPathDivision(TSNode node, Scope* scope) {
    Value left = Eval(Child(node, Field::kLeft), scope);
    Value right = Eval(Child(node, Field::kRight), scope);
    if (left.instance_of != kPathClass) return Value::Unknown();
    Value path = JoinPaths({left, right});
    path.instance_of = kPathClass;
    return path;
  }

  // match subject: case x: ... / case [a, *rest] if g: ... / case P(k=v) as whole: ...
  // A name alone as the whole pattern (or after `as` there) is the subject under another
  // name; names inside a pattern are parts of it: unknown.
  void VisitMatch(TSNode node, Scope* scope) {
    TSNode body = Child(node, Field::kBody);
    Value subject = Value::Unknown();
    uint32_t subjects = 0;  // `match a, b:` matches the tuple (a, b)
    ForEachNamedChild(node, [&](TSNode child) {
      if (ts_node_eq(child, body)) return;
      subject = Eval(child, scope);
      ++subjects;
    });
    if (subjects != 1) subject = Value::Unknown();
    // Each case from the bindings before the match, and none may match (WalkBranches).
    std::vector<Walk> cases;
    for (uint32_t i = 0; i < ts_node_named_child_count(body); ++i) {
      TSNode clause = ts_node_named_child(body, i);
      if (NodeType(clause) != "case_clause") {
        Visit(clause, scope);
        continue;
      }
      cases.push_back([this, clause, scope, &subject] {
        for (uint32_t j = 0; j < ts_node_named_child_count(clause); ++j) {
          TSNode part = ts_node_named_child(clause, j);
          if (NodeType(part) == "case_pattern") {
            BindCasePattern(part, &subject, scope);
          } else if (NodeType(part) == "if_clause") {
            VisitChildren(part, scope);
          } else {
            Visit(part, scope);
          }
        }
      });
    }
    WalkBranches(cases, /*exhaustive=*/false);
  }

  // Binds the names a case pattern captures; `whole` is the value a capture of the
  // whole subject takes, null inside the pattern.
  void BindCasePattern(TSNode pattern, const Value* whole, Scope* scope) {
    std::string_view type = NodeType(pattern);
    uint32_t count = ts_node_named_child_count(pattern);
    if (type == "dotted_name") {
      // One name captures; a dotted one (`Color.RED`) is a value to compare with.
      if (count == 1) {
        TSNode name = ts_node_named_child(pattern, 0);
        if (Text(name) == "_") return;
        Value value = whole != nullptr ? *whole : Value::Unknown();
        Bind(scope, Ident(name),
             WithBindingStep(Ident(name), std::move(value), "captured by `case`", LineOf(name)));
      }
      return;
    }
    if (type == "identifier") {  // after `*` or `**`, or `as`
      Bind(scope, Ident(pattern), Value::Unknown());
      return;
    }
    if (type == "case_pattern" || type == "as_pattern") {
      for (uint32_t i = 0; i < count; ++i) {
        TSNode child = ts_node_named_child(pattern, i);
        if (type == "as_pattern" && NodeType(child) == "identifier") {  // `as name`
          Value value = whole != nullptr ? *whole : Value::Unknown();
          Bind(
              scope, Ident(child),
              WithBindingStep(Ident(child), std::move(value), "captured by `case`", LineOf(child)));
          continue;
        }
        BindCasePattern(child, count == 1 || type == "as_pattern" ? whole : nullptr, scope);
      }
      return;
    }
    // class_pattern: the class first (a name to compare with, not a capture);
    // keyword_pattern: the keyword first; dict_pattern: keys are values to compare with.
    // What they capture of a known subject is its attribute or item:
    // `case object(system=run)` and `case {"system": run}` of the os module bind os.system.
    bool skip_first = type == "class_pattern" || type == "keyword_pattern";
    std::optional<Value> key;
    for (uint32_t i = skip_first ? 1 : 0; i < count; ++i) {
      TSNode child = ts_node_named_child(pattern, i);
      std::string_view child_type = NodeType(child);
      if (type == "dict_pattern" && child_type != "case_pattern" && child_type != "splat_pattern") {
        key = EvalConstantQuiet(child);
        continue;
      }
      std::optional<Value> part;
      if (whole != nullptr && type == "keyword_pattern" && i == 1) {
        part = AttributeByName(*whole, Ident(ts_node_named_child(pattern, 0)), child);
      } else if (whole != nullptr && type == "dict_pattern" && key && key->IsString()) {
        part = whole->kind == Value::Kind::kMapping && whole->Item(*key) != nullptr
                   ? *whole->Item(*key)
                   : AttributeByName(*whole, key->constant, child);
      }
      key.reset();
      TSNode keyword = child;
      if (child_type == "case_pattern" && ts_node_named_child_count(child) == 1) {
        keyword = ts_node_named_child(child, 0);
      }
      if (type == "class_pattern" && NodeType(keyword) == "keyword_pattern") {
        BindCasePattern(keyword, whole, scope);  // the keyword_pattern reads the attribute
      } else {
        BindCasePattern(child, part ? &*part : nullptr, scope);
      }
    }
  }

  static bool HasChildOfType(TSNode node, std::string_view type) {
    for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
      if (NodeType(ts_node_named_child(node, i)) == type) return true;
    }
    return false;
  }

  static bool IsSequence(std::string_view type) {
    return type == "pattern_list" || type == "tuple_pattern" || type == "list_pattern" ||
           type == "expression_list" || type == "tuple" || type == "list";
  }

  Value EvalAssignment(TSNode node, Scope* scope) {
    TSNode left = Child(node, Field::kLeft);
    TSNode right = Child(node, Field::kRight);
    Eval(Child(node, Field::kType), scope);
    if (ts_node_is_null(right)) return Value::Unknown();  // annotation only
    // a, b = x, y binds element-wise.
    if (IsSequence(NodeType(left)) && IsSequence(NodeType(right)) &&
        ts_node_named_child_count(left) == ts_node_named_child_count(right)) {
      std::vector<Value> values;
      for (uint32_t i = 0; i < ts_node_named_child_count(right); ++i) {
        values.push_back(Eval(ts_node_named_child(right, i), scope));
      }
      for (uint32_t i = 0; i < ts_node_named_child_count(left); ++i) {
        BindTarget(ts_node_named_child(left, i), values[i], scope);
      }
      return Value::Unknown();
    }
    Value value = Eval(right, scope);
    NoteDynamicHint(left, right, value, scope);
    RecordStore(node, left, value, scope);
    BindTarget(left, value, scope);
    return value;
  }

  // A store into a module's state that rules judge, as the call Python makes for it:
  // os.environ["TMPDIR"] = v is os.environ.__setitem__("TMPDIR", v), tempfile.tempdir = v
  // is tempfile.__setattr__("tempdir", v).
  void RecordStore(TSNode node, TSNode target, const Value& value, Scope* scope) {
    std::string_view type = NodeType(target);
    if (type != "subscript" && type != "attribute") return;
    TSNode object_node = Child(target, type == "subscript" ? Field::kValue : Field::kObject);
    Value object = WithoutFacts([&] { return Eval(object_node, scope); });
    // m.__dict__[k] = v and vars(m)[k] = v store into m as m.k = v does.
    bool into_namespace = object.kind == Value::Kind::kDict && type == "subscript";
    if ((!object.IsName() && !into_namespace) || object.names.empty()) return;
    // Redirecting the standard streams (and putting them back) changes where output goes,
    // not what any name means, and sys.argv is the program's arguments; pandas' options
    // are settings, functions included (display.float_format).
    if (type == "attribute" && object.Is("sys")) {
      std::string_view member = Text(Child(target, Field::kAttribute));
      if (member == "stdout" || member == "stderr" || member == "stdin" || member == "argv") {
        return;
      }
    }
    if (object.names.front().starts_with("pandas.options")) return;
    ArgFact key;
    if (type == "subscript") {
      Value k = WithoutFacts([&] { return Eval(Child(target, Field::kSubscript), scope); });
      key = ArgFromValue(k);
    } else {
      key.constant = Ident(Child(target, Field::kAttribute));
      key.is_string = true;
    }
    Value method = Value::Name(object.names.front() + (into_namespace ? ".__dict__.__setitem__"
                                                       : type == "subscript" ? ".__setitem__"
                                                                             : ".__setattr__"));
    AddCall(node, method, {key, ArgFromValue(value)}, false);
  }

  // m.update(k=v, ...), m.update({k: v}), dict.update(m, ...), m |= {k: v} on a mapping
  // rules judge (os.environ): each entry stored, as the call Python makes for
  // m[k] = v, so that a rule on os.environ.__setitem__ judges them all. `mappings` are
  // the positional arguments holding entries; keywords come from `keywords`.
  void RecordEntriesStored(TSNode node, const Value& target, const std::vector<Value>& mappings,
                           const std::vector<ArgFact>& keywords) {
    if (!target.IsName() || target.names.empty()) return;
    const Value method = Value::Name(target.names.front() + ".__setitem__");
    auto key_of = [](const std::string& text) {
      ArgFact key;
      key.constant = text;
      key.is_string = true;
      return key;
    };
    for (const auto& mapping : mappings) {
      if (mapping.kind != Value::Kind::kMapping || !mapping.elements) continue;
      for (size_t i = 0; i < mapping.keys.size(); ++i) {
        AddCall(node, method, {key_of(mapping.keys[i]), ArgFromValue((*mapping.elements)[i])},
                false);
      }
    }
    for (const auto& fact : keywords) {
      if (!fact.keyword) continue;
      ArgFact value = fact;
      value.keyword.reset();
      AddCall(node, method, {key_of(*fact.keyword), std::move(value)}, false);
    }
  }

  Value EvalAugmented(TSNode node, Scope* scope) {
    TSNode left = Child(node, Field::kLeft);
    Value before = Eval(left, scope);
    Value right = Eval(Child(node, Field::kRight), scope);
    std::string_view op = Text(Child(node, Field::kOperator));
    if (op == "|=") RecordEntriesStored(node, before, {right}, {});
    if (NodeType(left) == "identifier") {
      Value after = Value::Unknown();
      if (op == "+=") after = Concat(before, right);
      // d |= other: d with other's entries.
      if (op == "|=") after = MergedMapping(before, {&right}).value_or(Value::Unknown());
      Bind(scope, Ident(left), after);
    }
    return Value::Unknown();
  }

  // --- expressions ---------------------------------------------------------------------

  Value Eval(TSNode node, Scope* scope) override {
    if (ts_node_is_null(node)) return Value::Unknown();
    DepthGuard guard(*this, node);
    if (!CheckDepth(guard, node)) return Value::Unknown();
    std::string_view type = NodeType(node);
    if (type == "identifier" || type == "attribute") {
      Value v = type == "identifier" ? EvalIdentifier(node, scope) : EvalAttribute(node, scope);
      if (UsedAsValue()) AddValueUse(node, v);
      return v;
    }
    if (type == "call") {
      Value v = EvalCall(node, scope);
      // vars(m) handed on: f(**vars(glob)), SimpleNamespace(**vars(m)).
      if (v.kind == Value::Kind::kDict && UsedAsValue()) AddValueUse(node, v);
      return v;
    }
    if (type == "subscript") {
      // sys.modules['os'] handed on is os handed on, as a name would be.
      Value v = EvalSubscript(node, scope);
      if (v.IsName() && UsedAsValue()) AddValueUse(node, v);
      return v;
    }
    if (type == "type") return EvalAnnotation(node, scope);
    if (type == "list" || type == "tuple" || type == "expression_list") {
      return EvalSequence(node, scope);  // `return a, b` gives the tuple (a, b)
    }
    if (type == "dictionary") return EvalDictionary(node, scope);
    if (type == "string") return EvalString(node, scope);
    if (type == "concatenated_string") {
      std::string text;
      bool constant = true;
      for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
        Value part = Eval(ts_node_named_child(node, i), scope);
        constant = constant && part.IsString();
        text += part.constant;
      }
      return constant ? Value::String(text) : Value::Unknown();
    }
    if (type == "binary_operator") {
      std::string_view op = Text(Child(node, Field::kOperator));
      if (op == "/") return EvalPathDivision(node, scope);
      if (op == "*") return EvalRepetition(node, scope);
      if (op == "%") return EvalPercentFormat(node, scope);
      return EvalBinary(node, scope);
    }
    if (type == "parenthesized_expression" || type == "await") return EvalLast(node, scope);
    // `x or "."`, `a if c else b`: either string.
    if (type == "boolean_operator" && Text(Child(node, Field::kOperator)) == "or") {
      Value left = Eval(Child(node, Field::kLeft), scope);
      return EitherString(left, Eval(Child(node, Field::kRight), scope));
    }
    if (type == "conditional_expression" && ts_node_named_child_count(node) == 3) {
      Value a = Eval(ts_node_named_child(node, 0), scope);
      Eval(ts_node_named_child(node, 1), scope);
      return EitherString(a, Eval(ts_node_named_child(node, 2), scope));
    }
    if (type == "integer" || type == "float") return Value::Literal(std::string(Text(node)));
    if (type == "true") return Value::Literal("true");
    if (type == "false") return Value::Literal("false");
    if (type == "none") return Value::Literal("null");
    if (type == "assignment") return EvalAssignment(node, scope);
    if (type == "augmented_assignment") return EvalAugmented(node, scope);
    if (type == "named_expression") {
      Value value = Eval(Child(node, Field::kValue), scope);
      // In a comprehension, `:=` binds in the function or module around it.
      Scope* target = scope;
      while (comprehension_scopes_.count(target) > 0) target = target->parent();
      BindTarget(Child(node, Field::kName), value, target);
      return value;
    }
    if (type == "lambda") {
      Scope* inner = NewScope(scope);
      BindParameters(Child(node, Field::kParameters), scope, inner);
      // Walked later, as a def's body is: it runs when called, and by then a name it
      // reads may hold another value than where it is written.
      // (One met while following a call's return is walked with the body it is in.)
      if (returns_followed_ == 0) DeferBody(Child(node, Field::kBody), inner);
      lambda_scopes_[NodeKey(node)] = inner;  // (ApplyToItems)
      Value function = Value::Of(Value::Kind::kFunction);
      function.body = Child(node, Field::kBody);
      function.body_scope = inner;
      return function;
    }
    if (type == "for_in_clause") {
      Eval(Child(node, Field::kRight), scope);
      BindUnknown(Child(node, Field::kLeft), scope);
      return Value::Unknown();
    }
    if (type == "list_comprehension" || type == "set_comprehension" ||
        type == "generator_expression" || type == "dictionary_comprehension") {
      // A comprehension is a function of its own: its variables do not leak
      // (`name` after `[name for name in xs]` is the one before), and in a class body it
      // does not see the class's names, except in its first iterable, evaluated where it
      // is written.
      Scope* outer = scope;
      while (outer->is_class()) outer = outer->parent();
      Scope* inner = NewScope(outer);
      comprehension_scopes_.insert(inner);
      TSNode first = ts_node_named_child(node, 0);
      while (!ts_node_is_null(first) && NodeType(first) != "for_in_clause") {
        first = ts_node_next_named_sibling(first);
      }
      Value first_iterated = Value::Unknown();
      if (!ts_node_is_null(first)) first_iterated = Eval(Child(first, Field::kRight), scope);
      WalkComprehension(node, inner, &first_iterated);
      // (p for p in root.rglob("*") if p.is_dir()): some of the paths under root.
      if (first_iterated.instance_of == kPathsUnder && SelectsItems(node)) return first_iterated;
      // A generator runs lazily: the rest when it is consumed, at once (`any(...)`, and a
      // `:=` in it binds then) or later, when a name it reads may hold another value
      // (`BASE` rebound after `g = (... BASE ... for ...)`): it is walked again later, as
      // a lambda is.
      if (type == "generator_expression" && returns_followed_ == 0) {
        Scope* later = NewScope(outer);
        comprehension_scopes_.insert(later);
        DeferBody(node, later);
        return Value::Unknown();
      }
      return Unrolled(node, outer, first_iterated);
    }
    return EvalChildren(node, scope);
  }

  // An unknown value with only `mark` known of it.
  static Value Mark(std::string_view mark) {
    Value v = Value::Unknown();
    v.instance_of = mark;
    return v;
  }
  // Whether a comprehension gives some of the items it loops over, as they are: one
  // `for x in ...`, filters only, and `x` for its body.
  bool SelectsItems(TSNode node) const {
    if (NodeType(node) == "dictionary_comprehension") return false;
    TSNode body = Child(node, Field::kBody);
    uint32_t clauses = 0;
    bool same = false;
    ForEachNamedChild(node, [&](TSNode child) {
      if (NodeType(child) != "for_in_clause") return;
      ++clauses;
      TSNode left = Child(child, Field::kLeft);
      same = NodeType(left) == "identifier" && !ts_node_is_null(body) &&
             NodeType(body) == "identifier" && Text(left) == Text(body);
    });
    return clauses == 1 && same;
  }

  // What a list, set or dict comprehension gives, when it loops once over a few known
  // items: its body for each of them (a list's, in order, so only without `if`; a set's
  // or dict's with every item, a superset of what the filter keeps). Its facts were
  // recorded by the walk of the comprehension (WalkComprehension).
  static constexpr size_t kMaxUnrolled = 16;
  int unrolling_ = 0;  // Unrolled inside Unrolled: not again
  static constexpr size_t kMaxUnrolledInFile = 1024;
  size_t unrolled_in_file_ = 0;
  Value Unrolled(TSNode node, Scope* outer, const Value& iterated) {
    if (unrolling_ > 0) return Value::Unknown();
    TSNode body = Child(node, Field::kBody);
    TSNode clause{};
    bool filtered = false;
    uint32_t clauses = 0;
    ForEachNamedChild(node, [&](TSNode child) {
      if (NodeType(child) == "for_in_clause") {
        clause = child;
        ++clauses;
      }
      filtered = filtered || NodeType(child) == "if_clause";
    });
    std::string_view type = NodeType(node);
    if (clauses != 1 || ts_node_is_null(body) || (filtered && type == "list_comprehension")) {
      return Value::Unknown();
    }
    if (ts_node_named_child_count(clause) != 2) return Value::Unknown();  // `async for`, etc.
    std::vector<Value> items;
    if (iterated.items_open || !iterated.elements) return Value::Unknown();
    if (iterated.kind == Value::Kind::kMapping) {
      for (const auto& key : iterated.keys) items.push_back(Value::String(key));
    } else if (iterated.kind == Value::Kind::kSequence) {
      items = *iterated.elements;
    }
    // A file of many comprehensions would pay up to kMaxUnrolled walks of each body: past
    // kMaxUnrolledInFile items in all, the rest give what they give without unrolling.
    if (items.empty() || items.size() > kMaxUnrolled ||
        unrolled_in_file_ + items.size() > kMaxUnrolledInFile) {
      return Value::Unknown();
    }
    unrolled_in_file_ += items.size();
    ++unrolling_;
    struct Leave {
      int& unrolling;
      ~Leave() { --unrolling; }
    } leave{unrolling_};
    const bool dict = type == "dictionary_comprehension";
    if (dict && NodeType(body) != "pair") return Value::Unknown();
    std::vector<std::string> keys;
    std::vector<Value> values;
    for (const Value& item : items) {
      Scope* each = NewScope(outer);
      comprehension_scopes_.insert(each);
      BindTarget(Child(clause, Field::kLeft), item, each);
      if (!dict) {
        values.push_back(OpenNested(WithoutFacts([&] { return Eval(body, each); })));
        continue;
      }
      Value key = WithoutFacts([&] { return Eval(Child(body, Field::kKey), each); });
      if (!key.IsString()) return Value::Unknown();
      Value value =
          OpenNested(WithoutFacts([&] { return Eval(Child(body, Field::kValue), each); }));
      // A later equal key replaces the earlier one, in its place; unless the filter may
      // drop it, when either may be there.
      auto same = std::find(keys.begin(), keys.end(), key.constant);
      if (same != keys.end()) {
        Value& kept = values[same - keys.begin()];
        kept = filtered ? EitherValue(kept, value) : std::move(value);
      } else {
        keys.push_back(std::move(key.constant));
        values.push_back(std::move(value));
      }
    }
    return dict ? Value::Mapping(std::move(keys), std::move(values))
                : Value::Sequence(std::move(values));
  }

  // What a loop's target is bound to on every round, as far as the items are known.
  struct LoopItems {
    std::optional<std::vector<std::string>> names;  // one of these constant strings
    std::optional<Value> own;                       // one of the file's own objects
    std::optional<Value> each;                      // EachItem's join of the items
  };
  // `right` is the iterated expression, `body` what runs each round: a list it changes
  // (xs.append(...)) has more items than it started with.
  LoopItems LoopItemsOf(TSNode right, const Value& iterated, TSNode body) {
    LoopItems items;
    items.names = ConstantStrings(right);
    if (!items.names) items.names = StringItems(iterated);
    // for t in (train, test): t is one of the file's own objects.
    items.own = OwnItems(iterated);
    if (!items.names && !items.own) items.each = EachItem(iterated);
    if (!ts_node_is_null(body) && NodeType(right) == "identifier" &&
        MentionsWord(Text(body), Text(right))) {
      items = {};
    }
    return items;
  }
  void BindLoopItem(TSNode left, TSNode right, const Value& iterated, const LoopItems& items,
                    Scope* scope) {
    if ((iterated.instance_of == kPathsUnder || iterated.instance_of == kWalkUnder) &&
        iterated.receiver) {
      // for entry in p.iterdir(): entry is a path under p; for root, dirs, files in
      // os.walk(p): root is.
      BindUnknown(left, scope);
      TSNode target = left;
      if (iterated.instance_of == kWalkUnder) {
        target = NodeType(left) == "pattern_list" || NodeType(left) == "tuple_pattern"
                     ? ts_node_named_child(left, 0)
                     : TSNode{};
      }
      if (!ts_node_is_null(target) && NodeType(target) == "identifier") {
        Value under = JoinPaths({*iterated.receiver, Value::Unknown()});
        if (iterated.instance_of == kPathsUnder) under.instance_of = kPathClass;
        under.chain.push_back("`" + Ident(target) + "` is a path under `" +
                              std::string(Text(right)) + "`");
        Bind(scope, Ident(target), std::move(under));
      }
    } else if (iterated.instance_of == kFileSubclasses && NodeType(left) == "identifier") {
      Bind(scope, Ident(left), Mark(kFileClass));
    } else if (items.names && NodeType(left) == "identifier") {
      // for agg in ["mean", "std"]: agg is one of those names.
      Value looped = LoopedOver(*items.names, Ident(left), LineOf(left));
      NoteBoundString(left, looped);
      Bind(scope, Ident(left), std::move(looped));
    } else if (items.own && NodeType(left) == "identifier") {
      Bind(scope, Ident(left), *items.own);
    } else if (items.each) {
      // for k, v in d.items(): each of the items, position by position.
      Value item = *items.each;
      item.chain.push_back("an item of `" + std::string(Text(right)) + "`, looped over on line " +
                           std::to_string(LineOf(left)));
      BindTarget(left, std::move(item), scope);
    } else {
      BindUnknown(left, scope);
    }
  }

  // A comprehension's clauses in its own scope `inner`, but its first iterable
  // (evaluated where the comprehension is written): the for-clauses first, so the body
  // sees their variables.
  // Each variable is bound as a for statement's is (BindLoopItem) when what it iterates is
  // known: `first_iterated` is the first iterable's value, null when not known.
  void WalkComprehension(TSNode node, Scope* inner, const Value* first_iterated) {
    std::vector<TSNode> rest;
    bool first = true;
    for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
      TSNode child = ts_node_named_child(node, i);
      if (NodeType(child) != "for_in_clause") {
        rest.push_back(child);
        continue;
      }
      TSNode right = Child(child, Field::kRight);
      TSNode left = Child(child, Field::kLeft);
      Value iterated =
          first ? (first_iterated ? *first_iterated : Value::Unknown()) : Eval(right, inner);
      first = false;
      LoopItems items = LoopItemsOf(right, iterated, TSNode{});
      // A list the comprehension changes while it runs (`xs.append` in it) grows.
      if (NodeType(right) == "identifier" && CountWordIn(Text(node), Text(right)) > 1) items = {};
      BindLoopItem(left, right, iterated, items, inner);
    }
    for (TSNode child : rest) Eval(child, inner);
  }

  // The items of a sequence display when each is one of the file's own objects of one
  // kind (Value::Own), as one.
  static std::optional<Value> OwnItems(const Value& sequence) {
    if (sequence.kind != Value::Kind::kSequence || !sequence.elements ||
        sequence.elements->empty()) {
      return std::nullopt;
    }
    const Value& first = sequence.elements->front();
    for (const Value& item : *sequence.elements) {
      if (item.own == Value::Own::kNone || item.own != first.own || item.kind != first.kind) {
        return std::nullopt;
      }
    }
    return first;
  }

  // The working directory after changing into `path` from `cwd` (both relative to where
  // the program starts): a constant folder name that stays under the start, else "?"
  // (unknown: relative paths are then judged as from the start, the strict reading).
  static std::string IntoFolder(const std::string& cwd, const Value& path) {
    if (cwd == "?" || !path.IsString() || path.constant.empty() || path.constant.starts_with('/') ||
        path.constant.starts_with('~') || PathHolds(PathTest::kOutside, path.constant, true)) {
      return "?";
    }
    return cwd.empty() ? path.constant : cwd + "/" + path.constant;
  }

  // An annotation: evaluated like any expression where it is written. Every string in
  // it is code too: typing.get_type_hints(), inspect.signature(eval_str=True) and
  // dataclasses evaluate `x: "T"` and the forward references of `list["T"]` on demand.
  Value EvalAnnotation(TSNode node, Scope* scope) {
    VisitChildren(node, scope);
    CollectAnnotationStrings(node);
    NoteDynamicAnnotation(node, scope);
    return Value::Unknown();
  }

  // --- strings typing may evaluate ---------------------------------------------------

  // typing.get_type_hints() and the like evaluate, as code, every string an annotation
  // reaches: a string annotation, a string a name in one holds (`x: Spec`), an item of a
  // generic (`List["..."]`), a namespace's value (localns=), a field type given to
  // make_dataclass or NamedTuple, a value written into __annotations__. The ways there
  // are too many to follow, so in a file whose calls reach an evaluator
  // (EvaluatesAnnotations) every string it writes or binds is code. Typing compiles it as
  // an expression: without a call or `:=` one runs nothing of its own (an attribute, an
  // item or an operator reaches only the file's own hooks, which are analysed), so only
  // strings with `(` or `:=` are kept; a string that is not code is dropped with its
  // syntax error (Analyzer::AnalyzeCodeStrings).
  static constexpr size_t kMaxEvaluatedStrings = 2000;
  static TSSymbol PythonSymbol(std::string_view name) {
    return ts_language_symbol_for_name(TreeSitterLanguage(Language::kPython), name.data(),
                                       static_cast<uint32_t>(name.size()), true);
  }
  const TSSymbol string_symbol_ = PythonSymbol("string");
  const TSSymbol type_symbol_ = PythonSymbol("type");
  const TSSymbol identifier_symbol_ = PythonSymbol("identifier");
  const TSSymbol class_symbol_ = PythonSymbol("class_definition");
  const TSSymbol function_symbol_ = PythonSymbol("function_definition");
  const TSSymbol call_symbol_ = PythonSymbol("call");
  std::vector<TSNode> string_nodes_;                              // every literal (the scan's)
  std::vector<std::pair<ByteRange, std::string>> bound_strings_;  // every string bound
  // Every name an annotation spells, also in its strings ("List[Spec]"), from the scan;
  // `in_annotation_`: how many annotations the scan is in.
  std::unordered_set<std::string> annotation_names_;
  int in_annotation_ = 0;
  struct DynamicHint {
    ByteRange range;
    std::string what;  // for the finding, before kRunsAsCode
  };
  static constexpr std::string_view kRunsAsCode =
      ", which typing.get_type_hints() and the like run as code if it is a string";
  std::vector<DynamicHint> dynamic_hints_;
  std::unordered_set<std::string> judged_names_;   // names NoteDynamicHint judged a binding of
  std::unordered_set<std::string> defined_names_;  // of the file's classes and functions
  std::unordered_set<std::string> defined_classes_;
  std::optional<bool> type_hooks_;  // the file spells one of kTypeHooks
  // Whether the file calls one of kInputs by its name (the scan's), and the names bound
  // to a type and only to types (NoteDynamicHint): `S = typing.NamedTuple(...)` given
  // to `TypeVar("T", bound=S)`.
  bool type_inputs_seen_ = false;
  std::unordered_set<std::string> static_names_, unstatic_names_;
  std::optional<bool> spells_annotations_;  // the source has `__annotations__`

  // ScanLaterWrites' walk, entering `node`.
  void NoteScanned(TSNode node) {
    const TSSymbol symbol = ts_node_symbol(node);
    if (symbol == type_symbol_) ++in_annotation_;
    if (symbol == class_symbol_ || symbol == function_symbol_) {
      if (TSNode name = Child(node, Field::kName); !ts_node_is_null(name)) {
        defined_names_.insert(Ident(name));
        if (symbol == class_symbol_) defined_classes_.insert(Ident(name));
      }
    }
    if (symbol == string_symbol_) {
      string_nodes_.push_back(node);
      if (in_annotation_ > 0) {
        if (Value text = EvalStringQuiet(node); text.IsString()) {
          AddPythonWords(text.constant, annotation_names_);
        }
      }
    } else if (in_annotation_ > 0 && symbol == identifier_symbol_) {
      annotation_names_.insert(Ident(node));
    } else if (symbol == call_symbol_ && !type_inputs_seen_) {
      TSNode function = Child(node, Field::kFunction);
      if (NodeType(function) == "attribute") function = Child(function, Field::kAttribute);
      type_inputs_seen_ = NodeType(function) == "identifier" && IsTypeInput(Text(function));
    }
  }

  // `left = right`, where `left` is a name an annotation spells and `right` a value built
  // at run time, not a type (AddDynamicHints): a decoded string there is code typing
  // runs. A type is a class or function of the file, an import, a typing construct
  // (TypeVar(...), a generic's subscript, `A | B`), what a typing, collections, enum,
  // dataclasses or types function makes.
  [[gnu::noinline]] void NoteDynamicHint(TSNode left, TSNode right, const Value& value,
                                         Scope* scope) {
    std::string_view left_type = NodeType(left);
    // `f.__annotations__["x"] = v`, `C.__annotations__ = {...}`: straight into what
    // typing evaluates.
    if (CountWordIn(Text(left), "__annotations__") > 0) {
      if (!StaticType(right, scope, 0)) {
        dynamic_hints_.push_back({RangeOf(right), "a store into `__annotations__` on line " +
                                                      std::to_string(LineOf(left)) +
                                                      " holds a value built at run time"});
      }
      return;
    }
    if ((annotation_names_.empty() && !type_inputs_seen_) || value.kind != Value::Kind::kUnknown ||
        value.own != Value::Own::kNone || !value.instance_of.empty()) {
      return;
    }
    std::string name = left_type == "identifier"  ? Ident(left)
                       : left_type == "attribute" ? Ident(Child(left, Field::kAttribute))
                                                  : "";
    if (name.empty()) return;
    if (annotation_names_.count(name) == 0) {
      if (type_inputs_seen_ && left_type == "identifier" && unstatic_names_.count(name) == 0) {
        if (StaticType(right, scope, 0)) {
          static_names_.insert(name);
        } else {
          unstatic_names_.insert(name);
          static_names_.erase(name);
        }
      }
      return;
    }
    judged_names_.insert(name);
    if (StaticType(right, scope, 0)) return;
    dynamic_hints_.push_back({RangeOf(right), "`" + name +
                                                  "`, a name an annotation uses, is bound on "
                                                  "line " +
                                                  std::to_string(LineOf(left)) +
                                                  " to a value built at run time"});
  }

  static constexpr std::string_view kTypeHooks[] = {"__class_getitem__", "__getitem__", "__call__",
                                                    "__new__"};
  // Whether `node` names a type with nothing built at run time in it: a name or
  // attribute that resolves (an import, a builtin, a class of the file), a constant, and
  // a subscript, `|`, list or call of a typing, collections, enum, dataclasses or types
  // name or a builtin generic (tuple[int, int]) whose every part is one too.
  bool StaticType(TSNode node, Scope* scope, int depth) {
    if (ts_node_is_null(node) || depth > 16) return false;
    std::string_view type = NodeType(node);
    if (type == "none" || type == "ellipsis" || type == "integer" || type == "float" ||
        type == "true" || type == "false" || type == "string" || type == "comment") {
      return true;  // (a string is analysed as code where annotations are evaluated)
    }
    if (type == "parenthesized_expression" || type == "keyword_argument") {
      return StaticType(ts_node_named_child(node, type == "keyword_argument" ? 1 : 0), scope,
                        depth + 1);
    }
    if (type == "identifier" || type == "attribute") {
      Value v = WithoutFacts([&] { return Eval(node, scope); });
      // A name whose assignments were judged already (NoteDynamicHint): `Users =
      // list[User]`, `T = TypeVar("T")`.
      if (type == "identifier" &&
          (judged_names_.count(Ident(node)) > 0 || defined_names_.count(Ident(node)) > 0 ||
           static_names_.count(Ident(node)) > 0 || static_loop_names_.count(Ident(node)) > 0)) {
        return true;
      }
      return v.IsName() || v.own != Value::Own::kNone || v.IsConstant() ||
             v.kind == Value::Kind::kOneOf;
    }
    auto all = [&](TSNode parent, TSNode skip) {
      bool ok = true;
      ForEachNamedChild(parent, [&](TSNode part) {
        ok = ok && (ts_node_eq(part, skip) || StaticType(part, scope, depth + 1));
      });
      return ok;
    };
    if (type == "binary_operator") {
      return Text(Child(node, Field::kOperator)) == "|" &&
             StaticType(Child(node, Field::kLeft), scope, depth + 1) &&
             StaticType(Child(node, Field::kRight), scope, depth + 1);
    }
    if (type == "type") return StaticType(ts_node_named_child(node, 0), scope, depth + 1);
    if (type == "generic_type") {  // Optional[int] in an annotation, as the grammar reads it
      TSNode base = ts_node_named_child(node, 0);
      return TypeMaker(base, scope) && all(node, base);
    }
    if (type == "list" || type == "tuple" || type == "set" || type == "dictionary" ||
        type == "pair" || type == "type_parameter" || type == "union_type") {
      return all(node, TSNode{});  // type("P", (), {"__slots__": ("x",)})
    }
    if (type == "subscript") {
      TSNode base = Child(node, Field::kValue);
      return TypeMaker(base, scope) && all(node, base);
    }
    if (type == "list_comprehension" || type == "generator_expression" ||
        type == "set_comprehension" || type == "dictionary_comprehension") {
      return StaticComprehension(node, scope, depth);
    }
    if (type == "call") {
      TSNode function = Child(node, Field::kFunction);
      return TypeMaker(function, scope) && all(Child(node, Field::kArguments), TSNode{});
    }
    return false;
  }
  // `[(k, t) for k, t in SCHEMA.items()]` over a display of types: its variables are
  // types (or names), and so its items if they are made of those.
  std::unordered_set<std::string> static_loop_names_;
  bool StaticComprehension(TSNode node, Scope* scope, int depth) {
    bool ok = true;
    std::vector<std::string> bound;
    ForEachNamedChild(node, [&](TSNode clause) {
      if (!ok || NodeType(clause) != "for_in_clause") return;
      TSNode iterable = Child(clause, Field::kRight);
      // d.items(), d.values(), d.keys() of a display: the display's parts.
      if (NodeType(iterable) == "call" &&
          NodeType(Child(iterable, Field::kFunction)) == "attribute") {
        std::string_view method = Text(Child(Child(iterable, Field::kFunction), Field::kAttribute));
        if (method == "items" || method == "values" || method == "keys") {
          iterable = Child(Child(iterable, Field::kFunction), Field::kObject);
        }
      }
      Value items = WithoutFacts([&] { return Eval(iterable, scope); });
      ok = StaticValue(items, 0) || StaticType(iterable, scope, depth + 1);
      WalkTree(
          Child(clause, Field::kLeft),
          [&](TSNode name) {
            if (NodeType(name) == "identifier" && static_loop_names_.insert(Ident(name)).second)
              bound.push_back(Ident(name));
            return true;
          },
          [](TSNode) {});
    });
    if (ok) {
      TSNode body = Child(node, Field::kBody);
      ok = NodeType(body) == "pair" ? StaticPair(body, scope, depth)
                                    : StaticType(body, scope, depth + 1);
    }
    for (const auto& name : bound) static_loop_names_.erase(name);
    return ok;
  }
  bool StaticPair(TSNode pair, Scope* scope, int depth) {
    return StaticType(Child(pair, Field::kKey), scope, depth + 1) &&
           StaticType(Child(pair, Field::kValue), scope, depth + 1);
  }
  // A value known to be a type, a name or a constant, or a display of those. A string
  // that may be code (a call, `:=`: AddEvaluatedStrings) is none: folded from parts, it
  // is no literal the file's strings are analysed from.
  static bool StaticValue(const Value& v, int depth) {
    auto inert = [](const std::string& text) {
      return text.find('(') == std::string::npos && text.find(":=") == std::string::npos;
    };
    if (depth > 4) return false;
    if (v.IsConstant()) return !v.is_string || inert(v.constant);
    if (v.kind == Value::Kind::kOneOf) return std::all_of(v.one_of.begin(), v.one_of.end(), inert);
    if (v.IsName() || v.own != Value::Own::kNone) return true;
    if ((v.kind == Value::Kind::kSequence || v.kind == Value::Kind::kMapping) && v.elements &&
        !v.items_open) {
      return std::all_of(v.elements->begin(), v.elements->end(),
                         [&](const Value& item) { return StaticValue(item, depth + 1); });
    }
    return false;
  }

  // A name whose subscript or call makes a type (StaticType).
  bool TypeMaker(TSNode node, Scope* scope) {
    return MakesTypes(WithoutFacts([&] { return Eval(node, scope); }), node, false);
  }
  // Of `v`, what `node` is: `classes_only`, not an object of the file's classes (whose
  // subscript is an item, not a generic).
  bool MakesTypes(const Value& v, TSNode node, bool classes_only) {
    if (v.instance_of == kEnumClass) return false;  // Color["RED"] is a member
    // The file's own class (`Box[int]` of a typing.Generic), unless a hook of the file's
    // makes its subscript or call (`__class_getitem__`, a metaclass's `__getitem__` or
    // `__call__`).
    if ((classes_only ? v.own == Value::Own::kClass : v.own != Value::Own::kNone) ||
        (NodeType(node) == "identifier" && defined_classes_.count(Ident(node)) > 0)) {
      // Once per file: a scan of the source per annotation was quadratic.
      if (!type_hooks_) {
        type_hooks_ = std::any_of(std::begin(kTypeHooks), std::end(kTypeHooks),
                                  [&](std::string_view w) { return CountWordIn(source_, w) > 0; });
      }
      return !*type_hooks_;
    }
    static constexpr std::string_view kTypeModules[] = {
        "typing.", "typing_extensions.", "collections.", "enum.", "dataclasses.", "types."};
    // The builtin classes a generic alias subscripts (`tuple[int, int]`, PEP 585).
    static constexpr std::string_view kGenerics[] = {"type", "list", "tuple",
                                                     "dict", "set",  "frozenset"};
    // typing's functions that hand back what they are given are no types.
    static constexpr std::string_view kIdentities[] = {"typing.cast", "typing.final",
                                                       "typing.assert_type", "typing.reveal_type",
                                                       "typing.no_type_check"};
    return v.IsName() && std::all_of(v.names.begin(), v.names.end(), [](const auto& n) {
             std::string_view bare =
                 std::string_view(n).substr(std::string_view(n).starts_with("builtins.") ? 9 : 0);
             if (std::find(std::begin(kIdentities), std::end(kIdentities), n) !=
                 std::end(kIdentities)) {
               return false;
             }
             return std::find(std::begin(kGenerics), std::end(kGenerics), bare) !=
                        std::end(kGenerics) ||
                    std::any_of(std::begin(kTypeModules), std::end(kTypeModules),
                                [&](std::string_view m) { return n.starts_with(m); });
           });
  }

  // An annotation that is not a type all the way down (StaticType): a call, a hook of
  // the file's, a name bound to something built at run time.
  [[gnu::noinline]] void NoteDynamicAnnotation(TSNode node, Scope* scope) {
    TSNode type = ts_node_named_child(node, 0);
    if (!ts_node_is_null(type) && !StaticType(type, scope, 0)) {
      dynamic_hints_.push_back({RangeOf(type), "the annotation on line " +
                                                   std::to_string(LineOf(node)) +
                                                   " is not a type all the way down (a call, "
                                                   "a hook, a value built at run time)"});
    }
  }

  // The inputs of typing's evaluators and makers NoteEvaluatorInputs judges, by the last
  // part of the callee's name.
  struct Inputs {
    std::string_view callee;
    int first, second;             // positional namespaces, or field types (-1: none)
    std::string_view keywords[2];  // keyword namespaces, or field types
    bool fields;                   // field types, judged as types, not namespaces
    bool every_keyword;            // NamedTuple('R', x=int): every other keyword a field
  };
  static constexpr Inputs kInputs[] = {
      {"get_type_hints", 1, 2, {"globalns", "localns"}, false, false},
      {"_eval_type", 1, 2, {"globalns", "localns"}, false, false},
      {"_evaluate", 0, 1, {"globalns", "localns"}, false, false},
      {"resolve_types", 1, 2, {"globalns", "localns"}, false, false},
      {"evaluate_forward_ref", -1, -1, {"globals", "locals"}, false, false},
      {"get_annotations", -1, -1, {"globals", "locals"}, false, false},
      {"signature", -1, -1, {"globals", "locals"}, false, false},
      {"from_callable", -1, -1, {"globals", "locals"}, false, false},
      {"make_dataclass", 1, -1, {"fields", ""}, true, false},
      {"NamedTuple", 1, -1, {"", ""}, true, true},
      {"TypedDict", 1, -1, {"", "total"}, true, true},
      {"TypeVar", -1, -1, {"bound", ""}, true, false},
      {"ParamSpec", -1, -1, {"bound", ""}, true, false},
      {"NewType", 1, -1, {"tp", ""}, true, false},
      {"TypeAliasType", 1, -1, {"value", ""}, true, false},
  };
  // Whether `last`, a call's last name, is one of kInputs' (the scan's: then bindings are
  // judged as types for them, NoteDynamicHint).
  static bool IsTypeInput(std::string_view last) {
    return std::any_of(std::begin(kInputs), std::end(kInputs),
                       [&](const Inputs& i) { return i.callee == last; });
  }

  // What an evaluator or a maker of annotations is given in a call of `callee`:
  // the namespaces typing looks names up in (get_type_hints' globalns and localns), the
  // field types of make_dataclass, a functional NamedTuple or TypedDict, a TypeVar's
  // bound, the `__annotations__` of type()'s namespace, setattr's or an update's. A
  // value built at run time there is code typing runs if it is a string (round 23).
  [[gnu::noinline]] void NoteEvaluatorInputs(TSNode function, TSNode args_node, const Value& callee,
                                             Scope* scope) {
    if (NodeType(args_node) != "argument_list") return;
    // x.__annotations__.update(...), .setdefault(...), .__setitem__(...). (The object's
    // text is read only when the file spells the word: a chain of calls would read it
    // again at each link.)
    if (!spells_annotations_) {
      spells_annotations_ = source_.find("__annotations__") != std::string_view::npos;
    }
    const bool into_annotations =
        *spells_annotations_ && NodeType(function) == "attribute" &&
        CountWordIn(Text(Child(function, Field::kObject)), "__annotations__") > 0;
    if (!callee.IsName() && !into_annotations) return;
    // The last part of the name, of typing's, inspect's, dataclasses' and attrs' names
    // (or an object's unnamed method: `ref._evaluate`).
    const Inputs* inputs = nullptr;
    for (const auto& name : callee.names) {
      std::string_view n = name;
      std::string_view last = LastPart(n);
      for (const auto& candidate : kInputs) {
        if (candidate.callee != last) continue;
        const bool typing_maker = candidate.fields && candidate.callee != "make_dataclass";
        if (typing_maker && !n.starts_with("typing") && !n.starts_with("annotationlib")) continue;
        inputs = &candidate;
      }
    }
    const bool type_call = callee.Is("type") || callee.Is("builtins.type");
    const bool set_attribute = callee.Is("setattr") || callee.Is("builtins.setattr");
    if (inputs == nullptr && !type_call && !set_attribute && !into_annotations) return;
    int position = 0;
    std::vector<TSNode> positional;
    ForEachNamedChild(args_node, [&](TSNode arg) {
      std::string_view type = NodeType(arg);
      if (type == "comment") return;
      std::string what;
      bool ok = true;
      if (type == "list_splat" || type == "dictionary_splat") {
        // What a spread holds is unseen: it may be any of the inputs.
        ok = into_annotations || type_call || set_attribute ? StaticType(arg, scope, 0) : false;
        what = "arguments spread into";
      } else if (type == "keyword_argument") {
        std::string_view keyword = Text(Child(arg, Field::kName));
        TSNode value = Child(arg, Field::kValue);
        if (into_annotations) {
          ok = StaticType(value, scope, 0);
        } else if (inputs != nullptr &&
                   (keyword == inputs->keywords[0] || keyword == inputs->keywords[1] ||
                    (inputs->every_keyword && keyword != "total"))) {
          if (inputs->every_keyword && keyword == inputs->keywords[1]) return;
          ok = inputs->fields ? StaticType(value, scope, 0) : StaticNamespace(value, scope, 0);
        }
        what = "`" + std::string(keyword) + "` of";
      } else {
        positional.push_back(arg);
        const int at = position++;
        if (into_annotations) {
          ok = StaticType(arg, scope, 0);
        } else if (inputs != nullptr && (at == inputs->first || at == inputs->second)) {
          ok = inputs->fields ? StaticType(arg, scope, 0) : StaticNamespace(arg, scope, 0);
        }
        what = "argument " + std::to_string(at + 1) + " of";
      }
      if (!ok) NoteDynamicInput(arg, what, function);
    });
    // type(name, bases, namespace): the namespace's __annotations__; setattr(x,
    // "__annotations__", v).
    if (type_call && positional.size() == 3) {
      TSNode ns = positional[2];
      bool ok = NodeType(ns) == "dictionary";
      if (ok) {
        ForEachNamedChild(ns, [&](TSNode item) {
          if (NodeType(item) == "dictionary_splat") ok = false;
          if (NodeType(item) != "pair") return;
          Value key = WithoutFacts([&] { return Eval(Child(item, Field::kKey), scope); });
          if (!key.IsString() || key.constant == "__annotations__") {
            ok = ok && StaticType(Child(item, Field::kValue), scope, 0);
          }
        });
      }
      if (!ok) NoteDynamicInput(ns, "the namespace of", function);
    }
    if (set_attribute && positional.size() == 3) {
      Value name = WithoutFacts([&] { return Eval(positional[1], scope); });
      if (name.IsString() && name.constant == "__annotations__" &&
          !StaticType(positional[2], scope, 0)) {
        NoteDynamicInput(positional[2], "the value of", function);
      }
    }
  }
  void NoteDynamicInput(TSNode arg, const std::string& what, TSNode function) {
    std::string callee(Text(function));
    if (callee.size() > 60) callee = callee.substr(0, 57) + "...";
    dynamic_hints_.push_back({RangeOf(arg), what + " `" + callee + "` on line " +
                                                std::to_string(LineOf(arg)) +
                                                " is not a type or namespace all the way down "
                                                "(a value built at run time)"});
  }

  // A namespace typing looks names up in: the module's own (globals(), vars(m),
  // m.__dict__: its names are judged where bound, NoteDynamicHint), or a dict display or
  // dict() of types (StaticType), spreads of such included.
  bool StaticNamespace(TSNode node, Scope* scope, int depth) {
    if (ts_node_is_null(node) || depth > 16) return false;
    std::string_view type = NodeType(node);
    if (type == "none") return true;
    if (type == "parenthesized_expression") {
      return StaticNamespace(ts_node_named_child(node, 0), scope, depth + 1);
    }
    if (type == "attribute") return Text(Child(node, Field::kAttribute)) == "__dict__";
    if (type == "identifier") {
      Value v = WithoutFacts([&] { return Eval(node, scope); });
      return v.kind == Value::Kind::kGlobals;
    }
    if (type == "dictionary") {
      bool ok = true;
      ForEachNamedChild(node, [&](TSNode item) {
        std::string_view item_type = NodeType(item);
        if (item_type == "pair") {
          ok = ok && StaticType(Child(item, Field::kValue), scope, depth + 1);
        } else if (item_type == "dictionary_splat") {
          ok = ok && StaticNamespace(ts_node_named_child(item, 0), scope, depth + 1);
        } else if (item_type != "comment") {
          ok = false;
        }
      });
      return ok;
    }
    if (type == "call") {
      Value f = WithoutFacts([&] { return Eval(Child(node, Field::kFunction), scope); });
      if (f.Is("globals") || f.Is("locals") || f.Is("vars")) return true;
      if (!f.Is("dict") || NodeType(Child(node, Field::kArguments)) != "argument_list") {
        return false;
      }
      bool ok = true;
      ForEachNamedChild(Child(node, Field::kArguments), [&](TSNode arg) {
        std::string_view arg_type = NodeType(arg);
        if (arg_type == "keyword_argument") {
          ok = ok && StaticType(Child(arg, Field::kValue), scope, depth + 1);
        } else if (arg_type == "dictionary_splat" || arg_type == "list_splat") {
          ok = ok && StaticNamespace(ts_node_named_child(arg, 0), scope, depth + 1);
        } else if (arg_type != "comment") {
          ok = ok && StaticNamespace(arg, scope, depth + 1);
        }
      });
      return ok;
    }
    return false;
  }

  // `typing.Optional[x]`, `list[x]`, `Box[x]` anywhere: a generic alias, whose string
  // items are forward references typing evaluates (get_args(...)[0]._evaluate()).
  [[gnu::noinline]] void NoteTypeArguments(TSNode node, const Value& object, Scope* scope) {
    TSNode key = Child(node, Field::kSubscript);
    if (ts_node_is_null(key) || !MakesTypes(object, Child(node, Field::kValue), true) ||
        StaticType(key, scope, 0)) {
      return;
    }
    dynamic_hints_.push_back({RangeOf(key), "the generic `" +
                                                std::string(Text(Child(node, Field::kValue))) +
                                                "[...]` on line " + std::to_string(LineOf(node)) +
                                                " is given a value built at run time"});
  }

  void AddDynamicHints(Facts& facts) {
    // Once per place, the outermost: a value may be evaluated again (a call's arguments),
    // and a generic in an alias or in an annotation is judged as both.
    std::stable_sort(dynamic_hints_.begin(), dynamic_hints_.end(),
                     [](const DynamicHint& a, const DynamicHint& b) {
                       return a.range.start != b.range.start ? a.range.start < b.range.start
                                                             : a.range.end > b.range.end;
                     });
    uint32_t covered_to = 0;
    for (auto& hint : dynamic_hints_) {
      if (hint.range.end <= covered_to) continue;
      covered_to = hint.range.end;
      facts.unresolved.push_back(
          {hint.range, UnresolvedKind::kCode, hint.what + std::string(kRunsAsCode)});
    }
  }

  void NoteBoundString(TSNode target, const Value& value) {
    if (value.IsString() && !value.constant.empty()) {
      bound_strings_.emplace_back(RangeOf(target), value.constant);
    } else if (value.kind == Value::Kind::kOneOf) {
      for (const auto& text : value.one_of) bound_strings_.emplace_back(RangeOf(target), text);
    }
  }

  void AddEvaluatedStrings(Facts& facts) {
    std::unordered_set<std::string> seen;
    bool over = false;
    auto add = [&](ByteRange range, const std::string& text) {
      if (text.find('(') == std::string::npos && text.find(":=") == std::string::npos) return;
      if (seen.count(text) > 0) return;
      if (seen.size() >= kMaxEvaluatedStrings) {
        over = true;
        return;
      }
      seen.insert(text);
      facts.embedded_code.push_back(
          {range, text,
           "in a string the file holds (it evaluates annotations, which run any string one "
           "reaches: typing.get_type_hints() and the like)",
           /*expression=*/true});
    };
    for (TSNode node : string_nodes_) {
      if (Value text = EvalStringQuiet(node); text.IsString()) add(RangeOf(node), text.constant);
    }
    for (const auto& [range, text] : bound_strings_) add(range, text);
    if (over) {
      facts.unresolved.push_back(
          {{0, 0},
           UnresolvedKind::kLookup,
           "the strings of a file that evaluates annotations, each of which may run as code: "
           "more than " +
               std::to_string(kMaxEvaluatedStrings) + " are not analysed"});
    }
  }

  // Iterative: an annotation may nest deeper than the stack allows.
  void CollectAnnotationStrings(TSNode root) {
    std::vector<TSNode> pending{root};
    while (!pending.empty()) {
      TSNode node = pending.back();
      pending.pop_back();
      std::string_view type = NodeType(node);
      if (type != "string" && type != "concatenated_string") {
        for (uint32_t i = ts_node_named_child_count(node); i-- > 0;) {
          pending.push_back(ts_node_named_child(node, i));
        }
        continue;
      }
      std::string text;
      bool constant = true;
      const bool single = type == "string";
      const uint32_t parts = single ? 1 : ts_node_named_child_count(node);
      for (uint32_t i = 0; constant && i < parts; ++i) {
        Value part = EvalStringQuiet(single ? node : ts_node_named_child(node, i));
        constant = part.IsString();
        text += part.constant;
      }
      if (constant) {
        facts_.embedded_code.push_back(
            {RangeOf(node), std::move(text),
             "in the string annotation (typing.get_type_hints() evaluates it)"});
      } else {  // an escape the fold does not read (`\N{LEFT PARENTHESIS}`): unknown text
        dynamic_hints_.push_back({RangeOf(node), "the string annotation on line " +
                                                     std::to_string(LineOf(node)) +
                                                     " is not known before running (an escape "
                                                     "cordon does not read)"});
      }
    }
  }

  // Whether the name or attribute being evaluated is used as a value: not called, not a
  // member's owner, not a bare statement, and not merely tested as a type
  // (isinstance(p, subprocess.Popen), `except`, annotations, `is` comparisons).
  bool UsedAsValue() const {
    const Enclosing e = EnclosingNode();
    if (ts_node_is_null(e.node)) return false;
    std::string_view type = e.type;
    auto is = [&](Field field) { return Holds(e, field); };
    if (type == "call") {
      if (is(Field::kFunction)) return false;
      std::string_view callee = Text(Child(e.node, Field::kFunction));
      // getattr(os, "getcwd") is os.getcwd: with the name written out, the object is the
      // member's owner, as in `os.getcwd` (with a computed name it is a value use).
      if (callee == "getattr") {
        TSNode args = Child(e.node, Field::kArguments);
        return !(ts_node_named_child_count(args) >= 2 &&
                 ts_node_eq(ts_node_named_child(args, 0), e.held) &&
                 NodeType(ts_node_named_child(args, 1)) == "string");
      }
      return callee != "isinstance" && callee != "issubclass" && callee != "id" &&
             callee != "callable" && callee != "hasattr";
    }
    if (type == "attribute") return !is(Field::kObject);
    if (type == "subscript") return !is(Field::kValue);
    if (type == "augmented_assignment" && is(Field::kLeft)) return false;
    // Only tested for truth: `if os:`, `while m:`.
    if ((type == "if_statement" || type == "elif_clause" || type == "while_statement") &&
        is(Field::kCondition)) {
      return false;
    }
    if (type == "expression_statement" || type == "type" || type == "except_clause" ||
        type == "comparison_operator" || type == "delete_statement" || type == "not_operator") {
      return false;
    }
    return true;
  }

  Value EvalIdentifier(TSNode node, Scope* scope) {
    std::string name = Ident(node);
    // Python binds these unseen: a docstring is the module's or class's __doc__, an
    // annotation `x: T` an item of __annotations__. Not what the file assigns.
    if (name == "__doc__" || name == "__annotations__") {
      LookupUse(node, scope, name);
      return Value::Unknown();
    }
    if (const Value* bound = LookupUse(node, scope, name)) return *bound;
    if (name == "__builtins__" || name == "builtins") return Value::Name("builtins");
    // The program's own file, in the working directory (runner/launcher).
    if (name == "__file__") return Value::String(std::string(kWorkingDirectory) + "/main.py");
    Value v = FreeName(name, scope);
    if (v.names.size() > 1) AddReference(node, v);
    return v;
  }

  // A free name: a star import may provide it, else it is a global or a builtin.
  Value FreeName(const std::string& name, Scope* scope) {
    Value v = Value::Name(name);
    // `from m import *` never brings in names that start with an underscore.
    static const std::vector<std::string> kNone;
    const auto& stars = name[0] == '_' ? kNone : ModuleScope(scope)->star_imports();
    for (auto it = stars.rbegin(); it != stars.rend(); ++it) {
      v.names.insert(v.names.begin(), *it + "." + name);
    }
    if (!stars.empty()) {
      v.chain.push_back("`" + name + "` may come from `from " + stars.back() + " import *`");
    }
    return v;
  }

  Value Member(const Value& object, const std::string& name, TSNode node) {
    if (object.instance_of == kFileClass && name == "__subclasses__" &&
        subclasses_reads_.count(SpanKey(node)) > 0) {
      return Mark(kFileSubclassesMethod);
    }
    AddMemberAttribute(node, object, name);
    Value result = Value::Unknown();
    // Walking a module's namespace (vars(m).values(), m.__dict__.items()) hands on every
    // value in it, as passing it would.
    if (object.kind == Value::Kind::kDict &&
        (name == "values" || name == "items" || name == "copy" || name == "pop" ||
         name == "popitem" || name == "setdefault" || name == "__iter__" || name == "__or__")) {
      AddValueUse(node, object);
    }
    if (std::optional<Value> entry = RecordMember(object, name)) {
      result = std::move(*entry);
      result.member_path = MemberPath(object, name);
      return result;
    }
    if (object.instance_of == kNamespace) return ParsedOption(object, name);
    if (!object.instance_of.empty() && !object.instance_of.starts_with(kFileClass)) {
      return InstanceMember(object, name);
    }
    if (object.own != Value::Own::kNone) {
      result = OwnAttribute(object, name);
      result.member_path = MemberPath(object, name);
      return result;
    }
    // f.__call__ is calling f: exec.__call__(code) is exec(code).
    if (name == "__call__" && object.IsName()) {
      Value same = object;
      same.member_path.clear();
      same.chain.push_back("`" + object.names.front() + ".__call__` calls `" +
                           object.names.front() + "`");
      return same;
    }
    // vars(m).update(...), m.__dict__.setdefault(...): methods that store into m.
    if (object.kind == Value::Kind::kDict && !object.names.empty() &&
        (name == "update" || name == "setdefault" || name == "__setitem__" || name == "__ior__")) {
      return Value::Name(object.names.front() + ".__dict__." + name, object.chain);
    }
    if (object.IsName()) {
      if (name == "__dict__") {
        result = Value::Of(Value::Kind::kDict);
        result.names = object.names;
      } else {
        result = QualifiedMember(object, name);
        for (auto& qualified : result.names) qualified = NormalizeQualified(std::move(qualified));
        // `pathlib.os` is also `os` (kept as a second candidate: `asyncio.subprocess` is a
        // submodule of its own, and rules on either name apply).
        std::string module = ReexportedModule(name);
        if (!module.empty() &&
            std::find(object.names.begin(), object.names.end(), module) == object.names.end()) {
          result.chain.push_back("`" + result.names[0] + "` may be the module `" + module +
                                 "` (a module's imports are its attributes)");
          result.names.push_back(module);
        }
        AddReference(node, result);
      }
    }
    result.member_path = MemberPath(object, name);
    return result;
  }

  Value EvalAttribute(TSNode node, Scope* scope) {
    Value object = Eval(Child(node, Field::kObject), scope);
    return Member(object, Ident(Child(node, Field::kAttribute)), node);
  }

  // A string's text; of an f-string, with what is known of its replacement fields:
  // f"{here}/x" with here "." is "./x", and the text up to the first field not known is
  // a prefix.
  Value EvalString(TSNode node, Scope* scope) {
    bool raw = false;
    bool formatted = false;
    bool known = true;
    bool complete = true;
    TextVariants text;
    uint32_t at = 0;
    auto append_source = [&](uint32_t end) {
      if (end < at || at == 0) return;
      auto decoded = DecodePythonEscapes(source_.substr(at, end - at), raw);
      if (!known || !decoded) {
        // After an unknown part only a climb back matters.
        text.AfterUnknown(decoded ? std::string_view(*decoded) : source_.substr(at, end - at));
        known = false;
        return;
      }
      if (formatted) {  // {{ and }} are a brace
        for (std::string_view brace : {"{{", "}}"}) {
          for (size_t p = decoded->find(brace); p != std::string::npos;
               p = decoded->find(brace, p + 1)) {
            decoded->erase(p, 1);
          }
        }
      }
      text.Append(*decoded);
    };
    for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
      TSNode child = ts_node_named_child(node, i);
      std::string_view type = NodeType(child);
      if (type == "string_start") {
        for (char c : Text(child)) {
          if (c == 'r' || c == 'R') raw = true;
          if (c == 'f' || c == 'F') formatted = true;
        }
        at = ts_node_end_byte(child);
      } else if (type == "string_end") {
        append_source(ts_node_start_byte(child));
        at = 0;
      } else if (type == "interpolation") {
        append_source(ts_node_start_byte(child));
        at = ts_node_end_byte(child);
        Value value = Eval(Child(child, Field::kExpression), scope);
        EvalFormatFields(child, scope);
        if (!known) {  // later fields are still walked for their facts
          if (value.IsConstant()) text.AfterUnknown(value.constant);
          continue;
        }
        // Only a plain field is the value's text: not {x!r}, {x:>8}, {x=}.
        bool plain = ts_node_named_child_count(child) == 1 &&
                     Text(child).find('=') == std::string_view::npos;
        if (plain && value.kind == Value::Kind::kOneOf) {
          text.AppendOneOf(value.one_of);
          continue;
        }
        auto part = value.IsConstant() ? std::optional{std::pair{value.constant, true}}
                                       : KnownPathText(value);
        if (part && plain) text.Append(part->first);
        if (!part || !part->second || !plain) {
          known = false;
          complete = false;
        }
      }
    }
    if (!complete) return text.Result(false);
    if (!known) return Value::Unknown();
    return text.Result(true);
  }

  // The text a value gives in "{}".format(v) or "%s" % v, when that is its constant:
  // a string, or an integer written in decimal (0x10 would be "16").
  static std::optional<std::string> PlainText(const Value& v) {
    if (v.IsString()) return v.constant;
    if (!v.IsConstant()) return std::nullopt;
    std::string_view digits = v.constant;
    if (digits.starts_with('-')) digits.remove_prefix(1);
    if (digits.empty() || (digits.size() > 1 && digits[0] == '0') ||
        digits.find_first_not_of("0123456789") != std::string_view::npos) {
      return std::nullopt;
    }
    return v.constant;
  }
  // A field after one not known: only whether its text climbs (`..`) matters.
  static void AfterUnknownField(TextVariants& text, const Value* value) {
    if (value == nullptr) return;
    if (value->kind == Value::Kind::kOneOf) {
      for (const auto& each : value->one_of) text.AfterUnknown(each);
    } else if (value->IsConstant() || value->kind == Value::Kind::kPrefix) {
      text.AfterUnknown(value->constant);
    }
  }
  // One replacement field's value added to `text`: false when it is not known.
  static bool AppendField(TextVariants& text, const Value* value) {
    if (value != nullptr && value->kind == Value::Kind::kOneOf) {
      text.AppendOneOf(value->one_of);
      return true;
    }
    std::optional<std::string> part = value ? PlainText(*value) : std::nullopt;
    if (!part) return false;
    text.Append(*part);
    return true;
  }

  // "out/{}.csv".format(name), with "{}", "{0}" and "{key}" fields only (a conversion or
  // a format spec is not followed): the text, one of several, or the text up to the
  // first field not known (a prefix). Unknown for anything else.
  static Value FormatString(std::string_view form, const EvaluatedArgs& args) {
    std::vector<std::pair<std::string, Value>> keywords;
    for (const auto& fact : args.facts) {
      if (fact.spread) return Value::Unknown();
      if (fact.keyword) keywords.emplace_back(*fact.keyword, ValueFromArg(fact));
    }
    TextVariants text;
    bool known = true;
    size_t automatic = 0;
    bool numbered = false;
    for (size_t i = 0; i < form.size(); ++i) {
      char c = form[i];
      if ((c == '{' || c == '}') && i + 1 < form.size() && form[i + 1] == c) {
        known ? text.Append(std::string_view(&form[i], 1)) : text.AfterUnknown("{");
        ++i;
        continue;
      }
      if (c == '}') return Value::Unknown();  // a ValueError
      if (c != '{') {
        size_t end = form.find_first_of("{}", i);
        if (end == std::string_view::npos) end = form.size();
        known ? text.Append(form.substr(i, end - i)) : text.AfterUnknown(form.substr(i, end - i));
        i = end - 1;
        continue;
      }
      size_t close = form.find('}', i);
      if (close == std::string_view::npos) return Value::Unknown();
      std::string_view field = form.substr(i + 1, close - i - 1);
      i = close;
      const Value* value = nullptr;
      if (field.empty()) {
        if (numbered) return Value::Unknown();  // mixing {} and {0} is a ValueError
        if (automatic < args.values.size()) value = &args.values[automatic];
        ++automatic;
      } else if (field.find_first_not_of("0123456789") == std::string_view::npos) {
        if (automatic > 0) return Value::Unknown();
        numbered = true;
        size_t index = std::strtoul(std::string(field).c_str(), nullptr, 10);
        if (index < args.values.size()) value = &args.values[index];
      } else {
        for (const auto& [name, v] : keywords) {
          if (name == field) value = &v;
        }
      }
      if (known && !AppendField(text, value)) known = false;
      if (!known) AfterUnknownField(text, value);
    }
    return text.Result(known);
  }

  // "out/%s.csv" % name, "%s/%d" % (a, b): %s and %d (without flags or width) and %%.
  Value EvalPercentFormat(TSNode node, Scope* scope) {
    // Each side walked once, for its facts and its value (a fold of its own would
    // recurse without the walk's depth guard).
    Value result = Value::Unknown();
    Value left = Eval(Child(node, Field::kLeft), scope);
    TSNode right_node = Child(node, Field::kRight);
    Value right = Eval(right_node, scope);
    if (!left.IsString()) return result;
    std::vector<Value> values;
    if (NodeType(right_node) == "tuple") {
      if (right.kind != Value::Kind::kSequence || !right.elements) return result;
      values = *right.elements;
    } else if (right.kind == Value::Kind::kSequence || right.kind == Value::Kind::kMapping) {
      return result;  // a list or dict is one %s argument, or a %(name)s mapping
    } else {
      values.push_back(right);
    }
    std::string_view form = left.constant;
    TextVariants text;
    bool known = true;
    size_t next = 0;
    for (size_t i = 0; i < form.size(); ++i) {
      if (form[i] != '%') {
        size_t end = std::min(form.find('%', i), form.size());
        known ? text.Append(form.substr(i, end - i)) : text.AfterUnknown(form.substr(i, end - i));
        i = end - 1;
        continue;
      }
      if (i + 1 >= form.size()) return result;
      char spec = form[++i];
      if (spec == '%') {
        known ? text.Append("%") : text.AfterUnknown("%");
        continue;
      }
      if ((spec != 's' && spec != 'd') || next >= values.size()) return result;
      const Value& value = values[next++];
      // %d of a string is a TypeError; %s of an integer is its text.
      if (spec == 'd' && (value.kind != Value::Kind::kConstant || value.is_string)) return result;
      if (known && !AppendField(text, &value)) known = false;
      if (!known) AfterUnknownField(text, &value);
    }
    if (next != values.size()) return result;  // a TypeError
    return text.Result(known);
  }

  // The replacement fields nested in a field's format specifier run too:
  // f"{width:{__import__('os').system('id')}}".
  void EvalFormatFields(TSNode field, Scope* scope) {
    ForEachNamedChild(field, [&](TSNode part) {
      if (NodeType(part) != "format_specifier") return;
      ForEachNamedChild(part, [&](TSNode nested) {
        TSNode expression = Child(nested, Field::kExpression);
        if (ts_node_is_null(expression)) return;
        Eval(expression, scope);
        EvalFormatFields(nested, scope);
      });
    });
  }

  // A keyword argument's fact (and, for an option's default, what the walk stores).
  // Out of EvalArguments, whose frame every nested call adds to the stack.
  [[gnu::noinline]] ArgFact KeywordFact(TSNode arg, Scope* scope) {
    Value value = Eval(Child(arg, Field::kValue), scope);
    if (!option_defaults_.empty() && option_defaults_.count(StoreKey(arg)) > 0) {
      NoteStored(arg, value);
    }
    ArgFact fact = ArgFromValue(value);
    fact.keyword = Ident(Child(arg, Field::kName));
    return fact;
  }

  EvaluatedArgs EvalArguments(TSNode args, Scope* scope) {
    EvaluatedArgs out;
    if (ts_node_is_null(args)) return out;
    if (NodeType(args) == "generator_expression") {
      Eval(args, scope);
      out.facts.push_back(ArgFact{});
      return out;
    }
    ForEachNamedChild(args, [&](TSNode arg) {
      std::string_view type = NodeType(arg);
      if (type == "comment") return;
      if (type == "keyword_argument") {
        ArgFact fact = KeywordFact(arg, scope);
        out.facts.push_back(std::move(fact));
      } else if (type == "list_splat" || type == "dictionary_splat") {
        // f(*parts) with parts a known sequence, f(**options) or f(**{"mode": "w"}) with a
        // known mapping: their items are the arguments.
        Value splatted = Eval(ts_node_named_child(arg, 0), scope);
        if (type == "list_splat" && splatted.kind == Value::Kind::kSequence) {
          for (const auto& item : *splatted.elements)
            out.AddPositional(arg, item, ArgFromValue(item));
        } else if (type == "dictionary_splat" && splatted.kind == Value::Kind::kMapping) {
          for (size_t i = 0; i < splatted.keys.size(); ++i) {
            ArgFact fact = ArgFromValue((*splatted.elements)[i]);
            fact.keyword = splatted.keys[i];
            out.facts.push_back(std::move(fact));
          }
        } else {
          out.AddSpread();
        }
      } else {
        Value v = Eval(arg, scope);
        ArgFact fact = ArgFromValue(v);
        if (type == "dictionary") DictionaryProperties(arg, fact);
        out.AddPositional(arg, std::move(v), std::move(fact));
      }
    });
    return out;
  }

  // Records constant-keyed entries of a dict display argument, e.g. {"shell": True}.
  void DictionaryProperties(TSNode dict, ArgFact& fact) {
    for (uint32_t i = 0; i < ts_node_named_child_count(dict); ++i) {
      TSNode pair = ts_node_named_child(dict, i);
      if (NodeType(pair) != "pair") continue;
      TSNode key = Child(pair, Field::kKey);
      TSNode value = Child(pair, Field::kValue);
      if (NodeType(key) != "string") continue;
      Value k = EvalStringQuiet(key);
      if (!k.IsString()) continue;
      fact.property_keys.push_back(k.constant);
      fact.property_values.push_back(ArgFromValue(EvalConstantQuiet(value)));
    }
  }

  // The constant value of a literal node without recording facts (already recorded).
  Value EvalStringQuiet(TSNode node) {
    for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
      if (NodeType(ts_node_named_child(node, i)) == "interpolation") return Value::Unknown();
    }
    return WithoutFacts([&] { return EvalString(node, nullptr); });
  }
  Value EvalConstantQuiet(TSNode node) {
    std::string_view type = NodeType(node);
    if (type == "string") return EvalStringQuiet(node);
    if (type == "true") return Value::Literal("true");
    if (type == "false") return Value::Literal("false");
    if (type == "none") return Value::Literal("null");
    if (type == "integer" || type == "float") return Value::Literal(std::string(Text(node)));
    return Value::Unknown();
  }

  // "sep".join([...]) of constants.
  std::optional<std::string> FoldJoin(const std::string& separator, TSNode args) {
    if (ts_node_is_null(args) || ts_node_named_child_count(args) != 1) return std::nullopt;
    TSNode list = ts_node_named_child(args, 0);
    std::string_view type = NodeType(list);
    if (type != "list" && type != "tuple") return std::nullopt;
    return JoinFolded(list, separator);
  }

  // Strings and chr(N): what FoldQuiet folds (Python's `+` and join take only strings).
  Value FoldLiteral(TSNode node) override {
    std::string_view type = NodeType(node);
    if (type == "string") return EvalStringQuiet(node);
    if (type == "call" && Text(Child(node, Field::kFunction)) == "chr") {
      TSNode args = Child(node, Field::kArguments);
      if (ts_node_named_child_count(args) == 1) return Chr(ts_node_named_child(args, 0));
    }
    return Value::Unknown();
  }

  Value Chr(TSNode arg) {
    if (NodeType(arg) != "integer") return Value::Unknown();
    std::string digits(Text(arg));
    std::erase(digits, '_');
    char* end = nullptr;
    unsigned long cp = std::strtoul(digits.c_str(), &end, 0);
    if (end == digits.c_str() || *end != '\0' || cp > 0x10FFFF) return Value::Unknown();
    std::string out;
    AppendUtf8(out, static_cast<uint32_t>(cp));
    return Value::String(out);
  }

  // What a call gives, as far as it is known (a folded string, an imported module, a
  // looked-up member, a path), and the facts only some calls add. Kept out of EvalCall:
  // EvalCall is on the recursion of nested calls, and this one's locals would make
  // every level's frame larger (nested getattr(getattr(...)) ran out of stack under ASan).
  [[gnu::noinline]] Value CallResult(TSNode node, const Value& callee, const Value& owner,
                                     const EvaluatedArgs& args, Scope* scope) {
    TSNode function = Child(node, Field::kFunction);
    TSNode args_node = Child(node, Field::kArguments);
    auto arg_text = [&](size_t i) -> std::string {
      if (ts_node_is_null(args_node) || i >= ts_node_named_child_count(args_node)) return "";
      return std::string(Text(ts_node_named_child(args_node, static_cast<uint32_t>(i))));
    };
    Value result = Value::Unknown();
    if (std::optional<Value> record = RecordCall(callee, args)) {
      // A NamedTuple's field holding a list is that list, shared.
      if (record->record && record->elements) {
        std::vector<Value> fields;
        for (const Value& field : *record->elements) fields.push_back(OpenNested(field));
        record->elements = std::make_shared<const std::vector<Value>>(std::move(fields));
      }
      return std::move(*record);
    }
    // Shape.__subclasses__(): classes of the file; sorted(...), list(...) of them too.
    if (callee.instance_of == kFileSubclassesMethod) return Mark(kFileSubclasses);
    if (!args.values.empty() && args.values[0].instance_of == kFileSubclasses &&
        (callee.Is("sorted") || callee.Is("list") || callee.Is("tuple") || callee.Is("reversed") ||
         callee.Is("set"))) {
      return args.values[0];
    }
    // sorted(p.rglob("*")), list(...), reversed(...): the same paths under p.
    if (!args.values.empty() && args.values[0].instance_of == kPathsUnder &&
        (callee.Is("sorted") || callee.Is("list") || callee.Is("tuple") || callee.Is("reversed") ||
         callee.Is("set") || callee.Is("frozenset"))) {
      return args.values[0];
    }
    // "a/b/c".rsplit("/", 1) and "a/b".split("/") of a known string: its parts.
    if (NodeType(function) == "attribute" && owner.IsString()) {
      std::string_view method = Text(Child(function, Field::kAttribute));
      if (method == "format") result = FormatString(owner.constant, args);
      if ((method == "split" || method == "rsplit") && !args.values.empty() &&
          args.values[0].IsString() && !args.values[0].constant.empty() &&
          args.values.size() == args.facts.size()) {
        long limit = -1;
        if (args.values.size() >= 2 && args.values[1].IsConstant() && !args.values[1].is_string)
          limit = std::strtol(args.values[1].constant.c_str(), nullptr, 10);
        result = SplitString(owner.constant, args.values[0].constant, limit, method == "rsplit");
      }
    }
    // json.loads of a constant text: the dict it describes (a config written inline).
    if (callee.Is("json.loads") && args.values.size() == 1 && args.facts.size() == 1 &&
        args.values[0].IsString()) {
      result = ParsedJson(args.values[0].constant);
    }
    // d.keys(), d.values(), d.items() of a known dict: its keys, values, (key, value) pairs.
    if (NodeType(function) == "attribute" && owner.kind == Value::Kind::kMapping &&
        owner.elements && !owner.items_open && args.facts.empty()) {
      result = MappingView(owner, Text(Child(function, Field::kAttribute)));
    }
    // "sep".join([...]) and chr(N)
    if (NodeType(function) == "attribute") {
      Value object = owner;  // "sep" in "sep".join(...), evaluated once by EvalCall
      if (Text(Child(function, Field::kAttribute)) == "join") {
        // os.sep.join([...]) joins with "/".
        if (!object.IsString() && callee.IsName() && callee.names[0].ends_with(".join")) {
          std::string module = callee.names[0].substr(0, callee.names[0].size() - 5);
          auto separator = KnownPathText(Value::Name(module));
          if (separator && separator->second) object = Value::String(separator->first);
        }
        if (object.IsString()) {
          if (auto joined = FoldJoin(object.constant, args_node)) {
            result = Value::String(*joined);
          } else if (auto items =
                         args.values.size() == 1 ? StringItems(args.values[0]) : std::nullopt) {
            std::string out;
            for (size_t i = 0; i < items->size(); ++i)
              out += (i ? object.constant : "") + (*items)[i];
            result = Value::String(out);
          }
        }
      }
    }
    if (callee.Is("chr") && args.values.size() == 1) {
      result = Chr(ts_node_named_child(args_node, 0));
    }
    // Imports by call.
    bool is_dunder_import = callee.Is("__import__") || callee.Is("importlib.__import__");
    if (is_dunder_import || callee.Is("importlib.import_module")) {
      if (!args.values.empty() && args.values[0].kind == Value::Kind::kOneOf) {
        // for m in ["json", "csv"]: __import__(m) imports each of them.
        result = Value::Unknown();
        result.kind = Value::Kind::kName;
        result.chain = args.values[0].chain;
        for (const auto& module : args.values[0].one_of) {
          AddImport(node, module, args.values[0].chain);
          result.names.push_back(is_dunder_import ? module.substr(0, module.find('.')) : module);
        }
      } else if (!args.values.empty() && args.values[0].IsString()) {
        std::string module = args.values[0].constant;
        std::vector<std::string> chain;
        if (NodeType(ts_node_named_child(args_node, 0)) != "string") {
          chain.push_back(ConstantStep(arg_text(0), module));
        }
        AddImport(node, module, chain);
        // __import__('a.b') returns the top package `a`; import_module returns `a.b`.
        std::string bound = is_dunder_import ? module.substr(0, module.find('.')) : module;
        result = Value::Name(bound, chain);
      } else {
        AddUnresolved(node, UnresolvedKind::kImport,
                      "the module name `" + arg_text(0) + "` is computed at run time");
      }
    }
    // Functions that import modules named by strings on the way to something else:
    // help('x') (pydoc imports x to document it), numpy.info(..., toplevel='x'),
    // xml.sax.make_parser(['x']) (each name is a parser module to import). A module the
    // code wrote itself is then run: each name is an import the module lists judge.
    if (callee.Is("help") || callee.Is("pydoc.help") || callee.Is("numpy.info") ||
        callee.Is("xml.sax.make_parser")) {
      std::optional<Value> named;
      if (callee.Is("numpy.info")) {
        for (const auto& arg : args.facts) {
          if (arg.keyword == "toplevel") named = ValueFromArg(arg);
        }
        if (!named && args.values.size() > 3) named = args.values[3];
      } else if (!args.values.empty()) {
        named = args.values[0];
      }
      if (named) ImportsNamedBy(node, *named, Text(function));
    }
    // Functions that import by a dotted name in a string and give back what it names:
    // pydoc.locate("os.system"), pkgutil.resolve_name("os:system"), mock.patch("os.system")
    // (whose get_original returns it), mock.patch.dict("posix.__dict__") (which hands the
    // dict to its `with`), warnings._getcategory("mod.Cls").
    if (IsNameResolver(callee, function)) {
      if (!args.values.empty() && args.values[0].IsString()) {
        std::string dotted = args.values[0].constant;
        std::replace(dotted.begin(), dotted.end(), ':', '.');
        std::vector<std::string> chain{"`" + std::string(Text(function)) + "` resolves the name '" +
                                       dotted + "'"};
        AddImport(node, dotted.substr(0, dotted.find('.')), chain);
        Value named = Value::Name(dotted, chain);
        AddValueUse(node, named);
        if (!callee.Is("unittest.mock.patch") && !callee.Is("unittest.mock.patch.dict")) {
          result = named;
        }
      } else if (!args.facts.empty()) {
        AddUnresolved(node, UnresolvedKind::kImport,
                      "the name `" + arg_text(0) + "` is computed at run time");
      }
    }
    // getattr(obj, 'name'[, default]); object.__getattribute__(obj, 'name') is the same
    // lookup without the default.
    if ((callee.Is("getattr") || callee.Is("object.__getattribute__") ||
         callee.Is("type.__getattribute__")) &&
        args.values.size() >= 2) {
      const Value& object = args.values[0];
      const Value& name = args.values[1];
      if (name.IsString()) {
        result = WithConstantStep(AttributeByName(object, name.constant, node),
                                  ts_node_named_child(args_node, 1), name.constant);
      } else if (name.kind == Value::Kind::kOneOf && object.IsName()) {
        // getattr(np, agg) with agg one of ["mean", "std"]: each of those members.
        result = Value::Unknown();
        result.kind = Value::Kind::kName;
        result.chain = name.chain;
        for (const auto& each : name.one_of) {
          Value member = AttributeByName(object, each, node);
          for (auto& n : member.names) result.names.push_back(std::move(n));
        }
        if (result.names.empty()) result = Value::Unknown();
      } else if (object.IsName() || object.kind == Value::Kind::kGlobals ||
                 object.kind == Value::Kind::kDict) {
        AddUnresolved(node, UnresolvedKind::kAttribute,
                      "the attribute name `" + arg_text(1) + "` is computed at run time");
      }
    }
    if (IsNamespaceCall(callee)) {
      if (args.values.empty()) {
        result = Value::Of(Value::Kind::kGlobals);
      } else if (callee.Is("vars") && args.values[0].IsName()) {
        result = Value::Of(Value::Kind::kDict);
        result.names = args.values[0].names;
      }
    }
    if ((callee.Is("sys.modules.get") || callee.Is("sys.modules.__getitem__")) &&
        !args.values.empty() && args.values[0].IsString()) {
      result = Value::Name(args.values[0].constant);
    }
    if (auto path = PathCall(callee, args)) result = std::move(*path);
    if (auto parsed = ParserCall(callee, args, scope)) result = std::move(*parsed);
    // eval("__import__") is __import__: a constant that is only a name gives that name.
    if (callee.Is("eval") && !args.values.empty() && args.values[0].IsString()) {
      if (auto parts = DottedNameParts(args.values[0].constant)) {
        const Value* bound = Lookup(scope, (*parts)[0]);
        Value named = bound != nullptr ? *bound : Value::Name(NormalizeQualified((*parts)[0]));
        if ((*parts)[0] == "__builtins__" || (*parts)[0] == "builtins") {
          named = Value::Name("builtins");
        }
        for (size_t i = 1; i < parts->size(); ++i) named = Member(named, (*parts)[i], node);
        named.chain.push_back("`" + std::string(Text(node)) + "` is `" + args.values[0].constant +
                              "`");
        result = std::move(named);
      }
    }
    // A call of a one-line helper defined in the file gives what it returns:
    // def writer(): return open; writer()("/etc/x", "w").
    if (callee.kind == Value::Kind::kFunction && !ts_node_is_null(callee.body) &&
        callee.body_scope != nullptr && returns_followed_ < kMaxReturnDepth) {
      if (TSNode returned = FinalReturn(callee.body); !ts_node_is_null(returned)) {
        ++returns_followed_;
        Value value = WithoutFacts([&] {
          // The statements before the return, walked in a scope of their own, where
          // each parameter of a function called by its name is what this call passes.
          Scope* call_scope = NewScope(callee.body_scope);
          if (NodeType(function) == "identifier") BindPassedHere(callee.body, args, call_scope);
          if (NodeType(callee.body) == "block") {
            ForEachNamedChild(callee.body, [&](TSNode statement) {
              if (NodeType(statement) == "expression_statement" || IsPlainWith(statement)) {
                Visit(statement, call_scope);
              }
            });
          }
          return ReturnedValue(node, returned, call_scope);
        });
        --returns_followed_;
        if (value.kind != Value::Kind::kUnknown || !value.instance_of.empty()) {
          value.chain.insert(value.chain.begin(), "`" + std::string(Text(node)) + "` returns `" +
                                                      std::string(Text(returned)) + "`");
          result = std::move(value);
        }
      }
    }
    // A generator of the file that only yields values made of constants and known
    // functions (round 24's d25: `yield os.path.expanduser("~")`, `yield "." + "aws"`):
    // the sequence of them, whenever it runs.
    if (callee.kind == Value::Kind::kFunction && !ts_node_is_null(callee.body) &&
        callee.body_scope != nullptr && result.kind == Value::Kind::kUnknown &&
        returns_followed_ < kMaxReturnDepth) {
      if (std::optional<Value> yielded = Yielded(callee.body, callee.body_scope)) {
        result = std::move(*yielded);
      }
    }
    ApplyToItems(node, callee, owner, args, scope);
    // dict(a=1, b=x) is a mapping of its keywords.
    if (callee.Is("dict") && args.values.empty()) {
      std::vector<std::string> keys;
      std::vector<Value> items;
      bool known = true;
      for (const auto& fact : args.facts) {
        if (!fact.keyword) known = false;
        keys.push_back(fact.keyword.value_or(""));
        items.push_back(ValueFromArg(fact));
      }
      if (known) result = Value::Mapping(std::move(keys), std::move(items));
    }
    // dict(m, k=v) is a copy of the mapping m with those keywords' entries.
    if (callee.Is("dict") && args.values.size() == 1 &&
        args.values[0].kind == Value::Kind::kMapping) {
      if (auto copied = Updated(Value::Mapping({}, {}), args)) result = std::move(*copied);
    }
    // functools.partial(f, a, b) is a call of f to come, with a and b first; so are the
    // other functions that take a function and the arguments to call it with.
    if (auto position = CallsLater(callee, function);
        position && args.values.size() > *position && args.values[*position].IsName()) {
      std::vector<ArgFact> later;
      size_t positional = 0;
      for (const auto& fact : args.facts) {
        if (fact.keyword || positional++ > *position) later.push_back(fact);
      }
      ArgFact rest;
      rest.spread = true;
      later.push_back(rest);
      // A bound method's object is its argument 0 (weakref.finalize(obj, p.write_text, s)).
      if (const auto& receiver = args.values[*position].receiver) {
        later.insert(later.begin(), ArgFromValue(*receiver));
      }
      // The call to come stands for the function handed over: not also a value use of it
      // (whose arguments would be unknown).
      const ByteRange handed = RangeOf(args.nodes[*position]);
      auto& calls = facts_.calls;
      for (auto it = calls.rbegin(); it != calls.rend(); ++it) {
        if (it->as_value && it->range.start == handed.start && it->range.end == handed.end) {
          calls.erase(std::next(it).base());
          break;
        }
      }
      AddCall(node, args.values[*position], std::move(later), false);
    }
    return result;
  }

  // Calls that call a function they are given with each item of a sequence they are
  // given: map(f, xs), filter(f, xs), sorted(xs, key=f), min(xs, key=f), max(xs, key=f),
  // and an executor's or a pool's map(f, xs). A name is called with each item
  // (map(os.remove, paths), pool.map(Path.read_text, paths)); a function of the file is
  // given each item as a call by its name would give it (RecordPassed); a lambda written
  // there gets it as its parameter. Each item is what a loop over xs binds (EachItem).
  void ApplyToItems(TSNode call, const Value& callee, const Value& owner, const EvaluatedArgs& args,
                    Scope* scope) {
    TSNode function_node{};
    const Value* items = nullptr;
    TSNode called = Child(call, Field::kFunction);
    const bool pool = NodeType(called) == "attribute" &&
                      Text(Child(called, Field::kAttribute)) == "map" && IsPool(owner);
    if (callee.Is("map") || callee.Is("filter") || pool) {
      if (args.facts.size() != 2 || args.values.size() != 2) return;
      function_node = args.nodes[0];
      items = &args.values[1];
    } else if (callee.Is("sorted") || callee.Is("min") || callee.Is("max")) {
      if (args.values.size() != 1) return;
      items = &args.values[0];
      ForEachNamedChild(Child(call, Field::kArguments), [&](TSNode arg) {
        if (NodeType(arg) == "keyword_argument" && Text(Child(arg, Field::kName)) == "key") {
          function_node = Child(arg, Field::kValue);
        }
      });
    }
    if (ts_node_is_null(function_node) || items->kind != Value::Kind::kSequence ||
        !items->elements) {
      return;
    }
    if (NodeType(function_node) == "lambda") {
      std::optional<Value> each = EachItem(*items);
      auto inner = lambda_scopes_.find(NodeKey(function_node));
      TSNode params = Child(function_node, Field::kParameters);
      if (!each || inner == lambda_scopes_.end() || ts_node_named_child_count(params) != 1 ||
          NodeType(ts_node_named_child(params, 0)) != "identifier") {
        return;
      }
      each->chain.push_back("`" + Ident(ts_node_named_child(params, 0)) + "` is each item `" +
                            std::string(Text(call)) + "` gives it");
      if (!callee.Is("sorted") && !MayBeEach(*each)) return;
      inner->second->Set(Ident(ts_node_named_child(params, 0)), std::move(*each));
      return;
    }
    Value function = WithoutFacts([&] { return Eval(function_node, scope); });
    if (function.IsName()) {
      for (const auto& item : *items->elements) {
        std::vector<ArgFact> passed{ArgFromValue(item)};
        if (const auto& receiver = function.receiver) {
          passed.insert(passed.begin(), ArgFromValue(*receiver));
        }
        AddCall(call, function, std::move(passed), false);
      }
      return;
    }
    std::optional<Value> each = EachItem(*items);
    if (function.kind != Value::Kind::kFunction || NodeType(function_node) != "identifier" ||
        !each || unrolling_ > 0) {
      return;
    }
    if (!callee.Is("sorted") && !MayBeEach(*each)) return;
    EvaluatedArgs given;
    ArgFact fact = ArgFromValue(*each);
    given.AddPositional(function_node, std::move(*each), std::move(fact));
    RecordPassed(function_node, Ident(function_node), function, given, /*extra_arguments=*/false);
  }
  // Only sorted() takes every item before it calls the function. map and filter call it
  // as their result is read, min and max as they go, an executor as its threads run, so
  // that the function (or code between) may add to the items first: there it gets one of
  // the items known, or something else (Value::may_be), which keeps a write to an unknown
  // path refused. Not for items other than strings, which may_be cannot say.
  static bool MayBeEach(Value& each) {
    Value open = Value::Unknown();
    if (each.kind == Value::Kind::kOneOf) {
      open.may_be = each.one_of;
    } else if (each.IsString()) {
      open.may_be = {each.constant};
    } else {
      return false;
    }
    open.chain = std::move(each.chain);
    each = std::move(open);
    return true;
  }
  // Whether an object is an executor or a pool, whose map(f, xs) calls f with each of xs.
  static constexpr std::string_view kPools[] = {"concurrent.futures.ThreadPoolExecutor",
                                                "concurrent.futures.ProcessPoolExecutor",
                                                "multiprocessing.Pool",
                                                "multiprocessing.pool.Pool",
                                                "multiprocessing.pool.ThreadPool",
                                                "multiprocessing.dummy.Pool"};
  static bool IsPool(const Value& object) {
    return std::any_of(std::begin(kPools), std::end(kPools),
                       [&](std::string_view pool) { return object.instance_of == pool; });
  }

  // The expression a function returns when its body is straight-line: a lambda's body, or
  // a block of expression statements (assignments, calls, a docstring) ending in one
  // `return x`. A body with branches or loops is not followed.
  // What a helper's `return` gives at this call. A tuple display the caller unpacks at
  // once (`df, cfg = clean(raw)`) is never kept under any name: its items are each what
  // the name they are unpacked into holds, not containers kept in another (OpenNested).
  Value ReturnedValue(TSNode call, TSNode returned, Scope* call_scope) {
    TSNode parent = ts_node_parent(call);
    std::string_view returned_type = NodeType(returned);
    if (NodeType(parent) != "assignment" || !ts_node_eq(Child(parent, Field::kRight), call) ||
        (returned_type != "expression_list" && returned_type != "tuple")) {
      return Eval(returned, call_scope);
    }
    std::string_view target = NodeType(Child(parent, Field::kLeft));
    if (target != "pattern_list" && target != "tuple_pattern" && target != "list_pattern") {
      return Eval(returned, call_scope);
    }
    // (`return c, c` gives the caller two names for one container: not unpacked apart.)
    std::set<std::string_view> names;
    bool plain = true;
    ForEachNamedChild(returned, [&](TSNode item) {
      std::string_view type = NodeType(item);
      plain = plain && type != "list_splat" && type != "parenthesized_list_splat" &&
              type != "yield" && (type != "identifier" || names.insert(Text(item)).second);
    });
    if (!plain) return Eval(returned, call_scope);
    std::vector<Value> items;
    ForEachNamedChild(returned, [&](TSNode item) {
      if (NodeType(item) != "comment") items.push_back(Eval(item, call_scope));
    });
    return Value::Sequence(std::move(items));
  }

  // In the walk of a helper's body for one call: each parameter is what that call passes
  // (by place or keyword; `*args` a tuple of the rest by place, `**kwargs` a dict of the
  // rest by keyword). One it leaves to its default keeps what the function's own walk
  // gives it; nothing is bound when the call's arguments do not fit.
  void BindPassedHere(TSNode body, const EvaluatedArgs& args, Scope* call_scope) {
    TSNode definition = ts_node_parent(body);
    if (NodeType(definition) != "function_definition") return;
    for (const auto& fact : args.facts) {
      if (fact.spread) return;
    }
    struct Parameter {
      std::string name;
      bool by_place = true;
      bool by_keyword = true;
    };
    std::vector<Parameter> parameters;
    std::string rest_by_place;
    std::string rest_by_keyword;
    bool keyword_only = false;
    bool unread = false;
    TSNode list = Child(definition, Field::kParameters);
    ForEachNamedChild(list, [&](TSNode p) {
      std::string_view type = NodeType(p);
      TSNode name = type == "identifier" ? p : Child(p, Field::kName);
      if (ts_node_is_null(name) && ts_node_named_child_count(p) > 0) {
        name = ts_node_named_child(p, 0);
      }
      if (type == "positional_separator") {
        for (auto& parameter : parameters) parameter.by_keyword = false;
      } else if (type == "keyword_separator") {
        keyword_only = true;
      } else if (ts_node_is_null(name) || NodeType(name) != "identifier") {
        unread = true;  // a comment, or a form this does not read
      } else if (type == "list_splat_pattern") {
        rest_by_place = Ident(name);
        keyword_only = true;
      } else if (type == "dictionary_splat_pattern") {
        rest_by_keyword = Ident(name);
      } else {
        parameters.push_back({Ident(name), !keyword_only, true});
      }
    });
    if (unread) return;
    std::vector<std::pair<std::string, Value>> bound;
    std::vector<Value> extra_by_place;
    std::vector<std::string> extra_keys;
    std::vector<Value> extra_by_keyword;
    size_t place = 0;
    for (const auto& fact : args.facts) {
      if (!fact.keyword) {
        if (place >= args.values.size()) return;
        // (The parameters given by place come first.)
        if (place < parameters.size() && parameters[place].by_place) {
          bound.emplace_back(parameters[place].name, args.values[place]);
        } else if (!rest_by_place.empty()) {
          extra_by_place.push_back(args.values[place]);
        } else {
          return;  // a TypeError
        }
        ++place;
        continue;
      }
      auto it = std::find_if(parameters.begin(), parameters.end(), [&](const Parameter& p) {
        return p.by_keyword && p.name == *fact.keyword;
      });
      if (it != parameters.end()) {
        bound.emplace_back(it->name, ValueFromArg(fact));
      } else if (!rest_by_keyword.empty()) {
        extra_keys.push_back(*fact.keyword);
        extra_by_keyword.push_back(ValueFromArg(fact));
      } else {
        return;  // a TypeError
      }
    }
    for (auto& [name, value] : bound) call_scope->Set(name, std::move(value));
    if (!rest_by_place.empty()) {
      call_scope->Set(rest_by_place, Value::Sequence(std::move(extra_by_place)));
    }
    if (!rest_by_keyword.empty()) {
      call_scope->Set(rest_by_keyword,
                      Value::Mapping(std::move(extra_keys), std::move(extra_by_keyword)));
    }
  }

  // What a generator whose body is only `yield <value>` statements (and a docstring)
  // yields, when each value is made of literals, operators and calls of names the walk
  // knows (no variable, which may change before the generator runs): evaluated in a
  // scope of its own, with no facts (its own walk records them).
  [[gnu::noinline]] std::optional<Value> Yielded(TSNode body, Scope* body_scope, int depth = 0) {
    if (NodeType(body) != "block" || depth > 4) return std::nullopt;
    std::vector<TSNode> values;
    bool plain = true;
    ForEachNamedChild(body, [&](TSNode statement) {
      if (!plain || NodeType(statement) == "comment") return;
      TSNode inner = ts_node_named_child(statement, 0);
      if (NodeType(statement) != "expression_statement" ||
          ts_node_named_child_count(statement) != 1) {
        plain = false;
      } else if (NodeType(inner) == "string" && values.empty()) {
        // a docstring
      } else if (NodeType(inner) != "yield" || ts_node_named_child_count(inner) != 1 ||
                 Text(inner).starts_with("yield from") ||
                 !MadeOfConstants(ts_node_named_child(inner, 0), body_scope, depth)) {
        plain = false;
      } else {
        values.push_back(ts_node_named_child(inner, 0));
      }
    });
    if (!plain || values.empty() || values.size() > Value::kMaxElements) return std::nullopt;
    ++returns_followed_;
    std::vector<Value> items = WithoutFacts([&] {
      Scope* scope = NewScope(body_scope);
      std::vector<Value> out;
      for (TSNode value : values) out.push_back(Eval(value, scope));
      return out;
    });
    --returns_followed_;
    return Value::Sequence(std::move(items));
  }
  // Literals, `+`, and calls of imported or builtin functions (`os.path.expanduser("~")`,
  // `Path(...)`) or of a constant's methods (`"".join([...])`) whose arguments are made
  // of constants too: nothing the file may rebind before a generator runs.
  bool MadeOfConstants(TSNode node, Scope* scope, int depth) {
    if (ts_node_is_null(node) || depth > 8) return false;
    std::string_view type = NodeType(node);
    if (type == "string" || type == "integer" || type == "float" || type == "true" ||
        type == "false" || type == "none" || type == "concatenated_string") {
      return type != "string" || !HasChildOfType(node, "interpolation");
    }
    if (type == "parenthesized_expression") {
      return MadeOfConstants(ts_node_named_child(node, 0), scope, depth + 1);
    }
    if (type == "binary_operator") {
      return MadeOfConstants(Child(node, Field::kLeft), scope, depth + 1) &&
             MadeOfConstants(Child(node, Field::kRight), scope, depth + 1);
    }
    if (type == "list" || type == "tuple" || type == "argument_list" || type == "list_splat") {
      bool ok = true;
      ForEachNamedChild(node,
                        [&](TSNode part) { ok = ok && MadeOfConstants(part, scope, depth + 1); });
      return ok;
    }
    if (type == "call") {
      TSNode function = Child(node, Field::kFunction);
      TSNode base = function;
      while (NodeType(base) == "attribute") base = Child(base, Field::kObject);
      // (Or another such generator of the file: Path(*parts()).)
      auto named = [&] {
        Value f = WithoutFacts([&] { return Eval(function, scope); });
        return f.IsName() || (f.kind == Value::Kind::kFunction && !ts_node_is_null(f.body) &&
                              f.body_scope != nullptr && Yielded(f.body, f.body_scope, depth + 1));
      };
      const bool known =
          NodeType(base) == "identifier" ? named() : MadeOfConstants(base, scope, depth + 1);
      return known && MadeOfConstants(Child(node, Field::kArguments), scope, depth + 1);
    }
    return false;
  }

  TSNode FinalReturn(TSNode body) const {
    if (NodeType(body) != "block") return body;  // lambda
    TSNode last{};
    for (uint32_t i = 0; i < ts_node_named_child_count(body); ++i) {
      TSNode statement = ts_node_named_child(body, i);
      std::string_view type = NodeType(statement);
      if (type == "comment") continue;
      if (!ts_node_is_null(last)) return TSNode{};  // something after the return
      if (type == "return_statement") {
        last = statement;
      } else if (type != "expression_statement" && !IsPlainWith(statement)) {
        return TSNode{};
      }
    }
    if (ts_node_is_null(last) || ts_node_named_child_count(last) != 1) return TSNode{};
    return ts_node_named_child(last, 0);
  }
  // A block (`with`, `if`, a loop, `try`) that does not return from inside, define
  // anything or rebind a global: walked as the file's walk does (a `with` body may stop
  // where a context manager suppresses what it raises; a branch joins where it ends).
  // (Asked at every call of the helper: each block is looked into once.)
  bool IsPlainWith(TSNode statement) const {
    static constexpr std::string_view kBlocks[] = {
        "with_statement", "if_statement", "for_statement", "while_statement", "try_statement"};
    if (std::find(std::begin(kBlocks), std::end(kBlocks), NodeType(statement)) ==
        std::end(kBlocks)) {
      return false;
    }
    auto [known, fresh] = plain_withs_.try_emplace(StoreKey(statement), false);
    if (!fresh) return known->second;
    bool returns = false;
    ForEachNode(statement, [&](TSNode node) {
      std::string_view type = NodeType(node);
      returns = returns || type == "return_statement" || type == "yield" ||
                type == "function_definition" || type == "class_definition" || type == "lambda" ||
                type == "global_statement" || type == "nonlocal_statement" ||
                type == "generator_expression";
    });
    known->second = !returns;
    return !returns;
  }
  mutable std::unordered_map<uintptr_t, bool> plain_withs_;

  // Where a function that calls another later takes it: partial(f, *args),
  // atexit.register(f, *args), executor.submit(f, *args), loop.call_later(delay, f, *args).
  std::optional<size_t> CallsLater(const Value& callee, TSNode function) const {
    static constexpr std::pair<std::string_view, size_t> kNamed[] = {
        {"functools.partial", 0}, {"functools.partialmethod", 0}, {"atexit.register", 0},
        {"asyncio.to_thread", 0}, {"weakref.finalize", 1},        {"threading.Timer", 1}};
    static constexpr std::pair<std::string_view, size_t> kMethods[] = {
        {"submit", 0},     {"call_soon", 0}, {"call_soon_threadsafe", 0}, {"callback", 0},
        {"call_later", 1}, {"call_at", 1},   {"run_in_executor", 1}};
    for (auto [name, position] : kNamed) {
      if (callee.Is(name)) return position;
    }
    if (callee.kind == Value::Kind::kUnknown && NodeType(function) == "attribute") {
      std::string_view method = Text(Child(function, Field::kAttribute));
      for (auto [name, position] : kMethods) {
        if (method == name) return position;
      }
    }
    return std::nullopt;
  }

  Value EvalCall(TSNode node, Scope* scope) {
    TSNode function = Child(node, Field::kFunction);
    TSNode args_node = Child(node, Field::kArguments);
    // Of `x.m(...)`, what x is too: a string's own methods fold (CallResult).
    Value owner = Value::Unknown();
    Value callee = Value::Unknown();
    if (NodeType(function) == "attribute") {
      DepthGuard walking_member(*this, function);  // the owner's place is in `x.m`
      owner = Eval(Child(function, Field::kObject), scope);
      callee = Member(owner, Ident(Child(function, Field::kAttribute)), function);
    } else {
      callee = Eval(function, scope);
    }
    EvaluatedArgs args = EvalArguments(args_node, scope);
    // xs.append(v) changes xs in place; d.update(other, k=v) where all is known gives d
    // those entries.
    if (NodeType(function) == "attribute" &&
        NodeType(Child(function, Field::kObject)) == "identifier" &&
        IsMutator(Text(Child(function, Field::kAttribute)))) {
      std::string name = Ident(Child(function, Field::kObject));
      std::optional<Value> updated;
      std::string_view method = Text(Child(function, Field::kAttribute));
      if (method == "update") updated = Updated(owner, args);
      if (method == "sort" || method == "reverse") updated = Reordered(owner);
      if (updated) {
        Bind(scope, name, std::move(*updated));
      } else {
        ForgetItems(scope, name);
      }
    }

    // globals().update(...), dict.update(globals(), ...): the module's names.
    if (NodeType(function) == "attribute" && IsMutator(Text(Child(function, Field::kAttribute)))) {
      std::string_view method = Text(Child(function, Field::kAttribute));
      CheckNamespaceStore(node, owner);
      if (!args.values.empty() && args.values[0].kind == Value::Kind::kGlobals &&
          (callee.Is("dict." + std::string(method)) || owner.Is("dict"))) {
        CheckNamespaceStore(node, args.values[0]);
      }
    }
    // os.environ.update(TMPDIR=...), and the same through the class's own method:
    // dict.update(os.environ, ...), collections.abc.MutableMapping.update(os.environ, ...).
    if (NodeType(function) == "attribute" && Text(Child(function, Field::kAttribute)) == "update") {
      if (callee.Is("dict.update") || callee.Is("collections.abc.MutableMapping.update") ||
          callee.Is("typing.MutableMapping.update") || callee.Is("collections.UserDict.update") ||
          callee.Is("collections.OrderedDict.update") || callee.Is("os._Environ.update")) {
        if (!args.values.empty()) {
          RecordEntriesStored(node, args.values[0],
                              std::vector<Value>(args.values.begin() + 1, args.values.end()),
                              args.facts);
        }
      } else {
        RecordEntriesStored(node, owner, args.values, args.facts);
      }
    }
    // (Not for a comprehension unrolled: its walk records what the variables may be.)
    if (unrolling_ == 0) {
      // A method of a closed class, read off one of its objects, by its name.
      std::string called_as = NodeType(function) == "identifier" ? Ident(function) : "";
      if (NodeType(function) == "attribute" && owner.own == Value::Own::kInstance &&
          callee.kind == Value::Kind::kFunction) {
        called_as = Ident(Child(function, Field::kAttribute));
      }
      RecordPassed(node, called_as, callee, args, /*extra_arguments=*/false);
    }
    NoteEvaluatorInputs(function, args_node, callee, scope);
    Value result = CallResult(node, callee, owner, args, scope);
    if (callee.own == Value::Own::kClass && result.kind == Value::Kind::kUnknown) {
      result.own = Value::Own::kInstance;
    }
    // dataclasses.replace(obj, name=v): another object of obj's class (its stores noted
    // by the scan).
    if ((callee.Is("dataclasses.replace") || callee.Is("copy.replace")) &&
        replace_calls_.count(StoreKey(node)) > 0 && !args.values.empty() &&
        args.values[0].own == Value::Own::kInstance && result.kind == Value::Kind::kUnknown) {
      result.own = Value::Own::kInstance;
    }
    // A method of an instance: the instance is argument 0, as `self`.
    if (callee.receiver) args.facts.insert(args.facts.begin(), ArgFromValue(*callee.receiver));
    if (callee.kind == Value::Kind::kUnknown && callee.instance_of.empty() &&
        NodeType(function) == "attribute") {
      std::string method = Ident(Child(function, Field::kAttribute));
      if (owner.kind == Value::Kind::kUnknown)
        AddPathOnlyMethod(node, function, method, owner, args);
      AddCall(node, UnnamedMethod(function, method), std::move(args.facts), false);
      return result;
    }
    // Class.method(obj, ...) is obj.method(...): rules written for the bound call of an
    // object's method (`*.savefig` on a figure, its path first) see it as that call too.
    // Under the unnamed object's name, so that rules naming the class's method exactly
    // (pathlib.Path.write_text, which count the instance as argument 0) do not.
    if (NodeType(function) == "attribute" && !callee.receiver && callee.IsName() &&
        owner.IsName() && !owner.names.empty() && IsClassName(owner.names.front()) &&
        !args.facts.empty() && !args.facts.front().keyword && !args.facts.front().spread) {
      std::vector<ArgFact> bound(args.facts.begin() + 1, args.facts.end());
      AddCall(node, UnnamedMethod(function, Ident(Child(function, Field::kAttribute))),
              std::move(bound), false);
    }
    AddCall(node, callee, std::move(args.facts), false);
    return result;
  }

  // x.write_text(...), x.unlink(): methods only paths have, on an object nothing is known
  // of, are a path's, on a path not known. Out of EvalCall, whose frame every nested call
  // adds to the stack.
  [[gnu::noinline]] void AddPathOnlyMethod(TSNode node, TSNode function, const std::string& method,
                                           const Value& owner, const EvaluatedArgs& args) {
    if (!IsPathOnlyMethod(method, args)) return;
    std::vector<ArgFact> with_receiver = args.facts;
    with_receiver.insert(with_receiver.begin(), ArgFromValue(owner));
    AddCall(node,
            Value::Name(
                std::string(kPathClass) + "." + method,
                {"`" + std::string(Text(function)) + "` is a method only paths have (" +
                 std::string(kPathClass) + "." + method + "), on an object not known statically"}),
            std::move(with_receiver), false);
  }

  // Methods of pathlib's paths that no other common object has under that name, called
  // as a path's are (TarFile.chmod(tarinfo, path) and os.unlink(path) through an alias
  // take a path as an argument instead).
  static bool IsPathOnlyMethod(std::string_view method, const EvaluatedArgs& args) {
    struct Shape {
      std::string_view name;
      size_t least, most;  // positional arguments
    };
    static constexpr Shape kMethods[] = {
        {"write_text", 1, 4}, {"write_bytes", 1, 1}, {"unlink", 0, 0},
        {"rmdir", 0, 0},      {"chmod", 1, 1},       {"lchmod", 1, 1},
        {"touch", 0, 2},      {"symlink_to", 1, 2},  {"hardlink_to", 1, 1}};
    size_t positional = 0;
    for (const auto& fact : args.facts) {
      if (fact.spread) return false;
      if (!fact.keyword) ++positional;
    }
    return std::any_of(std::begin(kMethods), std::end(kMethods), [&](const Shape& shape) {
      return shape.name == method && positional >= shape.least && positional <= shape.most;
    });
  }

  // Whether a qualified name names a class by Python's convention (its last part
  // capitalised: matplotlib.figure.Figure, pandas.DataFrame), not a module or function.
  static bool IsClassName(std::string_view qualified) {
    const size_t dot = qualified.rfind('.');
    const char first = qualified[dot == std::string_view::npos ? 0 : dot + 1];
    return first >= 'A' && first <= 'Z';
  }

  // A test loader's loadTestsFromName("os.fork") imports the name and calls it when it
  // is a function, whatever the loader object is called.
  bool IsNameResolver(const Value& callee, TSNode function) const {
    if (NodeType(function) == "attribute") {
      std::string_view method = Text(Child(function, Field::kAttribute));
      if (method == "loadTestsFromName" || method == "loadTestsFromNames") return true;
    }
    return callee.Is("pydoc.locate") || callee.Is("pkgutil.resolve_name") ||
           callee.Is("unittest.mock.patch") || callee.Is("unittest.mock.patch.dict") ||
           callee.Is("warnings._getcategory");
  }

  // The folder tempfile uses for a call: its `dir` argument (keyword, or at `position`),
  // else /tmp; unknown past a spread.
  static Value TempDirectory(const EvaluatedArgs& args, size_t position) {
    for (const auto& fact : args.facts) {
      if (fact.spread) return Value::Unknown();
      if (fact.keyword && *fact.keyword == "dir") {
        if (fact.constant && fact.is_string) return Value::String(*fact.constant);
        return fact.prefix ? Value::Prefix(*fact.prefix) : Value::Unknown();
      }
    }
    if (args.values.size() > position) return args.values[position];
    return Value::String("/tmp");
  }

  // A member of an instance of a class rules name: a method is `Class.method` bound to
  // the instance; pathlib's `parent` is the path one level up.
  static Value InstanceMember(const Value& object, const std::string& name) {
    if (name == "name" && object.receiver &&
        (object.instance_of == kTemporaryDirectory || object.instance_of == kNamedTemporaryFile)) {
      return *object.receiver;
    }
    if (name == "parent" && object.instance_of == kPathClass) {
      Value parent = ParentPath(object);
      parent.instance_of = object.instance_of;
      return parent;
    }
    // The root of a path: of the absolute paths code climbs from (Path.cwd().anchor), "/".
    if ((name == "anchor" || name == "root") && object.instance_of == kPathClass) {
      Value root = Value::String("/");
      root.instance_of = object.instance_of;
      return root;
    }
    // p.parents[i] is i + 1 levels up (EvalSubscript).
    if (name == "parents" && object.instance_of == kPathClass) {
      Value parents = Value::Unknown();
      parents.instance_of = kParentsClass;
      parents.receiver = std::make_shared<const Value>(object);
      return parents;
    }
    Value method = Value::Name(object.instance_of + "." + name, object.chain);
    method.receiver = std::make_shared<const Value>(object);
    return method;
  }

  // argparse, as cordon runs a program (with no arguments): ArgumentParser() is a parser
  // whose parse_args() gives a namespace of its options' defaults (ParsedOption).
  std::optional<Value> ParserCall(const Value& callee, const EvaluatedArgs& args, Scope* scope) {
    if (callee.Is(kArgumentParser)) {
      // Options that change where defaults come from; parents that are not parsers seen.
      static constexpr std::string_view kChanging[] = {"argument_default", "prefix_chars",
                                                       "fromfile_prefix_chars"};
      for (auto word : kChanging) {
        if (Occurrences(word) > 0) return std::nullopt;
      }
      for (const auto& fact : args.facts) {
        if (fact.spread) return std::nullopt;
      }
      Value parser = Value::Unknown();
      parser.instance_of = kArgumentParser;
      return parser;
    }
    const bool known_only = callee.Is("argparse.ArgumentParser.parse_known_args") ||
                            callee.Is("argparse.ArgumentParser.parse_known_intermixed_args");
    if (!callee.receiver || callee.receiver->instance_of != kArgumentParser ||
        !(known_only || callee.Is("argparse.ArgumentParser.parse_args") ||
          callee.Is("argparse.ArgumentParser.parse_intermixed_args"))) {
      return std::nullopt;
    }
    // The arguments parsed: none given (or None) is sys.argv[1:], empty as cordon runs
    // the program unless the file may change it; a namespace given is not this one.
    std::optional<Value> argv;
    for (size_t i = 0; i < args.facts.size(); ++i) {
      const ArgFact& fact = args.facts[i];
      if (fact.spread || (fact.keyword && *fact.keyword != "args") || (!fact.keyword && i > 0)) {
        return std::nullopt;
      }
      argv = fact.keyword ? ValueFromArg(fact) : args.values[0];
    }
    auto none = [](const Value& v) { return v.IsConstant() && v.constant == "null"; };
    auto empty = [](const Value& v) {
      return v.kind == Value::Kind::kSequence && v.elements && v.elements->empty();
    };
    bool from_sys = !argv || none(*argv);
    bool given_none = from_sys || empty(*argv);
    // `[] if argv is None else argv`: each branch either.
    if (!given_none && !args.nodes.empty() && NodeType(args.nodes[0]) == "conditional_expression" &&
        ts_node_named_child_count(args.nodes[0]) == 3) {
      given_none = true;
      for (uint32_t branch : {0U, 2U}) {
        Value v =
            WithoutFacts([&] { return Eval(ts_node_named_child(args.nodes[0], branch), scope); });
        from_sys = from_sys || none(v);
        given_none = given_none && (none(v) || empty(v));
      }
    }
    if (!given_none || (from_sys && !ArgvUntouched())) return std::nullopt;
    Value parsed = Value::Unknown();
    parsed.instance_of = kNamespace;
    parsed.chain.push_back(from_sys ? "cordon runs the program with no arguments, so each "
                                      "option parse_args reads is its default"
                                    : "parse_args is given no arguments, so each option is "
                                      "its default");
    if (known_only) return Value::Sequence({parsed, Value::Sequence({})});
    return parsed;
  }

  // Whether sys.argv is as cordon starts the program: the file never names `argv` but as
  // a name of its own (a parameter, a variable), so no alias, import or string reaches it.
  bool ArgvUntouched() {
    if (argv_untouched_) return *argv_untouched_;
    uint32_t own = 0;
    ForEachNode(file_root_, [&](TSNode node) {
      if (NodeType(node) != "identifier" || Text(node) != "argv") return;
      TSNode parent = ts_node_parent(node);
      std::string_view type = NodeType(parent);
      bool attribute = type == "attribute" && ts_node_eq(Child(parent, Field::kAttribute), node);
      if (!attribute && type != "dotted_name" && type != "aliased_import") ++own;
    });
    bool star_from_sys = false;
    ForEachNode(file_root_, [&](TSNode node) {
      if (NodeType(node) == "import_from_statement" &&
          Text(Child(node, Field::kModuleName)) == "sys" && Text(node).ends_with("*")) {
        star_from_sys = true;
      }
    });
    argv_untouched_ = !star_from_sys && Occurrences("argv") <= own;
    return *argv_untouched_;
  }

  // `args.out` of a namespace parse_args gave: what the file stores under `out`, its
  // option's default among them, while nothing may change the parser's options unseen.
  Value ParsedOption(const Value& parsed, const std::string& name) {
    static constexpr std::string_view kInternals[] = {"_defaults",
                                                      "_actions",
                                                      "_option_string_actions",
                                                      "_registries",
                                                      "_registry_get",
                                                      "_add_action",
                                                      "_get_values",
                                                      "_get_value",
                                                      "_parse_known_args",
                                                      "_read_args_from_files",
                                                      "_positionals",
                                                      "_optionals",
                                                      "_action_groups",
                                                      "_subparsers",
                                                      "_get_optional_kwargs",
                                                      "_get_positional_kwargs",
                                                      "_pop_action_class",
                                                      "_check_value",
                                                      "_StoreAction",
                                                      "_ActionsContainer"};
    static constexpr std::string_view kActionFields[] = {"default", "const", "dest",
                                                         "type",    "nargs", "option_strings"};
    bool doubtful = !own_attributes_ || options_doubtful_ ||
                    (name.size() > 4 && name.starts_with("__") && name.ends_with("__"));
    for (auto word : kInternals) doubtful = doubtful || Occurrences(word) > 0;
    // Every use of a method that gives options is a call the scan read: not one made
    // through an alias, partial(), getattr or a table (`sd = p.set_defaults`).
    for (const std::string method : {"add_argument", "set_defaults", "add_subparsers"}) {
      auto calls = option_calls_.find(method);
      doubtful =
          doubtful || Occurrences(method) > (calls == option_calls_.end() ? 0 : calls->second);
    }
    for (auto field : kActionFields) {
      doubtful = doubtful || attribute_stores_.count(std::string(field)) > 0;
    }
    if (doubtful) return Value::Unknown();
    Value option = OwnAttribute(Value::Unknown(), name);
    if (attributes_doubtful_) return Value::Unknown();
    options_read_ = true;
    static constexpr std::string_view kOwnObject = "of an object of a class defined here";
    if (!option.chain.empty()) {
      std::string& step = option.chain.back();
      if (size_t at = step.find(kOwnObject); at != std::string::npos) {
        step.replace(at, kOwnObject.size(), "of the namespace parse_args gives");
      }
    }
    option.chain.insert(option.chain.begin(), parsed.chain.begin(), parsed.chain.end());
    return option;
  }

  // What a call to a path function gives, as far as its arguments are known: os.path.join
  // joins, pathlib.Path(...) is a path object whose methods rules name.
  std::optional<Value> PathCall(const Value& callee, const EvaluatedArgs& args) const {
    // Of one of several paths (a helper's parameter, a loop variable): one of the results.
    if (!args.values.empty() && args.values[0].kind == Value::Kind::kOneOf) {
      std::optional<Value> all;
      for (const auto& each : args.values[0].one_of) {
        EvaluatedArgs one = args;
        one.values[0] = Value::String(each);
        auto result = PathCall(callee, one);
        if (!result) return std::nullopt;
        all = all ? EitherString(*all, *result) : *result;
      }
      return all;
    }
    static constexpr std::string_view kJoins[] = {
        "os.path.join",     "posixpath.join",     "os.path.abspath",   "os.path.normpath",
        "os.path.realpath", "os.path.expanduser", "posixpath.abspath", "posixpath.normpath"};
    static constexpr std::string_view kPathClasses[] = {
        "pathlib.Path", "pathlib.PosixPath", "pathlib.PurePath", "pathlib.PurePosixPath"};
    bool complete_args = args.values.size() == args.facts.size();  // no *args, no keywords
    auto join = [&](std::vector<Value> parts) {
      if (!complete_args) parts.push_back(Value::Unknown());
      return JoinPaths(parts);
    };
    // abspath and realpath give an absolute path: a relative one is under the working
    // directory, whose text a slice or a split then reads (abspath("out")[:1] is "/").
    for (auto name :
         {"os.path.abspath", "os.path.realpath", "posixpath.abspath", "posixpath.realpath"}) {
      if (!callee.Is(name)) continue;
      return AbsolutePath(join(args.values));
    }
    for (auto name : kJoins) {
      if (callee.Is(name)) return join(args.values);
    }
    for (auto name : kPathClasses) {
      if (callee.Is(name)) {
        Value path = join(args.values);
        path.instance_of = kPathClass;
        return path;
      }
    }
    // os.path.split(p) of a known p: (head, tail), as posixpath splits them.
    if ((callee.Is("os.path.split") || callee.Is("posixpath.split")) && args.values.size() == 1 &&
        args.values[0].IsString()) {
      const std::string& p = args.values[0].constant;
      size_t slash = p.rfind('/');
      std::string head = slash == std::string::npos ? "" : p.substr(0, slash + 1);
      std::string tail = slash == std::string::npos ? p : p.substr(slash + 1);
      if (!head.empty() && head.find_first_not_of('/') != std::string::npos) {
        while (head.ends_with('/')) head.pop_back();
      }
      return Value::Sequence({Value::String(head), Value::String(tail)});
    }
    // One level up: os.path.dirname(os.getcwd()) is "./..".
    if ((callee.Is("os.path.dirname") || callee.Is("posixpath.dirname")) &&
        args.values.size() == 1 && args.values[0].KnownStart()) {
      return ParentPath(args.values[0]);
    }
    // The same path under another type: os.fspath(p), str(p), os.fsencode(p).
    // os.path.relpath(p) names the same place as p.
    if ((callee.Is("os.path.relpath") || callee.Is("posixpath.relpath")) && !args.values.empty() &&
        args.values[0].KnownStart()) {
      return args.values[0];
    }
    if ((callee.Is("os.fspath") || callee.Is("str") || callee.Is("os.fsencode") ||
         callee.Is("os.fsdecode") || callee.Is("os.path.expandvars")) &&
        args.values.size() == 1 && args.values[0].KnownStart()) {
      Value same = args.values[0];
      same.instance_of.clear();
      if (callee.Is("os.path.expandvars")) return ExpandHome(same);
      return same;
    }
    if (callee.Is("tempfile.gettempdir")) return Value::String("/tmp");
    // What tempfile creates is under `dir` when given, else under /tmp: mkdtemp() is that
    // folder, mkstemp() a pair (fd, path), a TemporaryDirectory or NamedTemporaryFile an
    // object that holds it (its `.name`, and what `with ... as d` binds, InstanceMember).
    if (callee.Is("tempfile.mkdtemp")) return JoinPaths({TempDirectory(args, 2), Value::Unknown()});
    if (callee.Is("tempfile.mkstemp")) {
      return Value::Sequence(
          {Value::Unknown(), JoinPaths({TempDirectory(args, 2), Value::Unknown()})});
    }
    for (auto [name, position] :
         {std::pair{kTemporaryDirectory, size_t{2}}, std::pair{kNamedTemporaryFile, size_t{6}}}) {
      if (!callee.Is(name)) continue;
      Value holder = Value::Unknown();
      holder.instance_of = name;
      holder.receiver = std::make_shared<const Value>(
          JoinPaths({TempDirectory(args, position), Value::Unknown()}));
      return holder;
    }
    // An executor or a pool, whose map(f, xs) calls f with each of xs (ApplyToItems).
    for (std::string_view name : kPools) {
      if (!callee.Is(name)) continue;
      Value pool = Value::Unknown();
      pool.instance_of = name;
      return pool;
    }
    // A config parser, whose read(path) rules name (configparser.ConfigParser.read).
    static constexpr std::string_view kConfigParsers[] = {"configparser.ConfigParser",
                                                          "configparser.RawConfigParser",
                                                          "configparser.SafeConfigParser"};
    for (std::string_view name : kConfigParsers) {
      if (!callee.Is(name)) continue;
      Value parser = Value::Unknown();
      parser.instance_of = name;
      return parser;
    }
    // What lists paths under a directory: os.walk(p), glob.glob('/etc/*.conf').
    if ((callee.Is("os.walk") || callee.Is("os.fwalk")) && !args.values.empty() &&
        args.values[0].KnownStart()) {
      return PathsUnder(args.values[0], kWalkUnder);
    }
    if ((callee.Is("glob.glob") || callee.Is("glob.iglob")) && !args.values.empty() &&
        args.values[0].KnownStart() && !ClimbingPattern(args.values[0])) {
      std::string pattern(*args.values[0].KnownStart());
      if (!pattern.starts_with('/') && !pattern.starts_with('~')) pattern = "./" + pattern;
      return PathsUnder(Value::Prefix(pattern.substr(0, pattern.find_first_of("*?["))),
                        kPathsUnder);
    }
    // The home directory by its variable: os.environ.get("HOME"), os.getenv("HOME").
    if ((callee.Is("os.environ.get") || callee.Is("os.getenv")) && !args.values.empty() &&
        args.values[0].IsString() && args.values[0].constant == "HOME") {
      return Value::String("~");
    }
    if (callee.Is("os.getcwd") || callee.Is("pathlib.Path.cwd")) {
      Value path = Value::String(std::string(kWorkingDirectory));
      if (callee.Is("pathlib.Path.cwd")) path.instance_of = kPathClass;
      return path;
    }
    if (callee.Is("pathlib.Path.home")) {
      Value path = Value::String("~");
      path.instance_of = kPathClass;
      return path;
    }
    // Methods of a path that give a path: p.joinpath(...), p.resolve(), p.absolute().
    if (callee.receiver && callee.receiver->instance_of == kPathClass) {
      if (callee.Is("pathlib.Path.joinpath")) {
        std::vector<Value> parts{*callee.receiver};
        parts.insert(parts.end(), args.values.begin(), args.values.end());
        Value path = join(parts);
        path.instance_of = kPathClass;
        return path;
      }
      // resolve() follows symlinks: of a path whose end is not known (one listed under a
      // folder), where it leads is not known either (round 25's d23: a link to / planted
      // in the folder).
      if (callee.Is("pathlib.Path.resolve") && callee.receiver->kind == Value::Kind::kPrefix) {
        return Value::Unknown();
      }
      if (callee.Is("pathlib.Path.resolve") || callee.Is("pathlib.Path.absolute")) {
        Value path = AbsolutePath(*callee.receiver);
        path.instance_of = kPathClass;
        return path;
      }
      if (callee.Is("pathlib.Path.expanduser")) return *callee.receiver;
      // (A pattern that climbs, "../../etc/*", or one not known, lists no such paths.)
      if (callee.Is("pathlib.Path.iterdir") ||
          ((callee.Is("pathlib.Path.glob") || callee.Is("pathlib.Path.rglob")) &&
           !args.values.empty() && args.values[0].KnownStart() &&
           !ClimbingPattern(args.values[0]))) {
        return PathsUnder(*callee.receiver, kPathsUnder);
      }
      // p.with_name(n), p.with_stem(s): n beside p; p.with_suffix(s): p, ending in s.
      if ((callee.Is("pathlib.Path.with_name") || callee.Is("pathlib.Path.with_stem")) &&
          !args.values.empty()) {
        Value path =
            join({*callee.receiver, Value::String(".."),
                  callee.Is("pathlib.Path.with_name") ? args.values[0] : Value::Unknown()});
        path.instance_of = kPathClass;
        return path;
      }
      if (callee.Is("pathlib.Path.with_suffix") && !args.values.empty()) {
        Value path = *callee.receiver;
        if (path.IsString() && args.values[0].IsString()) {
          path = Value::String(WithSuffix(path.constant, args.values[0].constant));
        } else if (path.IsString()) {
          path = Value::Prefix(path.constant);
        }
        path.instance_of = kPathClass;
        return path;
      }
    }
    return std::nullopt;
  }

  // Whether a glob pattern's known text has a `..` part: what it matches may be above
  // the folder it starts from (`*/../../etc/ssh`).
  static bool ClimbingPattern(const Value& pattern) {
    const std::string_view text = pattern.KnownStart() ? *pattern.KnownStart() : "";
    for (size_t at = text.find(".."); at != std::string_view::npos; at = text.find("..", at + 1)) {
      const bool starts = at == 0 || text[at - 1] == '/';
      const bool ends = at + 2 == text.size() || text[at + 2] == '/';
      if (starts && ends) return true;
    }
    return false;
  }

  static Value PathsUnder(const Value& directory, std::string_view kind) {
    Value paths = Value::Unknown();
    paths.instance_of = kind;
    paths.receiver = std::make_shared<const Value>(directory);
    return paths;
  }

  // p.parents[i]: i + 1 levels above p; p.parents[-1] the root of an absolute p ("/").
  static Value Parents(const Value& path, std::string_view index_text) {
    std::string index(index_text);
    char* end = nullptr;
    long i = std::strtol(index.c_str(), &end, 10);
    if (end == index.c_str() || *end != '\0' || i > 64) return Value::Unknown();
    Value result = Value::String("/");
    if (i >= 0) {
      std::vector<Value> parts{path};
      for (long up = 0; up <= i; ++up) parts.push_back(Value::String(".."));
      result = JoinPaths(parts);
    }
    result.instance_of = kPathClass;
    return result;
  }

  // Python's str.split / str.rsplit with a separator and a limit (-1: none).
  static Value SplitString(const std::string& text, const std::string& separator, long limit,
                           bool from_right) {
    std::vector<std::string> parts;
    std::string rest = text;
    while (limit < 0 || static_cast<long>(parts.size()) < limit) {
      size_t at = from_right ? rest.rfind(separator) : rest.find(separator);
      if (at == std::string::npos) break;
      if (from_right) {
        parts.push_back(rest.substr(at + separator.size()));
        rest.resize(at);
      } else {
        parts.push_back(rest.substr(0, at));
        rest.erase(0, at + separator.size());
      }
      if (parts.size() > Value::kMaxElements) return Value::Unknown();
    }
    parts.push_back(rest);
    if (from_right) std::reverse(parts.begin(), parts.end());
    std::vector<Value> items;
    for (auto& part : parts) items.push_back(Value::String(std::move(part)));
    return Value::Sequence(std::move(items));
  }

  // "a/b.txt" with suffix ".py" is "a/b.py".
  static std::string WithSuffix(const std::string& path, const std::string& suffix) {
    size_t slash = path.rfind('/');
    size_t dot = path.rfind('.');
    size_t name_start = slash == std::string::npos ? 0 : slash + 1;
    if (dot == std::string::npos || dot <= name_start) return path + suffix;
    return path.substr(0, dot) + suffix;
  }

  // $HOME and ${HOME} at the start of a path are the home directory.
  static Value ExpandHome(Value path) {
    for (std::string_view var : {"$HOME", "${HOME}"}) {
      std::string_view text = path.constant;
      if (text.starts_with(var) && (text.size() == var.size() || text[var.size()] == '/')) {
        path.constant = "~" + path.constant.substr(var.size());
        break;
      }
    }
    return path;
  }

  // obj.<name> where the name is a known constant (getattr, __dict__[...]).
  Value AttributeByName(const Value& object, const std::string& name, TSNode node) {
    if (object.kind == Value::Kind::kGlobals) return GlobalByName(name, node);
    if (object.kind == Value::Kind::kDict) {
      Value owner = Value::Unknown();
      owner.kind = Value::Kind::kName;
      owner.names = object.names;
      owner.chain = object.chain;
      return Member(owner, name, node);
    }
    return Member(object, name, node);
  }

  // globals()['name'], __builtins__['name']: the module-level or builtin binding.
  Value GlobalByName(const std::string& name, TSNode node) {
    ReadByName(name);  // a loop's next round may bind it
    AddAttribute(node, name, name);
    Scope* module = ModuleScope(scopes_.empty() ? nullptr : &scopes_.front());
    if (module != nullptr) {
      if (const Value* v = module->Find(name)) return *v;
    }
    Value v = Value::Name(NormalizeQualified(name));
    AddReference(node, v);
    return v;
  }

  // Python's slice of an ASCII text by bounds written as integers (`:-3`, `1:`, `::2`);
  // nullopt for other bounds or text.
  static std::optional<std::string> SlicedText(const std::string& text, std::string_view bounds) {
    if (std::any_of(text.begin(), text.end(), [](char c) { return (c & 0x80) != 0; })) {
      return std::nullopt;
    }
    std::array<std::optional<int64_t>, 3> parts;  // start, stop, step
    size_t part = 0;
    std::string digits;
    auto finish = [&]() {
      if (digits.empty()) return true;
      if (digits == "-" || digits.size() > 12) return false;
      parts[part] = std::stoll(digits);
      digits.clear();
      return true;
    };
    for (char c : bounds) {
      if (c == ' ') continue;
      if (c == ':') {
        if (!finish() || ++part > 2) return std::nullopt;
      } else if (std::isdigit(static_cast<unsigned char>(c)) || (c == '-' && digits.empty())) {
        digits += c;
      } else {
        return std::nullopt;
      }
    }
    if (!finish() || part == 0) return std::nullopt;
    const auto length = static_cast<int64_t>(text.size());
    const int64_t step = parts[2].value_or(1);
    if (step == 0) return std::nullopt;  // a ValueError
    // As PySlice_AdjustIndices: negative bounds count from the end, then clamp.
    auto adjust = [&](std::optional<int64_t> bound, int64_t missing, int64_t low, int64_t high) {
      if (!bound) return missing;
      int64_t at = *bound < 0 ? *bound + length : *bound;
      return std::clamp(at, low, high);
    };
    std::string out;
    if (step > 0) {
      int64_t start = adjust(parts[0], 0, 0, length);
      int64_t stop = adjust(parts[1], length, 0, length);
      for (int64_t i = start; i < stop; i += step) out += text[static_cast<size_t>(i)];
    } else {
      int64_t start = adjust(parts[0], length - 1, -1, length - 1);
      int64_t stop = adjust(parts[1], -1, -1, length - 1);
      for (int64_t i = start; i > stop; i += step) out += text[static_cast<size_t>(i)];
    }
    return out;
  }

  Value EvalSubscript(TSNode node, Scope* scope) {
    Value object = Eval(Child(node, Field::kValue), scope);
    TSNode key_node = Child(node, Field::kSubscript);
    Value key = Eval(key_node, scope);
    auto fold_step = [&](Value v) {
      return WithConstantStep(std::move(v), key_node, key.constant);
    };
    if (object.instance_of == kParentsClass && object.receiver) {
      return Parents(*object.receiver, Text(key_node));
    }
    if (object.instance_of == kPathsUnder && NodeType(key_node) == "slice") return object;
    // "txet"[::-1] is "text", "/home/u/.ssh/id_"[:-3] is "/home/u/.ssh/": a constant
    // sliced by constant bounds.
    if (object.IsString() && NodeType(key_node) == "slice") {
      if (auto sliced = SlicedText(object.constant, Text(key_node))) {
        return Value::String(std::move(*sliced));
      }
    }
    // Output["RAW"]: an Enum's member by its name.
    if (object.instance_of == kEnumClass) {
      return key.IsString() ? RecordMember(object, key.constant).value_or(Value::Unknown())
                            : Value::Unknown();
    }
    NoteTypeArguments(node, object, scope);
    // An item of a known list, tuple or dict: xs[0], xs[-1], d["k"].
    Value index = key;
    if (NodeType(key_node) == "unary_operator") index = Value::Literal(std::string(Text(key_node)));
    index.constant.erase(std::remove(index.constant.begin(), index.constant.end(), ' '),
                         index.constant.end());
    if (const Value* item = object.Item(index)) {
      Value v = *item;
      v.chain.insert(v.chain.begin(), "`" + std::string(Text(node)) + "` is an item of a display");
      return v;
    }
    // OPS[sym] with OPS a table of constant strings and sym unknown: one of them.
    if (!key.IsConstant() && object.elements && !object.elements->empty()) {
      Value any = Value::Of(Value::Kind::kOneOf);
      any.is_string = true;
      for (const auto& item : *object.elements) {
        if (!item.IsString()) return Value::Unknown();
        any.one_of.push_back(item.constant);
      }
      any.chain.push_back("`" + std::string(Text(node)) + "` is one of the strings in `" +
                          std::string(Text(Child(node, Field::kValue))) + "`");
      return any;
    }
    if (object.Is("os.environ") && key.IsString() && key.constant == "HOME") {
      return Value::String("~");
    }
    bool is_modules = object.Is("sys.modules");
    bool is_namespace = object.kind == Value::Kind::kGlobals || object.Is("builtins") ||
                        object.kind == Value::Kind::kDict;
    if (!is_modules && !is_namespace) return Value::Unknown();
    if (!key.IsString()) {
      AddUnresolved(node, is_modules ? UnresolvedKind::kImport : UnresolvedKind::kLookup,
                    "the name `" + std::string(Text(key_node)) + "` is computed at run time");
      return Value::Unknown();
    }
    if (is_modules) {
      AddImport(node, key.constant);
      return fold_step(Value::Name(key.constant));
    }
    if (object.kind == Value::Kind::kDict)
      return fold_step(AttributeByName(object, key.constant, node));
    return fold_step(GlobalByName(key.constant, node));
  }
};

// Every name the code a file runs from strings spells (exec's, eval's, a string
// annotation's, ...), as Python reads identifiers.
std::unordered_set<std::string> SecondStageWords(const Facts& facts, std::string_view source) {
  std::unordered_set<std::string> words;
  // Code of names, dots, items and `|` only ("Node", "list[Tree] | None", a forward
  // reference) changes nothing: it could run code only through a hook of the file's
  // (a __getattr__, __getitem__, __class_getitem__, __or__), none of which it has.
  static constexpr std::string_view kHooks[] = {
      "__getattr__", "__getattribute__", "__getitem__", "__class_getitem__", "__or__", "__ror__"};
  const bool hooks = std::any_of(std::begin(kHooks), std::end(kHooks), [&](std::string_view w) {
    return source.find(w) != std::string_view::npos;
  });
  auto inert = [&](std::string_view text) {
    return !hooks && std::all_of(text.begin(), text.end(), [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '[' ||
             c == ']' || c == ',' || c == ' ' || c == '|' || c == '\n';
    });
  };
  auto add = [&](std::string_view text) {
    if (!inert(text)) AddPythonWords(text, words);
  };
  for (const auto& call : facts.calls) {
    for (const auto& code : CodeStringsOf(call, Language::kPython)) add(code.text);
    for (const auto& code : GuessedCodeStrings(call, Language::kPython)) add(code.text);
  }
  // String annotations run only when something evaluates them; a string typing
  // evaluates as an expression rebinds a name only by `:=`.
  if (EvaluatesAnnotations(facts)) {
    for (const auto& embedded : facts.embedded_code) {
      if (!embedded.expression || embedded.text.find(":=") != std::string::npos) add(embedded.text);
    }
  }
  return words;
}

}  // namespace

Facts ResolvePython(TSNode root, std::string_view source, AnalysisBudget& budget) {
  auto resolve = [&](const std::unordered_set<std::string>* code_words) {
    return ResolveWithOwnAttributes(
        root, [&](bool own_attributes, const ResolverBase::StoredValues* before) {
          return PythonResolver(source, budget, own_attributes, before, code_words);
        });
  };
  Facts facts = resolve(nullptr);
  // Code run from strings may change what the walk took as known: walked again with
  // every name it spells changed by it.
  std::unordered_set<std::string> words = SecondStageWords(facts, source);
  if (words.empty()) return facts;
  return resolve(&words);
}

}  // namespace cordon
