// Moves whole messages in and out; knows nothing of JSON-RPC. The stdio transport frames
// one JSON message per line (MCP's stdio transport); tests use an in-memory one.
#pragma once

#include <string>

namespace cordon::mcp {

class Transport {
 public:
  struct Incoming {
    enum class Kind { kLine, kTooLong, kEnd } kind = Kind::kEnd;
    std::string line;  // without its newline; for kTooLong, its first bytes
  };
  virtual ~Transport() = default;
  // The next line: blocks until one arrives; kEnd at end of input or once stopped.
  // A line over the transport's bound is skipped up to its newline and reported as
  // kTooLong, and reading goes on.
  virtual Incoming Read() = 0;
  // Writes one message (which has no newline in it) as a line. Safe from any thread.
  virtual void Write(const std::string& message) = 0;
};

}  // namespace cordon::mcp
