// The second stage: code handed over as a string is code. `exec("import os\n...")`,
// `eval('require("child_process")...')`, `new Function('a', 'return process')`,
// `vm.runInThisContext(src)`, `setTimeout("...", 0)`, `timeit.timeit("...")`: when the
// string is a constant (after folding), the analyzer analyses it as a file of the same
// language and reports what it finds at the call (analyzer.cc).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "analyzer/facts.h"
#include "analyzer/language.h"

namespace cordon {

// How deep code strings are followed (exec of a string that execs a string ...): past
// this, a constant code string is reported as not analysed.
inline constexpr int kMaxCodeStringDepth = 4;
// How many code strings one call may be one of and still be followed (each is analysed).
inline constexpr size_t kMaxCodeStringsPerCall = 8;

struct CodeString {
  std::string text;          // the code to analyse, as a file of the call's language
  std::string callee;        // the sink, for the note ("the code string given to `exec`")
  uint32_t lines_added = 0;  // lines of wrapping before the string's first line
};

// The constant code strings `call` may run, if its callee is a sink that runs code in
// the same language and that argument is a constant string, or one of several (a name
// bound to a different string on each path: each is analysed). A Function constructor's
// body is wrapped in a function so that `return` parses.
std::vector<CodeString> CodeStringsOf(const CallFact& call, Language language);

// JavaScript: the constant strings handed to a function the analysis cannot name
// (`Factory("return process...")` where Factory came out of a search through property
// descriptors, `X.compile(...)` set to some `.constructor`), each as a function body, when
// they look like code that reaches the host. If the function is Function, that is the
// code it runs; what the analysis finds in it decides.
std::vector<CodeString> GuessedCodeStrings(const CallFact& call, Language language);

}  // namespace cordon
