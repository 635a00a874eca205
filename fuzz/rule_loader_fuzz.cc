// libFuzzer target: a rule file's text through the loader. Anything is either rules or
// a ConfigError with a position; nothing else may escape.
#include <cstddef>
#include <cstdint>
#include <string>

#include "analyzer/analyzer.h"
#include "analyzer/config_error.h"
#include "analyzer/rule_loader.h"
#include "analyzer/rule_set.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  std::vector<cordon::Rule> rules;
  try {
    rules = cordon::ParseRuleFile(text, "fuzz.yaml");
  } catch (const cordon::ConfigError& e) {
    // The message names the file (and, where there is one, the position).
    if (std::string(e.what()).rfind("fuzz.yaml", 0) != 0) __builtin_trap();
    return 0;
  }
  // Rules that load must also run: use them on a snippet in each language.
  cordon::RuleSet set;
  try {
    set.Add(std::move(rules));
  } catch (const cordon::ConfigError&) {
    return 0;  // e.g. a duplicate id across the file
  }
  cordon::Analyzer analyzer(set);
  analyzer.Analyze({"a.py", cordon::Language::kPython,
                    "import os\nf = os.system\nf('ls /' + x)\nopen('/etc/passwd', 'w')\n"});
  analyzer.Analyze({"a.js", cordon::Language::kJavaScript,
                    "const cp = require('child_process');\ncp.exec('ls ' + x);\n"});
  return 0;
}
