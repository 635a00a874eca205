// The shapes of the tools' inputs and results: each tool's inputSchema/outputSchema
// (the table in tool_table.h publishes them), and the conversion of a run or a verdict
// into MCP content (a readable text block, images, embedded resources) plus
// structuredContent matching the outputSchema. No I/O here.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "policy/policy.h"
#include "policy/verdict.h"
#include "runner/run_result.h"

namespace cordon::mcp {

using nlohmann::json;

json RunInputSchema(const std::string& language_name);
json RunOutputSchema();
json AnalyzeInputSchema();
json AnalyzeOutputSchema();
json CloseInputSchema();
json CloseOutputSchema();

// Turns validated run_*_code arguments into a request. Throws RunRequestError for a
// file whose content does not decode.
RunRequest RunRequestFrom(const json& arguments, Language language);

// A tools/call result. `structured` adds structuredContent.
json RunToolResult(const RunResult& result, bool structured);
json AnalysisToolResult(const Verdict& verdict, bool structured);
// A tool call the tool itself refused (bad arguments, a policy maximum): isError with
// the message, so the model can correct the call.
json ToolErrorResult(const std::string& message);

// The text the model reads first: what the tools do and what the policy forbids.
std::string Instructions(const Policy& policy);

// The cordon://policy resource: the policy's actions, limits and maxima.
json PolicyResourceJson(const Policy& policy);

// JSON for one finding, as analyze_code and the run tools report it.
json FindingJson(const Finding& finding, Action action);

}  // namespace cordon::mcp
