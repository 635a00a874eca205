#include "mcp/bearer_tokens.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

#include <stdexcept>

namespace cordon::mcp {

TokenDigest HashToken(std::string_view token) {
  TokenDigest digest{};
  unsigned int size = 0;
  if (EVP_Digest(token.data(), token.size(), digest.data(), &size, EVP_sha256(), nullptr) != 1 ||
      size != digest.size()) {
    throw std::runtime_error("OpenSSL could not compute SHA-256");
  }
  return digest;
}

std::string DigestHex(const TokenDigest& digest) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (unsigned char byte : digest) {
    out += kHex[byte >> 4];
    out += kHex[byte & 15];
  }
  return out;
}

std::optional<TokenDigest> ParseDigestHex(std::string_view hex) {
  if (hex.size() != 64) return std::nullopt;
  auto value = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  TokenDigest digest{};
  for (size_t i = 0; i < digest.size(); ++i) {
    int high = value(hex[2 * i]), low = value(hex[2 * i + 1]);
    if (high < 0 || low < 0) return std::nullopt;
    digest[i] = static_cast<unsigned char>(high * 16 + low);
  }
  return digest;
}

std::string NewToken() {
  unsigned char bytes[32];
  if (RAND_bytes(bytes, sizeof bytes) != 1) {
    throw std::runtime_error("the operating system's random source failed: no token made");
  }
  // Base64 (OpenSSL), then the URL-safe alphabet without padding: a token survives
  // shells, headers and config files unquoted.
  unsigned char encoded[4 * ((sizeof bytes + 2) / 3) + 1];
  int size = EVP_EncodeBlock(encoded, bytes, sizeof bytes);
  std::string token = "cdn_";
  for (int i = 0; i < size; ++i) {
    char c = static_cast<char>(encoded[i]);
    if (c == '=') break;
    token += c == '+' ? '-' : c == '/' ? '_' : c;
  }
  OPENSSL_cleanse(bytes, sizeof bytes);
  return token;
}

std::optional<std::string> BearerToken(std::string_view authorization) {
  constexpr std::string_view kScheme = "bearer ";
  if (authorization.size() <= kScheme.size()) return std::nullopt;
  for (size_t i = 0; i < kScheme.size(); ++i) {
    char c = authorization[i];
    if (static_cast<char>(std::tolower(static_cast<unsigned char>(c))) != kScheme[i])
      return std::nullopt;
  }
  std::string_view token = authorization.substr(kScheme.size());
  while (!token.empty() && token.front() == ' ') token.remove_prefix(1);
  while (!token.empty() && token.back() == ' ') token.remove_suffix(1);
  if (token.empty() || token.find(' ') != std::string_view::npos) return std::nullopt;
  return std::string(token);
}

void TokenVerifier::Add(const TokenDigest& digest, size_t owner) {
  entries_.emplace_back(digest, owner);
}

std::optional<size_t> TokenVerifier::Verify(std::string_view presented) const {
  TokenDigest digest = HashToken(presented);
  std::optional<size_t> owner;
  for (const auto& [stored, who] : entries_) {
    // No early exit: the time taken does not depend on which entry matched.
    if (CRYPTO_memcmp(stored.data(), digest.data(), digest.size()) == 0 && !owner) owner = who;
  }
  return owner;
}

}  // namespace cordon::mcp
