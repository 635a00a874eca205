// The connection limits of cordon's HTTP server (mcp/http_guard.h), driven through the
// real HttpServer by a raw socket: a header flood, a slow head trickled a line at a
// time, a stalled body, one address holding connections, idle keep-alive connections,
// a TLS client that never finishes its handshake. cpp-httplib alone let each of these
// grow the server or hold its workers.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "mcp/http_server.h"
#include "tests/support/mcp_fixture.h"
#include "tests/support/scratch_folder.h"

using namespace cordon;
using namespace std::chrono_literals;

namespace {

// A TCP connection to the loopback that sends and reads raw bytes.
class TcpClient {
 public:
  // From `source`, any loopback address (127.0.0.0/8 is all this machine's).
  explicit TcpClient(int port, const char* source = "127.0.0.1")
      : fd_(socket(AF_INET, SOCK_STREAM, 0)) {
    sockaddr_in from{};
    from.sin_family = AF_INET;
    inet_pton(AF_INET, source, &from.sin_addr);
    REQUIRE(bind(fd_, reinterpret_cast<sockaddr*>(&from), sizeof from) == 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    REQUIRE(connect(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
  }
  ~TcpClient() { close(fd_); }
  TcpClient(const TcpClient&) = delete;
  TcpClient& operator=(const TcpClient&) = delete;

  // False once the server has closed its end.
  bool Send(const std::string& bytes) {
    return send(fd_, bytes.data(), bytes.size(), MSG_NOSIGNAL) ==
           static_cast<ssize_t>(bytes.size());
  }
  // Sends piece(i) every 50 ms or more until the server answers or closes, at most
  // `most` times; returns how many went out.
  int Trickle(const std::function<std::string(int)>& piece, int most = 100) {
    int sent = 0;
    while (sent < most && !Readable(std::chrono::milliseconds(50))) {
      if (!Send(piece(sent))) break;
      ++sent;
    }
    return sent;
  }
  bool Readable(std::chrono::milliseconds wait) {
    pollfd entry{fd_, POLLIN, 0};
    return poll(&entry, 1, static_cast<int>(wait.count())) > 0;
  }
  // One whole reply (its head and Content-Length bytes of body), or what came in `wait`.
  std::string ReadReply(std::chrono::milliseconds wait) {
    std::string got;
    auto deadline = std::chrono::steady_clock::now() + wait;
    while (std::chrono::steady_clock::now() < deadline &&
           Readable(std::chrono::duration_cast<std::chrono::milliseconds>(
               deadline - std::chrono::steady_clock::now()))) {
      char buffer[4096];
      ssize_t n = recv(fd_, buffer, sizeof buffer, 0);
      if (n <= 0) break;
      got.append(buffer, static_cast<size_t>(n));
      auto end = got.find("\r\n\r\n");
      auto length = got.find("Content-Length: ");
      if (end != std::string::npos && length != std::string::npos &&
          got.size() >= end + 4 + std::stoul(got.substr(length + 16))) {
        break;
      }
    }
    return got;
  }
  // What the server sends until it closes the connection (`closed`) or `wait` passes.
  std::string ReadAll(std::chrono::milliseconds wait, bool* closed = nullptr) {
    std::string got;
    auto deadline = std::chrono::steady_clock::now() + wait;
    if (closed) *closed = false;
    while (std::chrono::steady_clock::now() < deadline) {
      if (!Readable(std::chrono::duration_cast<std::chrono::milliseconds>(
              deadline - std::chrono::steady_clock::now()))) {
        break;
      }
      char buffer[4096];
      ssize_t n = recv(fd_, buffer, sizeof buffer, 0);
      if (n <= 0) {
        if (closed) *closed = true;
        break;
      }
      got.append(buffer, static_cast<size_t>(n));
    }
    return got;
  }

 private:
  int fd_;
};

size_t Count(const std::string& text, const std::string& part) {
  size_t count = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
  return count;
}

constexpr const char* kGet = "GET /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n";

struct GuardFixture {
  explicit GuardFixture(mcp::ConnectionLimits limits, std::string cert = "", std::string key = "",
                        size_t max_body = 8 << 20, size_t threads = 32) {
    options.connection = limits;
    options.max_body = max_body;
    options.threads = threads;
    options.tls_cert = std::move(cert);
    options.tls_key = std::move(key);
    http = std::make_unique<mcp::HttpServer>(f.service, options, f.clock,
                                             [this](const std::string&, const std::string& text) {
                                               std::lock_guard lock(mutex);
                                               log += text + "\n";
                                             });
    port = http->Bind();
    serving = std::jthread([this] {
      http->Serve();
      served = true;
    });
  }
  ~GuardFixture() { http->Stop(); }
  std::string Log() {
    std::lock_guard lock(mutex);
    return log;
  }

  testing::McpFixture f;
  mcp::HttpOptions options;
  std::unique_ptr<mcp::HttpServer> http;
  std::mutex mutex;
  std::string log;
  int port = 0;
  std::atomic<bool> served = false;
  std::jthread serving;
};

// A POST to `path` whose body is sent in full with `framing` ("Content-Length: N" or
// "Transfer-Encoding: chunked", the body then chunked) and `extra` headers.
std::string Post(const std::string& path, const std::string& framing, const std::string& body,
                 const std::string& extra = "") {
  std::string head = "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + extra + framing +
                     "\r\nContent-Type: application/json\r\n\r\n";
  if (framing.find("chunked") == std::string::npos) return head + body;
  char size[32];
  std::snprintf(size, sizeof size, "%zx\r\n", body.size());
  return head + size + body + "\r\n0\r\n\r\n";
}

}  // namespace

TEST_CASE("http guard: requests on one connection, pipelined ones too, are answered",
          "[http][guard]") {
  GuardFixture g({});
  TcpClient c(g.port);
  REQUIRE(c.Send(std::string(kGet) + "\r\n" + kGet + "Connection: close\r\n\r\n"));
  bool closed = false;
  std::string replies = c.ReadAll(5s, &closed);
  CHECK(Count(replies, "HTTP/1.1 405") == 2);
  CHECK(closed);
}

TEST_CASE("http guard: a request refused before its body is read leaves the next intact",
          "[http][guard]") {
  GuardFixture g({});
  // The Origin check answers 403 before reading the body: on a kept-alive connection its
  // body must not be read as the next request.
  std::string refused =
      "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://evil.example\r\n"
      "Content-Type: application/json\r\nContent-Length: 27\r\n\r\n"
      "GET /mcp HTTP/1.1\r\nX: y\r\n\r\n";
  TcpClient c(g.port);
  REQUIRE(c.Send(refused + kGet + "Connection: close\r\n\r\n"));
  std::string replies = c.ReadAll(5s);
  CHECK(replies.rfind("HTTP/1.1 403", 0) == 0);
  CHECK(Count(replies, "HTTP/1.1 ") == 2);
  CHECK(Count(replies, "HTTP/1.1 405") == 1);
  // A chunked body cannot be skipped without reading it: the connection ends after the
  // refusal, which still arrives whole.
  TcpClient chunked(g.port);
  chunked.Send(
      "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://evil.example\r\n"
      "Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n" +
      std::string(kGet) + "\r\n");
  bool closed = false;
  std::string reply = chunked.ReadAll(5s, &closed);
  CHECK(reply.rfind("HTTP/1.1 403", 0) == 0);
  CHECK(Count(reply, "HTTP/1.1 ") == 1);
  CHECK(closed);
}

TEST_CASE("http guard: a flood of header lines is refused with 431, not read on", "[http][guard]") {
  mcp::ConnectionLimits limits;
  limits.max_head_lines = 20;
  GuardFixture g(limits);
  TcpClient c(g.port);
  std::string head = kGet;
  for (int i = 0; i < 200; ++i) head += "X-Flood-" + std::to_string(i) + ": a\r\n";
  c.Send(head);
  std::string reply = c.ReadAll(5s);
  CHECK(reply.rfind("HTTP/1.1 431 Request Header Fields Too Large\r\n", 0) == 0);
  CHECK(reply.find("at most 65536 bytes in 20 lines") != std::string::npos);
  CHECK(g.Log().find("refused a request from 127.0.0.1") != std::string::npos);
}

TEST_CASE("http guard: headers over the byte limit are refused with 431", "[http][guard]") {
  mcp::ConnectionLimits limits;
  limits.max_head_bytes = 4096;
  GuardFixture g(limits);
  TcpClient c(g.port);
  c.Send(std::string(kGet) + "X-Big: " + std::string(3000, 'a') +
         "\r\nX-Big2: " + std::string(3000, 'b') + "\r\n\r\n");
  CHECK(c.ReadAll(5s).rfind("HTTP/1.1 431", 0) == 0);
  // Under the limit, the same server answers.
  TcpClient small(g.port);
  small.Send(std::string(kGet) + "X-Big: " + std::string(3000, 'a') +
             "\r\nConnection: close\r\n\r\n");
  CHECK(small.ReadAll(5s).rfind("HTTP/1.1 405", 0) == 0);
}

TEST_CASE("http guard: headers trickled a line at a time are cut at the head deadline",
          "[http][guard]") {
  mcp::ConnectionLimits limits;
  limits.head_time = 400ms;
  GuardFixture g(limits);
  TcpClient c(g.port);
  // Each line comes well within one read's timeout (30 s): only the deadline for the
  // whole head ends it.
  c.Send(kGet);
  CHECK(c.Trickle([](int i) { return "X-Slow-" + std::to_string(i) + ": a\r\n"; }) < 100);
  std::string reply = c.ReadAll(5s);
  CHECK(reply.rfind("HTTP/1.1 408 Request Timeout\r\n", 0) == 0);
  CHECK(reply.find("did not arrive within 0.4 s") != std::string::npos);
}

TEST_CASE("http guard: a body that stops coming is cut at the body deadline", "[http][guard]") {
  mcp::ConnectionLimits limits;
  limits.body_time = 300ms;
  GuardFixture g(limits);
  TcpClient c(g.port);
  c.Send(
      "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
      "Accept: application/json, text/event-stream\r\nContent-Length: 100\r\n\r\n{\"jsonrpc\"");
  std::string reply = c.ReadAll(5s);
  CHECK(reply.rfind("HTTP/1.1 408", 0) == 0);
  CHECK(reply.find("the request's body came too slowly: it must arrive within 0.3 s") !=
        std::string::npos);
}

TEST_CASE("http guard: one address holds at most per_address connections", "[http][guard]") {
  mcp::ConnectionLimits limits;
  limits.per_address = 2;
  GuardFixture g(limits);
  auto first = std::make_unique<TcpClient>(g.port);
  TcpClient second(g.port);
  first->Send(kGet);  // heads begun, not ended: both stay open
  second.Send(kGet);
  std::this_thread::sleep_for(500ms);  // let the server take both
  TcpClient third(g.port);
  std::string refused = third.ReadAll(5s);
  CHECK(refused.rfind("HTTP/1.1 503 Service Unavailable\r\n", 0) == 0);
  CHECK(refused.find("Retry-After: 1\r\n") != std::string::npos);
  CHECK(refused.find("2 connections from 127.0.0.1 are open already") != std::string::npos);
  // Once one is closed, a new connection is answered.
  first.reset();
  std::string answered;
  for (int attempt = 0; attempt < 20 && answered.rfind("HTTP/1.1 405", 0) != 0; ++attempt) {
    std::this_thread::sleep_for(100ms);
    TcpClient next(g.port);
    next.Send(std::string(kGet) + "Connection: close\r\n\r\n");
    answered = next.ReadAll(5s);
  }
  CHECK(answered.rfind("HTTP/1.1 405", 0) == 0);
}

TEST_CASE("http guard: an idle keep-alive connection is closed after `idle`", "[http][guard]") {
  mcp::ConnectionLimits limits;
  limits.idle = 300ms;
  GuardFixture g(limits);
  TcpClient c(g.port);
  c.Send(std::string(kGet) + "\r\n");
  bool closed = false;
  std::string reply = c.ReadAll(5s, &closed);
  CHECK(reply.rfind("HTTP/1.1 405", 0) == 0);
  CHECK(closed);
}

TEST_CASE("http guard: a TLS client that never finishes its handshake is closed", "[http][guard]") {
  testing::ScratchFolder scratch("cordon-guard-tls");
  std::filesystem::create_directories(scratch.path);
  std::string cert = scratch.path + "/cert.pem", key = scratch.path + "/key.pem";
  std::string make =
      "openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost -keyout " + key +
      " -out " + cert + " 2>/dev/null";
  REQUIRE(std::system(make.c_str()) == 0);
  mcp::ConnectionLimits limits;
  limits.head_time = 300ms;
  GuardFixture g(limits, cert, key);
  TcpClient c(g.port);
  c.Send("\x16\x03\x01");  // the start of a ClientHello, and nothing more
  bool closed = false;
  c.ReadAll(5s, &closed);
  CHECK(closed);
}

TEST_CASE("http guard: a body is capped at max_body however it is framed", "[http][guard]") {
  GuardFixture g({}, "", "", /*max_body=*/4096);
  std::string big(10'000, 'x');
  // Chunked, to a path that has no handler: httplib would read it all before its 404.
  TcpClient chunked(g.port);
  chunked.Send(Post("/elsewhere", "Transfer-Encoding: chunked", big));
  std::string reply = chunked.ReadAll(5s);
  CHECK(reply.rfind("HTTP/1.1 413 Payload Too Large\r\n", 0) == 0);
  CHECK(reply.find("this path takes no request body") != std::string::npos);
  // Chunked to /mcp, which takes bodies up to max_body.
  TcpClient mcp(g.port);
  mcp.Send(Post("/mcp", "Transfer-Encoding: chunked", big));
  reply = mcp.ReadAll(5s);
  CHECK(reply.rfind("HTTP/1.1 413 Payload Too Large\r\n", 0) == 0);
  CHECK(reply.find("at most 4096 bytes") != std::string::npos);
  // No length at all: httplib 0.11 reads such a POST to the connection's end.
  TcpClient unframed(g.port);
  unframed.Send("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n\r\n" +
                big);
  CHECK(unframed.ReadAll(5s).rfind("HTTP/1.1 413", 0) == 0);
}

TEST_CASE("http guard: a compressed body is refused before it is inflated", "[http][guard]") {
  GuardFixture g({});
  TcpClient c(g.port);
  c.Send(Post("/mcp", "Content-Length: 4", "abcd", "Content-Encoding: gzip\r\n"));
  std::string reply = c.ReadAll(5s);
  CHECK(reply.rfind("HTTP/1.1 415 Unsupported Media Type\r\n", 0) == 0);
  CHECK(reply.find("Content-Encoding: gzip") != std::string::npos);
}

TEST_CASE("http guard: a request whose framing is in doubt ends its connection", "[http][guard]") {
  GuardFixture g({});
  // A request hidden in the body of one httplib could not parse (a header line over its
  // 8 KiB), of one with a Content-Length httplib and the guard could read differently,
  // and of one with two Content-Lengths: each gets one answer, and the connection ends.
  std::string hidden = std::string(kGet) + "X-Hidden: 1\r\n\r\n";
  std::string length = "Content-Length: " + std::to_string(hidden.size());
  for (const std::string& request :
       {std::string(kGet) + "X-Long: " + std::string(9000, 'a') + "\r\n" + length + "\r\n\r\n" +
            hidden,
        std::string("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://evil.example\r\n"
                    "Content-Length: ") +
            std::to_string(hidden.size()) + "x\r\n\r\n" + hidden,
        std::string("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://evil.example\r\n") +
            length + "\r\n" + length + "\r\n\r\n" + hidden,
        std::string("NOT A REQUEST LINE\r\n") + length + "\r\n\r\n" + hidden}) {
    TcpClient c(g.port);
    c.Send(request);
    bool closed = false;
    std::string replies = c.ReadAll(5s, &closed);
    INFO(request.substr(0, 80) << "\n" << replies);
    CHECK(Count(replies, "HTTP/1.1 ") == 1);
    CHECK(closed);
  }
}

TEST_CASE("http guard: a body trickled under every per-read timeout is cut by its rate",
          "[http][guard]") {
  mcp::ConnectionLimits limits;
  limits.body_grace = 300ms;
  GuardFixture g(limits);
  TcpClient c(g.port);
  c.Send(Post("/mcp", "Content-Length: 1000", "{"));
  CHECK(c.Trickle([](int) { return "\""; }) < 20);
  std::string reply = c.ReadAll(5s);
  CHECK(reply.rfind("HTTP/1.1 408", 0) == 0);
  CHECK(reply.find("came too slowly") != std::string::npos);
}

TEST_CASE("http guard: the rest of a refused request's body is waited for only briefly",
          "[http][guard]") {
  mcp::ConnectionLimits limits;
  limits.skip_time = 300ms;
  GuardFixture g(limits);
  TcpClient c(g.port);
  // Refused before its body is read (a foreign page); 10 of its 1000 bytes ever come.
  c.Send(Post("/mcp", "Content-Length: 1000", std::string(10, 'x'),
              "Origin: https://evil.example\r\n"));
  bool closed = false;
  std::string replies = c.ReadAll(5s, &closed);
  CHECK(replies.rfind("HTTP/1.1 403", 0) == 0);
  CHECK(closed);
}

TEST_CASE("http guard: refused connections take no worker", "[http][guard]") {
  mcp::ConnectionLimits limits;
  limits.per_address = 1;
  GuardFixture g(limits, "", "", 8 << 20, /*threads=*/2);
  TcpClient held(g.port);
  held.Send(kGet);  // a head begun: holds one of the two workers
  std::this_thread::sleep_for(300ms);
  // Refused connections that never read their 503: were each refused on a worker with
  // a lingering close, the one free worker would be busy for seconds.
  std::vector<std::unique_ptr<TcpClient>> refused;
  for (int i = 0; i < 20; ++i) {
    refused.push_back(std::make_unique<TcpClient>(g.port));
    refused.back()->Send(std::string(kGet) + "\r\n");
  }
  TcpClient other(g.port, "127.0.0.2");
  other.Send(std::string(kGet) + "Connection: close\r\n\r\n");
  CHECK(other.ReadAll(3s).rfind("HTTP/1.1 405", 0) == 0);
  CHECK(refused.front()->ReadAll(1s).rfind("HTTP/1.1 503", 0) == 0);
  // Refusals are logged at most once a second, with a count: not one line each.
  std::string log = g.Log();
  CHECK(Count(log, "refused a connection") < 10);
}

TEST_CASE("http guard: the server takes max_connections in all", "[http][guard]") {
  mcp::ConnectionLimits limits;
  limits.max_connections = 2;
  GuardFixture g(limits);
  TcpClient a(g.port, "127.0.0.1"), b(g.port, "127.0.0.2");
  a.Send(kGet);
  b.Send(kGet);
  std::this_thread::sleep_for(300ms);
  TcpClient c(g.port, "127.0.0.3");
  std::string reply = c.ReadAll(3s);
  CHECK(reply.rfind("HTTP/1.1 503", 0) == 0);
  CHECK(reply.find("2 connections are open already, the most this server takes") !=
        std::string::npos);
}

TEST_CASE("http guard: a stop ends connections that are still sending", "[http][guard]") {
  mcp::ConnectionLimits limits;
  limits.stop_grace = 200ms;
  GuardFixture g(limits);
  TcpClient c(g.port);
  c.Send(Post("/mcp", "Content-Length: 100000", "{"));  // within every body limit for now
  std::this_thread::sleep_for(200ms);
  g.http->Stop();
  for (int i = 0; i < 300 && !g.served; ++i) {
    c.Send("x");
    std::this_thread::sleep_for(10ms);
  }
  CHECK(g.served);
}

TEST_CASE("http guard: connections waiting for their next request hold no worker",
          "[http][guard]") {
  // Two workers; ten kept-alive connections that each sent one request and went quiet.
  GuardFixture g({}, "", "", 8 << 20, /*threads=*/2);
  std::vector<std::unique_ptr<TcpClient>> quiet;
  for (int i = 0; i < 10; ++i) {
    quiet.push_back(std::make_unique<TcpClient>(g.port, i % 2 ? "127.0.0.2" : "127.0.0.3"));
    quiet.back()->Send(std::string(kGet) + "\r\n");
    CHECK(quiet.back()->ReadReply(2s).rfind("HTTP/1.1 405", 0) == 0);
  }
  TcpClient fresh(g.port);
  fresh.Send(std::string(kGet) + "Connection: close\r\n\r\n");
  CHECK(fresh.ReadAll(2s).rfind("HTTP/1.1 405", 0) == 0);
  // And a quiet one is still served when it speaks again.
  quiet.front()->Send(std::string(kGet) + "Connection: close\r\n\r\n");
  CHECK(quiet.front()->ReadAll(2s).rfind("HTTP/1.1 405", 0) == 0);
}

TEST_CASE("http guard: an early burst of body does not pay for a trickle after it",
          "[http][guard]") {
  mcp::ConnectionLimits limits;
  limits.body_grace = 300ms;
  GuardFixture g(limits);
  TcpClient c(g.port);
  // 100 KB at once is 100 s at the minimum rate; only body_grace of it is banked.
  c.Send(Post("/mcp", "Content-Length: 200000", std::string(100'000, ' ')));
  CHECK(c.Trickle([](int) { return " "; }) < 20);
  CHECK(c.ReadAll(5s).rfind("HTTP/1.1 408", 0) == 0);
}

TEST_CASE("http guard: a request answered before its body gets one answer, not two",
          "[http][guard]") {
  mcp::ConnectionLimits limits;
  limits.skip_time = 300ms;
  GuardFixture g(limits);
  // A GET's body is not read by httplib: its declared rest is dropped, and when it does
  // not come (or is compressed) the connection ends without a second reply.
  for (const std::string& extra : {std::string(), std::string("Content-Encoding: gzip\r\n")}) {
    TcpClient c(g.port);
    c.Send(std::string(kGet) + extra + "Content-Length: 100\r\n\r\nabc");
    bool closed = false;
    std::string replies = c.ReadAll(5s, &closed);
    CHECK(Count(replies, "HTTP/1.1 ") == 1);
    CHECK(closed);
  }
}

TEST_CASE("http guard: header lines a proxy could read otherwise are refused", "[http][guard]") {
  GuardFixture g({});
  for (const std::string& line :
       {std::string("Transfer-Encoding : chunked\r\n"), std::string("Content Length: 5\r\n"),
        std::string("Content-Length: %35\r\n"), std::string("Content-Length: 5\r\n 0\r\n"),
        std::string("X-Nul: a") + '\0' + "b\r\n", std::string("X-Bare: lf\n"),
        std::string(": nameless\r\n")}) {
    TcpClient c(g.port);
    c.Send(std::string(kGet) + line + "\r\n" + kGet + "\r\n");
    bool closed = false;
    std::string replies = c.ReadAll(5s, &closed);
    INFO(line << replies);
    CHECK(replies.rfind("HTTP/1.1 400 Bad Request\r\n", 0) == 0);
    CHECK(Count(replies, "HTTP/1.1 ") == 1);
    CHECK(closed);
  }
}
