#include "mcp/http_server.h"

#include <curl/curl.h>

#include <catch2/catch.hpp>
#include <map>
#include <thread>

#include "tests/support/mcp_fixture.h"

using namespace cordon;
using nlohmann::json;

namespace {

struct Reply {
  long status = 0;
  std::map<std::string, std::string> headers;  // names in lower case
  std::string body;
  json Json() const { return json::parse(body); }
};

// A real HTTP client (libcurl) against a server on this machine's loopback.
Reply Send(const std::string& method, const std::string& url, const std::string& body,
           const std::vector<std::string>& headers) {
  Reply reply;
  CURL* curl = curl_easy_init();
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
  REQUIRE(curl_easy_perform(curl) == CURLE_OK);
  curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &reply.status);
  curl_slist_free_all(list);
  curl_easy_cleanup(curl);
  return reply;
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
  CHECK(get.headers["allow"] == "POST, DELETE");

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
                    Catch::Contains("loopback only") && Catch::Contains("authentication"));
  CHECK_THROWS_WITH(mcp::ParseHttpAddress("127.0.0.1"), Catch::Contains("HOST:PORT"));
  CHECK_THROWS_WITH(mcp::ParseHttpAddress("127.0.0.1:http"), Catch::Contains("0 to 65535"));
  CHECK_THROWS_WITH(mcp::ParseHttpAddress("127.0.0.1:70000"), Catch::Contains("0 to 65535"));
  CHECK(mcp::IsLoopbackOrigin("http://127.0.0.1:3000"));
  CHECK(mcp::IsLoopbackOrigin("https://[::1]"));
  CHECK_FALSE(mcp::IsLoopbackOrigin("http://localhost.evil.example"));
  CHECK_FALSE(mcp::IsLoopbackOrigin("null"));
  CHECK(mcp::IsLoopbackHost("localhost:8080"));
  CHECK_FALSE(mcp::IsLoopbackHost("127.0.0.1.evil.example"));
}
