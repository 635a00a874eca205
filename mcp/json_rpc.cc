#include "mcp/json_rpc.h"

namespace cordon::mcp {

ParsedLine ParseLine(const std::string& line) {
  ParsedLine parsed;
  auto limit_depth = [&parsed](int depth, json::parse_event_t event, json&) {
    bool opens =
        event == json::parse_event_t::object_start || event == json::parse_event_t::array_start;
    if (opens && depth >= kMaxJsonDepth) {
      parsed.too_deep = true;
      return false;  // skip this value: the parser reads on without building it
    }
    return true;
  };
  parsed.message = json::parse(line, limit_depth, /*allow_exceptions=*/false);
  return parsed;
}

json ResultReply(const json& id, json result) {
  return {{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}};
}

json ErrorReply(const json& id, const RpcError& error) {
  json body = {{"code", error.code()}, {"message", error.what()}};
  if (!error.data().is_null()) body["data"] = error.data();
  return {{"jsonrpc", "2.0"}, {"id", id}, {"error", std::move(body)}};
}

json Notification(const std::string& method, json params) {
  return {{"jsonrpc", "2.0"}, {"method", method}, {"params", std::move(params)}};
}

std::string Serialize(const json& message) {
  return message.dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace cordon::mcp
