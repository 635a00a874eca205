#include "mcp/tool_table.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "mcp/json_rpc.h"
#include "mcp/schema_check.h"
#include "mcp/tools.h"

namespace cordon::mcp {
namespace {

// What the agent needs to know of the project folders: where they are in the sandbox
// and whether it may write there (never the host paths).
std::string MountsSentence(const std::vector<ProjectMount>& mounts) {
  if (mounts.empty()) return "";
  std::string out = " Project folders from the host:";
  for (size_t i = 0; i < mounts.size(); ++i) {
    out += std::string(i == 0 ? " " : ", ") + mounts[i].target +
           (mounts[i].writable ? " (writable)" : " (read-only)");
  }
  return out + ".";
}

// The secrets the program finds in its environment, by name (never a value).
std::string SecretsSentence(const std::vector<std::string>& names) {
  if (names.empty()) return "";
  std::string list;
  for (const auto& name : names) list += (list.empty() ? "" : ", ") + name;
  return " Secrets in the program's environment (read them by name, e.g. os.environ['" + names[0] +
         "'] or process.env." + names[0] +
         "; their values are redacted from everything returned): " + list + ".";
}

json Annotations(const std::string& title, bool read_only, bool destructive, bool idempotent,
                 bool open_world) {
  return {{"title", title},
          {"readOnlyHint", read_only},
          {"destructiveHint", destructive},
          {"idempotentHint", idempotent},
          {"openWorldHint", open_world}};
}

// Sends notifications/progress every second until destroyed.
class ProgressTicker {
 public:
  ProgressTicker(const ToolCall& call) {
    if (call.progress_token.is_null() || !call.notify) return;
    thread_ = std::jthread(
        [token = call.progress_token, notify = call.notify](const std::stop_token& stop) {
          std::mutex m;
          std::condition_variable_any cv;
          for (int seconds = 1;; ++seconds) {
            std::unique_lock lock(m);
            cv.wait_for(lock, stop, std::chrono::seconds(1), [] { return false; });
            if (stop.stop_requested()) return;
            notify(Notification("notifications/progress",
                                {{"progressToken", token},
                                 {"progress", seconds},
                                 {"message", "running for " + std::to_string(seconds) + " s"}}));
          }
        });
  }

 private:
  std::jthread thread_;
};

}  // namespace

ToolTable::ToolTable(SandboxCore& core, Log log) {
  const Policy& policy = core.policy();
  auto run_tool = [&](const std::string& name, const std::string& title, Language language) {
    std::string language_name = language == Language::kPython ? "Python" : "JavaScript";
    auto handler = [&core, log, name, language](const json& arguments, const ToolCall& call) {
      RunRequest request;
      RunResult result;
      try {
        request = RunRequestFrom(arguments, language);
        request.cancel = call.cancelled;
        request.tenant = call.tenant;
        ProgressTicker ticker(call);
        log("info", name + ": running " + std::to_string(request.code.size()) + " bytes of code",
            call);
        result = core.Run(request);
      } catch (const RunRequestError& e) {
        return ToolErrorResult(name + ": " + e.what());
      }
      log(result.status == RunStatus::kEngineError ? "error" : "info",
          name + ": " + std::string(RunStatusName(result.status)) +
              (result.error.empty() ? "" : " (" + result.error + ")"),
          call);
      if (!result.phases.empty()) log("debug", name + ": " + DescribePhases(result.phases), call);
      return RunToolResult(result, call.structured);
    };
    return Tool{
        name,
        title,
        "Run a " + language_name +
            " program in a fresh, locked-down container (no network unless the policy allows "
            "it, memory/CPU/time limits) and return its stdout, stderr, exit code and the files "
            "it creates (plots come back as images). The code is checked against policy '" +
            policy.name +
            "' first; blocked code is not run and the findings say how to rewrite it. What the "
            "policy does not grant (starting programs, network, native code, writes outside "
            "the working directory) is also refused while the code runs: the run then ends "
            "'blocked' with stopped_at_run_time and a runtime.* finding at the line. Pass "
            "session_id to keep files and the interpreter across calls (variables, imports and "
            "functions defined in one call exist in the next; session_state says whether they "
            "did), files to provide inputs." +
            MountsSentence(core.options().mounts) + SecretsSentence(core.SecretNames()),
        RunInputSchema(language_name),
        RunOutputSchema(),
        Annotations(title, false, false, false, policy.limits.network),
        handler};
  };
  tools_.push_back(run_tool("run_python_code", "Run Python in a sandbox", Language::kPython));
  tools_.push_back(
      run_tool("run_javascript_code", "Run JavaScript in a sandbox", Language::kJavaScript));
  tools_.push_back(
      Tool{"analyze_code", "Check code against the policy",
           "Analyse Python or JavaScript code under policy '" + policy.name +
               "' without running it: the findings (with the name resolution behind each) and "
               "whether the policy would block, warn or allow it.",
           AnalyzeInputSchema(), AnalyzeOutputSchema(),
           Annotations("Check code against the policy", true, false, true, false),
           [&core](const json& arguments, const ToolCall& call) {
             Language language =
                 arguments["language"] == "python" ? Language::kPython : Language::kJavaScript;
             return AnalysisToolResult(
                 core.Analyze(arguments["code"].get<std::string>(), language, call.cancelled),
                 call.structured);
           }});
  tools_.push_back(Tool{
      "close_session", "Close a session",
      "Close a session opened by a run with session_id: its container and files are removed.",
      CloseInputSchema(), CloseOutputSchema(),
      Annotations("Close a session", false, true, true, false),
      [&core](const json& arguments, const ToolCall& call) {
        bool closed = core.CloseSession(arguments["session_id"].get<std::string>(), call.tenant);
        std::string text = closed ? "Session closed; its container and files are removed."
                                  : "No open session has that id.";
        json result = {{"content", json::array({{{"type", "text"}, {"text", text}}})},
                       {"isError", false}};
        if (call.structured) result["structuredContent"] = {{"closed", closed}};
        return result;
      }});
}

json ToolTable::List(bool structured) const {
  json list = json::array();
  for (const auto& tool : tools_) {
    json entry = {{"name", tool.name},
                  {"title", tool.title},
                  {"description", tool.description},
                  {"inputSchema", tool.input_schema},
                  {"annotations", tool.annotations}};
    if (structured) entry["outputSchema"] = tool.output_schema;
    list.push_back(std::move(entry));
  }
  return list;
}

json ToolTable::Call(const std::string& name, const json& arguments, const ToolCall& call) const {
  for (const auto& tool : tools_) {
    if (tool.name != name) continue;
    // Argument errors go back to the model as a tool error it can correct.
    if (auto error = CheckSchema(arguments, tool.input_schema)) {
      return ToolErrorResult(name + ": " + *error);
    }
    return tool.handler(arguments, call);
  }
  std::string names;
  for (size_t i = 0; i < tools_.size(); ++i) {
    names += (i == 0 ? "" : i + 1 == tools_.size() ? " and " : ", ") + tools_[i].name;
  }
  throw RpcError(rpc::kInvalidParams, "unknown tool '" + name + "'; the tools are " + names);
}

}  // namespace cordon::mcp
