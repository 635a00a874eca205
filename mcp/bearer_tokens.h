// Bearer tokens for `cordon serve --http`: a token is 32 random bytes, shown once to
// whoever made it (`cordon token add`) and kept by the server only as its SHA-256
// digest. A presented token is hashed and compared with every stored digest in
// constant time, so neither the digests nor the time taken say which token is close.
// Tokens never appear in logs or errors; a token's name does.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cordon::mcp {

using TokenDigest = std::array<unsigned char, 32>;

// SHA-256 of `token` (OpenSSL).
TokenDigest HashToken(std::string_view token);
// Lower-case hex, and back (nullopt unless exactly 64 hex digits).
std::string DigestHex(const TokenDigest& digest);
std::optional<TokenDigest> ParseDigestHex(std::string_view hex);

// A fresh token: "cdn_" and 32 bytes from the operating system's CSPRNG, base64url
// without padding (47 characters in all).
std::string NewToken();

// The token in an `Authorization: Bearer TOKEN` header's value, or nullopt when the
// header is not of that form (the scheme is case-insensitive, RFC 6750).
std::optional<std::string> BearerToken(std::string_view authorization);

// Stored digests, each naming whose it is (an index the caller chose).
class TokenVerifier {
 public:
  void Add(const TokenDigest& digest, size_t owner);
  // The owner of `presented`, or nullopt. Every stored digest is compared, each in
  // constant time (CRYPTO_memcmp), whatever matched first.
  std::optional<size_t> Verify(std::string_view presented) const;
  bool empty() const { return entries_.empty(); }

 private:
  std::vector<std::pair<TokenDigest, size_t>> entries_;
};

}  // namespace cordon::mcp
