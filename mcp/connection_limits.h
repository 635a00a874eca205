// What one connection to cordon's HTTP server may do (mcp/http_guard.h enforces it):
// plain data, so that HttpOptions can carry it without including an HTTP library.
#pragma once

#include <chrono>
#include <cstddef>

namespace cordon::mcp {

struct ConnectionLimits {
  size_t max_head_bytes = 64 << 10;              // request line and headers
  size_t max_head_lines = 128;                   // request line and headers
  std::chrono::milliseconds head_time{10'000};   // from the request's first byte
  std::chrono::milliseconds body_time{120'000};  // from the end of the headers
  std::chrono::milliseconds io_timeout{30'000};  // one read or write
  std::chrono::milliseconds idle{30'000};        // a keep-alive connection between requests
  size_t max_requests = 100;                     // on one connection
  size_t per_address = 16;                       // connections at once from one address
};

}  // namespace cordon::mcp
