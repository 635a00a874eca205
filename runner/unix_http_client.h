// HTTP over a unix socket with libcurl: plain requests, and raw (hijacked) connections
// for Docker's attach endpoint. Every CURL handle and header list is owned by RAII types.
#pragma once

#include <curl/curl.h>

#include <chrono>
#include <memory>
#include <string>
#include <string_view>

namespace cordon {

struct CurlDeleter {
  void operator()(CURL* c) const noexcept { curl_easy_cleanup(c); }
};
struct CurlSlistDeleter {
  void operator()(curl_slist* l) const noexcept { curl_slist_free_all(l); }
};
using CurlPtr = std::unique_ptr<CURL, CurlDeleter>;
using CurlSlistPtr = std::unique_ptr<curl_slist, CurlSlistDeleter>;

struct HttpResponse {
  long status = 0;
  std::string headers;  // the raw header block, lines as received
  std::string body;
};

// A raw byte stream on one connection, after the HTTP exchange that opened it.
class RawConnection {
 public:
  explicit RawConnection(CurlPtr curl) : curl_(std::move(curl)) {}
  // Sends all of `data`, or returns false when `timeout` passes first (the peer stopped
  // reading). Throws EngineError on a broken connection.
  bool Send(std::string_view data, std::chrono::milliseconds timeout);
  // Reads at most `max_bytes` into `out` (appended): the count, 0 at end of stream,
  // -1 when nothing arrived within `timeout`.
  long Receive(std::string& out, std::chrono::milliseconds timeout, size_t max_bytes = 16384);
  void ShutdownWrite();

 private:
  CurlPtr curl_;
};

class UnixHttpClient {
 public:
  explicit UnixHttpClient(std::string socket_path) : socket_path_(std::move(socket_path)) {}

  // A request with an optional JSON body, given up after `timeout` (0: 60 s). Throws
  // EngineError if the socket cannot be reached or the engine does not answer in time;
  // HTTP errors are returned in the status for the caller to explain.
  HttpResponse Request(const std::string& method, const std::string& path,
                       const std::string& json_body = "",
                       std::chrono::milliseconds timeout = std::chrono::milliseconds(0)) const;
  // POST of a file's bytes (image import) with the given content type.
  HttpResponse PostFile(const std::string& path, const std::string& file_path,
                        const std::string& content_type) const;
  // GET whose body (a container's exported file system) goes to `file_path`; the body
  // of an error answer is returned instead. No timeout: exports take their time.
  HttpResponse GetFile(const std::string& path, const std::string& file_path) const;
  // Sends `POST path` asking to upgrade the connection to a raw stream and returns
  // it once the engine answered 101 or 200.
  std::unique_ptr<RawConnection> Hijack(const std::string& path) const;

  const std::string& socket_path() const { return socket_path_; }

 private:
  CurlPtr NewHandle(const std::string& path) const;
  std::string socket_path_;
};

}  // namespace cordon
