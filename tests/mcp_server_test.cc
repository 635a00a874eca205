#include <catch2/catch.hpp>
#include <filesystem>

#include "mcp/tools.h"
#include "tests/support/mcp_fixture.h"
#include "tests/support/scratch_folder.h"

using namespace cordon;
using nlohmann::json;
using testing::McpFixture;

namespace {

const char* kModernMeta =
    R"("_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}})";

int ErrorCode(const json& reply) { return reply.at("error").at("code").get<int>(); }

}  // namespace

TEST_CASE("initialize echoes a supported version and otherwise answers the newest", "[mcp]") {
  for (const char* version : {"2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"}) {
    McpFixture f;
    json reply = f.Initialize(version);
    CHECK(reply["id"] == 0);
    CHECK(reply["result"]["protocolVersion"] == version);
    CHECK(reply["result"]["serverInfo"]["name"] == "cordon");
    CHECK(reply["result"]["capabilities"].contains("tools"));
    CHECK(reply["result"]["capabilities"].contains("logging"));
    CHECK(reply["result"]["instructions"].get<std::string>().find("Policy 'default' blocks") !=
          std::string::npos);
  }
  McpFixture f;
  CHECK(f.Initialize("2099-01-01")["result"]["protocolVersion"] == "2025-11-25");
  CHECK(f.Initialize("2026-07-28")["result"]["protocolVersion"] == "2025-11-25");
}

TEST_CASE("ids come back with their JSON type, and notifications get no reply", "[mcp]") {
  McpFixture f;
  CHECK(f.Call(R"({"jsonrpc":"2.0","id":0,"method":"ping"})") ==
        json::parse(R"({"jsonrpc":"2.0","id":0,"result":{}})"));
  CHECK(f.Call(R"({"jsonrpc":"2.0","id":"0","method":"ping"})")["id"] == "0");
  CHECK(f.Call(R"({"jsonrpc":"2.0","id":-7,"method":"ping"})")["id"] == -7);
  CHECK(f.Call(R"({"jsonrpc":"2.0","method":"ping"})").is_null());
  CHECK(f.Call(R"({"jsonrpc":"2.0","method":"notifications/initialized"})").is_null());
  CHECK(f.Call(R"({"jsonrpc":"2.0","method":"no/such/notification"})").is_null());
  CHECK(
      f.Call(R"({"jsonrpc":"2.0","id":3,"result":{}})").is_null());  // a response: we asked nothing
}

TEST_CASE("invalid requests, unknown methods and bad params get their codes", "[mcp]") {
  McpFixture f;
  f.Initialize();
  CHECK(ErrorCode(f.Call(R"([])")) == -32600);
  CHECK(ErrorCode(f.Call(R"([{"jsonrpc":"2.0","id":1,"method":"ping"}])")) == -32600);
  CHECK(ErrorCode(f.Call(R"(42)")) == -32600);
  CHECK(ErrorCode(f.Call(R"({"jsonrpc":"2.0","id":null,"method":"ping"})")) == -32600);
  CHECK(ErrorCode(f.Call(R"({"jsonrpc":"2.0","id":{"a":1},"method":"ping"})")) == -32600);
  CHECK(ErrorCode(f.Call(R"({"jsonrpc":"1.0","id":1,"method":"ping"})")) == -32600);
  CHECK(ErrorCode(f.Call(R"({"jsonrpc":"2.0","id":1,"method":7})")) == -32600);
  CHECK(ErrorCode(f.Call(R"({"jsonrpc":"2.0","id":1})")) == -32600);
  json unknown = f.Call(R"({"jsonrpc":"2.0","id":1,"method":"tools/run"})");
  CHECK(ErrorCode(unknown) == -32601);
  CHECK(unknown["error"]["message"] == "method 'tools/run' is not supported");
  CHECK(ErrorCode(f.Call(R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":[1]})")) ==
        -32602);
  json no_name =
      f.Call(R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"arguments":{}}})");
  CHECK(ErrorCode(no_name) == -32602);
  CHECK(no_name["error"]["message"] == "tools/call: 'name' is required");
  json bad_level =
      f.Call(R"({"jsonrpc":"2.0","id":1,"method":"logging/setLevel","params":{"level":"loud"}})");
  CHECK(ErrorCode(bad_level) == -32602);
  json unknown_tool = f.Call(
      R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"rm_rf","arguments":{}}})");
  CHECK(ErrorCode(unknown_tool) == -32602);
  CHECK(
      ErrorCode(f.Call(
          R"({"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"cordon://nope"}})")) ==
      -32002);
}

TEST_CASE("requests before initialize are refused, ping is not", "[mcp]") {
  McpFixture f;
  CHECK(f.Call(R"({"jsonrpc":"2.0","id":1,"method":"ping"})").contains("result"));
  json early = f.Call(R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})");
  CHECK(ErrorCode(early) == -32600);
}

TEST_CASE("tools/list publishes schemas and honest annotations", "[mcp]") {
  McpFixture f;
  f.Initialize();
  json tools = f.Call(R"({"jsonrpc":"2.0","id":1,"method":"tools/list"})")["result"]["tools"];
  REQUIRE(tools.size() == 4);
  CHECK(tools[0]["name"] == "run_python_code");
  CHECK(tools[0]["inputSchema"]["required"] == json::array({"code"}));
  CHECK(tools[0]["outputSchema"]["properties"].contains("status"));
  CHECK(tools[0]["annotations"]["readOnlyHint"] == false);
  CHECK(tools[0]["annotations"]["openWorldHint"] == false);  // the default policy has no network
  CHECK(tools[1]["name"] == "run_javascript_code");
  CHECK(tools[2]["name"] == "analyze_code");
  CHECK(tools[2]["annotations"]["readOnlyHint"] == true);
  CHECK(tools[3]["name"] == "close_session");
  CHECK(tools[3]["annotations"]["destructiveHint"] == true);

  McpFixture old;
  old.Initialize("2025-03-26");  // before structured output existed
  json old_tools = old.Call(R"({"jsonrpc":"2.0","id":1,"method":"tools/list"})")["result"]["tools"];
  CHECK_FALSE(old_tools[0].contains("outputSchema"));
}

TEST_CASE("run_python_code runs and returns text and structured content", "[mcp]") {
  McpFixture f;
  f.Initialize();
  f.engine.SetScript({{{StreamChunk::Kind::kStdout, "2\n"}}, false, {false, 0, false}, false});
  json reply = f.Call(
      R"J({"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"run_python_code","arguments":{"code":"print(1+1)"}}})J");
  json result = reply["result"];
  CHECK(result["isError"] == false);
  CHECK(result["structuredContent"]["status"] == "ok");
  CHECK(result["structuredContent"]["stdout"] == "2\n");
  CHECK(result["structuredContent"]["exit_code"] == 0);
  CHECK(result["content"][0]["type"] == "text");
  CHECK(result["content"][0]["text"].get<std::string>().find("--- stdout ---\n2\n") !=
        std::string::npos);
  CHECK(f.engine.live_containers() <= 1);  // the reaper removes it in the background
}

TEST_CASE("a plot comes back as an image, other files as resources", "[mcp]") {
  McpFixture f;
  f.Initialize();
  FakeEngine::Script script;
  script.artifacts = json::array({{{"path", "figure_1.png"}, {"size", 9}, {"data", "iVBORw0KGgpY"}},
                                  {{"path", "out.csv"}, {"size", 4}, {"data", "YSxiCg=="}}});
  f.engine.SetScript(script);
  json result = f.Call(
      R"({"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"run_python_code","arguments":{"code":"import matplotlib"}}})")
                    ["result"];
  REQUIRE(result["content"].size() == 3);
  CHECK(result["content"][1] ==
        json::parse(R"({"type":"image","data":"iVBORw0KGgpY","mimeType":"image/png"})"));
  CHECK(result["content"][2]["type"] == "resource");
  CHECK(result["content"][2]["resource"]["mimeType"] == "text/csv");
  CHECK(result["content"][2]["resource"]["text"] == "a,b\n");
  CHECK(result["structuredContent"]["artifacts"][0]["path"] == "figure_1.png");
}

TEST_CASE("blocked code is an error result with the findings and no container", "[mcp]") {
  McpFixture f;
  f.Initialize();
  json result = f.Call(
      R"J({"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"run_python_code","arguments":{"code":"__import__('os').system('id')"}}})J")
                    ["result"];
  CHECK(result["isError"] == true);
  CHECK(result["structuredContent"]["status"] == "blocked");
  // The unlisted member (os.system is not on the default module list), then the rule.
  CHECK(result["structuredContent"]["findings"][0]["rule_id"] == "cordon.unlisted-module");
  json finding = result["structuredContent"]["findings"][1];
  CHECK(finding["rule_id"] == "py.process.shell");
  CHECK(finding["action"] == "block");
  CHECK(result["content"][0]["text"].get<std::string>().find("instead:") != std::string::npos);
  CHECK(f.engine.calls().empty());
}

TEST_CASE("argument errors go back to the model as tool errors", "[mcp]") {
  McpFixture f;
  f.Initialize();
  auto call = [&](const std::string& arguments) {
    return f.Call(
        R"({"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"run_python_code","arguments":)" +
        arguments + "}}")["result"];
  };
  json missing = call("{}");
  CHECK(missing["isError"] == true);
  CHECK(missing["content"][0]["text"] == "run_python_code: 'code' is required");
  CHECK(call(R"({"code":"x","timeout_seconds":"9"})")["content"][0]["text"] ==
        "run_python_code: 'timeout_seconds' must be a number, not a string");
  CHECK(call(R"({"code":"x","timeout_seconds":9999})")["content"][0]["text"] ==
        "run_python_code: timeout_seconds 9999 is over the maximum of 300 that policy 'default' "
        "allows");
  CHECK(call(R"({"code":"x","colour":"red"})")["content"][0]["text"] ==
        "run_python_code: 'colour' is not a known property (known: code, files, reset, "
        "session_id, "
        "timeout_seconds)");
  CHECK(call(R"({"code":"x","files":[{"path":"../x","content":"1"}]})")["isError"] == true);
  CHECK(
      call(
          R"({"code":"x","files":[{"path":"a","content":"%%","encoding":"base64"}]})")["content"][0]
                                                                                      ["text"] ==
      "run_python_code: file 'a': content is not valid base64 (encoding says base64)");
  CHECK(f.engine.calls().empty());
}

TEST_CASE("analyze_code reports the decision without running anything", "[mcp]") {
  McpFixture f;
  f.Initialize();
  json result = f.Call(
      R"J({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"analyze_code","arguments":{"code":"const cp = require('child_process');\ncp.execSync('ls')","language":"javascript"}}})J")
                    ["result"];
  CHECK(result["isError"] == false);
  CHECK(result["structuredContent"]["decision"] == "block");
  CHECK(result["structuredContent"]["policy"] == "default");
  bool exec_on_line_2 = false;
  for (const auto& finding : result["structuredContent"]["findings"]) {
    exec_on_line_2 = exec_on_line_2 || (finding["line"] == 2 && finding["action"] == "block");
  }
  CHECK(exec_on_line_2);
  json clean = f.Call(
      R"J({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"analyze_code","arguments":{"code":"print(1)","language":"python"}}})J")
                   ["result"];
  CHECK(clean["structuredContent"]["decision"] == "allow");
  CHECK(f.engine.calls().empty());
}

TEST_CASE("sessions keep one container and close_session removes it", "[mcp]") {
  McpFixture f;
  f.Initialize();
  const std::string run =
      R"J({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"run_python_code","arguments":{"code":"print(1)","session_id":"s1"}}})J";
  CHECK(f.Call(run)["result"]["structuredContent"]["session_id"] == "s1");
  CHECK(f.Call(run)["result"]["structuredContent"]["status"] == "ok");
  CHECK(f.engine.live_containers() == 1);
  json closed = f.Call(
      R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"close_session","arguments":{"session_id":"s1"}}})")
                    ["result"];
  CHECK(closed["structuredContent"]["closed"] == true);
  json again = f.Call(
      R"({"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"close_session","arguments":{"session_id":"s1"}}})")
                   ["result"];
  CHECK(again["structuredContent"]["closed"] == false);
}

TEST_CASE("resources: the policy and the environments", "[mcp]") {
  McpFixture f;
  f.Initialize();
  json list =
      f.Call(R"({"jsonrpc":"2.0","id":1,"method":"resources/list"})")["result"]["resources"];
  REQUIRE(list.size() == 2);
  json policy = f.Call(
      R"({"jsonrpc":"2.0","id":2,"method":"resources/read","params":{"uri":"cordon://policy"}})")
                    ["result"];
  json text = json::parse(policy["contents"][0]["text"].get<std::string>());
  CHECK(text["name"] == "default");
  CHECK(text["limits"]["network"] == false);
  CHECK(text["max_limits"]["wall_seconds"] == 300);
  f.engine.SetScript(
      {{{StreamChunk::Kind::kStdout, R"({"version":"3.11.2","libraries":{"numpy":"1.24.2"}})"
                                     "\n"}},
       false,
       {false, 0, false},
       false});
  json env = f.Call(
      R"({"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"cordon://environments"}})")
                 ["result"];
  json environments = json::parse(env["contents"][0]["text"].get<std::string>());
  CHECK(environments["python"]["version"] == "3.11.2");
  CHECK(environments["image"] == "img:1");
}

TEST_CASE("the stateless revision: discover, per-request _meta, resultType", "[mcp]") {
  McpFixture f;
  json discover =
      f.Call(std::string(R"({"jsonrpc":"2.0","id":"d","method":"server/discover","params":{)") +
             kModernMeta + "}}");
  CHECK(discover["result"]["supportedVersions"] == json::array({"2026-07-28"}));
  CHECK(discover["result"]["resultType"] == "complete");
  // serverInfo rides in _meta (the SDK 2.x client reads it there), not in the result.
  CHECK(discover["result"]["_meta"]["io.modelcontextprotocol/serverInfo"]["name"] == "cordon");
  CHECK_FALSE(discover["result"].contains("serverInfo"));
  CHECK(discover["result"].contains("ttlMs"));
  CHECK_FALSE(discover["result"]["capabilities"].contains("logging"));

  json tools = f.Call(std::string(R"({"jsonrpc":"2.0","id":1,"method":"tools/list","params":{)") +
                      kModernMeta + "}}");
  CHECK(tools["result"]["resultType"] == "complete");
  CHECK(tools["result"]["cacheScope"] == "public");
  CHECK(tools["result"]["tools"][0].contains("outputSchema"));

  json no_meta = f.Call(R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})");
  CHECK(ErrorCode(no_meta) == -32602);
  json old = f.Call(
      R"({"jsonrpc":"2.0","id":3,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2027-01-01","io.modelcontextprotocol/clientCapabilities":{}}}})");
  CHECK(ErrorCode(old) == -32022);
  CHECK(old["error"]["data"]["supported"] == json::array({"2026-07-28"}));
  json no_caps = f.Call(
      R"({"jsonrpc":"2.0","id":4,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}})");
  CHECK(ErrorCode(no_caps) == -32602);
  CHECK(
      ErrorCode(f.Call(
          std::string(
              R"({"jsonrpc":"2.0","id":5,"method":"logging/setLevel","params":{"level":"info",)") +
          kModernMeta + "}}")) == -32601);
  json analyzed = f.Call(
      std::string(
          R"({"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"analyze_code","arguments":{"code":"x=1","language":"python"},)") +
      kModernMeta + "}}");
  CHECK(analyzed["result"]["resultType"] == "complete");
  CHECK(analyzed["result"]["structuredContent"]["decision"] == "allow");
}

TEST_CASE("a client that probes with server/discover may fall back to initialize", "[mcp]") {
  McpFixture f;
  CHECK(f.Call(std::string(R"({"jsonrpc":"2.0","id":0,"method":"server/discover","params":{)") +
               kModernMeta + "}}")
            .contains("result"));
  json init = f.Initialize("2025-06-18");
  CHECK(init["result"]["protocolVersion"] == "2025-06-18");
  json tools = f.Call(R"({"jsonrpc":"2.0","id":1,"method":"tools/list"})");
  CHECK(tools["result"]["tools"].size() == 4);
  CHECK_FALSE(tools["result"].contains("resultType"));
}

TEST_CASE("2026-07-28: removed methods, cache hints on reads, -32602 for an unknown resource",
          "[mcp]") {
  McpFixture f;
  auto modern = [&](const std::string& id, const std::string& method, const std::string& params) {
    return f.Call(R"({"jsonrpc":"2.0","id":)" + id + R"(,"method":")" + method + R"(","params":{)" +
                  params + (params.empty() ? "" : ",") + kModernMeta + "}}");
  };
  // ping and initialize are not methods of the revision; sent in its form, they are unknown.
  CHECK(ErrorCode(modern("1", "ping", "")) == -32601);
  CHECK(
      ErrorCode(modern(
          "2", "initialize",
          R"("protocolVersion":"2026-07-28","capabilities":{},"clientInfo":{"name":"t","version":"1"})")) ==
      -32601);
  // server/discover without the revision's _meta is invalid params.
  CHECK(ErrorCode(f.Call(R"({"jsonrpc":"2.0","id":3,"method":"server/discover"})")) == -32602);
  CHECK(
      ErrorCode(f.Call(
          R"({"jsonrpc":"2.0","id":4,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}})")) ==
      -32602);
  json read = modern("5", "resources/read", R"("uri":"cordon://policy")");
  CHECK(read["result"]["resultType"] == "complete");
  CHECK(read["result"]["ttlMs"].get<int64_t>() >= 0);
  CHECK(read["result"]["cacheScope"] == "public");
  json unknown = modern("6", "resources/read", R"("uri":"cordon://nope")");
  CHECK(ErrorCode(unknown) == -32602);
  CHECK(unknown["error"]["data"]["uri"] == "cordon://nope");
  // The initialize era keeps its own code for an unknown resource.
  McpFixture old;
  old.Initialize("2025-11-25");
  CHECK(
      ErrorCode(old.Call(
          R"({"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"cordon://nope"}})")) ==
      -32002);
}

TEST_CASE("batches: received when 2025-03-26 was negotiated, refused otherwise", "[mcp]") {
  McpFixture f;
  f.Initialize("2025-03-26");
  json replies = f.Call(
      R"([{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","method":"notifications/initialized"},{"jsonrpc":"2.0","id":"two","method":"tools/list"},{"jsonrpc":"2.0","id":3,"method":"initialize","params":{"protocolVersion":"2025-03-26"}}])");
  REQUIRE(replies.is_array());
  REQUIRE(replies.size() == 3);  // the notification has none
  CHECK(replies[0]["id"] == 1);
  CHECK(replies[0]["result"] == json::object());
  CHECK(replies[1]["id"] == "two");
  CHECK(replies[1]["result"]["tools"].size() == 4);
  CHECK(replies[2]["id"] == 3);
  CHECK(replies[2]["error"]["message"] == "initialize must not be part of a batch");
  CHECK(f.Call(R"([{"jsonrpc":"2.0","method":"notifications/initialized"}])").is_null());
  CHECK(ErrorCode(f.Call("[]")) == -32600);
  McpFixture newer;
  newer.Initialize("2025-06-18");
  json refused = newer.Call(R"([{"jsonrpc":"2.0","id":1,"method":"ping"}])");
  CHECK(refused["error"]["message"] ==
        "batches are part of protocol 2025-03-26 only: send one message per line");
  // A batch holding a run goes to a thread of its own, like the run alone.
  CHECK(
      mcp::McpServer::LaneOf(json::parse(
          R"([{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"run_python_code"}}])")) ==
      mcp::McpServer::Lane::kRun);
  CHECK(mcp::McpServer::LaneOf(json::parse(R"([{"jsonrpc":"2.0","id":1,"method":"ping"}])")) ==
        mcp::McpServer::Lane::kQuick);
}

TEST_CASE("a busy host is an error result that says when to call again", "[mcp]") {
  RunResult busy;
  busy.status = RunStatus::kBusy;
  busy.retry_after_seconds = 5;
  busy.error =
      "the host is busy: 16 of 16 sandboxes, 8192 of 12288 MiB of memory are in use by cordon "
      "processes on this host; try again in 5 s";
  json result = mcp::RunToolResult(busy, true);
  CHECK(result["isError"] == true);
  CHECK(result["content"][0]["text"] ==
        "Not run: " + busy.error + ". Nothing ran; call again with the same code then.\n");
  CHECK(result["structuredContent"]["status"] == "busy");
  CHECK(result["structuredContent"]["retry_after_seconds"] == 5);
  CHECK_FALSE(result["structuredContent"].contains("isolation"));  // no container was made
}

TEST_CASE("a library's declined attempts are told in the text and the structure", "[mcp]") {
  RunResult r;
  r.status = RunStatus::kOk;
  r.exit_code = 0;
  r.stdout_text = "10\n";
  r.declined_at_run_time.push_back({"process", "subprocess.Popen", "fc-list --help", "", 3});
  json result = mcp::RunToolResult(r, true);
  CHECK(result["isError"] == false);
  CHECK(result["content"][0]["text"].get<std::string>().find(
            "\nRefused at run time to libraries the program called (each got PermissionError; "
            "the program went on):\n- process: subprocess.Popen (fc-list --help), called from "
            "line 3\n") != std::string::npos);
  CHECK(result["structuredContent"]["declined_at_run_time"] ==
        json::parse(R"([{"capability":"process","event":"subprocess.Popen",
                         "detail":"fc-list --help","line":3}])"));
}

namespace {

// A server over the shipped default policy with the test's own sandbox options, past
// initialize.
struct ServerWith : testing::ShippedDefaultPolicy {
  ManualClock clock;
  FakeEngine engine{clock};
  SandboxCore service;
  mcp::McpServer server{service};
  explicit ServerWith(SandboxOptions options)
      : service{policy, rules, std::move(options),
                [this] {
                  return EngineHandle{&engine, nullptr, "fake engine"};
                },
                clock} {
    Call(
        R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}})");
  }
  json Call(const std::string& line) { return *server.Handle(json::parse(line), {}); }
};

}  // namespace

TEST_CASE("project folders show in the run tools and the policy, host paths do not", "[mcp]") {
  SandboxOptions options = testing::FakeSandboxOptions("mounts");
  testing::ScratchFolder home("cordon-me");
  std::filesystem::create_directories(home.path + "/project/data");
  std::filesystem::create_directories(home.path + "/project/out");
  const std::string project = std::filesystem::canonical(home.path).string() + "/project";
  options.mounts = {{project + "/data", "/work/data", false},
                    {project + "/out", "/work/out", true}};
  ServerWith f(options);
  json tools = f.Call(R"({"jsonrpc":"2.0","id":1,"method":"tools/list"})")["result"]["tools"];
  for (const auto& tool : tools) {
    if (tool["name"] != "run_python_code" && tool["name"] != "run_javascript_code") continue;
    const std::string description = tool["description"];
    CHECK(description.find("Project folders from the host: /work/data (read-only), /work/out "
                           "(writable).") != std::string::npos);
    CHECK(description.find(project) == std::string::npos);
  }
  json policy = f.Call(
      R"({"jsonrpc":"2.0","id":2,"method":"resources/read","params":{"uri":"cordon://policy"}})")
                    ["result"];
  const std::string text = policy["contents"][0]["text"];
  CHECK(json::parse(text)["mounts"] ==
        json::parse(
            R"([{"path": "/work/data", "mode": "ro"}, {"path": "/work/out", "mode": "rw"}])"));
  CHECK(text.find(project) == std::string::npos);
  // The containers get them, read-only unless writable.
  f.engine.SetScript({{{StreamChunk::Kind::kStdout, "1\n"}}, false, {false, 0, false}, false});
  f.Call(
      R"j({"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"run_python_code","arguments":{"code":"print(1)"}}})j");
  REQUIRE_FALSE(f.engine.specs().empty());
  const auto mounts = f.engine.specs().back().mounts;
  bool data = false, out = false;
  for (const auto& m : mounts) {
    data = data || (m.source == project + "/data" && m.target == "/work/data" && m.read_only);
    out = out || (m.source == project + "/out" && m.target == "/work/out" && !m.read_only);
  }
  CHECK(data);
  CHECK(out);
}

TEST_CASE("secrets show by name in the run tools and the policy, their values never",
          "[mcp][secrets]") {
  SandboxOptions options = testing::FakeSandboxOptions("secrets");
  const std::string value = "ghp_7QfLx2mN9sVb";
  options.secrets = {{"GITHUB_TOKEN", value}};
  ServerWith f(options);
  json tools = f.Call(R"({"jsonrpc":"2.0","id":1,"method":"tools/list"})")["result"]["tools"];
  int run_tools = 0;
  for (const auto& tool : tools) {
    CHECK(tool.dump().find(value) == std::string::npos);
    if (tool["name"] != "run_python_code" && tool["name"] != "run_javascript_code") continue;
    ++run_tools;
    CHECK(tool["description"].get<std::string>().find(
              "Secrets in the program's environment (read them by name, e.g. "
              "os.environ['GITHUB_TOKEN'] or process.env.GITHUB_TOKEN; their values are redacted "
              "from everything returned): GITHUB_TOKEN.") != std::string::npos);
  }
  CHECK(run_tools == 2);
  json policy = f.Call(
      R"({"jsonrpc":"2.0","id":2,"method":"resources/read","params":{"uri":"cordon://policy"}})")
                    ["result"];
  const std::string text = policy["contents"][0]["text"];
  CHECK(json::parse(text)["secrets"] == json::array({"GITHUB_TOKEN"}));
  CHECK(text.find(value) == std::string::npos);
  // A run that prints it: the tool result (text and structured) has it redacted.
  f.engine.SetScript(
      {{{StreamChunk::Kind::kStdout, "token " + value + "\n"}}, false, {false, 0, false}, false});
  json result = f.Call(
      R"j({"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"run_python_code","arguments":{"code":"print(1)"}}})j");
  CHECK(result.dump().find(value) == std::string::npos);
  CHECK(result["result"]["structuredContent"]["stdout"] == "token [REDACTED:GITHUB_TOKEN]\n");
}

TEST_CASE("a notification in the stateless form does not switch the era", "[mcp]") {
  testing::McpFixture f;
  // Sent first, to a server that serves the stateless form (each token's, over HTTP).
  f.Call(
      R"({"jsonrpc":"2.0","method":"notifications/initialized","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}})");
  json old = f.Call(
      R"({"jsonrpc":"2.0","id":3,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"1999-01-01","io.modelcontextprotocol/clientCapabilities":{}}}})");
  CHECK(old["error"]["code"] == -32022);
}
