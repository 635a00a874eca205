#include "mcp/stdio_transport.h"

#include <unistd.h>

#include <atomic>
#include <catch2/catch.hpp>
#include <thread>

using cordon::mcp::StdioTransport;
using Kind = cordon::mcp::Transport::Incoming::Kind;

namespace {

struct Pipes {
  int in[2], out[2];
  Pipes() {
    REQUIRE(pipe(in) == 0);
    REQUIRE(pipe(out) == 0);
  }
  ~Pipes() {
    for (int fd : {in[0], in[1], out[0], out[1]}) {
      if (fd >= 0) close(fd);
    }
  }
  // Any thread (Catch's assertions are for the test's own thread only).
  bool Write(const std::string& s) {
    return write(in[1], s.data(), s.size()) == static_cast<ssize_t>(s.size());
  }
  void Feed(const std::string& s) { REQUIRE(Write(s)); }
  void EndInput() {
    close(in[1]);
    in[1] = -1;
  }
};

}  // namespace

TEST_CASE("stdio frames one message per line, skips long lines, and ends at EOF", "[stdio]") {
  Pipes p;
  std::atomic<bool> stop{false};
  StdioTransport transport(p.in[0], p.out[1], 16, stop);
  p.Feed("{\"a\":1}\r\n{\"b\":2}\n");
  p.Feed(std::string(40, 'x') + "\n{\"c\":3}\n{\"d\":4}");
  p.EndInput();
  auto first = transport.Read();
  CHECK(first.kind == Kind::kLine);
  CHECK(first.line == "{\"a\":1}");
  CHECK(transport.Read().line == "{\"b\":2}");
  CHECK(transport.Read().kind == Kind::kTooLong);
  CHECK(transport.Read().line == "{\"c\":3}");
  auto last = transport.Read();  // no newline before EOF: still a message
  CHECK(last.kind == Kind::kLine);
  CHECK(last.line == "{\"d\":4}");
  CHECK(transport.Read().kind == Kind::kEnd);

  transport.Write("{\"ok\":true}");
  char buffer[64];
  ssize_t got = read(p.out[0], buffer, sizeof buffer);
  CHECK(std::string(buffer, static_cast<size_t>(got)) == "{\"ok\":true}\n");
}

TEST_CASE("a line too long to buffer is skipped across reads", "[stdio]") {
  Pipes p;
  std::atomic<bool> stop{false};
  StdioTransport transport(p.in[0], p.out[1], 1000, stop);
  std::atomic<bool> written{true};
  std::thread writer([&] {
    for (int i = 0; i < 100; ++i) written = written && p.Write(std::string(1000, 'y'));  // 100 kB
    written = written && p.Write("\n{\"after\":1}\n");
    p.EndInput();
  });
  CHECK(transport.Read().kind == Kind::kTooLong);
  CHECK(transport.Read().line == "{\"after\":1}");
  CHECK(transport.Read().kind == Kind::kEnd);
  writer.join();
  CHECK(written);
}

TEST_CASE("stopping ends reading even while input stays open", "[stdio]") {
  Pipes p;
  std::atomic<bool> stop{true};
  StdioTransport transport(p.in[0], p.out[1], 100, stop);
  CHECK(transport.Read().kind == Kind::kEnd);
}
