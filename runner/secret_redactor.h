// Takes the secrets a run received (runner/secrets.h) out of everything the run hands
// back: stdout, stderr, the error, the runtime layer's refusals, findings, and the
// returned files' names and contents. Each secret is looked for as itself, base64
// (standard and URL-safe, at each of the three alignments it can sit at inside longer
// data), hex (either case), URL-encoded (any byte as itself or %XX in either case, `+` for a
// space: encoders differ in what they leave alone) and JSON-escaped, and replaced by
// "[REDACTED:NAME]"; so is what is left of a form at the very end of a text (output cut short by a
// limit).
//
// A backstop against a program that prints, logs or saves its key by accident. A
// program set on leaking a secret it was given can always transform it in a way no
// redactor knows (reverse it, split it, XOR it): give a run only secrets its code may
// be trusted with (docs/secrets.md).
#pragma once

#include <string>
#include <vector>

#include "runner/run_result.h"
#include "runner/secrets.h"

namespace cordon {

class SecretRedactor {
 public:
  explicit SecretRedactor(const std::vector<Secret>& secrets);

  bool empty() const { return forms_.empty() && url_encoded_.empty(); }
  // Replaces every form of every secret in `text`; returns how many places.
  size_t Redact(std::string& text) const;
  // Redacts every text of `result` a client sees.
  void Redact(RunResult& result) const;

 private:
  struct Form {
    std::string text;
    std::string replacement;
  };
  std::vector<Form> forms_;        // longest first
  std::vector<Form> url_encoded_;  // each secret's value, matched URL-encoded any way
};

}  // namespace cordon
