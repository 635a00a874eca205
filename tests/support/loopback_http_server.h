// A small HTTP server on 127.0.0.1 (an ephemeral port) for tests of network access:
// it answers each request head with "seen" and the request line, then closes, and keeps
// every head it received.
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <catch2/catch.hpp>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>
#include <tuple>
#include <utility>
#include <vector>

namespace cordon::testing {

// A TCP socket listening on 127.0.0.1 at an ephemeral port: its descriptor and address.
inline std::pair<int, sockaddr_in> ListenOnLoopback(int backlog) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  REQUIRE(bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0);
  socklen_t len = sizeof a;
  getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len);
  listen(fd, backlog);
  return {fd, a};
}

class LoopbackServer {
 public:
  LoopbackServer() {
    sockaddr_in a{};
    std::tie(fd_, a) = ListenOnLoopback(16);
    port = ntohs(a.sin_port);
    thread_ = std::thread([this] {
      for (;;) {
        int c = accept(fd_, nullptr, nullptr);
        if (c < 0 || stop_) {
          if (c >= 0) close(c);
          return;
        }
        std::string head;
        char buf[1024];
        while (head.find("\r\n\r\n") == std::string::npos) {
          ssize_t n = recv(c, buf, sizeof buf, 0);
          if (n <= 0) break;
          head.append(buf, static_cast<size_t>(n));
        }
        {
          std::lock_guard lock(mutex_);
          heads_.push_back(head);
        }
        std::string reply = "HTTP/1.0 200 OK\r\n\r\nseen " + head.substr(0, head.find("\r\n"));
        send(c, reply.data(), reply.size(), MSG_NOSIGNAL);
        close(c);
      }
    });
  }
  ~LoopbackServer() {
    stop_ = true;
    shutdown(fd_, SHUT_RDWR);
    thread_.join();
    close(fd_);
  }
  std::vector<std::string> heads() {
    std::lock_guard lock(mutex_);
    return heads_;
  }
  uint16_t port = 0;

 private:
  int fd_ = -1;
  std::atomic<bool> stop_{false};
  std::thread thread_;
  std::mutex mutex_;
  std::vector<std::string> heads_;
};

}  // namespace cordon::testing
