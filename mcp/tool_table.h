// The one table of the tools cordon offers: each tool's name, schemas, annotations and
// typed handler, side by side. tools/list reads it, tools/call validates a call's
// arguments against it and dispatches through it; nothing else names the tools.
#pragma once

#include <atomic>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "sandbox/sandbox_core.h"

namespace cordon::mcp {

using nlohmann::json;

// What a handler knows of the call besides its arguments.
struct ToolCall {
  bool structured = false;                       // the client reads structuredContent
  const std::atomic<bool>* cancelled = nullptr;  // set by notifications/cancelled
  std::function<void(const json&)> notify;       // sends a notification now
  json progress_token;                           // null: the client wants no progress
  std::string tenant;                            // RequestContext::tenant
};

struct Tool {
  std::string name;
  std::string title;
  std::string description;
  json input_schema;
  json output_schema;  // published from protocol 2025-06-18 on
  json annotations;
  // Gets arguments already checked against input_schema; returns a CallToolResult.
  std::function<json(const json& arguments, const ToolCall& call)> handler;
};

class ToolTable {
 public:
  // Sends a log line about `call` to its client (level, text): over the call's own
  // notify, so over HTTP it travels in the call's SSE stream.
  using Log =
      std::function<void(const std::string& level, const std::string& text, const ToolCall& call)>;
  // `core` must outlive the table.
  ToolTable(SandboxCore& core, Log log);

  json List(bool structured) const;
  // Throws RpcError(-32602) for an unknown tool; arguments that do not fit the schema,
  // and requests the policy refuses, come back as a tool error the model can correct.
  json Call(const std::string& name, const json& arguments, const ToolCall& call) const;

 private:
  std::vector<Tool> tools_;
};

}  // namespace cordon::mcp
