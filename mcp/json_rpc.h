// JSON-RPC 2.0 as MCP uses it: error codes, the one exception handlers throw to answer
// with an error, and the shapes of replies. Errors become JSON-RPC error objects in
// exactly one place (ErrorReply).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>

namespace cordon::mcp {

using nlohmann::json;

namespace rpc {
inline constexpr int kParseError = -32700;
inline constexpr int kInvalidRequest = -32600;
inline constexpr int kMethodNotFound = -32601;
inline constexpr int kInvalidParams = -32602;
inline constexpr int kInternalError = -32603;
inline constexpr int kResourceNotFound = -32002;            // MCP: resources/read
inline constexpr int kUnsupportedProtocolVersion = -32022;  // MCP 2026-07-28
inline constexpr int kServerBusy = -32000;
}  // namespace rpc

// Thrown by a handler to answer its request with an error.
class RpcError : public std::runtime_error {
 public:
  RpcError(int code, const std::string& message, json data = nullptr)
      : std::runtime_error(message), code_(code), data_(std::move(data)) {}
  int code() const { return code_; }
  const json& data() const { return data_; }

 private:
  int code_;
  json data_;
};

// The deepest nesting a message may have (documented in the README). Values nested
// deeper are refused while parsing, before they are built, so nothing later (a copy, a
// dump, a schema check) recurses that far: 100,000 levels used to overflow the stack.
inline constexpr int kMaxJsonDepth = 64;

// One line off the wire. `message` is discarded when the line is not JSON; when
// `too_deep`, it holds what was read up to the limit (enough to find the `id`).
struct ParsedLine {
  json message;
  bool too_deep = false;
};
ParsedLine ParseLine(const std::string& line);

// `id` is echoed exactly as it came (string or number; null when it could not be read).
json ResultReply(const json& id, json result);
json ErrorReply(const json& id, const RpcError& error);
json Notification(const std::string& method, json params);

// Serialises a message for the wire: one line, invalid UTF-8 (a program's output can be
// anything) replaced rather than thrown on.
std::string Serialize(const json& message);

}  // namespace cordon::mcp
