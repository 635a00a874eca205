// What one connection to cordon's HTTP server may do (mcp/http_guard.h enforces it):
// plain data, so that HttpOptions can carry it without including an HTTP library.
#pragma once

#include <chrono>
#include <cstddef>

namespace cordon::mcp {

struct ConnectionLimits {
  size_t max_head_bytes = 64 << 10;             // request line and headers
  size_t max_head_lines = 128;                  // request line and headers
  size_t max_body = 8 << 20;                    // bytes of one request's body
  std::chrono::milliseconds head_time{10'000};  // from the request's first byte
  // The body must keep up `min_body_rate` bytes a second after a grace period (a body
  // trickled a byte at a time ends after the grace), and end within `body_time`.
  std::chrono::milliseconds body_grace{10'000};
  size_t min_body_rate = 1024;
  std::chrono::milliseconds body_time{120'000};  // from the end of the headers
  std::chrono::milliseconds skip_time{2'000};    // dropping the body of a refused request
  std::chrono::milliseconds io_timeout{30'000};  // one read or write
  std::chrono::milliseconds idle{30'000};        // a keep-alive connection between requests
  std::chrono::milliseconds stop_grace{1'000};   // reads and writes once the server stops
  size_t max_requests = 100;                     // on one connection
  size_t per_address = 8;                        // connections at once from one address
  size_t max_connections = 256;                  // connections at once, served or waiting
};

}  // namespace cordon::mcp
