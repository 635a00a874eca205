#include "policy/network_allow.h"

#include <catch2/catch.hpp>

namespace cordon {
namespace {

std::string ProblemOf(const std::string& text) {
  auto parsed = ParseNetworkAllowEntry(text);
  return parsed.entry ? "no problem" : parsed.problem;
}

NetworkAllowEntry Entry(const std::string& text) {
  auto parsed = ParseNetworkAllowEntry(text);
  REQUIRE(parsed.entry);
  return *parsed.entry;
}

}  // namespace

TEST_CASE("allow entries: names, wildcards and addresses, normalized", "[network-allow]") {
  auto name = Entry("API.Example.com.:443");
  CHECK(name.host == "api.example.com");
  CHECK(name.port == 443);
  CHECK_FALSE(name.subdomains);
  CHECK_FALSE(name.address);
  CHECK(name.Text() == "api.example.com:443");

  auto wild = Entry("*.example.com:443");
  CHECK(wild.subdomains);
  CHECK(wild.Text() == "*.example.com:443");

  auto v4 = Entry("127.0.0.1:8080");
  CHECK(v4.address);
  CHECK(v4.host == "127.0.0.1");

  auto v6 = Entry("[::1]:8080");
  CHECK(v6.address);
  CHECK(v6.host == "::1");
  CHECK(v6.Text() == "[::1]:8080");
}

TEST_CASE("allow entries: what is refused says why", "[network-allow]") {
  CHECK(ProblemOf("example.com").starts_with("'example.com' has no port"));
  CHECK(ProblemOf("example.com:0").find("from 1 to 65535") != std::string::npos);
  CHECK(ProblemOf("example.com:65536").find("from 1 to 65535") != std::string::npos);
  CHECK(ProblemOf("example.com:44x").find("from 1 to 65535") != std::string::npos);
  CHECK(ProblemOf("::1:80").find("neither a DNS name nor an IP address") != std::string::npos);
  CHECK(ProblemOf("a*.example.com:80").find("may only open the name") != std::string::npos);
  CHECK(ProblemOf("*.com:443").find("top-level domain") != std::string::npos);
  CHECK(ProblemOf("*.10.0.0.1:443").find("names, not addresses") != std::string::npos);
  // Other spellings of an address, which a resolver reads, are neither names nor addresses.
  CHECK(ProblemOf("2130706433:80").find("neither") != std::string::npos);
  CHECK(ProblemOf("127.1:80").find("neither") != std::string::npos);
  CHECK(ProblemOf("0x7f000001:80").find("neither") != std::string::npos);
  CHECK(ProblemOf("exa mple.com:80").find("neither") != std::string::npos);
  CHECK(ProblemOf("-bad.example.com:80").find("neither") != std::string::npos);
  CHECK(ProblemOf("0.0.0.0:80").find("not one destination") != std::string::npos);
  CHECK(ProblemOf("[::]:80").find("not one destination") != std::string::npos);
  CHECK(ProblemOf("224.0.0.1:80").find("not one destination") != std::string::npos);
  CHECK(ProblemOf("[::ffff:0.0.0.0]:80").find("not one destination") != std::string::npos);
  CHECK(ProblemOf("[::ffff:224.0.0.1]:80").find("not one destination") != std::string::npos);
}

TEST_CASE("allow lists match host and port exactly, wildcards only below the name",
          "[network-allow]") {
  std::vector<NetworkAllowEntry> allow = {Entry("api.example.com:443"), Entry("*.pypi.example:443"),
                                          Entry("127.0.0.1:8080")};
  CHECK(FindAllowed(allow, "api.example.com", 443) == &allow[0]);
  CHECK(FindAllowed(allow, "api.example.com", 80) == nullptr);
  CHECK(FindAllowed(allow, "evil-api.example.com", 443) == nullptr);
  CHECK(FindAllowed(allow, "files.pypi.example", 443) == &allow[1]);
  CHECK(FindAllowed(allow, "a.b.pypi.example", 443) == &allow[1]);
  CHECK(FindAllowed(allow, "pypi.example", 443) == nullptr);
  CHECK(FindAllowed(allow, "xpypi.example", 443) == nullptr);
  CHECK(FindAllowed(allow, "127.0.0.1", 8080) == &allow[2]);
  CHECK(FindAllowed(allow, "localhost", 8080) == nullptr);

  CHECK(NormalizeHost("API.example.COM.") == "api.example.com");
  CHECK(NormalizeHost("[::1]") == "::1");
  CHECK(NormalizeHost("[0:0:0:0:0:0:0:1]") == "::1");  // one address, one spelling
  CHECK(NormalizeHost("[::FFFF:7f00:1]") == "::ffff:127.0.0.1");
  CHECK_FALSE(NormalizeHost(std::string("10.0.0.1\0x", 10)));
  CHECK_FALSE(NormalizeHost(std::string("[::1\0x]", 7)));
  CHECK_FALSE(NormalizeHost("2130706433"));
  CHECK_FALSE(NormalizeHost("[127.0.0.1]"));
  CHECK_FALSE(NormalizeHost(""));
  CHECK_FALSE(NormalizeHost("a..b"));
}

}  // namespace cordon
