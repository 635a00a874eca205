// For the source differential test (source_differential.py): reads file paths on stdin,
// one per line, and prints one JSON line per file with what the analysis reads there:
//   {"path": ..., "text": canonical text, "text_spans": [[start, end], ...],
//    "refused": true when cordon refuses the text itself (a cordon.source-text finding)}
// Spans are byte ranges of the canonical text that tree-sitter reads as comment or
// string (a template's or f-string's `{...}` is code, so it is left out). With --raw the
// text is parsed as given, not canonicalised: the test's check that it still sees the
// hiding that canonicalisation removes.
#include <fstream>
#include <iostream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "analyzer/analyzer.h"
#include "analyzer/canonical_source.h"
#include "analyzer/language.h"
#include "analyzer/rule_set.h"
#include "analyzer/ts_handles.h"

namespace {

using cordon::Language;

bool IsText(std::string_view type) {
  return type == "comment" || type == "string" || type == "template_string" || type == "regex" ||
         type == "string_content" || type == "string_fragment";
}
bool IsCodeInsideText(std::string_view type) {
  return type == "interpolation" || type == "template_substitution";
}

// Appends the text spans of `node`, leaving out code inside it.
void CollectText(TSNode node, std::vector<std::pair<uint32_t, uint32_t>>& spans) {
  std::string_view type = ts_node_type(node);
  if (IsText(type)) {
    uint32_t at = ts_node_start_byte(node);
    // Holes: code children (interpolations), collected recursively.
    std::vector<TSNode> holes;
    for (uint32_t i = 0; i < ts_node_child_count(node); ++i) {
      TSNode child = ts_node_child(node, i);
      if (IsCodeInsideText(ts_node_type(child))) holes.push_back(child);
    }
    for (TSNode hole : holes) {
      if (ts_node_start_byte(hole) > at) spans.emplace_back(at, ts_node_start_byte(hole));
      for (uint32_t i = 0; i < ts_node_child_count(hole); ++i) {
        CollectText(ts_node_child(hole, i), spans);
      }
      at = ts_node_end_byte(hole);
    }
    if (ts_node_end_byte(node) > at) spans.emplace_back(at, ts_node_end_byte(node));
    return;
  }
  for (uint32_t i = 0; i < ts_node_child_count(node); ++i) {
    CollectText(ts_node_child(node, i), spans);
  }
}

}  // namespace

int main(int argc, char** argv) {
  const bool raw_text = argc > 1 && std::string_view(argv[1]) == "--raw";
  cordon::RuleSet rules;  // the built-in rules only
  cordon::Analyzer analyzer(rules);
  std::string path;
  while (std::getline(std::cin, path)) {
    std::ifstream in(path, std::ios::binary);
    std::string raw((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    Language language = cordon::LanguageFromPath(path).value_or(Language::kPython);
    cordon::CanonicalSource canonical = cordon::Canonicalize(raw, language);
    if (raw_text) canonical = {raw, {}};
    bool refused = !canonical.defects.empty();
    for (const auto& f : analyzer.Analyze({path, language, raw})) {
      refused = refused || f.rule_id == cordon::kSourceTextRule;
    }
    cordon::TsParserPtr parser(ts_parser_new());
    ts_parser_set_language(parser.get(), cordon::TreeSitterLanguage(language));
    cordon::TsTreePtr tree(ts_parser_parse_string(parser.get(), nullptr, canonical.text.data(),
                                                  static_cast<uint32_t>(canonical.text.size())));
    std::vector<std::pair<uint32_t, uint32_t>> spans;
    CollectText(ts_tree_root_node(tree.get()), spans);
    nlohmann::json line = {
        {"path", path}, {"text", canonical.text}, {"text_spans", spans}, {"refused", refused}};
    std::cout << line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
  }
  return 0;
}
