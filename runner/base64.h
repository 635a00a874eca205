// Base64 (RFC 4648, padded), with OpenSSL's codec doing the work.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace cordon {

std::string Base64Encode(std::string_view bytes);
// nullopt unless `text` is well-formed padded base64.
std::optional<std::string> Base64Decode(std::string_view text);

}  // namespace cordon
