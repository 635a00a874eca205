#include "runner/unix_http_client.h"

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <future>
#include <thread>

#include "runner/container_engine.h"

using namespace cordon;

namespace {

// An engine that upgrades the attach connection and then never reads from it, like a
// container whose program stopped reading stdin.
class DeafEngine {
 public:
  DeafEngine() {
    path_ = (std::filesystem::temp_directory_path() /
             ("cordon-deaf-" + std::to_string(getpid()) + ".sock"))
                .string();
    std::filesystem::remove(path_);
    listener_ = socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    path_.copy(address.sun_path, sizeof address.sun_path - 1);
    REQUIRE(bind(listener_, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
    REQUIRE(listen(listener_, 1) == 0);
    thread_ = std::thread([this] { Serve(); });
  }
  ~DeafEngine() {
    release_.set_value();
    thread_.join();
    close(listener_);
    std::filesystem::remove(path_);
  }
  const std::string& path() const { return path_; }

 private:
  void Serve() {
    int peer = accept(listener_, nullptr, nullptr);
    std::string head;
    char byte = 0;
    while (head.find("\r\n\r\n") == std::string::npos && read(peer, &byte, 1) == 1) head += byte;
    std::string answer = "HTTP/1.1 101 UPGRADED\r\nConnection: Upgrade\r\nUpgrade: tcp\r\n\r\n";
    (void)!write(peer, answer.data(), answer.size());
    release_.get_future().wait();  // hold the connection open, reading nothing
    close(peer);
  }
  std::string path_;
  int listener_ = -1;
  std::promise<void> release_;
  std::thread thread_;
};

}  // namespace

TEST_CASE("a write nobody reads gives up at its timeout", "[unix_http_client]") {
  DeafEngine engine;
  auto connection = UnixHttpClient(engine.path()).Hijack("/containers/x/attach");
  std::string job(32 << 20, 'x');  // far more than the socket buffers hold
  CHECK_FALSE(connection->Send(job, std::chrono::milliseconds(300)));
  CHECK(connection->Send("", std::chrono::milliseconds(300)));
}
