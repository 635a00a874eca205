#include "analyzer/resolver_support.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <iterator>
#include <nlohmann/json.hpp>

#include "analyzer/path_text.h"

namespace cordon {
namespace {

constexpr std::string_view kFieldNames[] = {
    "alias",      "alternative",  "argument",    "arguments",  "attribute",   "body",
    "condition",  "consequence",  "constructor", "definition", "expression",  "finalizer",
    "function",   "handler",      "increment",   "index",      "initializer", "key",
    "left",       "module_name",  "name",        "object",     "operator",    "parameter",
    "parameters", "property",     "return_type", "right",      "source",      "subject",
    "subscript",  "superclasses", "type",        "value",
};
static_assert(std::size(kFieldNames) == static_cast<size_t>(Field::kCount));

// How a chain names a constant, the same in every step and both languages.
std::string TheConstant(std::string_view constant) {
  return "the constant '" + std::string(constant) + "'";
}

}  // namespace

ResolverBase::ResolverBase(std::string_view source, const TSLanguage* language,
                           std::string_view binary_type, std::string_view globals_name,
                           StringConversion conversion, AnalysisBudget& budget)
    : source_(source),
      binary_type_(binary_type),
      globals_name_(globals_name),
      conversion_(conversion),
      budget_(budget) {
  for (size_t i = 0; i < std::size(kFieldNames); ++i) {
    field_ids_[i] = ts_language_field_id_for_name(language, kFieldNames[i].data(),
                                                  static_cast<uint32_t>(kFieldNames[i].size()));
  }
}

const Value* Scope::Find(const std::string& name) const {
  auto it = bindings_.find(name);
  return it == bindings_.end() ? nullptr : &it->second;
}

const Value* ResolverBase::Lookup(Scope* scope, const std::string& name) const {
  bool first = true;
  for (Scope* s = scope; s != nullptr; s = s->parent()) {
    if (s->is_class() && !first) continue;
    if (const Value* v = s->Find(name)) return v;
    first = false;
  }
  return nullptr;
}

void ResolverBase::ForgetItems(Scope* scope, const std::string& name) {
  bool first = true;
  for (Scope* s = scope; s != nullptr; s = s->parent()) {
    if (s->is_class() && !first) continue;
    first = false;
    const Value* v = s->Find(name);
    if (v == nullptr) continue;
    // (And a listing known only by where it lists, Python's paths under a folder.)
    if (v->kind == Value::Kind::kSequence || v->kind == Value::Kind::kMapping || v->partial ||
        (v->kind == Value::Kind::kUnknown && v->receiver && !v->instance_of.empty()) ||
        v->instance_of == kFileSubclassesMark) {
      s->Set(name, Value::Unknown());
    }
    return;
  }
}

bool ResolverBase::IsMutator(std::string_view method) {
  static constexpr std::string_view kMutators[] = {
      "append", "extend", "insert", "update", "pop", "popitem", "remove", "clear", "setdefault",
      "sort", "reverse", "push", "unshift", "splice", "fill", "shift", "copyWithin", "__setitem__",
      "__delitem__", "__iadd__",
      // a Map's
      "set", "delete",
      // a set's
      "add", "discard", "difference_update", "intersection_update", "symmetric_difference_update",
      // Python's in-place operators and re-initialisation, called by name
      "__init__", "__ior__", "__iand__", "__isub__", "__ixor__", "__imul__", "__iconcat__"};
  return std::find(std::begin(kMutators), std::end(kMutators), method) != std::end(kMutators);
}

Value ResolverBase::ValueFromArg(const ArgFact& arg) {
  if (arg.constant)
    return arg.is_string ? Value::String(*arg.constant) : Value::Literal(*arg.constant);
  if (arg.prefix) return Value::Prefix(*arg.prefix);
  if (!arg.names.empty()) {
    Value v = Value::Unknown();
    v.kind = Value::Kind::kName;
    v.names = arg.names;
    return v;
  }
  if (arg.is_function) return Value::Of(Value::Kind::kFunction);
  return Value::Unknown();
}

Value ResolverBase::EvalLast(TSNode node, Scope* scope) {
  Value last = Value::Unknown();
  ForEachNamedChild(node, [&](TSNode child) { last = Eval(child, scope); });
  return last;
}

BindingLog::Frame BindingLog::Close() {
  Frame frame = std::move(frames_.back());
  frames_.pop_back();
  if (frames_.empty()) return frame;
  Frame& outer = frames_.back();
  for (const auto& [key, before] : frame.before) outer.before.try_emplace(key, before);
  if (outer.keep_all) {
    for (const auto& [key, values] : frame.bound) {
      auto& kept = outer.bound[key];
      kept.insert(kept.end(), values.begin(), values.end());
    }
  }
  for (const auto& [name, at] : frame.first_read) {
    auto [it, fresh] = outer.first_read.try_emplace(name, at);
    if (!fresh) it->second = std::min(it->second, at);
  }
  for (const auto& [key, at] : frame.last_bound) {
    auto [it, fresh] = outer.last_bound.try_emplace(key, at);
    if (!fresh) it->second = std::max(it->second, at);
  }
  return frame;
}

void BindingLog::Bound(Scope* scope, const std::string& name, const Value* before,
                       const Value* after) {
  Frame& frame = frames_.back();
  Key key{scope, name};
  if (frame.before.find(key) == frame.before.end()) {
    frame.before.emplace(key, before != nullptr ? std::optional<Value>(*before) : std::nullopt);
  }
  if (frame.keep_all) {
    frame.bound[key].push_back(after != nullptr ? std::optional<Value>(*after) : std::nullopt);
  }
  frame.last_bound[key] = ++sequence_;
}

namespace {

using Key = BindingLog::Key;

std::optional<Value> Current(const Key& key) {
  const Value* v = key.first->Find(key.second);
  return v != nullptr ? std::optional<Value>(*v) : std::nullopt;
}

// Whether two values say the same for the joins (enough to see a loop has settled).
bool SameValue(const std::optional<Value>& a, const std::optional<Value>& b) {
  if (!a || !b) return a.has_value() == b.has_value();
  if (a->kind != b->kind || a->constant != b->constant || a->is_string != b->is_string ||
      a->names != b->names || a->open_names != b->open_names || a->one_of != b->one_of ||
      a->may_be != b->may_be || a->keys != b->keys || a->instance_of != b->instance_of ||
      a->body.id != b->body.id || a->own != b->own || a->record != b->record ||
      (a->elements == nullptr) != (b->elements == nullptr)) {
    return false;
  }
  if ((a->receiver == nullptr) != (b->receiver == nullptr) ||
      (a->receiver != nullptr && !SameValue(*a->receiver, *b->receiver))) {
    return false;
  }
  if (a->elements == nullptr || a->elements == b->elements) return true;
  if (a->elements->size() != b->elements->size()) return false;
  for (size_t i = 0; i < a->elements->size(); ++i) {
    if (!SameValue((*a->elements)[i], (*b->elements)[i])) return false;
  }
  return true;
}

// Binds `key` to `value`, or unbinds it (nullopt); noted as any binding is.
void Assign(const Key& key, const std::optional<Value>& value) {
  if (value) {
    key.first->Set(key.second, *value);
  } else {
    key.first->Erase(key.second);
  }
}

}  // namespace

// What a name may hold where paths meet: either of two outcomes. An outcome with the
// name unbound in its scope is what a read then sees (UnboundValue), if anything.
void ResolverBase::SettleBindings(Scope* scope) {
  for (auto& [name, earlier] : scope->TakeEarlier()) {
    // Unbound last (`del name`): a body run before that read what it held, one run after
    // it what an outer scope or the builtins give.
    const Value* now = scope->Find(name);
    Value joined = now != nullptr ? *now : earlier.front();
    if (now == nullptr) {
      if (std::optional<Value> outer = UnboundValue(scope, name)) {
        joined = EitherValue(joined, *outer);
      }
    }
    for (const auto& held : earlier) {
      if (!SameValue(joined, held)) joined = EitherValue(joined, held);
    }
    scope->Replace(name, std::move(joined));
  }
}

std::optional<Value> ResolverBase::JoinOutcomes(const Key& key, const std::optional<Value>& a,
                                                const std::optional<Value>& b) {
  auto seen = [&](const std::optional<Value>& v) {
    return v ? v : UnboundValue(key.first, key.second);
  };
  std::optional<Value> left = seen(a);
  std::optional<Value> right = seen(b);
  if (!left) return right;
  if (!right) return left;
  if (SameValue(left, right)) return left;
  return EitherValue(*left, *right);
}

std::map<Key, std::optional<Value>> ResolverBase::WalkAlternative(
    const Walk& walk, std::map<Key, std::optional<Value>>& start) {
  log_.Open(false);
  walk();
  BindingLog::Frame frame = log_.Close();
  std::map<Key, std::optional<Value>> left;
  BindingLog::Pause pause(log_);
  for (const auto& [key, held] : frame.before) {
    auto at = start.try_emplace(key, held).first;
    left[key] = Current(key);
    Assign(key, at->second);  // the next alternative starts from the same bindings
  }
  return left;
}

void ResolverBase::WalkBranches(const std::vector<Walk>& branches, bool exhaustive) {
  std::map<Key, std::optional<Value>> before;              // what each name held before
  std::vector<std::map<Key, std::optional<Value>>> after;  // per branch: what it left
  for (const auto& branch : branches) after.push_back(WalkAlternative(branch, before));
  for (const auto& entry : before) {
    const Key& key = entry.first;
    const std::optional<Value>& held = entry.second;
    std::optional<std::optional<Value>> joined;
    auto add = [&](const std::optional<Value>& outcome) {
      joined = joined ? JoinOutcomes(key, *joined, outcome) : outcome;
    };
    for (const auto& left : after) {
      auto it = left.find(key);
      add(it != left.end() ? it->second : held);
    }
    if (!exhaustive) add(held);
    if (joined) Assign(key, *joined);
  }
}

void ResolverBase::WalkMayStop(const Walk& block, const std::vector<Walk>& handlers) {
  log_.Open(/*keep_all=*/true);
  block();
  BindingLog::Frame frame = log_.Close();
  std::map<Key, std::optional<Value>> ended;    // the block ran to its end
  std::map<Key, std::optional<Value>> stopped;  // it stopped before any binding or after one
  for (const auto& [key, held] : frame.before) {
    ended[key] = Current(key);
    std::optional<Value> any = held;
    for (const auto& value : frame.bound[key]) any = JoinOutcomes(key, any, value);
    stopped[key] = any;
  }
  {
    BindingLog::Pause pause(log_);
    for (const auto& [key, any] : stopped) Assign(key, any);
  }
  // Each handler starts from anywhere the block may have stopped.
  std::map<Key, std::optional<Value>> start;    // names a handler binds: what they held then
  std::map<Key, std::optional<Value>> handled;  // what the handlers left
  for (const auto& handler : handlers) {
    for (const auto& [key, left] : WalkAlternative(handler, start)) {
      auto [it, fresh] = handled.try_emplace(key, left);
      if (!fresh) it->second = JoinOutcomes(key, it->second, left);
    }
  }
  // Afterwards a name holds what the block ended with, what it held where the block
  // stopped (no handler bound it, or a context manager swallowed the exception), or what
  // a handler left.
  for (const auto& [key, any] : stopped) {
    std::optional<Value> joined = JoinOutcomes(key, ended[key], any);
    if (auto it = handled.find(key); it != handled.end()) {
      joined = JoinOutcomes(key, joined, it->second);
    }
    Assign(key, joined);
  }
  for (const auto& [key, left] : handled) {
    if (stopped.count(key) == 0) Assign(key, JoinOutcomes(key, start[key], left));
  }
}

void ResolverBase::WalkLoop(const Walk& round) {
  ++loops_;
  struct Leave {
    int& loops;
    ~Leave() { --loops; }
  } leave{loops_};
  std::map<Key, std::optional<Value>> entry;  // what each name held before the loop
  for (int walked = 1;; ++walked) {
    log_.Open(false);
    Facts outer = std::move(facts_);
    facts_ = Facts{};
    round();
    Facts facts = std::move(facts_);
    facts_ = std::move(outer);
    BindingLog::Frame frame = log_.Close();
    bool carried = false;  // a name read before the round binds it
    bool settled = true;   // the next round would start where this one did
    std::map<Key, std::optional<Value>> next;
    for (const auto& [key, held] : frame.before) {
      entry.try_emplace(key, held);
      auto read = frame.first_read.find(key.second);
      auto bound = frame.last_bound.find(key);
      if (read != frame.first_read.end() && bound != frame.last_bound.end() &&
          read->second < bound->second) {
        carried = true;
      }
      next[key] = JoinOutcomes(key, held, Current(key));
      // From the second round on, a string that keeps changing (`p = p + 'x'`) is
      // widened to the worst start of its values, so the rounds end; in a loop inside
      // another from the first (each round of the outer one walks it again).
      if (walked >= (loops_ > 1 ? 1 : 2) && next[key] && !SameValue(next[key], held)) {
        next[key] = Widened(*next[key]);
      }
      if (!SameValue(next[key], held)) settled = false;
    }
    if (!carried || settled) {
      AppendFacts(std::move(facts));
      for (const auto& [key, rounds] : next) Assign(key, JoinOutcomes(key, entry[key], rounds));
      return;
    }
    if (walked >= kMaxLoopRounds) {
      // Still not settled (a chain of names passing a value along, one a round): one
      // last walk with each name not known, though still what it may be (its strings,
      // its names), whose facts are kept.
      {
        BindingLog::Pause pause(log_);
        for (const auto& [key, rounds] : next) {
          if (rounds) Assign(key, NotSettled(*rounds));
        }
      }
      log_.Open(false);
      round();
      frame = log_.Close();
      for (const auto& [key, held] : frame.before) {
        Assign(key, JoinOutcomes(key, entry.count(key) > 0 ? entry[key] : held,
                                 JoinOutcomes(key, held, Current(key))));
      }
      return;
    }
    BindingLog::Pause pause(log_);
    for (const auto& [key, rounds] : next) Assign(key, rounds);
  }
}

Value ResolverBase::NotSettled(const Value& value) {
  if (value.IsName()) {
    Value open = value;
    open.open_names = true;
    return open;
  }
  Value unknown = Value::Unknown();
  if (value.kind == Value::Kind::kOneOf) unknown.may_be = value.one_of;
  if (value.IsString()) unknown.may_be = {value.constant};
  if (value.kind == Value::Kind::kUnknown) unknown.may_be = value.may_be;
  unknown.chain = value.chain;
  return unknown;
}

Value ResolverBase::Widened(const Value& value) {
  if (value.kind != Value::Kind::kOneOf) return value;
  // The worst start of them (the one leading furthest out), as a prefix.
  TextVariants worst;
  worst.AppendOneOf(value.one_of);
  Value widened = worst.Result(/*complete=*/false);
  widened.chain = value.chain;
  return widened;
}

void ResolverBase::AppendFacts(Facts facts) {
  auto append = [](auto& into, auto& from) {
    into.insert(into.end(), std::make_move_iterator(from.begin()),
                std::make_move_iterator(from.end()));
  };
  append(facts_.calls, facts.calls);
  append(facts_.embedded_code, facts.embedded_code);
  append(facts_.imports, facts.imports);
  append(facts_.attributes, facts.attributes);
  append(facts_.references, facts.references);
  append(facts_.unresolved, facts.unresolved);
  if (!facts_.depth_limit_hit) facts_.depth_limit_hit = facts.depth_limit_hit;
  if (!facts_.budget_hit) facts_.budget_hit = facts.budget_hit;
}

const Value* ResolverBase::LookupUse(TSNode node, Scope* scope, const std::string& name) {
  log_.Read(name);
  const Value* bound = Lookup(scope, name);
  // A name that may be one of several (bound on two paths) refers to each.
  if (bound != nullptr && bound->IsName() &&
      std::any_of(bound->names.begin(), bound->names.end(),
                  [](const std::string& n) { return n.find('.') != std::string::npos; })) {
    AddReference(node, *bound);
  }
  return bound;
}

std::optional<Value> ResolverBase::EachItem(const Value& iterated) {
  if (iterated.items_open || !iterated.elements || iterated.elements->empty()) return std::nullopt;
  if (iterated.kind == Value::Kind::kMapping) {
    // A dict or object's keys (Python's `for k in d`, `Object.keys(o)`).
    Value keys = Value::Of(Value::Kind::kOneOf);
    keys.one_of = iterated.keys;
    keys.is_string = true;
    return keys;
  }
  if (iterated.kind != Value::Kind::kSequence) return std::nullopt;
  Value each = JoinItems(*iterated.elements, 0);
  // Whichever round it is, the item is one of these (RecordPassed), and so is each part.
  each.every_round = true;
  if (each.kind == Value::Kind::kSequence && each.elements) {
    std::vector<Value> parts = *each.elements;
    for (Value& part : parts) part.every_round = true;
    each.elements = std::make_shared<const std::vector<Value>>(std::move(parts));
  }
  return each;
}

Value ResolverBase::MappingView(const Value& mapping, std::string_view method) {
  std::vector<Value> items;
  for (size_t i = 0; i < mapping.keys.size() && i < mapping.elements->size(); ++i) {
    if (method == "keys") {
      items.push_back(Value::String(mapping.keys[i]));
    } else if (method == "values") {
      items.push_back((*mapping.elements)[i]);
    } else if (method == "items" || method == "entries") {
      items.push_back(Value::Sequence({Value::String(mapping.keys[i]), (*mapping.elements)[i]}));
    } else {
      return Value::Unknown();
    }
  }
  return Value::Sequence(std::move(items));
}

Value ResolverBase::JoinItems(const std::vector<Value>& items, int depth) {
  const Value& first = items.front();
  // Pairs and tuples of one size (`for k, v in d.items()`): position by position.
  auto tuple_of = [](const Value& v, size_t size) {
    return v.kind == Value::Kind::kSequence && v.elements && !v.items_open &&
           v.elements->size() == size;
  };
  if (depth < 2 && first.kind == Value::Kind::kSequence && first.elements) {
    const size_t size = first.elements->size();
    if (std::all_of(items.begin(), items.end(),
                    [&](const Value& v) { return tuple_of(v, size); })) {
      std::vector<Value> positions;
      for (size_t i = 0; i < size; ++i) {
        std::vector<Value> column;
        for (const Value& item : items) column.push_back((*item.elements)[i]);
        positions.push_back(JoinItems(column, depth + 1));
      }
      return Value::Sequence(std::move(positions));
    }
  }
  // As where control flow meets: names kept (calls through them judged), texts joined.
  Value joined = first;
  for (size_t i = 1; i < items.size(); ++i) joined = EitherValue(joined, items[i]);
  return joined;
}

Value ResolverBase::AbsolutePath(Value path) {
  // A relative text is under the working directory; one from the root is as it is; both
  // with their `.` and `..` worked out.
  auto absolute = [](const std::string& text, bool complete) {
    return NormalizeAbsolute(
        text.starts_with('/') ? text : std::string(kWorkingDirectory) + "/" + text, complete);
  };
  // "~" is the home directory when expanduser or os.homedir() gave it, but the folder
  // "./~" when the code wrote it (abspath("~/../..") is "/"): a text that starts with it
  // is either (Value::may_be), and a slice or a split of it is not known.
  std::vector<std::string> texts;
  if (path.IsString()) texts = {path.constant};
  if (path.kind == Value::Kind::kOneOf) texts = path.one_of;
  if (std::any_of(texts.begin(), texts.end(),
                  [](const std::string& text) { return text.starts_with('~'); })) {
    Value either = Value::Unknown();
    for (const std::string& text : texts) {
      if (text.starts_with('~')) either.may_be.push_back(text);
      either.may_be.push_back(absolute(text, /*complete=*/true));
    }
    either.chain = std::move(path.chain);
    return either;
  }
  if (path.IsString()) {
    path.constant = absolute(path.constant, /*complete=*/true);
  } else if (path.kind == Value::Kind::kPrefix && !path.constant.starts_with('~')) {
    path.constant = absolute(path.constant, /*complete=*/false);
  } else if (path.kind == Value::Kind::kOneOf) {
    for (std::string& each : path.one_of) each = absolute(each, /*complete=*/true);
  }
  return path;
}

std::optional<std::vector<std::string>> ResolverBase::StringItems(const Value& sequence) {
  if (sequence.kind != Value::Kind::kSequence || !sequence.elements || sequence.elements->empty()) {
    return std::nullopt;
  }
  std::vector<std::string> out;
  for (const auto& item : *sequence.elements) {
    if (!item.IsString()) return std::nullopt;
    out.push_back(item.constant);
  }
  return out;
}

Value ResolverBase::LoopedOver(std::vector<std::string> items, const std::string& variable,
                               uint32_t line) {
  Value v = Value::Of(Value::Kind::kOneOf);
  std::string listed;
  for (const auto& each : items) listed += (listed.empty() ? "'" : ", '") + each + "'";
  v.chain.push_back("`" + variable + "` is one of " + listed + ", looped over on line " +
                    std::to_string(line));
  v.one_of = std::move(items);
  v.is_string = true;
  return v;
}

void ForEachNode(TSNode root, const std::function<void(TSNode)>& visit) {
  WalkTree(
      root,
      [&](TSNode node) {
        visit(node);
        return true;
      },
      [](TSNode) {});
}

bool HasParentSegment(std::string_view text) {
  for (size_t at = text.find(".."); at != std::string_view::npos; at = text.find("..", at + 1)) {
    bool starts = at == 0 || text[at - 1] == '/';
    bool ends = at + 2 == text.size() || text[at + 2] == '/';
    if (starts && ends) return true;
  }
  return false;
}

void TextVariants::Append(std::string_view part) {
  if (collapsed_) {
    AfterUnknown(part);
    return;
  }
  for (auto& text : texts_) text += part;
  if (texts_.front().size() > kMaxFoldedText) Collapse();
}

void TextVariants::AppendOneOf(const std::vector<std::string>& parts) {
  if (collapsed_) {
    for (const auto& part : parts) AfterUnknown(part);
    return;
  }
  if (texts_.size() * parts.size() > Value::kMaxElements) {
    // Too many to keep: the worst start so far, and whether any part climbs back.
    Collapse();
    for (const auto& part : parts) AfterUnknown(part);
    return;
  }
  std::vector<std::string> joined;
  for (const auto& text : texts_) {
    for (const auto& part : parts) {
      std::string each = text + part;
      if (std::find(joined.begin(), joined.end(), each) == joined.end()) joined.push_back(each);
    }
  }
  texts_ = std::move(joined);
  for (const auto& text : texts_) {
    if (text.size() > kMaxFoldedText) {
      Collapse();
      break;
    }
  }
}

void TextVariants::Collapse() {
  std::string kept;
  bool chosen = false;
  for (const auto& text : texts_) {
    if (PathHolds(PathTest::kOutside, text, false) || PathHolds(PathTest::kSystem, text, false)) {
      kept = text;
      chosen = true;
      break;
    }
  }
  if (!chosen) {  // none leaves: what they all start with
    kept = texts_.front();
    for (const auto& text : texts_) {
      size_t n = 0;
      while (n < kept.size() && n < text.size() && kept[n] == text[n]) ++n;
      kept.resize(n);
    }
    // Nothing in common, but each starts with a folder name inside ('out/x.json' or
    // 'store/' + key): a relative start still.
    auto inside = [](std::string_view text) {
      size_t slash = text.find('/');
      std::string_view first = text.substr(0, slash);
      return slash != std::string_view::npos && slash > 0 && first != "." && first != ".." &&
             !first.starts_with('~') && !first.ends_with(':');
    };
    if (kept.empty() && std::all_of(texts_.begin(), texts_.end(), inside)) kept = "./";
  }
  if (kept.size() > kMaxFoldedText) kept.resize(kMaxFoldedText);
  texts_ = {std::move(kept)};
  collapsed_ = true;
}

Value TextVariants::Result(bool complete) const {
  if (climbs_) return Value::Unknown();
  if (!complete || collapsed_) {
    if (texts_.size() == 1) return Value::Prefix(texts_.front());
    TextVariants worst = *this;
    worst.Collapse();
    return Value::Prefix(worst.texts_.front());
  }
  if (texts_.size() == 1) return Value::String(texts_.front());
  Value v = Value::Of(Value::Kind::kOneOf);
  v.one_of = texts_;
  v.is_string = true;
  return v;
}

Value ResolverBase::Concat(const Value& left_value, const Value& right_value) const {
  // Names of paths are their text here: path.sep + 'etc' is "/etc".
  auto as_text = [](const Value& v) {
    if (!v.IsName()) return v;
    auto known = KnownPathText(v);
    if (!known) return v;
    return known->second ? Value::String(known->first) : Value::Prefix(known->first);
  };
  Value left = as_text(left_value);
  Value right = as_text(right_value);
  // One of several strings and something known: each text it can be.
  auto variants = [&](const Value& v) -> std::optional<std::vector<std::string>> {
    if (v.kind == Value::Kind::kOneOf) return v.one_of;
    if (v.IsString() || (Stringable(v) && v.IsConstant())) return std::vector{v.constant};
    return std::nullopt;
  };
  // A known start, then one of several texts: still that start, unless one climbs back.
  if (left.kind == Value::Kind::kPrefix && right.kind == Value::Kind::kOneOf) {
    for (const auto& text : right.one_of) {
      if (HasParentSegment(text)) return Value::Unknown();
    }
    return left;
  }
  if (left.kind == Value::Kind::kOneOf || right.kind == Value::Kind::kOneOf) {
    auto l = variants(left);
    if (!l) return Value::Unknown();
    TextVariants texts;
    texts.AppendOneOf(*l);
    auto r = variants(right);
    if (r) texts.AppendOneOf(*r);
    if (!r && right.kind == Value::Kind::kPrefix) texts.Append(right.constant);
    return texts.Result(r.has_value());
  }
  // A known start, then anything: still that start, unless what follows climbs back.
  if (left.kind == Value::Kind::kPrefix) {
    if (Stringable(right) && HasParentSegment(right.constant)) return Value::Unknown();
    return left;
  }
  if (left.IsString() && right.IsString() &&
      left.constant.size() + right.constant.size() > kMaxFoldedText) {
    return Value::Prefix(left.constant.substr(0, kMaxFoldedText));
  }
  // A string built from a known start and something unknown: its start is still known
  // ('/etc/' + name), which is what a path rule needs.
  if (left.IsString() && !Stringable(right)) {
    return right.kind == Value::Kind::kPrefix ? Value::Prefix(left.constant + right.constant)
                                              : Value::Prefix(left.constant);
  }
  if (!Stringable(left) || !Stringable(right) || !(left.is_string || right.is_string)) {
    return Value::Unknown();
  }
  return Value::String(left.constant + right.constant);
}

Value ResolverBase::Repeated(const std::string& text, const Value& count) {
  if (text.empty()) return Value::String("");
  if (!count.IsConstant() || count.is_string) return Value::Prefix(text);
  char* end = nullptr;
  const double times = std::strtod(count.constant.c_str(), &end);
  if (end == count.constant.c_str() || *end != '\0' || !(times >= 0)) return Value::Prefix(text);
  // Enough copies to fill the bound (and one more, to know it was passed).
  const size_t enough = kMaxRepeatedText / text.size() + 1;
  const size_t copies = times >= static_cast<double>(enough) ? enough : static_cast<size_t>(times);
  std::string out;
  out.reserve(copies * text.size());
  for (size_t i = 0; i < copies; ++i) out += text;
  if (out.size() > kMaxRepeatedText) return Value::Prefix(out.substr(0, kMaxRepeatedText));
  return Value::String(std::move(out));
}

std::optional<std::vector<std::string>> ResolverBase::DottedNameParts(std::string_view text) {
  auto is_start = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
  };
  auto is_part = [&](char c) { return is_start(c) || (c >= '0' && c <= '9'); };
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\n')) {
    text.remove_suffix(1);
  }
  std::vector<std::string> parts;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('.', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view part = text.substr(start, end - start);
    if (part.empty() || !is_start(part[0]) || !std::all_of(part.begin(), part.end(), is_part)) {
      return std::nullopt;
    }
    parts.emplace_back(part);
    start = end + 1;
  }
  return parts;
}

std::optional<std::pair<std::string, bool>> ResolverBase::KnownPathText(const Value& part) {
  if (part.IsString()) return std::pair{part.constant, true};
  if (part.kind == Value::Kind::kPrefix) return std::pair{part.constant, false};
  static constexpr std::string_view kSeparators[] = {"os.sep", "os.path.sep", "posixpath.sep",
                                                     "path.sep", "path.posix.sep"};
  static constexpr std::string_view kAbsolute[] = {
      "sys.executable",       "sys.prefix",       "sys.base_prefix", "sys.exec_prefix",
      "sys.base_exec_prefix", "process.execPath", "process.argv0",   "process.argv.0"};
  for (auto name : kSeparators) {
    if (part.Is(name)) return std::pair{std::string("/"), true};
  }
  if (part.Is("os.pardir") || part.Is("os.path.pardir") || part.Is("posixpath.pardir")) {
    return std::pair{std::string(".."), true};
  }
  // name + os.extsep + "py" is "name.py".
  if (part.Is("os.extsep") || part.Is("os.path.extsep") || part.Is("os.curdir") ||
      part.Is("os.path.curdir")) {
    return std::pair{std::string("."), true};
  }
  if (part.Is("os.devnull") || part.Is("os.path.devnull") || part.Is("os.devNull")) {
    return std::pair{std::string("/dev/null"), true};
  }
  for (auto name : kAbsolute) {
    if (part.Is(name)) return std::pair{std::string("/"), false};
  }
  return std::nullopt;
}

Value ResolverBase::JoinPaths(const std::vector<Value>& parts) {
  // A part that is one of several strings: one of the joins (while they are few).
  size_t combinations = 1;
  for (const auto& part : parts) {
    if (part.kind == Value::Kind::kOneOf) combinations *= std::max<size_t>(part.one_of.size(), 1);
    if (combinations > Value::kMaxElements) return Value::Unknown();
  }
  for (size_t i = 0; i < parts.size(); ++i) {
    if (parts[i].kind != Value::Kind::kOneOf) continue;
    std::optional<Value> all;
    for (const auto& each : parts[i].one_of) {
      std::vector<Value> one = parts;
      one[i] = Value::String(each);
      Value joined = JoinPaths(one);
      all = all ? EitherString(*all, joined) : joined;
    }
    return all ? *all : Value::Unknown();
  }
  std::string text;
  bool complete = true;
  for (const auto& part : parts) {
    auto known = KnownPathText(part);
    if (known && known->first.starts_with('/')) {
      text = known->first;  // an absolute part starts again
      complete = known->second;
      continue;
    }
    if (!complete) {
      // An absolute part later would still start again; one that climbs back from
      // somewhere unknown leads anywhere.
      if (known && HasParentSegment(known->first)) return Value::Unknown();
      continue;
    }
    if (!known) {
      if (!text.empty() && !text.ends_with('/')) text += '/';  // the part comes after one
      complete = false;
      continue;
    }
    if (!text.empty() && !text.ends_with('/') && !known->first.empty()) text += '/';
    text += known->first;
    complete = known->second;
  }
  if (complete) return Value::String(text.empty() ? "." : text);
  return Value::Prefix(text);
}

Value ResolverBase::EvalBinary(TSNode node, Scope* scope) {
  Value left = Eval(Child(node, Field::kLeft), scope);
  Value right = Eval(Child(node, Field::kRight), scope);
  std::string_view op = Text(Child(node, Field::kOperator));
  // JavaScript's `a || b`, `a ?? b`: either.
  if (op == "||" || op == "??") return EitherString(left, right);
  if (op != "+") return Value::Unknown();
  return Concat(left, right);
}

namespace {

// The texts of `a`, then those of `b` not among them.
std::vector<std::string> Union(std::vector<std::string> a, const std::vector<std::string>& b) {
  for (const auto& t : b) {
    if (std::find(a.begin(), a.end(), t) == a.end()) a.push_back(t);
  }
  return a;
}

}  // namespace

Value ResolverBase::EitherString(const Value& a, const Value& b) {
  auto texts = [](const Value& v) -> std::optional<std::vector<std::string>> {
    if (v.kind == Value::Kind::kOneOf) return v.one_of;
    if (v.IsString() || v.kind == Value::Kind::kPrefix) return std::vector{v.constant};
    return std::nullopt;
  };
  auto ta = texts(a);
  auto tb = texts(b);
  if (!ta || !tb) {
    // Unknown on one path, constant strings on the other: unknown, and the rules are told
    // what it may also be (Value::may_be).
    auto known = [](const Value& v) -> std::optional<std::vector<std::string>> {
      if (v.kind == Value::Kind::kOneOf) return v.one_of;
      if (v.IsString()) return std::vector{v.constant};
      if (v.kind == Value::Kind::kUnknown) return v.may_be;
      return std::nullopt;
    };
    auto ka = known(a);
    auto kb = known(b);
    Value unknown = Value::Unknown();
    if (!ka || !kb || (a.kind != Value::Kind::kUnknown && b.kind != Value::Kind::kUnknown)) {
      return unknown;
    }
    unknown.may_be = Union(*ka, *kb);
    if (unknown.may_be.size() > Value::kMaxElements) unknown.may_be.clear();
    return unknown;
  }
  std::vector<std::string> all = Union(*ta, *tb);
  if (all.size() > Value::kMaxElements) return Value::Unknown();
  if (a.kind == Value::Kind::kPrefix || b.kind == Value::Kind::kPrefix) {
    // Only starts are known: the worst of them (TextVariants keeps it).
    TextVariants worst;
    worst.AppendOneOf(all);
    return worst.Result(false);
  }
  if (all.size() == 1) return Value::String(all.front());
  Value v = Value::Of(Value::Kind::kOneOf);
  v.one_of = std::move(all);
  v.is_string = true;
  return v;
}

Value ResolverBase::Opened(Value value, const std::string& why) {
  // Its items may be anything by then; a name among them (a module kept in a dict) may
  // still be that name, and is kept so that its uses are judged.
  std::vector<Value> items;
  bool names = false;
  for (const Value& item : *value.elements) {
    items.push_back(Value::Unknown());
    if (item.IsName()) {
      items.back() = item;
      items.back().open_names = true;
      names = true;
    }
  }
  Value unknown = !names ? Value::Unknown()
                  : value.kind == Value::Kind::kSequence
                      ? Value::Sequence(std::move(items))
                      : Value::Mapping(value.keys, std::move(items));
  unknown.items_open = true;
  unknown.chain = std::move(value.chain);
  unknown.chain.push_back(why);
  return unknown;
}

bool ResolverBase::HasProtoKey(const std::string& text) {
  // Keys as JSON.parse decodes them (`"\u005f_proto__"` too), in one pass of any depth.
  struct Keys : nlohmann::json_sax<nlohmann::json> {
    bool found = false;
    bool key(string_t& k) override {
      found = found || k == "__proto__";
      return !found;
    }
    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override { return true; }
    bool end_object() override { return true; }
    bool start_array(std::size_t) override { return true; }
    bool end_array() override { return true; }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override {
      return false;
    }
  } keys;
  if (text.find("proto") == std::string::npos && text.find("\\u") == std::string::npos) {
    return false;
  }
  nlohmann::json::sax_parse(text, &keys, nlohmann::json::input_format_t::json, false);
  return keys.found;
}

Value ResolverBase::ParentPath(const Value& path) {
  if (path.kind == Value::Kind::kPrefix && !HasParentSegment(path.constant)) {
    const std::string& text = path.constant;
    // "out/" and a tail not known: the tail may be one part, so the parent is "out" or
    // under it, and a parent of that may be "." (a climb from a listed path:
    // p.parent.parent.parent of an item of Path('out').iterdir() is "..").
    if (text.size() > 1 && text.ends_with('/')) {
      std::string folder = text.substr(0, text.size() - 1);
      if (folder == ".") return JoinPaths({Value::String("."), Value::String("..")});
      return Value::Prefix(std::move(folder));
    }
    const size_t cut = text.rfind('/');
    return Value::Prefix(cut == std::string::npos ? "./" : text.substr(0, cut + 1));
  }
  return JoinPaths({path, Value::String("..")});
}

Value ResolverBase::ParsedJson(const std::string& text) const {
  if (text.size() > kMaxJsonText) return Value::Unknown();
  // In the text's order, as JSON.parse and json.loads keep it.
  nlohmann::ordered_json parsed = nlohmann::ordered_json::parse(text, nullptr, false);
  if (parsed.is_discarded()) return Value::Unknown();
  // kMaxJsonDepth bounds the recursion.
  std::function<Value(const nlohmann::ordered_json&, int)> from =
      [&](const nlohmann::ordered_json& json, int depth) -> Value {
    if (json.is_string()) return Value::String(json.get<std::string>());
    if (json.is_number() || json.is_boolean() || json.is_null()) return Value::Literal(json.dump());
    if (depth >= kMaxJsonDepth || json.size() > Value::kMaxElements) return Value::Unknown();
    std::vector<Value> items;
    if (json.is_array()) {
      for (const auto& item : json) items.push_back(OpenNested(from(item, depth + 1)));
      return Value::Sequence(std::move(items));
    }
    std::vector<std::string> keys;
    for (const auto& [key, item] : json.items()) {
      keys.push_back(key);
      items.push_back(OpenNested(from(item, depth + 1)));
    }
    return Value::Mapping(std::move(keys), std::move(items));
  };
  return from(parsed, 0);
}

TSNode ResolverBase::ChainRoot(TSNode node, std::string_view subscript, Field subscript_object,
                               std::string_view member) const {
  for (int depth = 0; depth < kMaxDepth && !ts_node_is_null(node); ++depth) {
    std::string_view type = NodeType(node);
    if (type == subscript) {
      node = Child(node, subscript_object);
    } else if (type == member) {
      node = Child(node, Field::kObject);
    } else if (type == "parenthesized_expression" && ts_node_named_child_count(node) == 1) {
      node = ts_node_named_child(node, 0);
    } else {
      break;
    }
  }
  return node;
}

std::string ResolverBase::ChainBase(TSNode node, std::string_view subscript, Field subscript_object,
                                    std::string_view member) const {
  TSNode root = ChainRoot(node, subscript, subscript_object, member);
  return ts_node_is_null(root) ? std::string() : IdentifierName(root);
}

bool ResolverBase::OnlyOwnContainers(TSNode display, std::initializer_list<std::string_view> plain,
                                     std::initializer_list<std::string_view> displays) const {
  auto among = [](std::initializer_list<std::string_view> types, std::string_view type) {
    return std::find(types.begin(), types.end(), type) != types.end();
  };
  std::vector<TSNode> pending{display};
  while (!pending.empty()) {
    TSNode node = pending.back();
    pending.pop_back();
    std::string_view type = NodeType(node);
    if (type == "pair") {
      pending.push_back(Child(node, Field::kValue));
    } else if (among(displays, type)) {
      ForEachNamedChild(node, [&](TSNode item) { pending.push_back(item); });
    } else if (!among(plain, type)) {
      return false;
    }
  }
  return true;
}

Value ResolverBase::WithLaterWrites(const std::string& name, Value value, bool outermost) {
  // (A record, an Enum's member or a NamedTuple, cannot be changed in place.)
  if ((value.kind == Value::Kind::kSequence || value.kind == Value::Kind::kMapping) &&
      value.elements && !value.record && items_changed_.count(name) > 0) {
    value = Opened(std::move(value), "`" + name +
                                         "` is changed in place or handed on whole elsewhere "
                                         "in the file, so what it holds is not known");
  }
  if (value.partial && items_changed_.count(name) > 0) value.partial.reset();
  auto rebinds = later_rebinds_.find(name);
  auto in_functions = outermost ? function_rebinds_.end() : function_rebinds_.find(name);
  if (rebinds == later_rebinds_.end() && in_functions == function_rebinds_.end()) return value;
  const bool with_functions = in_functions != function_rebinds_.end();
  auto [later, fresh] = later_values_.try_emplace(with_functions ? name + '\x01' : name);
  if (fresh) {
    std::vector<TSNode> assignments;
    if (rebinds != later_rebinds_.end()) assignments = rebinds->second;
    if (with_functions) {
      assignments.insert(assignments.end(), in_functions->second.begin(),
                         in_functions->second.end());
    }
    std::optional<Value> all;
    for (TSNode assigned : assignments) {
      Value v = Value::Unknown();
      if (!ts_node_is_null(assigned)) {
        std::string_view type = NodeType(assigned);
        if (type == "none" || type == "null" || type == "undefined") {
          v = Value::Literal("null");
        } else if (ts_node_end_byte(assigned) - ts_node_start_byte(assigned) <= kMaxLaterFold) {
          v = FoldQuiet(assigned);
        }
      }
      all = all ? EitherValue(*all, v) : v;
    }
    later->second = all ? *all : Value::Unknown();
  }
  Value either = EitherValue(value, later->second);
  if (either.kind != value.kind || either.constant != value.constant ||
      either.one_of != value.one_of || either.names != value.names) {
    either.chain = value.chain;
    either.chain.push_back("`" + name +
                           "` is also assigned where the walk cannot order it (in a function "
                           "body, or read by one), so it may hold either value");
  }
  return either;
}

void ResolverBase::ItemsChangedUnder(TSNode target, std::string_view subscript,
                                     Field subscript_object, std::string_view member,
                                     int operands) {
  for (int depth = 0; depth < kMaxDepth; ++depth) {
    std::string_view type = NodeType(target);
    if (type == subscript) {
      // vars()['d']['k'] = v, globalThis['d'].push(v): a name given as a string may be
      // the container changed.
      TSNode object = Child(target, subscript_object);
      ForEachNamedChild(target, [&](TSNode index) {
        if (ts_node_eq(index, object) || NodeType(index) != "string") return;
        if (Value name = FoldQuiet(index); name.IsString()) NoteItemsChanged(name.constant);
      });
      target = object;
    } else if (type == member) {
      target = Child(target, Field::kObject);
    } else if (type == "parenthesized_expression" && ts_node_named_child_count(target) == 1) {
      target = ts_node_named_child(target, 0);
    } else {
      break;
    }
  }
  std::string name = IdentifierName(target);
  if (!name.empty()) {
    NoteItemsChanged(std::move(name));
    return;
  }
  // (xs if c else ys).append(v), (a || b).push(v): either may be the one changed. (A
  // call's result is not followed: a function returning a container hands it on.)
  std::string_view type = NodeType(target);
  if ((type == "conditional_expression" || type == "boolean_operator" ||
       type == "ternary_expression" || type == "binary_expression") &&
      operands < kMaxDepth) {
    TSNode condition = Child(target, Field::kCondition);
    ForEachNamedChild(target, [&](TSNode operand) {
      if (!ts_node_eq(operand, condition) || ts_node_is_null(condition)) {
        ItemsChangedUnder(operand, subscript, subscript_object, member, operands + 1);
      }
    });
  }
}

bool ResolverBase::IsNestedStore(TSNode target, std::string_view subscript, Field subscript_object,
                                 std::string_view member) const {
  auto container_of = [&](TSNode node) {
    if (ts_node_is_null(node)) return TSNode{};
    std::string_view type = NodeType(node);
    if (type == subscript) return Child(node, subscript_object);
    if (type == member) return Child(node, Field::kObject);
    return TSNode{};
  };
  return !ts_node_is_null(container_of(container_of(target)));
}

std::optional<Value> ResolverBase::MergedMapping(const Value& target,
                                                 const std::vector<const Value*>& sources) {
  if (target.kind != Value::Kind::kMapping || !target.elements) return std::nullopt;
  // A nested container is shared with where it came from (a later change to either is a
  // change to both, through names the walk does not connect): its items are not followed.
  auto flat = [](const Value& item) {
    bool nested =
        item.kind == Value::Kind::kMapping || item.kind == Value::Kind::kSequence || item.partial;
    return nested ? Value::Unknown() : item;
  };
  DisplayItems merged;
  for (size_t i = 0; i < target.keys.size(); ++i) {
    merged.AddEntry(target.keys[i], flat((*target.elements)[i]));
  }
  for (const Value* source : sources) {
    // One of several objects (Value::partial): its entries flattened alike.
    const Value* held = source->kind == Value::Kind::kMapping ? source
                        : source->partial                     ? &source->partial->held
                                                              : nullptr;
    if (held == nullptr || held->kind != Value::Kind::kMapping || !held->elements ||
        held->items_open) {
      return std::nullopt;
    }
    std::vector<Value> entries;
    for (const auto& item : *held->elements) entries.push_back(flat(item));
    Value flattened = Value::Mapping(held->keys, std::move(entries));
    if (held == source) {
      merged.Spread(flattened, EitherValue);
    } else {
      Value either = Value::Unknown();
      either.partial = std::make_shared<const PartialObject>(
          PartialObject{std::move(flattened), source->partial->may_lack});
      merged.Spread(either, EitherValue);
    }
  }
  Value result = merged.Mapping();
  if (result.kind != Value::Kind::kMapping && !result.partial) {
    return std::nullopt;  // over the size bound
  }
  result.chain = target.chain;
  return result;
}

Value ResolverBase::EitherValue(const Value& a, const Value& b) {
  auto absent = [](const Value& v) {
    return v.kind == Value::Kind::kConstant && !v.is_string &&
           (v.constant == "null" || v.constant == "None");
  };
  if (absent(b)) return a;
  if (absent(a)) return b;
  // Two of the file's own objects of one kind (Value::Own) stay one: what an attribute
  // read from either gives is the same (all the file stores under its name).
  if (a.own != Value::Own::kNone && a.own == b.own && a.kind == b.kind) return a;
  if (a.IsName() && b.IsName()) {
    Value both = a;
    for (const auto& n : b.names) {
      if (std::find(both.names.begin(), both.names.end(), n) == both.names.end())
        both.names.push_back(n);
    }
    both.open_names = a.open_names || b.open_names;
    return both;
  }
  auto bearing = [](const Value& v) {
    return v.IsName() || v.kind == Value::Kind::kDict || v.kind == Value::Kind::kGlobals ||
           v.kind == Value::Kind::kRequire;
  };
  // The names are kept (calls through them are judged); that it may be something else
  // too is kept for the rules (an `unless` on its name then does not hold).
  auto kept = [](const Value& v) {
    Value out = v;
    if (out.IsName()) out.open_names = true;
    return out;
  };
  if (bearing(a)) return kept(a);
  if (bearing(b)) return kept(b);
  // An instance of a class whose methods rules name (a pathlib.Path): still one, of
  // either object it may be made from, so its method calls are judged.
  // A class of the file, or what its __subclasses__() gives, only if both are.
  if (a.instance_of.starts_with(kFileClassMark) || b.instance_of.starts_with(kFileClassMark) ||
      a.instance_of.starts_with(kFileSubclassesMark) ||
      b.instance_of.starts_with(kFileSubclassesMark)) {
    return a.instance_of == b.instance_of ? a : Value::Unknown();
  }
  if (!a.instance_of.empty() || !b.instance_of.empty()) {
    const Value& instance = a.instance_of.empty() ? b : a;
    const Value& other = a.instance_of.empty() ? a : b;
    auto plain = [](const Value& v) {
      Value out = v;
      out.instance_of.clear();
      out.receiver.reset();
      return out;
    };
    // The texts of both (pathlib.Path('/etc/x') or Path('out.txt')), still an instance.
    Value either = EitherValue(plain(instance), plain(other));
    either.instance_of = instance.instance_of;
    if (instance.receiver) {
      either.receiver =
          std::make_shared<const Value>(other.instance_of == instance.instance_of && other.receiver
                                            ? EitherValue(*instance.receiver, *other.receiver)
                                            : Value::Unknown());
    }
    return either;
  }
  if (a.kind == Value::Kind::kConstant && b.kind == Value::Kind::kConstant &&
      a.constant == b.constant && a.is_string == b.is_string)
    return a;
  // Two known objects with the same keys (two members of one Enum, two options objects):
  // each entry either's. With other keys, one may lack an entry the other has, which no
  // value here says.
  if (a.kind == Value::Kind::kMapping && b.kind == Value::Kind::kMapping && a.elements &&
      b.elements && !a.items_open && !b.items_open && a.record == b.record && a.keys == b.keys &&
      a.elements->size() == b.elements->size()) {
    std::vector<Value> entries;
    for (size_t i = 0; i < a.elements->size(); ++i) {
      entries.push_back(EitherValue((*a.elements)[i], (*b.elements)[i]));
    }
    Value both = Value::Mapping(a.keys, std::move(entries));
    both.record = a.record;
    return both;
  }
  // Known objects with other keys, or in another order: one of several (Value::partial).
  if (auto either = EitherObject(a, b)) return *either;
  return EitherString(a, b);
}

std::optional<Value> ResolverBase::EitherObject(const Value& a, const Value& b) {
  auto object = [](const Value& v) -> const Value* {
    if (v.own != Value::Own::kNone || !v.instance_of.empty()) return nullptr;
    const Value* held = v.kind == Value::Kind::kMapping ? &v
                        : v.partial                     ? &v.partial->held
                                                        : nullptr;
    if (held == nullptr || held->kind != Value::Kind::kMapping || !held->elements ||
        held->items_open || held->record || held->own != Value::Own::kNone) {
      return nullptr;
    }
    return held;
  };
  const Value* left = object(a);
  const Value* right = object(b);
  if (left == nullptr || right == nullptr) return std::nullopt;
  // Whether the object `v` (one of them) may lack its i-th key.
  auto lacks = [](const Value& v, size_t i) {
    return v.partial && i < v.partial->may_lack.size() && v.partial->may_lack[i] != 0;
  };
  std::vector<std::string> keys;
  std::vector<Value> entries;
  std::vector<uint8_t> may_lack;
  for (size_t i = 0; i < left->keys.size() && i < left->elements->size(); ++i) {
    auto at = std::find(right->keys.begin(), right->keys.end(), left->keys[i]);
    const size_t j = static_cast<size_t>(at - right->keys.begin());
    keys.push_back(left->keys[i]);
    if (at == right->keys.end() || j >= right->elements->size()) {
      entries.push_back((*left->elements)[i]);
      may_lack.push_back(1);
    } else {
      entries.push_back(EitherValue((*left->elements)[i], (*right->elements)[j]));
      may_lack.push_back(lacks(a, i) || lacks(b, j) ? 1 : 0);
    }
  }
  for (size_t j = 0; j < right->keys.size() && j < right->elements->size(); ++j) {
    if (std::find(keys.begin(), keys.end(), right->keys[j]) != keys.end()) continue;
    keys.push_back(right->keys[j]);
    entries.push_back((*right->elements)[j]);
    may_lack.push_back(1);
  }
  Value held = Value::Mapping(std::move(keys), std::move(entries));
  if (held.kind != Value::Kind::kMapping) return Value::Unknown();  // over the size bound
  Value either = Value::Unknown();
  either.partial =
      std::make_shared<const PartialObject>(PartialObject{std::move(held), std::move(may_lack)});
  return either;
}

bool ResolverBase::ReadsOnly(std::string_view callee) {
  static constexpr std::string_view kReaders[] = {
      // Python
      "print", "len", "str", "repr", "sorted", "list", "tuple", "set", "frozenset", "dict",
      "enumerate", "zip", "map", "filter", "sum", "min", "max", "any", "all", "iter", "reversed",
      "isinstance", "type", "id", "hash", "bool", "format", "json.dumps", "json.dump",
      "pprint.pprint", "pprint.pformat", "copy.copy", "copy.deepcopy", "np.array", "np.asarray",
      "numpy.array", "numpy.asarray", "pd.DataFrame", "pd.Series", "pandas.DataFrame",
      "pandas.Series", "os.path.join", "os.fspath",
      // JavaScript
      "console.log", "console.error", "console.warn", "console.info", "console.debug",
      "console.table", "console.dir", "JSON.stringify", "Object.keys", "Object.values",
      "Object.entries", "Object.freeze", "structuredClone", "Array.isArray", "Array.from", "String",
      "Number", "Boolean", "path.join", "path.resolve", "util.inspect", "util.format"};
  if (std::find(std::begin(kReaders), std::end(kReaders), callee) != std::end(kReaders))
    return true;
  // Methods that read their arguments: `'/'.join(parts)`, `s.startsWith(x)`.
  static constexpr std::string_view kReadingMethods[] = {
      "join",       "format",     "format_map", "startswith", "endswith",
      "startsWith", "endsWith",   "index",      "indexOf",    "includes",
      "count",      "issubset",   "issuperset", "union",      "intersection",
      "difference", "isdisjoint", "has",        "parse_args", "parse_known_args"};
  size_t dot = callee.rfind('.');
  if (dot == std::string_view::npos) return false;
  std::string_view method = callee.substr(dot + 1);
  return std::find(std::begin(kReadingMethods), std::end(kReadingMethods), method) !=
         std::end(kReadingMethods);
}

void ResolverBase::NoteStored(TSNode target, const Value& value) {
  if (!own_attributes_) return;
  auto [it, fresh] = stored_.try_emplace(NodeKey(target), value);
  if (!fresh) it->second = EitherValue(it->second, value);
}

Value ResolverBase::StoredUnder(const std::string& name, std::string_view no_value,
                                std::string_view no_value_too) {
  attributes_used_ = true;
  auto [cached, fresh] = attribute_values_.try_emplace(name);
  if (!fresh) return cached->second;
  auto stores = attribute_stores_.find(name);
  if (stores == attribute_stores_.end()) return cached->second;  // unknown
  std::optional<Value> known;
  std::vector<std::string> seen;
  std::vector<std::string> unknown;
  for (const auto& store : stores->second) {
    std::string line = std::to_string(ts_node_start_point(store.target).row + 1);
    if (!ts_node_is_null(store.value) &&
        (NodeType(store.value) == no_value || NodeType(store.value) == no_value_too)) {
      continue;
    }
    Value v = Value::Unknown();
    const Value* walked = nullptr;
    if (stored_before_ != nullptr) {
      auto it = stored_before_->find(NodeKey(store.target));
      if (it != stored_before_->end()) walked = &it->second;
    }
    if (walked != nullptr) {
      v = *walked;
    } else if (!ts_node_is_null(store.value) &&
               ts_node_end_byte(store.value) - ts_node_start_byte(store.value) <= kMaxLaterFold) {
      v = FoldQuiet(store.value);
    }
    // Kept: strings, paths, names (a function stored to call later), the file's own
    // objects. Not a list or dict: an alias may change its items unseen.
    bool kept = v.IsString() || v.kind == Value::Kind::kOneOf || v.kind == Value::Kind::kPrefix ||
                v.IsName() || (v.kind == Value::Kind::kUnknown && v.own != Value::Own::kNone);
    if (!kept) {
      // Not known yet: a later walk may know it (a property built on another).
      if (walked == nullptr || v.kind == Value::Kind::kUnknown) stores_improvable_ = true;
      unknown.push_back(line);
      continue;
    }
    // A store with no single expression: a @property's returns.
    std::string shown = v.IsString()                   ? "'" + v.constant + "'"
                        : ts_node_is_null(store.value) ? "what `" + name + "` returns"
                                                       : std::string(Text(store.value));
    if (shown.size() > 60) shown = shown.substr(0, 57) + "...";
    seen.push_back(shown + " (line " + line + ")");
    known = known ? EitherValue(*known, v) : v;
  }
  Value result = Value::Unknown();
  std::string step = "`." + name +
                     "` of an object of a class defined here holds what this file "
                     "stores under that name";
  auto listed = [](const std::vector<std::string>& items) {
    std::string out;
    for (size_t i = 0; i < items.size() && i < 4; ++i) out += (i > 0 ? ", " : "") + items[i];
    if (items.size() > 4) out += ", ...";
    return out;
  };
  if (!seen.empty()) step += ": " + listed(seen);
  if (!unknown.empty()) {
    step += std::string(seen.empty() ? ": " : "; ") + "something not known at line" +
            (unknown.size() > 1 ? "s " : " ") + listed(unknown);
    if (known && known->IsString()) result.may_be = {known->constant};
    if (known && known->kind == Value::Kind::kOneOf) result.may_be = known->one_of;
  } else if (known) {
    result = *known;
  }
  result.chain.push_back(std::move(step));
  cached->second = result;
  return result;
}

Value ResolverBase::FoldQuiet(TSNode node) {
  std::string_view type = NodeType(node);
  if (type == "parenthesized_expression" && ts_node_named_child_count(node) == 1) {
    return FoldQuiet(ts_node_named_child(node, 0));
  }
  if (type == binary_type_ && Text(Child(node, Field::kOperator)) == "+") {
    Value left = FoldQuiet(Child(node, Field::kLeft));
    Value right = FoldQuiet(Child(node, Field::kRight));
    return Concat(left, right);
  }
  return FoldLiteral(node);
}

std::optional<std::string> ResolverBase::JoinFolded(TSNode list, std::string_view separator) {
  std::string out;
  for (uint32_t i = 0; i < ts_node_named_child_count(list); ++i) {
    Value item = FoldQuiet(ts_node_named_child(list, i));
    if (!Stringable(item)) return std::nullopt;
    if (i > 0) out += separator;
    out += item.constant;
  }
  return out;
}

std::string ResolverBase::ConstantStep(std::string_view expression, std::string_view constant) {
  return "`" + std::string(expression) + "` is " + TheConstant(constant);
}

Value ResolverBase::WithConstantStep(Value value, TSNode expression,
                                     std::string_view constant) const {
  if (NodeType(expression) != "string") {
    value.chain.insert(value.chain.begin(), ConstantStep(Text(expression), constant));
  }
  return value;
}

Value ResolverBase::QualifiedMember(const Value& object, const std::string& name) {
  Value member = Value::Of(Value::Kind::kName);
  for (const auto& owner : object.names) member.names.push_back(owner + "." + name);
  member.chain = object.chain;
  return member;
}

Scope* ResolverBase::ModuleScope(Scope* scope) const {
  while (scope->parent() != nullptr) scope = scope->parent();
  return scope;
}

Value ResolverBase::WithBindingStep(const std::string& name, Value value, std::string_view how,
                                    uint32_t line) {
  std::string target;
  if (value.kind == Value::Kind::kName && !value.names.empty()) {
    if (value.names.size() == 1 && value.names[0] == name) return value;
    target = "`" + value.names[0] + "`";
  } else if (value.kind == Value::Kind::kConstant) {
    target = TheConstant(value.constant);
  } else if (value.kind == Value::Kind::kRequire) {
    target = "a `require` function";
  } else if (value.kind == Value::Kind::kGlobals) {
    target = "the global namespace";
  } else if (value.kind == Value::Kind::kDict && !value.names.empty()) {
    target = "the namespace of `" + value.names[0] + "`";
  } else {
    return value;
  }
  value.chain.insert(value.chain.begin(), "`" + name + "` is " + target + ", " + std::string(how) +
                                              " on line " + std::to_string(line));
  return value;
}

ArgFact ResolverBase::ArgFromValue(const Value& value) {
  ArgFact arg;
  arg.chain = value.chain;
  if (value.kind == Value::Kind::kConstant) {
    arg.constant = value.constant;
    arg.is_string = value.is_string;
  } else if (value.kind == Value::Kind::kPrefix) {
    arg.prefix = value.constant;
    arg.is_string = true;
  } else if (value.kind == Value::Kind::kName) {
    arg.names = value.names;
    arg.names_open = value.open_names;
    // A name for a path (os.devnull, os.sep, sys.executable) is that path too; one that
    // may be something else may be that path.
    if (auto known = KnownPathText(value); known && value.open_names) {
      if (known->second) {
        arg.one_of = {known->first};
        arg.one_of_open = true;
      }
    } else if (known) {
      if (known->second) {
        arg.constant = known->first;
      } else {
        arg.prefix = known->first;
      }
      arg.is_string = true;
    }
  } else if (value.kind == Value::Kind::kFunction) {
    arg.is_function = true;
  } else if (value.kind == Value::Kind::kOneOf) {
    arg.one_of = value.one_of;
    arg.is_string = true;
  } else if (value.kind == Value::Kind::kUnknown && !value.may_be.empty()) {
    arg.one_of = value.may_be;
    arg.one_of_open = true;
  }
  return arg;
}

void ResolverBase::AddCall(TSNode node, const Value& callee, std::vector<ArgFact> args,
                           bool is_new) {
  CallFact call;
  call.range = RangeOf(node);
  if (callee.kind == Value::Kind::kName) call.callees = callee.names;
  if (callee.kind == Value::Kind::kRequire) call.callees = {"require"};
  call.is_new = is_new;
  call.args = std::move(args);
  call.resolution = callee.chain;
  call.cwd = cwd_;
  facts_.calls.push_back(std::move(call));
}

Value ResolverBase::UnnamedMethod(TSNode function, const std::string& method) const {
  std::string text(Text(function));
  if (text.size() > 80) text = text.substr(0, 77) + "...";
  return Value::Name(std::string(kUnnamedObject) + "." + method,
                     {"`" + text + "` is a method named `" + method +
                      "` of an object whose type is not known statically"});
}

void ResolverBase::AddValueUse(TSNode node, const Value& value) {
  // Most value uses match no rule: the chain step is worded only for a finding
  // (ValueUseStep), and nothing here allocates more than the fact itself.
  CallFact call;
  if (value.IsName()) {
    if (value.names.empty()) return;
    call.callees = value.names;
  } else if (value.kind == Value::Kind::kRequire) {
    call.callees = {"require"};
  } else if (value.kind == Value::Kind::kGlobals) {
    call.callees = {std::string(globals_name_)};  // the global object: every global is a member
  } else if (value.kind == Value::Kind::kDict && !value.names.empty()) {
    // A module's namespace handed on whole (vars(glob), tempfile.__dict__): `glob.__dict__`.
    for (const auto& name : value.names) call.callees.push_back(name + ".__dict__");
  } else {
    return;
  }
  call.range = RangeOf(node);
  call.as_value = true;
  call.args.resize(1);
  call.args[0].spread = true;
  call.resolution = value.chain;
  facts_.calls.push_back(std::move(call));
}

ResolverBase::Enclosing ResolverBase::EnclosingNode() const {
  TSNode child = path_.empty() ? TSNode{} : path_.back();
  for (size_t i = path_.size(); i-- > 1;) {
    TSNode parent = path_[i - 1];
    // A statement's Visit may hand the same node to Eval: one node, walked twice.
    if (ts_node_eq(parent, child)) continue;
    std::string_view type = NodeType(parent);
    // `await x` hands x on as it is.
    if (type != "parenthesized_expression" && type != "await_expression" && type != "await") {
      return {parent, type, child};
    }
    child = parent;
  }
  return {TSNode{}, "", child};
}

void ResolverBase::AddImport(TSNode node, std::string module, std::vector<std::string> chain) {
  facts_.imports.push_back({RangeOf(node), std::move(module), std::move(chain)});
}

void ResolverBase::AddAttribute(TSNode node, std::string name, std::string path) {
  facts_.attributes.push_back({RangeOf(node), std::move(name), std::move(path)});
}

void ResolverBase::AddReference(TSNode node, const Value& value) {
  if (value.kind != Value::Kind::kName) return;
  facts_.references.push_back({RangeOf(node), value.names, value.chain, KeysReadFrom(node)});
}

std::vector<std::string> ResolverBase::KeysReadFrom(TSNode node) {
  // Only for the node being walked: the walk's path then says what holds it.
  if (path_.empty() || !ts_node_eq(path_.back(), node)) return {};
  const Enclosing e = EnclosingNode();
  if (ts_node_is_null(e.node)) return {};
  auto string_at = [&](TSNode n) -> std::vector<std::string> {
    if (ts_node_is_null(n)) return {};
    Value v = FoldQuiet(n);
    if (!v.IsString()) return {};
    return {v.constant};
  };
  // Python: os.environ['K'], and os.environ.get('K') (also pop, setdefault).
  if (e.type == "subscript" && Holds(e, Field::kValue)) {
    return string_at(Child(e.node, Field::kSubscript));
  }
  if (e.type == "attribute" && Holds(e, Field::kObject)) {
    std::string_view method = Text(Child(e.node, Field::kAttribute));
    if (method != "get" && method != "pop" && method != "setdefault") return {};
    // The call around the attribute: the next node out on the walk's path.
    for (size_t i = path_.size(); i-- > 1;) {
      if (!ts_node_eq(path_[i], e.node)) continue;
      TSNode call = path_[i - 1];
      if (NodeType(call) != "call" || !ts_node_eq(Child(call, Field::kFunction), e.node)) {
        return {};
      }
      TSNode args = Child(call, Field::kArguments);
      TSNode first = ts_node_is_null(args) ? TSNode{} : ts_node_named_child(args, 0);
      if (ts_node_is_null(first) || NodeType(first) == "keyword_argument" ||
          NodeType(first) == "list_splat" || NodeType(first) == "dictionary_splat") {
        return {};
      }
      return string_at(first);
    }
    return {};
  }
  // JavaScript: process.env.K, process.env['K'], const {K, L} = process.env.
  if (e.type == "member_expression" && Holds(e, Field::kObject)) {
    TSNode property = Child(e.node, Field::kProperty);
    if (ts_node_is_null(property) || NodeType(property) != "property_identifier") return {};
    return {std::string(Text(property))};
  }
  if (e.type == "subscript_expression" && Holds(e, Field::kObject)) {
    return string_at(Child(e.node, Field::kIndex));
  }
  if (e.type == "variable_declarator" && Holds(e, Field::kValue)) {
    TSNode pattern = Child(e.node, Field::kName);
    if (ts_node_is_null(pattern) || NodeType(pattern) != "object_pattern") return {};
    std::vector<std::string> keys;
    for (uint32_t i = 0; i < ts_node_named_child_count(pattern); ++i) {
      TSNode item = ts_node_named_child(pattern, i);
      std::string_view type = NodeType(item);
      TSNode key = item;
      if (type == "pair_pattern") {
        key = Child(item, Field::kKey);
      } else if (type == "object_assignment_pattern") {
        key = Child(item, Field::kLeft);
      } else if (type != "shorthand_property_identifier_pattern") {
        return {};  // ...rest, a computed key: the whole environment, or unknown
      }
      std::string_view key_type = ts_node_is_null(key) ? "" : NodeType(key);
      if (key_type == "property_identifier" ||
          key_type == "shorthand_property_identifier_pattern") {
        keys.emplace_back(Text(key));
      } else if (auto folded = string_at(key); !folded.empty()) {
        keys.push_back(folded[0]);
      } else {
        return {};
      }
    }
    return keys;
  }
  return {};
}

void ResolverBase::AddUnresolved(TSNode node, UnresolvedKind kind, std::string detail) {
  facts_.unresolved.push_back({RangeOf(node), kind, std::move(detail)});
}

void ResolverBase::AddParamFlow(TSNode body, ParamFlow flow) {
  flow.passed.resize(flow.params.size());
  flow.defaults.resize(flow.params.size());
  auto [it, fresh] = flows_.try_emplace(NodeKey(body), flow);
  if (fresh || it->second.params != flow.params) {
    it->second = std::move(flow);
    return;
  }
  // The definition met again (a loop walked once more): its calls so far stay, and a
  // default may be either value.
  for (size_t i = 0; i < flow.defaults.size(); ++i) {
    auto& kept = it->second.defaults[i];
    if (kept && flow.defaults[i]) {
      kept = EitherValue(*kept, *flow.defaults[i]);
    } else if (flow.defaults[i]) {
      kept = flow.defaults[i];
    }
  }
}

void ResolverBase::RecordPassed(TSNode call, std::string_view called_as, const Value& callee,
                                const EvaluatedArgs& args, bool extra_arguments) {
  // A function, or a closed class whose calls are its __init__'s (Value::own).
  if ((callee.kind != Value::Kind::kFunction && callee.own != Value::Own::kClass) ||
      ts_node_is_null(callee.body)) {
    return;
  }
  auto it = flows_.find(NodeKey(callee.body));
  if (it == flows_.end()) return;
  ParamFlow& flow = it->second;
  // Through another name (an alias, `.call`), the function may be called in ways not
  // seen; its name's uses then outnumber the calls and nothing is bound.
  if (called_as != flow.name) return;
  flow.call_sites.insert(NodeKey(call));  // a call walked twice adds what it passed again
  // In a loop, a variable may hold something else on the next round than this walk saw:
  // only constants written in place and one-of loop variables hold for every round.
  const bool in_loop = InsideLoop();
  auto holds_every_round = [](const Value& v, TSNode written) {
    if (v.kind == Value::Kind::kOneOf) return true;
    // One of the file's own objects: whichever it is on a round, what is read from it is
    // what the file stores (a round that binds something else records that too).
    if (v.own != Value::Own::kNone && v.kind == Value::Kind::kUnknown) return true;
    if (v.every_round) return true;  // the join of what a loop goes over
    if (ts_node_is_null(written) || !v.IsConstant()) return false;
    std::string_view type = ts_node_type(written);
    return type == "string" || type == "integer" || type == "float" || type == "number" ||
           type == "true" || type == "false" || type == "none" || type == "null";
  };
  std::vector<TSNode> written(flow.params.size());
  std::vector<std::optional<Value>> given(flow.params.size());
  size_t positional = 0;
  for (const auto& fact : args.facts) {
    if (fact.spread) {
      flow.unmapped = true;
      return;
    }
    if (!fact.keyword) {
      if (positional >= flow.params.size()) {
        if (extra_arguments) continue;
        flow.unmapped = true;
        return;
      }
      if (positional >= args.values.size() || positional >= args.nodes.size()) {
        flow.unmapped = true;  // an argument whose value was not kept
        return;
      }
      given[positional] = args.values[positional];
      written[positional] = args.nodes[positional];
      ++positional;
      continue;
    }
    auto named = std::find(flow.params.begin(), flow.params.end(), *fact.keyword);
    if (named == flow.params.end()) {
      flow.unmapped = true;
      return;
    }
    given[named - flow.params.begin()] = ValueFromArg(fact);
  }
  for (size_t i = 0; i < given.size(); ++i) {
    const bool defaulted = !given[i].has_value();
    if (defaulted) given[i] = flow.defaults[i];
    // Not given and no default: a TypeError (Python) or undefined (JavaScript).
    Value passed = given[i] ? std::move(*given[i]) : Value::Unknown();
    if (in_loop && !defaulted && !holds_every_round(passed, written[i])) {
      passed = Value::Unknown();
    }
    flow.passed[i].push_back(std::move(passed));
  }
  flow.passed_at.push_back(ts_node_start_byte(call));
}

bool ResolverBase::InsideLoop() const {
  for (size_t i = 0; i < path_.size(); ++i) {
    TSNode node = path_[i];
    std::string_view type = NodeType(node);
    // What a for loop goes over is evaluated once, before its rounds.
    if ((type == "for_statement" || type == "for_in_statement") && i + 1 < path_.size() &&
        ts_node_eq(path_[i + 1], Child(node, Field::kRight))) {
      continue;
    }
    if (type == "for_statement" || type == "while_statement" || type == "for_in_statement" ||
        type == "do_statement" || type == "list_comprehension" || type == "set_comprehension" ||
        type == "dictionary_comprehension" || type == "generator_expression") {
      return true;
    }
  }
  return false;
}

ResolverBase::CountKind ResolverBase::CountKindOf(std::string_view type) {
  if (type == "comment") return CountKind::kComment;
  if (type == "expression_statement") return CountKind::kStatement;
  // Both languages' spellings of a name (IdentifierName decides for each).
  if (type == "identifier" || type == "shorthand_property_identifier" ||
      type == "property_identifier" || type == "shorthand_property_identifier_pattern" ||
      type == "private_property_identifier") {
    return CountKind::kIdentifier;
  }
  return CountKind::kOther;
}

void ResolverBase::CountNode(TSNode node) {
  switch (count_kinds_.Of(node)) {
    case CountKind::kOther: break;
    case CountKind::kComment: scan_comments_.push_back(RangeOf(node)); break;
    case CountKind::kStatement: {
      // A string standing alone as a statement (a docstring, 'use strict') runs nothing
      // and names nothing, as a comment: its words are no uses (a docstring that says
      // "parse_args([])"). Unless the file reads docstrings back (`__doc__`), and not an
      // f-string, whose interpolations run.
      if (ts_node_named_child_count(node) != 1) break;
      TSNode text = ts_node_named_child(node, 0);
      if (NodeType(text) != "string") break;
      // (Once per file: a search per statement was quadratic.)
      if (!reads_docstrings_) reads_docstrings_ = source_.find("__doc__") != std::string_view::npos;
      if (*reads_docstrings_) break;
      bool interpolated = false;
      ForEachNamedChild(text, [&](TSNode part) {
        interpolated = interpolated || NodeType(part) == "interpolation";
      });
      if (!interpolated) scan_comments_.push_back(RangeOf(node));
      break;
    }
    case CountKind::kIdentifier:
      if (std::string name = IdentifierName(node); !name.empty()) ++scan_identifiers_[name];
      break;
  }
}

void ResolverBase::CountUses() {
  if (identifier_counts_) return;
  scan_identifiers_.clear();
  scan_comments_.clear();
  ForEachNode(root_, [&](TSNode node) { CountNode(node); });
  CountsComplete();
}

bool ResolverBase::IsWordByte(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' ||
         static_cast<unsigned char>(c) >= 0x80;
}

uint32_t ResolverBase::CountWord(std::string_view word) {
  CountUses();
  if (!word_counts_) {
    // One pass over the text for every word outside comments (which run nothing: a
    // header naming a helper is no use); a search per name asked was quadratic in a file
    // of many helpers.
    word_counts_.emplace();
    auto comment = comments_.begin();
    for (size_t at = 0; at < source_.size();) {
      while (comment != comments_.end() && comment->end <= at) ++comment;
      if (comment != comments_.end() && comment->start <= at) {
        at = comment->end;
        continue;
      }
      if (!IsWordByte(source_[at])) {
        ++at;
        continue;
      }
      size_t end = at;
      while (end < source_.size() && IsWordByte(source_[end])) ++end;
      ++(*word_counts_)[source_.substr(at, end - at)];
      at = end;
    }
  }
  auto it = word_counts_->find(word);
  return it == word_counts_->end() ? 0 : it->second;
}

uint32_t ResolverBase::IdentifierCount(const std::string& name) {
  CountUses();
  auto ids = identifier_counts_->find(name);
  return ids == identifier_counts_->end() ? 0 : ids->second;
}

uint32_t ResolverBase::Occurrences(std::string_view word) {
  return std::max(IdentifierCount(std::string(word)), CountWord(word));
}

uint32_t ResolverBase::CountWordIn(std::string_view text, std::string_view word) {
  uint32_t n = 0;
  if (word.empty()) return 0;
  for (size_t at = text.find(word); at != std::string_view::npos; at = text.find(word, at + 1)) {
    bool starts = at == 0 || !IsWordByte(text[at - 1]);
    bool ends = at + word.size() == text.size() || !IsWordByte(text[at + word.size()]);
    if (starts && ends) ++n;
  }
  return n;
}

bool ResolverBase::BindPassedParameters(TSNode body, Scope* scope) {
  auto it = flows_.find(NodeKey(body));
  if (it == flows_.end()) return true;
  const ParamFlow& flow = it->second;
  if (flow.unmapped) return true;
  // No call yet: perhaps in a body still to be walked (main() calls it). Waiting costs
  // nothing; counting the file's uses of names is done only once a call is there.
  if (flow.call_sites.empty()) return false;
  CountUses();
  auto count = identifier_counts_->find(flow.name);
  const uint32_t uses = count == identifier_counts_->end() ? 0 : count->second;
  // Every use of the name, as an identifier and anywhere in the text (strings handed to
  // exec, annotations, comments), must be the definition or a call recorded.
  const size_t needed = flow.call_sites.size() + 1;
  // With calls from its own body that keep what a parameter is (KeptByRecursion), that
  // parameter is what the calls from outside pass, whether or not a walk of the body
  // recorded those calls already.
  const uint32_t body_start = ts_node_start_byte(body);
  const uint32_t body_end = ts_node_end_byte(body);
  auto inside = [&](uint32_t at) { return at >= body_start && at < body_end; };
  std::vector<bool> kept;
  if (uses != needed || CountWord(flow.name) != needed ||
      std::any_of(flow.passed_at.begin(), flow.passed_at.end(), inside)) {
    std::set<uint32_t> outside;
    for (uint32_t at : flow.passed_at) {
      if (!inside(at)) outside.insert(at);
    }
    const size_t recursive = KeptByRecursion(body, flow, kept);
    const size_t expected = outside.size() + 1 + recursive;
    if (recursive == 0 || uses != expected || CountWord(flow.name) != expected) {
      kept.clear();
      if (uses != needed || CountWord(flow.name) != needed) return uses <= needed;
    }
  }
  for (size_t i = 0; i < flow.params.size(); ++i) {
    if (!kept.empty() && !kept[i]) continue;
    Value joined = Value::Unknown();
    if (kept.empty()) {
      joined = JoinPassed(flow.passed[i]);
    } else {
      std::vector<Value> from_outside;
      for (size_t call = 0; call < flow.passed[i].size(); ++call) {
        if (!inside(flow.passed_at[call])) from_outside.push_back(flow.passed[i][call]);
      }
      joined = JoinPassed(from_outside);
      if (joined.instance_of != kFileClassMark) continue;
    }
    if (joined.kind == Value::Kind::kUnknown && joined.own == Value::Own::kNone &&
        !joined.partial && joined.instance_of.empty()) {
      continue;
    }
    joined.chain.insert(joined.chain.begin(), "`" + flow.params[i] + "` is what every call of `" +
                                                  flow.name + "` in the file passes it");
    scope->Set(flow.params[i], WithLaterWrites(flow.params[i], std::move(joined)));
  }
  return true;
}

Value ResolverBase::JoinPassed(const std::vector<Value>& passed) {
  if (passed.empty()) return Value::Unknown();
  const Value& first = passed.front();
  bool strings = true;
  bool same = true;
  for (const auto& v : passed) {
    strings = strings && (v.IsString() || v.kind == Value::Kind::kOneOf);
    same = same && v.kind == first.kind && v.constant == first.constant && v.names == first.names &&
           v.is_string == first.is_string && v.one_of == first.one_of;
  }
  if (same && (first.IsConstant() || first.kind == Value::Kind::kPrefix || first.IsName() ||
               first.kind == Value::Kind::kOneOf)) {
    Value v = first;
    v.chain.clear();
    return v;
  }
  // Lists and tuples of one length: each item what any call passes there.
  auto sequence = [&](const Value& v) {
    return v.kind == Value::Kind::kSequence && v.elements && !v.items_open &&
           v.elements->size() == first.elements->size();
  };
  if (first.kind == Value::Kind::kSequence && first.elements &&
      std::all_of(passed.begin(), passed.end(), sequence)) {
    std::vector<Value> items = *first.elements;
    for (size_t i = 1; i < passed.size(); ++i) {
      for (size_t k = 0; k < items.size(); ++k) {
        items[k] = EitherValue(items[k], (*passed[i].elements)[k]);
      }
    }
    return Value::Sequence(std::move(items));
  }
  // Known objects: each entry what any call passes there (with other keys, one of
  // several: Value::partial).
  auto object = [](const Value& v) { return v.kind == Value::Kind::kMapping || v.partial; };
  if (object(first) && std::all_of(passed.begin(), passed.end(), object)) {
    Value joined = first;
    for (size_t i = 1; i < passed.size() && object(joined); ++i) {
      joined = EitherValue(joined, passed[i]);
    }
    if (object(joined)) {
      joined.chain.clear();
      joined.every_round = false;
      return joined;
    }
    return Value::Unknown();
  }
  // Classes of the file (each marked kFileClassMark), whichever each call passes: a class
  // of the file.
  if (std::all_of(passed.begin(), passed.end(), [](const Value& v) {
        return v.kind == Value::Kind::kUnknown && v.instance_of == kFileClassMark;
      })) {
    Value v = Value::Unknown();
    v.instance_of = kFileClassMark;
    if (std::all_of(passed.begin(), passed.end(),
                    [](const Value& each) { return each.own == Value::Own::kClass; })) {
      v.own = Value::Own::kClass;  // closed ones: what is read is what the file stores
    }
    return v;
  }
  // The file's own objects of one kind (Value::Own), whichever each call passes: what is
  // read from any of them is all the file stores under that name.
  if (first.own != Value::Own::kNone && first.kind == Value::Kind::kUnknown &&
      std::all_of(passed.begin(), passed.end(), [&](const Value& v) {
        return v.own == first.own && v.kind == Value::Kind::kUnknown;
      })) {
    Value v = Value::Unknown();
    v.own = first.own;
    return v;
  }
  if (!strings) {
    // Texts of which some only start is known ('store/' + key, a path under 'store'):
    // the worst start of them all (EitherValue), a path if any is.
    bool texts = true;
    for (const auto& v : passed) {
      texts = texts &&
              (v.IsString() || v.kind == Value::Kind::kOneOf || v.kind == Value::Kind::kPrefix);
    }
    if (!texts) return Value::Unknown();
    Value joined = first;
    for (size_t i = 1; i < passed.size(); ++i) joined = EitherValue(joined, passed[i]);
    joined.chain.clear();
    return joined;
  }
  std::vector<std::string> constants;
  for (const auto& v : passed) {
    const std::vector<std::string> each =
        v.kind == Value::Kind::kOneOf ? v.one_of : std::vector<std::string>{v.constant};
    for (const auto& c : each) {
      if (std::find(constants.begin(), constants.end(), c) == constants.end())
        constants.push_back(c);
    }
  }
  if (constants.size() > Value::kMaxElements) return Value::Unknown();
  Value v = Value::Of(Value::Kind::kOneOf);
  v.one_of = std::move(constants);
  v.is_string = true;
  return v;
}

}  // namespace cordon
