#include "analyzer/code_strings.h"

#include <span>
#include <string_view>

namespace cordon {
namespace {

constexpr int kLastPositional = -1;  // Function('a', 'b', body): the body is last

struct Sink {
  std::string_view name;
  int position;
  std::string_view keyword;  // Python's name for that parameter; "" if none
  bool function_body = false;
};

constexpr Sink kPythonSinks[] = {
    {"eval", 0, "source"},
    {"exec", 0, "source"},
    {"compile", 0, "source"},
    {"builtins.eval", 0, "source"},
    {"builtins.exec", 0, "source"},
    {"builtins.compile", 0, "source"},
    {"timeit.timeit", 0, "stmt"},
    {"timeit.timeit", 1, "setup"},
    {"timeit.repeat", 0, "stmt"},
    {"timeit.repeat", 1, "setup"},
    {"timeit.Timer", 0, "stmt"},
    {"timeit.Timer", 1, "setup"},
    {"cProfile.run", 0, "statement"},
    {"cProfile.runctx", 0, "statement"},
    {"profile.run", 0, "statement"},
    {"profile.runctx", 0, "statement"},
    {"pdb.run", 0, "statement"},
    {"pdb.runeval", 0, "expression"},
    {"typing.ForwardRef", 0, "arg"},  // evaluated by typing.get_type_hints()
};

constexpr Sink kJavaScriptSinks[] = {
    {"eval", 0, ""},
    {"Function", kLastPositional, "", true},
    {"vm.runInThisContext", 0, ""},
    {"vm.runInNewContext", 0, ""},
    {"vm.runInContext", 0, ""},
    {"vm.Script", 0, ""},
    {"vm.createScript", 0, ""},
    {"vm.compileFunction", 0, "", true},
    {"setTimeout", 0, ""},
    {"setInterval", 0, ""},
    {"setImmediate", 0, ""},
};

const ArgFact* Argument(const CallFact& call, int position, std::string_view keyword) {
  if (!keyword.empty()) {
    for (const auto& arg : call.args) {
      if (arg.keyword && *arg.keyword == keyword) return &arg;
    }
  }
  const ArgFact* last = nullptr;
  int index = 0;
  for (const auto& arg : call.args) {
    if (arg.keyword) continue;
    if (arg.spread) return nullptr;  // positions after a spread are unknown
    if (index == position) return &arg;
    last = &arg;
    ++index;
  }
  return position == kLastPositional ? last : nullptr;
}

}  // namespace

std::vector<CodeString> CodeStringsOf(const CallFact& call, Language language) {
  if (call.as_value) return {};
  auto sinks = language == Language::kPython ? std::span<const Sink>(kPythonSinks)
                                             : std::span<const Sink>(kJavaScriptSinks);
  for (const auto& callee : call.callees) {
    for (const auto& sink : sinks) {
      if (callee != sink.name) continue;
      const ArgFact* arg = Argument(call, sink.position, sink.keyword);
      if (arg == nullptr) continue;
      std::vector<std::string> texts;
      if (arg->constant && arg->is_string) {
        texts.push_back(*arg->constant);
      } else if (!arg->constant) {
        texts = arg->one_of;
      }
      if (texts.empty()) continue;
      std::vector<CodeString> out;
      for (auto& text : texts) {
        if (sink.function_body) {
          out.push_back({"(function anonymous() {\n" + text + "\n})", callee, 1});
        } else {
          out.push_back({std::move(text), callee, 0});
        }
      }
      return out;
    }
  }
  return {};
}

std::vector<CodeString> GuessedCodeStrings(const CallFact& call, Language language) {
  if (language != Language::kJavaScript || call.as_value) return {};
  std::string callee;
  for (const auto& name : call.callees) {
    if (!name.starts_with(kUnnamedObject)) return {};  // a function the analysis can name
    callee = name;
  }
  // Only what could reach the host is worth parsing: the rest runs nothing a rule judges.
  static constexpr std::string_view kReach[] = {"require",  "process",     "import",     "eval",
                                                "Function", "constructor", "globalThis", "module"};
  std::vector<CodeString> out;
  for (const auto& arg : call.args) {
    if (!arg.constant || !arg.is_string) continue;
    bool reaches = false;
    for (auto word : kReach) reaches = reaches || arg.constant->find(word) != std::string::npos;
    if (!reaches) continue;
    out.push_back({"(function anonymous() {\n" + *arg.constant + "\n})",
                   callee.empty() ? std::string("a function the analysis cannot name") : callee,
                   1});
  }
  return out;
}

}  // namespace cordon
