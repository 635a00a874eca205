#include "mcp/http_server.h"

#include <curl/curl.h>

#include <catch2/catch.hpp>
#include <map>
#include <thread>

#include "tests/support/mcp_fixture.h"
#include "tests/support/scratch_folder.h"

using namespace cordon;
using nlohmann::json;

namespace {

struct Reply {
  long status = 0;
  std::map<std::string, std::string> headers;  // names in lower case
  std::string body;
  // The body's JSON; of an SSE answer, its last event's (the response).
  json Json() const {
    if (headers.count("content-type") == 0 ||
        headers.at("content-type").find("text/event-stream") == std::string::npos) {
      return json::parse(body);
    }
    auto data = body.rfind("\ndata: ");
    REQUIRE(data != std::string::npos);
    return json::parse(body.substr(data + 7, body.find('\n', data + 1) - data - 7));
  }
};

// A real HTTP client (libcurl) against a server on this machine's loopback.
Reply Send(const std::string& method, const std::string& url, const std::string& body,
           const std::vector<std::string>& headers, const std::string& trusted_cert = "") {
  Reply reply;
  CURL* curl = curl_easy_init();
  if (!trusted_cert.empty()) curl_easy_setopt(curl, CURLOPT_CAINFO, trusted_cert.c_str());
  curl_slist* list = nullptr;
  for (const auto& h : headers) list = curl_slist_append(list, h.c_str());
  curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
  curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, method.c_str());
  if (method == "POST") curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body.c_str());
  curl_easy_setopt(curl, CURLOPT_HTTPHEADER, list);
  curl_easy_setopt(curl, CURLOPT_TIMEOUT, 20L);
  curl_easy_setopt(
      curl, CURLOPT_WRITEFUNCTION, +[](char* data, size_t size, size_t n, void* out) {
        static_cast<std::string*>(out)->append(data, size * n);
        return size * n;
      });
  curl_easy_setopt(curl, CURLOPT_WRITEDATA, &reply.body);
  curl_easy_setopt(
      curl, CURLOPT_HEADERFUNCTION, +[](char* data, size_t size, size_t n, void* out) {
        std::string line(data, size * n);
        auto colon = line.find(':');
        if (colon != std::string::npos) {
          std::string name = line.substr(0, colon);
          for (auto& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
          std::string value = line.substr(colon + 1);
          value.erase(0, value.find_first_not_of(' '));
          value.erase(value.find_last_not_of("\r\n") + 1);
          (*static_cast<std::map<std::string, std::string>*>(out))[name] = value;
        }
        return size * n;
      });
  curl_easy_setopt(curl, CURLOPT_HEADERDATA, &reply.headers);
  // No Catch assertion here: some tests send from a thread of their own, and Catch's
  // are for the test's thread. A failed transfer is status 0, which every check sees.
  if (curl_easy_perform(curl) != CURLE_OK) reply.status = 0;
  curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &reply.status);
  curl_slist_free_all(list);
  curl_easy_cleanup(curl);
  return reply;
}

// An SSE answer read as it comes, on a thread of its own: `stop(body)` true drops the
// connection there, as a client whose network broke.
class StreamReader {
 public:
  StreamReader(const std::string& url, const std::string& body,
               const std::vector<std::string>& headers,
               std::function<bool(const std::string&)> stop = {})
      : stop_(std::move(stop)) {
    thread_ = std::jthread([this, url, body, headers] {
      CURL* curl = curl_easy_init();
      curl_slist* list = nullptr;
      for (const auto& h : headers) list = curl_slist_append(list, h.c_str());
      curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
      if (!body.empty()) curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body.c_str());
      curl_easy_setopt(curl, CURLOPT_HTTPHEADER, list);
      curl_easy_setopt(curl, CURLOPT_TIMEOUT, 30L);
      curl_easy_setopt(
          curl, CURLOPT_WRITEFUNCTION, +[](char* data, size_t size, size_t n, void* out) {
            auto* self = static_cast<StreamReader*>(out);
            std::lock_guard lock(self->mutex_);
            self->body_.append(data, size * n);
            self->changed_.notify_all();
            return self->stop_ && self->stop_(self->body_) ? 0 : size * n;
          });
      curl_easy_setopt(curl, CURLOPT_WRITEDATA, this);
      curl_easy_perform(curl);
      curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &status_);
      curl_slist_free_all(list);
      curl_easy_cleanup(curl);
      std::lock_guard lock(mutex_);
      ended_ = true;
      changed_.notify_all();
    });
  }
  // Waits up to 10 s for the body to contain `text`.
  bool WaitFor(const std::string& text) {
    std::unique_lock lock(mutex_);
    return changed_.wait_for(lock, std::chrono::seconds(10),
                             [&] { return body_.find(text) != std::string::npos; });
  }
  // Waits for the answer to end; its body.
  std::string Finish() {
    std::unique_lock lock(mutex_);
    changed_.wait_for(lock, std::chrono::seconds(20), [&] { return ended_; });
    return body_;
  }
  long status() const { return status_; }

 private:
  std::function<bool(const std::string&)> stop_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::string body_;
  bool ended_ = false;
  long status_ = 0;
  std::jthread thread_;
};

// The JSON of each `data:` line of an SSE body, in order.
std::vector<json> Events(const std::string& body) {
  std::vector<json> events;
  for (size_t at = body.find("data: "); at != std::string::npos; at = body.find("data: ", at)) {
    auto end = body.find('\n', at);
    // A priming event (an id, no data) carries no message.
    if (end > at + 6) events.push_back(json::parse(body.substr(at + 6, end - at - 6)));
    at = end;
  }
  return events;
}

struct HttpFixture : testing::McpFixture {
  mcp::HttpServer http{service, mcp::HttpOptions{}, clock, [](const auto&, const auto&) {}};
  int port = http.Bind();
  std::jthread serving{[this] { http.Serve(); }};
  std::string url = "http://127.0.0.1:" + std::to_string(port) + "/mcp";
  ~HttpFixture() { http.Stop(); }

  Reply Post(const std::string& body, std::vector<std::string> headers = {}) {
    headers.insert(headers.begin(), {"Content-Type: application/json",
                                     "Accept: application/json, text/event-stream"});
    return Send("POST", url, body, headers);
  }
  // Opens an MCP session; its id.
  std::string Open() {
    Reply r = Post(
        R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}})");
    REQUIRE(r.status == 200);
    REQUIRE(r.headers.contains("mcp-session-id"));
    return r.headers["mcp-session-id"];
  }
  Reply Run(const std::string& session, const std::string& code) {
    json call = {
        {"jsonrpc", "2.0"},
        {"id", 7},
        {"method", "tools/call"},
        {"params",
         {{"name", "run_python_code"}, {"arguments", {{"code", code}, {"session_id", "nb"}}}}}};
    return Post(call.dump(), {"Mcp-Session-Id: " + session, "MCP-Protocol-Version: 2025-11-25"});
  }
};

// Containers are removed in the background (the sandbox core's reaper): waits up to 10 s
// for `count` to be left.
bool LiveContainersReach(const FakeEngine& engine, size_t count) {
  for (int i = 0; i < 1000 && engine.live_containers() != count; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return engine.live_containers() == count;
}

const std::string kList = R"({"jsonrpc":"2.0","id":1,"method":"tools/list"})";

}  // namespace

TEST_CASE("http: initialize opens an MCP session that later messages name", "[http]") {
  HttpFixture f;
  std::string session = f.Open();
  CHECK(session.size() == 32);
  Reply listed = f.Post(kList, {"Mcp-Session-Id: " + session});
  CHECK(listed.status == 200);
  CHECK(listed.headers["content-type"] == "application/json");
  CHECK(listed.Json()["result"]["tools"].size() == 4);

  Reply without = f.Post(kList);
  CHECK(without.status == 400);
  CHECK(without.Json()["error"]["message"].get<std::string>().find("Mcp-Session-Id") !=
        std::string::npos);
  CHECK(f.Post(kList, {"Mcp-Session-Id: 0123"}).status == 404);

  // Notifications get 202 and no body; GET offers no stream.
  Reply noted = f.Post(R"({"jsonrpc":"2.0","method":"notifications/initialized"})",
                       {"Mcp-Session-Id: " + session});
  CHECK(noted.status == 202);
  CHECK(noted.body.empty());
  Reply get = Send("GET", f.url, "", {"Accept: text/event-stream", "Mcp-Session-Id: " + session});
  CHECK(get.status == 405);
  CHECK(get.headers["allow"] == "GET (with Last-Event-ID), POST, DELETE");

  // DELETE ends it.
  CHECK(Send("DELETE", f.url, "", {"Mcp-Session-Id: " + session}).status == 200);
  CHECK(f.Post(kList, {"Mcp-Session-Id: " + session}).status == 404);
  CHECK(Send("DELETE", f.url, "", {"Mcp-Session-Id: " + session}).status == 404);
  CHECK(f.http.OpenSessions() == 0);
}

TEST_CASE("http: pages elsewhere and unknown revisions are refused", "[http]") {
  HttpFixture f;
  std::string session = f.Open();
  // DNS rebinding: a browser page's Origin, or a Host that is not the loopback.
  Reply foreign = f.Post(kList, {"Mcp-Session-Id: " + session, "Origin: https://evil.example"});
  CHECK(foreign.status == 403);
  CHECK(foreign.Json()["error"]["message"].get<std::string>().find("evil.example") !=
        std::string::npos);
  CHECK(f.Post(kList, {"Mcp-Session-Id: " + session, "Origin: http://localhost:5173"}).status ==
        200);
  CHECK(f.Post(kList, {"Mcp-Session-Id: " + session, "Host: attacker.example:80"}).status == 403);
  Reply version = f.Post(kList, {"Mcp-Session-Id: " + session, "MCP-Protocol-Version: 1999-01-01"});
  CHECK(version.status == 400);
  CHECK(Send("POST", f.url, kList, {"Content-Type: text/plain", "Mcp-Session-Id: " + session})
            .status == 415);
  CHECK(f.Post("{not json", {"Mcp-Session-Id: " + session}).Json()["error"]["code"] == -32700);
  CHECK(f.Post(kList, {"Mcp-Session-Id: " + session, "Accept: text/html"}).status == 200);
}

TEST_CASE("http: the stateless revision needs no MCP session", "[http]") {
  HttpFixture f;
  Reply discovered = f.Post(
      R"({"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}})");
  CHECK(discovered.status == 200);
  CHECK(discovered.Json()["result"]["supportedVersions"][0] == "2026-07-28");
  CHECK_FALSE(discovered.headers.contains("mcp-session-id"));
}

TEST_CASE("http: each MCP session has sandbox sessions of its own, closed with it", "[http]") {
  HttpFixture f;
  std::string a = f.Open();
  std::string b = f.Open();
  FakeEngine::Script live;  // the launcher says its interpreter lives on
  live.interpreter = {{"calls", 2}, {"ended", false}};
  f.engine.SetScript(live);
  CHECK(f.Run(a, "x = 1").Json()["result"]["structuredContent"]["session_state"] == "new");
  CHECK(f.Run(a, "print(x)").Json()["result"]["structuredContent"]["session_state"] == "kept");
  // The same session_id from another client is another session: a container of its own.
  CHECK(f.Run(b, "print(1)").Json()["result"]["structuredContent"]["session_state"] == "new");
  CHECK(f.engine.live_containers() == 2);
  json close = {{"jsonrpc", "2.0"},
                {"id", 3},
                {"method", "tools/call"},
                {"params", {{"name", "close_session"}, {"arguments", {{"session_id", "nb"}}}}}};
  CHECK(f.Post(close.dump(), {"Mcp-Session-Id: " + b})
            .Json()["result"]["structuredContent"]["closed"] == true);
  CHECK(LiveContainersReach(f.engine, 1));  // b's only
  CHECK(Send("DELETE", f.url, "", {"Mcp-Session-Id: " + a}).status == 200);
  CHECK(LiveContainersReach(f.engine, 0));
}

TEST_CASE("http: addresses are this machine's loopback", "[http]") {
  CHECK(mcp::ParseHttpAddress("127.0.0.1:8080") == std::pair<std::string, int>{"127.0.0.1", 8080});
  CHECK(mcp::ParseHttpAddress(":9000") == std::pair<std::string, int>{"127.0.0.1", 9000});
  CHECK(mcp::ParseHttpAddress("[::1]:80") == std::pair<std::string, int>{"::1", 80});
  CHECK(mcp::ParseHttpAddress("localhost:0").second == 0);
  CHECK_THROWS_WITH(mcp::ParseHttpAddress("0.0.0.0:8080"),
                    Catch::Contains("loopback only") && Catch::Contains("--tokens"));
  // Beyond the loopback only with tokens.
  CHECK(mcp::ParseHttpAddress("0.0.0.0:8080", true) ==
        std::pair<std::string, int>{"0.0.0.0", 8080});
  CHECK(mcp::ParseHttpAddress("[2001:db8::1]:443", true).first == "2001:db8::1");
  CHECK_THROWS_WITH(mcp::ParseHttpAddress("127.0.0.1"), Catch::Contains("HOST:PORT"));
  CHECK_THROWS_WITH(mcp::ParseHttpAddress("127.0.0.1:http"), Catch::Contains("0 to 65535"));
  CHECK_THROWS_WITH(mcp::ParseHttpAddress("127.0.0.1:70000"), Catch::Contains("0 to 65535"));
  CHECK(mcp::IsLoopbackOrigin("http://127.0.0.1:3000"));
  CHECK(mcp::IsLoopbackOrigin("https://[::1]"));
  CHECK_FALSE(mcp::IsLoopbackOrigin("http://localhost.evil.example"));
  CHECK_FALSE(mcp::IsLoopbackOrigin("null"));
  CHECK(mcp::IsLoopbackHost("localhost:8080"));
  CHECK(mcp::IsLoopbackAddress("::1"));
  CHECK(mcp::IsLoopbackAddress("127.0.0.1"));
  CHECK_FALSE(mcp::IsLoopbackAddress("0.0.0.0"));
  CHECK_FALSE(mcp::IsLoopbackAddress("2001:db8::1"));
  CHECK_FALSE(mcp::IsLoopbackHost("127.0.0.1.evil.example"));
}

namespace {

// Two callers with tokens: "alice" under the default policy, "bob" under strict with a
// 128 MiB limit and one run at a time; each policy its own core over one fake engine.
struct TokenFixture : testing::ShippedDefaultPolicy {
  ManualClock clock;
  FakeEngine engine{clock};
  Policy strict = [this] {
    Policy p = LoadPolicy(fs, root, "strict");
    p.limits.memory_mb = p.max_limits.memory_mb = 128;
    p.limits.wall_seconds = p.max_limits.wall_seconds = 10;
    return p;
  }();
  RuleSet strict_rules = LoadRulesFor(fs, root, strict);
  std::function<EngineHandle()> connect = [this] {
    return EngineHandle{&engine, nullptr, "fake engine"};
  };
  // Alice and carol share the default policy's core, each with a quota of sandbox
  // sessions in it.
  SandboxCore alice_core{policy, rules,
                         [] {
                           SandboxOptions o = testing::FakeSandboxOptions("alice");
                           o.sessions = SessionLimits{std::chrono::seconds(600),
                                                      std::chrono::seconds(3600),
                                                      3,
                                                      {{"token:alice", 2}, {"token:carol", 1}}};
                           return o;
                         }(),
                         connect, clock};
  SandboxCore bob_core{strict, strict_rules, testing::FakeSandboxOptions("bob"), connect, clock};
  std::string alice = mcp::NewToken();
  std::string bob = mcp::NewToken();
  std::string carol = mcp::NewToken();
  mcp::HttpOptions options = [] {
    mcp::HttpOptions o;
    o.run_wait = std::chrono::seconds(1);
    return o;
  }();
  mcp::HttpServer http{
      {{.name = "alice", .core = &alice_core, .max_runs = 4, .max_sessions = 8},
       {.name = "bob", .core = &bob_core, .max_runs = 1, .max_analyses = 1, .max_sessions = 1},
       {.name = "carol", .core = &alice_core, .max_runs = 2, .max_sessions = 2}},
      [this] {
        mcp::TokenVerifier v;
        v.Add(mcp::HashToken(alice), 0);
        v.Add(mcp::HashToken(bob), 1);
        v.Add(mcp::HashToken(carol), 2);
        return v;
      }(),
      options,
      clock,
      [this](const std::string&, const std::string& text) {
        std::lock_guard lock(log_mutex);
        log += text + "\n";
      }};
  std::mutex log_mutex;
  std::string log;
  int port = http.Bind();
  std::jthread serving{[this] { http.Serve(); }};
  std::string url = "http://127.0.0.1:" + std::to_string(port) + "/mcp";
  ~TokenFixture() { http.Stop(); }

  Reply Post(const std::string& token, const std::string& body,
             std::vector<std::string> headers = {}) {
    headers.insert(headers.begin(), {"Content-Type: application/json",
                                     "Accept: application/json, text/event-stream"});
    if (!token.empty()) headers.push_back("Authorization: Bearer " + token);
    return Send("POST", url, body, headers);
  }
  std::string Open(const std::string& token) {
    Reply r = Post(
        token,
        R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}})");
    REQUIRE(r.status == 200);
    return r.headers["mcp-session-id"];
  }
  json Tool(const std::string& token, const std::string& session, const std::string& name,
            const json& arguments) {
    json call = {{"jsonrpc", "2.0"},
                 {"id", 9},
                 {"method", "tools/call"},
                 {"params", {{"name", name}, {"arguments", arguments}}}};
    return Post(token, call.dump(), {"Mcp-Session-Id: " + session}).Json();
  }
};

}  // namespace

TEST_CASE("http tokens: no token or a wrong one gets 401 and the metadata's address",
          "[http][tokens]") {
  TokenFixture f;
  Reply missing = f.Post("", kList);
  CHECK(missing.status == 401);
  std::string metadata_url =
      "http://127.0.0.1:" + std::to_string(f.port) + "/.well-known/oauth-protected-resource/mcp";
  CHECK(missing.headers["www-authenticate"] ==
        "Bearer realm=\"cordon\", resource_metadata=\"" + metadata_url + "\"");
  CHECK(missing.Json()["error"]["message"].get<std::string>().find("cordon token add") !=
        std::string::npos);

  std::string wrong = mcp::NewToken();
  Reply refused = f.Post(wrong, kList);
  CHECK(refused.status == 401);
  CHECK(refused.headers["www-authenticate"].find("error=\"invalid_token\"") != std::string::npos);
  // Another scheme, or a token that differs in its last character, is no token.
  CHECK(Send("POST", f.url, kList,
             {"Content-Type: application/json", "Authorization: Basic " + f.alice})
            .status == 401);
  std::string near = f.alice;
  near.back() = near.back() == 'A' ? 'B' : 'A';
  CHECK(f.Post(near, kList).status == 401);
  // Neither token ever reaches the log.
  CHECK(f.log.find(f.alice) == std::string::npos);
  CHECK(f.log.find(wrong) == std::string::npos);
  CHECK(f.log.find("a token cordon does not know") != std::string::npos);

  // RFC 9728: the document the challenge names, at both well-known paths, unprotected.
  for (const char* path :
       {"/.well-known/oauth-protected-resource/mcp", "/.well-known/oauth-protected-resource"}) {
    Reply document = Send("GET", "http://127.0.0.1:" + std::to_string(f.port) + path, "", {});
    CHECK(document.status == 200);
    CHECK(document.Json()["resource"] == f.url);
    CHECK(document.Json()["bearer_methods_supported"] == json::array({"header"}));
  }
  // The scheme is case-insensitive (RFC 6750).
  Reply lower = Send(
      "POST", f.url,
      R"({"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}})",
      {"Content-Type: application/json", "authorization: bearer " + f.alice});
  CHECK(lower.status == 200);
}

TEST_CASE("http tokens: a token cannot reach another token's sessions", "[http][tokens]") {
  TokenFixture f;
  std::string a = f.Open(f.alice);
  FakeEngine::Script live;
  live.interpreter = {{"calls", 2}, {"ended", false}};
  f.engine.SetScript(live);
  json args = {{"code", "x = 1"}, {"session_id", "nb"}};
  CHECK(f.Tool(f.alice, a, "run_python_code",
               args)["result"]["structuredContent"]["session_state"] == "new");
  // Bob holding alice's Mcp-Session-Id: told it does not exist, for every method.
  Reply stolen = f.Post(f.bob, kList, {"Mcp-Session-Id: " + a});
  CHECK(stolen.status == 404);
  CHECK(Send("DELETE", f.url, "", {"Mcp-Session-Id: " + a, "Authorization: Bearer " + f.bob})
            .status == 404);
  // Bob's own session_id "nb" is another sandbox session, in bob's core.
  std::string b = f.Open(f.bob);
  CHECK(f.Tool(f.bob, b, "run_python_code", args)["result"]["structuredContent"]["session_state"] ==
        "new");
  // The stateless form: each token's sandbox sessions are its own too.
  auto stateless = [&](const std::string& token) {
    json call = {{"jsonrpc", "2.0"},
                 {"id", 5},
                 {"method", "tools/call"},
                 {"params",
                  {{"name", "run_python_code"},
                   {"arguments", {{"code", "print(1)"}, {"session_id", "shared"}}},
                   {"_meta",
                    {{"io.modelcontextprotocol/protocolVersion", "2026-07-28"},
                     {"io.modelcontextprotocol/clientCapabilities", json::object()}}}}}};
    return f.Post(token, call.dump(), {"MCP-Protocol-Version: 2026-07-28"}).Json();
  };
  CHECK(stateless(f.alice)["result"]["structuredContent"]["session_state"] == "new");
  CHECK(stateless(f.alice)["result"]["structuredContent"]["session_state"] == "kept");
  CHECK(stateless(f.bob)["result"]["structuredContent"]["session_state"] == "new");
  // Alice's session still works, and is alice's to end.
  CHECK(f.Tool(f.alice, a, "run_python_code",
               args)["result"]["structuredContent"]["session_state"] == "kept");
  CHECK(Send("DELETE", f.url, "", {"Mcp-Session-Id: " + a, "Authorization: Bearer " + f.alice})
            .status == 200);
}

TEST_CASE("http tokens: each token's policy, limits and caps", "[http][tokens]") {
  TokenFixture f;
  std::string a = f.Open(f.alice);
  std::string b = f.Open(f.bob);
  // Strict blocks environment reads; default lets them run.
  json env = {{"code", "import os\nprint(os.environ.get('HOME'))"}, {"language", "python"}};
  json as_alice = f.Tool(f.alice, a, "analyze_code", env)["result"]["structuredContent"];
  json as_bob = f.Tool(f.bob, b, "analyze_code", env)["result"]["structuredContent"];
  CHECK(as_alice["policy"] == "default");
  CHECK(as_alice["decision"] != "block");
  CHECK(as_bob["policy"] == "strict");
  CHECK(as_bob["decision"] == "block");
  // Bob's runs get his 128 MiB and 10 s, and may not ask for more time.
  f.Tool(f.bob, b, "run_python_code", {{"code", "print(1)"}});
  REQUIRE_FALSE(f.engine.specs().empty());
  CHECK(f.engine.specs().back().memory_bytes == int64_t{128} << 20);
  json more = f.Tool(f.bob, b, "run_python_code", {{"code", "print(1)"}, {"timeout_seconds", 20}});
  CHECK(more["result"]["isError"] == true);
  f.Tool(f.alice, a, "run_python_code", {{"code", "print(1)"}});
  CHECK(f.engine.specs().back().memory_bytes == int64_t{512} << 20);
  // One MCP session at a time for bob.
  Reply second = f.Post(
      f.bob,
      R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}})");
  CHECK(second.status == 503);
  CHECK(second.Json()["error"]["message"].get<std::string>().find("token 'bob'") !=
        std::string::npos);
  // One run at a time for bob: a second waits (here 1 s), then is told why. The first
  // hangs for 6 s, so that a loaded machine's delays still leave it holding its slot.
  FakeEngine::Script slow;
  slow.hang = true;
  slow.real_time = true;
  f.engine.SetScript(slow);
  const size_t created = f.engine.specs().size();
  std::jthread first([&] {  // no Catch assertions on this thread
    json call = {{"jsonrpc", "2.0"},
                 {"id", 9},
                 {"method", "tools/call"},
                 {"params",
                  {{"name", "run_python_code"},
                   {"arguments", {{"code", "print(1)"}, {"timeout_seconds", 6}}}}}};
    f.Post(f.bob, call.dump(), {"Mcp-Session-Id: " + b});
  });
  // Until the first run holds its slot and has made its container (seconds on a loaded
  // machine; the earlier runs' containers may still be going away, so count new ones).
  for (int i = 0; i < 2000 && f.engine.specs().size() == created; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  REQUIRE(f.engine.specs().size() > created);
  json call = {{"jsonrpc", "2.0"},
               {"id", 11},
               {"method", "tools/call"},
               {"params", {{"name", "run_python_code"}, {"arguments", {{"code", "print(2)"}}}}}};
  Reply busy = f.Post(f.bob, call.dump(), {"Mcp-Session-Id: " + b});
  CHECK(busy.status == 429);
  CHECK(busy.headers.contains("retry-after"));
  CHECK(busy.Json()["error"]["message"].get<std::string>().find("max_runs") != std::string::npos);
  // Alice is not held up by bob's cap.
  CHECK(f.Tool(f.alice, a, "analyze_code", env)["result"]["structuredContent"]["policy"] ==
        "default");
  // Bob cancels his run (a notification, 202), which frees his slot.
  CHECK(f.Post(f.bob,
               R"({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":9}})",
               {"Mcp-Session-Id: " + b})
            .status == 202);
  first.join();
  f.engine.SetScript({});
  CHECK(f.Post(f.bob, call.dump(), {"Mcp-Session-Id: " + b}).status == 200);
}

TEST_CASE("http tokens: any Host is let in, a foreign page is not", "[http][tokens]") {
  TokenFixture f;
  std::string a = f.Open(f.alice);
  CHECK(f.Post(f.alice, kList, {"Mcp-Session-Id: " + a, "Host: sandbox.example:8443"}).status ==
        200);
  CHECK(f.Post(f.alice, kList, {"Mcp-Session-Id: " + a, "Origin: https://evil.example"}).status ==
        403);
  CHECK(f.Post(f.alice, kList,
               {"Mcp-Session-Id: " + a, "Host: sandbox.example:8443",
                "Origin: http://sandbox.example:8443"})
            .status == 200);
}

TEST_CASE("http tokens: HTTPS with a certificate, and a clear error without one",
          "[http][tokens]") {
  testing::ScratchFolder scratch("cordon-tls");
  std::filesystem::create_directories(scratch.path);
  std::string cert = scratch.path + "/cert.pem", key = scratch.path + "/key.pem";
  // A self-signed certificate for localhost (the openssl command of Debian's openssl).
  std::string make =
      "openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost "
      "-addext subjectAltName=DNS:localhost -keyout " +
      key + " -out " + cert + " 2>/dev/null";
  REQUIRE(std::system(make.c_str()) == 0);
  testing::McpFixture f;
  mcp::HttpOptions options;
  options.tls_cert = cert;
  options.tls_key = key;
  mcp::TokenVerifier verifier;
  std::string token = mcp::NewToken();
  verifier.Add(mcp::HashToken(token), 0);
  mcp::HttpServer http({{.name = "t", .core = &f.service, .max_runs = 2, .max_sessions = 2}},
                       verifier, options, f.clock, [](const auto&, const auto&) {});
  int port = http.Bind();
  std::jthread serving([&] { http.Serve(); });
  std::string url = "https://localhost:" + std::to_string(port) + "/mcp";
  Reply secure = Send(
      "POST", url,
      R"({"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}})",
      {"Content-Type: application/json", "Authorization: Bearer " + token}, cert);
  CHECK(secure.status == 200);
  Reply challenged = Send("POST", url, kList, {"Content-Type: application/json"}, cert);
  CHECK(challenged.headers["www-authenticate"].find("https://localhost:") != std::string::npos);
  http.Stop();

  options.tls_key = scratch.path + "/missing.pem";
  CHECK_THROWS_WITH(mcp::HttpServer(f.service, options, f.clock, [](const auto&, const auto&) {}),
                    Catch::Contains("cannot use the TLS certificate"));
  options.tls_key.clear();
  CHECK_THROWS_WITH(mcp::HttpServer(f.service, options, f.clock, [](const auto&, const auto&) {}),
                    Catch::Contains("--tls-key"));
}

TEST_CASE("http: a run answered as a stream, its progress as it comes, then the response",
          "[http][sse]") {
  HttpFixture f;
  std::string session = f.Open();
  FakeEngine::Script hang;
  hang.hang = hang.real_time = true;
  f.engine.SetScript(hang);
  json call = {{"jsonrpc", "2.0"},
               {"id", "r1"},
               {"method", "tools/call"},
               {"params",
                {{"name", "run_python_code"},
                 {"arguments", {{"code", "while True: pass"}}},
                 {"_meta", {{"progressToken", "p1"}}}}}};
  StreamReader reader(
      f.url, call.dump(),
      {"Content-Type: application/json", "Accept: application/json, text/event-stream",
       "Mcp-Session-Id: " + session});
  REQUIRE(reader.WaitFor("notifications/progress"));
  // A JSON-only client gets JSON as before; ping is answered meanwhile.
  Reply ping = f.Post(R"({"jsonrpc":"2.0","id":2,"method":"ping"})",
                      {"Mcp-Session-Id: " + session, "Accept: application/json"});
  CHECK(ping.headers["content-type"] == "application/json");
  CHECK(
      f.Post(R"({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"r1"}})",
             {"Mcp-Session-Id: " + session})
          .status == 202);
  std::string body = reader.Finish();
  CHECK(reader.status() == 200);
  // First an id with no data and a retry interval (2025-11-25), so that even a
  // connection broken before any progress can resume.
  CHECK(body.rfind("id: ", 0) == 0);
  CHECK(body.substr(body.find('\n'), 21) == "\nretry: 1000\ndata: \n\n");
  CHECK(body.find("event: message\n") != std::string::npos);
  std::vector<json> events = Events(body);
  REQUIRE(events.size() >= 2);
  auto progress = std::find_if(events.begin(), events.end(), [](const json& e) {
    return e.value("method", "") == "notifications/progress";
  });
  REQUIRE(progress != events.end());
  CHECK((*progress)["params"]["progressToken"] == "p1");
  CHECK(events.back()["id"] == "r1");
  CHECK(events.back()["result"]["structuredContent"]["status"] == "cancelled");
}

TEST_CASE("http: a run's log notifications travel in its stream, at the session's level",
          "[http][sse]") {
  HttpFixture f;
  std::string session = f.Open();
  std::string quiet = f.Open();
  auto run = [&](const std::string& on) {
    json call = {{"jsonrpc", "2.0"},
                 {"id", "l1"},
                 {"method", "tools/call"},
                 {"params", {{"name", "run_python_code"}, {"arguments", {{"code", "print(1)"}}}}}};
    return Events(f.Post(call.dump(),
                         {"Mcp-Session-Id: " + on, "Accept: application/json, text/event-stream"})
                      .body);
  };
  auto logs = [](const std::vector<json>& events) {
    std::vector<std::string> texts;
    for (const auto& e : events) {
      if (e.value("method", "") == "notifications/message") {
        CHECK(e["params"]["logger"] == "cordon");
        texts.push_back(e["params"]["level"].get<std::string>() + " " +
                        e["params"]["data"].get<std::string>());
      }
    }
    return texts;
  };
  REQUIRE(
      f.Post(R"({"jsonrpc":"2.0","id":3,"method":"logging/setLevel","params":{"level":"debug"}})",
             {"Mcp-Session-Id: " + session})
          .status == 200);
  REQUIRE(
      f.Post(R"({"jsonrpc":"2.0","id":3,"method":"logging/setLevel","params":{"level":"error"}})",
             {"Mcp-Session-Id: " + quiet})
          .status == 200);
  std::vector<json> events = run(session);
  std::vector<std::string> texts = logs(events);
  REQUIRE(texts.size() >= 2);
  CHECK(texts[0] == "info run_python_code: running 8 bytes of code");
  CHECK(texts[1] == "info run_python_code: ok");
  CHECK(events.back()["id"] == "l1");  // the response comes last
  // Another session's level is its own: at "error" an ok run logs nothing.
  CHECK(logs(run(quiet)).empty());
}

TEST_CASE("http: a broken stream is resumed with Last-Event-ID, by its client only",
          "[http][sse]") {
  HttpFixture f;
  std::string session = f.Open();
  std::string other = f.Open();
  FakeEngine::Script hang;
  hang.hang = hang.real_time = true;
  f.engine.SetScript(hang);
  json call = {{"jsonrpc", "2.0"},
               {"id", 8},
               {"method", "tools/call"},
               {"params",
                {{"name", "run_python_code"},
                 {"arguments", {{"code", "while True: pass"}}},
                 {"_meta", {{"progressToken", 1}}}}}};
  // The connection drops after the first event: the run goes on.
  StreamReader first(
      f.url, call.dump(),
      {"Content-Type: application/json", "Accept: text/event-stream", "Mcp-Session-Id: " + session},
      [](const std::string& body) { return body.find("\n\n") != std::string::npos; });
  std::string seen = first.Finish();
  REQUIRE(seen.rfind("id: ", 0) == 0);
  std::string last = seen.substr(4, seen.find('\n') - 4);
  CHECK(LiveContainersReach(f.engine, 1));  // the run goes on without its connection

  // Another MCP session cannot pick it up; a made-up id is nothing.
  CHECK(Send("GET", f.url, "",
             {"Accept: text/event-stream", "Mcp-Session-Id: " + other, "Last-Event-ID: " + last})
            .status == 404);
  CHECK(Send("GET", f.url, "",
             {"Accept: text/event-stream", "Mcp-Session-Id: " + session,
              "Last-Event-ID: 0123456789abcdef:0"})
            .status == 404);

  StreamReader resumed(
      f.url, "",
      {"Accept: text/event-stream", "Mcp-Session-Id: " + session, "Last-Event-ID: " + last});
  REQUIRE(resumed.WaitFor("notifications/progress"));
  CHECK(f.Post(R"({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":8}})",
               {"Mcp-Session-Id: " + session})
            .status == 202);
  std::string rest = resumed.Finish();
  CHECK(resumed.status() == 200);
  CHECK(rest.find("id: " + last + "\n") == std::string::npos);  // nothing twice
  std::vector<json> events = Events(rest);
  REQUIRE_FALSE(events.empty());
  CHECK(events.back()["id"] == 8);
  CHECK(events.back()["result"]["structuredContent"]["status"] == "cancelled");
}

TEST_CASE("http tokens: a token's sandbox sessions count against its own quota", "[http][tokens]") {
  TokenFixture f;
  std::string a = f.Open(f.alice);
  std::string c = f.Open(f.carol);
  auto open = [&](const std::string& token, const std::string& session, const std::string& id) {
    return f.Tool(token, session, "run_python_code", {{"code", "x = 1"}, {"session_id", id}});
  };
  CHECK(open(f.carol, c, "c1")["result"]["structuredContent"]["session_state"] == "new");
  json full = open(f.carol, c, "c2");
  CHECK(full["result"]["isError"] == true);
  CHECK(full["result"]["content"][0]["text"].get<std::string>().find("your quota") !=
        std::string::npos);
  // Carol filling her quota leaves alice's in the same core untouched.
  CHECK(open(f.alice, a, "a1")["result"]["structuredContent"]["session_state"] == "new");
  CHECK(open(f.alice, a, "a2")["result"]["structuredContent"]["session_state"] == "new");
  // Ending carol's MCP session frees her quota.
  CHECK(Send("DELETE", f.url, "", {"Mcp-Session-Id: " + c, "Authorization: Bearer " + f.carol})
            .status == 200);
  std::string c2 = f.Open(f.carol);
  for (int i = 0; i < 200; ++i) {  // the session closes in the background
    if (open(f.carol, c2, "c3")["result"]["structuredContent"]["session_state"] == "new") break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  CHECK(f.alice_core.CloseSessionsOf("token:carol/" + c2) == 1);
}

TEST_CASE("http tokens: a request waiting for its turn gives up when its session ends",
          "[http][tokens]") {
  TokenFixture f;
  std::string b = f.Open(f.bob);  // one run at a time
  FakeEngine::Script hang;
  hang.hang = hang.real_time = true;
  f.engine.SetScript(hang);
  const size_t created = f.engine.specs().size();
  auto call = [](int id) {
    return json{{"jsonrpc", "2.0"},
                {"id", id},
                {"method", "tools/call"},
                {"params", {{"name", "run_python_code"}, {"arguments", {{"code", "print(1)"}}}}}}
        .dump();
  };
  Reply first, waiting;
  std::jthread running([&] { first = f.Post(f.bob, call(1), {"Mcp-Session-Id: " + b}); });
  // Until the first run holds its slot and has made its container (seconds on a loaded
  // machine; the earlier runs' containers may still be going away, so count new ones).
  for (int i = 0; i < 2000 && f.engine.specs().size() == created; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  REQUIRE(f.engine.specs().size() > created);
  std::jthread queued([&] { waiting = f.Post(f.bob, call(2), {"Mcp-Session-Id: " + b}); });
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  CHECK(Send("DELETE", f.url, "", {"Mcp-Session-Id: " + b, "Authorization: Bearer " + f.bob})
            .status == 200);
  running.join();
  queued.join();
  CHECK(waiting.status == 404);
  CHECK(waiting.Json()["error"]["message"].get<std::string>().find("nothing ran") !=
        std::string::npos);
  CHECK(f.engine.specs().size() == 1);  // the waiting request never made a container
}
