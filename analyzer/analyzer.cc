#include "analyzer/analyzer.h"

#include <algorithm>
#include <functional>
#include <set>
#include <unordered_map>

#include "analyzer/canonical_source.h"
#include "analyzer/code_strings.h"
#include "analyzer/facts.h"
#include "analyzer/javascript_resolver.h"
#include "analyzer/python_resolver.h"
#include "analyzer/regex.h"
#include "analyzer/suppression.h"
#include "analyzer/ts_handles.h"

namespace cordon {
namespace {

// Called by tree-sitter during parsing; must not throw.
bool CancelWhenSpent(TSParseState* state) noexcept {
  return !static_cast<AnalysisBudget*>(state->payload)->Tick();
}

// Replaces {name} and {detail} in a rule's message.
std::string Expand(const std::string& message, const std::string& name, const std::string& detail) {
  std::string out;
  out.reserve(message.size() + name.size());
  for (size_t i = 0; i < message.size(); ++i) {
    if (message.compare(i, 6, "{name}") == 0) {
      out += name;
      i += 5;
    } else if (message.compare(i, 8, "{detail}") == 0) {
      out += detail;
      i += 7;
    } else {
      out += message[i];
    }
  }
  return out;
}

// The byte offset of the code point after `count` code points of `text` from `at`.
size_t AdvanceCodePoints(std::string_view text, size_t at, uint32_t count) {
  for (; at < text.size(); ++at) {
    if ((static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) continue;
    if (count-- == 0) break;
  }
  return at;
}

// The finding's line, or a window of it that starts a little before the finding.
void SetSourceLine(Finding& f, std::string_view line) {
  if (CodePointCount(line) <= kMaxSourceLineCodePoints) {
    f.source_line = std::string(line);
    return;
  }
  constexpr uint32_t kBefore = 40;
  f.source_line_column = f.start.column > kBefore ? f.start.column - kBefore : 1;
  size_t begin = AdvanceCodePoints(line, 0, f.source_line_column - 1);
  size_t end = AdvanceCodePoints(line, begin, kMaxSourceLineCodePoints);
  f.source_line = std::string(line.substr(begin, end - begin));
}

// Finding::span_hash: FNV-1a 64 over the normalised lines first..last.
uint64_t SpanHash(const SourceText& text, uint32_t first, uint32_t last) {
  uint64_t h = 1469598103934665603ull;
  auto mix = [&h](unsigned char c) {
    h ^= c;
    h *= 1099511628211ull;
  };
  last = std::min({last, first + kMaxSpanHashLines - 1, text.LineCount()});
  for (uint32_t n = first; n <= last; ++n) {
    std::string_view line = text.Line(n);
    bool pending_space = false;
    bool started = false;
    for (char c : line) {
      if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
        pending_space = started;
        continue;
      }
      if (pending_space) mix(' ');
      pending_space = false;
      started = true;
      mix(static_cast<unsigned char>(c));
    }
    mix('\n');
  }
  return h == 0 ? 1 : h;
}

}  // namespace

// Turns matches into findings, once per rule and place (declared in analyzer.h).
class Matcher {
 public:
  Matcher(const SourceFile& file, const SourceText& text, std::vector<Finding>& out)
      : file_(file), text_(text), out_(out) {}

  // Whether a finding of `rule` already covers `range` (a call's covers its callee).
  bool Covered(const Rule& rule, ByteRange range) const {
    for (const auto& [id, start, end] : seen_) {
      if (id == rule.id && start <= range.start && range.end <= end) return true;
    }
    return false;
  }

  // The finding made, or null when this rule already has one at `range`.
  Finding* Emit(const Rule& rule, ByteRange range, const std::string& name,
                const std::string& detail, const std::vector<std::string>& resolution) {
    if (!seen_.insert({rule.id, range.start, range.end}).second) return nullptr;
    Finding f;
    f.rule_id = rule.id;
    f.category = rule.category;
    f.capability = rule.capability;
    f.severity = rule.severity;
    f.message = Expand(rule.message, name, detail);
    f.remediation = rule.remediation;
    f.path = file_.path;
    f.start = text_.PositionOf(range.start);
    f.end = text_.PositionOf(range.end);
    SetSourceLine(f, text_.Line(f.start.line));
    f.span_hash = SpanHash(text_, f.start.line, f.end.line);
    f.resolution = resolution;
    out_.push_back(std::move(f));
    return &out_.back();
  }

  // A finding in a code string the call at `range` runs: reported at the call, with
  // where in the string it is.
  void EmitInCodeString(Finding inner, ByteRange range, const std::string& note) {
    if (!seen_.insert({inner.rule_id, range.start, range.end}).second) return;
    inner.path = file_.path;
    inner.start = text_.PositionOf(range.start);
    inner.end = text_.PositionOf(range.end);
    inner.source_line_column = 1;
    SetSourceLine(inner, text_.Line(inner.start.line));
    inner.span_hash = SpanHash(text_, inner.start.line, inner.end.line);
    inner.resolution.insert(inner.resolution.begin(), note);
    out_.push_back(std::move(inner));
  }

 private:
  const SourceFile& file_;
  const SourceText& text_;
  std::vector<Finding>& out_;
  std::set<std::tuple<std::string, uint32_t, uint32_t>> seen_;
};

namespace {

const ArgFact* SelectArg(const CallFact& call, const ArgCondition& c) {
  if (c.keyword) {
    for (const auto& arg : call.args) {
      if (arg.keyword && *arg.keyword == *c.keyword) return &arg;
    }
  }
  if (c.position) {
    int index = 0;
    for (const auto& arg : call.args) {
      if (arg.keyword) continue;
      if (arg.spread) return &arg;  // *args may hold it: unknown, non-literal
      if (index == *c.position) return &arg;
      ++index;
    }
  }
  return nullptr;
}

// Whether an argument condition holds; kUnknownPath when all it asks holds but a
// `path: outside` test, and nothing of that path is known.
enum class Holds { kNo, kYes, kUnknownPath };

// A relative path at a call made in another working directory (CallFact::cwd), as seen
// from where the program starts.
std::string FromStart(const std::string& cwd, const std::string& path) {
  if (cwd.empty() || cwd == "?" || path.starts_with('/') || path.starts_with('~') ||
      path.starts_with("file:")) {
    return path;
  }
  return cwd + "/" + path;
}

// Whether nothing of an argument's value is known that `equals` or `matches` could be
// read from: its text or start, the strings it may be, a function, an object's keys, the
// names it is.
bool Unknown(const ArgFact& arg) {
  return !arg.constant && !arg.prefix && arg.one_of.empty() && !arg.is_function &&
         arg.property_keys.empty() && (arg.names.empty() || arg.names_open);
}

// With `unknown_may_hold` (a `where`), a value nothing is known of may be what `equals`
// or `matches` with `or_unknown` asks for (`open('/etc/x', mode)` with mode unknown may
// write); for an `unless` it is not (HoldsForEvery).
Holds ArgHolds(const ArgFact* arg, const ArgCondition& c, const std::string& cwd = "",
               bool unknown_may_hold = true) {
  if (arg != nullptr && !arg->constant && !arg->one_of.empty()) {
    // One of several constants: the condition holds if it holds for any of them.
    for (const auto& each : arg->one_of) {
      ArgFact single = *arg;
      single.one_of.clear();
      single.one_of_open = false;
      single.constant = each;
      single.is_string = true;
      if (ArgHolds(&single, c, cwd, unknown_may_hold) == Holds::kYes) return Holds::kYes;
    }
    if (!arg->one_of_open) return Holds::kNo;
    // Or something not known.
    ArgFact unknown = *arg;
    unknown.one_of.clear();
    unknown.one_of_open = false;
    return ArgHolds(&unknown, c, cwd, unknown_may_hold);
  }
  if (arg != nullptr && c.property) {
    const ArgFact* property = nullptr;
    for (size_t i = 0; i < arg->property_keys.size(); ++i) {
      if (arg->property_keys[i] == *c.property) property = &arg->property_values[i];
    }
    // An object with a spread or a computed key may have it, holding anything.
    for (size_t i = 0; property == nullptr && i < arg->property_keys.size(); ++i) {
      if (arg->property_keys[i] == "*") property = &arg->property_values[i];
    }
    // The property's value is judged as an argument would be (one of several strings...).
    ArgCondition on_value = c;
    on_value.property.reset();
    return ArgHolds(property, on_value, cwd, unknown_may_hold);
  }
  auto yes = [](bool b) { return b ? Holds::kYes : Holds::kNo; };
  if (c.present && (arg != nullptr) != *c.present) return Holds::kNo;
  if (arg == nullptr) return yes(c.present.has_value() && !*c.present);
  if (c.literal && arg->constant.has_value() != *c.literal) return Holds::kNo;
  // A string whose start only is known ('r' + x) may be completed to anything too.
  const bool may_be_anything =
      c.or_unknown && unknown_may_hold && (Unknown(*arg) || (!arg->constant && arg->prefix));
  if (!c.equals.empty() && !may_be_anything &&
      (!arg->constant ||
       std::find(c.equals.begin(), c.equals.end(), *arg->constant) == c.equals.end())) {
    return Holds::kNo;
  }
  // A known start that matches already (a prefix "../etc/" for "/") may well be
  // completed to a match: in a `where`, it holds.
  const bool start_matches = unknown_may_hold && !arg->constant && arg->prefix && c.matches &&
                             RegexSearch(*c.matches, *arg->prefix);
  if (c.matches && !may_be_anything && !start_matches &&
      (!arg->constant || !RegexSearch(*c.matches, *arg->constant))) {
    return Holds::kNo;
  }
  if (!c.resolves_to.empty()) {
    bool any = false;
    for (const auto& name : arg->names) {
      for (const auto& p : c.resolves_to) any = any || p.Matches(name);
    }
    if (!any) return Holds::kNo;
  }
  if (c.type) {
    if (*c.type == "string" && !arg->is_string) return Holds::kNo;
    if (*c.type == "function" && !arg->is_function) return Holds::kNo;
  }
  if (c.path) {
    if (arg->constant && arg->is_string) {
      return yes(PathHolds(*c.path, FromStart(cwd, *arg->constant), true));
    }
    if (arg->prefix) return yes(PathHolds(*c.path, FromStart(cwd, *arg->prefix), false));
    return *c.path == PathTest::kOutside ? Holds::kUnknownPath : Holds::kNo;
  }
  return Holds::kYes;
}

// Whether an `unless` condition holds whatever the argument is: for each of the strings
// or names it may be, and not when it may also be something not known.
bool HoldsForEvery(const ArgFact* arg, const ArgCondition& c, const std::string& cwd) {
  if (arg != nullptr && !arg->constant && !arg->one_of.empty()) {
    if (arg->one_of_open) return false;
    for (const auto& each : arg->one_of) {
      ArgFact single = *arg;
      single.one_of.clear();
      single.constant = each;
      single.is_string = true;
      if (!HoldsForEvery(&single, c, cwd)) return false;
    }
    return true;
  }
  if (arg != nullptr && !c.resolves_to.empty() && (arg->names_open || arg->names.size() > 1)) {
    if (arg->names_open) return false;
    for (const auto& name : arg->names) {
      ArgFact single = *arg;
      single.names = {name};
      if (ArgHolds(&single, c, cwd, false) != Holds::kYes) return false;
    }
    return true;
  }
  return ArgHolds(arg, c, cwd, false) == Holds::kYes;
}

Holds CallConditionsHold(const CallFact& call, const Pattern& p) {
  // Where a pattern judges a path, arguments hidden by a spread (`open(*args)`, or any
  // use of the function as a value) may be anything: the call may well do what the
  // pattern describes, on a path nothing is known of.
  const bool judges_path = std::any_of(p.where.begin(), p.where.end(),
                                       [](const auto& c) { return c.path == PathTest::kOutside; });
  Holds all = Holds::kYes;
  for (const auto& c : p.where) {
    const ArgFact* arg = SelectArg(call, c);
    if (judges_path && arg != nullptr && arg->spread) {
      all = Holds::kUnknownPath;
      continue;
    }
    Holds h = ArgHolds(arg, c, call.cwd);
    if (h == Holds::kNo) return Holds::kNo;
    if (h == Holds::kUnknownPath) all = h;
  }
  for (const auto& c : p.unless) {
    if (HoldsForEvery(SelectArg(call, c), c, call.cwd)) return Holds::kNo;
  }
  return all;
}

const std::string* FirstMatch(const std::vector<NamePattern>& patterns,
                              const std::vector<std::string>& names) {
  for (const auto& name : names) {
    for (const auto& p : patterns) {
      if (p.Matches(name)) return &name;
    }
  }
  return nullptr;
}

// An import of `a.b.c` also counts as an import of `a.b` and `a`.
bool ImportMatches(const std::vector<NamePattern>& patterns, const std::string& module) {
  for (const auto& p : patterns) {
    if (p.Matches(module)) return true;
    for (size_t dot = module.find('.'); dot != std::string::npos; dot = module.find('.', dot + 1)) {
      if (p.Matches(std::string_view(module).substr(0, dot))) return true;
    }
  }
  return false;
}

bool AttributeMatches(const std::vector<NamePattern>& patterns, const AttributeFact& a) {
  for (const auto& p : patterns) {
    if (p.text().find('.') == std::string::npos) {
      if (p.Matches(a.name)) return true;
    } else if (a.path == p.text() || a.path.ends_with("." + p.text())) {
      return true;
    }
  }
  return false;
}

// The chain step of a callee used as a value (CallFact::as_value).
std::string ValueUseStep(const std::string& name) {
  return "`" + name +
         "` is used here as a value, not called or read from: whatever receives it can "
         "call it, or any member of it, where no analysis can see";
}

// The environment variable a call such as os.getenv('K') names: its first argument
// (or `key=`), when a constant string; none otherwise.
std::vector<std::string> VariableNamed(const CallFact& call) {
  for (const auto& arg : call.args) {
    if (arg.spread) return {};
    if (arg.keyword && *arg.keyword != "key") continue;
    if (arg.is_string && arg.constant) return {*arg.constant};
    return {};
  }
  return {};
}

// Records the variables an environment finding reads, and names them in its message.
void NameVariables(Finding& f, std::vector<std::string> variables) {
  if (variables.empty()) return;
  std::string list;
  for (const auto& v : variables) list += (list.empty() ? "`" : ", `") + v + "`";
  f.message += " (" + list + ")";
  f.variables = std::move(variables);
}

// Whether `name` is one a pattern names outright, not through a wildcard ("*.dump" is
// also json.dump(obj, fp): its first argument is not a path).
bool NamedExactly(const std::vector<NamePattern>& patterns, const std::string& name) {
  for (const auto& p : patterns) {
    if (p.text().find('*') == std::string::npos && p.Matches(name)) return true;
  }
  return false;
}

// How the callee and each argument the pattern's conditions judge were worked out.
std::vector<std::string> CallResolution(const CallFact& call, const Pattern& p) {
  std::vector<std::string> resolution = call.resolution;
  for (const auto& c : p.where) {
    const ArgFact* arg = SelectArg(call, c);
    if (arg == nullptr) continue;
    for (const auto& step : arg->chain) {
      if (std::find(resolution.begin(), resolution.end(), step) == resolution.end()) {
        resolution.push_back(step);
      }
    }
  }
  return resolution;
}

// A call `rule` would judge by where its path leads, on a path nothing is known of.
void EmitUnresolvedPath(const Rule& rule, const Rule& unresolved, const CallFact& call,
                        const Pattern& p, const std::string& name, Matcher& m) {
  std::vector<std::string> resolution = CallResolution(call, p);
  if (call.as_value) resolution.push_back(ValueUseStep(name));
  std::string detail = "where `" + name +
                       "` leads is only known when the code runs, so it may be outside the "
                       "working directory (" +
                       rule.id + ")";
  if (Finding* f = m.Emit(unresolved, call.range, name, detail, resolution)) {
    f->capability = rule.capability;
    f->severity = std::min(f->severity, rule.severity);
  }
}

// The @match nodes of each rule query run by a merged one (Analyzer::MergedQueries).
using QueryMatches = std::unordered_map<const CompiledQuery*, std::vector<TSNode>>;

// Facts by the names they carry (a call's callees, a reference's names), so that a rule's
// patterns visit the facts that may match them instead of every fact of the file: with
// seventy rules each naming a few functions, scanning every call for every pattern was
// most of the matching.
class NameIndex {
 public:
  template <typename Fact>
  NameIndex(const std::vector<Fact>& facts, std::vector<std::string> Fact::*names)
      : size_(facts.size()) {
    auto note = [](auto& index, std::string_view key, size_t i) {
      auto& at = index[key];
      if (at.empty() || at.back() != i) at.push_back(i);
    };
    for (size_t i = 0; i < facts.size(); ++i) {
      for (const auto& name : facts[i].*names) {
        note(by_name_, name, i);
        note(by_last_, LastPart(name), i);
      }
    }
  }

  // The indices, in order, of the facts one of `patterns` may match: those carrying a name
  // a pattern spells out; for a pattern ending in a wildcard and then `.name` (`*.to_csv`,
  // `*.__path__.insert`) those with a name ending in `name`; for any other wildcard, all.
  std::vector<size_t> Candidates(const std::vector<NamePattern>& patterns) const {
    std::vector<size_t> out;
    auto add = [&](const auto& index, std::string_view key) {
      if (auto it = index.find(key); it != index.end()) {
        out.insert(out.end(), it->second.begin(), it->second.end());
      }
    };
    for (const auto& p : patterns) {
      const std::string& text = p.text();
      const size_t star = text.rfind('*');
      if (star == std::string::npos) {
        add(by_name_, text);
        continue;
      }
      const size_t dot = text.rfind('.');
      if (dot == std::string::npos || dot < star || dot + 1 == text.size()) {
        out.resize(size_);
        for (size_t i = 0; i < size_; ++i) out[i] = i;
        return out;
      }
      add(by_last_, LastPart(text));
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
  }

 private:
  static std::string_view LastPart(std::string_view name) {
    return name.substr(name.rfind('.') + 1);  // npos + 1 is 0: the whole name
  }

  std::unordered_map<std::string_view, std::vector<size_t>> by_name_;
  std::unordered_map<std::string_view, std::vector<size_t>>
      by_last_;  // by the part after the last `.`
  size_t size_;
};

// What MatchRule looks rules' patterns up in, made once per file.
struct FactIndex {
  explicit FactIndex(const Facts& facts)
      : calls(facts.calls, &CallFact::callees),
        references(facts.references, &ReferenceFact::names) {}
  NameIndex calls;
  NameIndex references;
  QueryMatches queries;
};

void MatchRule(const Rule& rule, const Facts& facts, Language language, TSNode root,
               std::string_view source, const Rule& unresolved_path, const FactIndex& index,
               Matcher& m) {
  for (const auto& p : rule.patterns) {
    switch (p.kind) {
      case PatternKind::kCall:
        for (size_t i : index.calls.Candidates(p.names)) {
          const CallFact& call = facts.calls[i];
          const std::string* name = FirstMatch(p.names, call.callees);
          if (name == nullptr) continue;
          Holds holds = CallConditionsHold(call, p);
          if (holds == Holds::kUnknownPath) {
            if (NamedExactly(p.names, *name))
              EmitUnresolvedPath(rule, unresolved_path, call, p, *name, m);
          } else if (holds == Holds::kYes) {
            if (call.as_value) {
              std::vector<std::string> resolution = call.resolution;
              resolution.push_back(ValueUseStep(*name));
              m.Emit(rule, call.range, *name, "", resolution);
            } else if (Finding* f = m.Emit(rule, call.range, *name, "", CallResolution(call, p))) {
              if (rule.category == "environment") NameVariables(*f, VariableNamed(call));
            }
          }
        }
        break;
      case PatternKind::kValue:
        for (size_t i : index.calls.Candidates(p.names)) {
          const CallFact& call = facts.calls[i];
          if (!call.as_value) continue;
          if (const std::string* name = FirstMatch(p.names, call.callees)) {
            std::vector<std::string> resolution = call.resolution;
            resolution.push_back(ValueUseStep(*name));
            m.Emit(rule, call.range, *name, "", resolution);
          }
        }
        break;
      case PatternKind::kImport:
        for (const auto& import : facts.imports) {
          if (ImportMatches(p.names, import.module)) {
            m.Emit(rule, import.range, import.module, "", import.resolution);
          }
        }
        break;
      case PatternKind::kAttribute:
        for (const auto& attribute : facts.attributes) {
          if (AttributeMatches(p.names, attribute))
            m.Emit(rule, attribute.range, attribute.name, "", {});
        }
        break;
      case PatternKind::kReference:
        for (size_t i : index.references.Candidates(p.names)) {
          const ReferenceFact& reference = facts.references[i];
          if (const std::string* name = FirstMatch(p.names, reference.names)) {
            Finding* f = m.Emit(rule, reference.range, *name, "", reference.resolution);
            if (f != nullptr && rule.category == "environment") NameVariables(*f, reference.keys);
          }
        }
        break;
      case PatternKind::kUnresolved:
        for (const auto& u : facts.unresolved) {
          if (std::find(p.unresolved.begin(), p.unresolved.end(), u.kind) != p.unresolved.end()) {
            m.Emit(rule, u.range, std::string(UnresolvedKindName(u.kind)), u.detail, {});
          }
        }
        break;
      case PatternKind::kQuery:
        if (const auto& query = p.queries[static_cast<int>(language)]) {
          auto emit = [&](TSNode node) {
            m.Emit(rule, {ts_node_start_byte(node), ts_node_end_byte(node)},
                   std::string(NodeText(node, source)), "", {});
          };
          auto known = index.queries.find(query.get());
          if (known == index.queries.end()) {
            query->ForEachMatch(root, source, emit);
          } else {
            for (TSNode node : known->second) emit(node);
          }
        }
        break;
    }
  }
}

// Whether a JavaScript specifier that is a file path (`./x`, `/x`, `.x`) names one of the
// program's own files: its first segment one of `is_local`'s names (a file of the linted
// file's folder or a run's input file, without its extension), reached without climbing,
// queries, escapes or backslashes that a resolver reads otherwise. A `.json` file is
// data, whoever wrote it. `../` leaves the folder and is not judged here.
bool LocalFileSpecifier(std::string_view spec,
                        const std::function<bool(const std::string&)>& is_local) {
  if (spec.starts_with("../")) return true;
  if (spec.find_first_of("?#%\\") != std::string_view::npos || spec.starts_with("/")) {
    return false;
  }
  std::string_view rest = spec;
  while (rest.starts_with("./")) rest.remove_prefix(2);
  if (rest.empty() || rest == ".") return is_local("index");
  size_t at = 0;
  while (at <= rest.size()) {  // no `.` or `..` segment after the start
    const size_t slash = std::min(rest.find('/', at), rest.size());
    const std::string_view segment = rest.substr(at, slash - at);
    if (segment == "." || segment == ".." || (segment.empty() && slash < rest.size())) {
      return false;
    }
    at = slash + 1;
  }
  if (rest.ends_with(".json")) return true;
  std::string first(rest.substr(0, rest.find('/')));
  if (rest.find('/') == std::string_view::npos) {  // a file: without its extension
    for (std::string_view ext : {".js", ".mjs", ".cjs", ".node"}) {
      if (first.size() > ext.size() && first.ends_with(ext)) {
        first.resize(first.size() - ext.size());
        break;
      }
    }
  }
  return is_local(first);
}

// Imports and uses of module members outside the module lists. A rule's finding at the
// same place does not replace one: the lists are a grant of their own, so a rule's
// action (a warning, say) cannot let an unlisted module through.
void CheckModuleLists(const ModuleList& lists, const Rule& rule, Language language,
                      const Facts& facts, const std::vector<std::string>& local_modules,
                      Matcher& m) {
  const std::string where = "the module lists in force (" + lists.Names() + ")";
  auto unlisted_module = [&](const std::string& name) {
    return "`" + name + "` is not on " + where +
           ": cordon refuses modules it was not told are safe; if the code needs it, add it to "
           "a module list the policy names";
  };
  auto unlisted_member = [&](const std::string& name) {
    if (lists.UnderWholeModule(language, name)) {
      return "`" + name + "` is not allowed by " + where +
             ": a listed module comes with its public names, not private ones (`_name`) or "
             "those the list excepts; if the code needs it, add it to a module list the "
             "policy names";
    }
    const std::string module = name.substr(0, name.find('.'));
    return "`" + name + "` is not among the members of `" + module + "` on " + where +
           ": only the listed members of `" + module + "` are allowed";
  };
  auto is_local = [&](const std::string& name) {
    return !name.empty() &&
           std::find(local_modules.begin(), local_modules.end(), name) != local_modules.end();
  };
  for (const auto& import : facts.imports) {
    if (language == Language::kJavaScript && lists.Checks(language) &&
        (import.module.starts_with(".") || import.module.starts_with("/"))) {
      if (!LocalFileSpecifier(import.module, is_local)) {
        m.Emit(rule, import.range, import.module,
               "`" + import.module +
                   "` is not one of the program's files, so the code it loads was written "
                   "when the program runs, or by something else, and no analysis has read "
                   "it; put that code in the program, or pass the file in with the run's "
                   "input files",
               import.resolution);
      }
      continue;
    }
    if (is_local(TopModule(language, import.module))) continue;
    if (auto name = lists.UnlistedImport(language, import.module)) {
      m.Emit(rule, import.range, *name,
             (name->find('.') != std::string::npos && !name->starts_with(import.module)) ||
                     lists.UnderWholeModule(language, *name)
                 ? unlisted_member(*name)
                 : unlisted_module(*name),
             import.resolution);
    }
  }
  auto check_names = [&](ByteRange range, const std::vector<std::string>& names,
                         const std::vector<std::string>& resolution) {
    for (const auto& qualified : names) {
      // A namespace handed on whole (`shutil.__dict__`) is no member: rules judge it.
      // A store into one (`process.exitCode = 1`, the resolver's `process.__setattr__`) is
      // no use of a member either: rules judge what is put there.
      if (qualified.ends_with(".__dict__") || qualified.ends_with(".__setattr__")) continue;
      if (auto name = lists.UnlistedMember(language, qualified)) {
        if (!m.Covered(rule, range)) {
          m.Emit(rule, range, *name, unlisted_member(*name), resolution);
        }
        return;
      }
    }
  };
  for (const auto& call : facts.calls) check_names(call.range, call.callees, call.resolution);
  // A mixed module handed on whole (an argument, an element, thrown, returned): what the
  // code it reaches does with its members is not followed, so no rule can judge it.
  for (const auto& call : facts.calls) {
    if (!call.as_value) continue;
    for (const auto& module : call.callees) {
      if (!lists.HasMemberList(language, module) || m.Covered(rule, call.range)) continue;
      m.Emit(rule, call.range, module,
             "`" + module + "` is handed on whole here, to code cordon does not follow, so " +
                 "what is done there with its members (a write anywhere, say) cannot be " +
                 "judged; use its members here, or hand on only the member the code needs",
             call.resolution);
      break;
    }
  }
  for (const auto& reference : facts.references) {
    check_names(reference.range, reference.names, reference.resolution);
  }
}

// The first ERROR or MISSING node, for the syntax-error finding.
TSNode FirstSyntaxProblem(TSNode node) {
  if (ts_node_is_error(node) || ts_node_is_missing(node)) return node;
  uint32_t n = ts_node_child_count(node);
  for (uint32_t i = 0; i < n; ++i) {
    TSNode child = ts_node_child(node, i);
    if (ts_node_has_error(child)) return FirstSyntaxProblem(child);
  }
  return node;
}

// Whether tree-sitter reads the byte at `offset` as part of a comment, string or regex
// (code inside a template's `${...}` is code).
bool InsideText(TSNode root, uint32_t offset) {
  for (TSNode node = ts_node_descendant_for_byte_range(root, offset, offset + 1);
       !ts_node_is_null(node); node = ts_node_parent(node)) {
    std::string_view type = NodeType(node);
    if (type == "template_substitution") return false;
    if (type == "comment" || type == "string" || type == "template_string" || type == "regex") {
      return true;
    }
  }
  return false;
}

// Node reads `<!--` anywhere, and `-->` first on a line (after blanks or a block
// comment), as the start of a line comment in a script (ECMAScript Annex B, which
// CommonJS modules are); tree-sitter reads operators there. Where tree-sitter sees code
// at such a place, the two read the rest of the line, and possibly more, differently.
std::vector<ByteRange> HtmlLikeComments(TSNode root, std::string_view source) {
  std::vector<ByteRange> found;
  for (size_t at = source.find("<!--"); at != std::string_view::npos;
       at = source.find("<!--", at + 1)) {
    if (!InsideText(root, static_cast<uint32_t>(at))) {
      found.push_back({static_cast<uint32_t>(at), static_cast<uint32_t>(at + 4)});
    }
  }
  for (size_t at = source.find("-->"); at != std::string_view::npos;
       at = source.find("-->", at + 1)) {
    size_t line_start = source.rfind('\n', at);
    line_start = line_start == std::string_view::npos ? 0 : line_start + 1;
    std::string_view before = source.substr(line_start, at - line_start);
    // Blanks, and any non-ASCII byte (Unicode spaces count as blanks for Node).
    while (!before.empty() &&
           (before.back() == ' ' || before.back() == '\t' || before.back() == '\v' ||
            before.back() == '\f' || static_cast<unsigned char>(before.back()) >= 0x80)) {
      before.remove_suffix(1);
    }
    if ((before.empty() || before.ends_with("*/")) &&
        !InsideText(root, static_cast<uint32_t>(at))) {
      found.push_back({static_cast<uint32_t>(at), static_cast<uint32_t>(at + 3)});
    }
  }
  std::sort(found.begin(), found.end(),
            [](const ByteRange& a, const ByteRange& b) { return a.start < b.start; });
  return found;
}

// Whether `function` (a function node) has the anonymous child `token` (`async`, `*`).
bool HasToken(TSNode function, std::string_view token) {
  for (uint32_t i = 0; i < ts_node_child_count(function); ++i) {
    TSNode child = ts_node_child(function, i);
    if (!ts_node_is_named(child) && ts_node_type(child) == token) return true;
  }
  return false;
}

// `await /re/` outside an async function and `yield /re/` outside a generator: there
// Node reads `await` and `yield` as plain names (a CommonJS script, sloppy mode), so the
// slashes divide and what tree-sitter reads as a regular expression is code.
std::vector<ByteRange> KeywordRegexes(TSNode root) {
  std::vector<ByteRange> found;
  std::vector<TSNode> pending{root};
  while (!pending.empty()) {
    TSNode node = pending.back();
    pending.pop_back();
    for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
      pending.push_back(ts_node_named_child(node, i));
    }
    std::string_view type = ts_node_type(node);
    if (type != "await_expression" && type != "yield_expression") continue;
    TSNode argument = ts_node_named_child_count(node) > 0 ? ts_node_named_child(node, 0) : TSNode{};
    if (ts_node_is_null(argument) || std::string_view(ts_node_type(argument)) != "regex") continue;
    bool keyword = false;
    for (TSNode at = ts_node_parent(node); !ts_node_is_null(at) && !keyword;
         at = ts_node_parent(at)) {
      std::string_view t = ts_node_type(at);
      bool function = t == "function_declaration" || t == "function_expression" ||
                      t == "function" || t == "arrow_function" || t == "method_definition" ||
                      t == "generator_function" || t == "generator_function_declaration";
      if (!function) continue;
      keyword = type == "await_expression"
                    ? HasToken(at, "async")
                    : t == "generator_function" || t == "generator_function_declaration" ||
                          HasToken(at, "*");
      break;
    }
    if (!keyword) found.push_back({ts_node_start_byte(node), ts_node_end_byte(node)});
  }
  return found;
}

}  // namespace

Analyzer::Analyzer(const RuleSet& rules, AnalysisLimits limits) : rules_(rules), limits_(limits) {
  for (Language language : {Language::kPython, Language::kJavaScript}) {
    MergedQueries& merged = merged_[static_cast<int>(language)];
    std::vector<const CompiledQuery*> parts;
    for (const auto& rule : rules_.rules()) {
      for (const auto& p : rule.patterns) {
        if (p.kind != PatternKind::kQuery || !p.queries[static_cast<int>(language)]) continue;
        merged.parts.push_back(p.queries[static_cast<int>(language)]);
        parts.push_back(merged.parts.back().get());
      }
    }
    merged.query = CompiledQuery::Merge(TreeSitterLanguage(language), parts);
    if (!merged.query) merged.parts.clear();  // each query walks the tree on its own
  }
}

Finding Analyzer::CompiledModule(const std::string& path) const {
  std::vector<Finding> findings;
  SourceText nothing{std::string()};
  SourceFile file{path, Language::kPython, ""};
  Matcher(file, nothing, findings)
      .Emit(*rules_.Find(kSourceTextRule), {0, 0}, "",
            "`" + path +
                "` is a compiled module: the interpreter can load it as code that cordon "
                "cannot analyse; send its source instead",
            {});
  return std::move(findings.front());
}

std::vector<Finding> Analyzer::Analyze(const SourceFile& file,
                                       const AnalyzeOptions& options) const {
  return AnalyzeAt(file, options, 0);
}

void Analyzer::AnalyzeCodeStrings(const Facts& facts, const SourceFile& file,
                                  const AnalyzeOptions& options, int depth,
                                  Matcher& matcher) const {
  struct Stage {
    ByteRange range;  // where its findings are reported
    std::string text;
    std::string where;
    uint32_t lines_added = 0;
    bool guessed = false;  // only code if it parses: a Function throws on anything else
  };
  std::vector<Stage> stages;
  for (const auto& call : facts.calls) {
    if (auto codes = CodeStringsOf(call, file.language); !codes.empty()) {
      if (codes.size() > kMaxCodeStringsPerCall) {
        // Each may nest more: refused rather than followed into a combinatorial walk.
        matcher.Emit(*rules_.Find(kAnalysisLimitRule), call.range, "",
                     "not analysed: the code string given to `" + codes.front().callee +
                         "` is one of " + std::to_string(codes.size()) + " (at most " +
                         std::to_string(kMaxCodeStringsPerCall) + " are followed)",
                     {});
        continue;
      }
      for (auto& code : codes) {
        stages.push_back({call.range, std::move(code.text),
                          "in the code string given to `" + code.callee + "`", code.lines_added});
      }
      continue;
    }
    for (auto& guessed : GuessedCodeStrings(call, file.language)) {
      stages.push_back(
          {call.range, std::move(guessed.text),
           "in the string given to `" + guessed.callee + "`, run as code if that is a Function",
           guessed.lines_added, true});
    }
  }
  for (const auto& embedded : facts.embedded_code) {
    stages.push_back({embedded.range, embedded.text, embedded.where, 0});
  }
  for (auto& stage : stages) {
    if (depth + 1 >= kMaxCodeStringDepth) {
      matcher.Emit(*rules_.Find(kAnalysisLimitRule), stage.range, "",
                   "not analysed: code strings nested more than " +
                       std::to_string(kMaxCodeStringDepth) + " deep",
                   {stage.where});
      continue;
    }
    SourceFile inner{file.path, file.language, std::move(stage.text)};
    std::vector<Finding> found = AnalyzeAt(inner, options, depth + 1);
    if (stage.guessed && std::any_of(found.begin(), found.end(), [](const Finding& f) {
          return f.rule_id == kSyntaxErrorRule;
        })) {
      continue;  // prose, not code
    }
    for (auto& f : found) {
      if (f.rule_id == kSyntaxErrorRule) continue;  // a string that is not code runs nothing
      std::string line = f.source_line;
      if (CodePointCount(line) > 80) line = line.substr(0, AdvanceCodePoints(line, 0, 77)) + "...";
      std::string note = stage.where + ", its line " +
                         std::to_string(f.start.line - stage.lines_added) + ": `" + line + "`";
      matcher.EmitInCodeString(std::move(f), stage.range, note);
    }
  }
}

std::vector<Finding> Analyzer::AnalyzeAt(const SourceFile& file, const AnalyzeOptions& options,
                                         int depth) const {
  std::vector<Finding> findings;
  const Rule& limit_rule = *rules_.Find(kAnalysisLimitRule);
  if (file.text.size() > limits_.max_source_bytes) {
    SourceText nothing{std::string()};
    Matcher matcher(file, nothing, findings);
    matcher.Emit(limit_rule, {0, 0}, "",
                 "not analysed: the source is " + std::to_string(file.text.size()) +
                     " bytes, over the limit of " + std::to_string(limits_.max_source_bytes),
                 {});
    return findings;
  }

  // What runs is the canonical text (the sandbox core runs exactly this), so that is
  // what is analysed; what it could not vouch for is a finding.
  CanonicalSource canonical = Canonicalize(file.text, file.language);
  SourceText text(std::move(canonical.text));
  Matcher matcher(file, text, findings);
  const Rule& source_rule = *rules_.Find(kSourceTextRule);
  for (const auto& defect : canonical.defects) {
    matcher.Emit(source_rule, {defect.offset, defect.offset}, "", defect.message, {});
  }

  TsParserPtr parser(ts_parser_new());
  ts_parser_set_language(parser.get(), TreeSitterLanguage(file.language));
  AnalysisBudget budget(limits_, text.text().size(), options.cancel);
  TSParseOptions parse_options{&budget, &CancelWhenSpent};
  TSInput input{};
  struct Payload {
    std::string_view text;
  } payload{text.text()};
  input.payload = &payload;
  input.read = [](void* p, uint32_t byte, TSPoint, uint32_t* bytes_read) noexcept -> const char* {
    std::string_view s = static_cast<Payload*>(p)->text;
    if (byte >= s.size()) {
      *bytes_read = 0;
      return "";
    }
    *bytes_read = static_cast<uint32_t>(s.size() - byte);
    return s.data() + byte;
  };
  input.encoding = TSInputEncodingUTF8;
  // The parser polls the budget only now and then: a cancellation before it starts, or a
  // budget of nothing, must not depend on the input's size.
  TsTreePtr tree(budget.Poll()
                     ? ts_parser_parse_with_options(parser.get(), nullptr, input, parse_options)
                     : nullptr);
  if (!tree) {
    matcher.Emit(limit_rule, {0, 0}, "",
                 budget.exhausted() ? "not analysed: " + budget.Describe() + " (while parsing)"
                                    : "not analysed: the parser gave up",
                 {});
    return findings;
  }
  TSNode root = ts_tree_root_node(tree.get());
  std::string_view source = text.text();
  if (file.language == Language::kJavaScript) {
    for (const auto& hazard : KeywordRegexes(root)) {
      std::string_view word = source.substr(hazard.start, 5) == "await" ? "await" : "yield";
      matcher.Emit(source_rule, hazard, "",
                   "`" + std::string(word) + "` outside an " +
                       (word == "await" ? "async function" : "generator") +
                       " is a plain name for Node, so the slashes after it divide, and what "
                       "the analysis reads as a regular expression is code; do not use `" +
                       std::string(word) + "` as a name",
                   {});
    }
    for (const auto& hazard : HtmlLikeComments(root, source)) {
      matcher.Emit(source_rule, hazard, "",
                   "`" + std::string(source.substr(hazard.start, hazard.end - hazard.start)) +
                       "` here starts a comment for Node (an HTML-like comment, allowed in "
                       "scripts) but not for the analysis, so the two would read different "
                       "code; write `< !--` or `-- >` with a space",
                   {});
    }
  }

  Facts facts = file.language == Language::kPython ? ResolvePython(root, source, budget)
                                                   : ResolveJavaScript(root, source, budget);
  if (facts.budget_hit) matcher.Emit(limit_rule, *facts.budget_hit, "", budget.Describe(), {});
  if (facts.depth_limit_hit) {
    matcher.Emit(limit_rule, *facts.depth_limit_hit, "",
                 "analysis stopped here: the code is nested too deeply to follow", {});
  }
  if (ts_node_has_error(root)) {
    TSNode problem = FirstSyntaxProblem(root);
    std::string detail = ts_node_is_missing(problem)
                             ? "syntax error: missing " + std::string(ts_node_type(problem))
                             : "syntax error: the parser could not make sense of this code";
    matcher.Emit(*rules_.Find(kSyntaxErrorRule),
                 {ts_node_start_byte(problem), ts_node_end_byte(problem)}, "", detail, {});
  }
  FactIndex index(facts);
  if (const MergedQueries& merged = merged_[static_cast<int>(file.language)]; merged.query) {
    for (const auto& part : merged.parts) index.queries[part.get()];
    merged.query->ForEachMatchOfPart(root, source, [&](size_t part, TSNode node) {
      index.queries[merged.parts[part].get()].push_back(node);
    });
  }
  for (const auto& rule : rules_.rules()) {
    if (rule.patterns.empty() || !rule.AppliesTo(file.language)) continue;
    MatchRule(rule, facts, file.language, root, source, *rules_.Find(kUnresolvedPathRule), index,
              matcher);
  }
  if (rules_.modules().Checks(file.language)) {
    CheckModuleLists(rules_.modules(), *rules_.Find(kUnlistedModuleRule), file.language, facts,
                     options.local_modules, matcher);
  }
  AnalyzeCodeStrings(facts, file, options, depth, matcher);

  if (options.honour_suppressions) {
    std::erase_if(findings, [&](const Finding& f) { return IsSuppressed(f, text, file.language); });
  }
  std::sort(findings.begin(), findings.end(), FindingBefore);
  return findings;
}

}  // namespace cordon
