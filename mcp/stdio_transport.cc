#include "mcp/stdio_transport.h"

#include <poll.h>
#include <unistd.h>

#include <cerrno>

namespace cordon::mcp {

Transport::Incoming StdioTransport::Read() {
  for (;;) {
    auto newline = buffer_.find('\n');
    if (newline != std::string::npos) {
      std::string line = buffer_.substr(0, newline);
      buffer_.erase(0, newline + 1);
      if (skipping_) {
        skipping_ = false;
        continue;  // the end of a line already reported as too long
      }
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.size() > max_line_) return {Incoming::Kind::kTooLong, line.substr(0, 200)};
      return {Incoming::Kind::kLine, std::move(line)};
    }
    if (buffer_.size() > max_line_) {
      Incoming too_long{Incoming::Kind::kTooLong, buffer_.substr(0, 200)};
      buffer_.clear();
      bool report = !skipping_;
      skipping_ = true;
      if (report) return too_long;
    }
    if (eof_) {
      // A last line without its newline still counts (EOF mid-message is its end).
      if (!buffer_.empty() && !skipping_) {
        std::string line;
        line.swap(buffer_);
        return {Incoming::Kind::kLine, std::move(line)};
      }
      return {};
    }
    if (stop_.load()) return {};
    pollfd fd{in_fd_, POLLIN, 0};
    int ready = poll(&fd, 1, 100);
    if (ready < 0 && errno != EINTR) {
      eof_ = true;
      continue;
    }
    if (ready <= 0) continue;
    char chunk[65536];
    ssize_t got = read(in_fd_, chunk, sizeof chunk);
    if (got < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (got <= 0) {
      eof_ = true;
      continue;
    }
    buffer_.append(chunk, static_cast<size_t>(got));
  }
}

void StdioTransport::Write(const std::string& message) {
  std::lock_guard lock(write_mutex_);
  std::string line = message + "\n";
  size_t done = 0;
  while (done < line.size()) {
    ssize_t wrote = write(out_fd_, line.data() + done, line.size() - done);
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote <= 0) return;  // the client is gone; reading will see the end
    done += static_cast<size_t>(wrote);
  }
}

}  // namespace cordon::mcp
