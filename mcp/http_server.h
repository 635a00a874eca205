// MCP's Streamable HTTP transport (`cordon serve --http HOST:PORT`) over the same
// McpServer the stdio transport drives, with cpp-httplib (Debian's libcpp-httplib) as
// the HTTP server. One endpoint (`/mcp`):
//   POST  one JSON-RPC message (a batch where 2025-03-26 was negotiated). A request is
//         answered with application/json; notifications and responses get 202 Accepted.
//         `initialize` opens an MCP session: its reply carries `Mcp-Session-Id`, which
//         every later message of that client must send (400 without it, 404 once the
//         session is gone). A message in the stateless 2026-07-28 form
//         (`server/discover`, or `_meta` with the protocol version) needs no session.
//   GET   405: cordon sends nothing the client did not ask for, so it offers no stream.
//   DELETE ends the MCP session named by `Mcp-Session-Id`.
// Requests whose `Origin` or `Host` header is not this machine's loopback are refused
// with 403 (DNS rebinding: a web page must not reach a local server through the
// browser). An `MCP-Protocol-Version` header naming a revision cordon does not speak
// gets 400. Each MCP session has its own protocol state (era, version, log level);
// all share one SandboxCore, and so the runs, pool and sandbox sessions.
//
// Threads: Serve() blocks on the calling thread and answers each HTTP request on a
// worker of its own pool (a run holds its worker until it ends); Stop() may be called
// from any thread.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>

#include "mcp/server.h"
#include "runner/clock.h"

namespace httplib {
class Server;
struct Request;
struct Response;
}  // namespace httplib

namespace cordon::mcp {

struct HttpOptions {
  std::string host = "127.0.0.1";           // a loopback address (ParseHttpAddress)
  int port = 0;                             // 0: any free port (Bind says which)
  size_t max_sessions = 64;                 // MCP sessions open at once
  std::chrono::seconds session_idle{3600};  // an MCP session unused this long is ended
  size_t max_body = 8 << 20;                // bytes in one POST
  size_t threads = 32;                      // requests answered at once
};

// A bad --http address, or a port that cannot be bound: the message says what to do.
class HttpError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// "127.0.0.1:8080", "localhost:8080", "[::1]:8080", ":8080" (loopback): the host and
// port. Throws HttpError for anything else, also for an address beyond this machine
// (serving there needs authentication, which cordon does not have yet).
std::pair<std::string, int> ParseHttpAddress(const std::string& text);

// Whether an Origin header's value ("http://localhost:5173") or a Host header's
// ("127.0.0.1:8080") names this machine's loopback.
bool IsLoopbackOrigin(const std::string& origin);
bool IsLoopbackHost(const std::string& host);

class HttpServer {
 public:
  using Log = std::function<void(const std::string& level, const std::string& text)>;
  HttpServer(SandboxCore& core, HttpOptions options, const Clock& clock, Log log);
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
    std::string version;  // negotiated by initialize
    std::string tenant;   // its id, once open: the sandbox sessions it names are its own
    Clock::TimePoint last_used{};
    // Requests being answered, by id (serialised): notifications/cancelled sets the flag.
    std::map<std::string, std::shared_ptr<std::atomic<bool>>> running;
  };
  void Post(const httplib::Request& request, httplib::Response& response);
  void Delete(const httplib::Request& request, httplib::Response& response);
  // The checks every request passes first: false when `response` is already an error.
  bool Admit(const httplib::Request& request, httplib::Response& response) const;
  // Answers `message` with `server`, registering its id for cancellation in `session`.
  std::optional<json> Answer(McpServer& server, const std::shared_ptr<Session>& session,
                             const json& message);
  std::shared_ptr<Session> Open(httplib::Response& response);
  void ExpireIdle();

  SandboxCore& core_;
  HttpOptions options_;
  const Clock& clock_;
  Log log_;
  std::unique_ptr<httplib::Server> http_;
  // The 2026-07-28 form: no MCP session, every request self-contained.
  std::shared_ptr<Session> stateless_;
  mutable std::mutex mutex_;
  std::map<std::string, std::shared_ptr<Session>> sessions_;
};

}  // namespace cordon::mcp
