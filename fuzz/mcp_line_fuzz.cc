// libFuzzer target: lines off the MCP stdio transport, through the same parsing as
// ServerLoop and McpServer::Handle, over the shipped default policy and a fake engine
// (runs reach the sandbox core and the runner, not a container). Every line gets a
// well-formed reply (a non-empty array of them for a batch) or none; nothing may crash or
// throw.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "mcp/json_rpc.h"
#include "mcp/server.h"
#include "tests/support/mcp_fixture.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  // A fresh server per input, so each input replays on its own; the rules load once.
  static const cordon::testing::ShippedDefaultPolicy shipped;
  cordon::ManualClock clock;
  cordon::FakeEngine engine{clock};
  cordon::SandboxCore core{shipped.policy, shipped.rules,
                           cordon::testing::FakeSandboxOptions("fuzz"),
                           [&engine] {
                             return cordon::EngineHandle{&engine, nullptr, "fake"};
                           },
                           clock};
  cordon::mcp::McpServer server{core};
  std::string_view input(reinterpret_cast<const char*>(data), size);
  while (!input.empty()) {
    auto newline = input.find('\n');
    std::string line(input.substr(0, newline));
    input.remove_prefix(newline == std::string_view::npos ? input.size() : newline + 1);
    auto [message, too_deep] = cordon::mcp::ParseLine(line);
    if (message.is_discarded() || too_deep) continue;
    auto reply = server.Handle(message, {});
    if (!reply) continue;
    std::string wire = cordon::mcp::Serialize(*reply);
    if (wire.empty() || wire.find('\n') != std::string::npos) __builtin_trap();
    // One reply, or (a 2025-03-26 batch) a non-empty array of them.
    auto well_formed = [](const nlohmann::json& r) {
      return r.is_object() && (r.contains("result") || r.contains("error"));
    };
    if (reply->is_array()) {
      if (reply->empty()) __builtin_trap();
      for (const auto& part : *reply) {
        if (!well_formed(part)) __builtin_trap();
      }
    } else if (!well_formed(*reply)) {
      __builtin_trap();
    }
  }
  return 0;
}
