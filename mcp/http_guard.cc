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
#include <cctype>
#include <cerrno>
#include <optional>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

namespace cordon::mcp {

namespace {

using Clock = std::chrono::steady_clock;
using StopAt = std::atomic<Clock::rep>;
using std::chrono::milliseconds;

constexpr size_t kMaxSkip = 64 << 10;  // bytes of a refused request's body dropped

Clock::time_point StopTime(const StopAt& stop) {
  return Clock::time_point(Clock::duration(stop.load()));
}

std::string Seconds(milliseconds time) {
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

std::string PeerOf(int fd) {
  std::string ip;
  int port = 0;
  AddressOf(fd, true, ip, port);
  return ip.empty() ? "an unknown address" : ip;
}

// The bytes of one connection: a non-blocking socket, and the TLS session over it when
// there is one. Every wait ends at a deadline, and at the server's stop. Buffered bytes
// belong to the connection, not to one request, so that a pipelined request is kept.
class Wire {
 public:
  enum class Got { kData, kClosed, kTimeout, kError };

  Wire(int fd, SSL* ssl, const StopAt& stop) : fd_(fd), ssl_(ssl), stop_(stop) {}

  int fd() const { return fd_; }
  bool HasBuffered() const { return begin_ < end_ || (ssl_ && SSL_pending(ssl_) > 0); }
  bool Stopping() const { return StopTime(stop_) != Clock::time_point::max(); }

  // Waits until the socket has `events`, or `deadline` or the server's stop passes.
  bool Wait(short events, Clock::time_point deadline) const {
    for (;;) {
      auto until = std::min(deadline, StopTime(stop_));
      auto left = std::chrono::duration_cast<milliseconds>(until - Clock::now());
      if (left.count() < 0) return false;
      pollfd entry{fd_, events, 0};
      // Short slices: a stop that comes meanwhile moves the deadline.
      int ready = poll(&entry, 1, static_cast<int>(std::min<long long>(left.count(), 100)));
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

  // Whether the connection must end with a lingering close: a reply of Reply's was sent,
  // or bytes of a request were left unread.
  bool linger() const { return linger_; }
  void MarkUnread() { linger_ = true; }

  // A plain-text reply that ends the connection.
  void Reply(int status, const char* reason, const std::string& text, const char* extra = "") {
    linger_ = true;
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
  const StopAt& stop_;
  std::array<char, 16 << 10> buffer_{};
  size_t begin_ = 0;
  size_t end_ = 0;
  bool linger_ = false;
};

// Ends a connection. With `linger`, what the client still sends is read and dropped
// for a moment (at most 64 KiB, 500 ms): closing with unread bytes would send a reset,
// which can destroy a refusal before the client reads it.
void CloseConnection(int fd, bool linger) {
  if (linger) {
    shutdown(fd, SHUT_WR);
    auto deadline = Clock::now() + milliseconds(500);
    std::array<char, 4096> sink{};
    for (size_t dropped = 0; dropped < kMaxSkip;) {
      ssize_t n = recv(fd, sink.data(), sink.size(), 0);
      if (n > 0) {
        dropped += static_cast<size_t>(n);
        continue;
      }
      if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) break;
      auto left = std::chrono::duration_cast<milliseconds>(deadline - Clock::now()).count();
      pollfd entry{fd, POLLIN, 0};
      if (left <= 0 || poll(&entry, 1, static_cast<int>(left)) <= 0) break;
    }
  }
  shutdown(fd, SHUT_RDWR);
  close(fd);
}

// Whether httplib 0.11 reads a body for this method (detail::expect_content): for these
// it reads to the connection's end when there is no Content-Length.
bool ExpectsBody(const std::string& method) {
  return method == "POST" || method == "PUT" || method == "PATCH" || method == "PRI" ||
         method == "DELETE";
}

// One request's view of its connection, given to httplib's request processing. It
// counts the request line and headers as httplib reads them (one byte at a time: its
// line reader), then the body, and holds every wait to the phase's deadline.
class RequestStream final : public httplib::Stream {
 public:
  using Refusal = std::function<void(const std::string&)>;

  RequestStream(Wire& wire, const ConnectionLimits& limits, const std::string& peer,
                const Refusal& refused, const std::vector<std::string>& body_paths)
      : wire_(wire),
        limits_(limits),
        peer_(peer),
        refused_(refused),
        body_paths_(body_paths),
        head_deadline_(Clock::now() + limits.head_time),
        max_body_(limits.max_body) {}

  bool failed() const { return failed_; }

  // httplib's setup_request: called once the head was read and parsed, before routing.
  void Frame(const httplib::Request& request) {
    parsed_ = true;
    std::string coding = request.get_header_value("Content-Encoding");
    std::transform(coding.begin(), coding.end(), coding.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (!coding.empty() && coding != "identity") coding_ = coding;
    bool valid = request.get_header_value_count("Content-Length") <= 1;
    if (request.has_header("Content-Length")) {
      std::string text = request.get_header_value("Content-Length");
      valid = valid && !text.empty() && text.size() <= 18 &&
              std::all_of(text.begin(), text.end(),
                          [](unsigned char c) { return std::isdigit(c) != 0; });
      if (valid) length_ = std::stoull(text);
    }
    framed_ = valid && !request.has_header("Transfer-Encoding") &&
              (length_.has_value() || !ExpectsBody(request.method));
    expect_ = request.has_header("Expect");
    // Only the paths that take a body read one: elsewhere httplib would read up to
    // max_body before answering 404 (no token is asked there).
    if (std::find(body_paths_.begin(), body_paths_.end(), request.path) == body_paths_.end()) {
      max_body_ = 0;
    }
  }

  // Whether the connection can carry a next request: the request was framed beyond
  // doubt and all of its body has been read (the rest of a short one is dropped now).
  bool Reusable() {
    if (!parsed_ || !framed_ || failed_) return false;
    size_t length = length_.value_or(0);
    if (body_bytes_ >= length) return true;
    if (expect_ || length - body_bytes_ > kMaxSkip) return false;
    // httplib has answered: from here a limit ends the connection without a reply.
    answered_ = true;
    skip_deadline_ = Clock::now() + limits_.skip_time;
    std::array<char, 4096> sink{};
    while (body_bytes_ < length) {
      ssize_t got = read(sink.data(), std::min(length - body_bytes_, sink.size()));
      if (got <= 0) return false;
    }
    return !failed_;
  }

  bool is_readable() const override {
    return wire_.HasBuffered() || wire_.Wait(POLLIN, WaitUntil());
  }
  bool is_writable() const override {
    return !failed_ && wire_.Wait(POLLOUT, Clock::now() + limits_.io_timeout);
  }

  ssize_t read(char* ptr, size_t size) override {
    if (failed_) return -1;
    if (!in_head_ && !coding_.empty() && !answered_) {
      return Refuse(415, "Unsupported Media Type",
                    "the request's body is compressed (Content-Encoding: " + coding_ +
                        "); send it uncompressed");
    }
    switch (wire_.Fill(WaitUntil())) {
      case Wire::Got::kData: break;
      case Wire::Got::kClosed: return 0;
      case Wire::Got::kError: failed_ = true; return -1;
      case Wire::Got::kTimeout:
        if (Clock::now() < PhaseDeadline()) {  // one read's own timeout, or the stop
          failed_ = true;
          return -1;
        }
        return Refuse(408, "Request Timeout", LateText());
    }
    size_t n = std::min(size, wire_.BufferedSize());
    if (in_head_) {
      const char* data = wire_.Buffered();
      size_t taken = 0;
      std::string problem;
      while (taken < n && in_head_ && problem.empty()) problem = Count(data[taken++]);
      n = taken;
      if (!problem.empty()) {
        return Refuse(400, "Bad Request",
                      "line " + std::to_string(head_lines_) + " of the request: " + problem);
      }
      if (head_bytes_ > limits_.max_head_bytes || head_lines_ > limits_.max_head_lines) {
        return Refuse(431, "Request Header Fields Too Large",
                      "the request line and headers may take at most " +
                          std::to_string(limits_.max_head_bytes) + " bytes in " +
                          std::to_string(limits_.max_head_lines) +
                          " lines; send fewer or shorter headers");
      }
    } else {
      body_bytes_ += n;
      // The body's rate: each byte earns time at min_body_rate, banked at most
      // body_grace ahead, so an early burst does not pay for a trickle after it.
      auto now = Clock::now();
      auto earned = milliseconds(n * 1000 / std::max<size_t>(limits_.min_body_rate, 1));
      credit_ = std::min(std::max(credit_, now) + earned, now + limits_.body_grace);
      if (body_bytes_ > max_body_ && !answered_) {
        return Refuse(413, "Payload Too Large",
                      max_body_ == 0 ? "this path takes no request body"
                                     : "the request's body may take at most " +
                                           std::to_string(max_body_) + " bytes");
      }
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
  // When the current phase must be over: the head's deadline, the body's (its rate
  // after the grace period, and its whole time), or dropping a refused request's body.
  Clock::time_point PhaseDeadline() const {
    if (in_head_) return head_deadline_;
    if (skip_deadline_) return *skip_deadline_;
    return std::min(body_start_ + limits_.body_time, credit_);
  }
  Clock::time_point WaitUntil() const {
    return std::min(PhaseDeadline(), Clock::now() + limits_.io_timeout);
  }
  std::string LateText() const {
    if (in_head_) {
      return "the request line and headers did not arrive within " + Seconds(limits_.head_time);
    }
    if (skip_deadline_) {
      return "the rest of the request's body did not arrive within " + Seconds(limits_.skip_time);
    }
    return "the request's body came too slowly: it must arrive within " +
           Seconds(limits_.body_time) + ", at " + std::to_string(limits_.min_body_rate) +
           " bytes a second or more after the first " + Seconds(limits_.body_grace);
  }

  // One byte of the request line or headers; a line that is only CRLF ends them.
  // Returns what is wrong with the line it ends, if anything.
  std::string Count(char c) {
    ++head_bytes_;
    ++line_length_;
    if (line_.size() < kMaxLine) line_ += c;
    if (c != '\n') {
      previous_ = c;
      return "";
    }
    ++head_lines_;
    std::string problem;
    if (line_length_ == 2 && previous_ == '\r' && head_lines_ > 1) {
      in_head_ = false;
      body_start_ = Clock::now();
      credit_ = body_start_ + limits_.body_grace;
    } else {
      problem = LineProblem(line_, head_lines_ == 1);
    }
    line_length_ = 0;
    line_.clear();
    previous_ = c;
    return problem;
  }

  // Lines httplib reads leniently, where a proxy in front might read them otherwise
  // (RFC 9112 says to refuse them): no CRLF, a NUL, a folded line, a name with spaces
  // or nothing before its colon, a Content-Length that is not digits.
  static std::string LineProblem(const std::string& line, bool request_line) {
    if (line.size() >= kMaxLine) return "";  // httplib refuses it (400)
    if (line.size() < 2 || line[line.size() - 2] != '\r') return "a line ends without CR LF";
    if (line.find('\0') != std::string::npos) return "a line holds a NUL byte";
    if (request_line) return "";
    if (line[0] == ' ' || line[0] == '\t') return "a folded header line (obsolete)";
    size_t colon = line.find(':');
    if (colon == 0 || colon == std::string::npos) return "a header line without a name";
    std::string name = line.substr(0, colon);
    static constexpr std::string_view kSpecials = "\"(),/:;<=>?@[\\]{}";
    for (unsigned char ch : name) {
      if (ch <= ' ' || ch >= 0x7f ||
          kSpecials.find(static_cast<char>(ch)) != std::string_view::npos) {
        return "the header name '" + name + "' is not a token";
      }
    }
    std::transform(name.begin(), name.end(), name.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    if (name == "content-length") {
      size_t begin = line.find_first_not_of(" \t", colon + 1);
      size_t end = line.find_last_not_of(" \t\r\n");
      if (begin == std::string::npos || end < begin ||
          !std::all_of(line.begin() + static_cast<long>(begin),
                       line.begin() + static_cast<long>(end) + 1,
                       [](unsigned char ch) { return std::isdigit(ch) != 0; })) {
        return "a Content-Length that is not a number";
      }
    }
    return "";
  }

  ssize_t Refuse(int status, const char* reason, const std::string& text) {
    failed_ = true;
    refused_("refused a request from " + peer_ + ": " + text);
    if (answered_) {
      wire_.MarkUnread();  // httplib's answer went out: no second one
    } else {
      wire_.Reply(status, reason, text);
    }
    return -1;
  }

  Wire& wire_;
  const ConnectionLimits& limits_;
  const std::string& peer_;
  const Refusal& refused_;
  const std::vector<std::string>& body_paths_;
  Clock::time_point head_deadline_;
  size_t max_body_;
  Clock::time_point body_start_{};
  Clock::time_point credit_{};  // when the body must have sent more (its rate)
  bool answered_ = false;
  std::optional<Clock::time_point> skip_deadline_;
  bool in_head_ = true;
  bool failed_ = false;
  size_t head_bytes_ = 0;
  size_t head_lines_ = 0;
  static constexpr size_t kMaxLine = 8192 + 2;  // httplib's CPPHTTPLIB_HEADER_MAX_LENGTH
  size_t line_length_ = 0;
  std::string line_;  // the line being read (up to kMaxLine bytes)
  char previous_ = 0;
  size_t body_bytes_ = 0;
  // What Frame() learnt of the request.
  bool parsed_ = false;
  bool framed_ = false;
  bool expect_ = false;
  std::optional<size_t> length_;
  std::string coding_;
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
    : limits_(limits),
      log_(std::move(log)),
      stop_at_(Clock::time_point::max().time_since_epoch().count()) {}

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

GuardedHttpServer::~GuardedHttpServer() { Shutdown(); }

void GuardedHttpServer::Shutdown() {
  auto stop = (Clock::now() + limits_.stop_grace).time_since_epoch().count();
  auto current = stop_at_.load();
  while (stop < current && !stop_at_.compare_exchange_weak(current, stop)) {
  }
  // Listen() closes the socket it polls itself: closed here, its number could be given
  // to another socket while Listen() still uses it.
  std::lock_guard lock(mutex_);
  socket_t listener = svr_sock_.exchange(INVALID_SOCKET);
  if (listener != INVALID_SOCKET) {
    ::shutdown(listener, SHUT_RDWR);
    if (!listening_) close(listener);
  }
  if (wake_ >= 0) {
    char one = 1;
    (void)write(wake_, &one, 1);
  }
}

std::string GuardedHttpServer::Admit(const std::string& peer) {
  std::lock_guard lock(mutex_);
  if (connections_ >= limits_.max_connections) {
    return std::to_string(connections_) +
           " connections are open already, the most this server takes; retry in a second";
  }
  size_t& open = per_address_[peer];
  if (limits_.per_address != 0 && open >= limits_.per_address) {
    std::string text = std::to_string(open) + " connections from " + peer +
                       " are open already; close one, or retry in a second";
    return text;
  }
  ++open;
  ++connections_;
  return "";
}

void GuardedHttpServer::Release(const std::string& peer) {
  std::lock_guard lock(mutex_);
  --connections_;
  auto it = per_address_.find(peer);
  if (it != per_address_.end() && --it->second == 0) per_address_.erase(it);
}

void GuardedHttpServer::LogRefusal(const std::string& text) {
  {
    std::lock_guard lock(mutex_);
    auto now = Clock::now();
    if (now - last_refusal_log_ < std::chrono::seconds(1)) {
      ++refusals_unlogged_;
      return;
    }
    last_refusal_log_ = now;
    size_t unlogged = std::exchange(refusals_unlogged_, 0);
    if (unlogged > 0) {
      log_("warning", text + " (and " + std::to_string(unlogged) +
                          " more refusals in the last seconds, not logged one by one)");
      return;
    }
  }
  log_("warning", text);
}

// A connection between requests, or being served: its socket, TLS session and bytes.
struct GuardedHttpServer::Connection {
  Connection(int fd_in, std::string peer_in, const StopAt& stop)
      : fd(fd_in), peer(std::move(peer_in)), wire(std::make_unique<Wire>(fd_in, nullptr, stop)) {}
  int fd;
  std::string peer;
  SSL* ssl = nullptr;  // owned; set once the handshake is done
  std::unique_ptr<Wire> wire;
  size_t served = 0;
  Clock::time_point idle_until{};
};

bool GuardedHttpServer::Listen() {
  socket_t listener = INVALID_SOCKET;
  {
    std::lock_guard lock(mutex_);
    listener = svr_sock_;
    if (listener == INVALID_SOCKET || listening_) return false;
    listening_ = true;
  }
  // httplib listens with a backlog of 5; a burst of connects would wait for SYN retries.
  ::listen(listener, SOMAXCONN);
  fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK);
  int wake[2];
  if (pipe2(wake, O_CLOEXEC | O_NONBLOCK) != 0) wake[0] = wake[1] = -1;
  {
    std::lock_guard lock(mutex_);
    wake_ = wake[1];
  }
  std::unique_ptr<httplib::TaskQueue> queue(new_task_queue ? new_task_queue()
                                                           : new httplib::ThreadPool(8));
  std::vector<pollfd> polled;
  while (svr_sock_ != INVALID_SOCKET) {
    // The listener, the wake pipe, and every connection waiting for its next request:
    // those hold no worker until a request comes.
    auto now = Clock::now();
    auto next = now + milliseconds(100);
    polled.assign({{listener, POLLIN, 0}, {wake[0], POLLIN, 0}});
    std::vector<std::shared_ptr<Connection>> ready, expired;
    {
      std::lock_guard lock(mutex_);
      for (auto& c : parked_) {
        polled.push_back({c->fd, POLLIN, 0});
        next = std::min(next, c->idle_until);
      }
    }
    int wait = static_cast<int>(
        std::max<long long>(0, std::chrono::duration_cast<milliseconds>(next - now).count()));
    if (poll(polled.data(), polled.size(), wait) < 0 && errno != EINTR) break;
    if (polled[1].revents != 0) {
      std::array<char, 64> drain{};
      while (read(wake[0], drain.data(), drain.size()) > 0) {
      }
    }
    {
      std::lock_guard lock(mutex_);
      now = Clock::now();
      for (auto it = parked_.begin(); it != parked_.end();) {
        auto found = std::find_if(polled.begin() + 2, polled.end(),
                                  [&](const pollfd& p) { return p.fd == (*it)->fd; });
        bool stirred = found != polled.end() && found->revents != 0;
        if (stirred || (*it)->idle_until <= now) {
          (stirred ? ready : expired).push_back(std::move(*it));
          it = parked_.erase(it);
        } else {
          ++it;
        }
      }
    }
    for (auto& c : expired) Finish(*c, false);
    for (auto& c : ready) queue->enqueue([this, c] { ServeConnection(c); });
    if (polled[0].revents == 0) continue;
    for (int accepted = 0; accepted < 64; ++accepted) {
      int fd = accept4(listener, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
      if (fd < 0) {
        // Out of descriptors or memory: let connections end before accepting more.
        if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM) {
          std::this_thread::sleep_for(milliseconds(10));
        }
        break;
      }
      std::string peer = PeerOf(fd);
      std::string refusal = Admit(peer);
      if (!refusal.empty()) {
        // Refused here, on the accepting thread, so that refusals take no worker: one
        // try to send a short 503 (not over TLS: that would need a handshake), then close.
        LogRefusal("refused a connection: " + refusal);
        if (!tls_) {
          std::string body = "cordon: " + refusal + "\n";
          std::string reply =
              "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; "
              "charset=utf-8\r\nConnection: close\r\nRetry-After: 1\r\nContent-Length: " +
              std::to_string(body.size()) + "\r\n\r\n" + body;
          (void)send(fd, reply.data(), reply.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
          ::shutdown(fd, SHUT_WR);
        }
        close(fd);
        continue;
      }
      int on = 1;
      setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
      auto conn = std::make_shared<Connection>(fd, peer, stop_at_);
      queue->enqueue([this, conn] { ServeConnection(conn); });
    }
  }
  queue->shutdown();  // the workers end within stop_grace
  {
    std::lock_guard lock(mutex_);
    wake_ = -1;
  }
  std::vector<std::shared_ptr<Connection>> left;
  {
    std::lock_guard lock(mutex_);
    left.swap(parked_);
  }
  for (auto& c : left) Finish(*c, false);
  if (wake[0] >= 0) {
    close(wake[0]);
    close(wake[1]);
  }
  std::lock_guard lock(mutex_);
  listening_ = false;
  ::shutdown(listener, SHUT_RDWR);
  close(listener);
  return true;
}

bool GuardedHttpServer::process_and_close_socket(socket_t sock) {
  // httplib's own accept loop (listen_after_bind) would serve a connection here with
  // none of the limits: Listen() is the only way in.
  close(sock);
  return false;
}

void GuardedHttpServer::ServeConnection(const std::shared_ptr<Connection>& c) {
  if (tls_ && c->ssl == nullptr) {
    SSL* ssl = SSL_new(tls_.get());
    bool shook = ssl != nullptr && SSL_set_fd(ssl, c->fd) == 1;
    Wire wire(c->fd, ssl, stop_at_);
    auto deadline = Clock::now() + limits_.head_time;
    while (shook) {
      ERR_clear_error();
      int result = SSL_accept(ssl);
      if (result == 1) break;
      int error = SSL_get_error(ssl, result);
      if ((error == SSL_ERROR_WANT_READ && wire.Wait(POLLIN, deadline)) ||
          (error == SSL_ERROR_WANT_WRITE && wire.Wait(POLLOUT, deadline))) {
        continue;
      }
      log_("debug", "no TLS handshake with " + c->peer + " within " + Seconds(limits_.head_time) +
                        ": " + TlsErrors());
      shook = false;
    }
    if (!shook) {
      if (ssl) SSL_free(ssl);
      Finish(*c, false);
      return;
    }
    c->ssl = ssl;
    c->wire = std::make_unique<Wire>(c->fd, ssl, stop_at_);
  }
  Wire& wire = *c->wire;
  RequestStream::Refusal refused = [this](const std::string& text) { LogRefusal(text); };
  // Called for a new connection, or for a parked one Listen() saw stir (bytes, or its
  // end): that one is read at once.
  bool stirred = c->served > 0;
  while (c->served < limits_.max_requests && !wire.Stopping()) {
    // Between requests the connection waits in Listen()'s poll, not on a worker.
    if (c->served > 0 && !stirred && !wire.HasBuffered()) {
      Park(c);
      return;
    }
    stirred = false;
    RequestStream stream(wire, limits_, c->peer, refused, body_paths_);
    bool closed = false;
    ++c->served;
    bool ok = process_request(stream, c->served == limits_.max_requests, closed,
                              [&stream](httplib::Request& request) { stream.Frame(request); });
    if (!ok || closed || stream.failed()) break;
    // Nothing of this request may be read as the next one.
    if (!stream.Reusable()) {
      wire.MarkUnread();
      break;
    }
  }
  Finish(*c, wire.linger());
}

void GuardedHttpServer::Park(const std::shared_ptr<Connection>& c) {
  c->idle_until = Clock::now() + limits_.idle;
  {
    std::lock_guard lock(mutex_);
    if (wake_ >= 0) {  // Listen() polls it from now on
      parked_.push_back(c);
      char one = 1;
      (void)write(wake_, &one, 1);
      return;
    }
  }
  Finish(*c, false);
}

void GuardedHttpServer::Finish(Connection& c, bool linger) {
  if (c.ssl) {
    SSL_shutdown(c.ssl);
    SSL_free(c.ssl);
    c.ssl = nullptr;
  }
  CloseConnection(c.fd, linger);
  Release(c.peer);
}

}  // namespace cordon::mcp
