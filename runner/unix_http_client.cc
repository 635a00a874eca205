#include "runner/unix_http_client.h"

#include <poll.h>
#include <sys/socket.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iterator>

#include "runner/container_engine.h"

namespace cordon {
namespace {

size_t AppendBody(char* data, size_t size, size_t count, void* user) noexcept {
  static_cast<std::string*>(user)->append(data, size * count);
  return size * count;
}

void Check(CURLcode code, const char* what) {
  if (code != CURLE_OK) {
    throw EngineError(std::string(what) + ": " + curl_easy_strerror(code));
  }
}

curl_socket_t ActiveSocket(CURL* curl) {
  curl_socket_t fd = CURL_SOCKET_BAD;
  curl_easy_getinfo(curl, CURLINFO_ACTIVESOCKET, &fd);
  return fd;
}

}  // namespace

CurlPtr UnixHttpClient::NewHandle(const std::string& path) const {
  CurlPtr curl(curl_easy_init());
  if (!curl) throw EngineError("cannot create a libcurl handle");
  curl_easy_setopt(curl.get(), CURLOPT_UNIX_SOCKET_PATH, socket_path_.c_str());
  std::string url = "http://localhost" + path;
  curl_easy_setopt(curl.get(), CURLOPT_URL, url.c_str());
  curl_easy_setopt(curl.get(), CURLOPT_NOSIGNAL, 1L);
  return curl;
}

HttpResponse UnixHttpClient::Request(const std::string& method, const std::string& path,
                                     const std::string& json_body,
                                     std::chrono::milliseconds timeout) const {
  CurlPtr curl = NewHandle(path);
  HttpResponse response;
  CurlSlistPtr headers;
  curl_easy_setopt(curl.get(), CURLOPT_CUSTOMREQUEST, method.c_str());
  if (!json_body.empty() || method == "POST") {
    headers.reset(curl_slist_append(nullptr, "Content-Type: application/json"));
    curl_easy_setopt(curl.get(), CURLOPT_HTTPHEADER, headers.get());
    curl_easy_setopt(curl.get(), CURLOPT_POSTFIELDS, json_body.c_str());
    curl_easy_setopt(curl.get(), CURLOPT_POSTFIELDSIZE, static_cast<long>(json_body.size()));
  }
  // No engine call may hang for ever: a wedged engine becomes an EngineError.
  if (timeout.count() <= 0) timeout = std::chrono::seconds(60);
  curl_easy_setopt(curl.get(), CURLOPT_TIMEOUT_MS, static_cast<long>(timeout.count()));
  curl_easy_setopt(curl.get(), CURLOPT_WRITEFUNCTION, &AppendBody);
  curl_easy_setopt(curl.get(), CURLOPT_WRITEDATA, &response.body);
  curl_easy_setopt(curl.get(), CURLOPT_HEADERFUNCTION, &AppendBody);
  curl_easy_setopt(curl.get(), CURLOPT_HEADERDATA, &response.headers);
  Check(curl_easy_perform(curl.get()), ("cannot reach the engine at " + socket_path_).c_str());
  curl_easy_getinfo(curl.get(), CURLINFO_RESPONSE_CODE, &response.status);
  return response;
}

HttpResponse UnixHttpClient::PostFile(const std::string& path, const std::string& file_path,
                                      const std::string& content_type) const {
  std::unique_ptr<FILE, decltype(&std::fclose)> file(std::fopen(file_path.c_str(), "rb"),
                                                     &std::fclose);
  if (!file) throw EngineError("cannot open " + file_path);
  CurlPtr curl = NewHandle(path);
  HttpResponse response;
  CurlSlistPtr headers(curl_slist_append(nullptr, ("Content-Type: " + content_type).c_str()));
  curl_easy_setopt(curl.get(), CURLOPT_HTTPHEADER, headers.get());
  curl_easy_setopt(curl.get(), CURLOPT_POST, 1L);
  curl_easy_setopt(curl.get(), CURLOPT_READDATA, file.get());  // default read callback: fread
  std::fseek(file.get(), 0, SEEK_END);
  long size = std::ftell(file.get());
  std::fseek(file.get(), 0, SEEK_SET);
  curl_easy_setopt(curl.get(), CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(size));
  curl_easy_setopt(curl.get(), CURLOPT_WRITEFUNCTION, &AppendBody);
  curl_easy_setopt(curl.get(), CURLOPT_WRITEDATA, &response.body);
  Check(curl_easy_perform(curl.get()), ("cannot reach the engine at " + socket_path_).c_str());
  curl_easy_getinfo(curl.get(), CURLINFO_RESPONSE_CODE, &response.status);
  return response;
}

HttpResponse UnixHttpClient::GetFile(const std::string& path, const std::string& file_path) const {
  std::unique_ptr<FILE, decltype(&std::fclose)> file(std::fopen(file_path.c_str(), "wb"),
                                                     &std::fclose);
  if (!file) throw EngineError("cannot write " + file_path);
  CurlPtr curl = NewHandle(path);
  curl_easy_setopt(curl.get(), CURLOPT_WRITEFUNCTION, nullptr);  // default: fwrite
  curl_easy_setopt(curl.get(), CURLOPT_WRITEDATA, file.get());
  Check(curl_easy_perform(curl.get()), ("cannot reach the engine at " + socket_path_).c_str());
  HttpResponse response;
  curl_easy_getinfo(curl.get(), CURLINFO_RESPONSE_CODE, &response.status);
  if (std::fflush(file.get()) != 0) throw EngineError("cannot write " + file_path);
  if (response.status != 200) {
    file.reset();
    std::ifstream in(file_path);
    response.body.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  return response;
}

std::unique_ptr<RawConnection> UnixHttpClient::Hijack(const std::string& path) const {
  CurlPtr curl = NewHandle(path);
  curl_easy_setopt(curl.get(), CURLOPT_CONNECT_ONLY, 1L);
  Check(curl_easy_perform(curl.get()), ("cannot reach the engine at " + socket_path_).c_str());
  auto connection = std::make_unique<RawConnection>(std::move(curl));
  if (!connection->Send("POST " + path +
                            " HTTP/1.1\r\nHost: localhost\r\n"
                            "Content-Type: text/plain\r\nConnection: Upgrade\r\nUpgrade: "
                            "tcp\r\n\r\n",
                        std::chrono::seconds(30))) {
    throw EngineError("the engine did not take the attach request within 30 s");
  }
  // Read the response head; anything after it already belongs to the stream, so the
  // head is read byte by byte up to the blank line.
  std::string head;
  while (head.find("\r\n\r\n") == std::string::npos) {
    std::string byte;
    long n = connection->Receive(byte, std::chrono::seconds(30), 1);
    if (n <= 0) throw EngineError("the engine closed the attach connection before answering");
    head += byte;
    if (head.size() > size_t{64} * 1024)
      throw EngineError("the engine's attach answer is too long");
  }
  int status = 0;
  std::sscanf(head.c_str(), "HTTP/1.%*d %d", &status);
  if (status != 101 && status != 200) {
    throw EngineError("attach failed with HTTP " + std::to_string(status) + ": " +
                      head.substr(0, head.find("\r\n")));
  }
  return connection;
}

bool RawConnection::Send(std::string_view data, std::chrono::milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (!data.empty()) {
    size_t sent = 0;
    CURLcode code = curl_easy_send(curl_.get(), data.data(), data.size(), &sent);
    if (code == CURLE_AGAIN) {
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
          deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0) return false;
      pollfd p{ActiveSocket(curl_.get()), POLLOUT, 0};
      poll(&p, 1, static_cast<int>(std::min<int64_t>(left.count(), 1000)));
      continue;
    }
    Check(code, "writing to the container");
    data.remove_prefix(sent);
  }
  return true;
}

long RawConnection::Receive(std::string& out, std::chrono::milliseconds timeout, size_t max_bytes) {
  char buffer[16384];
  max_bytes = std::min(max_bytes, sizeof buffer);
  for (;;) {
    size_t got = 0;
    CURLcode code = curl_easy_recv(curl_.get(), buffer, max_bytes, &got);
    if (code == CURLE_OK) {
      out.append(buffer, got);
      return static_cast<long>(got);
    }
    if (code != CURLE_AGAIN) Check(code, "reading from the container");
    pollfd p{ActiveSocket(curl_.get()), POLLIN, 0};
    int ready = poll(&p, 1, static_cast<int>(timeout.count()));
    if (ready == 0) return -1;
  }
}

void RawConnection::ShutdownWrite() {
  curl_socket_t fd = ActiveSocket(curl_.get());
  if (fd != CURL_SOCKET_BAD) shutdown(fd, SHUT_WR);
}

}  // namespace cordon
