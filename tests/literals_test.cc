#include "analyzer/literals.h"

#include <catch2/catch.hpp>

using namespace cordon;

TEST_CASE("python escapes decode like Python", "[literals]") {
  CHECK(DecodePythonEscapes("a\\x41\\u00e9\\U0001F600\\n\\101\\q", false) ==
        std::string("aA\xC3\xA9\xF0\x9F\x98\x80\nA\\q"));
  CHECK(DecodePythonEscapes("\\x41", true) == std::string("\\x41"));  // raw string
  CHECK_FALSE(DecodePythonEscapes("\\N{BULLET}", false).has_value());
  CHECK_FALSE(DecodePythonEscapes("\\x4", false).has_value());
}

TEST_CASE("javascript escapes decode like JavaScript", "[literals]") {
  CHECK(DecodeJavaScriptEscapes("\\x41\\u0042\\u{43}\\n\\'") == std::string("ABC\n'"));
  CHECK(DecodeJavaScriptEscapes("\\uD83D\\uDE00") == std::string("\xF0\x9F\x98\x80"));
  CHECK(DecodeJavaScriptEscapes("\\q") == std::string("q"));
  CHECK_FALSE(DecodeJavaScriptEscapes("\\u{110000000}").has_value());
}

TEST_CASE("identifiers normalise", "[literals]") {
  CHECK(NormalizePythonIdentifier("\xEF\xBD\x85val") == "eval");
  CHECK(NormalizePythonIdentifier("plain") == "plain");
  CHECK(NormalizePythonIdentifier("\xFF") == "\xFF");  // invalid UTF-8 is left alone
  CHECK(DecodeJavaScriptIdentifier("\\u0065val") == "eval");
  CHECK(DecodeJavaScriptIdentifier("plain") == "plain");
}
