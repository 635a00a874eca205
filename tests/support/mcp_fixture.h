// An MCP server over the shipped default policy and a FakeEngine, with an in-memory
// transport: what the MCP tests drive, as a client would, without a container engine.
#pragma once

#include <condition_variable>
#include <deque>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "analyzer/file_system.h"
#include "mcp/server.h"
#include "mcp/server_loop.h"
#include "mcp/transport.h"
#include "sandbox/sandbox_core.h"
#include "tests/support/fake_engine.h"

namespace cordon::testing {

// Lines a test pushes in; lines the server wrote, waited for.
class InMemoryTransport final : public mcp::Transport {
 public:
  void Push(std::string line) {
    std::lock_guard lock(mutex_);
    incoming_.push_back({Incoming::Kind::kLine, std::move(line)});
    changed_.notify_all();
  }
  void PushTooLong() {
    std::lock_guard lock(mutex_);
    incoming_.push_back({Incoming::Kind::kTooLong, "{\"jsonrpc\""});
    changed_.notify_all();
  }
  void Close() {
    std::lock_guard lock(mutex_);
    closed_ = true;
    changed_.notify_all();
  }
  Incoming Read() override {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [this] { return !incoming_.empty() || closed_; });
    if (incoming_.empty()) return {};
    Incoming next = std::move(incoming_.front());
    incoming_.pop_front();
    return next;
  }
  void Write(const std::string& message) override {
    std::lock_guard lock(mutex_);
    written_.push_back(message);
    changed_.notify_all();
  }
  // Waits (up to 10 s) for a written message matching `match`, and returns it parsed.
  nlohmann::json WaitFor(const std::function<bool(const nlohmann::json&)>& match) {
    std::unique_lock lock(mutex_);
    nlohmann::json found;
    changed_.wait_for(lock, std::chrono::seconds(10), [&] {
      for (const auto& line : written_) {
        auto message = nlohmann::json::parse(line);
        if (match(message)) {
          found = message;
          return true;
        }
      }
      return false;
    });
    return found;
  }
  nlohmann::json WaitForReply(const nlohmann::json& id) {
    return WaitFor([&](const nlohmann::json& m) { return m.contains("id") && m["id"] == id; });
  }
  std::vector<std::string> written() {
    std::lock_guard lock(mutex_);
    return written_;
  }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<Incoming> incoming_;
  bool closed_ = false;
  std::vector<std::string> written_;
};

// The shipped rules and default policy, loaded from the source tree.
struct ShippedDefaultPolicy {
  RealFileSystem fs;
  std::string root = std::string(CORDON_SOURCE_DIR) + "/rules";
  Policy policy = LoadPolicy(fs, root, "default");
  RuleSet rules = LoadRulesFor(fs, root, policy);
};

// A SandboxCore's options for tests over fake engines: one image, no warm pool.
inline SandboxOptions FakeSandboxOptions(const std::string& instance_id) {
  SandboxOptions o;
  o.python_image = o.javascript_image = "img:1";
  o.pool_size = 0;
  o.instance_id = instance_id;
  return o;
}

struct McpFixture : ShippedDefaultPolicy {
  ManualClock clock;
  FakeEngine engine{clock};
  SandboxCore service{policy, rules, FakeSandboxOptions("test"),
                      [this] {
                        return EngineHandle{&engine, nullptr, "fake engine"};
                      },
                      clock};
  mcp::McpServer server{service};

  // Handles one request line on the calling thread and returns the reply (or null).
  nlohmann::json Call(const std::string& line) {
    auto reply = server.Handle(nlohmann::json::parse(line), {});
    return reply ? *reply : nlohmann::json();
  }
  nlohmann::json Initialize(const std::string& version = "2025-11-25") {
    return Call(R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":")" +
                version + R"(","capabilities":{},"clientInfo":{"name":"test","version":"1"}}})");
  }
};

}  // namespace cordon::testing
