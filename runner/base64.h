// Byte codecs: base64 (RFC 4648, padded; OpenSSL's codec does the work) and hex.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace cordon {

std::string Base64Encode(std::string_view bytes);
// nullopt unless `text` is well-formed padded base64.
std::optional<std::string> Base64Decode(std::string_view text);
// Two hex digits per byte, lower case unless `upper`.
std::string HexEncode(std::string_view bytes, bool upper = false);

}  // namespace cordon
