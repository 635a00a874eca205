#include "analyzer/compiled_query.h"

#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

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
