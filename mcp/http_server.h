// MCP's Streamable HTTP transport (`cordon serve --http HOST:PORT`) over the same
// McpServer the stdio transport drives, with cpp-httplib (Debian's libcpp-httplib) as
// the HTTP server. One endpoint (`/mcp`):
//   POST  one JSON-RPC message (a batch where 2025-03-26 was negotiated). A request is
//         answered with application/json; notifications and responses get 202 Accepted.
//         A run (tools/call of a run tool, resources/read) from a client that accepts
//         text/event-stream is answered with an SSE stream instead: its progress and
//         log notifications as they come, a comment every 15 s so that idle proxies keep the
//         connection, then the response. Each event has an id; a client whose connection
//         broke resumes with GET and Last-Event-ID (the run goes on meanwhile: a broken
//         connection is not a cancellation).
//         `initialize` opens an MCP session: its reply carries `Mcp-Session-Id`, which
//         every later message of that client must send (400 without it, 404 once the
//         session is gone). A message in the stateless 2026-07-28 form
//         (`server/discover`, or `_meta` with the protocol version) needs no session.
//   GET   with Last-Event-ID: the rest of that SSE stream (its owner only). Without:
//         405, since cordon sends nothing the client did not ask for.
//   DELETE ends the MCP session named by `Mcp-Session-Id`.
// Without tokens, requests whose `Origin` or `Host` header is not this machine's loopback
// are refused with 403 (DNS rebinding: a web page must not reach a local server through
// the browser), and the server listens on the loopback only. With tokens (bearer tokens,
// mcp/bearer_tokens.h) every request must carry one (`Authorization: Bearer TOKEN`):
// a missing or wrong token gets 401 with `WWW-Authenticate: Bearer resource_metadata=`
// naming the protected-resource metadata document (RFC 9728), which is served at
// /.well-known/oauth-protected-resource[/mcp]. Each token is a tenant: its own policy
// (its SandboxCore), a cap on its runs at once (a run waits up to `run_wait` for one of
// its slots) and on its MCP sessions; an MCP session belongs to the token that opened
// it, and any other token is told it does not exist. An `MCP-Protocol-Version` header
// naming a revision cordon does not speak gets 400. Each MCP session has its own
// protocol state (era, version, log level); a tenant's sessions share its SandboxCore.
//
// Each connection is read and written through mcp/http_guard.h, which holds it to
// `HttpOptions::connection` (header size and count, time for the headers and the body,
// connections per address): cpp-httplib 0.11 has no such limits of its own.
//
// Threads: Serve() blocks on the calling thread and answers each HTTP request on a
// worker of its own pool (a run holds its worker until it ends); Stop() may be called
// from any thread.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "mcp/bearer_tokens.h"
#include "mcp/connection_limits.h"
#include "mcp/server.h"
#include "runner/clock.h"

namespace httplib {
struct Request;
struct Response;
}  // namespace httplib

namespace cordon::mcp {

class GuardedHttpServer;

struct HttpOptions {
  std::string host = "127.0.0.1";           // ParseHttpAddress's: loopback unless tokens
  int port = 0;                             // 0: any free port (Bind says which)
  size_t max_sessions = 64;                 // MCP sessions open at once, all tenants
  std::chrono::seconds session_idle{3600};  // an MCP session unused this long is ended
  std::chrono::seconds run_wait{60};        // a request waiting for one of its tenant's slots
  size_t max_analyses = 4;                  // analyze_code calls at once, all tenants
  size_t max_body = 8 << 20;                // bytes in one POST
  size_t threads = 32;                      // requests answered at once
  // What one connection may send, how slowly, and how many one address may hold.
  ConnectionLimits connection;
  // HTTPS with this PEM certificate (chain) and key; both empty: plain HTTP.
  std::string tls_cert;
  std::string tls_key;
};

// Whose requests these are: without tokens one tenant, the loopback; with tokens one
// per token.
struct HttpTenant {
  std::string name;             // the token's name, for logs and messages; "" without tokens
  SandboxCore* core = nullptr;  // its policy, limits, warm pool and sandbox sessions
  size_t max_runs = 16;         // runs (tools/call of a run tool, resources/read) at once
  size_t max_analyses = 4;      // analyze_code calls at once
  size_t max_sessions = 64;     // MCP sessions open at once
};

// A bad --http address, or a port that cannot be bound: the message says what to do.
class HttpError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// "127.0.0.1:8080", "localhost:8080", "[::1]:8080", ":8080" (loopback): the host and
// port. Any other address ("0.0.0.0:8080", "192.0.2.7:443") only `with_tokens`: serving
// other machines needs authentication. Throws HttpError.
std::pair<std::string, int> ParseHttpAddress(const std::string& text, bool with_tokens = false);

// Whether an Origin header's value ("http://localhost:5173") or a Host header's
// ("127.0.0.1:8080") names this machine's loopback.
bool IsLoopbackOrigin(const std::string& origin);
bool IsLoopbackHost(const std::string& host);
// Whether an address as ParseHttpAddress returns it ("127.0.0.1", "::1") is the loopback.
bool IsLoopbackAddress(const std::string& address);

class HttpServer {
 public:
  using Log = std::function<void(const std::string& level, const std::string& text)>;
  // One tenant, no tokens: the loopback is the boundary.
  HttpServer(SandboxCore& core, HttpOptions options, const Clock& clock, Log log);
  // With tokens: `tokens` names each token's tenant by its index in `tenants`. Throws
  // HttpError when the TLS certificate or key cannot be read.
  HttpServer(std::vector<HttpTenant> tenants, TokenVerifier tokens, HttpOptions options,
             const Clock& clock, Log log);
  ~HttpServer();
  HttpServer(const HttpServer&) = delete;
  HttpServer& operator=(const HttpServer&) = delete;

  // Binds the address; returns the port. Throws HttpError.
  int Bind();
  // Answers requests until Stop().
  void Serve();
  void Stop();
  size_t OpenSessions() const;

 private:
  struct Session {
    std::unique_ptr<McpServer> server;
    size_t owner = 0;     // index into tenants_: whose token opened it
    std::string version;  // negotiated by initialize
    std::string tenant;   // its id, once open: the sandbox sessions it names are its own
    Clock::TimePoint last_used{};
    // Requests being answered or waiting for their turn, by id (serialised):
    // notifications/cancelled sets the flag.
    std::map<std::string, std::shared_ptr<std::atomic<bool>>> running;
    bool closed = false;  // ended (DELETE, idle): what waits for a turn gives up
  };
  // One SSE response's events, kept after it ends (kLogKeep) so that a client can
  // resume it. Guarded by mutex_; events_changed_ says when it grows.
  struct EventLog {
    std::string id;                   // event ids are "<id>:<n>"
    size_t owner = 0;                 // the tenant whose request it answers
    std::string session;              // the MCP session ("" in the stateless form)
    std::vector<std::string> events;  // serialised JSON-RPC messages
    bool done = false;
    Clock::TimePoint ended{};
  };
  struct TenantState {
    HttpTenant tenant;
    // The 2026-07-28 form: no MCP session, every request self-contained; its sandbox
    // sessions are the tenant's own.
    std::shared_ptr<Session> stateless;
    size_t runs = 0;      // runs being answered now
    size_t analyses = 0;  // analyses being answered now
    size_t opening = 0;   // initialize requests being answered now
  };
  void Post(const httplib::Request& request, httplib::Response& response);
  void Delete(const httplib::Request& request, httplib::Response& response);
  void Metadata(const httplib::Request& request, httplib::Response& response) const;
  // The checks every request passes first: whose it is (an index into tenants_), or
  // nullopt when `response` is already an error.
  std::optional<size_t> Admit(const httplib::Request& request, httplib::Response& response) const;
  // 401 with the challenge RFC 6750 and RFC 9728 describe.
  void Challenge(const httplib::Request& request, httplib::Response& response,
                 bool presented) const;
  std::string ResourceUrl(const httplib::Request& request) const;
  // A request's cancellation flag and its key in Session::running ("" for
  // notifications and batches, which cannot be cancelled).
  struct Cancel {
    std::shared_ptr<std::atomic<bool>> flag;
    std::string key;
  };
  // Answers `message` with `server`; `cancelled` is registered in `session` and taken
  // out here. `notify` gets its notifications (progress).
  std::optional<json> Answer(McpServer& server, const std::shared_ptr<Session>& session,
                             const json& message, const Cancel& cancelled,
                             const std::function<void(const json&)>& notify = {});
  // Answers a run on a thread of its own into a fresh event log, which `response`
  // streams; its run slot is released when it ends.
  void AnswerAsStream(const std::shared_ptr<Session>& session, json message, size_t owner,
                      const Cancel& cancelled, const std::string& session_id,
                      httplib::Response& response);
  // Streams `log`'s events from index `from` on, until it is done.
  void StreamEvents(httplib::Response& response, std::shared_ptr<EventLog> log, size_t from);
  void Get(const httplib::Request& request, httplib::Response& response);
  std::shared_ptr<Session> Open(size_t owner, httplib::Response& response);
  // A run (or analysis) slot of `owner`'s, waited for up to run_wait; false (and
  // `response` an error) when none came free, or the request was cancelled or its
  // session ended meanwhile.
  bool AcquireSlot(size_t owner, bool analysis, Session& session, const Cancel& cancelled,
                   httplib::Response& response);
  void ReleaseSlot(size_t owner, bool analysis);
  void ExpireIdle();

  std::vector<TenantState> tenants_;
  std::optional<TokenVerifier> tokens_;  // none: one tenant, the loopback
  HttpOptions options_;
  const Clock& clock_;
  Log log_;
  std::unique_ptr<GuardedHttpServer> http_;
  mutable std::mutex mutex_;
  std::condition_variable run_freed_;
  std::map<std::string, std::shared_ptr<Session>> sessions_;
  std::map<std::string, std::shared_ptr<EventLog>> logs_;
  std::condition_variable events_changed_;
  size_t workers_ = 0;  // AnswerAsStream threads still running
  std::condition_variable workers_done_;
  bool stopping_ = false;
};

}  // namespace cordon::mcp
