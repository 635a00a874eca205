#include "mcp/http_server.h"

#include <httplib.h>

#include <algorithm>
#include <random>
#include <thread>

#include "mcp/http_guard.h"

namespace cordon::mcp {

namespace {

constexpr const char* kEndpoint = "/mcp";
// RFC 9728: the metadata of the protected resource at /mcp, at the well-known path
// and at that path followed by the resource's own.
constexpr const char* kMetadataPath = "/.well-known/oauth-protected-resource";
constexpr const char* kMetadataPathForEndpoint = "/.well-known/oauth-protected-resource/mcp";
// How long an ended SSE stream can still be resumed.
constexpr std::chrono::seconds kLogKeep{300};
constexpr size_t kMaxLogs = 256;
// JSON-RPC's code for a request its client cancelled (MCP: "Request cancelled").
constexpr int kRequestCancelled = -32800;
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

// The owner of a token's sandbox sessions (runner/session_store.h SessionLimits::per_owner):
// its tenants are "token:NAME/<MCP session id>" and "token:NAME/stateless".
std::string OwnerOf(const HttpTenant& tenant) { return "token:" + tenant.name; }

bool IsRequest(const json& message) {
  return message.is_object() && message.contains("method") && message.contains("id");
}

}  // namespace

std::pair<std::string, int> ParseHttpAddress(const std::string& text, bool with_tokens) {
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
  if (!IsLoopbackName(host) && !with_tokens) {
    throw HttpError("--http " + text +
                    ": without tokens cordon serves HTTP on this machine's loopback only "
                    "(127.0.0.1, [::1] or localhost): to serve other machines, give --tokens FILE "
                    "(make one with `cordon token add NAME --file FILE`), and --tls-cert/--tls-key "
                    "or a TLS proxy in front");
  }
  if (host.size() > 2 && host.front() == '[' && host.back() == ']') {
    host = host.substr(1, host.size() - 2);
    return {host, port};
  }
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

bool IsLoopbackAddress(const std::string& address) {
  return IsLoopbackName(address.find(':') != std::string::npos ? "[" + address + "]" : address);
}

HttpServer::HttpServer(SandboxCore& core, HttpOptions options, const Clock& clock, Log log)
    : HttpServer(
          {HttpTenant{"", &core, options.threads, options.max_analyses, options.max_sessions}},
          TokenVerifier(), std::move(options), clock, std::move(log)) {
  tokens_.reset();
}

HttpServer::HttpServer(std::vector<HttpTenant> tenants, TokenVerifier tokens, HttpOptions options,
                       const Clock& clock, Log log)
    : tokens_(std::move(tokens)),
      options_(std::move(options)),
      clock_(clock),
      log_(std::move(log)) {
  for (auto& tenant : tenants) {
    TenantState state{std::move(tenant), std::make_shared<Session>()};
    state.stateless->server = std::make_unique<McpServer>(*state.tenant.core);
    state.stateless->owner = tenants_.size();
    // A token's stateless requests share its sandbox sessions, no one else's.
    state.stateless->tenant = state.tenant.name.empty() ? "" : OwnerOf(state.tenant) + "/stateless";
    tenants_.push_back(std::move(state));
  }
  if (options_.tls_cert.empty() != options_.tls_key.empty()) {
    throw HttpError("HTTPS needs both a certificate (--tls-cert) and its key (--tls-key)");
  }
  options_.connection.max_body = options_.max_body;
  auto guard_log = [this](const std::string& level, const std::string& text) {
    if (log_) log_(level, text);
  };
  if (!options_.tls_cert.empty()) {
    try {
      http_ = std::make_unique<GuardedHttpServer>(options_.connection, guard_log, options_.tls_cert,
                                                  options_.tls_key);
    } catch (const TlsSetupError& e) {
      throw HttpError(e.what());
    }
  } else {
    http_ = std::make_unique<GuardedHttpServer>(options_.connection, guard_log);
  }
  http_->SetBodyPaths({kEndpoint});
  const size_t threads = options_.threads;
  http_->new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
  http_->set_payload_max_length(options_.max_body);
  // httplib writes these into each answer's Keep-Alive header, which clients follow to
  // close an idle connection before the server does: they must be the guard's.
  http_->set_keep_alive_timeout(std::max<time_t>(
      1, std::chrono::duration_cast<std::chrono::seconds>(options_.connection.idle).count()));
  http_->set_keep_alive_max_count(std::max<size_t>(1, options_.connection.max_requests));
  // Read, write and keep-alive timeouts are the guard's (options_.connection), which
  // also sets TCP_NODELAY on each connection: without it a reply written in two pieces
  // (headers, then body) waits for the client's delayed ACK, 40 ms on every keep-alive
  // request (bench/RESULTS.md). A run holds its request for as long as it runs.
  // The checks run before the body is read: a request without a good token (or from a
  // foreign page) costs its headers only.
  http_->set_pre_routing_handler([this](const httplib::Request& q, httplib::Response& r) {
    if (q.path != kEndpoint) return httplib::Server::HandlerResponse::Unhandled;
    return Admit(q, r) ? httplib::Server::HandlerResponse::Unhandled
                       : httplib::Server::HandlerResponse::Handled;
  });
  http_->Post(kEndpoint, [this](const httplib::Request& q, httplib::Response& r) { Post(q, r); });
  http_->Delete(kEndpoint,
                [this](const httplib::Request& q, httplib::Response& r) { Delete(q, r); });
  http_->Get(kEndpoint, [this](const httplib::Request& q, httplib::Response& r) { Get(q, r); });
  for (const char* path : {kMetadataPath, kMetadataPathForEndpoint}) {
    http_->Get(path, [this](const httplib::Request& q, httplib::Response& r) { Metadata(q, r); });
  }
}

HttpServer::~HttpServer() {
  Stop();
  // Streamed answers run on threads of their own, which use this object: the runs were
  // cancelled by Stop(), so they end soon.
  std::unique_lock lock(mutex_);
  workers_done_.wait(lock, [this] { return workers_ == 0; });
}

int HttpServer::Bind() {
  int port = options_.port == 0
                 ? http_->bind_to_any_port(options_.host)
                 : (http_->bind_to_port(options_.host, options_.port) ? options_.port : -1);
  if (port < 0) {
    throw HttpError("cannot listen on " + options_.host + ":" + std::to_string(options_.port) +
                    " (in use, or not an address of this machine): choose another port");
  }
  options_.port = port;
  return port;
}

void HttpServer::Serve() { http_->Listen(); }

void HttpServer::Stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    for (auto& [id, session] : sessions_) {
      for (auto& [key, flag] : session->running) *flag = true;
    }
    for (auto& tenant : tenants_) {
      for (auto& [key, flag] : tenant.stateless->running) *flag = true;
    }
  }
  events_changed_.notify_all();
  run_freed_.notify_all();
  if (http_) http_->Shutdown();
}

size_t HttpServer::OpenSessions() const {
  std::lock_guard lock(mutex_);
  return sessions_.size();
}

std::optional<size_t> HttpServer::Admit(const httplib::Request& request,
                                        httplib::Response& response) const {
  std::string origin = request.get_header_value("Origin");
  std::string host = request.get_header_value("Host");
  // A page's own origin is this server's when its host is the Host it connected to
  // (a browser client served from here); any other page is refused.
  bool same_origin = false;
  for (const char* scheme : {"http://", "https://"}) {
    same_origin = same_origin || (!host.empty() && origin == scheme + host);
  }
  if (!origin.empty() && !IsLoopbackOrigin(origin) && !same_origin) {
    Refuse(response, 403, rpc::kInvalidRequest,
           "Origin '" + origin.substr(0, 200) +
               "' is not this machine nor this server: cordon answers its own clients only");
    return std::nullopt;
  }
  // Without tokens the loopback is the boundary, and a Host that is not the loopback is
  // a page that rebound a name to it. With tokens the token is the boundary.
  if (!tokens_ && !IsLoopbackHost(host)) {
    Refuse(response, 403, rpc::kInvalidRequest,
           "Host '" + host.substr(0, 200) +
               "' is not this machine's loopback: connect to 127.0.0.1, [::1] or localhost");
    return std::nullopt;
  }
  size_t owner = 0;
  if (tokens_) {
    std::string header = request.get_header_value("Authorization");
    std::optional<std::string> token = BearerToken(header);
    std::optional<size_t> found = token ? tokens_->Verify(*token) : std::nullopt;
    if (!found) {
      Challenge(request, response, !header.empty());
      log_("info", std::string("refused a request from ") + request.remote_addr + ": " +
                       (header.empty() ? "no token" : "a token cordon does not know"));
      return std::nullopt;
    }
    owner = *found;
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
      return std::nullopt;
    }
  }
  return owner;
}

std::string HttpServer::ResourceUrl(const httplib::Request& request) const {
  std::string host = request.get_header_value("Host");
  // Only what a Host header may hold: a client's odd Host never becomes markup or a
  // header split in the challenge.
  bool plain = !host.empty() && std::all_of(host.begin(), host.end(), [](unsigned char c) {
    return std::isalnum(c) || c == '.' || c == '-' || c == ':' || c == '[' || c == ']';
  });
  if (!plain) host = options_.host + ":" + std::to_string(options_.port);
  return std::string(options_.tls_cert.empty() ? "http://" : "https://") + host + kEndpoint;
}

void HttpServer::Challenge(const httplib::Request& request, httplib::Response& response,
                           bool presented) const {
  std::string url = ResourceUrl(request);
  std::string metadata =
      url.substr(0, url.size() - std::string(kEndpoint).size()) + kMetadataPathForEndpoint;
  std::string challenge = "Bearer realm=\"cordon\", resource_metadata=\"" + metadata + "\"";
  if (presented) {
    challenge += ", error=\"invalid_token\", error_description=\"not a token of this server\"";
  }
  response.set_header("WWW-Authenticate", challenge);
  Refuse(response, 401, rpc::kInvalidRequest,
         presented ? "the bearer token is not one this server knows (was it revoked, or made "
                     "for another server?): ask its operator for a token"
                   : "this server needs a bearer token: send Authorization: Bearer TOKEN (its "
                     "operator makes one with `cordon token add NAME --file FILE`)");
}

void HttpServer::Metadata(const httplib::Request& request, httplib::Response& response) const {
  if (!tokens_) {  // nothing is protected: no metadata to find
    response.status = 404;
    return;
  }
  // RFC 9728. Tokens are issued by this server's operator (`cordon token add`), not by
  // an OAuth authorization server, so `authorization_servers` (optional there) is left
  // out: a client is configured with its token (an Authorization header) rather than
  // discovering where to get one.
  json document = {
      {"resource", ResourceUrl(request)},
      {"resource_name", "cordon code sandbox"},
      {"bearer_methods_supported", {"header"}},
  };
  response.status = 200;
  // Built from the Host the client named: no cache may hand it to another.
  response.set_header("Cache-Control", "no-store");
  response.set_header("Vary", "Host");
  response.set_content(document.dump(2), "application/json");
}

std::shared_ptr<HttpServer::Session> HttpServer::Open(size_t owner, httplib::Response& response) {
  std::lock_guard lock(mutex_);
  TenantState& state = tenants_[owner];
  size_t open_here = state.opening, open_all = 0;
  for (const auto& [id, session] : sessions_) {
    open_here += session->owner == owner ? 1 : 0;
    ++open_all;
  }
  for (const auto& t : tenants_) open_all += t.opening;
  if (open_all >= options_.max_sessions || open_here >= state.tenant.max_sessions) {
    bool mine = open_here >= state.tenant.max_sessions;
    size_t limit = mine ? state.tenant.max_sessions : options_.max_sessions;
    Refuse(response, 503, rpc::kServerBusy,
           std::to_string(limit) + " MCP sessions are open" +
               (mine && !state.tenant.name.empty()
                    ? " for token '" + state.tenant.name + "' (its max_sessions)"
                    : std::string()) +
               ": end one (HTTP DELETE) or wait for one to go idle");
    return nullptr;
  }
  ++state.opening;  // counted until initialize is answered, so parallel ones cannot pass
  auto session = std::make_shared<Session>();
  session->server = std::make_unique<McpServer>(*state.tenant.core);
  session->owner = owner;
  session->last_used = clock_.Now();
  return session;
}

bool HttpServer::AcquireSlot(size_t owner, bool analysis, Session& session, const Cancel& cancelled,
                             httplib::Response& response) {
  std::unique_lock lock(mutex_);
  TenantState& state = tenants_[owner];
  auto busy = [&] {
    if (!analysis) return state.runs >= state.tenant.max_runs;
    size_t all = 0;
    for (const auto& t : tenants_) all += t.analyses;
    return state.analyses >= state.tenant.max_analyses || all >= options_.max_analyses;
  };
  auto gone = [&] { return *cancelled.flag || session.closed || stopping_; };
  bool free = run_freed_.wait_for(lock, options_.run_wait, [&] { return !busy() || gone(); });
  if (gone()) {
    session.running.erase(cancelled.key);
    if (session.closed || stopping_) {
      Refuse(response, 404, rpc::kInvalidRequest,
             "the MCP session ended while this request waited for a turn: nothing ran");
    } else {
      Refuse(response, 200, kRequestCancelled, "cancelled while it waited for a turn: nothing ran");
    }
    return false;
  }
  if (!free) {
    session.running.erase(cancelled.key);
    size_t limit = analysis ? state.tenant.max_analyses : state.tenant.max_runs;
    Refuse(response, 429, rpc::kServerBusy,
           std::to_string(limit) + (analysis ? " analyses" : " runs") + " of " +
               (state.tenant.name.empty() ? "this server's clients"
                                          : "token '" + state.tenant.name + "'") +
               " (or the server's analyses) were under way for " +
               std::to_string(options_.run_wait.count()) + " s (its " +
               (analysis ? "max_analyses" : "max_runs") +
               "): wait for one to finish, then call again");
    response.set_header("Retry-After", "5");
    return false;
  }
  ++(analysis ? state.analyses : state.runs);
  return true;
}

void HttpServer::ReleaseSlot(size_t owner, bool analysis) {
  {
    std::lock_guard lock(mutex_);
    --(analysis ? tenants_[owner].analyses : tenants_[owner].runs);
  }
  run_freed_.notify_all();
}

void HttpServer::ExpireIdle() {
  std::vector<std::pair<std::string, SandboxCore*>> ended;
  {
    std::lock_guard lock(mutex_);
    auto now = clock_.Now();
    std::erase_if(logs_, [&](const auto& entry) {
      return entry.second->done && now - entry.second->ended >= kLogKeep;
    });
    for (auto it = sessions_.begin(); it != sessions_.end();) {
      bool idle =
          now - it->second->last_used >= options_.session_idle && it->second->running.empty();
      if (idle) {
        it->second->closed = true;
        ended.emplace_back(it->second->tenant, tenants_[it->second->owner].tenant.core);
      }
      it = idle ? sessions_.erase(it) : std::next(it);
    }
  }
  for (const auto& [tenant, core] : ended) {  // outside the lock: removing containers takes time
    core->CloseSessionsOf(tenant);
    log_("info", "MCP session " + tenant.substr(tenant.find('/') + 1, 8) + "... ended: idle");
  }
}

std::optional<json> HttpServer::Answer(McpServer& server, const std::shared_ptr<Session>& session,
                                       const json& message, const Cancel& cancelled,
                                       const std::function<void(const json&)>& notify) {
  // A JSON answer has nowhere to put notifications: they are dropped (a client that
  // wants progress accepts an SSE answer).
  RequestContext context{cancelled.flag.get(), notify ? notify : [](const json&) {},
                         session->tenant};
  std::optional<json> reply;
  try {
    reply = server.Handle(message, context);
  } catch (...) {
    std::lock_guard lock(mutex_);
    session->running.erase(cancelled.key);
    throw;
  }
  std::lock_guard lock(mutex_);
  if (!cancelled.key.empty()) session->running.erase(cancelled.key);
  session->last_used = clock_.Now();
  return reply;
}

void HttpServer::Post(const httplib::Request& request, httplib::Response& response) {
  std::optional<size_t> owner = Admit(request, response);
  if (!owner) return;
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
    // Another token's session is answered as one that does not exist: its id says
    // nothing to anyone but its owner.
    if (it == sessions_.end() || it->second->owner != *owner) {
      Refuse(response, 404, rpc::kInvalidRequest,
             "no MCP session '" + id.substr(0, 64) +
                 "' (it ended, or was never opened): initialize again");
      return;
    }
    session = it->second;
  } else if (initialize && IsRequest(message)) {
    session = Open(*owner, response);
    if (!session) return;
  } else if (StatelessForm(message)) {
    session = tenants_[*owner].stateless;
  } else {
    Refuse(response, 400, rpc::kInvalidRequest,
           "no Mcp-Session-Id header: send initialize first and then its Mcp-Session-Id with "
           "every message, or use protocol 2026-07-28 (_meta on every request)");
    return;
  }
  bool opening = initialize && id.empty() && session != tenants_[*owner].stateless;
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
  McpServer::Lane lane = McpServer::LaneOf(message);
  bool slotted = lane != McpServer::Lane::kQuick;
  bool analysis = lane == McpServer::Lane::kAnalysis;
  // Registered before the request waits for its turn, so that notifications/cancelled
  // and the end of its MCP session reach it while it waits, too.
  Cancel cancelled{std::make_shared<std::atomic<bool>>(false),
                   IsRequest(message) ? message["id"].dump() : ""};
  if (!cancelled.key.empty()) {
    std::lock_guard lock(mutex_);
    session->running[cancelled.key] = cancelled.flag;
  }
  if (slotted && !AcquireSlot(*owner, analysis, *session, cancelled, response)) return;
  if (lane == McpServer::Lane::kRun && IsRequest(message) &&
      accept.find("text/event-stream") != std::string::npos) {
    AnswerAsStream(session, std::move(message), *owner, cancelled, id, response);
    return;
  }
  std::optional<json> reply;
  try {
    reply = Answer(*session->server, session, message, cancelled);
  } catch (...) {
    if (slotted) ReleaseSlot(*owner, analysis);
    if (opening) {
      std::lock_guard lock(mutex_);
      --tenants_[*owner].opening;
    }
    throw;
  }
  if (slotted) ReleaseSlot(*owner, analysis);
  if (opening) {
    std::lock_guard lock(mutex_);
    --tenants_[*owner].opening;
    // A failed initialize opens nothing.
    if (reply && reply->contains("result")) {
      std::string fresh = NewSessionId();
      session->version = (*reply)["result"].value("protocolVersion", "");
      const HttpTenant& whose = tenants_[*owner].tenant;
      session->tenant = whose.name.empty() ? fresh : OwnerOf(whose) + "/" + fresh;
      sessions_[fresh] = session;
      response.set_header("Mcp-Session-Id", fresh);
      const std::string& name = tenants_[*owner].tenant.name;
      log_("info", "MCP session " + fresh.substr(0, 8) + "... opened (protocol " +
                       session->version + (name.empty() ? "" : ", token '" + name + "'") + ")");
    }
  }
  if (!reply) {
    response.status = 202;  // notifications and responses only
    return;
  }
  response.status = 200;
  response.set_content(Serialize(*reply), "application/json");
}

void HttpServer::AnswerAsStream(const std::shared_ptr<Session>& session, json message, size_t owner,
                                const Cancel& cancelled, const std::string& session_id,
                                httplib::Response& response) {
  auto log = std::make_shared<EventLog>();
  log->id = NewSessionId().substr(0, 16);
  log->owner = owner;
  log->session = session_id;
  // 2025-11-25 (SEP-1699) and later: a first event with an id and no data, so that a
  // client whose connection breaks before any other event can still resume. Earlier
  // clients may not expect an event without a message.
  if (session->version.empty() || session->version >= "2025-11-25") log->events.emplace_back();
  {
    std::lock_guard lock(mutex_);
    // Bounded: past kMaxLogs, the streams that ended longest ago cannot be resumed.
    while (logs_.size() >= kMaxLogs) {
      auto oldest = logs_.end();
      for (auto it = logs_.begin(); it != logs_.end(); ++it) {
        if (it->second->done &&
            (oldest == logs_.end() || it->second->ended < oldest->second->ended))
          oldest = it;
      }
      if (oldest == logs_.end()) break;  // all still running: bounded by the run caps
      logs_.erase(oldest);
    }
    logs_[log->id] = log;
    ++workers_;
  }
  auto push = [this, log](const json& event) {
    {
      std::lock_guard lock(mutex_);
      log->events.push_back(Serialize(event));
    }
    events_changed_.notify_all();
  };
  // The run goes on when the client's connection breaks (it may resume), so it runs on a
  // thread of its own rather than on the connection's.
  std::thread([this, session, message = std::move(message), owner, cancelled, log, push] {
    std::optional<json> reply;
    try {
      reply = Answer(*session->server, session, message, cancelled, push);
    } catch (const std::exception& e) {
      reply = ErrorReply(message["id"], RpcError(rpc::kInternalError, e.what()));
    }
    ReleaseSlot(owner, /*analysis=*/false);
    // The last touch of this object, under its lock: the destructor waits for it.
    std::lock_guard lock(mutex_);
    if (reply) log->events.push_back(Serialize(*reply));
    log->done = true;
    log->ended = clock_.Now();
    --workers_;
    events_changed_.notify_all();
    workers_done_.notify_all();
  }).detach();
  response.status = 200;
  StreamEvents(response, log, 0);
}

void HttpServer::StreamEvents(httplib::Response& response, std::shared_ptr<EventLog> log,
                              size_t from) {
  response.set_header("Cache-Control", "no-cache");
  response.set_chunked_content_provider(
      "text/event-stream", [this, log, next = from](size_t, httplib::DataSink& sink) mutable {
        std::unique_lock lock(mutex_);
        events_changed_.wait_for(lock, std::chrono::seconds(15), [&] {
          return next < log->events.size() || log->done || stopping_;
        });
        while (next < log->events.size()) {
          const std::string& data = log->events[next];
          std::string frame = "id: " + log->id + ":" + std::to_string(next) +
                              (data.empty() ? "\nretry: 1000\ndata: \n\n"
                                            : "\nevent: message\ndata: " + data + "\n\n");
          ++next;
          lock.unlock();
          if (!sink.write(frame.data(), frame.size())) return false;  // gone: it may resume
          lock.lock();
        }
        if (log->done || stopping_) {
          lock.unlock();
          sink.done();
          return true;
        }
        lock.unlock();
        // Nothing new for 15 s: a comment, so that proxies see a live connection.
        static constexpr char kKeepAlive[] = ": still running\n\n";
        return sink.write(kKeepAlive, sizeof kKeepAlive - 1);
      });
}

void HttpServer::Get(const httplib::Request& request, httplib::Response& response) {
  std::optional<size_t> owner = Admit(request, response);
  if (!owner) return;
  std::string last = request.get_header_value("Last-Event-ID");
  if (last.empty()) {
    response.status = 405;  // no stream of server messages: cordon sends none unasked
    response.set_header("Allow", "GET (with Last-Event-ID), POST, DELETE");
    return;
  }
  auto colon = last.rfind(':');
  std::shared_ptr<EventLog> log;
  size_t seen = 0;
  {
    std::lock_guard lock(mutex_);
    auto it = colon == std::string::npos ? logs_.end() : logs_.find(last.substr(0, colon));
    try {
      seen = it == logs_.end() ? 0 : std::stoul(last.substr(colon + 1));
    } catch (const std::exception&) {
      it = logs_.end();
    }
    // Another token's or another MCP session's stream does not exist for this client.
    if (it != logs_.end() && it->second->owner == *owner &&
        it->second->session == request.get_header_value("Mcp-Session-Id") &&
        seen < it->second->events.size()) {
      log = it->second;
    }
  }
  if (!log) {
    Refuse(response, 404, rpc::kInvalidRequest,
           "no stream with event '" + last.substr(0, 64) + "' to resume (it ended more than " +
               std::to_string(kLogKeep.count()) + " s ago, or was never this client's)");
    return;
  }
  response.status = 200;
  StreamEvents(response, log, seen + 1);
}

void HttpServer::Delete(const httplib::Request& request, httplib::Response& response) {
  std::optional<size_t> owner = Admit(request, response);
  if (!owner) return;
  std::string id = request.get_header_value("Mcp-Session-Id");
  if (id.empty()) {
    Refuse(response, 400, rpc::kInvalidRequest, "DELETE ends an MCP session: give Mcp-Session-Id");
    return;
  }
  SandboxCore* core = nullptr;
  std::string tenant;
  {
    std::lock_guard lock(mutex_);
    auto it = sessions_.find(id);
    if (it == sessions_.end() || it->second->owner != *owner) {
      Refuse(response, 404, rpc::kInvalidRequest, "no MCP session '" + id.substr(0, 64) + "'");
      return;
    }
    it->second->closed = true;                                   // what waits for a turn gives up
    for (auto& [key, flag] : it->second->running) *flag = true;  // its runs stop
    core = tenants_[it->second->owner].tenant.core;
    tenant = it->second->tenant;
    sessions_.erase(it);
  }
  size_t closed = core->CloseSessionsOf(tenant);
  log_("info", "MCP session " + id.substr(0, 8) + "... ended by its client" +
                   (closed ? " (" + std::to_string(closed) + " sandbox sessions closed)" : ""));
  response.status = 200;
}

}  // namespace cordon::mcp
