#include <catch2/catch.hpp>

#include "tests/support/mcp_fixture.h"

using namespace cordon;
using nlohmann::json;
using testing::InMemoryTransport;
using testing::McpFixture;

namespace {

// The loop on a thread of its own, as `cordon serve` runs it.
struct Running {
  McpFixture f;
  InMemoryTransport transport;
  mcp::ServerLoop loop;
  std::thread thread;
  explicit Running(mcp::ServerLoopLimits limits = {})
      : loop(f.server, transport, limits), thread([this] { loop.Run(); }) {
    transport.Push(
        R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{}}})");
    transport.WaitForReply(0);
  }
  ~Running() {
    transport.Close();
    thread.join();
  }
};

}  // namespace

TEST_CASE("a long run does not hold up ping or tools/list, and cancelling it sends no reply",
          "[mcp-loop]") {
  Running r;
  FakeEngine::Script hang;
  hang.hang = hang.real_time = true;
  r.f.engine.SetScript(hang);
  r.transport.Push(
      R"({"jsonrpc":"2.0","id":"run","method":"tools/call","params":{"name":"run_python_code","arguments":{"code":"while True: pass"},"_meta":{"progressToken":"p1"}}})");
  r.transport.Push(R"({"jsonrpc":"2.0","id":1,"method":"ping"})");
  r.transport.Push(R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})");
  CHECK(r.transport.WaitForReply(1)["result"] == json::object());
  CHECK(r.transport.WaitForReply(2)["result"]["tools"].size() == 4);
  json progress = r.transport.WaitFor(
      [](const json& m) { return m.value("method", "") == "notifications/progress"; });
  CHECK(progress["params"]["progressToken"] == "p1");
  r.transport.Push(
      R"({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"run","reason":"user"}})");
  r.transport.Push(R"({"jsonrpc":"2.0","id":3,"method":"ping"})");
  r.transport.WaitForReply(3);
  r.transport.Close();
  r.thread.join();
  r.thread = std::thread([] {});
  for (const auto& line : r.transport.written()) {
    json m = json::parse(line);
    CHECK_FALSE((m.contains("id") && m["id"] == "run"));
  }
}

TEST_CASE("malformed input never stops the loop", "[mcp-loop]") {
  Running r;
  r.transport.Push("this is not json");
  r.transport.Push("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"");  // cut off mid-message
  r.transport.Push(
      std::string("\xff\xfe\x00"
                  "binary",
                  9));
  r.transport.PushTooLong();
  r.transport.Push("   ");
  r.transport.Push(R"({"jsonrpc":"2.0","id":9,"method":"ping"})");
  CHECK(r.transport.WaitForReply(9)["result"] == json::object());
  auto written = r.transport.written();
  int parse_errors = 0, invalid = 0;
  for (const auto& line : written) {
    json m = json::parse(line);
    if (m.contains("error") && m["error"]["code"] == -32700) ++parse_errors;
    if (m.contains("error") && m["error"]["code"] == -32600) ++invalid;
  }
  CHECK(parse_errors == 3);
  CHECK(invalid == 1);  // the line that was too long
}

TEST_CASE("a message nested 100,000 deep is refused with its id, on either lane", "[mcp-loop]") {
  // Copying such a value overflowed the stack: SIGSEGV on ping and on tools/call alike.
  Running r;
  std::string deep = std::string(100000, '[') + std::string(100000, ']');
  r.transport.Push(R"({"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":)" + deep + "}}");
  r.transport.Push(
      R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"analyze_code","arguments":{"language":"python","code":"x"},"_meta":)" +
      deep + "}}");
  json refused = r.transport.WaitForReply(1);
  CHECK(refused["error"]["code"] == -32600);
  CHECK(refused["error"]["message"] ==
        "the message nests values more than 64 levels deep, the limit: it was not read");
  CHECK(r.transport.WaitForReply(2)["error"]["code"] == -32600);
  // 63 levels inside params is within the limit (params itself is the second level).
  std::string fine = std::string(62, '[') + std::string(62, ']');
  r.transport.Push(R"({"jsonrpc":"2.0","id":3,"method":"ping","params":{"x":)" + fine + "}}");
  CHECK(r.transport.WaitForReply(3)["result"] == json::object());
}

TEST_CASE("end of input stops what runs, replies, and the loop returns", "[mcp-loop]") {
  Running r;
  FakeEngine::Script hang;
  hang.hang = hang.real_time = true;
  r.f.engine.SetScript(hang);
  r.transport.Push(
      R"({"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"run_javascript_code","arguments":{"code":"for(;;){}"}}})");
  r.transport.WaitFor([&](const json&) { return r.f.engine.calls().size() >= 3; });
  // Requests piped in just before the end are answered too, whatever the timing.
  r.transport.Push(
      R"J({"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"analyze_code","arguments":{"code":"eval(input())","language":"python"}}})J");
  r.transport.Close();
  r.thread.join();  // returns: the run was cancelled
  r.thread = std::thread([] {});
  auto calls = r.f.engine.calls();
  CHECK(std::find(calls.begin(), calls.end(), "kill c1") != calls.end());
  json run = r.transport.WaitForReply(5);
  CHECK(run["result"]["structuredContent"]["status"] == "cancelled");
  json analysis = r.transport.WaitForReply(6);
  CHECK(analysis["result"]["structuredContent"]["decision"] == "block");
}

TEST_CASE("logging/setLevel decides which log notifications the client gets", "[mcp-loop]") {
  Running r;
  r.transport.Push(
      R"({"jsonrpc":"2.0","id":1,"method":"logging/setLevel","params":{"level":"error"}})");
  r.transport.WaitForReply(1);
  r.transport.Push(
      R"J({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"run_python_code","arguments":{"code":"print(1)"}}})J");
  r.transport.WaitForReply(2);
  r.transport.Push(
      R"({"jsonrpc":"2.0","id":3,"method":"logging/setLevel","params":{"level":"debug"}})");
  r.transport.WaitForReply(3);
  r.transport.Push(
      R"J({"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"run_python_code","arguments":{"code":"print(2)"}}})J");
  r.transport.WaitForReply(4);
  int messages = 0;
  for (const auto& line : r.transport.written()) {
    json m = json::parse(line);
    if (m.value("method", "") == "notifications/message") {
      ++messages;
      CHECK(m["params"]["logger"] == "cordon");
    }
  }
  CHECK(messages == 3);  // the second run's start, end and (debug) phases only
}

TEST_CASE("a burst of 500 analyses is answered in full, none refused", "[mcp-loop]") {
  // Before: analyses counted against a cap of 16 requests in flight, and 0 to 484 of
  // 500 were refused depending on timing.
  Running r;
  for (int i = 1; i <= 500; ++i) {
    r.transport.Push(
        R"J({"jsonrpc":"2.0","id":)J" + std::to_string(i) +
        R"J(,"method":"tools/call","params":{"name":"analyze_code","arguments":{"code":"print(1)","language":"python"}}})J");
  }
  r.transport.Push(R"({"jsonrpc":"2.0","id":"end","method":"ping"})");
  r.transport.WaitForReply("end");
  int answered = 0, refused = 0;
  for (int attempt = 0; attempt < 100 && answered + refused < 500; ++attempt) {
    answered = refused = 0;
    for (const auto& line : r.transport.written()) {
      json m = json::parse(line);
      if (!m.contains("id") || !m["id"].is_number() || m["id"] == 0) continue;  // 0: initialize
      (m.contains("result") ? answered : refused) += 1;
    }
    if (answered + refused < 500) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  CHECK(answered == 500);
  CHECK(refused == 0);
}

TEST_CASE("runs over the limit wait their turn, only a full queue refuses, waiting runs cancel",
          "[mcp-loop]") {
  mcp::ServerLoopLimits limits;
  limits.runs = {1, 1};  // one at a time, one waiting
  Running r(limits);
  FakeEngine::Script hang;
  hang.hang = hang.real_time = true;
  r.f.engine.SetScript(hang);
  auto run = [](const std::string& id) {
    return R"J({"jsonrpc":"2.0","id":")J" + id +
           R"J(","method":"tools/call","params":{"name":"run_python_code","arguments":{"code":"print(1)"}}})J";
  };
  r.transport.Push(run("a"));
  r.transport.WaitFor([&](const json&) { return r.f.engine.calls().size() >= 3; });
  r.transport.Push(run("b"));  // waits
  r.transport.Push(run("c"));  // the queue is full
  json refused = r.transport.WaitForReply("c");
  CHECK(refused["error"]["code"] == -32000);
  CHECK(refused["error"]["message"] ==
        "1 requests are running and 1 waiting already; retry when one finishes");
  // An analysis is in another lane: it does not wait behind the run.
  r.transport.Push(
      R"J({"jsonrpc":"2.0","id":"x","method":"tools/call","params":{"name":"analyze_code","arguments":{"code":"print(1)","language":"python"}}})J");
  CHECK(r.transport.WaitForReply("x")["result"]["structuredContent"]["decision"] == "allow");
  r.transport.Push(
      R"({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"b"}})");
  r.transport.Push(run("d"));  // b's place in the queue is free again
  r.transport.Push(R"({"jsonrpc":"2.0","id":"p","method":"ping"})");
  r.transport.WaitForReply("p");
  r.f.engine.SetScript({});  // runs from now on end at once
  r.transport.Push(
      R"({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"a"}})");
  CHECK(r.transport.WaitForReply("d")["result"]["structuredContent"]["status"] == "ok");
  for (const auto& line : r.transport.written()) {
    json m = json::parse(line);
    CHECK_FALSE((m.contains("id") && (m["id"] == "a" || m["id"] == "b")));
  }
}

TEST_CASE("a 2025-03-26 batch holding a run is answered as one array, off the reading thread",
          "[mcp-loop]") {
  Running r;
  r.transport.Push(
      R"({"jsonrpc":"2.0","id":10,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{}}})");
  r.transport.WaitForReply(10);
  FakeEngine::Script printing;
  printing.output = {{StreamChunk::Kind::kStdout, "2\n"}};
  r.f.engine.SetScript(printing);
  r.transport.Push(
      R"j([{"jsonrpc":"2.0","id":"a","method":"tools/call","params":{"name":"run_python_code","arguments":{"code":"print(1 + 1)"}}},{"jsonrpc":"2.0","id":"b","method":"ping"}])j");
  // Meanwhile the reading thread still answers.
  r.transport.Push(R"({"jsonrpc":"2.0","id":11,"method":"ping"})");
  CHECK(r.transport.WaitForReply(11)["result"] == json::object());
  json batch = r.transport.WaitFor([](const json& m) { return m.is_array(); });
  REQUIRE(batch.size() == 2);
  CHECK(batch[0]["id"] == "a");
  CHECK(batch[0]["result"]["content"][0]["text"].get<std::string>().find("2\n") !=
        std::string::npos);
  CHECK(batch[1]["id"] == "b");
}
