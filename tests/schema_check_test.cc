#include "mcp/schema_check.h"

#include <catch2/catch.hpp>

using cordon::mcp::CheckSchema;
using nlohmann::json;

TEST_CASE("schemas check types, required and unknown keys, with the path", "[schema]") {
  json schema = json::parse(R"({"type":"object","required":["code"],"additionalProperties":false,
    "properties":{"code":{"type":"string","minLength":1},
                  "n":{"type":"integer","minimum":1,"maximum":3},
                  "mode":{"type":"string","enum":["a","b"]},
                  "files":{"type":"array","items":{"type":"object","required":["path"],
                           "properties":{"path":{"type":"string"}}}}}})");
  CHECK_FALSE(
      CheckSchema(json::parse(R"({"code":"x","n":2,"mode":"a","files":[{"path":"p"}]})"), schema));
  CHECK(CheckSchema(json::parse(R"({})"), schema) == "'code' is required");
  CHECK(CheckSchema(json::parse(R"({"code":""})"), schema) ==
        "'code' must not be shorter than 1 characters");
  CHECK(CheckSchema(json::parse(R"({"code":"x","n":2.5})"), schema) ==
        "'n' must be an integer, not a number");
  CHECK_FALSE(CheckSchema(json::parse(R"({"code":"x","n":2.0})"), schema));
  CHECK(CheckSchema(json::parse(R"({"code":"x","n":4})"), schema) == "'n' must be at most 3");
  CHECK(CheckSchema(json::parse(R"({"code":"x","mode":"c"})"), schema) ==
        R"('mode' must be one of ["a","b"], not "c")");
  CHECK(CheckSchema(json::parse(R"({"code":"x","files":[{"path":1}]})"), schema) ==
        "'files[0].path' must be a string, not an integer");
  CHECK(CheckSchema(json::parse(R"({"code":"x","files":[{}]})"), schema) ==
        "'files[0].path' is required");
  CHECK(CheckSchema(json::parse(R"({"code":"x","extra":1})"), schema) ==
        "'extra' is not a known property (known: code, files, mode, n)");
  CHECK_FALSE(CheckSchema(json::parse(R"({"code":"x","_meta":{}})"), schema));
  CHECK(CheckSchema(json::parse(R"([1])"), schema) == "the value must be an object, not an array");
}

TEST_CASE("string lengths count characters, not bytes", "[schema]") {
  json schema = json::parse(R"({"type":"object","properties":{
    "id":{"type":"string","minLength":2,"maxLength":4}}})");
  CHECK_FALSE(CheckSchema(json::parse(R"({"id":"éé"})"), schema));        // 4 bytes, 2 chars
  CHECK_FALSE(CheckSchema(json::parse(R"({"id":"日本語話"})"), schema));  // 12 bytes, 4 chars
  CHECK_FALSE(CheckSchema(json::parse(R"({"id":"😀😀"})"), schema));        // 8 bytes, 2 chars
  CHECK(CheckSchema(json::parse(R"({"id":"é"})"), schema) ==
        "'id' must not be shorter than 2 characters");
  CHECK(CheckSchema(json::parse(R"({"id":"日本語話す"})"), schema) ==
        "'id' must not be longer than 4 characters");
}
