// The tools cordon offers and the shape of their results: each tool's published
// inputSchema/outputSchema and annotations, and the conversion of a run or an analysis
// into MCP content (a readable text block, images, embedded resources) plus
// structuredContent matching the outputSchema. No I/O here.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "policy.h"
#include "run_result.h"
#include "sandbox_service.h"

namespace cordon::mcp {

using nlohmann::json;

// The tools/list entries. `structured` adds outputSchema (protocol 2025-06-18 and later).
json ToolList(const Policy& policy, bool structured);
// The inputSchema of a tool, or null when there is no such tool.
const json& InputSchemaFor(const std::string& tool);

// Turns validated run_*_code arguments into a request. Throws RunRequestError for a
// file whose content does not decode.
RunRequest RunRequestFrom(const json& arguments, Language language);

// A tools/call result. `structured` adds structuredContent.
json RunToolResult(const RunResult& result, const Policy& policy, bool structured);
json AnalysisToolResult(const Analysis& analysis, const Policy& policy, bool structured);
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
