// What the Python and JavaScript resolvers share: symbolic values, scopes, and the
// bookkeeping that turns a walk over the syntax tree into Facts.
//
// Resolution is deliberately simple and predictable: one walk in source order, with
// function bodies walked after the scope that defines them (so a body sees the module's
// final bindings, as it would when called). Each name maps to one Value; where control
// flow meets again (after an `if`, a loop, a `try`) it maps to what any path left
// (WalkBranches, WalkLoop, WalkMayStop), loops being walked again until nothing new
// comes round. What cannot be known statically becomes an UnresolvedFact instead of a
// silent pass.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <functional>
#include <initializer_list>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "analyzer/analysis_budget.h"
#include "analyzer/facts.h"
#include "analyzer/ts_handles.h"

namespace cordon {

// The grammar fields the resolvers read. Looking a field up by name scans the grammar's
// field names with strncmp on every call; the resolvers resolve ids once per file instead.
enum class Field {
  kAlias,
  kAlternative,
  kArgument,
  kArguments,
  kAttribute,
  kBody,
  kCondition,
  kConsequence,
  kConstructor,
  kDefinition,
  kExpression,
  kFinalizer,
  kFunction,
  kHandler,
  kIncrement,
  kIndex,
  kInitializer,
  kKey,
  kLeft,
  kModuleName,
  kName,
  kObject,
  kOperator,
  kParameter,
  kParameters,
  kProperty,
  kReturnType,
  kRight,
  kSource,
  kSubject,
  kSubscript,
  kSuperclasses,
  kType,
  kValue,
  kCount
};

class Scope;
struct PartialObject;

struct Value {
  enum class Kind {
    kUnknown,
    kName,      // refers to a qualified name: a module, a module member, a builtin
    kConstant,  // a constant after folding
    kDict,      // the namespace dict of `names` (os.__dict__, vars(os))
    kGlobals,   // the global namespace: globals(), vars(), globalThis, window
    kRequire,   // JS: a require function (require, module.require, createRequire(...))
    kFunction,  // a function literal (lambda, arrow, function expression)
    kPrefix,    // a string whose beginning is known: `constant` (f"/etc/{x}", '/' + x)
    kOneOf,     // one of the constant strings in `one_of` (a loop over a literal list)
    kSequence,  // a list, tuple or array display: `elements`, in order
    kMapping,   // a dict display or object literal with constant keys: `keys`, `elements`
  };
  Kind kind = Kind::kUnknown;
  // (The small members first, together: every Value is on the walk's stack.)
  bool is_string = false;  // kConstant: a string (not a number or keyword)
  // Python: a class defined in the file whose attributes only the file's own code sets
  // (a closed class), an instance of one, or a method's `self` or `cls` there. An
  // attribute read from it is what the file stores under that attribute's name.
  enum class Own : uint8_t { kNone, kClass, kInstance };
  Own own = Own::kNone;
  std::vector<std::string> names;  // kName, kDict
  std::string constant;            // kConstant
  std::string member_path;         // dotted chain of literal member names ending here
  std::vector<std::string> chain;  // how this was resolved, outermost first
  // An instance of a class whose methods rules name (`pathlib.Path`): a method read from
  // it is the qualified name `pathlib.Path.write_text`, bound to `receiver`.
  std::string instance_of;
  // A method read from an instance: the instance, argument 0 of the call (Python's self).
  std::shared_ptr<const Value> receiver;
  std::vector<std::string> one_of;  // kOneOf
  // kUnknown where paths meet (`p = input()`, then `if c: p = '/etc/passwd'`): the
  // constant strings it may also be. Everything that works on values sees an Unknown;
  // only the rules see these as well (ArgFact::one_of_open).
  std::vector<std::string> may_be;
  // kName where paths meet, one of them leaving something else (`flags = os.O_RDONLY`,
  // then `if c: flags = os.O_WRONLY | os.O_CREAT`): it may also be a value not named.
  bool open_names = false;
  // kSequence, kMapping changed in place elsewhere (WithLaterWrites): it may hold items,
  // or keys, that the display does not show; what looping over it gives is not known.
  bool items_open = false;
  // kMapping read by attribute rather than by item (Python): an Enum member ({name,
  // value}), a NamedTuple; `x.name` is the entry.
  bool record = false;
  // A loop variable's value over known items (their join): it holds on every round, so a
  // call in the loop passes one of them whichever round it is (RecordPassed).
  bool every_round = false;
  // kSequence, kMapping: the items (shared: a binding is copied at every use).
  std::shared_ptr<const std::vector<Value>> elements;
  std::vector<std::string> keys;  // kMapping: the key of each element
  // kFunction defined in the file: its body (a block, or a lambda's expression) and the
  // scope its parameters live in, for what a call of it returns (Python's CallResult).
  TSNode body{};
  Scope* body_scope = nullptr;
  // kUnknown: one of several known objects whose keys differ (an options object that one
  // call gives with a key and another without): see PartialObject. Everything else sees
  // an Unknown; only a spread into a known object ({...DEFAULTS, ...options}, {**a, **b},
  // Object.assign) uses it (DisplayItems::Spread). (One pointer: every Value is on the
  // walk's stack, whose depth the recursion guard counts.)
  std::shared_ptr<const PartialObject> partial;

  // At most this many items are kept; a larger display is Unknown.
  static constexpr size_t kMaxElements = 64;
  static Value Sequence(std::vector<Value> items) {
    if (items.size() > kMaxElements) return Unknown();
    Value v;
    v.kind = Kind::kSequence;
    v.elements = std::make_shared<const std::vector<Value>>(std::move(items));
    return v;
  }
  static Value Mapping(std::vector<std::string> keys, std::vector<Value> items) {
    if (items.size() > kMaxElements) return Unknown();
    Value v;
    v.kind = Kind::kMapping;
    v.keys = std::move(keys);
    v.elements = std::make_shared<const std::vector<Value>>(std::move(items));
    return v;
  }
  // The item at a constant index (negative from the end) or key, or nullptr.
  const Value* Item(const Value& index) const {
    if (!elements || !index.IsConstant()) return nullptr;
    if (kind == Kind::kMapping) {
      if (!index.is_string) return nullptr;
      for (size_t i = 0; i < keys.size(); ++i) {
        if (keys[i] == index.constant) return &(*elements)[i];
      }
      return nullptr;
    }
    if (kind != Kind::kSequence || index.is_string) return nullptr;
    char* end = nullptr;
    long i = std::strtol(index.constant.c_str(), &end, 10);
    if (end == index.constant.c_str() || *end != '\0') return nullptr;
    long size = static_cast<long>(elements->size());
    if (i < 0) i += size;
    if (i < 0 || i >= size) return nullptr;
    return &(*elements)[static_cast<size_t>(i)];
  }

  static Value Unknown() { return {}; }
  static Value Name(std::string name, std::vector<std::string> chain = {}) {
    Value v;
    v.kind = Kind::kName;
    v.names.push_back(std::move(name));
    v.chain = std::move(chain);
    return v;
  }
  static Value String(std::string text) {
    Value v;
    v.kind = Kind::kConstant;
    v.constant = std::move(text);
    v.is_string = true;
    return v;
  }
  static Value Literal(std::string text) {  // numbers, true/false/null
    Value v;
    v.kind = Kind::kConstant;
    v.constant = std::move(text);
    return v;
  }
  static Value Prefix(std::string text) {
    Value v;
    v.kind = text.empty() ? Kind::kUnknown : Kind::kPrefix;
    v.constant = std::move(text);
    v.is_string = true;
    return v;
  }
  static Value Of(Kind kind) {
    Value v;
    v.kind = kind;
    return v;
  }
  bool IsName() const { return kind == Kind::kName; }
  // Whether this refers to `name` (among its candidates).
  bool Is(std::string_view name) const {
    if (kind != Kind::kName) return false;
    for (const auto& n : names) {
      if (n == name) return true;
    }
    return false;
  }
  bool IsString() const { return kind == Kind::kConstant && is_string; }
  bool IsConstant() const { return kind == Kind::kConstant; }
  // The text known from the start of a string: all of a constant one, the prefix of one
  // built at run time; nullopt for anything else.
  std::optional<std::string_view> KnownStart() const {
    if (IsString() || kind == Kind::kPrefix) return constant;
    return std::nullopt;
  }
};

// One of several known objects (Value::partial): `held` is a kMapping of every key any of
// them has, each entry the join of theirs, in an order that says nothing; `may_lack` says,
// per key, whether some of them lack it (1).
struct PartialObject {
  Value held;
  std::vector<uint8_t> may_lack;
};

// Collects the items of a list, tuple, dict, array or object display while it can be
// followed: every key constant, no spread, at most Value::kMaxElements items.
class DisplayItems {
 public:
  void Add(Value item) { Add("", std::move(item)); }
  void Add(std::string key, Value item) {
    if (items_.size() == Value::kMaxElements) known_ = false;  // a large table: not followed
    if (!known_) return;
    keys_.push_back(std::move(key));
    items_.push_back(std::move(item));
  }
  // A mapping's entry: a key given again replaces the earlier value in its place, as
  // `{"a": 1, "a": 2}` and `{a: 1, a: 2}` do.
  void AddEntry(std::string key, Value item) {
    if (!known_) return;
    auto at = std::find(keys_.begin(), keys_.end(), key);
    if (at == keys_.end()) return Add(std::move(key), std::move(item));
    items_[static_cast<size_t>(at - keys_.begin())] = std::move(item);
    if (static_cast<size_t>(at - keys_.begin()) < lacks_.size()) {
      lacks_[static_cast<size_t>(at - keys_.begin())] = 0;
    }
  }
  // The entries of a known object, or of one of several (Value::partial): a key it may
  // lack keeps what is there already, or its value (`either`); one not there yet comes
  // at a place not known, and may be missing, so what is made is itself a partial.
  template <typename Either>
  void Spread(const Value& source, Either&& either) {
    const bool whole = source.kind == Value::Kind::kMapping;
    const Value* from = whole ? &source : source.partial ? &source.partial->held : nullptr;
    if (from == nullptr || from->kind != Value::Kind::kMapping || !from->elements) {
      return GiveUp();
    }
    for (size_t i = 0; i < from->keys.size() && i < from->elements->size() && known_; ++i) {
      const Value& item = (*from->elements)[i];
      const bool lacks =
          !whole && i < source.partial->may_lack.size() && source.partial->may_lack[i] != 0;
      auto at = std::find(keys_.begin(), keys_.end(), from->keys[i]);
      if (at != keys_.end()) {
        const auto k = static_cast<size_t>(at - keys_.begin());
        items_[k] = lacks ? either(items_[k], item) : item;
        if (!lacks && k < lacks_.size()) lacks_[k] = 0;
        continue;
      }
      if (!whole) {
        lacks_.resize(keys_.size(), 0);
        lacks_.push_back(lacks ? 1 : 0);
        uncertain_ = true;
      }
      Add(from->keys[i], item);
      if (!lacks_.empty()) lacks_.resize(keys_.size(), 0);
    }
  }
  void GiveUp() { known_ = false; }
  Value Sequence() { return known_ ? Value::Sequence(std::move(items_)) : Value::Unknown(); }
  Value Mapping() {
    if (!known_) return Value::Unknown();
    if (!uncertain_) return Value::Mapping(std::move(keys_), std::move(items_));
    Value held = Value::Mapping(std::move(keys_), std::move(items_));
    if (held.kind != Value::Kind::kMapping) return Value::Unknown();
    lacks_.resize(held.keys.size(), 0);
    Value partial = Value::Unknown();
    partial.partial =
        std::make_shared<const PartialObject>(PartialObject{std::move(held), std::move(lacks_)});
    return partial;
  }

 private:
  bool known_ = true;
  bool uncertain_ = false;  // a key from a partial: its place (and presence) not known
  std::vector<std::string> keys_;
  std::vector<Value> items_;
  std::vector<uint8_t> lacks_;  // per key, once a partial was spread: whether it may be missing
};

// What a walk over every node makes of each, by the node's symbol: the type's text is
// compared once per symbol in a file, not once per node.
template <typename Kind>
class KindsBySymbol {
 public:
  using Classify = Kind (*)(std::string_view type);
  explicit KindsBySymbol(Classify classify) : classify_(classify) {}
  Kind Of(TSNode node) {
    TSSymbol symbol = ts_node_symbol(node);
    if (symbol >= kinds_.size()) kinds_.resize(static_cast<size_t>(symbol) + 1);
    std::optional<Kind>& kind = kinds_[symbol];
    if (!kind) kind = classify_(NodeType(node));
    return *kind;
  }

 private:
  Classify classify_;
  std::vector<std::optional<Kind>> kinds_;
};

// What the walk binds between two places where control flow meets again (the branches of
// an `if`, the rounds of a loop, a `try` and its handlers): the walk goes through each
// branch once, in order, and ResolverBase opens a frame around each; every binding a
// scope makes while one is open is noted in the innermost. Closing a frame hands what it
// noted to the one around it.
class BindingLog {
 public:
  using Key = std::pair<Scope*, std::string>;
  struct Frame {
    // Each (scope, name) bound in the frame: what it held before the first binding
    // (nullopt: nothing in that scope).
    std::map<Key, std::optional<Value>> before;
    // With `keep_all` (a block that may stop part-way: `try`, `with`), every value bound.
    bool keep_all = false;
    std::map<Key, std::vector<std::optional<Value>>> bound;
    // For loops: when each name was first read and each binding last made (a sequence
    // shared by reads and bindings). A read before a binding of the same name may see
    // what the round before left.
    std::unordered_map<std::string, uint64_t> first_read;
    std::map<Key, uint64_t> last_bound;
  };

  bool recording() const { return !frames_.empty() && paused_ == 0; }
  void Open(bool keep_all) {
    Frame frame;
    frame.keep_all = keep_all || (!frames_.empty() && frames_.back().keep_all);
    frames_.push_back(std::move(frame));
  }
  // The innermost frame, after adding what it noted to the one around it.
  Frame Close();
  void Bound(Scope* scope, const std::string& name, const Value* before, const Value* after);
  void Read(const std::string& name) {
    if (recording()) frames_.back().first_read.try_emplace(name, ++sequence_);
  }
  // Bindings made while paused are not noted (a branch's bindings put back).
  class Pause {
   public:
    explicit Pause(BindingLog& log) : log_(log) { ++log_.paused_; }
    ~Pause() { --log_.paused_; }
    Pause(const Pause&) = delete;
    Pause& operator=(const Pause&) = delete;

   private:
    BindingLog& log_;
  };

 private:
  std::vector<Frame> frames_;
  uint64_t sequence_ = 0;
  int paused_ = 0;
};

class Scope {
 public:
  Scope(Scope* parent, bool is_class, BindingLog* log = nullptr)
      : parent_(parent), is_class_(is_class), log_(log) {}
  Scope* parent() const { return parent_; }
  bool is_class() const { return is_class_; }

  const Value* Find(const std::string& name) const;
  void Set(const std::string& name, Value value) {
    if (log_ != nullptr && log_->recording()) log_->Bound(this, name, Find(name), &value);
    auto it = bindings_.find(name);
    if (it == bindings_.end()) {
      bindings_.emplace(name, std::move(value));
      return;
    }
    NoteEarlier(name, std::move(it->second));
    it->second = std::move(value);
  }
  // What each name was bound to before its current binding, since the last call: a body
  // run later may see any of them (ResolverBase::SettleBindings).
  std::unordered_map<std::string, std::vector<Value>> TakeEarlier() {
    return std::exchange(earlier_, {});
  }
  // Binds `name` without noting what it held (SettleBindings).
  void Replace(const std::string& name, Value value) { bindings_[name] = std::move(value); }
  // `del name`: the name is no longer bound in this scope (a lookup then finds the outer
  // one; callers decide whether that is what the program sees).
  void Erase(const std::string& name) {
    if (log_ != nullptr && log_->recording()) log_->Bound(this, name, Find(name), nullptr);
    auto it = bindings_.find(name);
    if (it == bindings_.end()) return;
    NoteEarlier(name, std::move(it->second));  // a body may run before the `del`
    bindings_.erase(it);
  }
  void DeclareGlobal(const std::string& name) { globals_.insert(name); }
  bool IsDeclaredGlobal(const std::string& name) const { return globals_.count(name) > 0; }
  void AddStarImport(std::string module) { star_imports_.push_back(std::move(module)); }
  const std::vector<std::string>& star_imports() const { return star_imports_; }

 private:
  Scope* parent_;
  bool is_class_;
  BindingLog* log_;
  // At most this many earlier values are kept per name; past that it may be anything.
  static constexpr size_t kMaxEarlier = 64;
  void NoteEarlier(const std::string& name, Value value) {
    std::vector<Value>& held = earlier_[name];
    if (held.size() < kMaxEarlier) {
      held.push_back(std::move(value));
    } else if (held.size() == kMaxEarlier) {
      held.push_back(Value::Unknown());
    }
  }
  std::unordered_map<std::string, Value> bindings_;
  std::unordered_map<std::string, std::vector<Value>> earlier_;
  std::unordered_set<std::string> globals_;
  std::vector<std::string> star_imports_;
};

// How `+` and join treat a constant that is not a string. Python refuses one (1 + 'a' and
// ''.join([1]) raise); JavaScript converts it ('a' + 1 is 'a1', [1, 2].join('') is '12').
enum class StringConversion { kNone, kImplicit };

// Common machinery; each language's resolver derives from it and supplies the walk
// itself (Visit, Eval) and its literals (FoldLiteral). The steps both languages take in
// the same way are written here once, so the two cannot drift apart.
// At most this much text is folded into one constant: `s = s + s` forty times must not
// build a terabyte. A longer result keeps its start only (a prefix).
inline constexpr size_t kMaxFoldedText = 1 << 20;

// Calls `visit` on every node under `root`, in order, iteratively (any depth).
void ForEachNode(TSNode root, const std::function<void(TSNode)>& visit);

// Walks every node under `root` in order with one cursor (any depth), calling
// enter(node) before its children and leave(node) after them. The walk ends early, with
// no more calls, when enter returns false.
template <typename Enter, typename Leave>
void WalkTree(TSNode root, Enter&& enter, Leave&& leave) {
  struct Cursor {
    TSTreeCursor c;
    ~Cursor() { ts_tree_cursor_delete(&c); }
  } cursor{ts_tree_cursor_new(root)};
  size_t depth = 0;
  while (true) {
    if (!enter(ts_tree_cursor_current_node(&cursor.c))) return;
    if (ts_tree_cursor_goto_first_child(&cursor.c)) {
      ++depth;
      continue;
    }
    while (true) {
      leave(ts_tree_cursor_current_node(&cursor.c));
      if (depth == 0) return;
      if (ts_tree_cursor_goto_next_sibling(&cursor.c)) break;
      ts_tree_cursor_goto_parent(&cursor.c);
      --depth;
    }
  }
}

// Whether `text` has a `..` path segment: a known part after an unknown one that climbs
// (`mkdtemp() + "/../../etc"`) says nothing about where the whole leads.
bool HasParentSegment(std::string_view text);

// The text of a string built from parts (an f-string, a template, `a + b`) while every
// part is known, as one text or, when a part is one of several strings (a loop variable
// over a literal list), as each text it can be: `f"{name}.csv"` for name in ("a", "b") is
// "a.csv" or "b.csv". When only a start can be kept (a part unknown, more than
// Value::kMaxElements texts, or more than kMaxFoldedText), it is the start of a text that
// leaves the working directory if one does, so that the path rules see the worst.
class TextVariants {
 public:
  void Append(std::string_view part);
  void AppendOneOf(const std::vector<std::string>& parts);
  // Text after an unknown part: only whether it climbs (`..`) matters.
  void AfterUnknown(std::string_view part) { climbs_ = climbs_ || HasParentSegment(part); }
  // The value built: one string, one of several, or (when `complete` is false) a start;
  // unknown when text after an unknown part climbs.
  Value Result(bool complete) const;

 private:
  void Collapse();  // keep one start only: the worst text's
  std::vector<std::string> texts_{""};
  bool collapsed_ = false;
  bool climbs_ = false;
};

class ResolverBase {
 public:
  // What a walk gave each attribute store, by its place's node (ResolveWithOwnAttributes).
  using StoredValues = std::unordered_map<uintptr_t, Value>;
  virtual ~ResolverBase() = default;

 protected:
  // `binary_type` is the grammar's node type for `a + b`; `globals_name` what value uses
  // of the global namespace are reported as (`globals`, `globalThis`).
  ResolverBase(std::string_view source, const TSLanguage* language, std::string_view binary_type,
               std::string_view globals_name, StringConversion conversion, AnalysisBudget& budget);

  // --- What each language supplies -------------------------------------------------------
  // Walks a statement, recording the facts of everything in it.
  virtual void Visit(TSNode node, Scope* scope) = 0;
  // The value of an expression, recording the facts of everything in it.
  virtual Value Eval(TSNode node, Scope* scope) = 0;
  // The constant a literal denotes (a string, a number, Python's chr(65)), without
  // recording facts; Unknown for anything else. The leaves FoldQuiet folds.
  virtual Value FoldLiteral(TSNode node) = 0;
  // What a read of `name` sees where `scope` does not bind it: an outer scope's binding,
  // or a builtin or global that matters to the rules; nullopt when the read fails
  // (NameError, ReferenceError). For the joins of control flow (WalkBranches).
  virtual std::optional<Value> UnboundValue(Scope* scope, const std::string& name) = 0;

  // --- Shared steps of the walk ----------------------------------------------------------
  // Visits each named child in order: blocks, statement lists, anything merely grouping.
  void VisitChildren(TSNode node, Scope* scope) {
    ForEachNamedChild(node, [&](TSNode child) { Visit(child, scope); });
  }
  // Visits one field's node, if it has one.
  void VisitField(TSNode node, Field field, Scope* scope) {
    TSNode child = Child(node, field);
    if (!ts_node_is_null(child)) Visit(child, scope);
  }
  // The file's statements, in the order the language binds them.
  virtual void VisitTopLevel(TSNode root, Scope* scope) { VisitChildren(root, scope); }
  // The items of a list, tuple or array display, each child evaluated in order; a child
  // of one of the `spreads` types (`*xs`, `...xs`) leaves them unknown.
  DisplayItems SequenceItems(TSNode node, Scope* scope,
                             std::initializer_list<std::string_view> spreads) {
    DisplayItems items;
    ForEachNamedChild(node, [&](TSNode child) {
      std::string_view type = NodeType(child);
      if (type == "comment") return;
      Value item = Eval(child, scope);
      if (std::find(spreads.begin(), spreads.end(), type) != spreads.end()) items.GiveUp();
      items.Add(OpenNested(std::move(item)));
    });
    return items;
  }
  // The same for an expression whose own value is not modelled: Unknown.
  Value EvalChildren(TSNode node, Scope* scope) {
    VisitChildren(node, scope);
    return Value::Unknown();
  }
  // Evaluates each named child in order and is worth the last: `(x)`, `await x`, and JS's
  // `(0, eval)`, which calls eval.
  Value EvalLast(TSNode node, Scope* scope);

  // --- Where control flow meets again ----------------------------------------------------
  // The walk goes through each branch once; afterwards a name may hold what any path
  // through them left, and each of these puts that in its binding (BindingLog notes what
  // the walk binds). `p = '/etc/x'` then `if c: p = 'a'` leaves p either.
  using Walk = std::function<void()>;
  // The branches of an `if` (each `elif`, the `else`), the cases of a `match`: each is
  // walked from the bindings before them. Unless one of them always runs (`exhaustive`:
  // there is an `else`), what the names held before is one of the outcomes too.
  void WalkBranches(const std::vector<Walk>& branches, bool exhaustive);
  // One branch or handler, walked from `start` (what each name held where they begin;
  // names first bound here are added), which is then put back: what it left per name.
  std::map<BindingLog::Key, std::optional<Value>> WalkAlternative(
      const Walk& walk, std::map<BindingLog::Key, std::optional<Value>>& start);
  // A block that may stop part-way (a `try` body, a `with` whose context manager may
  // swallow an exception, a `switch` whose cases jump in): afterwards a name it binds
  // may hold what it held before, or anything the block bound on the way. The handlers,
  // each walked from any of those states, are further outcomes.
  void WalkMayStop(const Walk& block, const std::vector<Walk>& handlers = {});
  // A loop: `round` walks one round (test, body, update). A name read in a round before
  // the round binds it sees what the round before left: the loop is walked again from
  // what the rounds may leave until nothing new comes round (at most kMaxLoopRounds),
  // keeping the facts of the last walk only. Afterwards a name holds what it held before
  // (no round ran) or what the rounds left.
  void WalkLoop(const Walk& round);
  static constexpr int kMaxLoopRounds = 4;
  // A string value a loop keeps changing (one of several texts), as the start of the
  // worst of them (a prefix: the path rules judge where it leads); others as they are.
  static Value Widened(const Value& value);
  // What a name holds in a loop's last walk when its rounds did not settle: not known,
  // though still judged by the strings or names it may be.
  static Value NotSettled(const Value& value);
  // Adds facts recorded aside (a loop's last walk) to the file's.
  void AppendFacts(Facts facts);
  // What a name may hold where two paths meet, one leaving `a`, the other `b`.
  std::optional<Value> JoinOutcomes(const BindingLog::Key& key, const std::optional<Value>& a,
                                    const std::optional<Value>& b);
  // Looks `name` up from `scope`. A binding to one dotted name (an alias of a module
  // member, `from os import system as run`) is a use of that name: recorded at `node`.
  const Value* LookupUse(TSNode node, Scope* scope, const std::string& name);
  // A name read without its identifier (`globals()['m']`, `globalThis.m`): for the
  // loop rounds that may bind it later (WalkLoop).
  void ReadByName(const std::string& name) { log_.Read(name); }

  // The parts of `text` if it is a dotted name and nothing else ("require",
  // "os.system"): what eval of that constant gives is the value of that name.
  static std::optional<std::vector<std::string>> DottedNameParts(std::string_view text);

  // --- Writes the walk meets too late ----------------------------------------------------
  // The walk reads a name before a body run later rebinds it (`global x`, `nonlocal x`, a
  // closure's `x = ...`) and cannot see a container changed through another name it was
  // handed to (`alias = cfg`, `apply(cfg)`, `Object.assign(cfg, o)`, `cfg["out"] = ...` in
  // a helper). Each language finds these writes before its walk (NoteRebind,
  // NoteItemsChanged); every binding of such a name then holds what any of them may leave
  // (WithLaterWrites), so control flow and call order cannot hide one. The writes are
  // kept by the bare name, whatever scope it is in: a `global path` in one function
  // widens a local `path` in another too (imprecise, never less safe).
  // `value` is the expression assigned, or a null node where no literal gives it (`+=`,
  // a loop, a pattern).
  // A longer expression assigned is not folded for WithLaterWrites (FoldQuiet recurses).
  static constexpr uint32_t kMaxLaterFold = 4096;
  // How often `word` is in the file: as an identifier (normalized) or as a word of its
  // text outside comments, whichever is more.
  uint32_t Occurrences(std::string_view word);
  // How often `name` is an identifier (normalized) in the file.
  uint32_t IdentifierCount(const std::string& name);
  // How often `word` is a whole word of `text`.
  static uint32_t CountWordIn(std::string_view text, std::string_view word);
  void NoteRebind(std::string name, TSNode value) {
    later_rebinds_[std::move(name)].push_back(value);
  }
  // A rebind of a variable a function declares (JavaScript: an arrow assigning its
  // enclosing function's `let out`): it widens bindings of the name in function scopes
  // only, not the program's own variable of that name (WithLaterWrites' `outermost`).
  void NoteFunctionRebind(std::string name, TSNode value) {
    function_rebinds_[std::move(name)].push_back(value);
  }
  // Whether a display holds only containers made there (each language's
  // HoldsNoSharedContainer): every node under it, through pairs' values, is of one of the
  // `plain` types or another display of the `displays` types.
  bool OnlyOwnContainers(TSNode display, std::initializer_list<std::string_view> plain,
                         std::initializer_list<std::string_view> displays) const;
  // Whether the scan saw `name` rebound where the walk in order would not (NoteRebind):
  // through the module's namespace (`globals()['len'] = f`), from a function body.
  bool RebindsLater(const std::string& name) const { return later_rebinds_.count(name) > 0; }
  void NoteItemsChanged(std::string name) { items_changed_.insert(std::move(name)); }
  bool ItemsChanged(const std::string& name) const { return items_changed_.count(name) > 0; }

  // --- Containers inside containers ------------------------------------------------------
  // A list or object kept in another is shared: read out (`x = jobs[0]`, a loop's
  // variable, a callback's parameter, a helper's), it is changed through that other name,
  // which the walk cannot tie to `jobs`. Each scan notes the base of every store into a
  // container's items and every mutating call (NoteAliasStore: a name, or "" for an
  // expression); when one of them may be such an alias (a name not bound only to a
  // literal display, or no name), containers kept in containers hold what is not known
  // (OpenNested, where displays are made) for the whole file.
  void NoteAliasStore(std::string base) {
    if (base.empty()) {
      alias_store_unnamed_ = true;
    } else {
      alias_stores_.push_back(std::move(base));
    }
  }
  // After the scan: `display_only(name)` says the name is bound only to literal displays.
  template <typename DisplayOnly>
  void DecideNestedOpen(DisplayOnly&& display_only) {
    nested_open_ = alias_store_unnamed_ ||
                   std::any_of(alias_stores_.begin(), alias_stores_.end(),
                               [&](const std::string& name) { return !display_only(name); });
  }
  // The node under a chain of items and members (`x` of `x[k].a`, `this` of `this.a`),
  // and its name when it is one ("" else).
  TSNode ChainRoot(TSNode node, std::string_view subscript, Field subscript_object,
                   std::string_view member) const;
  std::string ChainBase(TSNode node, std::string_view subscript, Field subscript_object,
                        std::string_view member) const;
  // A container about to be kept in another: what it holds not known, when the file may
  // change it through an alias (the names among its items kept, as WithLaterWrites does).
  Value OpenNested(Value value) const {
    // (A record, an Enum, a path cannot change; a JavaScript Map, kept as its entries, can.)
    if (!nested_open_ || value.record ||
        (!value.instance_of.empty() && value.instance_of != "Map") || !value.elements ||
        (value.kind != Value::Kind::kSequence && value.kind != Value::Kind::kMapping)) {
      return value;
    }
    return Opened(std::move(value),
                  "a container kept in another may be changed through "
                  "another name in this file");
  }
  // `value`'s items unknown (but names among them, kept open), its items open.
  static Value Opened(Value value, const std::string& why);
  // The value a constant JSON text describes (JSON.parse, json.loads of a config written
  // inline): objects and arrays as displays (Unknown past Value::kMaxElements items or
  // kMaxJsonDepth levels), strings, numbers, true, false, null as their constants;
  // Unknown for a text that does not parse or is longer than kMaxJsonText.
  static constexpr size_t kMaxJsonText = 65536;
  static constexpr int kMaxJsonDepth = 8;
  Value ParsedJson(const std::string& text) const;
  // Whether JSON text has an object key `__proto__` (prototype pollution's payload).
  static bool HasProtoKey(const std::string& text);
  // For the counts BindPassedParameters needs (CountUses): the language's scan before
  // the walk, which enters every node, hands each one here, and says when it has seen
  // them all, so the file is not walked again for them.
  void CountNode(TSNode node);
  void CountsComplete() {
    identifier_counts_ = std::move(scan_identifiers_);
    comments_ = std::move(scan_comments_);
  }
  // Counts one node of a scan before the walk against the analysis budget; false (and
  // the scan stops, with the budget's finding) when it is spent.
  bool ScanStep(TSNode node) {
    if (budget_.Step()) return true;
    if (!facts_.budget_hit) facts_.budget_hit = RangeOf(node);
    return false;
  }
  // The container under a store target (`x` of `x[k].a = v`): its items change. The
  // language's subscript node (and the field holding its object) and member node.
  void ItemsChangedUnder(TSNode target, std::string_view subscript, Field subscript_object,
                         std::string_view member, int operands = 0);
  // Whether a store target is an item of an item (x[k][j] = v, x.o.p = v): the inner
  // container may be in another display too (cfg = {o: x.o}), which the walk does not
  // connect. The same language parts as ItemsChangedUnder.
  bool IsNestedStore(TSNode target, std::string_view subscript, Field subscript_object,
                     std::string_view member) const;
  // `outermost`: the binding is in the program's scope (NoteFunctionRebind's do not
  // reach it).
  Value WithLaterWrites(const std::string& name, Value value, bool outermost = false);
  // A value that may be either of two: a capability-bearing one (a name, a namespace, a
  // require function) is kept, so calls through it are judged; strings give one of their
  // texts; None/null/undefined is no value of a path or module; else unknown.
  static Value EitherValue(const Value& a, const Value& b);
  // Two known objects with other keys (or one already such, Value::partial): one of
  // them, a partial; nullopt when either is not a plain known object.
  static std::optional<Value> EitherObject(const Value& a, const Value& b);
  // Whether a call of `callee` (its source text) only reads a container handed to it and
  // keeps no hold of it: `print(cfg)`, `len(xs)`, `JSON.stringify(o)`.
  static bool ReadsOnly(std::string_view callee);

  // --- Paths -----------------------------------------------------------------------------
  // POSIX path joining (os.path.join, path.join, pathlib's `/`) over what is known of each
  // part: a later absolute part starts again, a part only partly known ends the known
  // text (the result is then a prefix). Parts that are names of absolute paths
  // (`os.sep`, `sys.executable`, `process.execPath`) count as "/".
  static Value JoinPaths(const std::vector<Value>& parts);
  // The folder a path is in (dirname, pathlib's parent): one level up; of a path whose
  // last part is only partly known (`'out/r_' + day + '.md'`), its known folders, under
  // the assumption that lets the path itself be written (the unknown part does not climb).
  static Value ParentPath(const Value& path);
  // What is known of a path: its text and whether that is all of it. Constants and
  // prefixes are their text; `os.sep`, `path.sep` are "/" and the names of absolute paths
  // (`sys.executable`, `process.execPath`) start with "/".
  static std::optional<std::pair<std::string, bool>> KnownPathText(const Value& part);

  // --- Constant strings ------------------------------------------------------------------
  // `left + right` when the language's `+` makes a constant string of them, else Unknown.
  Value Concat(const Value& left, const Value& right) const;
  // `text` repeated `count` times (Python's "../" * n, JavaScript's '../'.repeat(n)): the
  // string when the count is known (its first kMaxRepeatedText bytes, as a prefix, when
  // longer); when it is not, a prefix of one `text`, which is how the text starts unless
  // it is empty: the worst start for the path rules, since "../" * depth climbs.
  static Value Repeated(const std::string& text, const Value& count);
  static constexpr size_t kMaxRepeatedText = 4096;
  // A binary operator: both operands evaluated (their facts recorded), `+` folded.
  Value EvalBinary(TSNode node, Scope* scope);
  // The constant of an expression built from literals, parentheses and `+`, without
  // recording facts: for a value read again after its facts were recorded once.
  Value FoldQuiet(TSNode node);
  // The items of a list display, folded and joined by `separator` (''.join([...]) in
  // Python, [...].join('') in JavaScript); nullopt unless every item folds to a constant
  // the language joins.
  std::optional<std::string> JoinFolded(TSNode list, std::string_view separator);
  // The chain step saying an expression folds to a constant, worded once for both
  // languages: "`'o' + 's'` is the constant 'os'".
  static std::string ConstantStep(std::string_view expression, std::string_view constant);
  // `value` with that step for `expression` first in its chain; a string literal needs no
  // explaining, so nothing is added for one.
  Value WithConstantStep(Value value, TSNode expression, std::string_view constant) const;

  // --- Members ---------------------------------------------------------------------------
  // The dotted chain of literal member names ending at `object.name`: "constructor" for
  // `f.constructor`, then "constructor.constructor" for the member of that.
  static std::string MemberPath(const Value& object, const std::string& name) {
    return object.member_path.empty() ? name : object.member_path + "." + name;
  }
  // Records reading the member `name` of `object` at `node`.
  void AddMemberAttribute(TSNode node, const Value& object, const std::string& name) {
    AddAttribute(node, name, MemberPath(object, name));
  }
  // `object.name` for an object that names something: each candidate qualified by `name`
  // (`os` gives `os.system`), with the object's resolution chain. No facts, no
  // member_path: each language adds its own meaning of the member first.
  static Value QualifiedMember(const Value& object, const std::string& name);

  // The child in `field`, or a null node (the field may not exist in this grammar).
  TSNode Child(TSNode node, Field field) const {
    return ts_node_child_by_field_id(node, field_ids_[static_cast<size_t>(field)]);
  }

  std::string_view Text(TSNode node) const { return NodeText(node, source_); }
  static ByteRange RangeOf(TSNode node) {
    return {ts_node_start_byte(node), ts_node_end_byte(node)};
  }
  static uint32_t LineOf(TSNode node) { return ts_node_start_point(node).row + 1; }

  Scope* NewScope(Scope* parent, bool is_class = false) {
    scopes_.emplace_back(parent, is_class, &log_);
    return &scopes_.back();
  }
  // Looks a name up through the enclosing scopes; class scopes are visible only to
  // their own body, as in Python.
  const Value* Lookup(Scope* scope, const std::string& name) const;
  // `name` was changed in place (`xs.append(..)`, `d[k] = v`): its items are no longer
  // known, wherever it is bound.
  static void ForgetItems(Scope* scope, const std::string& name);
  // Whether a method of a list, dict or array changes it in place.
  static bool IsMutator(std::string_view method);
  // A string that is either `a` or `b` (`x or "."`, `a || b`, a conditional): one of
  // their texts, or the worst known start; unknown unless both are strings.
  static Value EitherString(const Value& a, const Value& b);
  // `target` with each source's entries in turn (dict.update, `|=`, Object.assign): a
  // later key replaces an earlier one in its place. nullopt unless all are known mappings.
  static std::optional<Value> MergedMapping(const Value& target,
                                            const std::vector<const Value*>& sources);
  // A path made absolute as the language does it ("out/./x/.." is "/work/out"), over what
  // is known of it: os.path.abspath, Path.resolve() and path.resolve(), whose text a slice
  // or a split may then read (abspath("out")[:1] is "/").
  static Value AbsolutePath(Value path);
  // The items of a known sequence when every one is a constant string.
  static std::optional<std::vector<std::string>> StringItems(const Value& sequence);
  // What a loop over `iterated` binds on any round: a known mapping's keys (one of them),
  // or a known sequence's items joined as where control flow meets (EitherValue), pairs
  // and tuples of one size position by position; nullopt when its items are not known.
  static std::optional<Value> EachItem(const Value& iterated);
  static Value JoinItems(const std::vector<Value>& items, int depth);
  // A known mapping's `keys`, `values`, `items` (Python) or `entries` (JavaScript's
  // Object.entries, a Map's) as a sequence; unknown for another method.
  static Value MappingView(const Value& mapping, std::string_view method);
  // Whether `word` occurs in `text` as a whole word (a loop's body naming its list).
  static bool MentionsWord(std::string_view text, std::string_view word) {
    return CountWordIn(text, word) > 0;
  }
  // The value of a loop variable over those strings: one of them.
  static Value LoopedOver(std::vector<std::string> items, const std::string& variable,
                          uint32_t line);
  // What an argument's fact says of its value (for items given by keyword).
  static Value ValueFromArg(const ArgFact& arg);
  // The module (outermost) scope.
  Scope* ModuleScope(Scope* scope) const;

  // Function bodies run after the code that defines them. DeferBody queues a body with the
  // scope it runs in; ResolveFile walks the file's statements in a new module scope, then
  // each queued body in order with `walk_body`, so a body sees its defining scope's final
  // bindings. A body walked may defer more (nested functions): they join the queue.
  // A body met again (a loop walked once more) is queued once, with the latest scope.
  void DeferBody(TSNode body, Scope* scope) {
    if (ts_node_is_null(body)) return;
    auto [at, fresh] = deferred_at_.try_emplace(NodeKey(body), deferred_.size());
    if (fresh) {
      deferred_.emplace_back(body, scope);
    } else {
      deferred_[at->second].second = scope;
    }
  }
  template <typename WalkBody>
  Facts ResolveFile(TSNode root, WalkBody&& walk_body) {
    root_ = root;
    Scope* module = NewScope(nullptr);
    VisitTopLevel(root, module);
    SettleBindings(module);
    std::map<uintptr_t, int> postponed;
    for (size_t i = 0; i < deferred_.size(); ++i) {
      auto [body, scope] = deferred_[i];
      // A helper whose calls are in bodies not walked yet (main() calls it) waits for
      // them, a few times at most.
      if (!BindPassedParameters(body, scope) && postponed[NodeKey(body)]++ < kMaxPostponed) {
        deferred_.emplace_back(body, scope);
        continue;
      }
      walk_body(body, scope);
      SettleBindings(scope);
      SettleBindings(module);  // a `global` rebound in the body
    }
    facts_.steps = budget_.steps();
    return std::move(facts_);
  }

  // The binding chain entry for `name` bound to `value`: empty when the name is just
  // the value's own name (`import os` binds `os` to `os`).
  static Value WithBindingStep(const std::string& name, Value value, std::string_view how,
                               uint32_t line);

  // Once a scope's own code has been walked, the bodies defined in it are, each with the
  // scope's bindings: a body may run while a name still held an earlier value (a global
  // rebound after the call, a closure's variable changed after it), so each name rebound
  // holds what any of its bindings did.
  void SettleBindings(Scope* scope);

  // Depth guard for the recursive walk: deeply nested input must not exhaust the stack.
  class DepthGuard {
   public:
    DepthGuard(ResolverBase& r, TSNode node) : r_(r) {
      ++r_.depth_;
      r_.path_.push_back(node);
    }
    ~DepthGuard() {
      --r_.depth_;
      r_.path_.pop_back();
    }
    DepthGuard(const DepthGuard&) = delete;
    DepthGuard& operator=(const DepthGuard&) = delete;
    bool TooDeep() const { return r_.depth_ > kMaxDepth; }

   private:
    ResolverBase& r_;
  };
  // Counts one step of the walk; false (and the node is skipped) when nesting is too
  // deep or the analysis budget is spent.
  bool CheckDepth(const DepthGuard& guard, TSNode node) {
    if (!budget_.Step()) {
      if (!facts_.budget_hit) facts_.budget_hit = RangeOf(node);
      return false;
    }
    if (!guard.TooDeep()) return true;
    if (!facts_.depth_limit_hit) facts_.depth_limit_hit = RangeOf(node);
    return false;
  }

  void AddCall(TSNode node, const Value& callee, std::vector<ArgFact> args, bool is_new);
  // The callee of `x.m(...)` when x is an object the resolver cannot name (a DataFrame,
  // a file handle): `<object>.m`, which rules match by the method's name (`*.to_csv`).
  Value UnnamedMethod(TSNode function, const std::string& method) const;
  // `value`, a function or module member, used as a value where `node` stands (passed,
  // stored, returned, a default, an element) rather than called or used as a member's
  // owner: whatever calls it later calls it with arguments unknown here (a module or the
  // global namespace escapes the same way: any member may be called). Recorded as
  // such a call, so every call rule (and module list) applies where it is named.
  void AddValueUse(TSNode node, const Value& value);
  // For the node being walked (the innermost Visit or Eval): the nearest node walked
  // around it, looking through parentheses, and which of that node's children holds it
  // (for "is it the function of this call?"). The walk's own path, not ts_node_parent,
  // which scans siblings and made this quadratic on long files.
  struct Enclosing {
    TSNode node;            // null at the top of the walk
    std::string_view type;  // node's type
    TSNode held;            // the child of node that holds the node being walked
  };
  Enclosing EnclosingNode() const;
  // Whether `e.held` is e.node's `field` child.
  bool Holds(const Enclosing& e, Field field) const {
    return ts_node_eq(Child(e.node, field), e.held);
  }
  void AddImport(TSNode node, std::string module, std::vector<std::string> chain = {});
  void AddAttribute(TSNode node, std::string name, std::string path);
  void AddReference(TSNode node, const Value& value);
  // ReferenceFact::keys of the node being walked, from the nodes around it.
  std::vector<std::string> KeysReadFrom(TSNode node);
  void AddUnresolved(TSNode node, UnresolvedKind kind, std::string detail);

  static ArgFact ArgFromValue(const Value& value);

  // Parameter flow within the file: what the calls of a function defined here, by its
  // own name, pass to each parameter. When those calls are every use of its name in the
  // file (as an identifier and as a word outside comments, so no alias, `__defaults__`,
  // exec string or annotation reaches it unseen), its body is walked with each parameter
  // bound to what was passed: one constant, one of several, one known start or one name;
  // anything else stays unknown. What the text cannot show (globals() lookups by a
  // computed name) the rules judge where it happens.
  struct ParamFlow {
    std::string name;
    std::vector<std::string> params;
    std::vector<std::optional<Value>> defaults;  // per parameter
    std::vector<std::vector<Value>> passed;      // per parameter, per call
    std::vector<uint32_t> passed_at;             // per call: where it starts
    std::set<uintptr_t> call_sites;
    bool unmapped = false;  // a call whose arguments could not be matched to parameters
  };
  // Follows the calls of the function whose body is `body` (queued with DeferBody).
  void AddParamFlow(TSNode body, ParamFlow flow);
  // At a call: when `callee` is such a function called by its own name (`called_as`),
  // what this call passes. With `extra_arguments`, arguments past the last parameter are
  // ignored (JavaScript), else they make the calls unmappable (Python: a TypeError).
  struct EvaluatedArgs;
  void RecordPassed(TSNode call, std::string_view called_as, const Value& callee,
                    const EvaluatedArgs& args, bool extra_arguments);
  // The identifier a node spells, for counting the uses of a name ("" for other nodes).
  virtual std::string IdentifierName(TSNode node) const = 0;
  // Calls of the function `flow` follows from inside its own `body` that pass on only
  // what its parameters already are (Python: a class's subclasses, walked recursively):
  // how many there are, and in `kept` which parameters they keep; 0 when there are none
  // or one passes anything else.
  virtual size_t KeptByRecursion(TSNode /*body*/, const ParamFlow& /*flow*/,
                                 std::vector<bool>& /*kept*/) {
    return 0;
  }

  // A call's arguments once evaluated, in source order. Which node is which kind of
  // argument is the language's business; the bookkeeping is the same: after a spread
  // (`*xs`, `...xs`) no position is known.
  struct EvaluatedArgs {
    std::vector<ArgFact> facts;  // one per argument
    std::vector<Value> values;   // the positional arguments before the first spread
    std::vector<TSNode> nodes;   // the nodes of `values`
    bool after_spread = false;

    void AddPositional(TSNode node, Value value, ArgFact fact) {
      if (!after_spread) {
        values.push_back(std::move(value));
        nodes.push_back(node);
      }
      facts.push_back(std::move(fact));
    }
    void AddSpread() {
      ArgFact fact;
      fact.spread = true;
      facts.push_back(std::move(fact));
      after_spread = true;
    }
  };

  // --- Attributes of the file's own objects ---------------------------------------------
  // `obj.name`, where obj is one of the file's own objects (Value::Own: a closed class,
  // an instance of one, a method's self or this there), is what the file stores under
  // `name`: on any object, anywhere, in any order. Each language's scan notes every store
  // it sees (attribute_stores_) and says when something may set attributes it cannot see
  // (attributes_doubtful_); each stored expression is folded on its own (FoldQuiet), or,
  // on a later walk, is what the walk before gave it in its scope (NoteStored,
  // ResolveWithOwnAttributes).
  struct AttributeStore {
    TSNode target;  // the store's place (an assignment's target, a field, a pair)
    TSNode value;   // the expression stored; null when no single expression gives it
  };
  // Reads own objects' attributes from the stores (off: every such read is unknown), with
  // what an earlier walk gave each store (null on the first walk).
  void UseOwnAttributes(bool on, const StoredValues* stored_before) {
    own_attributes_ = on;
    stored_before_ = stored_before;
  }
  // Records what the walk stores at `target`: any of the values any walk there gave.
  void NoteStored(TSNode target, const Value& value);
  // Every value the file stores under `name`, with the chain step saying so; `no_value`
  // (and `no_value_too`) are the grammar's node types of a store that leaves nothing
  // (None; null, undefined).
  Value StoredUnder(const std::string& name, std::string_view no_value,
                    std::string_view no_value_too = {});

 public:
  // Whether the walk read own objects' attributes in a file that may set attributes the
  // scan did not see: its facts are then not to be trusted.
  bool AttributesDoubtful() const { return attributes_used_ && attributes_doubtful_; }
  // Whether a walk given what this one stored may know more of the attributes it read:
  // some store folded to nothing on its own.
  bool StoresImprovable() const { return attributes_used_ && stores_improvable_; }
  StoredValues TakeStored() { return std::move(stored_); }

 protected:
  // A node's identity, as a key of maps and sets.
  static uintptr_t NodeKey(TSNode node) { return reinterpret_cast<uintptr_t>(node.id); }
  bool own_attributes_ = false;
  bool attributes_used_ = false;
  bool attributes_doubtful_ = false;
  std::unordered_map<std::string, std::vector<AttributeStore>> attribute_stores_;

  // Runs `f` without keeping the facts it records: for values needed a second time
  // (a callee's owner, a literal re-read) whose facts were already recorded once.
  template <typename F>
  auto WithoutFacts(F&& f) {
    Facts saved = std::move(facts_);
    facts_ = Facts{};
    auto result = f();
    facts_ = std::move(saved);
    return result;
  }

  static constexpr int kMaxDepth = 400;
  std::string_view source_;
  TSFieldId field_ids_[static_cast<size_t>(Field::kCount)] = {};
  Facts facts_;
  BindingLog log_;
  int loops_ = 0;  // loops being walked (WalkLoop), one inside another
  std::deque<Scope> scopes_;
  int depth_ = 0;
  std::vector<TSNode> path_;  // the nodes being walked, outermost first
  // CallFact::cwd of the calls being recorded (set around `with contextlib.chdir(...)`).
  std::string cwd_;

 private:
  // Whether `value` is a constant that `+` and join turn into text.
  bool Stringable(const Value& value) const {
    return conversion_ == StringConversion::kImplicit ? value.IsConstant() : value.IsString();
  }

  std::string_view binary_type_;
  std::string_view globals_name_;
  StringConversion conversion_;
  AnalysisBudget& budget_;
  std::vector<std::pair<TSNode, Scope*>> deferred_;
  std::unordered_map<uintptr_t, size_t> deferred_at_;  // DeferBody's: where each body is
  TSNode root_{};
  std::map<uintptr_t, ParamFlow> flows_;  // by the body's node
  // How often each name occurs as an identifier, complete once CountUses has run.
  std::optional<std::unordered_map<std::string, uint32_t>> identifier_counts_;
  std::vector<ByteRange> comments_;  // in source order, with identifier_counts_
  static constexpr int kMaxPostponed = 3;
  // CountWord's: each whole word's count outside comments, made on the first ask.
  std::optional<std::unordered_map<std::string_view, uint32_t>> word_counts_;
  // The scan's counts so far (CountNode): identifier_counts_ when it sees the whole tree.
  std::unordered_map<std::string, uint32_t> scan_identifiers_;
  std::vector<ByteRange> scan_comments_;
  std::optional<bool> reads_docstrings_;  // the source spells `__doc__` (CountNode)
  enum class CountKind : uint8_t { kOther, kIdentifier, kComment, kStatement };
  static CountKind CountKindOf(std::string_view type);
  KindsBySymbol<CountKind> count_kinds_{CountKindOf};
  std::unordered_map<std::string, std::vector<TSNode>> later_rebinds_;
  std::unordered_map<std::string, std::vector<TSNode>> function_rebinds_;
  std::unordered_set<std::string> items_changed_;
  std::vector<std::string> alias_stores_;  // NoteAliasStore's
  bool alias_store_unnamed_ = false;
  bool nested_open_ = false;
  // What later_rebinds_ may leave, and with function_rebinds_ (keyed by name + '\x01').
  std::unordered_map<std::string, Value> later_values_;
  // Binds a body's parameters to what its calls passed when that is known; false when
  // the function's name has uses whose calls are not recorded yet (worth waiting for).
  bool BindPassedParameters(TSNode body, Scope* scope);
  // Whether the walk is inside a loop (a call there may pass other values later).
  bool InsideLoop() const;
  // How often `word` occurs in the source text as a whole word: in code, strings (exec,
  // annotations) and comments alike.
  uint32_t CountWord(std::string_view word);
  static bool IsWordByte(char c);  // a byte of a name: letters, digits, _, $, non-ASCII
  static Value JoinPassed(const std::vector<Value>& passed);
  std::unordered_map<std::string, Value> attribute_values_;  // StoredUnder's, by name
  const StoredValues* stored_before_ = nullptr;
  StoredValues stored_;             // what this walk computes, for a later one
  bool stores_improvable_ = false;  // a store folded to nothing a walk may know
  // Fills identifier_counts_ and comments_ for the file, once: from the scan's counts
  // when it saw every node, else by a walk of its own.
  void CountUses();
};

// How many times a file is walked at most for its own objects' attributes.
constexpr int kMaxAttributeWalks = 3;

// Resolves a file whose own objects' attributes are read from what it stores
// (ResolverBase::StoredUnder). `make(own_attributes, stored_before)` gives a resolver of
// the language. A store like self.path = self.folder + '/x.csv' only has a value in its
// scope: the file is walked again with what the walk before computed for each store,
// while that tells more (one attribute built from another needs a walk each). When
// something may give the file's objects attributes the scans did not see, it is resolved
// again with every such attribute unknown.
template <typename Make>
Facts ResolveWithOwnAttributes(TSNode root, Make&& make) {
  // Whether `now` knows a store `before` did not: a value where there was none or an
  // unknown one.
  auto knows_more = [](const ResolverBase::StoredValues& now,
                       const ResolverBase::StoredValues& before) {
    auto unknown = [](const Value& v) {
      return v.kind == Value::Kind::kUnknown && v.own == Value::Own::kNone;
    };
    for (const auto& [key, value] : now) {
      if (unknown(value)) continue;
      auto it = before.find(key);
      if (it == before.end() || unknown(it->second)) return true;
    }
    return false;
  };
  auto first = make(true, nullptr);
  Facts facts = first.Run(root);
  if (first.AttributesDoubtful()) return make(false, nullptr).Run(root);
  ResolverBase::StoredValues stored = first.TakeStored();
  bool improvable = first.StoresImprovable();
  for (int walk = 1; improvable && walk < kMaxAttributeWalks; ++walk) {
    auto again = make(true, &stored);
    Facts better = again.Run(root);
    if (again.AttributesDoubtful()) return make(false, nullptr).Run(root);
    facts = std::move(better);
    ResolverBase::StoredValues next = again.TakeStored();
    improvable = again.StoresImprovable() && knows_more(next, stored);
    stored = std::move(next);
  }
  return facts;
}

}  // namespace cordon
