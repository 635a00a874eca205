#include "analyzer/canonical_source.h"

#include <re2/re2.h>
#include <utf8proc.h>

#include <algorithm>
#include <cctype>

namespace cordon {
namespace {

constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD
constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

// The first `count` lines of `text`, each without its `\n`.
std::vector<std::string_view> FirstLines(std::string_view text, size_t count) {
  std::vector<std::string_view> lines;
  size_t start = 0;
  while (lines.size() < count && start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

// PEP 263's `coding[:=]name`, as CPython's tokenizer finds it in a comment line.
const re2::RE2& CodingDeclaration() {
  static const re2::RE2 regex(R"(^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+))");
  return regex;
}

// CPython's own name normalisation (tokenizer.c get_normal_name) plus the codec
// registry's aliases of UTF-8.
bool NamesUtf8(std::string name) {
  std::transform(name.begin(), name.end(), name.begin(),
                 [](unsigned char c) { return c == '_' ? '-' : std::tolower(c); });
  return name == "utf-8" || name == "utf8" || name.starts_with("utf-8-") || name == "u8" ||
         name == "utf" || name == "cp65001";
}

// A declaration on line 1 or 2 naming another encoding. CPython reads line 2's only
// when line 1 is blank or a comment; both are checked, which refuses no real program.
void CheckCodingDeclaration(const std::string& text, std::vector<SourceDefect>& defects) {
  size_t offset = 0;
  for (std::string_view line : FirstLines(text, 2)) {
    std::string name;
    if (RE2::PartialMatch(line, CodingDeclaration(), &name) && !NamesUtf8(name)) {
      defects.push_back(
          {static_cast<uint32_t>(offset),
           "the coding declaration names '" + name +
               "': cordon analyses and runs source as UTF-8 only, and another encoding "
               "would let the interpreter read code the analysis did not see; remove the "
               "declaration and send the code as UTF-8"});
    }
    offset += line.size() + 1;
  }
}

std::string Hex(unsigned char byte) {
  static constexpr char kDigits[] = "0123456789ABCDEF";
  return {kDigits[byte >> 4], kDigits[byte & 0xF]};
}

}  // namespace

CanonicalSource Canonicalize(std::string_view raw, Language language) {
  CanonicalSource out;
  while (raw.starts_with(kByteOrderMark)) raw.remove_prefix(kByteOrderMark.size());
  out.text.reserve(raw.size());
  bool reported_invalid = false;
  bool reported_nul = false;
  const auto* bytes = reinterpret_cast<const utf8proc_uint8_t*>(raw.data());
  const auto size = static_cast<utf8proc_ssize_t>(raw.size());
  for (utf8proc_ssize_t at = 0; at < size;) {
    const unsigned char byte = raw[static_cast<size_t>(at)];
    if (byte == '\r') {
      out.text += '\n';
      at += (at + 1 < size && raw[static_cast<size_t>(at) + 1] == '\n') ? 2 : 1;
      continue;
    }
    if (byte == '\0') {
      if (!reported_nul) {
        out.defects.push_back({static_cast<uint32_t>(out.text.size()),
                               "the code holds a NUL byte, which the interpreters refuse or "
                               "read differently from the analysis; remove it (write \\0 "
                               "inside a string instead)"});
        reported_nul = true;
      }
      out.text += kReplacement;
      ++at;
      continue;
    }
    if (byte < 0x80) {
      out.text += static_cast<char>(byte);
      ++at;
      continue;
    }
    utf8proc_int32_t code_point = 0;
    utf8proc_ssize_t length = utf8proc_iterate(bytes + at, size - at, &code_point);
    if (length <= 0) {
      if (!reported_invalid) {
        out.defects.push_back({static_cast<uint32_t>(out.text.size()),
                               "the code is not valid UTF-8 (byte 0x" + Hex(byte) +
                                   "); cordon analyses and runs UTF-8 only: send the code "
                                   "as UTF-8"});
        reported_invalid = true;
      }
      out.text += kReplacement;
      ++at;
      continue;
    }
    out.text.append(raw.substr(static_cast<size_t>(at), static_cast<size_t>(length)));
    at += length;
  }
  // A hashbang line ends at any of JavaScript's line terminators, U+2028 and U+2029 too,
  // where the grammar's hashbang runs to the newline: Node would run the rest of the
  // line as code that the analysis took for part of the comment.
  if (language == Language::kJavaScript && out.text.starts_with("#!")) {
    const size_t end = std::min(
        {out.text.find('\n'), out.text.find("\xE2\x80\xA8"), out.text.find("\xE2\x80\xA9")});
    if (end != std::string::npos && out.text[end] != '\n') out.text.replace(end, 3, "\n");
  }
  if (language == Language::kPython) {
    std::vector<SourceDefect> declarations;
    CheckCodingDeclaration(out.text, declarations);
    out.defects.insert(out.defects.begin(), declarations.begin(), declarations.end());
    std::stable_sort(
        out.defects.begin(), out.defects.end(),
        [](const SourceDefect& a, const SourceDefect& b) { return a.offset < b.offset; });
  }
  return out;
}

}  // namespace cordon
