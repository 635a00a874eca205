// The limits cordon's HTTP server puts on each connection, which Debian 12's
// cpp-httplib (0.11) does not have: it caps one header line but not how many there are
// (a client without a token grew the server to 2.1 GB with a header flood), its read
// timeout is per read (one byte every 29 s holds a worker for ever), it reads a body
// without a Content-Length (or chunked) to its end with no size cap and inflates a
// gzip or brotli body with none, and it lets one address hold every worker.
//
// GuardedHttpServer is an httplib::Server whose accept loop, connections and TLS
// (OpenSSL) are cordon's: Listen() accepts, refuses at once what is over the caps
// (no worker is taken: a short 503 and close), and gives each admitted connection to a
// worker of `new_task_queue`, which reads and writes it through a stream that enforces
// the limits and hands each request to httplib's own request processing:
//   - request line and headers: at most `max_head_bytes` and `max_head_lines` (431),
//     arriving within `head_time` (408);
//   - the body: at most `max_body` (413), no Content-Encoding (415), at least
//     `min_body_rate` bytes a second after `body_grace`, within `body_time` (408);
//   - the TLS handshake within `head_time`; one read or write `io_timeout`; between
//     requests `idle`; at most `max_requests` requests on one connection;
//   - `per_address` connections at once from one address, `max_connections` in all
//     (503 with Retry-After; refused connections are logged at most once a second).
// A connection is kept for a next request only when the one before was framed beyond
// doubt (httplib read its head, one plain Content-Length or no body, no chunked body
// left unread): otherwise it ends after the answer, so nothing of one request is ever
// read as another. The unread rest of a refused request's body is dropped (at most
// 64 KiB within `skip_time`). A refusal is written as a short plain-text reply and the
// connection closed after a lingering drain, so that the client reads it.
//
// Threads: Listen() blocks on the calling thread; Shutdown() may be called from any
// thread, after which reads and writes end within `stop_grace` and Listen() returns
// once every connection has.
#pragma once

#include <httplib.h>
#include <openssl/ssl.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "mcp/connection_limits.h"

namespace cordon::mcp {

// Why a TLS certificate or key cannot be used.
class TlsSetupError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class GuardedHttpServer : public httplib::Server {
 public:
  using Log = std::function<void(const std::string& level, const std::string& text)>;
  // Plain HTTP.
  GuardedHttpServer(ConnectionLimits limits, Log log);
  // HTTPS with this PEM certificate (chain) and key; throws TlsSetupError.
  GuardedHttpServer(ConnectionLimits limits, Log log, const std::string& cert_file,
                    const std::string& key_file);
  ~GuardedHttpServer() override;
  GuardedHttpServer(const GuardedHttpServer&) = delete;
  GuardedHttpServer& operator=(const GuardedHttpServer&) = delete;

  // Accepts and serves connections on the socket bind_to_port/bind_to_any_port made,
  // until Shutdown(). False if nothing is bound.
  bool Listen();
  void Shutdown();
  // The paths whose requests may carry a body (at most max_body); any other gets 413
  // at its first byte of body, before httplib reads it.
  void SetBodyPaths(std::vector<std::string> paths) { body_paths_ = std::move(paths); }

 private:
  struct Connection;
  // httplib's own accept loop (listen_after_bind) would call this: it closes the socket,
  // since only Listen() serves with the limits.
  bool process_and_close_socket(socket_t sock) override;
  // Serves requests on a worker until the connection ends, fails, or waits for its next
  // request: then it is parked, and Listen() polls it without a worker.
  void ServeConnection(const std::shared_ptr<Connection>& c);
  void Park(const std::shared_ptr<Connection>& c);
  // Closes it (`linger`: a refusal was sent, or bytes of a request are left unread).
  void Finish(Connection& c, bool linger);
  // Whether a new connection from `peer` may be served (counted if so); else why not.
  std::string Admit(const std::string& peer);
  void Release(const std::string& peer);
  void LogRefusal(const std::string& text);

  ConnectionLimits limits_;
  Log log_;
  std::unique_ptr<SSL_CTX, decltype(&SSL_CTX_free)> tls_{nullptr, &SSL_CTX_free};
  // When reads and writes must end: far ahead until Shutdown().
  std::atomic<std::chrono::steady_clock::rep> stop_at_;
  std::mutex mutex_;
  std::map<std::string, size_t> per_address_;
  size_t connections_ = 0;
  std::chrono::steady_clock::time_point last_refusal_log_{};
  size_t refusals_unlogged_ = 0;
  std::vector<std::shared_ptr<Connection>> parked_;  // between requests
  int wake_ = -1;                                    // Listen()'s wake pipe, while it runs
  bool listening_ = false;                           // Listen() runs (and owns the socket)
  std::vector<std::string> body_paths_;
};

}  // namespace cordon::mcp
