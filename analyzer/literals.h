// Decoding of literal text: string escapes and identifier spellings, the way each
// language's own parser sees them, so `'\x6fs'` is "os" and `ｅval` is `eval`.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace cordon {

// Appends the UTF-8 encoding of a code point (invalid ones become U+FFFD).
void AppendUtf8(std::string& out, uint32_t code_point);

// The value of a Python string body (between the quotes). `raw` for r-prefixed strings.
// nullopt for escapes whose value we do not model (\N{...}).
std::optional<std::string> DecodePythonEscapes(std::string_view body, bool raw);

// The value of a JavaScript string or template body (between the delimiters).
std::optional<std::string> DecodeJavaScriptEscapes(std::string_view body);

// Python applies NFKC to identifiers, so `ｅｖａｌ` names `eval`. Invalid UTF-8 is returned
// unchanged.
std::string NormalizePythonIdentifier(std::string_view name);

// JavaScript identifiers may spell characters as \uXXXX or \u{X...}: `\u0065val` is `eval`.
std::string DecodeJavaScriptIdentifier(std::string_view name);

}  // namespace cordon
