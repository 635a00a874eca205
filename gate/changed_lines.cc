#include "gate/changed_lines.h"

#include <algorithm>
#include <charconv>
#include <filesystem>

namespace cordon {
namespace {

std::string Join(const std::string& root, const std::string& relative) {
  return (std::filesystem::path(root) / relative).lexically_normal().string();
}

// Reads "N" or "N,M" at the start of `s`, advancing it. M defaults to 1.
bool ReadRange(std::string_view& s, uint32_t& start, uint32_t& count) {
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), start);
  if (ec != std::errc()) return false;
  s.remove_prefix(static_cast<size_t>(p - s.data()));
  count = 1;
  if (!s.empty() && s.front() == ',') {
    s.remove_prefix(1);
    auto [q, ec2] = std::from_chars(s.data(), s.data() + s.size(), count);
    if (ec2 != std::errc()) return false;
    s.remove_prefix(static_cast<size_t>(q - s.data()));
  }
  return true;
}

}  // namespace

void ChangedLines::AddLines(const std::string& path, uint32_t first, uint32_t last) {
  files_[path].ranges.emplace_back(first, last);
}

void ChangedLines::AddFile(const std::string& path) { files_[path].whole = true; }

bool ChangedLines::Contains(const std::string& path) const { return files_.count(path) > 0; }

bool ChangedLines::Touches(const std::string& path, uint32_t first, uint32_t last) const {
  auto it = files_.find(path);
  if (it == files_.end()) return false;
  if (it->second.whole) return true;
  for (const auto& [from, to] : it->second.ranges) {
    if (from <= last && first <= to) return true;
  }
  return false;
}

std::string ChangedLinesKey(const std::string& path, const std::string& cwd) {
  std::filesystem::path p(path);
  if (p.is_relative()) p = std::filesystem::path(cwd) / p;
  std::error_code ec;
  std::filesystem::path resolved = std::filesystem::weakly_canonical(p, ec);
  return (ec ? p : resolved).lexically_normal().string();
}

size_t KeepChangedFindings(LintReport& report, const ChangedLines& changed, const std::string& cwd,
                           const std::string& base) {
  std::map<std::string, std::string> keys;  // one lookup per file, not per finding
  size_t dropped = std::erase_if(report.findings, [&](const JudgedFinding& judged) {
    const Finding& f = judged.finding;
    auto [it, fresh] = keys.try_emplace(f.path);
    if (fresh) it->second = ChangedLinesKey(f.path, cwd);
    return !changed.Touches(it->second, f.start.line, std::max(f.start.line, f.end.line));
  });
  report.filters.push_back({"diff", base, dropped});
  return dropped;
}

std::string UnquoteGitPath(std::string_view text) {
  if (text.size() < 2 || text.front() != '"' || text.back() != '"') return std::string(text);
  text = text.substr(1, text.size() - 2);
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\\' || i + 1 == text.size()) {
      out += text[i];
      continue;
    }
    char c = text[++i];
    switch (c) {
      case 'a': out += '\a'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'n': out += '\n'; break;
      case 'r': out += '\r'; break;
      case 't': out += '\t'; break;
      case 'v': out += '\v'; break;
      default:
        if (c >= '0' && c <= '3' && i + 2 < text.size()) {
          out += static_cast<char>(((c - '0') << 6) | ((text[i + 1] - '0') << 3) |
                                   (text[i + 2] - '0'));
          i += 2;
        } else {
          out += c;  // \" and \\ .
        }
    }
  }
  return out;
}

ChangedLines ParseUnifiedDiff(std::string_view diff, const std::string& root) {
  ChangedLines changed;
  std::string current;  // "" while the file's new side is /dev/null (deleted)
  size_t line_number = 0;
  uint64_t hunk_lines = 0;  // body lines of the current hunk still to skip
  while (!diff.empty()) {
    size_t end = diff.find('\n');
    std::string_view line = diff.substr(0, end);
    diff.remove_prefix(end == std::string_view::npos ? diff.size() : end + 1);
    ++line_number;
    if (hunk_lines > 0 && !line.empty() && (line[0] == '+' || line[0] == '-' || line[0] == ' ')) {
      --hunk_lines;  // content, even when it reads like a header ("+++ x" adds "++ x")
      continue;
    }
    if (line.rfind("diff --git ", 0) == 0) {
      current.clear();
    } else if (line.rfind("+++ ", 0) == 0) {
      std::string path = UnquoteGitPath(line.substr(4));
      current = path.rfind("b/", 0) == 0 ? Join(root, path.substr(2)) : "";
    } else if (line.rfind("@@ -", 0) == 0) {
      std::string_view s = line.substr(4);
      uint32_t old_start = 0, old_count = 0, start = 0, count = 0;
      bool ok = ReadRange(s, old_start, old_count) && s.rfind(" +", 0) == 0;
      if (ok) {
        s.remove_prefix(2);
        ok = ReadRange(s, start, count);
      }
      if (!ok) {
        throw GateError("cannot read git's diff output at line " + std::to_string(line_number) +
                        ": '" + std::string(line.substr(0, 80)) + "'");
      }
      if (!current.empty() && count > 0) changed.AddLines(current, start, start + count - 1);
      hunk_lines = uint64_t{old_count} + count;
    }
  }
  return changed;
}

}  // namespace cordon
