#include "runner/egress_proxy.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <ifaddrs.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <resolv.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <system_error>

#include "runner/container_engine.h"
#include "runner/host_folder.h"
#include "runner/launcher.h"
#include "runner/orphan_sweep.h"

namespace cordon {

namespace {

struct Job {
  std::vector<NetworkAllowEntry> allow;
  std::string policy;
  bool closed = false;     // Close was called: nothing more goes through
  bool log_taken = false;  // ... and took the log: later endings are not logged
  std::set<int> fds;       // the job's open sockets, both sides: Close shuts them down
  size_t active = 0;       // connections being served
  std::map<int, EgressConnection> inflight;  // by client socket: what each asked for
  EgressLog log;
};

}  // namespace

struct EgressProxy::State {
  std::mutex mutex;
  std::condition_variable idle;
  std::map<std::string, std::shared_ptr<Job>> jobs;
  size_t serving = 0;  // connection threads alive
  bool stopping = false;
};

namespace {

using Monotonic = std::chrono::steady_clock;

// Waits for `events` on `fd` until `deadline`; false on timeout or error.
bool WaitFor(int fd, short events, Monotonic::time_point deadline) {
  for (;;) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Monotonic::now());
    if (left.count() <= 0) return false;
    pollfd p{fd, events, 0};
    int n = poll(&p, 1, static_cast<int>(std::min<int64_t>(left.count(), 1000)));
    if (n > 0) return (p.revents & (events | POLLHUP | POLLERR)) != 0;
    if (n < 0 && errno != EINTR) return false;
  }
}

bool SendAll(int fd, std::string_view data) {
  while (!data.empty()) {
    ssize_t n = send(fd, data.data(), data.size(), MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    data.remove_prefix(static_cast<size_t>(n));
  }
  return true;
}

// Reads until `end` appears (within `limit` bytes) or the deadline passes; what came
// after `end` stays in `buffer` past the returned head's length. -1: nothing complete.
ssize_t ReadUntil(int fd, std::string& buffer, std::string_view end, size_t limit,
                  Monotonic::time_point deadline) {
  for (;;) {
    size_t at = buffer.find(end);
    if (at != std::string::npos) return static_cast<ssize_t>(at + end.size());
    if (buffer.size() >= limit || !WaitFor(fd, POLLIN, deadline)) return -1;
    char chunk[4096];
    ssize_t n = recv(fd, chunk, std::min(sizeof chunk, limit - buffer.size()), 0);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return -1;
    buffer.append(chunk, static_cast<size_t>(n));
  }
}

// The status line and a short text body the program's HTTP client shows: the reason
// phrase carries the message too, since clients report a failed CONNECT by it alone.
std::string Refusal(int code, const std::string& message) {
  std::string reason;
  for (char c : message) reason += (c == '\r' || c == '\n') ? ' ' : c;
  std::string body = message + "\n";
  return "HTTP/1.1 " + std::to_string(code) + " " + reason +
         "\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: " +
         std::to_string(body.size()) + "\r\nConnection: close\r\n\r\n" + body;
}

bool IsSpecialV4(uint32_t a) {
  return (a >> 24) == 127 || (a >> 24) == 0 || (a >> 16) == 0xa9fe ||  // loopback, this, link
         (a >> 28) >= 0xe ||                                           // multicast, reserved
         a == 0x646464c8 ||  // 100.100.100.200: Alibaba Cloud's metadata
         a == 0xa83f8110;    // 168.63.129.16: Azure's wire server
}

// The addresses of this host's own interfaces (the engines' bridges among them): what
// the proxy, in the host's network namespace, would reach as the host itself.
bool IsHostAddress(const sockaddr* address) {
  ifaddrs* list = nullptr;
  if (getifaddrs(&list) != 0) return true;  // cannot tell: refuse
  std::unique_ptr<ifaddrs, decltype(&freeifaddrs)> owner(list, &freeifaddrs);
  for (ifaddrs* i = list; i != nullptr; i = i->ifa_next) {
    if (i->ifa_addr == nullptr || i->ifa_addr->sa_family != address->sa_family) continue;
    if (address->sa_family == AF_INET &&
        reinterpret_cast<const sockaddr_in*>(i->ifa_addr)->sin_addr.s_addr ==
            reinterpret_cast<const sockaddr_in*>(address)->sin_addr.s_addr) {
      return true;
    }
    if (address->sa_family == AF_INET6 &&
        std::memcmp(&reinterpret_cast<const sockaddr_in6*>(i->ifa_addr)->sin6_addr,
                    &reinterpret_cast<const sockaddr_in6*>(address)->sin6_addr,
                    sizeof(in6_addr)) == 0) {
      return true;
    }
  }
  return false;
}

// Addresses a name entry does not reach, whatever DNS says (egress_proxy.h).
bool IsSpecialAddress(const sockaddr* address) {
  if (address->sa_family == AF_INET) {
    uint32_t a = ntohl(reinterpret_cast<const sockaddr_in*>(address)->sin_addr.s_addr);
    return IsSpecialV4(a) || IsHostAddress(address);
  }
  if (address->sa_family != AF_INET6) return true;
  const in6_addr& a = reinterpret_cast<const sockaddr_in6*>(address)->sin6_addr;
  static const in6_addr kEc2Metadata = [] {  // fd00:ec2::254: EC2's metadata over IPv6
    in6_addr m{};
    inet_pton(AF_INET6, "fd00:ec2::254", &m);
    return m;
  }();
  static const uint8_t kNat64[12] = {0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0};
  if (IN6_IS_ADDR_LOOPBACK(&a) || IN6_IS_ADDR_UNSPECIFIED(&a) || IN6_IS_ADDR_LINKLOCAL(&a) ||
      IN6_IS_ADDR_SITELOCAL(&a) || IN6_IS_ADDR_MULTICAST(&a) ||
      std::memcmp(&a, &kEc2Metadata, sizeof a) == 0) {
    return true;
  }
  // An IPv4 address inside IPv6 (mapped, compatible, NAT64): judged as itself.
  if (IN6_IS_ADDR_V4MAPPED(&a) || IN6_IS_ADDR_V4COMPAT(&a) ||
      std::memcmp(a.s6_addr, kNat64, sizeof kNat64) == 0) {
    sockaddr_in v4{};
    v4.sin_family = AF_INET;
    std::memcpy(&v4.sin_addr, a.s6_addr + 12, 4);
    return IsSpecialAddress(reinterpret_cast<const sockaddr*>(&v4));
  }
  return IsHostAddress(address);
}

std::string AddressText(const sockaddr* address) {
  char text[INET6_ADDRSTRLEN] = "";
  if (address->sa_family == AF_INET) {
    inet_ntop(AF_INET, &reinterpret_cast<const sockaddr_in*>(address)->sin_addr, text, sizeof text);
    return text;
  }
  inet_ntop(AF_INET6, &reinterpret_cast<const sockaddr_in6*>(address)->sin6_addr, text,
            sizeof text);
  return std::string("[") + text + "]";
}

// Resolves `host` (a slow name server answers within a few seconds, not the resolver's
// default half a minute) and connects to one of its first addresses, all before
// `deadline`. `track` registers each socket with the job before it connects, so that
// Close can cut a connection in progress (shutdown wakes a connecting socket), and
// `untrack` drops one before it is closed (its number may be reused); track returns
// false when the job is over. -1 and `error` when nothing answered, or the name leads only to
// addresses it may not.
int ConnectTo(const std::string& host, uint16_t port, bool may_reach_special,
              Monotonic::time_point deadline, const std::function<bool(int)>& track,
              const std::function<void(int)>& untrack, std::string& address, std::string& error) {
  res_init();  // this thread's resolver state
  _res.retrans = 2;
  _res.retry = 1;
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_NUMERICSERV | AI_ADDRCONFIG;
  addrinfo* found = nullptr;
  std::string service = std::to_string(port);
  int rc = getaddrinfo(host.c_str(), service.c_str(), &hints, &found);
  if (rc != 0) {
    error = "cannot resolve " + host + ": " + gai_strerror(rc);
    return -1;
  }
  std::unique_ptr<addrinfo, decltype(&freeaddrinfo)> owner(found, &freeaddrinfo);
  if (Monotonic::now() >= deadline) {
    error = "resolving " + host + " took longer than " +
            std::to_string(EgressProxy::kConnectTimeout.count()) + " s";
    return -1;
  }
  bool skipped = false;
  size_t tried = 0;
  error.clear();
  for (addrinfo* ai = found; ai != nullptr && tried < EgressProxy::kMaxAddressesTried;
       ai = ai->ai_next) {
    if (!may_reach_special && IsSpecialAddress(ai->ai_addr)) {
      skipped = true;
      continue;
    }
    if (Monotonic::now() >= deadline) break;
    ++tried;
    int fd = socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0) continue;
    if (!track(fd)) {
      close(fd);
      error = "the run ended";
      return -1;
    }
    bool ok = connect(fd, ai->ai_addr, ai->ai_addrlen) == 0;
    if (!ok && errno == EINPROGRESS && WaitFor(fd, POLLOUT, deadline)) {
      int so_error = 0;
      socklen_t len = sizeof so_error;
      getsockopt(fd, SOL_SOCKET, SO_ERROR, &so_error, &len);
      ok = so_error == 0;
      if (!ok) errno = so_error;
    } else if (!ok && errno == EINPROGRESS) {
      errno = ETIMEDOUT;
    }
    if (ok) {
      fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
      int one = 1;
      setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
      address = AddressText(ai->ai_addr) + ":" + service;
      return fd;
    }
    error = "cannot connect to " + AddressText(ai->ai_addr) + ":" + service + ": " +
            std::strerror(errno);
    untrack(fd);
    close(fd);
  }
  if (error.empty() && skipped) {
    error = host +
            " resolves only to addresses a name in the allow list does not reach (this host's, "
            "link-local, metadata services', multicast); list the address itself to allow it";
  } else if (error.empty()) {
    error = "no address of " + host + " answered within " +
            std::to_string(EgressProxy::kConnectTimeout.count()) + " s";
  }
  return -1;
}

struct Request {
  std::string method;
  std::string host;  // normalized
  uint16_t port = 0;
  std::string head;  // what goes to the destination (plain HTTP): origin form, own Host
  std::string problem;
};

// "host:port", "[v6]:port", or (with a default port) "host".
bool SplitAuthority(std::string_view authority, uint16_t default_port, Request& r) {
  std::string_view host = authority;
  std::string_view port;
  size_t colon = authority.rfind(':');
  size_t bracket = authority.rfind(']');
  if (colon != std::string_view::npos && (bracket == std::string_view::npos || colon > bracket)) {
    host = authority.substr(0, colon);
    port = authority.substr(colon + 1);
  }
  r.port = port.empty() ? default_port : ParsePort(port);
  auto normalized = NormalizeHost(host);
  if (!normalized || r.port == 0) return false;
  r.host = *normalized;
  return true;
}

Request ParseHead(std::string_view head) {
  Request r;
  size_t line_end = head.find("\r\n");
  std::string_view line = head.substr(0, line_end);
  size_t sp1 = line.find(' ');
  size_t sp2 = line.rfind(' ');
  if (sp1 == std::string_view::npos || sp2 == sp1 || !line.substr(sp2 + 1).starts_with("HTTP/1.")) {
    r.problem = "not an HTTP/1 proxy request";
    return r;
  }
  r.method = std::string(line.substr(0, sp1));
  // A method is a token (RFC 9110): nothing that could garble a log line.
  static constexpr std::string_view kTokenChars =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+-.^_`|~";
  if (r.method.empty() || r.method.size() > 20 ||
      r.method.find_first_not_of(kTokenChars) != std::string::npos) {
    r.method.clear();
    r.problem = "not an HTTP/1 proxy request";
    return r;
  }
  std::string_view target = line.substr(sp1 + 1, sp2 - sp1 - 1);
  std::string_view version = line.substr(sp2 + 1);
  if (r.method == "CONNECT") {
    if (!SplitAuthority(target, 0, r)) r.problem = "CONNECT needs host:port";
    return r;
  }
  if (AsciiLower(target.substr(0, 7)) != "http://") {
    r.problem = "a proxy request names an http:// URL (https goes through CONNECT)";
    return r;
  }
  std::string_view rest = target.substr(7);
  size_t path_at = rest.find_first_of("/?#");
  std::string_view authority = rest.substr(0, path_at);
  std::string path = path_at == std::string_view::npos ? "/" : std::string(rest.substr(path_at));
  if (path[0] != '/') path = "/" + path;
  if (authority.find('@') != std::string_view::npos || !SplitAuthority(authority, 80, r)) {
    r.problem = "the URL's host is not a DNS name or an IP address";
    return r;
  }
  // The destination sees the origin form, its own Host, and no proxy headers; one
  // request per connection (RFC 9112: a proxy replaces a received Host).
  r.head = r.method + " " + path + " " + std::string(version) +
           "\r\nHost: " + std::string(authority) + "\r\n";
  std::string_view headers = head.substr(line_end + 2);
  while (!headers.empty() && !headers.starts_with("\r\n")) {
    size_t end = headers.find("\r\n");
    std::string_view header = headers.substr(0, end);
    std::string name = AsciiLower(header.substr(0, header.find(':')));
    if (name != "host" && name != "connection" && name != "keep-alive" &&
        !name.starts_with("proxy-")) {
      r.head += std::string(header) + "\r\n";
    }
    headers.remove_prefix(end + 2);
  }
  r.head += "Connection: close\r\n\r\n";
  return r;
}

std::string AllowListText(const std::vector<NetworkAllowEntry>& allow) {
  std::string text;
  for (const auto& entry : allow) text += (text.empty() ? "" : ", ") + entry.Text();
  return text;
}

}  // namespace

namespace {

// Logs one connection: the first kMaxLogged, except that an allowed connection takes the
// place of the latest refused one when the log is full (what went out matters most).
void AddToLog(Job& job, EgressConnection entry) {
  auto& list = job.log.connections;
  if (list.size() >= EgressLog::kMaxLogged && entry.allowed) {
    auto refused = std::find_if(list.rbegin(), list.rend(),
                                [](const EgressConnection& c) { return !c.allowed; });
    if (refused != list.rend()) {
      list.erase(std::next(refused).base());
      ++job.log.omitted;
    }
  }
  if (list.size() < EgressLog::kMaxLogged) {
    list.push_back(std::move(entry));
  } else {
    ++job.log.omitted;
  }
}

std::string HostPort(const std::string& host, uint16_t port) {
  return (host.find(':') != std::string::npos ? "[" + host + "]" : host) + ":" +
         std::to_string(port);
}

// One connection, from after its token to its end (egress_proxy.h). `buffer` holds what
// came after the token line.
void Serve(const std::shared_ptr<EgressProxy::State>& state, const std::shared_ptr<Job>& job,
           int client, std::string buffer) {
  int upstream = -1;
  EgressConnection entry;
  auto head_deadline = Monotonic::now() + EgressProxy::kHeadTimeout;
  ssize_t head_end = ReadUntil(client, buffer, "\r\n\r\n", 16 << 10, head_deadline);
  Request request;
  if (head_end < 0) {
    request.problem = "no complete request head within 30 s and 16 KiB";
  } else {
    request = ParseHead(std::string_view(buffer).substr(0, static_cast<size_t>(head_end)));
    buffer.erase(0, static_cast<size_t>(head_end));
  }
  entry.method = request.method;
  entry.host = request.host;
  entry.port = request.port;
  {
    std::lock_guard lock(state->mutex);
    job->inflight[client] = entry;
  }
  const NetworkAllowEntry* allowed = nullptr;
  if (!request.problem.empty()) {
    entry.error = request.problem;
    SendAll(client, Refusal(400, "cordon network proxy: " + request.problem));
  } else if ((allowed = FindAllowed(job->allow, request.host, request.port)) == nullptr) {
    entry.error = HostPort(request.host, request.port) +
                  " is not in the network allow list of policy '" + job->policy + "' (" +
                  AllowListText(job->allow) + ")";
    SendAll(client, Refusal(403, "Blocked by cordon: " + entry.error));
  } else {
    entry.allowed = true;
    bool special_ok = allowed->address || allowed->host == "localhost";
    auto track = [&](int fd) {
      std::lock_guard lock(state->mutex);
      if (job->closed) return false;
      job->fds.insert(fd);
      return true;
    };
    auto untrack = [&](int fd) {
      std::lock_guard lock(state->mutex);
      job->fds.erase(fd);
    };
    upstream = ConnectTo(request.host, request.port, special_ok,
                         Monotonic::now() + EgressProxy::kConnectTimeout, track, untrack,
                         entry.address, entry.error);
    if (upstream < 0) {
      SendAll(client, Refusal(502, "cordon network proxy: " + entry.error));
    } else {
      bool sent = request.method == "CONNECT"
                      ? SendAll(client, "HTTP/1.1 200 Connection established\r\n\r\n")
                      : SendAll(upstream, request.head);
      if (sent && request.method != "CONNECT") {
        entry.bytes_sent += static_cast<int64_t>(request.head.size());
      }
      if (sent && !buffer.empty() && SendAll(upstream, buffer)) {
        entry.bytes_sent += static_cast<int64_t>(buffer.size());
      }
      // Both ways until both sides are done (or Close shuts the sockets down).
      bool client_open = sent, upstream_open = sent;
      char chunk[16384];
      while (client_open || upstream_open) {
        // A side done reading is left out of poll, whose POLLHUP would not stop.
        pollfd fds[2] = {{client_open ? client : -1, POLLIN, 0},
                         {upstream_open ? upstream : -1, POLLIN, 0}};
        if (poll(fds, 2, -1) < 0) {
          if (errno == EINTR) continue;
          break;
        }
        auto pump = [&](int from, int to, short revents, bool& open, int64_t& count) {
          if (!open || revents == 0) return;
          ssize_t n = recv(from, chunk, sizeof chunk, 0);
          if (n > 0 && SendAll(to, std::string_view(chunk, static_cast<size_t>(n)))) {
            count += n;
            return;
          }
          if (n < 0 && errno == EINTR) return;
          open = false;
          shutdown(to, SHUT_WR);
        };
        pump(client, upstream, fds[0].revents, client_open, entry.bytes_sent);
        pump(upstream, client, fds[1].revents, upstream_open, entry.bytes_received);
        if ((fds[0].revents | fds[1].revents) & (POLLERR | POLLNVAL)) break;
      }
    }
  }
  std::lock_guard lock(state->mutex);
  job->fds.erase(client);
  if (upstream >= 0) job->fds.erase(upstream);
  job->inflight.erase(client);
  if (!job->log_taken) AddToLog(*job, std::move(entry));
  if (upstream >= 0) close(upstream);
  close(client);
  --job->active;
  --state->serving;
  state->idle.notify_all();
}

// The cgroup of the process at the other end of a unix socket: its container. Connections
// waiting to present a token are counted per group.
std::string PeerGroup(int fd) {
  ucred peer{};
  socklen_t len = sizeof peer;
  // A peer that cannot be placed (it exited right after connecting) joins one shared
  // group of such peers, not a group of its own: the launcher, pid 1 of its container,
  // is always placed.
  if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &peer, &len) != 0) return "?";
  std::ifstream in("/proc/" + std::to_string(peer.pid) + "/cgroup");
  std::string line;
  if (std::getline(in, line) && !line.empty()) return line;
  return "?";
}

}  // namespace

EgressProxy::EgressProxy(std::string folder)
    : folder_(std::move(folder)), state_(std::make_shared<State>()) {
  sockaddr_un address{};
  std::string path = folder_ + "/proxy.sock";
  if (path.size() >= sizeof address.sun_path) {
    throw EngineError("the network proxy's socket path " + path + " is too long");
  }
  if (mkdir(folder_.c_str(), 0755) != 0) {
    throw EngineError("cannot make the network proxy's folder " + folder_ + ": " +
                      std::strerror(errno));
  }
  chmod(folder_.c_str(), 0755);
  listener_ = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
  address.sun_family = AF_UNIX;
  std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
  if (listener_ < 0 ||
      bind(listener_, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 ||
      chmod(path.c_str(), 0666) != 0 || listen(listener_, 64) != 0 ||
      pipe2(wake_, O_CLOEXEC) != 0) {
    std::string error = std::strerror(errno);
    if (listener_ >= 0) close(listener_);
    unlink(path.c_str());
    rmdir(folder_.c_str());
    throw EngineError("cannot listen on the network proxy's socket " + path + ": " + error);
  }
  acceptor_ = std::thread([this] { AcceptLoop(); });
}

EgressProxy::~EgressProxy() {
  {
    std::lock_guard lock(state_->mutex);
    state_->stopping = true;
    for (auto& [token, job] : state_->jobs) {
      job->closed = true;
      for (int fd : job->fds) shutdown(fd, SHUT_RDWR);
    }
  }
  char byte = 0;
  [[maybe_unused]] ssize_t n = write(wake_[1], &byte, 1);
  acceptor_.join();
  {
    // Threads still resolving a name finish on their own; they hold the state.
    std::unique_lock lock(state_->mutex);
    state_->idle.wait_for(lock, kCloseWait, [this] { return state_->serving == 0; });
  }
  close(listener_);
  close(wake_[0]);
  close(wake_[1]);
  unlink((folder_ + "/proxy.sock").c_str());
  rmdir(folder_.c_str());
}

std::string EgressProxy::Open(std::vector<NetworkAllowEntry> allow, std::string policy) {
  auto job = std::make_shared<Job>();
  job->allow = std::move(allow);
  job->policy = std::move(policy);
  std::string token = NewNonce() + NewNonce();
  std::lock_guard lock(state_->mutex);
  state_->jobs[token] = std::move(job);
  return token;
}

EgressLog EgressProxy::Close(const std::string& token) {
  std::unique_lock lock(state_->mutex);
  auto it = state_->jobs.find(token);
  if (it == state_->jobs.end()) return {};
  std::shared_ptr<Job> job = it->second;
  state_->jobs.erase(it);
  job->closed = true;
  for (int fd : job->fds) shutdown(fd, SHUT_RDWR);
  state_->idle.wait_for(lock, kCloseWait, [&] { return job->active == 0; });
  // What is still resolving a name or reading its head ends without us.
  for (auto& [fd, entry] : job->inflight) {
    entry.error = "cut off when the run ended (still resolving or connecting)";
    AddToLog(*job, entry);
  }
  job->log_taken = true;
  return std::move(job->log);
}

void EgressProxy::AcceptLoop() {
  // Connections that have not sent their token line yet: read here, without a thread
  // each, and closed unless a valid token comes within kTokenTimeout.
  struct Pending {
    int fd;
    std::string buffer;
    Monotonic::time_point deadline;
    std::string group;
  };
  std::vector<Pending> pending;
  std::map<std::string, size_t> per_group;
  auto drop = [&](size_t i) {
    if (--per_group[pending[i].group] == 0) per_group.erase(pending[i].group);
    pending.erase(pending.begin() + static_cast<std::ptrdiff_t>(i));
  };
  for (;;) {
    std::vector<pollfd> fds = {{listener_, POLLIN, 0}, {wake_[0], POLLIN, 0}};
    for (const auto& p : pending) fds.push_back({p.fd, POLLIN, 0});
    int timeout = pending.empty() ? -1 : 100;
    if (poll(fds.data(), fds.size(), timeout) < 0 && errno != EINTR) break;
    if (fds[1].revents != 0) break;
    auto now = Monotonic::now();
    // Token lines, and connections that waited too long (from the back: drop shifts).
    for (size_t i = pending.size(); i-- > 0;) {
      Pending& p = pending[i];
      if (fds[i + 2].revents != 0) {
        char chunk[128];
        ssize_t n = recv(p.fd, chunk, sizeof chunk, MSG_DONTWAIT);
        if (n > 0) p.buffer.append(chunk, static_cast<size_t>(n));
        size_t end = p.buffer.find('\n');
        if (end == std::string::npos && n > 0 && p.buffer.size() < 128 && now < p.deadline) {
          continue;
        }
        std::shared_ptr<Job> job;
        std::string over;  // a valid token over a limit: said to the program and logged
        if (end != std::string::npos && p.buffer.starts_with("cordon-egress ")) {
          std::lock_guard lock(state_->mutex);
          auto it = state_->jobs.find(p.buffer.substr(14, end - 14));
          if (it != state_->jobs.end() && !it->second->closed) {
            if (it->second->active >= kMaxConnectionsPerJob) {
              over = "more than " + std::to_string(kMaxConnectionsPerJob) +
                     " connections at once in one run";
            } else if (state_->serving >= kMaxConnections) {
              over = "the server's " + std::to_string(kMaxConnections) +
                     " connections through the proxy are all in use";
            }
            if (!over.empty()) {
              EgressConnection refused;
              refused.error = over;
              AddToLog(*it->second, std::move(refused));
            } else {
              job = it->second;
              ++job->active;
              ++state_->serving;
              job->fds.insert(p.fd);
            }
          }
        }
        if (!over.empty()) SendAll(p.fd, Refusal(503, "cordon network proxy: " + over));
        int fd = p.fd;
        std::string rest = end == std::string::npos ? "" : p.buffer.substr(end + 1);
        drop(i);
        if (!job) {
          close(fd);
          continue;
        }
        // Connection to the socket made blocking again for the serving thread.
        fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
        try {
          std::thread(Serve, state_, job, fd, std::move(rest)).detach();
        } catch (const std::system_error&) {  // no thread to be had: this one is refused
          std::lock_guard lock(state_->mutex);
          job->fds.erase(fd);
          --job->active;
          --state_->serving;
          close(fd);
        }
      } else if (now >= p.deadline) {
        close(p.fd);
        drop(i);
      }
    }
    if ((fds[0].revents & POLLIN) == 0) continue;
    for (;;) {
      int client = accept4(listener_, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
      if (client < 0) break;
      std::string group = PeerGroup(client);
      constexpr size_t kMaxPending = 512;
      if (pending.size() >= kMaxPending || per_group[group] >= kMaxUnclaimedPerGroup) {
        close(client);
        continue;
      }
      ++per_group[group];
      pending.push_back({client, "", now + kTokenTimeout, std::move(group)});
    }
  }
  for (const auto& p : pending) close(p.fd);
}

std::string DescribeConnection(const EgressConnection& c) {
  // What the program sent is checked before it is logged; this keeps a line one line
  // whatever reaches it.
  auto printable = [](std::string text) {
    for (char& ch : text) {
      if (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f) ch = '?';
    }
    return text;
  };
  auto bytes = [](int64_t n) {
    char text[32];
    if (n >= (1 << 20)) {
      std::snprintf(text, sizeof text, "%.1f MiB", static_cast<double>(n) / (1 << 20));
    } else if (n >= 1024) {
      std::snprintf(text, sizeof text, "%.1f KiB", static_cast<double>(n) / 1024);
    } else {
      std::snprintf(text, sizeof text, "%lld B", static_cast<long long>(n));
    }
    return std::string(text);
  };
  std::string what = printable(c.method.empty() ? std::string("(no request)") : c.method) +
                     (c.host.empty() ? "" : " " + printable(HostPort(c.host, c.port)));
  if (!c.allowed) return what + " refused: " + printable(c.error);
  if (c.address.empty()) return what + " failed: " + printable(c.error);
  return what + " via " + c.address + ": " + bytes(c.bytes_sent) + " sent, " +
         bytes(c.bytes_received) + " received";
}

std::string DefaultEgressDir(const std::function<const char*(const char*)>& environment) {
  return DefaultHostDir(environment, "egress");
}

std::unique_ptr<EgressProxy> StartEgressProxy(const std::string& dir,
                                              const std::string& instance_id) {
  MakeOwnFolder(dir, "the network proxy's socket");
  RemoveGoneOwnersFolders(dir);
  return std::make_unique<EgressProxy>(OwnFolderName(dir, instance_id));
}

}  // namespace cordon
