// The analyzer: parse once, resolve names once, match every rule.
//
//   RuleSet rules = LoadRulesFor(fs, root, policy);
//   Analyzer analyzer(rules);
//   std::vector<Finding> findings = analyzer.Analyze({"x.py", Language::kPython, text});
//
// Analyze is const and creates its own parser, so one Analyzer may serve many threads.
// Bad source never throws: syntax errors and limits become findings.
#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <vector>

#include "analyzer/analysis_budget.h"
#include "analyzer/finding.h"
#include "analyzer/language.h"
#include "analyzer/rule_set.h"

namespace cordon {

struct Facts;
class Matcher;

struct SourceFile {
  std::string path;  // for messages; "<stdin>" or "<snippet>" when there is no file
  Language language = Language::kPython;
  std::string text;
};

struct AnalyzeOptions {
  bool honour_suppressions = false;  // the policy's allow_suppressions
  // Modules that are files beside the code (`helper` for helper.py): the module lists
  // do not apply to them; the files are analysed themselves.
  std::vector<std::string> local_modules;
  // Set from another thread (an MCP cancellation) to stop the analysis: it ends in the
  // blocking cordon.analysis-limit finding.
  const std::atomic<bool>* cancel = nullptr;
};

class Analyzer {
 public:
  explicit Analyzer(const RuleSet& rules, AnalysisLimits limits = {});

  // Findings sorted by position. `rules` must outlive the Analyzer.
  std::vector<Finding> Analyze(const SourceFile& file, const AnalyzeOptions& options = {}) const;
  // The cordon.source-text finding for a file holding code no analysis can read (a
  // compiled module, IsCompiledModulePath).
  Finding CompiledModule(const std::string& path) const;

 private:
  // The analysis of a file, or of a code string found in one `depth` levels down.
  std::vector<Finding> AnalyzeAt(const SourceFile& file, const AnalyzeOptions& options,
                                 int depth) const;
  // Analyses each constant code string a call in `facts` runs (code_strings.h).
  void AnalyzeCodeStrings(const Facts& facts, const SourceFile& file, const AnalyzeOptions& options,
                          int depth, Matcher& matcher) const;

  const RuleSet& rules_;
  AnalysisLimits limits_;
  // Per language: every rule's tree-sitter query in one (CompiledQuery::Merge), so that a
  // file is walked once for all of them, and the rules' own queries it holds, in order.
  struct MergedQueries {
    std::shared_ptr<const CompiledQuery> query;
    std::vector<std::shared_ptr<const CompiledQuery>> parts;
  };
  MergedQueries merged_[2];
};

}  // namespace cordon
