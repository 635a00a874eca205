// MCP's stdio transport: one UTF-8 JSON message per line on stdin and stdout. Nothing
// else may ever reach stdout, so this is its only writer. Lines are bounded: a longer
// one is skipped and reported, never buffered whole.
#pragma once

#include <atomic>
#include <mutex>
#include <string>

#include "mcp/transport.h"

namespace cordon::mcp {

class StdioTransport final : public Transport {
 public:
  // Reads `in_fd` and writes `out_fd`; Read returns kEnd soon after `stop` is set.
  StdioTransport(int in_fd, int out_fd, size_t max_line, const std::atomic<bool>& stop)
      : in_fd_(in_fd), out_fd_(out_fd), max_line_(max_line), stop_(stop) {}
  Incoming Read() override;
  void Write(const std::string& message) override;

 private:
  int in_fd_, out_fd_;
  size_t max_line_;
  const std::atomic<bool>& stop_;
  std::string buffer_;
  bool skipping_ = false;  // inside a line that was too long
  bool eof_ = false;
  std::mutex write_mutex_;
};

}  // namespace cordon::mcp
