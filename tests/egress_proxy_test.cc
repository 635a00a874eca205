#include "runner/egress_proxy.h"

#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <atomic>
#include <catch2/catch.hpp>
#include <cstring>
#include <mutex>
#include <thread>

#include "tests/support/loopback_http_server.h"
#include "tests/support/scratch_folder.h"

using namespace cordon;

namespace {

using testing::LoopbackServer;

NetworkAllowEntry Allow(const std::string& text) { return *ParseNetworkAllowEntry(text).entry; }

// What the launcher in a container does: connect to the proxy's socket and send the token.
int Dial(const EgressProxy& proxy, const std::string& token) {
  int fd = socket(AF_UNIX, SOCK_STREAM, 0);
  sockaddr_un a{};
  a.sun_family = AF_UNIX;
  std::string path = proxy.folder() + "/proxy.sock";
  std::memcpy(a.sun_path, path.c_str(), path.size() + 1);
  REQUIRE(connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0);
  std::string line = "cordon-egress " + token + "\n";
  send(fd, line.data(), line.size(), MSG_NOSIGNAL);
  return fd;
}

void Send(int fd, const std::string& text) { send(fd, text.data(), text.size(), MSG_NOSIGNAL); }

// Everything until the other side closes (or 5 s pass).
std::string ReadAll(int fd) {
  std::string out;
  char buf[4096];
  for (;;) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 5000) <= 0) return out + "<timeout>";
    ssize_t n = recv(fd, buf, sizeof buf, 0);
    if (n <= 0) return out;
    out.append(buf, static_cast<size_t>(n));
  }
}

std::string ReadHead(int fd) {
  std::string out;
  char c;
  while (out.find("\r\n\r\n") == std::string::npos && recv(fd, &c, 1, 0) == 1) out += c;
  return out;
}

// A server, a proxy, and one job whose allow list names the server.
struct Rig {
  LoopbackServer server;
  testing::ScratchFolder folder{"cordon-egress"};
  EgressProxy proxy{folder.path};
  std::string dest = "127.0.0.1:" + std::to_string(server.port);
  std::string token = proxy.Open({Allow(dest)}, "team");
};

}  // namespace

TEST_CASE("egress proxy: plain HTTP to an allowed destination, rewritten to origin form",
          "[egress-proxy]") {
  Rig rig;
  auto& [server, folder, proxy, dest, token] = rig;
  int fd = Dial(proxy, token);
  Send(fd, "GET http://" + dest + "/data?x=1 HTTP/1.1\r\nHost: evil.example\r\n" +
               "Proxy-Authorization: Basic eA==\r\nUser-Agent: t\r\n\r\n");
  CHECK(ReadAll(fd) == "HTTP/1.0 200 OK\r\n\r\nseen GET /data?x=1 HTTP/1.1");
  close(fd);
  auto heads = server.heads();
  REQUIRE(heads.size() == 1);
  CHECK(heads[0] == "GET /data?x=1 HTTP/1.1\r\nHost: " + dest +
                        "\r\nUser-Agent: t\r\nConnection: close\r\n\r\n");
  EgressLog log = proxy.Close(token);
  REQUIRE(log.connections.size() == 1);
  const auto& c = log.connections[0];
  CHECK(c.method == "GET");
  CHECK(c.host == "127.0.0.1");
  CHECK(c.port == server.port);
  CHECK(c.allowed);
  CHECK(c.address == dest);
  CHECK(c.error.empty());
  CHECK(c.bytes_sent == static_cast<int64_t>(heads[0].size()));  // the head as rewritten
  CHECK(c.bytes_received == 46);
}

TEST_CASE("egress proxy: CONNECT opens a tunnel to an allowed destination", "[egress-proxy]") {
  Rig rig;
  auto& [server, folder, proxy, dest, token] = rig;
  int fd = Dial(proxy, token);
  Send(fd, "CONNECT " + dest + " HTTP/1.1\r\nHost: " + dest + "\r\n\r\n");
  CHECK(ReadHead(fd) == "HTTP/1.1 200 Connection established\r\n\r\n");
  Send(fd, "GET /inside HTTP/1.1\r\n\r\n");
  CHECK(ReadAll(fd) == "HTTP/1.0 200 OK\r\n\r\nseen GET /inside HTTP/1.1");
  close(fd);
  EgressLog log = proxy.Close(token);
  REQUIRE(log.connections.size() == 1);
  CHECK(log.connections[0].method == "CONNECT");
  CHECK(log.connections[0].allowed);
  CHECK(log.connections[0].bytes_sent == 24);
}

TEST_CASE("egress proxy: a destination not in the list is refused, naming the policy",
          "[egress-proxy]") {
  LoopbackServer server;
  testing::ScratchFolder folder("cordon-egress");
  EgressProxy proxy(folder.path);
  std::string token = proxy.Open({Allow("api.example.com:443")}, "team");
  for (const std::string& request :
       {"CONNECT 127.0.0.1:" + std::to_string(server.port) + " HTTP/1.1\r\n\r\n",
        "GET http://127.0.0.1:" + std::to_string(server.port) + "/ HTTP/1.1\r\n\r\n",
        std::string("CONNECT api.example.com:444 HTTP/1.1\r\n\r\n"),
        std::string("CONNECT 2130706433:443 HTTP/1.1\r\n\r\n")}) {
    int fd = Dial(proxy, token);
    Send(fd, request);
    std::string reply = ReadAll(fd);
    close(fd);
    INFO(reply);
    CHECK((reply.starts_with("HTTP/1.1 403 Blocked by cordon: ") ||
           reply.starts_with("HTTP/1.1 400 cordon network proxy: ")));
  }
  CHECK(server.heads().empty());
  EgressLog log = proxy.Close(token);
  REQUIRE(log.connections.size() == 4);
  for (const auto& c : log.connections) CHECK_FALSE(c.allowed);
  CHECK(log.connections[2].error ==
        "api.example.com:444 is not in the network allow list of policy 'team' "
        "(api.example.com:443)");
  CHECK(log.connections[3].error == "CONNECT needs host:port");
}

TEST_CASE("egress proxy: without a live token nothing goes through", "[egress-proxy]") {
  Rig rig;
  auto& [server, folder, proxy, dest, token] = rig;
  std::string request = "CONNECT " + dest + " HTTP/1.1\r\n\r\n";

  std::string guess = token;
  guess.back() = guess.back() == '0' ? '1' : '0';  // one digit off
  int guessed = Dial(proxy, guess);
  Send(guessed, request);
  CHECK(ReadAll(guessed).empty());  // closed without a word
  close(guessed);

  // Close ends an open tunnel at once, and the token with it.
  int open = Dial(proxy, token);
  Send(open, request);
  CHECK(ReadHead(open) == "HTTP/1.1 200 Connection established\r\n\r\n");
  auto start = std::chrono::steady_clock::now();
  EgressLog log = proxy.Close(token);
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(1));
  CHECK(ReadAll(open).empty());
  close(open);
  CHECK(log.connections.size() == 1);

  int late = Dial(proxy, token);
  Send(late, request);
  CHECK(ReadAll(late).empty());
  close(late);
  // The server saw the tunnel that was let through, and nothing came through it.
  CHECK(server.heads() == std::vector<std::string>{""});
}

TEST_CASE("egress proxy: a name never reaches loopback, except the name localhost",
          "[egress-proxy]") {
  LoopbackServer server;
  testing::ScratchFolder folder("cordon-egress");
  EgressProxy proxy(folder.path);
  std::string port = std::to_string(server.port);
  std::string token =
      proxy.Open({Allow("localhost:" + port), Allow("loopback.test:" + port)}, "team");
  int fd = Dial(proxy, token);
  Send(fd, "GET http://localhost:" + port + "/ok HTTP/1.1\r\n\r\n");
  CHECK(ReadAll(fd) == "HTTP/1.0 200 OK\r\n\r\nseen GET /ok HTTP/1.1");
  close(fd);
  // A name whose DNS answer is a loopback address: the host's own name on most
  // machines; skipped where it resolves elsewhere.
  char name[256] = "";
  gethostname(name, sizeof name);
  addrinfo* found = nullptr;
  addrinfo hints{};
  hints.ai_family = AF_INET;
  bool loopback =
      getaddrinfo(name, nullptr, &hints, &found) == 0 &&
      (ntohl(reinterpret_cast<sockaddr_in*>(found->ai_addr)->sin_addr.s_addr) >> 24) == 127;
  if (found != nullptr) freeaddrinfo(found);
  EgressLog log;
  if (loopback && NormalizeHost(name)) {
    std::string host = *NormalizeHost(name);
    proxy.Close(token);
    token = proxy.Open({Allow(host + ":" + port)}, "team");
    fd = Dial(proxy, token);
    Send(fd, "CONNECT " + host + ":" + port + " HTTP/1.1\r\n\r\n");
    CHECK(ReadAll(fd).starts_with("HTTP/1.1 502 cordon network proxy: " + host +
                                  " resolves only to loopback"));
    close(fd);
    log = proxy.Close(token);
    REQUIRE(log.connections.size() == 1);
    CHECK(log.connections[0].allowed);  // by the list; refused by where it leads
    CHECK(log.connections[0].address.empty());
  } else {
    WARN("the host's name does not resolve to loopback here; that part is not checked");
  }
  CHECK(server.heads().size() == 1);
}
