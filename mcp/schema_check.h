// Checks a JSON value against the small subset of JSON Schema that cordon's own schemas
// use (type, properties, required, additionalProperties: false, enum, items, minimum,
// maximum, minLength, maxLength), so every method's params and every tool's arguments
// are validated in one place against the very schema that is published.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace cordon::mcp {

// nullopt when `value` fits `schema`; else what is wrong and where, e.g.
// "'timeout_seconds' must be a number, not a string".
std::optional<std::string> CheckSchema(const nlohmann::json& value, const nlohmann::json& schema,
                                       const std::string& where = "");

}  // namespace cordon::mcp
