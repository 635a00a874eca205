#include "analyzer/literals.h"

#include <utf8proc.h>

#include <cstdlib>
#include <memory>

namespace cordon {
namespace {

int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Reads exactly `digits` hex digits at body[i...]; nullopt if they are not all there.
std::optional<uint32_t> ReadHex(std::string_view body, size_t i, size_t digits) {
  if (i + digits > body.size()) return std::nullopt;
  uint32_t value = 0;
  for (size_t k = 0; k < digits; ++k) {
    int h = HexValue(body[i + k]);
    if (h < 0) return std::nullopt;
    value = value * 16 + static_cast<uint32_t>(h);
  }
  return value;
}

}  // namespace

void AppendUtf8(std::string& out, uint32_t cp) {
  if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) cp = 0xFFFD;
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

std::optional<std::string> DecodePythonEscapes(std::string_view body, bool raw) {
  if (raw) return std::string(body);
  std::string out;
  out.reserve(body.size());
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (c != '\\' || i + 1 >= body.size()) {
      out += c;
      continue;
    }
    char e = body[++i];
    switch (e) {
      case '\n': break;  // line continuation
      case '\\': out += '\\'; break;
      case '\'': out += '\''; break;
      case '"': out += '"'; break;
      case 'a': out += '\a'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'n': out += '\n'; break;
      case 'r': out += '\r'; break;
      case 't': out += '\t'; break;
      case 'v': out += '\v'; break;
      case 'x':
      case 'u':
      case 'U': {
        size_t digits = e == 'x' ? 2 : e == 'u' ? 4 : 8;
        auto value = ReadHex(body, i + 1, digits);
        if (!value) return std::nullopt;
        AppendUtf8(out, *value);
        i += digits;
        break;
      }
      case 'N': return std::nullopt;
      default:
        if (e >= '0' && e <= '7') {
          uint32_t value = 0;
          size_t k = 0;
          for (; k < 3 && i + k < body.size() && body[i + k] >= '0' && body[i + k] <= '7'; ++k) {
            value = value * 8 + static_cast<uint32_t>(body[i + k] - '0');
          }
          i += k - 1;
          AppendUtf8(out, value);
        } else {
          out += '\\';  // unknown escapes keep their backslash in Python
          out += e;
        }
    }
  }
  return out;
}

std::optional<std::string> DecodeJavaScriptEscapes(std::string_view body) {
  std::string out;
  out.reserve(body.size());
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (c != '\\' || i + 1 >= body.size()) {
      out += c;
      continue;
    }
    char e = body[++i];
    switch (e) {
      case '\n': break;
      case '\r':
        if (i + 1 < body.size() && body[i + 1] == '\n') ++i;
        break;
      case 'n': out += '\n'; break;
      case 'r': out += '\r'; break;
      case 't': out += '\t'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'v': out += '\v'; break;
      case '0': out += '\0'; break;
      case 'x': {
        auto value = ReadHex(body, i + 1, 2);
        if (!value) return std::nullopt;
        AppendUtf8(out, *value);
        i += 2;
        break;
      }
      case 'u': {
        if (i + 1 < body.size() && body[i + 1] == '{') {
          size_t close = body.find('}', i + 2);
          if (close == std::string_view::npos || close - (i + 2) > 6 || close == i + 2) {
            return std::nullopt;
          }
          auto value = ReadHex(body, i + 2, close - (i + 2));
          if (!value) return std::nullopt;
          AppendUtf8(out, *value);
          i = close;
        } else {
          auto value = ReadHex(body, i + 1, 4);
          if (!value) return std::nullopt;
          // A surrogate pair spelled as two escapes.
          if (*value >= 0xD800 && *value <= 0xDBFF && i + 10 < body.size() + 0 &&
              body.substr(i + 5, 2) == "\\u") {
            auto low = ReadHex(body, i + 7, 4);
            if (low && *low >= 0xDC00 && *low <= 0xDFFF) {
              AppendUtf8(out, 0x10000 + ((*value - 0xD800) << 10) + (*low - 0xDC00));
              i += 10;
              break;
            }
          }
          AppendUtf8(out, *value);
          i += 4;
        }
        break;
      }
      default: out += e;  // \' \" \\ \` and identity escapes
    }
  }
  return out;
}

std::string NormalizePythonIdentifier(std::string_view name) {
  bool ascii = true;
  for (unsigned char c : name) ascii = ascii && c < 0x80;
  if (ascii) return std::string(name);  // NFKC leaves ASCII alone: skip the library call
  std::string input(name);
  std::unique_ptr<utf8proc_uint8_t, decltype(&std::free)> normalized(
      utf8proc_NFKC(reinterpret_cast<const utf8proc_uint8_t*>(input.c_str())), &std::free);
  if (!normalized) return input;
  return std::string(reinterpret_cast<const char*>(normalized.get()));
}

std::string DecodeJavaScriptIdentifier(std::string_view name) {
  if (name.find('\\') == std::string_view::npos) return std::string(name);
  auto decoded = DecodeJavaScriptEscapes(name);
  return decoded ? *decoded : std::string(name);
}

}  // namespace cordon
