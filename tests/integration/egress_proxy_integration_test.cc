// A policy's network allow list on a real engine: the container has no network of its
// own; the program reaches the listed destinations, and only those, through cordon's
// proxy on the host (runner/egress_proxy.h), whichever HTTP client it uses; every
// connection is in the result. The destination is a server on the host's loopback.
#include <catch2/catch.hpp>

#include "runner/egress_proxy.h"
#include "tests/integration/engine_fixture.h"
#include "tests/support/gated_run.h"
#include "tests/support/loopback_http_server.h"
#include "tests/support/scratch_folder.h"

using namespace cordon;
using testing::Engine;
using testing::kImage;

namespace {

// A policy that blocks nothing statically, refuses at run time what it does not grant
// (but writes: the kernel's answer to one is the point below), and lists the server's address as
// the one destination.
testing::Loaded AllowOnly(uint16_t port) {
  Policy policy = ParsePolicy(R"(name: api-only
rulesets: [python, javascript]
block_at: critical
actions: {categories: {network: warn, process-execution: warn, filesystem: warn}}
runtime: {grant: [fs-write]}
limits: {wall_seconds: 20, network: {allow: ["127.0.0.1:)" +
                                  std::to_string(port) + R"("]}}
)",
                              "api-only.yaml");
  RealFileSystem fs;
  RuleSet rules = LoadRulesFor(fs, std::string(CORDON_SOURCE_DIR) + "/rules", policy);
  return {std::move(policy), std::move(rules)};
}

struct ProxiedRig {
  testing::LoopbackServer server;
  testing::ScratchFolder folder{"cordon-egress-it"};
  EgressProxy proxy{folder.path};
  testing::Loaded loaded = AllowOnly(server.port);
  Analyzer analyzer{loaded.rules};
  SteadyClock clock;
  Runner runner{*Engine().engine, testing::Config(), clock};
  ProxiedRig() { runner.UseEgressProxy(&proxy); }

  RunResult Run(const std::string& code, Language language) {
    REQUIRE(Engine().engine->ImageExists(kImage));
    RunRequest request;
    request.language = language;
    request.code = code;
    RunResult r = testing::GatedRun(runner, analyzer, loaded.policy, request);
    INFO("status " << RunStatusName(r.status) << ", error " << r.error << "\nstdout: "
                   << r.stdout_text << "\nstderr: " << r.stderr_text.substr(0, 1500));
    CHECK(r.status == RunStatus::kOk);
    CHECK(testing::OurContainers() == 0);
    return r;
  }
  std::string Allowed() const { return "127.0.0.1:" + std::to_string(server.port); }
};

}  // namespace

TEST_CASE("network allow list: Python reaches the listed server through the proxy, nothing else",
          "[integration][egress]") {
  ProxiedRig rig;
  std::string url = "http://" + rig.Allowed();
  std::string other = "127.0.0.1:" + std::to_string(rig.server.port + 1);
  RunResult r = rig.Run(
      "import os, socket, urllib.request\n"
      "print(urllib.request.urlopen('" +
          url +
          "/data.txt', timeout=10).read().decode())\n"
          "for target in ('http://" +
          other +
          "/', 'https://example.com/'):\n"
          "    try:\n"
          "        urllib.request.urlopen(target, timeout=10)\n"
          "    except Exception as e:\n"
          "        print('refused:', e)\n"
          "try:\n"
          "    socket.create_connection(('10.0.0.1', 80), timeout=3)\n"
          "except OSError as e:\n"
          "    print('direct:', e.errno)\n"
          "print('token' in repr(os.environ).lower(), os.environ['HTTPS_PROXY'])\n",
      Language::kPython);
  CHECK(r.stdout_text.starts_with("seen GET /data.txt HTTP/1.1\n"));
  CHECK(r.stdout_text.find("refused: HTTP Error 403: Blocked by cordon: " + other +
                           " is not in the network allow list of policy 'api-only' (" +
                           rig.Allowed() + ")") != std::string::npos);
  CHECK(r.stdout_text.find("refused: <urlopen error Tunnel connection failed: 403 Blocked by "
                           "cordon: example.com:443 is not in the network allow list") !=
        std::string::npos);
  CHECK(r.stdout_text.find("direct: 101\n") != std::string::npos);  // no route: ENETUNREACH
  CHECK(r.stdout_text.find("False http://127.0.0.1:3128") != std::string::npos);
  // What reached the server, and what the result says.
  REQUIRE(rig.server.heads().size() == 1);
  CHECK(rig.server.heads()[0].starts_with("GET /data.txt HTTP/1.1\r\nHost: " + rig.Allowed()));
  REQUIRE(r.network.connections.size() == 3);
  const auto& allowed = r.network.connections[0];
  CHECK(allowed.method == "GET");
  CHECK(allowed.allowed);
  CHECK(allowed.address == rig.Allowed());
  CHECK(allowed.bytes_received > 0);
  CHECK_FALSE(r.network.connections[1].allowed);
  CHECK(r.network.connections[2].method == "CONNECT");
  CHECK(r.network.connections[2].host == "example.com");
  CHECK_FALSE(r.network.connections[2].allowed);
}

TEST_CASE("network allow list: JavaScript's fetch and http reach it too", "[integration][egress]") {
  ProxiedRig rig;
  std::string url = "http://" + rig.Allowed() + "/js";
  RunResult r = rig.Run(
      "const http = require('http');\n"
      "(async () => {\n"
      "  const res = await fetch('" +
          url +
          "');\n"
          "  console.log('fetch', res.status, await res.text());\n"
          "  await new Promise((done) => http.get('" +
          url +
          "2', (res) => {\n"
          "    let body = ''; res.on('data', (d) => body += d);\n"
          "    res.on('end', () => { console.log('http', res.statusCode, body); done(); });\n"
          "  }));\n"
          "  try { await fetch('https://example.com/'); } catch (e) { console.log('refused'); }\n"
          "})();\n",
      Language::kJavaScript);
  CHECK(r.stdout_text ==
        "fetch 200 seen GET /js HTTP/1.1\nhttp 200 seen GET /js2 HTTP/1.1\n"
        "refused\n");
  CHECK(rig.server.heads().size() == 2);
  REQUIRE(r.network.connections.size() == 3);
  CHECK(r.network.connections[0].allowed);
  CHECK(r.network.connections[1].allowed);
  CHECK_FALSE(r.network.connections[2].allowed);
}

TEST_CASE("network allow list: the proxy's socket is useless without the launcher's token",
          "[integration][egress]") {
  ProxiedRig rig;
  // The program finds the socket and speaks to it as the launcher would, with a guess.
  RunResult r = rig.Run(
      "import socket\n"
      "s = socket.socket(socket.AF_UNIX)\n"
      "s.connect('/run/cordon-egress/proxy.sock')\n"
      "s.sendall(b'cordon-egress ' + b'0' * 32 + b'\\n'\n"
      "          b'CONNECT " +
          rig.Allowed() +
          " HTTP/1.1\\r\\n\\r\\n')\n"
          "print('answer:', s.recv(100))\n"
          "try:\n"
          "    open('/run/cordon-egress/x', 'w')\n"
          "except OSError as e:\n"
          "    print('write:', e.errno)\n",
      Language::kPython);
  CHECK(r.stdout_text == "answer: b''\nwrite: 30\n");  // closed unanswered; EROFS
  CHECK(rig.server.heads().empty());
  CHECK(r.network.connections.empty());
}
