#include "analyzer/compiled_query.h"

#include <algorithm>

namespace cordon {
namespace {

std::string_view QueryErrorName(TSQueryError error) {
  switch (error) {
    case TSQueryErrorSyntax: return "syntax error";
    case TSQueryErrorNodeType: return "unknown node type";
    case TSQueryErrorField: return "unknown field name";
    case TSQueryErrorCapture: return "unknown capture";
    case TSQueryErrorStructure: return "impossible pattern structure";
    case TSQueryErrorLanguage: return "incompatible language";
    default: return "error";
  }
}

std::string_view CaptureName(const TSQuery* query, uint32_t id) {
  uint32_t length = 0;
  const char* name = ts_query_capture_name_for_id(query, id, &length);
  return {name, length};
}

std::string_view StringValue(const TSQuery* query, uint32_t id) {
  uint32_t length = 0;
  const char* value = ts_query_string_value_for_id(query, id, &length);
  return {value, length};
}

bool IsQuantifier(char c) { return c == '?' || c == '*' || c == '+'; }
// Characters of node, field and capture names; predicate names may also hold ? and !.
bool IsNameChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-' || c == '.' || static_cast<unsigned char>(c) >= 0x80;
}

// Queries tree-sitter 0.25.1 mishandles, found by fuzz_rule_loader, refused before it
// sees them: the offset and what is wrong.
//  - A second quantifier in one suffix (`(x)?+`, `(x)* @c +`): ts_query_new never
//    returns. One quantifier per pattern is all a query means.
//  - A NUL character, raw or as `\0` in a string (`"]\0"`): matching it against node
//    names reads past the end of a name (ts_language_symbol_for_name).
struct QueryHazard {
  uint32_t offset;
  std::string_view message;
};
std::optional<QueryHazard> FindQueryHazard(std::string_view text) {
  constexpr std::string_view kNul = "a NUL character; node names and strings never hold one";
  bool after_quantifier = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '\0') return QueryHazard{static_cast<uint32_t>(i), kNul};
    if (c == '"') {  // a string: skip to its closing quote
      for (++i; i < text.size() && text[i] != '"'; ++i) {
        if (text[i] == '\0') return QueryHazard{static_cast<uint32_t>(i), kNul};
        if (text[i] != '\\') continue;
        ++i;
        if (i < text.size() && (text[i] == '0' || text[i] == '\0')) {
          return QueryHazard{static_cast<uint32_t>(i - 1), kNul};
        }
      }
      after_quantifier = false;
      continue;
    }
    if (c == ';') {  // a comment: skip to the end of the line
      while (i < text.size() && text[i] != '\n') ++i;
      continue;
    }
    if (c == '@' || c == '#' || IsNameChar(c)) {
      // A name: a capture keeps a suffix going; a node, field or predicate ends it.
      bool predicate = c == '#';
      while (i + 1 < text.size() && (IsNameChar(text[i + 1]) ||
                                     (predicate && (text[i + 1] == '?' || text[i + 1] == '!')))) {
        ++i;
      }
      if (c != '@') after_quantifier = false;
      continue;
    }
    if (IsQuantifier(c)) {
      if (after_quantifier) {
        return QueryHazard{static_cast<uint32_t>(i),
                           "two quantifiers on one pattern; keep one of ?, * and +"};
      }
      after_quantifier = true;
      continue;
    }
    if (c != ' ' && c != '\t' && c != '\n' && c != '\r') after_quantifier = false;
  }
  return std::nullopt;
}

// The node type of a pattern that is one named node and its @match capture, with
// predicates at most (`((string_content) @match (#match? @match "..."))`): such a pattern
// matches exactly the nodes of that type whose text the predicates accept, so it can be
// run by a plain walk of the tree, which costs a fraction of the query cursor (that was
// most of the Python snippet's query time). nullopt for any other shape.
std::optional<std::string_view> LoneNodeType(std::string_view pattern) {
  size_t at = 0;
  auto skip_space = [&] {
    while (at < pattern.size() && (pattern[at] == ' ' || pattern[at] == '\t' ||
                                   pattern[at] == '\n' || pattern[at] == '\r')) {
      ++at;
    }
  };
  auto take = [&](std::string_view word) {
    skip_space();
    if (pattern.substr(at, word.size()) != word) return false;
    at += word.size();
    return true;
  };
  const bool grouped = take("(") && (skip_space(), at < pattern.size() && pattern[at] == '(');
  if (!grouped) at = 0;
  if (!take("(")) return std::nullopt;
  skip_space();
  const size_t name_start = at;
  while (at < pattern.size() && ((pattern[at] >= 'a' && pattern[at] <= 'z') || pattern[at] == '_' ||
                                 (pattern[at] >= '0' && pattern[at] <= '9'))) {
    ++at;
  }
  std::string_view name = pattern.substr(name_start, at - name_start);
  if (name.empty() || !take(")") || !take("@match")) return std::nullopt;
  if (at < pattern.size() && IsNameChar(pattern[at])) return std::nullopt;  // @matched
  // Predicates only: `(#name ...)` groups, whose strings may hold any character.
  while (true) {
    skip_space();
    if (at == pattern.size()) return grouped ? std::nullopt : std::optional(name);
    if (pattern[at] == ')') {
      ++at;
      skip_space();
      return grouped && at == pattern.size() ? std::optional(name) : std::nullopt;
    }
    if (!take("(#")) return std::nullopt;
    while (at < pattern.size() && pattern[at] != ')') {
      if (pattern[at] == '(') return std::nullopt;
      if (pattern[at] == '"') {
        for (++at; at < pattern.size() && pattern[at] != '"'; ++at) {
          if (pattern[at] == '\\') ++at;
        }
      }
      ++at;
    }
    if (at >= pattern.size()) return std::nullopt;
    ++at;
  }
}

}  // namespace

std::unique_ptr<CompiledQuery> CompiledQuery::Compile(const TSLanguage* language,
                                                      std::string_view text, Error& error) {
  if (auto hazard = FindQueryHazard(text)) {
    error = {hazard->offset, std::string(hazard->message)};
    return nullptr;
  }
  uint32_t offset = 0;
  TSQueryError type = TSQueryErrorNone;
  TsQueryPtr query(
      ts_query_new(language, text.data(), static_cast<uint32_t>(text.size()), &offset, &type));
  if (!query) {
    error = {offset, std::string(QueryErrorName(type))};
    return nullptr;
  }
  std::optional<uint32_t> match_capture;
  for (uint32_t i = 0; i < ts_query_capture_count(query.get()); ++i) {
    if (CaptureName(query.get(), i) == "match") match_capture = i;
  }
  if (!match_capture) {
    error = {0, "the query must capture the node to report as @match"};
    return nullptr;
  }

  std::vector<std::vector<Predicate>> all;
  for (uint32_t pattern = 0; pattern < ts_query_pattern_count(query.get()); ++pattern) {
    uint32_t step_count = 0;
    const TSQueryPredicateStep* steps =
        ts_query_predicates_for_pattern(query.get(), pattern, &step_count);
    std::vector<Predicate> predicates;
    uint32_t start = 0;
    for (uint32_t i = 0; i < step_count; ++i) {
      if (steps[i].type != TSQueryPredicateStepTypeDone) continue;
      // steps[start] is the predicate name, then its arguments, up to i.
      std::string name(StringValue(query.get(), steps[start].value_id));
      Predicate p;
      std::string base = name;
      if (base.rfind("not-", 0) == 0) {
        p.negated = true;
        base = base.substr(4);
      }
      if (base == "eq?")
        p.op = Predicate::kEq;
      else if (base == "any-of?")
        p.op = Predicate::kAnyOf;
      else if (base == "match?")
        p.op = Predicate::kMatch;
      else {
        error = {ts_query_start_byte_for_pattern(query.get(), pattern),
                 "unsupported predicate '#" + name +
                     "' (supported: #eq?, #not-eq?, #any-of?, #not-any-of?, #match?, "
                     "#not-match?)"};
        return nullptr;
      }
      uint32_t argc = i - start - 1;
      const TSQueryPredicateStep* args = steps + start + 1;
      if (argc < 2 || args[0].type != TSQueryPredicateStepTypeCapture) {
        error = {ts_query_start_byte_for_pattern(query.get(), pattern),
                 "predicate '#" + name + "' takes a capture and at least one value"};
        return nullptr;
      }
      p.capture = args[0].value_id;
      for (uint32_t a = 1; a < argc; ++a) {
        if (args[a].type == TSQueryPredicateStepTypeCapture) {
          p.other_capture = args[a].value_id;
        } else {
          p.values.emplace_back(StringValue(query.get(), args[a].value_id));
        }
      }
      if (p.op == Predicate::kMatch) {
        std::string reason;
        p.regex = CompileRegex(p.values.at(0), reason);
        if (!p.regex) {
          error = {ts_query_start_byte_for_pattern(query.get(), pattern),
                   "invalid regular expression in '#" + name + "': " + reason};
          return nullptr;
        }
      }
      predicates.push_back(std::move(p));
      start = i + 1;
    }
    all.push_back(std::move(predicates));
  }
  auto compiled = std::unique_ptr<CompiledQuery>(
      new CompiledQuery(std::move(query), *match_capture, std::move(all)));
  compiled->text_ = std::string(text);
  const TSQuery* q = compiled->query_.get();
  for (uint32_t pattern = 0; pattern < ts_query_pattern_count(q); ++pattern) {
    const uint32_t start = ts_query_start_byte_for_pattern(q, pattern);
    auto name = LoneNodeType(text.substr(start, ts_query_end_byte_for_pattern(q, pattern) - start));
    TSSymbol symbol = name ? ts_language_symbol_for_name(language, name->data(),
                                                         static_cast<uint32_t>(name->size()), true)
                           : 0;
    // A supertype (`(expression)`) matches its subtypes, never a node of its own symbol.
    if (symbol != 0 &&
        (*name == "ERROR" || ts_language_symbol_type(language, symbol) != TSSymbolTypeRegular)) {
      symbol = 0;
    }
    if (symbol == 0) {
      compiled->lone_symbols_.clear();
      break;
    }
    compiled->lone_symbols_.push_back(symbol);
  }
  return compiled;
}

std::unique_ptr<CompiledQuery> CompiledQuery::Merge(
    const TSLanguage* language, const std::vector<const CompiledQuery*>& parts) {
  if (parts.size() < 2) return nullptr;
  std::string text;
  std::vector<uint32_t> starts;  // where each part begins in `text`
  for (const CompiledQuery* part : parts) {
    starts.push_back(static_cast<uint32_t>(text.size()));
    text += part->text_;
    text += '\n';
  }
  Error error;
  std::unique_ptr<CompiledQuery> merged = Compile(language, text, error);
  if (!merged) return nullptr;
  const uint32_t patterns = ts_query_pattern_count(merged->query_.get());
  for (uint32_t pattern = 0; pattern < patterns; ++pattern) {
    const uint32_t at = ts_query_start_byte_for_pattern(merged->query_.get(), pattern);
    const auto after = std::upper_bound(starts.begin(), starts.end(), at);
    merged->part_of_pattern_.push_back(static_cast<size_t>(after - starts.begin()) - 1);
  }
  return merged;
}

void CompiledQuery::ForEachMatchByWalk(
    TSNode root, std::string_view source,
    const std::function<void(uint32_t pattern, TSNode)>& on_match) const {
  struct Cursor {
    TSTreeCursor c;
    ~Cursor() { ts_tree_cursor_delete(&c); }
  } cursor{ts_tree_cursor_new(root)};
  TSQueryCapture capture{};
  capture.index = match_capture_;
  TSQueryMatch match{};
  match.capture_count = 1;
  match.captures = &capture;
  size_t depth = 0;
  while (true) {
    TSNode node = ts_tree_cursor_current_node(&cursor.c);
    const TSSymbol symbol = ts_node_symbol(node);
    for (uint32_t pattern = 0; pattern < lone_symbols_.size(); ++pattern) {
      if (lone_symbols_[pattern] != symbol) continue;
      capture.node = node;
      match.pattern_index = static_cast<uint16_t>(pattern);
      if (PredicatesHold(match, source)) on_match(pattern, node);
    }
    if (ts_tree_cursor_goto_first_child(&cursor.c)) {
      ++depth;
      continue;
    }
    while (!ts_tree_cursor_goto_next_sibling(&cursor.c)) {
      if (depth == 0) return;
      ts_tree_cursor_goto_parent(&cursor.c);
      --depth;
    }
    if (depth == 0) return;  // the root's siblings are not under it
  }
}

void CompiledQuery::ForEachMatchOfPart(
    TSNode root, std::string_view source,
    const std::function<void(size_t part, TSNode)>& on_match) const {
  if (!lone_symbols_.empty()) {
    return ForEachMatchByWalk(root, source, [&](uint32_t pattern, TSNode node) {
      if (pattern < part_of_pattern_.size()) on_match(part_of_pattern_[pattern], node);
    });
  }
  TsQueryCursorPtr cursor(ts_query_cursor_new());
  ts_query_cursor_exec(cursor.get(), query_.get(), root);
  TSQueryMatch match;
  while (ts_query_cursor_next_match(cursor.get(), &match)) {
    if (match.pattern_index >= part_of_pattern_.size() || !PredicatesHold(match, source)) continue;
    for (uint16_t c = 0; c < match.capture_count; ++c) {
      if (match.captures[c].index == match_capture_) {
        on_match(part_of_pattern_[match.pattern_index], match.captures[c].node);
      }
    }
  }
}

bool CompiledQuery::PredicatesHold(const TSQueryMatch& match, std::string_view source) const {
  auto text_of = [&](uint32_t capture) -> std::optional<std::string_view> {
    for (uint16_t c = 0; c < match.capture_count; ++c) {
      if (match.captures[c].index == capture) return NodeText(match.captures[c].node, source);
    }
    return std::nullopt;
  };
  for (const auto& p : predicates_[match.pattern_index]) {
    auto text = text_of(p.capture);
    if (!text) continue;  // capture absent (optional node): predicate does not apply
    bool holds = false;
    switch (p.op) {
      case Predicate::kEq:
        if (p.other_capture) {
          auto other = text_of(*p.other_capture);
          holds = other && *other == *text;
        } else {
          holds = !p.values.empty() && p.values[0] == *text;
        }
        break;
      case Predicate::kAnyOf:
        holds = std::find(p.values.begin(), p.values.end(), *text) != p.values.end();
        break;
      case Predicate::kMatch: holds = RegexSearch(*p.regex, *text); break;
    }
    if (holds == p.negated) return false;
  }
  return true;
}

void CompiledQuery::ForEachMatch(TSNode root, std::string_view source,
                                 const std::function<void(TSNode)>& on_match) const {
  if (!lone_symbols_.empty()) {
    return ForEachMatchByWalk(root, source, [&](uint32_t, TSNode node) { on_match(node); });
  }
  TsQueryCursorPtr cursor(ts_query_cursor_new());
  ts_query_cursor_exec(cursor.get(), query_.get(), root);
  TSQueryMatch match;
  while (ts_query_cursor_next_match(cursor.get(), &match)) {
    if (!PredicatesHold(match, source)) continue;
    for (uint16_t c = 0; c < match.capture_count; ++c) {
      if (match.captures[c].index == match_capture_) on_match(match.captures[c].node);
    }
  }
}

}  // namespace cordon
