#include "mcp/server.h"

#include <algorithm>

#include "mcp/schema_check.h"
#include "mcp/tools.h"

namespace cordon::mcp {
namespace {

const std::vector<std::string> kLogLevels = {"debug", "info",     "notice", "warning",
                                             "error", "critical", "alert",  "emergency"};
const char* kVersionKey = "io.modelcontextprotocol/protocolVersion";
const char* kCapabilitiesKey = "io.modelcontextprotocol/clientCapabilities";
const char* kServerInfoKey = "io.modelcontextprotocol/serverInfo";

// A level's rank in kLogLevels (debug = 0); 0 for a name not there.
int LevelIndex(const std::string& level) {
  auto it = std::find(kLogLevels.begin(), kLogLevels.end(), level);
  return it == kLogLevels.end() ? 0 : static_cast<int>(it - kLogLevels.begin());
}

json ObjectSchema(json properties, json required) {
  return {
      {"type", "object"}, {"properties", std::move(properties)}, {"required", std::move(required)}};
}

// A request id: a string or an integer (MCP forbids null).
bool ValidId(const json& id) {
  return id.is_string() || id.is_number_integer() || id.is_number_unsigned();
}

const json* Meta(const json& params) {
  if (!params.is_object()) return nullptr;
  auto it = params.find("_meta");
  return it != params.end() && it->is_object() ? &*it : nullptr;
}

}  // namespace

McpServer::McpServer(SandboxCore& core)
    : core_(core),
      tools_(core, [this](const std::string& level, const std::string& text, const ToolCall& call) {
        Log(level, text, call.notify);
      }) {
  json any = {{"type", "object"}};
  methods_["initialize"] = {ObjectSchema({{"protocolVersion", {{"type", "string"}}},
                                          {"capabilities", {{"type", "object"}}},
                                          {"clientInfo", {{"type", "object"}}}},
                                         {"protocolVersion"}),
                            [this](const json& p, const RequestContext&) { return Initialize(p); }};
  methods_["server/discover"] = {
      any, [this](const json&, const RequestContext&) { return Discover(); }, true};
  methods_["ping"] = {any, [](const json&, const RequestContext&) { return json::object(); }};
  methods_["tools/list"] = {any,
                            [this](const json&, const RequestContext&) {
                              return json{{"tools", tools_.List(Structured())}};
                            },
                            true};
  methods_["tools/call"] = {
      ObjectSchema({{"name", {{"type", "string"}}}, {"arguments", {{"type", "object"}}}}, {"name"}),
      [this](const json& p, const RequestContext& c) { return CallTool(p, c); }};
  methods_["resources/list"] = {
      any,
      [](const json&, const RequestContext&) {
        return json{
            {"resources",
             {{{"uri", "cordon://policy"},
               {"name", "policy"},
               {"title", "Active policy"},
               {"description", "The policy in force: limits, what blocks, rule sets"},
               {"mimeType", "application/json"}},
              {{"uri", "cordon://environments"},
               {"name", "environments"},
               {"title", "Sandbox environments"},
               {"description", "Languages, versions and preinstalled libraries in the sandbox"},
               {"mimeType", "application/json"}}}}};
      },
      true};
  methods_["resources/templates/list"] = {any,
                                          [](const json&, const RequestContext&) {
                                            return json{{"resourceTemplates", json::array()}};
                                          },
                                          true};
  methods_["resources/read"] = {
      ObjectSchema({{"uri", {{"type", "string"}}}}, {"uri"}),
      [this](const json& p, const RequestContext&) { return ReadResource(p); }, true};
  methods_["logging/setLevel"] = {
      ObjectSchema({{"level", {{"type", "string"}, {"enum", kLogLevels}}}}, {"level"}),
      [this](const json& p, const RequestContext&) {
        std::lock_guard lock(mutex_);
        log_level_ = LevelIndex(p["level"].get<std::string>());
        return json::object();
      }};
}

McpServer::Lane McpServer::LaneOf(const json& message) {
  if (message.is_array()) {  // a batch (2025-03-26): on a thread when any part needs one
    for (const auto& part : message) {
      if (LaneOf(part) != Lane::kQuick) return Lane::kRun;
    }
    return Lane::kQuick;
  }
  if (!message.is_object()) return Lane::kQuick;
  auto method = message.find("method");
  if (method == message.end() || !method->is_string()) return Lane::kQuick;
  if (*method == "resources/read") return Lane::kRun;  // environments runs a probe
  if (*method != "tools/call") return Lane::kQuick;
  auto params = message.find("params");
  if (params != message.end() && params->is_object() &&
      params->value("name", json()) == "analyze_code") {
    return Lane::kAnalysis;
  }
  return Lane::kRun;
}

void McpServer::Log(const std::string& level, const std::string& text,
                    const std::function<void(const json&)>& notify) const {
  {
    std::lock_guard lock(mutex_);
    if (era_ != Era::kInitialize || LevelIndex(level) < log_level_ || !notify) return;
  }
  notify(Notification("notifications/message",
                      {{"level", level}, {"logger", "cordon"}, {"data", text}}));
}

bool McpServer::Structured() const {
  std::lock_guard lock(mutex_);
  return era_ == Era::kStateless || version_ >= "2025-06-18";
}

std::optional<json> McpServer::Handle(const json& message, const RequestContext& context) {
  if (message.is_array()) return HandleBatch(message, context);
  if (!message.is_object()) {
    return ErrorReply(nullptr, RpcError(rpc::kInvalidRequest, "a message must be a JSON object"));
  }
  auto method = message.find("method");
  bool has_id = message.contains("id");
  if (method == message.end()) {
    if (message.contains("result") || message.contains("error"))
      return std::nullopt;  // a response: we ask nothing
    return ErrorReply(has_id && ValidId(message["id"]) ? message["id"] : json(nullptr),
                      RpcError(rpc::kInvalidRequest, "a request needs a 'method'"));
  }
  json id = has_id ? message["id"] : json(nullptr);
  if (has_id && !ValidId(id)) {
    return ErrorReply(nullptr,
                      RpcError(rpc::kInvalidRequest, "'id' must be a string or an integer"));
  }
  if (message.value("jsonrpc", json()) != "2.0") {
    if (!has_id) return std::nullopt;
    return ErrorReply(id, RpcError(rpc::kInvalidRequest, "'jsonrpc' must be \"2.0\""));
  }
  if (!method->is_string()) {
    if (!has_id) return std::nullopt;
    return ErrorReply(id, RpcError(rpc::kInvalidRequest, "'method' must be a string"));
  }
  std::string name = method->get<std::string>();
  static const json kNoParams = json::object();
  auto given = message.find("params");
  const json& params = given == message.end() ? kNoParams : *given;

  if (!has_id) {  // a notification: never answered
    // One in the stateless form (with the protocol version in _meta) belongs to no
    // handshake: it must not switch a server that serves that form to the other era.
    const json* meta = params.is_object() ? Meta(params) : nullptr;
    bool stateless_form = meta != nullptr && meta->contains(kVersionKey);
    if (name == "notifications/initialized" && !stateless_form) {
      std::lock_guard lock(mutex_);
      if (era_ == Era::kUnknown) era_ = Era::kInitialize;
    }
    return std::nullopt;  // notifications/cancelled is acted on by the loop
  }
  try {
    if (!params.is_object()) throw RpcError(rpc::kInvalidParams, "'params' must be an object");
    return ResultReply(id, Dispatch(name, params, context));
  } catch (const RpcError& e) {
    return ErrorReply(id, e);
  } catch (const std::exception& e) {
    return ErrorReply(id,
                      RpcError(rpc::kInternalError, std::string("internal error: ") + e.what()));
  }
}

std::optional<json> McpServer::HandleBatch(const json& batch, const RequestContext& context) {
  bool accepted;
  {
    std::lock_guard lock(mutex_);
    accepted = era_ == Era::kInitialize && version_ == "2025-03-26";
  }
  if (!accepted || batch.empty()) {
    return ErrorReply(nullptr, RpcError(rpc::kInvalidRequest,
                                        batch.empty() ? "an empty batch is not a request"
                                                      : "batches are part of protocol 2025-03-26 "
                                                        "only: send one message per line"));
  }
  // One after another, on this thread; the replies in the order of the requests.
  json replies = json::array();
  for (const auto& part : batch) {
    std::optional<json> reply;
    if (part.is_object() && part.value("method", json()) == "initialize") {
      json id = part.value("id", json());
      reply = ErrorReply(ValidId(id) ? id : json(nullptr),
                         RpcError(rpc::kInvalidRequest, "initialize must not be part of a batch"));
    } else if (part.is_array()) {
      reply = ErrorReply(nullptr, RpcError(rpc::kInvalidRequest, "a batch inside a batch"));
    } else {
      reply = Handle(part, context);
    }
    if (reply) replies.push_back(std::move(*reply));
  }
  if (replies.empty()) return std::nullopt;  // notifications only
  return replies;
}

void McpServer::CheckEra(const std::string& name, const json& params) {
  const json* meta = Meta(params);
  bool modern = meta != nullptr && meta->contains(kVersionKey);
  // Removed in 2026-07-28: a request in that revision's form asking for them is asking
  // for a method that does not exist there.
  if (modern && (name == "initialize" || name == "ping")) {
    throw RpcError(rpc::kMethodNotFound, name + " is not part of protocol 2026-07-28 (use " +
                                             "server/discover, and _meta on every request)");
  }
  // server/discover is 2026-07-28's own: always in its form, _meta and all.
  if (name == "server/discover" && !modern) {
    throw RpcError(rpc::kInvalidParams, "server/discover needs params._meta['" +
                                            std::string(kVersionKey) + "'] and ['" +
                                            kCapabilitiesKey + "'] (protocol 2026-07-28)");
  }
  std::lock_guard lock(mutex_);
  if (name == "initialize") return;  // always allowed: it (re)starts the initialize era
  if (era_ == Era::kUnknown) {
    if (modern) {
      era_ = Era::kStateless;
    } else if (name != "ping") {
      throw RpcError(rpc::kInvalidRequest,
                     "send 'initialize' first, or (protocol 2026-07-28) give params._meta['" +
                         std::string(kVersionKey) + "'] on every request");
    }
  }
  if (era_ != Era::kStateless) return;
  if (name == "logging/setLevel") {
    throw RpcError(rpc::kMethodNotFound, "logging/setLevel is not part of protocol 2026-07-28");
  }
  if (!modern) {
    if (name == "ping") return;
    throw RpcError(rpc::kInvalidParams, "protocol 2026-07-28 needs params._meta['" +
                                            std::string(kVersionKey) + "'] and ['" +
                                            kCapabilitiesKey + "'] on every request");
  }
  const json& version = (*meta)[kVersionKey];
  if (!version.is_string() || version != kStatelessVersion) {
    throw RpcError(rpc::kUnsupportedProtocolVersion,
                   "unsupported protocol version " + version.dump() + "; this server speaks " +
                       kStatelessVersion +
                       " per request, or the initialize handshake for older versions",
                   {{"supported", {kStatelessVersion}}, {"requested", version}});
  }
  if (!meta->contains(kCapabilitiesKey) || !(*meta)[kCapabilitiesKey].is_object()) {
    throw RpcError(rpc::kInvalidParams,
                   "params._meta['" + std::string(kCapabilitiesKey) + "'] must be an object");
  }
}

json McpServer::Dispatch(const std::string& name, const json& params,
                         const RequestContext& context) {
  auto it = methods_.find(name);
  if (it == methods_.end())
    throw RpcError(rpc::kMethodNotFound, "method '" + name + "' is not supported");
  CheckEra(name, params);
  if (auto error = CheckSchema(params, it->second.params_schema)) {
    throw RpcError(rpc::kInvalidParams, name + ": " + *error);
  }
  json result = it->second.handler(params, context);
  bool stateless;
  {
    std::lock_guard lock(mutex_);
    stateless = era_ == Era::kStateless;
  }
  if (stateless) {
    result["resultType"] = "complete";
    if (it->second.list) {
      result["ttlMs"] = name == "server/discover" ? 3600000 : 60000;
      result["cacheScope"] = "public";
    }
  }
  return result;
}

json McpServer::ServerInfo() const {
  return {{"name", "cordon"}, {"title", "cordon code sandbox"}, {"version", CORDON_VERSION}};
}

json McpServer::Capabilities() const {
  json capabilities = {{"tools", {{"listChanged", false}}},
                       {"resources", {{"listChanged", false}}}};
  if (era_ != Era::kStateless) capabilities["logging"] = json::object();
  return capabilities;
}

json McpServer::Initialize(const json& params) {
  std::string requested = params["protocolVersion"].get<std::string>();
  std::lock_guard lock(mutex_);
  version_ = kInitializeVersions.front();
  for (const auto& v : kInitializeVersions) {
    if (v == requested) version_ = v;
  }
  era_ = Era::kInitialize;  // also the fallback of a client that probed server/discover
  return {{"protocolVersion", version_},
          {"capabilities", Capabilities()},
          {"serverInfo", ServerInfo()},
          {"instructions", Instructions(core_.policy())}};
}

json McpServer::Discover() const {
  std::lock_guard lock(mutex_);
  // serverInfo rides in the result's _meta (DiscoverResult has no field of its own).
  return {{"supportedVersions", {kStatelessVersion}},
          {"capabilities", Capabilities()},
          {"instructions", Instructions(core_.policy())},
          {"_meta", {{kServerInfoKey, ServerInfo()}}}};
}

json McpServer::CallTool(const json& params, const RequestContext& context) {
  ToolCall call;
  call.structured = Structured();
  call.cancelled = context.cancelled;
  call.notify = context.notify;
  call.tenant = context.tenant;
  if (const json* meta = Meta(params); meta != nullptr && meta->contains("progressToken")) {
    call.progress_token = (*meta)["progressToken"];
  }
  auto arguments = params.find("arguments");
  return tools_.Call(params["name"].get<std::string>(),
                     arguments == params.end() ? json::object() : *arguments, call);
}

json McpServer::ReadResource(const json& params) {
  std::string uri = params["uri"].get<std::string>();
  json data;
  if (uri == "cordon://policy") {
    data = PolicyResourceJson(core_.policy());
    json mounts = json::array();
    for (const auto& m : core_.options().mounts) {
      mounts.push_back({{"path", m.target}, {"mode", m.writable ? "rw" : "ro"}});
    }
    data["mounts"] = mounts;  // project folders in the sandbox; the host paths stay private
    data["secrets"] = core_.SecretNames();  // the values never leave the host's side
    if (const auto& limits = core_.options().sessions) {
      data["sessions"] = {
          {"max_open", limits->max_sessions},
          {"idle_seconds", limits->idle.count()},
          {"lifetime_seconds", limits->lifetime.count()},
          {"keeps",
           "files in the working directory, and the interpreter: Python's __main__ namespace "
           "(variables, imports, functions, classes, open matplotlib figures) and daemon "
           "threads; JavaScript's global scope (top-level const, let, class, function and var "
           "of scripts, require()d modules, globalThis; an ES module keeps only what it puts "
           "on globalThis)"},
          {"ends_each_call",
           "processes the program started, and (JavaScript) a call ends when its timers and "
           "I/O have; a timeout, output flood or cancellation ends the session, and out of "
           "memory, a crash or an exit ends the interpreter (the next call says its state "
           "was lost)"}};
    }
  } else if (uri == "cordon://environments") {
    data = core_.Environments();
  } else {
    bool stateless;
    {
      std::lock_guard lock(mutex_);
      stateless = era_ == Era::kStateless;
    }
    // 2026-07-28 made an unknown resource invalid params; earlier revisions' code stays.
    throw RpcError(stateless ? rpc::kInvalidParams : rpc::kResourceNotFound,
                   "no resource '" + uri + "'; there are cordon://policy and cordon://environments",
                   {{"uri", uri}});
  }
  return {{"contents", {{{"uri", uri}, {"mimeType", "application/json"}, {"text", data.dump(2)}}}}};
}

}  // namespace cordon::mcp
