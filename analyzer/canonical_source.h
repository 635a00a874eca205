// The one text of a snippet that is both analysed and run.
//
// tree-sitter and the interpreters do not agree on every byte: a lone `\r` ends a Python
// line for CPython but not for tree-sitter's `#.*` comment, a `# coding: utf-7` line
// makes CPython re-decode bytes the analyzer read as a comment, invalid UTF-8 is decoded
// differently by each reader. Canonicalize removes those differences before anything
// reads the code: every front end analyses the canonical text and the runner runs that
// same text (the launchers compile it as a `str`, so no declaration can re-decode it).
//
//   CanonicalSource c = Canonicalize(raw, Language::kPython);
//   analyse and run c.text; each of c.defects becomes a blocking finding
//
// What it does, for both languages unless said:
//   - UTF-8 byte order marks at the start are dropped (each interpreter skips one; a
//     second is a syntax error for CPython and is skipped by Node), so canonicalising
//     twice gives the same text;
//   - `\r\n` and a lone `\r` become `\n` (each interpreter reads them as one line end);
//   - each byte that is not part of valid UTF-8 becomes U+FFFD (a defect);
//   - NUL becomes U+FFFD (a defect: CPython refuses it, tree-sitter stops at it);
//   - Python: a coding declaration (PEP 263) naming anything but UTF-8 is a defect.
// Line numbers are unchanged except where a lone `\r` ended a line, which is where the
// interpreter ends it too. Errors: none; what cannot be vouched for is a defect.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "analyzer/language.h"

namespace cordon {

struct SourceDefect {
  uint32_t offset = 0;  // byte offset in the canonical text
  std::string message;  // what is wrong and what to do, as a finding's message
};

struct CanonicalSource {
  std::string text;
  std::vector<SourceDefect> defects;  // in text order
};

CanonicalSource Canonicalize(std::string_view raw, Language language);

}  // namespace cordon
