#include "mcp/tools.h"

#include <cstdio>
#include <map>

#include "policy/report/lint_report.h"
#include "runner/base64.h"

namespace cordon::mcp {
namespace {

json FindingSchema() {
  return {{"type", "object"},
          {"properties",
           {{"rule_id", {{"type", "string"}}},
            {"category", {{"type", "string"}}},
            {"capability", {{"type", "string"}}},
            {"severity", {{"type", "string"}}},
            {"action", {{"type", "string"}, {"enum", {"block", "warn"}}}},
            {"message", {{"type", "string"}}},
            {"remediation", {{"type", "string"}}},
            {"line", {{"type", "integer"}}},
            {"column", {{"type", "integer"}}},
            {"source_line", {{"type", "string"}}},
            {"source_line_column", {{"type", "integer"}}},
            {"resolution", {{"type", "array"}, {"items", {{"type", "string"}}}}},
            {"variables", {{"type", "array"}, {"items", {{"type", "string"}}}}}}},
          {"required", {"rule_id", "severity", "action", "message", "line"}}};
}

}  // namespace

json RunInputSchema(const std::string& language_name) {
  return {{"type", "object"},
          {"properties",
           {{"code",
             {{"type", "string"},
              {"minLength", 1},
              {"maxLength", 4 << 20},
              {"description", "The " + language_name + " program to run"}}},
            {"timeout_seconds",
             {{"type", "number"},
              {"exclusiveMinimum", 0},
              {"description", "Wall-time limit for this run, within the policy's maximum"}}},
            {"session_id",
             {{"type", "string"},
              {"minLength", 1},
              {"maxLength", 64},
              {"description",
               "Run in this session (letters, digits, '.', '_', '-'); the first call opens it. "
               "A session keeps its files and its interpreter between calls: variables, imports, "
               "functions and open figures (Python); top-level const/let/class/function/var "
               "bindings and require()d modules (JavaScript scripts; an ES module keeps only "
               "what it puts on globalThis). Omit for a fresh container."}}},
            {"reset",
             {{"type", "boolean"},
              {"description",
               "With session_id: start the session afresh (a new interpreter and an empty "
               "working directory)"}}},
            {"files",
             {{"type", "array"},
              {"description", "Files to place in the working directory before the run"},
              {"items",
               {{"type", "object"},
                {"properties",
                 {{"path",
                   {{"type", "string"},
                    {"minLength", 1},
                    {"description", "Relative path, e.g. data/input.csv"}}},
                  {"content", {{"type", "string"}}},
                  {"encoding",
                   {{"type", "string"},
                    {"enum", {"utf-8", "base64"}},
                    {"description", "How content is written (default utf-8)"}}}}},
                {"required", {"path", "content"}},
                {"additionalProperties", false}}}}}}},
          {"required", {"code"}},
          {"additionalProperties", false}};
}

json RunOutputSchema() {
  json artifact = {{"type", "object"},
                   {"properties",
                    {{"path", {{"type", "string"}}},
                     {"mime_type", {{"type", "string"}}},
                     {"size", {{"type", "integer"}}},
                     {"omitted", {{"type", "string"}}}}},
                   {"required", {"path", "mime_type", "size"}}};
  return {{"type", "object"},
          {"properties",
           {{"status",
             {{"type", "string"},
              {"enum",
               {"ok", "error", "timeout", "oom", "output_limit", "blocked", "engine_error",
                "cancelled", "busy"}}}},
            {"exit_code", {{"type", "integer"}}},
            {"stdout", {{"type", "string"}}},
            {"stderr", {{"type", "string"}}},
            {"stdout_truncated", {{"type", "boolean"}}},
            {"stderr_truncated", {{"type", "boolean"}}},
            {"duration_seconds", {{"type", "number"}}},
            {"limits", {{"type", "object"}}},
            {"findings", {{"type", "array"}, {"items", FindingSchema()}}},
            {"artifacts", {{"type", "array"}, {"items", artifact}}},
            {"artifacts_not_listed", {{"type", "integer"}}},
            {"session_id", {{"type", "string"}}},
            {"session_ended", {{"type", "boolean"}}},
            {"session_state",
             {{"type", "string"},
              {"enum", {"new", "kept", "lost", "reset"}},
              {"description",
               "What this call found of the session's earlier state: new (first call), kept "
               "(the earlier calls' interpreter ran it), lost (it was gone: session_lost says "
               "why; this call started afresh), reset (asked for)"}}},
            {"session_lost", {{"type", "string"}}},
            {"interpreter_ended",
             {{"type", "boolean"},
              {"description",
               "This call ended the session's interpreter (a crash, out of memory, a timeout, "
               "process exit): its state is gone and the next call starts afresh"}}},
            {"stopped_at_run_time", {{"type", "boolean"}}},
            {"isolation", {{"type", "string"}, {"enum", {"runc", "gvisor"}}}},
            {"retry_after_seconds", {{"type", "integer"}}},
            {"declined_at_run_time", {{"type", "array"}, {"items", {{"type", "object"}}}}},
            {"network",
             {{"type", "array"},
              {"description",
               "Every connection the program made through cordon's network proxy (a policy "
               "whose limits.network lists destinations), allowed or refused"},
              {"items",
               {{"type", "object"},
                {"properties",
                 {{"method", {{"type", "string"}}},
                  {"host", {{"type", "string"}}},
                  {"port", {{"type", "integer"}}},
                  {"allowed", {{"type", "boolean"}}},
                  {"address", {{"type", "string"}}},
                  {"error", {{"type", "string"}}},
                  {"bytes_sent", {{"type", "integer"}}},
                  {"bytes_received", {{"type", "integer"}}}}},
                {"required", {"host", "port", "allowed"}}}}}},
            {"network_not_listed", {{"type", "integer"}}},
            {"error", {{"type", "string"}}}}},
          {"required",
           {"status", "exit_code", "stdout", "stderr", "stdout_truncated", "stderr_truncated",
            "duration_seconds", "findings", "artifacts"}}};
}

json AnalyzeInputSchema() {
  return {{"type", "object"},
          {"properties",
           {{"code", {{"type", "string"}, {"maxLength", 4 << 20}}},
            {"language", {{"type", "string"}, {"enum", {"python", "javascript"}}}}}},
          {"required", {"code", "language"}},
          {"additionalProperties", false}};
}

json AnalyzeOutputSchema() {
  return {{"type", "object"},
          {"properties",
           {{"decision", {{"type", "string"}, {"enum", {"allow", "warn", "block"}}}},
            {"policy", {{"type", "string"}}},
            {"findings", {{"type", "array"}, {"items", FindingSchema()}}}}},
          {"required", {"decision", "policy", "findings"}}};
}

json CloseInputSchema() {
  return {
      {"type", "object"},
      {"properties", {{"session_id", {{"type", "string"}, {"minLength", 1}, {"maxLength", 64}}}}},
      {"required", {"session_id"}},
      {"additionalProperties", false}};
}

json CloseOutputSchema() {
  return {{"type", "object"},
          {"properties", {{"closed", {{"type", "boolean"}}}}},
          {"required", {"closed"}}};
}

namespace {

// A policy's spelling: false, true, or {"allow": [...]}.
json NetworkJson(bool network, const std::vector<NetworkAllowEntry>& allow) {
  if (!network || allow.empty()) return network;
  json list = json::array();
  for (const auto& entry : allow) list.push_back(entry.Text());
  return {{"allow", list}};
}

json LimitsJson(const Limits& l) {
  return {{"memory_mb", l.memory_mb},
          {"cpus", l.cpus},
          {"pids", l.pids},
          {"wall_seconds", l.wall_seconds},
          {"output_bytes", l.output_bytes},
          {"tmpfs_mb", l.tmpfs_mb},
          {"network", NetworkJson(l.network, l.network_allow)}};
}

// What a run was held to, in the units a policy file uses.
json LimitsJson(const RunLimits& l) {
  constexpr int64_t kMiB = int64_t{1} << 20;
  return {{"memory_mb", l.memory_bytes / kMiB},
          {"cpus", static_cast<double>(l.nano_cpus) / 1e9},
          {"pids", l.pids},
          {"wall_seconds", static_cast<double>(l.wall_time.count()) / 1000},
          {"output_bytes", l.output_bytes},
          {"tmpfs_mb", l.tmpfs_bytes / kMiB},
          {"network", NetworkJson(l.network, l.network_allow)},
          {"refused_at_run_time", l.refused_capabilities}};
}

std::string Human(int64_t bytes) {
  char text[32];
  if (bytes >= (1 << 20))
    std::snprintf(text, sizeof text, "%.1f MiB", static_cast<double>(bytes) / 1048576.0);
  else if (bytes >= 1024)
    std::snprintf(text, sizeof text, "%.1f KiB", static_cast<double>(bytes) / 1024.0);
  else
    std::snprintf(text, sizeof text, "%lld bytes", static_cast<long long>(bytes));
  return text;
}

std::string FindingsText(const json& findings) {
  std::string text;
  for (const auto& f : findings) {
    text += "- [" + f["action"].get<std::string>() + "] " + f["rule_id"].get<std::string>() + " (" +
            f["severity"].get<std::string>() + ") line " +
            std::to_string(f["line"].get<int64_t>()) + ": " + f["message"].get<std::string>() +
            "\n";
    for (const auto& step : f["resolution"]) text += "  because " + step.get<std::string>() + "\n";
    if (!f["remediation"].get<std::string>().empty()) {
      text += "  instead: " + f["remediation"].get<std::string>() + "\n";
    }
  }
  return text;
}

std::string StatusText(const RunResult& r) {
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.2f s", r.duration_seconds);
  switch (r.status) {
    case RunStatus::kOk: return std::string("Exit code 0 in ") + seconds + ".";
    case RunStatus::kError:
      return "Exit code " + std::to_string(r.exit_code) + " in " + seconds + ".";
    case RunStatus::kTimeout:
      std::snprintf(seconds, sizeof seconds, "%g",
                    static_cast<double>(r.limits.wall_time.count()) / 1000.0);
      return std::string("Timed out: killed at the wall-time limit of ") + seconds +
             " s. Make the program faster, or pass a larger timeout_seconds within the policy's "
             "maximum.";
    case RunStatus::kOom:
      return "Out of memory: killed at the " +
             std::to_string(r.limits.memory_bytes / (int64_t{1} << 20)) +
             " MiB limit. Use less memory (process data in chunks).";
    case RunStatus::kOutputLimit:
      return "Output limit: the program wrote more than " + Human(r.limits.output_bytes) + " on " +
             (r.stdout_truncated ? "stdout" : "stderr") +
             " and was killed. Print less (summaries, not whole data).";
    case RunStatus::kBlocked:
      if (r.stopped_at_run_time) {
        return "Stopped at run time: " + r.error +
               ". The code ran until then (its output is here); rewrite it without what the "
               "finding names.";
      }
      return "Not run: " + r.error +
             ". Rewrite the code without the blocked calls (see each finding's 'instead').";
    case RunStatus::kEngineError: return "The sandbox could not run the code: " + r.error;
    case RunStatus::kCancelled: return "Cancelled; the container was removed.";
    case RunStatus::kBusy:
      return "Not run: " + r.error + ". Nothing ran; call again with the same code then.";
  }
  return "";
}

}  // namespace

json FindingJson(const Finding& finding, Action action) {
  json j = {{"rule_id", finding.rule_id},         {"category", finding.category},
            {"capability", finding.capability},   {"severity", SeverityName(finding.severity)},
            {"action", ActionName(action)},       {"message", finding.message},
            {"remediation", finding.remediation}, {"line", finding.start.line},
            {"column", finding.start.column},     {"source_line", finding.source_line},
            {"resolution", finding.resolution}};
  // Only for a window of a long line: where in the line source_line starts.
  if (finding.source_line_column > 1) j["source_line_column"] = finding.source_line_column;
  if (!finding.variables.empty()) j["variables"] = finding.variables;
  return j;
}

RunRequest RunRequestFrom(const json& arguments, Language language) {
  RunRequest request;
  request.language = language;
  request.code = arguments["code"].get<std::string>();
  if (arguments.contains("timeout_seconds"))
    request.limits.wall_seconds = arguments["timeout_seconds"].get<double>();
  request.session_id = arguments.value("session_id", "");
  request.reset = arguments.value("reset", false);
  for (const auto& file : arguments.value("files", json::array())) {
    std::string content = file["content"].get<std::string>();
    if (file.value("encoding", "utf-8") == "base64") {
      auto bytes = Base64Decode(content);
      if (!bytes) {
        throw RunRequestError("file '" + file["path"].get<std::string>() +
                              "': content is not valid base64 (encoding says base64)");
      }
      content = std::move(*bytes);
    }
    request.files.push_back({file["path"].get<std::string>(), std::move(content)});
  }
  return request;
}

json RunToolResult(const RunResult& r, bool structured) {
  json findings = json::array();
  for (const auto& [finding, action] : r.findings) findings.push_back(FindingJson(finding, action));
  json artifacts = json::array();
  json content = json::array();
  std::string text = StatusText(r) + "\n";
  if (!findings.empty()) {
    text += (r.status == RunStatus::kBlocked ? "\nFindings:\n" : "\nWarnings (not blocking):\n") +
            FindingsText(findings);
  }
  bool ran = r.status != RunStatus::kBlocked && r.status != RunStatus::kEngineError &&
             r.status != RunStatus::kBusy;
  if (ran && r.stdout_text.empty() && r.stderr_text.empty()) text += "(no output)\n";
  if (ran && (!r.stdout_text.empty() || r.stdout_truncated)) {
    text += "\n--- stdout" + std::string(r.stdout_truncated ? " (truncated)" : "") + " ---\n" +
            r.stdout_text;
    if (!r.stdout_text.empty() && r.stdout_text.back() != '\n') text += "\n";
  }
  if (ran) {
    if (!r.stderr_text.empty() || r.stderr_truncated) {
      text += "\n--- stderr" + std::string(r.stderr_truncated ? " (truncated)" : "") + " ---\n" +
              r.stderr_text;
      if (!r.stderr_text.empty() && r.stderr_text.back() != '\n') text += "\n";
    }
  }
  if (!r.declined_at_run_time.empty()) {
    text +=
        "\nRefused at run time to libraries the program called (each got PermissionError; the "
        "program went on):\n";
    for (const auto& d : r.declined_at_run_time) text += "- " + DescribeDeclined(d) + "\n";
  }
  if (!r.network.connections.empty()) {
    text += "\nNetwork (through cordon's proxy, policy allow list):\n";
    for (const auto& c : r.network.connections) text += "- " + DescribeConnection(c) + "\n";
    if (r.network.omitted > 0) {
      text += "- and " + std::to_string(r.network.omitted) + " more connection" +
              (r.network.omitted == 1 ? "" : "s") + "\n";
    }
  }
  if (!r.artifacts.empty()) text += "\nFiles created:\n";
  for (const auto& a : r.artifacts) {
    json item = {{"path", a.path}, {"mime_type", a.mime_type}, {"size", a.size}};
    if (!a.omitted.empty()) item["omitted"] = a.omitted;
    artifacts.push_back(item);
    text += "- " + a.path + " (" + a.mime_type + ", " + Human(a.size) +
            (a.omitted.empty() ? "" : ", not returned: over the " + a.omitted) + ")\n";
  }
  if (r.artifacts_not_listed > 0)
    text += "- and " + std::to_string(r.artifacts_not_listed) + " more files\n";
  if (r.session_state == SessionState::kLost) {
    text += "\nSession '" + r.session_id +
            "': this call started a fresh interpreter; the state of earlier calls is lost (" +
            r.session_lost + ").\n";
  }
  if (r.session_ended) {
    text += "\nSession '" + r.session_id +
            "' ended with this run; its files and interpreter state are gone.\n";
  } else if (r.interpreter_ended && !r.session_id.empty()) {
    text += "\nSession '" + r.session_id +
            "': this run ended its interpreter; its files remain, but the next call starts "
            "without the variables and imports defined so far.\n";
  }
  content.push_back({{"type", "text"}, {"text", text}});
  for (const auto& a : r.artifacts) {
    if (!a.omitted.empty()) continue;
    if (a.mime_type == "image/png" || a.mime_type == "image/jpeg") {
      content.push_back(
          {{"type", "image"}, {"data", Base64Encode(a.content)}, {"mimeType", a.mime_type}});
      continue;
    }
    json resource = {{"uri", "file:///work/" + a.path}, {"mimeType", a.mime_type}};
    if (a.IsText())
      resource["text"] = a.content;
    else
      resource["blob"] = Base64Encode(a.content);
    content.push_back({{"type", "resource"}, {"resource", resource}});
  }
  bool is_error = r.status == RunStatus::kBlocked || r.status == RunStatus::kEngineError ||
                  r.status == RunStatus::kBusy;
  json out = {{"content", content}, {"isError", is_error}};
  if (structured) {
    json s = {{"status", RunStatusName(r.status)},
              {"exit_code", r.exit_code},
              {"stdout", r.stdout_text},
              {"stderr", r.stderr_text},
              {"stdout_truncated", r.stdout_truncated},
              {"stderr_truncated", r.stderr_truncated},
              {"duration_seconds", r.duration_seconds},
              {"limits", LimitsJson(r.limits)},
              {"findings", findings},
              {"artifacts", artifacts},
              {"artifacts_not_listed", r.artifacts_not_listed}};
    if (!r.session_id.empty()) {
      s["session_id"] = r.session_id;
      s["session_ended"] = r.session_ended;
      if (r.session_state != SessionState::kNone)
        s["session_state"] = SessionStateName(r.session_state);
      if (!r.session_lost.empty()) s["session_lost"] = r.session_lost;
      s["interpreter_ended"] = r.interpreter_ended;
    }
    if (!r.error.empty()) s["error"] = r.error;
    if (r.stopped_at_run_time) s["stopped_at_run_time"] = true;
    if (r.status == RunStatus::kBusy) s["retry_after_seconds"] = r.retry_after_seconds;
    if (!r.declined_at_run_time.empty()) {
      json declined = json::array();
      for (const auto& d : r.declined_at_run_time) {
        json item = {{"capability", d.capability},
                     {"event", d.event},
                     {"detail", d.detail},
                     {"line", d.line}};
        if (!d.path.empty()) item["path"] = d.path;
        declined.push_back(item);
      }
      s["declined_at_run_time"] = declined;
    }
    if (!r.network.connections.empty()) {
      json network = json::array();
      for (const auto& c : r.network.connections) {
        json item = {{"method", c.method},
                     {"host", c.host},
                     {"port", c.port},
                     {"allowed", c.allowed},
                     {"bytes_sent", c.bytes_sent},
                     {"bytes_received", c.bytes_received}};
        if (!c.address.empty()) item["address"] = c.address;
        if (!c.error.empty()) item["error"] = c.error;
        network.push_back(item);
      }
      s["network"] = network;
      if (r.network.omitted > 0) s["network_not_listed"] = r.network.omitted;
    }
    if ((r.status != RunStatus::kBlocked && r.status != RunStatus::kBusy) ||
        r.stopped_at_run_time) {
      s["isolation"] = IsolationName(r.isolation);
    }
    out["structuredContent"] = s;
  }
  return out;
}

json AnalysisToolResult(const Verdict& verdict, bool structured) {
  json findings = json::array();
  for (const auto& [finding, action] : verdict.findings)
    findings.push_back(FindingJson(finding, action));
  std::string decision(ActionName(verdict.decision));
  std::string text = "Policy '" + verdict.policy_name + "' would " +
                     (verdict.decision == Action::kBlock  ? "block this code."
                      : verdict.decision == Action::kWarn ? "run this code, with warnings."
                                                          : "run this code: no findings.") +
                     "\n";
  if (!findings.empty()) text += FindingsText(findings);
  json out = {{"content", json::array({{{"type", "text"}, {"text", text}}})}, {"isError", false}};
  if (structured)
    out["structuredContent"] = {
        {"decision", decision}, {"policy", verdict.policy_name}, {"findings", findings}};
  return out;
}

json PolicyResourceJson(const Policy& p) {
  json categories = json::object(), rules = json::object();
  for (const auto& [k, v] : p.category_actions) categories[k] = ActionName(v);
  for (const auto& [k, v] : p.rule_actions) rules[k] = ActionName(v);
  auto limits = [](const Limits& l) {
    json j = LimitsJson(l);
    j["input_bytes"] = l.input_bytes;
    j["artifact_file_bytes"] = l.artifact_file_bytes;
    j["artifact_total_bytes"] = l.artifact_total_bytes;
    j["artifact_files"] = l.artifact_files;
    return j;
  };
  return {{"name", p.name},
          {"description", p.description},
          {"block_at", SeverityName(p.block_at)},
          {"category_actions", categories},
          {"rule_actions", rules},
          {"allow_suppressions", p.allow_suppressions},
          {"rulesets", p.rulesets},
          {"limits", limits(p.limits)},
          {"max_limits", limits(p.max_limits)}};
}

json ToolErrorResult(const std::string& message) {
  return {{"content", json::array({{{"type", "text"}, {"text", message}}})}, {"isError", true}};
}

std::string Instructions(const Policy& policy) {
  std::string blocked;
  for (const auto& [category, action] : policy.category_actions) {
    if (action == Action::kBlock) blocked += (blocked.empty() ? "" : ", ") + category;
  }
  std::string network = policy.limits.network ? "on" : "off";
  if (policy.limits.network && !policy.limits.network_allow.empty()) {
    network = "only to ";
    for (const auto& entry : policy.limits.network_allow) {
      network += (network.size() > 8 ? ", " : "") + entry.Text();
    }
    network += " (through cordon's HTTP proxy, which HTTP_PROXY and HTTPS_PROXY name)";
  }
  char limits[256];
  std::snprintf(limits, sizeof limits,
                "%lld MiB memory, %g CPU, %g s wall time (up to %g s on request), %s of output "
                "per stream, network ",
                static_cast<long long>(policy.limits.memory_mb), policy.limits.cpus,
                policy.limits.wall_seconds, policy.max_limits.wall_seconds,
                Human(policy.limits.output_bytes).c_str());
  return "cordon runs Python and JavaScript in locked-down containers. Use run_python_code or "
         "run_javascript_code to execute code (numpy, pandas, matplotlib and scipy are installed; "
         "plt.show() or plt.savefig() returns the plot as an image; files written to the working "
         "directory come back). Pass session_id to keep files and the interpreter's state "
         "(variables, "
         "imports, functions) between calls, like a notebook, and files to provide inputs. Use "
         "analyze_code to check code without running it. Policy '" +
         policy.name + "' blocks findings of severity " +
         std::string(SeverityName(policy.block_at)) + " and above" +
         (blocked.empty() ? "" : " and everything in: " + blocked) +
         " — such as shell commands (os.system, subprocess, child_process), eval/exec of built "
         "strings, dynamic imports and FFI. Blocked code is not run; the findings say how to "
         "rewrite it. "
         "Limits per run: " +
         limits + network + ".";
}

}  // namespace cordon::mcp
