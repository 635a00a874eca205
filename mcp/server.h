// The MCP protocol over a SandboxCore: one table from method name to handler, params
// checked centrally against each method's schema (-32602 on mismatch), errors turned
// into JSON-RPC errors in one place, and the two protocol eras:
//   - initialize era (2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05): `initialize`
//     negotiates a version, then requests flow;
//   - stateless 2026-07-28: no handshake; `server/discover`, and every request carries
//     its protocol version and client capabilities in params._meta; results carry
//     resultType (and cacheable ones, lists and resources/read, cache hints); ping and
//     initialize sent in its form are methods it does not have (-32601).
// The era is chosen by the first message, and a client that probed with
// server/discover may still fall back to initialize.
//
// Handle() is the pure core: a parsed message in, the reply (or nothing) out. It is safe
// to call from several threads at once; ServerLoop decides which thread runs what. It
// reads the message in place: no part of a request is copied on the way to a handler.
#pragma once

#include <atomic>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>

#include "mcp/json_rpc.h"
#include "mcp/tool_table.h"
#include "sandbox/sandbox_core.h"

namespace cordon::mcp {

inline constexpr const char* kStatelessVersion = "2026-07-28";
// Newest first: an initialize asking for another version gets the first.
inline const std::vector<std::string> kInitializeVersions = {"2025-11-25", "2025-06-18",
                                                             "2025-03-26", "2024-11-05"};

struct RequestContext {
  const std::atomic<bool>* cancelled = nullptr;  // set by notifications/cancelled
  std::function<void(const json&)> notify;       // sends a notification now
  // Whose sandbox sessions a run's session_id names: "" on stdio, the MCP session over
  // HTTP (clients of one server never share one).
  std::string tenant;
};

class McpServer {
 public:
  explicit McpServer(SandboxCore& core);

  std::optional<json> Handle(const json& message, const RequestContext& context);
  // Where a request is handled: on the reading thread (quick: everything but the two
  // below), or on a thread of its own in one of two lanes with their own limits, so a
  // burst of analyses never waits behind runs nor counts against them.
  enum class Lane { kQuick, kAnalysis, kRun };
  static Lane LaneOf(const json& message);
  // Logs to the client over a request's `notify` (RequestContext), if the level set
  // with logging/setLevel asks for it (initialize era only): on stdio a line, over HTTP
  // an event of that request's SSE stream (a JSON answer carries none).
  void Log(const std::string& level, const std::string& text,
           const std::function<void(const json&)>& notify) const;

 private:
  enum class Era { kUnknown, kInitialize, kStateless };
  struct Method {
    json params_schema;
    std::function<json(const json& params, const RequestContext& context)> handler;
    bool list = false;  // cacheable (lists, resources/read): cache hints in the stateless era
  };
  json Dispatch(const std::string& name, const json& params, const RequestContext& context);
  // A JSON-RPC batch: accepted only when 2025-03-26 was negotiated (that revision requires
  // servers to receive them; later ones removed them); its requests handled in order.
  std::optional<json> HandleBatch(const json& batch, const RequestContext& context);
  void CheckEra(const std::string& name, const json& params);
  bool Structured() const;

  json Initialize(const json& params);
  json Discover() const;
  json CallTool(const json& params, const RequestContext& context);
  json ReadResource(const json& params);
  json Capabilities() const;
  json ServerInfo() const;

  SandboxCore& core_;
  ToolTable tools_;
  std::map<std::string, Method> methods_;
  mutable std::mutex mutex_;
  Era era_ = Era::kUnknown;
  std::string version_;  // negotiated in the initialize era
  int log_level_ = 1;    // index into the syslog levels MCP uses; info
};

}  // namespace cordon::mcp
