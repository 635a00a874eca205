#include "analyzer/canonical_source.h"

#include <catch2/catch.hpp>

using namespace cordon;

namespace {

std::string Text(std::string_view raw, Language language = Language::kPython) {
  return Canonicalize(raw, language).text;
}

}  // namespace

TEST_CASE("line ends become what the interpreters read", "[canonical_source]") {
  // A lone \r ends a line for CPython and Node; tree-sitter's `#.*` read past it, so
  // `os.system` hid inside a comment.
  CHECK(Text("import os\n# hello\ros.system('id')\n") == "import os\n# hello\nos.system('id')\n");
  CHECK(Text("a = 1\r\nb = 2\r\n") == "a = 1\nb = 2\n");
  CHECK(Text("a\r\r\nb\r") == "a\n\nb\n");
  CHECK(Canonicalize("x = 1\r\n", Language::kJavaScript).text == "x = 1\n");
  CHECK(Canonicalize("a\r\nb", Language::kPython).defects.empty());
}

TEST_CASE("a JavaScript hashbang ends at U+2028 and U+2029 as Node ends it", "[canonical_source]") {
  // The grammar's hashbang runs to the newline; Node's ends at the first line terminator.
  CHECK(Canonicalize("#!/usr/bin/env node\xE2\x80\xA8run()\n", Language::kJavaScript).text ==
        "#!/usr/bin/env node\nrun()\n");
  CHECK(Canonicalize("#!node\xE2\x80\xA9"
                     "a()\xE2\x80\xA8"
                     "b\n",
                     Language::kJavaScript)
            .text ==
        "#!node\na()\xE2\x80\xA8"
        "b\n");
  // Elsewhere (a string may hold one) and in Python they stay.
  CHECK(Canonicalize("#!node\nx = '\xE2\x80\xA8'\n", Language::kJavaScript).text ==
        "#!node\nx = '\xE2\x80\xA8'\n");
  CHECK(Canonicalize("#!python\xE2\x80\xA8x\n", Language::kPython).text ==
        "#!python\xE2\x80\xA8x\n");
}

TEST_CASE("byte order marks at the start are dropped", "[canonical_source]") {
  CHECK(Text("\xEF\xBB\xBFprint(1)\n") == "print(1)\n");
  // All of them, so canonicalising twice changes nothing: the sandbox core runs the
  // canonical text and the analyzer reads it again.
  const std::string once = Text("\xEF\xBB\xBF\xEF\xBB\xBFprint(1)\n");
  CHECK(once == "print(1)\n");
  CHECK(Text(once) == once);
  CHECK(Text("x = '\xEF\xBB\xBF'") == "x = '\xEF\xBB\xBF'");  // elsewhere it stays
}

TEST_CASE("invalid UTF-8 is replaced and refused", "[canonical_source]") {
  CanonicalSource c = Canonicalize("ok = 1\n# caf\xE9\nx = '\xFF'\n", Language::kPython);
  CHECK(c.text == "ok = 1\n# caf\xEF\xBF\xBD\nx = '\xEF\xBF\xBD'\n");
  REQUIRE(c.defects.size() == 1);  // one finding, at the first bad byte
  CHECK(c.defects[0].offset == 12);
  CHECK(c.defects[0].message ==
        "the code is not valid UTF-8 (byte 0xE9); cordon analyses and runs UTF-8 only: send "
        "the code as UTF-8");
  // Encoded surrogates and overlong forms are not UTF-8 either.
  CHECK(Canonicalize("x = '\xED\xA0\x80'", Language::kJavaScript).defects.size() == 1);
  CHECK(Canonicalize("x = '\xC0\xAF'", Language::kJavaScript).defects.size() == 1);
  CHECK(Canonicalize("x = '\xE2\x80\xA8 \xF0\x9F\x98\x80'", Language::kJavaScript).defects.empty());
}

TEST_CASE("NUL is replaced and refused", "[canonical_source]") {
  const char kRaw[] = "a = 1\n#\0\nos.system('id')\n";
  CanonicalSource c = Canonicalize(std::string(kRaw, sizeof kRaw - 1), Language::kJavaScript);
  CHECK(c.text == "a = 1\n#\xEF\xBF\xBD\nos.system('id')\n");
  REQUIRE(c.defects.size() == 1);
  CHECK(c.defects[0].offset == 7);
  CHECK(c.defects[0].message.starts_with("the code holds a NUL byte"));
}

TEST_CASE("a Python coding declaration other than UTF-8 is refused", "[canonical_source]") {
  // With utf-7, CPython decodes `+AAo-` to a line end: the comment hid a call.
  CanonicalSource c =
      Canonicalize("# -*- coding: utf-7 -*-\n# +AAo-os.system('id')\n", Language::kPython);
  REQUIRE(c.defects.size() == 1);
  CHECK(c.defects[0].offset == 0);
  CHECK(c.defects[0].message ==
        "the coding declaration names 'utf-7': cordon analyses and runs source as UTF-8 only, "
        "and another encoding would let the interpreter read code the analysis did not see; "
        "remove the declaration and send the code as UTF-8");
  CHECK(
      Canonicalize("#!/usr/bin/env python3\n# vim: set fileencoding=latin-1 :\n", Language::kPython)
          .defects.size() == 1);
  CHECK(Canonicalize("# coding=UTF_8\n", Language::kPython).defects.empty());
  CHECK(Canonicalize("# -*- coding: utf-8 -*-\n", Language::kPython).defects.empty());
  CHECK(Canonicalize("# coding: utf8\n", Language::kPython).defects.empty());
  // Only the first two lines declare; JavaScript has no declarations.
  CHECK(Canonicalize("a = 1\nb = 2\n# coding: utf-7\n", Language::kPython).defects.empty());
  CHECK(Canonicalize("// coding: utf-7\n", Language::kJavaScript).defects.empty());
}

TEST_CASE("defects come in text order", "[canonical_source]") {
  CanonicalSource c = Canonicalize("# coding: latin-1\nx = '\xFF'\n", Language::kPython);
  REQUIRE(c.defects.size() == 2);
  CHECK(c.defects[0].offset == 0);
  CHECK(c.defects[1].offset == 23);
}
