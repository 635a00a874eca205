#include "runner/base64.h"

#include <catch2/catch.hpp>

using namespace cordon;

TEST_CASE("base64 round-trips bytes and rejects what is not base64", "[base64]") {
  CHECK(Base64Encode("").empty());
  CHECK(Base64Encode("f") == "Zg==");
  CHECK(Base64Encode("fo") == "Zm8=");
  CHECK(Base64Encode("foo") == "Zm9v");
  std::string bytes;
  for (int i = 0; i < 256; ++i) bytes.push_back(static_cast<char>(i));
  CHECK(Base64Decode(Base64Encode(bytes)) == bytes);
  CHECK(Base64Decode("Zg==") == std::string("f"));
  CHECK(Base64Decode("Zm8=") == std::string("fo"));
  CHECK(Base64Decode("") == std::string());
  CHECK_FALSE(Base64Decode("Zg="));   // not a multiple of 4
  CHECK_FALSE(Base64Decode("Z==="));  // too much padding
  CHECK_FALSE(Base64Decode("Zg=a"));  // padding inside
  CHECK_FALSE(Base64Decode(" Zg="));  // whitespace
  CHECK_FALSE(Base64Decode("Zm9v\n"));
}
