// Move-only owners for tree-sitter's C handles, and a non-owning helper for nodes.
//
// Every TSParser, TSTree, TSQuery and TSQueryCursor cordon creates is held by one of
// these, so no handle can be copied (double free) or leaked on an early return.
// TSNode values are borrows: valid only while the TSTree they came from is alive.
#pragma once

#include <tree_sitter/api.h>

#include <memory>
#include <string_view>

namespace cordon {

struct TsParserDeleter {
  void operator()(TSParser* p) const noexcept { ts_parser_delete(p); }
};
struct TsTreeDeleter {
  void operator()(TSTree* t) const noexcept { ts_tree_delete(t); }
};
struct TsQueryDeleter {
  void operator()(TSQuery* q) const noexcept { ts_query_delete(q); }
};
struct TsQueryCursorDeleter {
  void operator()(TSQueryCursor* c) const noexcept { ts_query_cursor_delete(c); }
};

using TsParserPtr = std::unique_ptr<TSParser, TsParserDeleter>;
using TsTreePtr = std::unique_ptr<TSTree, TsTreeDeleter>;
using TsQueryPtr = std::unique_ptr<TSQuery, TsQueryDeleter>;
using TsQueryCursorPtr = std::unique_ptr<TSQueryCursor, TsQueryCursorDeleter>;

// The node's type name ("call", "identifier", ...). Static grammar data.
inline std::string_view NodeType(TSNode node) { return ts_node_type(node); }

// The source bytes a node spans. `source` must be the text the tree was parsed from.
inline std::string_view NodeText(TSNode node, std::string_view source) {
  uint32_t start = ts_node_start_byte(node);
  uint32_t end = ts_node_end_byte(node);
  if (start > source.size() || end > source.size() || end < start) return {};
  return source.substr(start, end - start);
}

// Calls f(child) for each named child in order. O(children) overall, where a loop over
// ts_node_named_child(node, i) is O(children^2): each call walks from the first child.
template <typename F>
void ForEachNamedChild(TSNode node, F&& f) {
  struct Cursor {
    TSTreeCursor c;
    ~Cursor() { ts_tree_cursor_delete(&c); }
  } cursor{ts_tree_cursor_new(node)};
  if (!ts_tree_cursor_goto_first_child(&cursor.c)) return;
  do {
    TSNode child = ts_tree_cursor_current_node(&cursor.c);
    if (ts_node_is_named(child)) f(child);
  } while (ts_tree_cursor_goto_next_sibling(&cursor.c));
}

inline TSNode ChildByField(TSNode node, std::string_view field) {
  return ts_node_child_by_field_name(node, field.data(), static_cast<uint32_t>(field.size()));
}

}  // namespace cordon
