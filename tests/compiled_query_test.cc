#include "analyzer/compiled_query.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

#include "analyzer/file_system.h"
#include "analyzer/language.h"

using namespace cordon;

namespace {

std::unique_ptr<CompiledQuery> Python(const std::string& text) {
  CompiledQuery::Error error;
  auto query = CompiledQuery::Compile(TreeSitterLanguage(Language::kPython), text, error);
  INFO(error.message);
  REQUIRE(query);
  return query;
}

}  // namespace

TEST_CASE("a merged query finds what each of its parts finds, in one walk", "[compiled_query]") {
  const std::string source =
      "x = 'PYTHONBREAKPOINT'\nbreakpoint()\ny = '{0.__globals__}'\nz = 'b'\n";
  TsParserPtr parser(ts_parser_new());
  ts_parser_set_language(parser.get(), TreeSitterLanguage(Language::kPython));
  TsTreePtr tree(ts_parser_parse_string(parser.get(), nullptr, source.data(),
                                        static_cast<uint32_t>(source.size())));
  TSNode root = ts_tree_root_node(tree.get());
  auto strings = Python(R"(((string_content) @match (#eq? @match "PYTHONBREAKPOINT")))");
  // Two patterns in one part, with a capture name the first part does not have.
  auto calls = Python(
      R"((call function: (identifier) @f (#eq? @f "breakpoint")) @match
         ((string_content) @match (#match? @match "__globals__")))");
  auto none = Python(R"(((identifier) @match (#eq? @match "nowhere")))");

  std::vector<const CompiledQuery*> parts{strings.get(), calls.get(), none.get()};
  auto merged = CompiledQuery::Merge(TreeSitterLanguage(Language::kPython), parts);
  REQUIRE(merged);
  CHECK_FALSE(merged->RunsByWalk());  // `calls` is no lone node
  std::vector<std::vector<std::string>> found(parts.size());
  merged->ForEachMatchOfPart(root, source, [&](size_t part, TSNode node) {
    REQUIRE(part < parts.size());
    found[part].emplace_back(NodeText(node, source));
  });
  for (size_t i = 0; i < parts.size(); ++i) {
    std::vector<std::string> alone;
    parts[i]->ForEachMatch(root, source,
                           [&](TSNode node) { alone.emplace_back(NodeText(node, source)); });
    CHECK(found[i] == alone);
  }
  CHECK(found[0] == std::vector<std::string>{"PYTHONBREAKPOINT"});
  CHECK(found[1] == std::vector<std::string>{"breakpoint()", "{0.__globals__}"});
  CHECK(found[2].empty());
}

TEST_CASE("one query is not merged", "[compiled_query]") {
  auto only = Python(R"(((identifier) @match))");
  CHECK_FALSE(CompiledQuery::Merge(TreeSitterLanguage(Language::kPython), {only.get()}));
  CHECK_FALSE(CompiledQuery::Merge(TreeSitterLanguage(Language::kPython), {}));
}

TEST_CASE("a query of lone nodes, run by a walk, finds what the query cursor finds",
          "[compiled_query]") {
  // `((T) @match ...)` is run by a walk of the tree; `([(T)] @match ...)`, the same pattern
  // as an alternation of one, by tree-sitter's query cursor. Over every sample of both
  // languages, and over text that does not parse, the two must agree.
  struct Case {
    Language language;
    std::string lone;
    std::string cursor;
  };
  const std::vector<Case> cases{
      {Language::kPython,
       R"q(((string_content) @match (#match? @match "(?i)(__globals__|/etc|[()])")))q",
       R"q(([(string_content)] @match (#match? @match "(?i)(__globals__|/etc|[()])")))q"},
      {Language::kPython, R"((identifier) @match (comment) @match)",
       R"([(identifier)] @match [(comment)] @match)"},
      {Language::kJavaScript,
       R"(((string_fragment) @match (#not-match? @match "^[a-z]*$")) ((comment) @match))",
       R"(([(string_fragment)] @match (#not-match? @match "^[a-z]*$")) ([(comment)] @match))"},
  };
  RealFileSystem fs;
  for (const auto& c : cases) {
    CompiledQuery::Error error;
    auto lone = CompiledQuery::Compile(TreeSitterLanguage(c.language), c.lone, error);
    INFO(error.message);
    REQUIRE(lone);
    auto cursor = CompiledQuery::Compile(TreeSitterLanguage(c.language), c.cursor, error);
    INFO(error.message);
    REQUIRE(cursor);
    CHECK(lone->RunsByWalk());
    CHECK_FALSE(cursor->RunsByWalk());
    const std::string dir = std::string(CORDON_SOURCE_DIR) + "/samples/" +
                            (c.language == Language::kPython ? "python" : "javascript");
    std::vector<std::string> texts{"x = ('/etc' if a else f'{b}/etc'\n  # /etc\n"};
    for (const auto& sub : {"/benign", "/risky"}) {
      for (const auto& name : fs.List(dir + sub)) {
        if (auto read = fs.Read(dir + sub + "/" + name, 1 << 20); read.text) {
          texts.push_back(*read.text);
        }
      }
    }
    REQUIRE(texts.size() > 20);
    TsParserPtr parser(ts_parser_new());
    ts_parser_set_language(parser.get(), TreeSitterLanguage(c.language));
    for (const auto& text : texts) {
      // Where and what each node is, sortable by where (zero-padded offset).
      auto describe = [&](TSNode node) {
        std::string at = std::to_string(ts_node_start_byte(node));
        return std::string(10 - at.size(), '0') + at + " " + ts_node_type(node) + " " +
               std::string(NodeText(node, text).substr(0, 40));
      };
      TsTreePtr tree(ts_parser_parse_string(parser.get(), nullptr, text.data(),
                                            static_cast<uint32_t>(text.size())));
      TSNode root = ts_tree_root_node(tree.get());
      std::vector<std::string> walked, queried;
      lone->ForEachMatch(root, text, [&](TSNode node) { walked.push_back(describe(node)); });
      cursor->ForEachMatch(root, text, [&](TSNode node) { queried.push_back(describe(node)); });
      std::sort(queried.begin(), queried.end());  // two patterns' matches interleave by end
      auto sorted_walk = walked;
      std::sort(sorted_walk.begin(), sorted_walk.end());
      CHECK(sorted_walk == queried);
      CHECK(walked == sorted_walk);  // and the walk gives them in order
    }
  }
}
