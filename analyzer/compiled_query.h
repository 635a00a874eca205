// A tree-sitter query compiled for one language, with its text predicates.
//
// The tree-sitter core only reports captures; predicates such as #eq? are left to the
// client. CompiledQuery evaluates #eq?, #not-eq?, #any-of?, #not-any-of?, #match? and
// #not-match? itself and rejects any other predicate when the query is compiled, so a
// rule never silently matches more than its author wrote.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "analyzer/regex.h"
#include "analyzer/ts_handles.h"

namespace cordon {

class CompiledQuery {
 public:
  struct Error {
    uint32_t offset = 0;  // byte offset in the query text
    std::string message;
  };

  // Compiles `text`; on failure returns nullptr and fills `error`.
  // The query must capture the node to report as @match.
  static std::unique_ptr<CompiledQuery> Compile(const TSLanguage* language, std::string_view text,
                                                Error& error);

  // Calls `on_match` with the @match node of every match whose predicates hold.
  void ForEachMatch(TSNode root, std::string_view source,
                    const std::function<void(TSNode)>& on_match) const;

  // One query holding every pattern of `parts` (each compiled for `language`): a tree is
  // then walked once for all of them instead of once per query, which for three rules'
  // string patterns was a quarter of a Python snippet's analysis. nullptr when the
  // parts are fewer than two or do not compile together.
  static std::unique_ptr<CompiledQuery> Merge(const TSLanguage* language,
                                              const std::vector<const CompiledQuery*>& parts);
  // For a merged query: `on_match` with the index of the part whose pattern matched and
  // the @match node, in the order ForEachMatch of that part alone would give them.
  void ForEachMatchOfPart(TSNode root, std::string_view source,
                          const std::function<void(size_t part, TSNode)>& on_match) const;

  // Whether matches are found by a plain walk of the tree rather than the query cursor:
  // when every pattern is one named node captured as @match, with predicates at most.
  bool RunsByWalk() const { return !lone_symbols_.empty(); }

 private:
  struct Predicate {
    enum Op { kEq, kAnyOf, kMatch } op = kEq;
    bool negated = false;
    uint32_t capture = 0;
    std::optional<uint32_t> other_capture;  // #eq? @a @b
    std::vector<std::string> values;
    Regex regex;
  };

  CompiledQuery(TsQueryPtr query, uint32_t match_capture,
                std::vector<std::vector<Predicate>> predicates)
      : query_(std::move(query)),
        match_capture_(match_capture),
        predicates_(std::move(predicates)) {}

  bool PredicatesHold(const TSQueryMatch& match, std::string_view source) const;
  // For a query of lone-node patterns (lone_symbols_): its matches found by walking the
  // tree, in the order the query cursor gives them.
  void ForEachMatchByWalk(TSNode root, std::string_view source,
                          const std::function<void(uint32_t pattern, TSNode)>& on_match) const;

  TsQueryPtr query_;
  uint32_t match_capture_;
  std::vector<std::vector<Predicate>> predicates_;  // per pattern index
  std::string text_;                                // as compiled
  std::vector<size_t> part_of_pattern_;             // a merged query's: per pattern index
  // Per pattern index, the node type when every pattern is one named node captured as
  // @match with predicates at most (a walk finds those); else empty.
  std::vector<TSSymbol> lone_symbols_;
};

}  // namespace cordon
