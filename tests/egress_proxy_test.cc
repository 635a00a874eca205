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
#include <filesystem>
#include <mutex>
#include <thread>

#include "runner/orphan_sweep.h"
#include "tests/support/loopback_http_server.h"
#include "tests/support/scratch_folder.h"

using namespace cordon;

namespace {

using testing::LoopbackServer;

NetworkAllowEntry Allow(const std::string& text) { return *ParseNetworkAllowEntry(text).entry; }

int ConnectToProxy(const EgressProxy& proxy) {
  int fd = socket(AF_UNIX, SOCK_STREAM, 0);
  sockaddr_un a{};
  a.sun_family = AF_UNIX;
  std::string path = proxy.folder() + "/proxy.sock";
  std::memcpy(a.sun_path, path.c_str(), path.size() + 1);
  REQUIRE(connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0);
  return fd;
}

// What the launcher in a container does: connect to the proxy's socket and send the token.
int Dial(const EgressProxy& proxy, const std::string& token) {
  int fd = ConnectToProxy(proxy);
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
  // The server saw at most the tunnel that was let through (its end may not be recorded
  // yet), and nothing came through it.
  auto heads = server.heads();
  CHECK(heads.size() <= 1);
  for (const auto& head : heads) CHECK(head.empty());
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
                                  " resolves only to addresses a name in the allow list does "
                                  "not reach"));
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

TEST_CASE("egress proxy: a destination that never answers does not hold the run's end",
          "[egress-proxy]") {
  // A listener with a full backlog that never accepts: further connections hang.
  auto [hole, a] = testing::ListenOnLoopback(0);
  std::vector<int> fillers;
  for (int i = 0; i < 4; ++i) {
    int f = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
    (void)connect(f, reinterpret_cast<sockaddr*>(&a), sizeof a);  // in progress, or queued
    fillers.push_back(f);
  }
  std::string dest = "127.0.0.1:" + std::to_string(ntohs(a.sin_port));
  testing::ScratchFolder folder("cordon-egress");
  auto start = std::chrono::steady_clock::now();
  {
    EgressProxy proxy(folder.path);
    std::string token = proxy.Open({Allow(dest)}, "team");
    int fd = Dial(proxy, token);
    Send(fd, "CONNECT " + dest + " HTTP/1.1\r\n\r\n");
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    EgressLog log = proxy.Close(token);
    REQUIRE(log.connections.size() == 1);  // cut off, and said so
    CHECK(log.connections[0].allowed);
    CHECK_FALSE(log.connections[0].error.empty());
    CHECK(ReadAll(fd).find("200 Connection established") == std::string::npos);
    close(fd);
  }
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(4));
  for (int f : fillers) close(f);
  close(hole);
}

TEST_CASE("egress proxy: connections without a token only shut out their own group",
          "[egress-proxy]") {
  Rig rig;
  auto& [server, folder, proxy, dest, token] = rig;
  // This process (one cgroup, like one container) holds the most connections that may
  // wait for a token, and sends none.
  std::vector<int> idle;
  for (size_t i = 0; i < EgressProxy::kMaxUnclaimedPerGroup; ++i) {
    idle.push_back(ConnectToProxy(proxy));
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  std::string request = "GET http://" + dest + "/x HTTP/1.1\r\n\r\n";
  int refused = Dial(proxy, token);
  Send(refused, request);
  CHECK(ReadAll(refused).empty());  // its group is full
  close(refused);
  // The waiting ones are closed after kTokenTimeout, and the group may connect again.
  for (int fd : idle) CHECK(ReadAll(fd).empty());
  for (int fd : idle) close(fd);
  int later = Dial(proxy, token);
  Send(later, request);
  CHECK(ReadAll(later) == "HTTP/1.0 200 OK\r\n\r\nseen GET /x HTTP/1.1");
  close(later);
}

TEST_CASE("egress proxy: a full log keeps what went out; odd requests are refused",
          "[egress-proxy]") {
  Rig rig;
  auto& [server, folder, proxy, dest, token] = rig;
  for (size_t i = 0; i < EgressLog::kMaxLogged + 5; ++i) {
    int fd = Dial(proxy, token);
    Send(fd, "CONNECT elsewhere.example:443 HTTP/1.1\r\n\r\n");
    ReadAll(fd);
    close(fd);
  }
  for (const std::string& odd : {std::string("CONNECT 10.0.0.1\0\x1b[2K:80 HTTP/1.1\r\n\r\n", 37),
                                 std::string("GE\nT http://" + dest + "/ HTTP/1.1\r\n\r\n")}) {
    int fd = Dial(proxy, token);
    Send(fd, odd);
    CHECK(ReadAll(fd).starts_with("HTTP/1.1 400 cordon network proxy: "));
    close(fd);
  }
  int fd = Dial(proxy, token);
  Send(fd, "GET http://" + dest + "/last HTTP/1.1\r\n\r\n");
  CHECK(ReadAll(fd) == "HTTP/1.0 200 OK\r\n\r\nseen GET /last HTTP/1.1");
  close(fd);
  EgressLog log = proxy.Close(token);
  CHECK(log.connections.size() == EgressLog::kMaxLogged);
  CHECK(log.omitted == 8);
  CHECK(log.connections.back().allowed);
  CHECK(log.connections.back().method == "GET");
}

TEST_CASE("egress proxy folders: a gone process's are swept, a live one's never",
          "[egress-proxy]") {
  testing::ScratchFolder scratch("cordon-egress-dir");
  const std::string dir = scratch.path + "/egress";  // made by StartEgressProxy, 0755
  const std::string mine = dir + "/" + std::to_string(getpid()) + ".0badcafe.cordon-serve-9-2";
  const std::string gone = dir + "/999999999.0badcafe.cordon-serve-1-2";
  // Named as folders are now (PID@START): this process's is kept, one whose pid is this
  // process's but whose start time is not (the pid was used again) is swept.
  const std::string named = dir + "/" + OwnerLabel() + ".0badcafe.cordon-serve-9-4";
  const std::string reused = dir + "/" + std::to_string(getpid()) + "@" +
                             std::to_string(*ProcessStart(getpid()) + 1) +
                             ".0badcafe.cordon-serve-9-5";
  const std::string other = dir + "/not-a-proxy-folder";
  // A folder anyone may write (as /tmp) is refused, and left as it was.
  CHECK_THROWS_WITH(StartEgressProxy("/tmp", "x"),
                    Catch::Contains("/tmp is not a folder of this user that only it can write"));
  CHECK((std::filesystem::status("/tmp").permissions() & std::filesystem::perms::others_write) !=
        std::filesystem::perms::none);
  std::filesystem::create_directories(scratch.path);
  std::filesystem::permissions(scratch.path, std::filesystem::perms(0755));
  auto first = StartEgressProxy(dir, "cordon-serve-9-1");  // makes `dir`
  for (const auto& folder : {mine, gone, other, named, reused}) {
    std::filesystem::create_directories(folder);
  }
  auto proxy = StartEgressProxy(dir, "cordon-serve-9-3");
  CHECK(std::filesystem::exists(mine));  // this process is alive, whatever its suffix says
  CHECK_FALSE(std::filesystem::exists(gone));
  CHECK(std::filesystem::exists(other));
  CHECK(std::filesystem::exists(named));
  CHECK_FALSE(std::filesystem::exists(reused));
  std::string name = std::filesystem::path(proxy->folder()).filename().string();
  CHECK(name.starts_with(OwnerLabel() + "."));
  CHECK(name.ends_with(".cordon-serve-9-3"));
  CHECK(std::filesystem::exists(proxy->folder() + "/proxy.sock"));
  std::string folder = proxy->folder();
  proxy.reset();
  CHECK_FALSE(std::filesystem::exists(folder));
}
