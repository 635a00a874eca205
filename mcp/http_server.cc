#include "mcp/http_server.h"

#include <httplib.h>

#include <algorithm>
#include <random>

namespace cordon::mcp {

namespace {

constexpr const char* kEndpoint = "/mcp";
constexpr const char* kVersionKey = "io.modelcontextprotocol/protocolVersion";

// The host part of "host", "host:port", "[v6]", "[v6]:port".
std::string HostPart(const std::string& text) {
  if (!text.empty() && text.front() == '[') {
    auto close = text.find(']');
    return close == std::string::npos ? "" : text.substr(0, close + 1);
  }
  return text.substr(0, text.find(':'));
}

bool IsLoopbackName(std::string host) {
  std::transform(host.begin(), host.end(), host.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return host == "localhost" || host == "127.0.0.1" || host == "[::1]";
}

// A fresh MCP session id: 128 random bits, hex.
std::string NewSessionId() {
  std::random_device device;
  std::string id;
  for (int i = 0; i < 4; ++i) {
    char part[9];
    std::snprintf(part, sizeof part, "%08x", device());
    id += part;
  }
  return id;
}

// An error with no id, as the transport sends when it refuses a message it did not read.
void Refuse(httplib::Response& response, int status, int code, const std::string& message) {
  response.status = status;
  response.set_content(Serialize(ErrorReply(nullptr, RpcError(code, message))), "application/json");
}

// Whether `message` is in the stateless 2026-07-28 form (it needs no MCP session).
bool StatelessForm(const json& message) {
  if (!message.is_object()) return false;
  if (message.value("method", json()) == "server/discover") return true;
  auto params = message.find("params");
  if (params == message.end() || !params->is_object()) return false;
  auto meta = params->find("_meta");
  return meta != params->end() && meta->is_object() && meta->contains(kVersionKey);
}

bool IsRequest(const json& message) {
  return message.is_object() && message.contains("method") && message.contains("id");
}

}  // namespace

std::pair<std::string, int> ParseHttpAddress(const std::string& text) {
  auto colon = text.rfind(':');
  if (colon == std::string::npos) {
    throw HttpError("--http " + text + ": give HOST:PORT, e.g. 127.0.0.1:8080");
  }
  std::string host = text.substr(0, colon);
  std::string port_text = text.substr(colon + 1);
  int port = 0;
  try {
    size_t used = 0;
    port = std::stoi(port_text, &used);
    if (used != port_text.size()) port = -1;
  } catch (const std::exception&) {
    port = -1;
  }
  if (port < 0 || port > 65535) {
    throw HttpError("--http " + text + ": the port must be a number from 0 to 65535");
  }
  if (host.empty()) host = "127.0.0.1";
  if (!IsLoopbackName(host)) {
    throw HttpError("--http " + text +
                    ": cordon serves HTTP on this machine's loopback only (127.0.0.1, [::1] or "
                    "localhost): serving other machines needs authentication, which cordon does "
                    "not have yet");
  }
  if (host == "[::1]") host = "::1";
  return {host, port};
}

bool IsLoopbackOrigin(const std::string& origin) {
  for (const char* scheme : {"http://", "https://"}) {
    if (origin.rfind(scheme, 0) == 0) {
      std::string rest = origin.substr(std::string(scheme).size());
      if (rest.find('/') != std::string::npos) return false;
      return IsLoopbackName(HostPart(rest));
    }
  }
  return false;
}

bool IsLoopbackHost(const std::string& host) { return IsLoopbackName(HostPart(host)); }

HttpServer::HttpServer(SandboxCore& core, HttpOptions options, const Clock& clock, Log log)
    : core_(core),
      options_(std::move(options)),
      clock_(clock),
      log_(std::move(log)),
      http_(std::make_unique<httplib::Server>()),
      stateless_(std::make_shared<Session>()) {
  stateless_->server = std::make_unique<McpServer>(core_);
  const size_t threads = options_.threads;
  http_->new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
  http_->set_payload_max_length(options_.max_body);
  // A run holds its request for as long as it runs (up to the policy's maximum).
  http_->set_read_timeout(std::chrono::seconds(30));
  http_->set_write_timeout(std::chrono::seconds(30));
  http_->set_keep_alive_timeout(30);
  http_->Post(kEndpoint, [this](const httplib::Request& q, httplib::Response& r) { Post(q, r); });
  http_->Delete(kEndpoint,
                [this](const httplib::Request& q, httplib::Response& r) { Delete(q, r); });
  http_->Get(kEndpoint, [this](const httplib::Request& q, httplib::Response& r) {
    if (!Admit(q, r)) return;
    r.status = 405;  // no stream of server messages: cordon sends none unasked
    r.set_header("Allow", "POST, DELETE");
  });
}

HttpServer::~HttpServer() { Stop(); }

int HttpServer::Bind() {
  int port = options_.port == 0
                 ? http_->bind_to_any_port(options_.host)
                 : (http_->bind_to_port(options_.host, options_.port) ? options_.port : -1);
  if (port < 0) {
    throw HttpError("cannot listen on " + options_.host + ":" + std::to_string(options_.port) +
                    " (in use, or not an address of this machine): choose another port");
  }
  return port;
}

void HttpServer::Serve() { http_->listen_after_bind(); }

void HttpServer::Stop() {
  if (http_) http_->stop();
}

size_t HttpServer::OpenSessions() const {
  std::lock_guard lock(mutex_);
  return sessions_.size();
}

bool HttpServer::Admit(const httplib::Request& request, httplib::Response& response) const {
  if (request.has_header("Origin") && !IsLoopbackOrigin(request.get_header_value("Origin"))) {
    Refuse(response, 403, rpc::kInvalidRequest,
           "Origin '" + request.get_header_value("Origin").substr(0, 200) +
               "' is not this machine: cordon answers local clients only");
    return false;
  }
  if (!IsLoopbackHost(request.get_header_value("Host"))) {
    Refuse(response, 403, rpc::kInvalidRequest,
           "Host '" + request.get_header_value("Host").substr(0, 200) +
               "' is not this machine's loopback: connect to 127.0.0.1, [::1] or localhost");
    return false;
  }
  if (request.has_header("MCP-Protocol-Version")) {
    std::string version = request.get_header_value("MCP-Protocol-Version");
    bool known = version == kStatelessVersion ||
                 std::find(kInitializeVersions.begin(), kInitializeVersions.end(), version) !=
                     kInitializeVersions.end();
    if (!known) {
      Refuse(response, 400, rpc::kInvalidRequest,
             "MCP-Protocol-Version '" + version.substr(0, 100) +
                 "' is not a revision cordon speaks (2024-11-05 to 2025-11-25, 2026-07-28)");
      return false;
    }
  }
  return true;
}

std::shared_ptr<HttpServer::Session> HttpServer::Open(httplib::Response& response) {
  std::lock_guard lock(mutex_);
  if (sessions_.size() >= options_.max_sessions) {
    Refuse(response, 503, rpc::kServerBusy,
           std::to_string(options_.max_sessions) +
               " MCP sessions are open: end one (HTTP DELETE) or wait for one to go idle");
    return nullptr;
  }
  auto session = std::make_shared<Session>();
  session->server = std::make_unique<McpServer>(core_);
  session->last_used = clock_.Now();
  return session;
}

void HttpServer::ExpireIdle() {
  std::vector<std::string> ended;
  {
    std::lock_guard lock(mutex_);
    auto now = clock_.Now();
    for (auto it = sessions_.begin(); it != sessions_.end();) {
      bool idle =
          now - it->second->last_used >= options_.session_idle && it->second->running.empty();
      if (idle) ended.push_back(it->first);
      it = idle ? sessions_.erase(it) : std::next(it);
    }
  }
  for (const auto& id : ended) {  // outside the lock: removing containers takes time
    core_.CloseSessionsOf(id);
    log_("info", "MCP session " + id.substr(0, 8) + "... ended: idle");
  }
}

std::optional<json> HttpServer::Answer(McpServer& server, const std::shared_ptr<Session>& session,
                                       const json& message) {
  auto cancelled = std::make_shared<std::atomic<bool>>(false);
  std::string key = IsRequest(message) ? message["id"].dump() : "";
  if (!key.empty()) {
    std::lock_guard lock(mutex_);
    session->running[key] = cancelled;
  }
  // Notifications (progress, logs) have no stream to go on: this transport answers
  // with JSON only, so they are dropped.
  RequestContext context{cancelled.get(), [](const json&) {}, session->tenant};
  std::optional<json> reply;
  try {
    reply = server.Handle(message, context);
  } catch (...) {
    std::lock_guard lock(mutex_);
    session->running.erase(key);
    throw;
  }
  std::lock_guard lock(mutex_);
  if (!key.empty()) session->running.erase(key);
  session->last_used = clock_.Now();
  return reply;
}

void HttpServer::Post(const httplib::Request& request, httplib::Response& response) {
  if (!Admit(request, response)) return;
  ExpireIdle();
  std::string type = request.get_header_value("Content-Type");
  if (type.find("application/json") == std::string::npos) {
    Refuse(response, 415, rpc::kInvalidRequest,
           "a POST to /mcp carries one JSON-RPC message: Content-Type application/json");
    return;
  }
  std::string accept = request.get_header_value("Accept");
  if (!accept.empty() && accept.find("application/json") == std::string::npos &&
      accept.find("text/event-stream") == std::string::npos &&
      accept.find("*/*") == std::string::npos) {
    Refuse(response, 406, rpc::kInvalidRequest,
           "cordon answers with application/json: accept it (Accept: application/json, "
           "text/event-stream)");
    return;
  }
  auto [message, too_deep] = ParseLine(request.body);
  if (message.is_discarded() || too_deep) {
    Refuse(response, 400, too_deep ? rpc::kInvalidRequest : rpc::kParseError,
           too_deep ? "the message nests values more than " + std::to_string(kMaxJsonDepth) +
                          " levels deep, the limit: it was not read"
                    : "not valid JSON (one UTF-8 JSON-RPC message per POST)");
    return;
  }
  std::shared_ptr<Session> session;
  std::string id = request.get_header_value("Mcp-Session-Id");
  bool initialize = message.is_object() && message.value("method", json()) == "initialize";
  if (!id.empty()) {
    std::lock_guard lock(mutex_);
    auto it = sessions_.find(id);
    if (it == sessions_.end()) {
      Refuse(response, 404, rpc::kInvalidRequest,
             "no MCP session '" + id.substr(0, 64) +
                 "' (it ended, or was never opened): initialize again");
      return;
    }
    session = it->second;
  } else if (initialize && IsRequest(message)) {
    session = Open(response);
    if (!session) return;
  } else if (StatelessForm(message)) {
    session = stateless_;
  } else {
    Refuse(response, 400, rpc::kInvalidRequest,
           "no Mcp-Session-Id header: send initialize first and then its Mcp-Session-Id with "
           "every message, or use protocol 2026-07-28 (_meta on every request)");
    return;
  }
  if (message.is_object() && message.value("method", json()) == "notifications/cancelled" &&
      !message.contains("id")) {
    const json& params = message.value("params", json::object());
    if (params.is_object() && params.contains("requestId")) {
      std::lock_guard lock(mutex_);
      auto it = session->running.find(params["requestId"].dump());
      if (it != session->running.end()) *it->second = true;
    }
    response.status = 202;
    return;
  }
  std::optional<json> reply = Answer(*session->server, session, message);
  if (session != stateless_ && initialize && id.empty()) {
    if (!reply || !reply->contains("result")) {
      // A failed initialize opens nothing.
    } else {
      std::string fresh = NewSessionId();
      session->version = (*reply)["result"].value("protocolVersion", "");
      {
        std::lock_guard lock(mutex_);
        session->tenant = fresh;
        sessions_[fresh] = session;
      }
      response.set_header("Mcp-Session-Id", fresh);
      log_("info",
           "MCP session " + fresh.substr(0, 8) + "... opened (protocol " + session->version + ")");
    }
  }
  if (!reply) {
    response.status = 202;  // notifications and responses only
    return;
  }
  response.status = 200;
  response.set_content(Serialize(*reply), "application/json");
}

void HttpServer::Delete(const httplib::Request& request, httplib::Response& response) {
  if (!Admit(request, response)) return;
  std::string id = request.get_header_value("Mcp-Session-Id");
  if (id.empty()) {
    Refuse(response, 400, rpc::kInvalidRequest, "DELETE ends an MCP session: give Mcp-Session-Id");
    return;
  }
  {
    std::lock_guard lock(mutex_);
    auto it = sessions_.find(id);
    if (it == sessions_.end()) {
      Refuse(response, 404, rpc::kInvalidRequest, "no MCP session '" + id.substr(0, 64) + "'");
      return;
    }
    for (auto& [key, flag] : it->second->running) *flag = true;  // its runs stop
    sessions_.erase(it);
  }
  size_t closed = core_.CloseSessionsOf(id);
  log_("info", "MCP session " + id.substr(0, 8) + "... ended by its client" +
                   (closed ? " (" + std::to_string(closed) + " sandbox sessions closed)" : ""));
  response.status = 200;
}

}  // namespace cordon::mcp
