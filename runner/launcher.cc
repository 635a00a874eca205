#include "runner/launcher.h"

#include <cstdio>
#include <nlohmann/json.hpp>
#include <random>

#include "runner/base64.h"
#include "runner/launcher_sources.h"

namespace cordon {

std::vector<std::string> LauncherCommand(Language language) {
  // The launcher needs nothing beyond the standard library: without `site` (-S) its
  // interpreter starts in half the time (5 ms against 10 in the image). The child that
  // runs the program is started with site, for the image's libraries.
  if (language == Language::kPython) {
    return {"python3", "-S", "-u", "-c", kPythonLauncherSource, "python", kPythonChildSource};
  }
  // The Python launcher runs JavaScript too, in a node child started ahead of time: it can
  // keep the nonce from the program and a deadline over it (runner/launcher.h). An image
  // without python3 gets the node launcher, which runs a one-shot job in its own process.
  constexpr const char* kPick =
      "if command -v python3 > /dev/null 2>&1; then exec python3 -S -u -c \"$1\" node \"$2\"; "
      "fi; exec node -e \"$3\"";
  return {"sh", "-c", kPick, "sh", kPythonLauncherSource, kNodeChildSource, kNodeLauncherSource};
}

std::string LauncherFrame(const LauncherJob& job) {
  nlohmann::ordered_json header = {
      {"program", job.program_name},      {"size", job.code.size()},
      {"files", nlohmann::json::array()}, {"nonce", job.nonce},
      {"max_file", job.max_file_bytes},   {"max_total", job.max_total_bytes},
      {"max_files", job.max_files},       {"keep", job.keep},
      {"deadline_ms", job.deadline_ms}};
  if (job.live) header["live"] = true;
  if (!job.egress_token.empty()) header["egress"] = job.egress_token;
  for (const auto& file : job.files) {
    header["files"].push_back({{"path", file.path}, {"size", file.content.size()}});
  }
  if (!job.environment.empty()) {
    auto& env = header["env"] = nlohmann::ordered_json::array();
    for (const auto& [name, value] : job.environment) env.push_back({name, HexEncode(value)});
  }
  std::string frame = header.dump(-1, ' ', true) + "\n" + job.code;
  for (const auto& file : job.files) frame += file.content;
  return frame;
}

std::string TrailerMarker(const std::string& nonce) {
  return "\x1e"
         "cordon:" +
         nonce;
}

bool IsWorkRelativePath(const std::string& path) {
  if (path.empty() || path.size() > 255 || path.front() == '/') return false;
  if (path.find('\0') != std::string::npos || path.find('\\') != std::string::npos) return false;
  size_t start = 0;
  while (start <= path.size()) {
    size_t end = path.find('/', start);
    if (end == std::string::npos) end = path.size();
    std::string_view part(path.data() + start, end - start);
    if (part.empty() || part == "." || part == "..") return false;
    start = end + 1;
  }
  return true;
}

std::string NewNonce() {
  std::random_device device;
  uint64_t value = (static_cast<uint64_t>(device()) << 32) ^ device();
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(value));
  return text;
}

std::string ProgramFileName(Language language, const std::string& code) {
  if (language == Language::kPython) return "main.py";
  // ES module syntax at the start of a line: import/export declarations, top-level await.
  // RE2, not std::regex: the code is the agent's, and std::regex overflows the stack on
  // 100,000 spaces before a statement.
  static const re2::RE2 kModuleSyntax(R"((^|\n)\s*(import\s+[\w{*'"]|export\s|await\s))");
  return re2::RE2::PartialMatch(code, kModuleSyntax) ? "main.mjs" : "main.cjs";
}

}  // namespace cordon
