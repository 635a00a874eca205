#include "mcp/bearer_tokens.h"

#include <catch2/catch.hpp>
#include <set>

using namespace cordon::mcp;

TEST_CASE("bearer tokens: SHA-256 digests in hex, and back", "[tokens]") {
  // FIPS 180-2's example.
  CHECK(DigestHex(HashToken("abc")) ==
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  auto parsed = ParseDigestHex("BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD");
  REQUIRE(parsed);
  CHECK(*parsed == HashToken("abc"));
  CHECK_FALSE(ParseDigestHex("ba7816bf"));
  CHECK_FALSE(ParseDigestHex(std::string(64, 'g')));
  CHECK_FALSE(ParseDigestHex(std::string(65, 'a')));
}

TEST_CASE("bearer tokens: fresh tokens are long, URL-safe and never repeat", "[tokens]") {
  std::set<std::string> seen;
  for (int i = 0; i < 200; ++i) {
    std::string token = NewToken();
    CHECK(token.size() == 47);
    CHECK(token.rfind("cdn_", 0) == 0);
    CHECK(token.find_first_not_of(
              "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_", 4) ==
          std::string::npos);
    seen.insert(token);
  }
  CHECK(seen.size() == 200);
}

TEST_CASE("bearer tokens: the Authorization header's token", "[tokens]") {
  CHECK(BearerToken("Bearer cdn_abc") == "cdn_abc");
  CHECK(BearerToken("bearer  cdn_abc ") == "cdn_abc");
  CHECK(BearerToken("BEARER cdn_abc") == "cdn_abc");
  CHECK_FALSE(BearerToken("Basic dXNlcjpwYXNz"));
  CHECK_FALSE(BearerToken("Bearer"));
  CHECK_FALSE(BearerToken("Bearer "));
  CHECK_FALSE(BearerToken("Bearer a b"));
  CHECK_FALSE(BearerToken("Bearercdn_abc"));
  CHECK_FALSE(BearerToken(""));
}

TEST_CASE("bearer tokens: the verifier names the owner of a stored token only", "[tokens]") {
  TokenVerifier verifier;
  CHECK(verifier.empty());
  std::string a = NewToken(), b = NewToken();
  verifier.Add(HashToken(a), 7);
  verifier.Add(HashToken(b), 3);
  CHECK(verifier.Verify(a) == 7u);
  CHECK(verifier.Verify(b) == 3u);
  CHECK_FALSE(verifier.Verify(NewToken()));
  CHECK_FALSE(verifier.Verify(""));
  CHECK_FALSE(verifier.Verify(a.substr(0, a.size() - 1)));
  CHECK_FALSE(verifier.Verify(a + "x"));
  // The digest is not the token: presenting the stored value gets nothing.
  CHECK_FALSE(verifier.Verify(DigestHex(HashToken(a))));
}
