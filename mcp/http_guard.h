// The limits cordon's HTTP server puts on each connection, which Debian 12's
// cpp-httplib (0.11) does not have: it caps one header line but not how many there are
// (a client without a token grew the server to 2.1 GB with a header flood), its read
// timeout is per read (one byte every 29 s holds a worker for ever), and it lets one
// address hold every worker. GuardedHttpServer is an httplib::Server that reads and
// writes each connection itself, plain or TLS (OpenSSL), and hands each request to
// httplib's own request processing through a stream that enforces:
//   - the request line and headers: at most `max_head_bytes` and `max_head_lines`
//     (431), arriving within `head_time` of the request's first byte (408);
//   - the body: arriving within `body_time` of the end of the headers (408);
//   - the TLS handshake: within `head_time` of the connection;
//   - one read or write: `io_timeout`; waiting for a next request: `idle`; at most
//     `max_requests` requests on one connection;
//   - connections from one address at once: `per_address` (503 with Retry-After;
//     0: no cap).
// A refusal is written as a short plain-text HTTP reply (not for TLS before its
// handshake) and logged through `log`; the connection is then closed.
//
// Threads: process_and_close_socket runs on httplib's workers, one connection each;
// the per-address counts are shared under a mutex.
#pragma once

#include <httplib.h>
#include <openssl/ssl.h>

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>

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

  // Connections open now from `address` (tests).
  size_t ConnectionsFrom(const std::string& address) const;

 private:
  // httplib calls this (a private virtual of httplib::Server) for each accepted socket.
  bool process_and_close_socket(socket_t sock) override;
  // Answers requests until one fails or the connection ends; `linger`: one was refused.
  bool ServeRequests(int fd, SSL* ssl, const std::string& peer, bool& linger);

  ConnectionLimits limits_;
  Log log_;
  std::unique_ptr<SSL_CTX, decltype(&SSL_CTX_free)> tls_{nullptr, &SSL_CTX_free};
  mutable std::mutex mutex_;
  std::map<std::string, size_t> per_address_;
};

}  // namespace cordon::mcp
