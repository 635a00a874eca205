// Takes the secrets a run received (runner/secrets.h) out of everything the run hands
// back: stdout, stderr, the error, the runtime layer's refusals, findings, and the
// returned files' names and contents. Each secret is looked for in the forms programs
// print a key in by accident (docs/secrets.md has the list): the value (also trimmed,
// and a multi-line one with its line breaks normalised), base64 at each alignment, hex
// (also with separators), escaped (JSON, Python's repr/ascii/bytes repr, HTML, CSV),
// URL-encoded any way; each also with line breaks inside it; a piece of a form from its
// start of 12 bytes or more anywhere, of 4 or more at the very end of a text. Each
// place, and each run of places side by side, becomes "[REDACTED:NAME]".
//
// A backstop against a program that prints, logs or saves its key by accident. A
// program set on leaking a secret it was given can always transform it in a way no
// redactor knows (reverse it, split it, XOR it): give a run only secrets its code may
// be trusted with (docs/secrets.md).
//
// Cost: linear in the text for each form (Boyer-Moore), whatever the text holds; values
// that repeat themselves, which would make that quadratic and match ordinary output,
// are refused before (ResolveSecrets).
#pragma once

#include <string>
#include <vector>

#include "runner/run_result.h"
#include "runner/secrets.h"

namespace cordon {

class SecretRedactor {
 public:
  explicit SecretRedactor(const std::vector<Secret>& secrets);

  bool empty() const { return forms_.empty(); }
  // Replaces every form of every secret in `text`; returns how many places.
  size_t Redact(std::string& text) const;
  // Redacts every text of `result` a client sees. Replacements can make a text longer
  // than the value they hide: stdout and stderr are cut back to the run's output limit
  // (and marked truncated), and a returned file over its size cap is left out.
  void Redact(RunResult& result) const;

 private:
  struct Form {
    std::string text;
    std::string replacement;
    bool url_decoded = false;  // looked for in the URL-decoded text (the raw value)
  };
  std::vector<Form> forms_;
};

}  // namespace cordon
