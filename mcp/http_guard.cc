#include "mcp/http_guard.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <openssl/err.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdlib>
#include <optional>

namespace cordon::mcp {

namespace {

using Clock = std::chrono::steady_clock;

std::string Seconds(std::chrono::milliseconds time) {
  auto tenths = time.count() / 100;
  return std::to_string(tenths / 10) + (tenths % 10 ? "." + std::to_string(tenths % 10) : "") +
         " s";
}

// The numeric address and port of a socket's peer (`peer`) or its own end.
void AddressOf(int fd, bool peer, std::string& ip, int& port) {
  sockaddr_storage address{};
  socklen_t length = sizeof address;
  auto* raw = reinterpret_cast<sockaddr*>(&address);
  ip.clear();
  port = 0;
  if ((peer ? getpeername(fd, raw, &length) : getsockname(fd, raw, &length)) != 0) return;
  std::array<char, NI_MAXHOST> host{};
  std::array<char, NI_MAXSERV> service{};
  if (getnameinfo(raw, length, host.data(), host.size(), service.data(), service.size(),
                  NI_NUMERICHOST | NI_NUMERICSERV) != 0) {
    return;
  }
  ip = host.data();
  port = std::atoi(service.data());
}

// The bytes of one connection: a non-blocking socket, and the TLS session over it when
// there is one. Every wait ends at a deadline. Buffered bytes belong to the connection,
// not to one request, so that a pipelined next request is not lost.
class Wire {
 public:
  enum class Got { kData, kClosed, kTimeout, kError };

  Wire(int fd, SSL* ssl) : fd_(fd), ssl_(ssl) {}

  int fd() const { return fd_; }
  bool HasBuffered() const { return begin_ < end_ || (ssl_ && SSL_pending(ssl_) > 0); }

  // Waits until the socket has `events` or `deadline` passes.
  bool Wait(short events, Clock::time_point deadline) const {
    for (;;) {
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
      if (left.count() < 0) return false;
      pollfd entry{fd_, events, 0};
      int ready = poll(&entry, 1, static_cast<int>(std::min<long long>(left.count(), 1'000'000)));
      if (ready > 0) return true;
      if (ready < 0 && errno != EINTR) return false;
    }
  }

  // Makes sure bytes are buffered, reading what arrives before `deadline`.
  Got Fill(Clock::time_point deadline) {
    if (begin_ < end_) return Got::kData;
    begin_ = end_ = 0;
    for (;;) {
      if (ssl_) {
        ERR_clear_error();
        int n = SSL_read(ssl_, buffer_.data(), static_cast<int>(buffer_.size()));
        if (n > 0) {
          end_ = static_cast<size_t>(n);
          return Got::kData;
        }
        switch (SSL_get_error(ssl_, n)) {
          case SSL_ERROR_WANT_READ:
            if (!Wait(POLLIN, deadline)) return Got::kTimeout;
            continue;
          case SSL_ERROR_WANT_WRITE:
            if (!Wait(POLLOUT, deadline)) return Got::kTimeout;
            continue;
          case SSL_ERROR_ZERO_RETURN: return Got::kClosed;
          default: return Got::kError;
        }
      }
      ssize_t n = recv(fd_, buffer_.data(), buffer_.size(), 0);
      if (n > 0) {
        end_ = static_cast<size_t>(n);
        return Got::kData;
      }
      if (n == 0) return Got::kClosed;
      if (errno == EINTR) continue;
      if (errno != EAGAIN && errno != EWOULDBLOCK) return Got::kError;
      if (!Wait(POLLIN, deadline)) return Got::kTimeout;
    }
  }

  const char* Buffered() const { return buffer_.data() + begin_; }
  size_t BufferedSize() const { return end_ - begin_; }
  void Consume(size_t n) { begin_ += n; }

  // Sends all of `data`, or fails at `deadline`.
  bool Send(const char* data, size_t size, Clock::time_point deadline) {
    while (size > 0) {
      if (ssl_) {
        ERR_clear_error();
        int n = SSL_write(ssl_, data, static_cast<int>(std::min<size_t>(size, 1 << 20)));
        if (n > 0) {
          data += n;
          size -= static_cast<size_t>(n);
          continue;
        }
        int error = SSL_get_error(ssl_, n);
        if (error == SSL_ERROR_WANT_WRITE && Wait(POLLOUT, deadline)) continue;
        if (error == SSL_ERROR_WANT_READ && Wait(POLLIN, deadline)) continue;
        return false;
      }
      ssize_t n = send(fd_, data, size, MSG_NOSIGNAL);
      if (n > 0) {
        data += n;
        size -= static_cast<size_t>(n);
        continue;
      }
      if (n < 0 && errno == EINTR) continue;
      if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) && Wait(POLLOUT, deadline)) continue;
      return false;
    }
    return true;
  }

  // Whether a reply of Reply's was sent, or bytes of a request remain unread: the
  // connection then ends with a lingering close.
  bool replied() const { return replied_; }
  void MarkUnread() { replied_ = true; }

  // A plain-text reply that ends the connection.
  void Reply(int status, const char* reason, const std::string& text, const char* extra = "") {
    replied_ = true;
    std::string body = "cordon: " + text + "\n";
    std::string reply = "HTTP/1.1 " + std::to_string(status) + " " + reason +
                        "\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n" +
                        extra + "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" +
                        body;
    Send(reply.data(), reply.size(), Clock::now() + std::chrono::seconds(1));
  }

 private:
  int fd_;
  SSL* ssl_;
  std::array<char, 16 << 10> buffer_{};
  size_t begin_ = 0;
  size_t end_ = 0;
  bool replied_ = false;
};

// Ends a connection. After a refusal, what the client still sends is read and dropped
// for a moment (at most 64 KiB, 500 ms): closing with unread bytes would send a reset,
// which can destroy the refusal before the client reads it.
void CloseConnection(int fd, bool linger) {
  if (linger) {
    shutdown(fd, SHUT_WR);
    auto deadline = Clock::now() + std::chrono::milliseconds(500);
    std::array<char, 4096> sink{};
    for (size_t dropped = 0; dropped < (64 << 10);) {
      ssize_t n = recv(fd, sink.data(), sink.size(), 0);
      if (n > 0) {
        dropped += static_cast<size_t>(n);
        continue;
      }
      if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) break;
      if (!Wire(fd, nullptr).Wait(POLLIN, deadline)) break;
    }
  }
  shutdown(fd, SHUT_RDWR);
  close(fd);
}

// One request's view of its connection, given to httplib's request processing. It
// counts the request line and headers as httplib reads them (one byte at a time: its
// line reader) and holds every wait to the phase's deadline.
class RequestStream final : public httplib::Stream {
 public:
  RequestStream(Wire& wire, const ConnectionLimits& limits, const std::string& peer,
                const GuardedHttpServer::Log& log)
      : wire_(wire),
        limits_(limits),
        peer_(peer),
        log_(log),
        deadline_(Clock::now() + limits.head_time) {}

  bool failed() const { return failed_; }
  // Bytes of the body given to httplib so far.
  size_t body_bytes() const { return body_bytes_; }

  // Reads and drops `n` more bytes of the body (a request answered without reading it,
  // such as a refusal before the body): false if that cannot be done within the limits.
  bool Skip(size_t n) {
    if (n > kMaxSkip) return false;
    std::array<char, 4096> sink{};
    while (n > 0) {
      ssize_t got = read(sink.data(), std::min(n, sink.size()));
      if (got <= 0) return false;
      n -= static_cast<size_t>(got);
    }
    return true;
  }

  bool is_readable() const override {
    return wire_.HasBuffered() || wire_.Wait(POLLIN, WaitUntil());
  }
  bool is_writable() const override {
    return !failed_ && wire_.Wait(POLLOUT, Clock::now() + limits_.io_timeout);
  }

  ssize_t read(char* ptr, size_t size) override {
    if (failed_) return -1;
    switch (wire_.Fill(WaitUntil())) {
      case Wire::Got::kData: break;
      case Wire::Got::kClosed: return 0;
      case Wire::Got::kError: failed_ = true; return -1;
      case Wire::Got::kTimeout:
        if (Clock::now() < deadline_) {  // one read's own timeout
          failed_ = true;
          return -1;
        }
        return Refuse(
            408, "Request Timeout",
            in_head_
                ? "the request line and headers did not arrive within " + Seconds(limits_.head_time)
                : "the request's body did not arrive within " + Seconds(limits_.body_time));
    }
    size_t n = std::min(size, wire_.BufferedSize());
    if (in_head_) {
      const char* data = wire_.Buffered();
      size_t taken = 0;
      while (taken < n && in_head_) Count(data[taken++]);
      n = taken;
      if (head_bytes_ > limits_.max_head_bytes || head_lines_ > limits_.max_head_lines) {
        return Refuse(431, "Request Header Fields Too Large",
                      "the request line and headers may take at most " +
                          std::to_string(limits_.max_head_bytes) + " bytes in " +
                          std::to_string(limits_.max_head_lines) +
                          " lines; send fewer or shorter headers");
      }
    } else {
      body_bytes_ += n;
    }
    std::copy_n(wire_.Buffered(), n, ptr);
    wire_.Consume(n);
    return static_cast<ssize_t>(n);
  }

  ssize_t write(const char* ptr, size_t size) override {
    if (failed_) return -1;
    if (!wire_.Send(ptr, size, Clock::now() + limits_.io_timeout)) {
      failed_ = true;
      return -1;
    }
    return static_cast<ssize_t>(size);
  }

  void get_remote_ip_and_port(std::string& ip, int& port) const override {
    AddressOf(wire_.fd(), true, ip, port);
  }
  void get_local_ip_and_port(std::string& ip, int& port) const override {
    AddressOf(wire_.fd(), false, ip, port);
  }
  socket_t socket() const override { return wire_.fd(); }

 private:
  Clock::time_point WaitUntil() const {
    return std::min(deadline_, Clock::now() + limits_.io_timeout);
  }

  // One byte of the request line or headers; a line that is only CRLF ends them.
  void Count(char c) {
    ++head_bytes_;
    ++line_length_;
    if (c == '\n') {
      ++head_lines_;
      if (line_length_ == 2 && previous_ == '\r' && head_lines_ > 1) {
        in_head_ = false;
        deadline_ = Clock::now() + limits_.body_time;
      }
      line_length_ = 0;
    }
    previous_ = c;
  }

  ssize_t Refuse(int status, const char* reason, const std::string& text) {
    failed_ = true;
    log_("warning", "refused a request from " + peer_ + ": " + text);
    wire_.Reply(status, reason, text);
    return -1;
  }

  Wire& wire_;
  const ConnectionLimits& limits_;
  const std::string& peer_;
  const GuardedHttpServer::Log& log_;
  Clock::time_point deadline_;
  static constexpr size_t kMaxSkip = 64 << 10;

  bool in_head_ = true;
  bool failed_ = false;
  size_t body_bytes_ = 0;
  size_t head_bytes_ = 0;
  size_t head_lines_ = 0;
  size_t line_length_ = 0;
  char previous_ = 0;
};

std::string TlsErrors() {
  std::string text;
  while (unsigned long code = ERR_get_error()) {
    std::array<char, 256> line{};
    ERR_error_string_n(code, line.data(), line.size());
    if (!text.empty()) text += "; ";
    text += line.data();
  }
  return text.empty() ? "no detail from OpenSSL" : text;
}

}  // namespace

GuardedHttpServer::GuardedHttpServer(ConnectionLimits limits, Log log)
    : limits_(limits), log_(std::move(log)) {}

GuardedHttpServer::GuardedHttpServer(ConnectionLimits limits, Log log, const std::string& cert_file,
                                     const std::string& key_file)
    : GuardedHttpServer(limits, std::move(log)) {
  ERR_clear_error();
  tls_.reset(SSL_CTX_new(TLS_server_method()));
  if (!tls_) throw TlsSetupError("cannot set up TLS: " + TlsErrors());
  SSL_CTX_set_min_proto_version(tls_.get(), TLS1_2_VERSION);
  SSL_CTX_set_options(tls_.get(), SSL_OP_NO_COMPRESSION | SSL_OP_NO_RENEGOTIATION);
  if (SSL_CTX_use_certificate_chain_file(tls_.get(), cert_file.c_str()) != 1) {
    throw TlsSetupError("cannot use the TLS certificate " + cert_file + " (" + TlsErrors() +
                        "): it must be a readable PEM file, the key " + key_file + " matching it");
  }
  if (SSL_CTX_use_PrivateKey_file(tls_.get(), key_file.c_str(), SSL_FILETYPE_PEM) != 1 ||
      SSL_CTX_check_private_key(tls_.get()) != 1) {
    throw TlsSetupError("cannot use the TLS certificate " + cert_file + " with the key " +
                        key_file + " (" + TlsErrors() +
                        "): both must be readable PEM files, the key matching the certificate");
  }
}

GuardedHttpServer::~GuardedHttpServer() = default;

size_t GuardedHttpServer::ConnectionsFrom(const std::string& address) const {
  std::lock_guard lock(mutex_);
  auto it = per_address_.find(address);
  return it == per_address_.end() ? 0 : it->second;
}

bool GuardedHttpServer::process_and_close_socket(socket_t sock) {
  std::string peer;
  int port = 0;
  AddressOf(sock, true, peer, port);
  fcntl(sock, F_SETFL, fcntl(sock, F_GETFL) | O_NONBLOCK);
  int on = 1;
  setsockopt(sock, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
  bool admitted = false;
  size_t open = 0;
  {
    std::lock_guard lock(mutex_);
    open = per_address_[peer];
    if (limits_.per_address == 0 || open < limits_.per_address) {
      ++per_address_[peer];
      admitted = true;
    } else if (open == 0) {
      per_address_.erase(peer);
    }
  }
  bool ok = false;
  bool linger = false;
  if (!admitted) {
    std::string text = std::to_string(open) + " connections from " + peer +
                       " are open already; close one, or retry in a second";
    log_("warning", "refused a connection: " + text);
    if (!tls_) {
      Wire(sock, nullptr).Reply(503, "Service Unavailable", text, "Retry-After: 1\r\n");
      linger = true;
    }
  } else {
    SSL* ssl = nullptr;
    if (tls_) {
      ssl = SSL_new(tls_.get());
      if (ssl && SSL_set_fd(ssl, sock) == 1) {
        Wire wire(sock, ssl);
        auto deadline = Clock::now() + limits_.head_time;
        for (;;) {
          ERR_clear_error();
          int result = SSL_accept(ssl);
          if (result == 1) break;
          int error = SSL_get_error(ssl, result);
          if ((error == SSL_ERROR_WANT_READ && wire.Wait(POLLIN, deadline)) ||
              (error == SSL_ERROR_WANT_WRITE && wire.Wait(POLLOUT, deadline))) {
            continue;
          }
          log_("debug", "no TLS handshake with " + peer + " within " + Seconds(limits_.head_time) +
                            ": " + TlsErrors());
          SSL_free(ssl);
          ssl = nullptr;
          break;
        }
      } else if (ssl) {
        SSL_free(ssl);
        ssl = nullptr;
      }
      if (ssl) {
        ok = ServeRequests(sock, ssl, peer, linger);
        SSL_shutdown(ssl);
        SSL_free(ssl);
      }
    } else {
      ok = ServeRequests(sock, nullptr, peer, linger);
    }
    std::lock_guard lock(mutex_);
    if (--per_address_[peer] == 0) per_address_.erase(peer);
  }
  CloseConnection(sock, linger);
  return ok;
}

bool GuardedHttpServer::ServeRequests(int fd, SSL* ssl, const std::string& peer, bool& linger) {
  Wire wire(fd, ssl);
  bool ok = false;
  for (size_t count = 0; count < limits_.max_requests; ++count) {
    if (count > 0 && !wire.HasBuffered()) {
      // Between requests: wait for the next one, and notice the server stopping.
      auto deadline = Clock::now() + limits_.idle;
      bool readable = false;
      while (!readable && Clock::now() < deadline && svr_sock_ != INVALID_SOCKET) {
        readable =
            wire.Wait(POLLIN, std::min(deadline, Clock::now() + std::chrono::milliseconds(100)));
      }
      if (!readable) break;
    }
    RequestStream stream(wire, limits_, peer, log_);
    bool closed = false;
    // What the request says of its body, to know whether all of it was read.
    std::optional<size_t> length;
    bool unframed = false;  // chunked, or sent only after a 100 Continue
    ok = process_request(
        stream, count + 1 == limits_.max_requests, closed, [&](httplib::Request& request) {
          unframed = request.has_header("Transfer-Encoding") || request.has_header("Expect");
          std::string text = request.get_header_value("Content-Length");
          char* end = nullptr;
          unsigned long long value = std::strtoull(text.c_str(), &end, 10);
          if (!text.empty() && *end == '\0') length = value;
        });
    if (!ok || closed || stream.failed()) break;
    // A reply sent before the body was read (a refusal by the checks that run before
    // it): the rest of the body must not be taken for the next request.
    if (length.value_or(0) > stream.body_bytes() || (unframed && stream.body_bytes() == 0)) {
      if (unframed || !stream.Skip(*length - stream.body_bytes())) {
        wire.MarkUnread();
        break;
      }
    }
  }
  linger = wire.replied();
  return ok;
}

}  // namespace cordon::mcp
