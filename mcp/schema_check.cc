#include "mcp/schema_check.h"

#include <algorithm>

namespace cordon::mcp {
namespace {

using nlohmann::json;

std::string TypeOf(const json& v) {
  if (v.is_null()) return "null";
  if (v.is_boolean()) return "a boolean";
  if (v.is_number_integer() || v.is_number_unsigned()) return "an integer";
  if (v.is_number()) return "a number";
  if (v.is_string()) return "a string";
  if (v.is_array()) return "an array";
  return "an object";
}

bool HasType(const json& v, const std::string& type) {
  if (type == "object") return v.is_object();
  if (type == "array") return v.is_array();
  if (type == "string") return v.is_string();
  if (type == "boolean") return v.is_boolean();
  if (type == "number") return v.is_number();
  if (type == "integer") {
    return v.is_number_integer() || v.is_number_unsigned() ||
           (v.is_number_float() &&
            v.get<double>() == static_cast<double>(static_cast<int64_t>(v.get<double>())));
  }
  if (type == "null") return v.is_null();
  return true;
}

std::string Name(const std::string& where) {
  return where.empty() ? "the value" : "'" + where + "'";
}

}  // namespace

std::optional<std::string> CheckSchema(const json& value, const json& schema,
                                       const std::string& where) {
  if (schema.contains("type")) {
    std::string type = schema["type"].get<std::string>();
    if (!HasType(value, type)) {
      std::string article = type == "object" || type == "array" || type == "integer" ? "an " : "a ";
      return Name(where) + " must be " + article + type + ", not " + TypeOf(value);
    }
  }
  if (schema.contains("enum")) {
    bool found = false;
    for (const auto& option : schema["enum"]) found = found || option == value;
    if (!found)
      return Name(where) + " must be one of " + schema["enum"].dump() + ", not " + value.dump();
  }
  if (value.is_string()) {
    // JSON Schema counts characters (code points), not bytes; parsed JSON strings are
    // valid UTF-8, so every byte that does not continue a sequence starts one.
    const auto& text = value.get_ref<const std::string&>();
    auto length = static_cast<size_t>(std::count_if(text.begin(), text.end(), [](char c) {
      return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
    if (schema.contains("minLength") && length < schema["minLength"].get<size_t>()) {
      return Name(where) + " must not be shorter than " + schema["minLength"].dump() +
             " characters";
    }
    if (schema.contains("maxLength") && length > schema["maxLength"].get<size_t>()) {
      return Name(where) + " must not be longer than " + schema["maxLength"].dump() + " characters";
    }
  }
  if (value.is_number()) {
    double v = value.get<double>();
    if (schema.contains("minimum") && v < schema["minimum"].get<double>()) {
      return Name(where) + " must be at least " + schema["minimum"].dump();
    }
    if (schema.contains("exclusiveMinimum") && v <= schema["exclusiveMinimum"].get<double>()) {
      return Name(where) + " must be above " + schema["exclusiveMinimum"].dump();
    }
    if (schema.contains("maximum") && v > schema["maximum"].get<double>()) {
      return Name(where) + " must be at most " + schema["maximum"].dump();
    }
  }
  if (value.is_array() && schema.contains("items")) {
    for (size_t i = 0; i < value.size(); ++i) {
      if (auto error =
              CheckSchema(value[i], schema["items"], where + "[" + std::to_string(i) + "]"))
        return error;
    }
  }
  if (value.is_object()) {
    const json empty = json::object();
    const json& properties = schema.contains("properties") ? schema["properties"] : empty;
    std::string prefix = where.empty() ? "" : where + ".";
    if (schema.contains("required")) {
      for (const auto& key : schema["required"]) {
        if (!value.contains(key.get<std::string>())) {
          return "'" + prefix + key.get<std::string>() + "' is required";
        }
      }
    }
    for (const auto& [key, item] : value.items()) {
      if (properties.contains(key)) {
        if (auto error = CheckSchema(item, properties[key], prefix + key)) return error;
      } else if (!schema.value("additionalProperties", true) && key != "_meta") {
        std::string known;
        for (const auto& [name, unused] : properties.items())
          known += (known.empty() ? "" : ", ") + name;
        return "'" + prefix + key + "' is not a known property (known: " + known + ")";
      }
    }
  }
  return std::nullopt;
}

}  // namespace cordon::mcp
