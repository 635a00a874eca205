#include "policy/sample_check.h"

#include <map>
#include <set>

#include "analyzer/source_discovery.h"
#include "policy/verdict.h"

namespace cordon {
namespace {

struct Annotation {
  uint32_t comment_line;
  uint32_t target_line;  // the next code line
  bool expect;           // expect: vs ok:
  std::vector<std::string> rule_ids;
};

std::string Trim(std::string_view s) {
  size_t b = s.find_first_not_of(" \t\r");
  size_t e = s.find_last_not_of(" \t\r");
  return b == std::string_view::npos ? "" : std::string(s.substr(b, e - b + 1));
}

}  // namespace

SampleCheckResult CheckSamples(const FileSystem& fs, const std::vector<std::string>& paths,
                               const Analyzer& analyzer, const RuleSet& rules,
                               const Policy& policy) {
  SampleCheckResult result;
  std::vector<DiscoveryError> errors;
  auto sources = DiscoverSources(fs, paths, std::nullopt, errors);
  for (const auto& e : errors) result.mismatches.push_back({e.path, 0, e.message});
  std::set<std::string> positive, negative;

  for (const auto& source : sources) {
    auto read = fs.Read(source.path, 4 << 20);
    if (!read.text) {
      result.mismatches.push_back({source.path, 0, "cannot read: " + read.error});
      continue;
    }
    ++result.files;
    SourceText text(*read.text);
    std::string marker = source.language == Language::kPython ? "#" : "//";
    std::vector<Annotation> annotations;
    std::optional<std::string> expected_decision;
    std::vector<Annotation> pending;
    for (uint32_t line = 1; line <= text.LineCount(); ++line) {
      std::string trimmed = Trim(text.Line(line));
      if (trimmed.empty()) continue;
      if (trimmed.rfind(marker, 0) == 0) {
        std::string body = Trim(std::string_view(trimmed).substr(marker.size()));
        if (body.rfind("expect-decision:", 0) == 0) {
          expected_decision = Trim(std::string_view(body).substr(16));
        } else if (body.rfind("expect:", 0) == 0) {
          pending.push_back({line, 0, true, SplitRuleIds(std::string_view(body).substr(7))});
        } else if (body.rfind("ok:", 0) == 0) {
          pending.push_back({line, 0, false, SplitRuleIds(std::string_view(body).substr(3))});
        }
        continue;
      }
      for (auto& a : pending) {
        a.target_line = line;
        annotations.push_back(a);
      }
      pending.clear();
    }
    for (const auto& a : pending) {
      result.mismatches.push_back(
          {source.path, a.comment_line, "annotation has no code line after it"});
    }

    auto findings =
        analyzer.Analyze({source.path, source.language, *read.text}, {policy.allow_suppressions});
    std::map<uint32_t, std::set<std::string>> found;
    for (const auto& f : findings) found[f.start.line].insert(f.rule_id);

    for (const auto& a : annotations) {
      for (const auto& id : a.rule_ids) {
        ++result.expectations;
        if (rules.Find(id) == nullptr) {
          result.mismatches.push_back({source.path, a.comment_line, "unknown rule '" + id + "'"});
          continue;
        }
        bool hit = found[a.target_line].count(id) > 0;
        (a.expect ? positive : negative).insert(id);
        if (a.expect && !hit) {
          std::string got;
          for (const auto& g : found[a.target_line]) got += (got.empty() ? "" : ", ") + g;
          result.mismatches.push_back(
              {source.path, a.target_line,
               "expected " + id + " here, got " + (got.empty() ? "nothing" : got)});
        } else if (!a.expect && hit) {
          result.mismatches.push_back(
              {source.path, a.target_line, "expected no " + id + " here, but it matched"});
        }
      }
    }
    if (expected_decision) {
      ++result.expectations;
      Verdict verdict = Judge(policy, findings);
      bool blocked = verdict.Blocks();
      if (*expected_decision != "allow" && *expected_decision != "block") {
        result.mismatches.push_back({source.path, 0, "expect-decision must be allow or block"});
      } else if ((*expected_decision == "block") != blocked) {
        result.mismatches.push_back(
            {source.path, 0,
             "policy '" + policy.name + "' should " + *expected_decision + " this file but " +
                 (blocked ? "blocks it: " + verdict.BlockingSummary(source.path) : "allows it")});
      }
    }
  }

  for (const auto& rule : rules.rules()) {
    if (rule.patterns.empty()) continue;
    if (!positive.count(rule.id)) {
      result.mismatches.push_back({rule.file, static_cast<uint32_t>(rule.line),
                                   "rule " + rule.id + " has no `expect:` sample"});
    }
    if (!negative.count(rule.id)) {
      result.mismatches.push_back({rule.file, static_cast<uint32_t>(rule.line),
                                   "rule " + rule.id + " has no `ok:` sample"});
    }
  }
  return result;
}

}  // namespace cordon
