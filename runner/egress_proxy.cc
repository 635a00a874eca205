#include "runner/egress_proxy.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include "runner/container_engine.h"
#include "runner/launcher.h"
#include "runner/orphan_sweep.h"

namespace cordon {

struct EgressProxy::Job {
  std::vector<NetworkAllowEntry> allow;
  std::string policy;
  bool closed = false;
  std::set<int> fds;  // the job's open sockets, both sides: Close shuts them down
  size_t active = 0;  // connections being served
  EgressLog log;
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

// Addresses a name entry does not reach, whatever DNS says: this host (loopback,
// unspecified), link-local (cloud metadata services) and multicast.
bool IsSpecialAddress(const sockaddr* address) {
  if (address->sa_family == AF_INET) {
    uint32_t a = ntohl(reinterpret_cast<const sockaddr_in*>(address)->sin_addr.s_addr);
    return (a >> 24) == 127 || (a >> 24) == 0 || (a >> 16) == 0xa9fe || (a >> 28) == 0xe;
  }
  if (address->sa_family == AF_INET6) {
    const in6_addr& a = reinterpret_cast<const sockaddr_in6*>(address)->sin6_addr;
    if (IN6_IS_ADDR_LOOPBACK(&a) || IN6_IS_ADDR_UNSPECIFIED(&a) || IN6_IS_ADDR_LINKLOCAL(&a) ||
        IN6_IS_ADDR_MULTICAST(&a)) {
      return true;
    }
    if (IN6_IS_ADDR_V4MAPPED(&a) || IN6_IS_ADDR_V4COMPAT(&a)) {
      sockaddr_in v4{};
      v4.sin_family = AF_INET;
      std::memcpy(&v4.sin_addr, a.s6_addr + 12, 4);
      return IsSpecialAddress(reinterpret_cast<const sockaddr*>(&v4));
    }
    return false;
  }
  return true;
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

// Connects to `host`:`port` (resolved here) within the timeout; -1 and `error` when no
// address answers or the name reaches only addresses it may not.
int ConnectTo(const std::string& host, uint16_t port, bool may_reach_special, std::string& address,
              std::string& error) {
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
  bool skipped = false;
  error.clear();
  for (addrinfo* ai = found; ai != nullptr; ai = ai->ai_next) {
    if (!may_reach_special && IsSpecialAddress(ai->ai_addr)) {
      skipped = true;
      continue;
    }
    int fd = socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0) continue;
    int rcc = connect(fd, ai->ai_addr, ai->ai_addrlen);
    bool ok = rcc == 0;
    if (!ok && errno == EINPROGRESS &&
        WaitFor(fd, POLLOUT, Monotonic::now() + EgressProxy::kConnectTimeout)) {
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
    close(fd);
  }
  if (error.empty() && skipped) {
    error = host +
            " resolves only to loopback, link-local or multicast addresses, which a name in "
            "the allow list does not reach; list the address itself to allow it";
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

uint16_t PortOf(std::string_view text) {
  unsigned port = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), port);
  if (ec != std::errc() || end != text.data() + text.size() || port == 0 || port > 65535) return 0;
  return static_cast<uint16_t>(port);
}

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
  r.port = port.empty() ? default_port : PortOf(port);
  auto normalized = NormalizeHost(host);
  if (!normalized || r.port == 0) return false;
  r.host = *normalized;
  return true;
}

std::string Lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
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
  std::string_view target = line.substr(sp1 + 1, sp2 - sp1 - 1);
  std::string_view version = line.substr(sp2 + 1);
  if (r.method == "CONNECT") {
    if (!SplitAuthority(target, 0, r)) r.problem = "CONNECT needs host:port";
    return r;
  }
  if (Lower(target.substr(0, 7)) != "http://") {
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
    std::string name = Lower(header.substr(0, header.find(':')));
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

EgressProxy::EgressProxy(std::string folder) : folder_(std::move(folder)) {
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
  listener_ = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
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
    std::unique_lock lock(mutex_);
    stopping_ = true;
    for (auto& [token, job] : jobs_) {
      job->closed = true;
      for (int fd : job->fds) shutdown(fd, SHUT_RDWR);
    }
    for (int fd : unclaimed_) shutdown(fd, SHUT_RDWR);
  }
  char byte = 0;
  [[maybe_unused]] ssize_t n = write(wake_[1], &byte, 1);
  acceptor_.join();
  {
    std::unique_lock lock(mutex_);
    idle_.wait(lock, [this] { return serving_ == 0; });
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
  std::lock_guard lock(mutex_);
  jobs_[token] = std::move(job);
  return token;
}

EgressLog EgressProxy::Close(const std::string& token) {
  std::unique_lock lock(mutex_);
  auto it = jobs_.find(token);
  if (it == jobs_.end()) return {};
  std::shared_ptr<Job> job = it->second;
  jobs_.erase(it);
  job->closed = true;
  for (int fd : job->fds) shutdown(fd, SHUT_RDWR);
  // A connection still resolving or connecting logs itself when that ends; the run's
  // result does not wait long for it.
  idle_.wait_for(lock, std::chrono::seconds(2), [&] { return job->active == 0; });
  return std::move(job->log);
}

std::shared_ptr<EgressProxy::Job> EgressProxy::FindJob(const std::string& token) {
  auto it = jobs_.find(token);
  return it == jobs_.end() || it->second->closed ? nullptr : it->second;
}

void EgressProxy::AcceptLoop() {
  for (;;) {
    pollfd fds[2] = {{listener_, POLLIN, 0}, {wake_[0], POLLIN, 0}};
    if (poll(fds, 2, -1) < 0 && errno != EINTR) return;
    if (fds[1].revents != 0) return;
    if ((fds[0].revents & POLLIN) == 0) continue;
    int client = accept4(listener_, nullptr, nullptr, SOCK_CLOEXEC);
    if (client < 0) continue;
    std::lock_guard lock(mutex_);
    constexpr size_t kMaxUnclaimed = 256;
    if (stopping_ || unclaimed_.size() >= kMaxUnclaimed) {
      close(client);
      continue;
    }
    unclaimed_.insert(client);
    ++serving_;
    std::thread([this, client] { Serve(client); }).detach();
  }
}

void EgressProxy::Serve(int client) {
  std::shared_ptr<Job> job;
  int upstream = -1;
  EgressConnection entry;
  auto deadline = Monotonic::now() + kHeadTimeout;
  std::string buffer;
  // The launcher's first line: "cordon-egress TOKEN\n".
  ssize_t token_end =
      ReadUntil(client, buffer, "\n", 128, Monotonic::now() + std::chrono::seconds(5));
  {
    std::lock_guard lock(mutex_);
    unclaimed_.erase(client);
    if (token_end > 0 && buffer.starts_with("cordon-egress ")) {
      job = FindJob(buffer.substr(14, static_cast<size_t>(token_end) - 15));
    }
    if (job && job->active >= kMaxConnectionsPerJob) {
      entry.error = "more than " + std::to_string(kMaxConnectionsPerJob) + " connections at once";
      job->log.connections.size() < EgressLog::kMaxLogged ? job->log.connections.push_back(entry)
                                                          : void(++job->log.omitted);
      job = nullptr;
    }
    if (job) {
      ++job->active;
      job->fds.insert(client);
    }
  }
  if (job) {
    buffer.erase(0, static_cast<size_t>(token_end));
    ssize_t head_end = ReadUntil(client, buffer, "\r\n\r\n", 16 << 10, deadline);
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
    const NetworkAllowEntry* allowed = nullptr;
    if (!request.problem.empty()) {
      entry.error = request.problem;
      SendAll(client, Refusal(400, "cordon network proxy: " + request.problem));
    } else if ((allowed = FindAllowed(job->allow, request.host, request.port)) == nullptr) {
      entry.error = request.host + ":" + std::to_string(request.port) +
                    " is not in the network allow list of policy '" + job->policy + "' (" +
                    AllowListText(job->allow) + ")";
      SendAll(client, Refusal(403, "Blocked by cordon: " + entry.error));
    } else {
      entry.allowed = true;
      bool special_ok = allowed->address || allowed->host == "localhost";
      upstream = ConnectTo(request.host, request.port, special_ok, entry.address, entry.error);
      if (upstream >= 0) {
        std::lock_guard lock(mutex_);
        if (job->closed) {
          close(upstream);
          upstream = -1;
          entry.error = "the run ended";
        } else {
          job->fds.insert(upstream);
        }
      }
      if (upstream < 0) {
        SendAll(client, Refusal(502, "cordon network proxy: " + entry.error));
      } else {
        bool sent = request.method == "CONNECT"
                        ? SendAll(client, "HTTP/1.1 200 Connection established\r\n\r\n")
                        : SendAll(upstream, request.head);
        if (sent) entry.bytes_sent += static_cast<int64_t>(request.head.size());
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
          auto pump = [&](int from, int to, bool& open, int64_t& count) {
            if (!open || fds[from == client ? 0 : 1].revents == 0) return;
            ssize_t n = recv(from, chunk, sizeof chunk, 0);
            if (n > 0 && SendAll(to, std::string_view(chunk, static_cast<size_t>(n)))) {
              count += n;
              return;
            }
            if (n < 0 && errno == EINTR) return;
            open = false;
            shutdown(to, SHUT_WR);
          };
          pump(client, upstream, client_open, entry.bytes_sent);
          pump(upstream, client, upstream_open, entry.bytes_received);
          if (fds[0].revents & (POLLERR | POLLNVAL) || fds[1].revents & (POLLERR | POLLNVAL)) break;
        }
      }
    }
  }
  std::lock_guard lock(mutex_);
  if (job) {
    job->fds.erase(client);
    if (upstream >= 0) job->fds.erase(upstream);
    if (job->log.connections.size() < EgressLog::kMaxLogged) {
      job->log.connections.push_back(std::move(entry));
    } else {
      ++job->log.omitted;
    }
    --job->active;
  }
  if (upstream >= 0) close(upstream);
  close(client);
  --serving_;
  idle_.notify_all();
}

std::string DescribeConnection(const EgressConnection& c) {
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
  std::string what = (c.method.empty() ? std::string("(no request)") : c.method) +
                     (c.host.empty() ? "" : " " + c.host + ":" + std::to_string(c.port));
  if (!c.allowed) return what + " refused: " + c.error;
  if (c.address.empty()) return what + " failed: " + c.error;
  return what + " via " + c.address + ": " + bytes(c.bytes_sent) + " sent, " +
         bytes(c.bytes_received) + " received";
}

std::string DefaultEgressDir(const std::function<const char*(const char*)>& environment) {
  if (const char* v = environment("CORDON_HOST_DIR"); v && *v) return std::string(v) + "/egress";
  if (geteuid() == 0) return "/run/cordon/egress";
  if (const char* v = environment("XDG_RUNTIME_DIR"); v && *v) {
    return std::string(v) + "/cordon/egress";
  }
  return "/tmp/cordon-" + std::to_string(geteuid()) + "/egress";
}

std::unique_ptr<EgressProxy> StartEgressProxy(const std::string& dir,
                                              const std::string& instance_id) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::create_directories(dir, ec);
  struct stat st {};
  if (lstat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != geteuid()) {
    throw EngineError("cannot use " + dir + " for the network proxy's socket: " +
                      (ec ? ec.message() : "it is not a folder of this user") +
                      "; set CORDON_HOST_DIR to a folder of your own");
  }
  // Folders are named INSTANCE-RANDOM, INSTANCE ending in -PID.
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    std::string name = entry.path().filename().string();
    size_t random_at = name.rfind('-');
    size_t pid_at =
        random_at == std::string::npos ? std::string::npos : name.rfind('-', random_at - 1);
    if (pid_at == std::string::npos) continue;
    long pid = std::strtol(name.c_str() + pid_at + 1, nullptr, 10);
    if (pid > 0 && !IsLiveCordonProcess(pid)) fs::remove_all(entry.path(), ec);
  }
  return std::make_unique<EgressProxy>(dir + "/" + instance_id + "-" + NewNonce().substr(0, 8));
}

}  // namespace cordon
