#include "gate/baseline.h"

#include <algorithm>
#include <filesystem>

#include "analyzer/config_error.h"
#include "policy/report/fingerprint.h"

namespace cordon {
namespace {

namespace fs = std::filesystem;

// The 1-based line and column of byte `offset` in `text`, for a parse error.
std::pair<int, int> LineColumn(std::string_view text, size_t offset) {
  int line = 1;
  int column = 1;
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return {line, column};
}

const nlohmann::json& Field(const nlohmann::json& object, const char* name,
                            nlohmann::json::value_t type, const std::string& file,
                            const std::string& where) {
  auto it = object.find(name);
  if (it == object.end()) {
    throw ConfigError(file, 0, 0, where + ": missing '" + name + "'");
  }
  if (it->type() != type) {
    throw ConfigError(file, 0, 0,
                      where + ": '" + name + "' must be " +
                          (type == nlohmann::json::value_t::string ? "a string" : "an array"));
  }
  return *it;
}

}  // namespace

std::string Baseline::StoredPath(const std::string& path, const std::string& cwd) const {
  if (path.empty() || path.front() == '<') return path;  // "<stdin>", "<snippet>"
  return AbsolutePath(path, cwd).lexically_relative(base_dir_).generic_string();
}

Baseline Baseline::FromReport(const LintReport& report, const std::string& cwd,
                              const std::string& base_dir) {
  Baseline b;
  b.base_dir_ = fs::path(base_dir).lexically_normal().string();
  for (const auto& judged : report.findings) {
    const Finding& f = judged.finding;
    b.entries_.push_back(
        {{b.StoredPath(f.path, cwd), f.rule_id, LineFingerprint(f)}, f.start.line, f.message});
  }
  std::sort(b.entries_.begin(), b.entries_.end(), [](const Entry& x, const Entry& y) {
    return std::tie(std::get<0>(x.key), x.line, std::get<1>(x.key), std::get<2>(x.key)) <
           std::tie(std::get<0>(y.key), y.line, std::get<1>(y.key), std::get<2>(y.key));
  });
  for (const auto& e : b.entries_) ++b.counts_[e.key];
  return b;
}

Baseline Baseline::Parse(std::string_view text, const std::string& file,
                         const std::string& base_dir) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    auto [line, column] = LineColumn(text, e.byte > 0 ? e.byte - 1 : 0);
    throw ConfigError(file, line, column,
                      "not a cordon baseline: invalid JSON; write one with "
                      "`cordon lint --write-baseline " +
                          file + "`");
  }
  if (!j.is_object() || !j.contains("cordon_baseline")) {
    throw ConfigError(file, 0, 0,
                      "not a cordon baseline (no \"cordon_baseline\" format version); write one "
                      "with `cordon lint --write-baseline " +
                          file + "`");
  }
  const auto& version = j["cordon_baseline"];
  if (!version.is_number_integer() || version.get<int64_t>() < 1) {
    throw ConfigError(file, 0, 0, "\"cordon_baseline\" must be a format version (1)");
  }
  if (version.get<int64_t>() > kBaselineFormat) {
    throw ConfigError(file, 0, 0,
                      "baseline format " + std::to_string(version.get<int64_t>()) +
                          " was written by a newer cordon; this one reads format " +
                          std::to_string(kBaselineFormat) + ": upgrade cordon");
  }
  Baseline b;
  b.base_dir_ = fs::path(base_dir).lexically_normal().string();
  const auto& findings = Field(j, "findings", nlohmann::json::value_t::array, file, "the baseline");
  for (size_t i = 0; i < findings.size(); ++i) {
    const std::string where = "findings[" + std::to_string(i) + "]";
    const auto& e = findings[i];
    if (!e.is_object()) throw ConfigError(file, 0, 0, where + ": must be an object");
    Entry entry;
    entry.key = {Field(e, "path", nlohmann::json::value_t::string, file, where),
                 Field(e, "rule_id", nlohmann::json::value_t::string, file, where),
                 Field(e, "fingerprint", nlohmann::json::value_t::string, file, where)};
    if (auto line = e.find("line"); line != e.end() && line->is_number_unsigned()) {
      entry.line = static_cast<uint32_t>(std::min<uint64_t>(line->get<uint64_t>(), UINT32_MAX));
    }
    ++b.counts_[entry.key];
    b.entries_.push_back(std::move(entry));
  }
  return b;
}

nlohmann::ordered_json Baseline::ToJson(const std::string& tool_version,
                                        const std::string& policy_name) const {
  nlohmann::ordered_json findings = nlohmann::ordered_json::array();
  for (const auto& e : entries_) {
    findings.push_back({{"path", std::get<0>(e.key)},
                        {"rule_id", std::get<1>(e.key)},
                        {"fingerprint", std::get<2>(e.key)},
                        {"line", e.line},
                        {"message", e.message}});
  }
  return {{"cordon_baseline", kBaselineFormat},
          {"tool_version", tool_version},
          {"policy", policy_name},
          {"findings", std::move(findings)}};
}

size_t Baseline::CountOf(const Finding& f, const std::string& cwd) const {
  auto it = counts_.find({StoredPath(f.path, cwd), f.rule_id, LineFingerprint(f)});
  return it == counts_.end() ? 0 : it->second;
}

size_t Baseline::Apply(LintReport& report, const std::string& cwd, const std::string& file) const {
  std::map<Key, size_t> remaining = counts_;
  size_t suppressed = 0;
  std::erase_if(report.findings, [&](const JudgedFinding& judged) {
    const Finding& f = judged.finding;
    auto it = remaining.find({StoredPath(f.path, cwd), f.rule_id, LineFingerprint(f)});
    if (it == remaining.end() || it->second == 0) return false;
    --it->second;
    ++suppressed;
    report.accepted.push_back(judged);
    return true;
  });
  report.filters.push_back({"baseline", file, suppressed});
  return suppressed;
}

}  // namespace cordon
