// Golden transcripts pin the wire format: each tests/mcp/golden/*.jsonl holds request
// lines ("> ") each followed by the exact reply line ("< "), if any; "#" lines are
// comments. The server runs over the shipped default policy and a FakeEngine.
// CORDON_UPDATE_GOLDEN=1 rewrites the replies from what the server now says: review
// the diff before committing it.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/support/mcp_fixture.h"

using nlohmann::json;

TEST_CASE("golden MCP transcripts", "[mcp-golden]") {
  const bool update = std::getenv("CORDON_UPDATE_GOLDEN") != nullptr;
  std::filesystem::path dir = std::filesystem::path(CORDON_SOURCE_DIR) / "tests/mcp/golden";
  size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".jsonl") continue;
    ++files;
    SECTION(entry.path().filename().string()) {
      cordon::testing::McpFixture f;
      std::ifstream in(entry.path());
      std::ostringstream rewritten;
      std::string line;
      std::optional<json> pending;  // the reply to the last request, not yet compared
      int number = 0;
      auto flush = [&] {
        if (pending) rewritten << "< " << cordon::mcp::Serialize(*pending) << "\n";
        pending.reset();
      };
      while (std::getline(in, line)) {
        ++number;
        INFO(entry.path().filename().string() << ":" << number);
        if (line.rfind("> ", 0) == 0) {
          if (!update) CHECK_FALSE(pending);  // every reply must be written down
          flush();
          rewritten << line << "\n";
          auto reply = f.server.Handle(json::parse(line.substr(2)), {});
          if (reply) pending = *reply;
        } else if (line.rfind("< ", 0) == 0) {
          if (!update) {
            REQUIRE(pending);
            CHECK(cordon::mcp::Serialize(*pending) ==
                  cordon::mcp::Serialize(json::parse(line.substr(2))));
          }
          if (!update) pending.reset();
        } else {
          flush();
          rewritten << line << "\n";
        }
      }
      if (!update) CHECK_FALSE(pending);
      flush();
      if (update) std::ofstream(entry.path()) << rewritten.str();
    }
  }
  CHECK(files > 0);
}
