#include "runner/secret_redactor.h"

#include <catch2/catch.hpp>

#include "runner/base64.h"

using namespace cordon;

namespace {

const std::string kValue = "sk-live/4f9a+8b7c 6d5e\"q";  // '/', '+', space, quote

std::string Redacted(std::string text, const std::vector<Secret>& secrets = {{"KEY", kValue}}) {
  SecretRedactor(secrets).Redact(text);
  return text;
}

std::string UrlSafe(std::string s) {
  for (char& c : s) c = c == '+' ? '-' : c == '/' ? '_' : c;
  return s;
}

}  // namespace

TEST_CASE("a secret is redacted as itself, hex and JSON-escaped", "[secret-redactor]") {
  CHECK(Redacted("key=" + kValue + ".") == "key=[REDACTED:KEY].");
  CHECK(Redacted(kValue + kValue) == "[REDACTED:KEY][REDACTED:KEY]");
  std::string hex, upper;
  for (unsigned char c : kValue) {
    hex += "0123456789abcdef"[c >> 4];
    hex += "0123456789abcdef"[c & 15];
    upper += "0123456789ABCDEF"[c >> 4];
    upper += "0123456789ABCDEF"[c & 15];
  }
  CHECK(Redacted("h " + hex + " H " + upper) == "h [REDACTED:KEY] H [REDACTED:KEY]");
  CHECK(Redacted(R"({"k": "sk-live/4f9a+8b7c 6d5e\"q"})") == R"({"k": "[REDACTED:KEY]"})");
  CHECK(Redacted("nothing to see") == "nothing to see");
}

TEST_CASE("base64 of a secret is redacted at any offset inside longer data", "[secret-redactor]") {
  for (const std::string prefix : {"", "a", "ab", "abc", "abcd"}) {
    for (const std::string suffix : {"", "z", "zz", "zzz"}) {
      std::string encoded = Base64Encode(prefix + kValue + suffix);
      for (const std::string& form : {encoded, UrlSafe(encoded)}) {
        INFO(prefix << "|" << suffix << " " << form);
        std::string out = Redacted(form);
        auto at = out.find("[REDACTED:KEY]");
        REQUIRE(at != std::string::npos);
        // What is left around it holds the other bytes only: at most the characters
        // those share with the secret's first and last bits.
        CHECK(at <= (prefix.size() * 8 + 5) / 6);
        CHECK(out.size() - at - 14 <= (suffix.size() * 8 + 5) / 6 + 3);
      }
    }
  }
}

TEST_CASE("URL-encoded secrets are redacted whatever the encoder left alone", "[secret-redactor]") {
  // encodeURIComponent, Python's quote (keeps '/'), quote_plus, lower-case hex.
  CHECK(Redacted("?t=sk-live%2F4f9a%2B8b7c%206d5e%22q&x=1") == "?t=[REDACTED:KEY]&x=1");
  CHECK(Redacted("sk-live/4f9a%2B8b7c%206d5e%22q") == "[REDACTED:KEY]");
  CHECK(Redacted("sk-live%2F4f9a%2B8b7c+6d5e%22q") == "[REDACTED:KEY]");
  CHECK(Redacted("sk-live%2f4f9a%2b8b7c%206d5e%22q") == "[REDACTED:KEY]");
  CHECK(Redacted("%73%6B-live/4f9a+8b7c 6d5e\"q") == "[REDACTED:KEY]");    // even letters
  CHECK(Redacted("sk-live%2F4f9a%2B8b7c%206d5e%22") == "[REDACTED:KEY]");  // cut at the end
  // A '%' in the value is itself or %25, whichever the text holds.
  CHECK(Redacted("a 50%25off b", {{"K", "50%off"}}) == "a [REDACTED:K] b");
  CHECK(Redacted("a 50%off b", {{"K", "50%off"}}) == "a [REDACTED:K] b");
  CHECK(Redacted("a 50%2525 b", {{"K", "50%25"}}) == "a [REDACTED:K] b");
}

TEST_CASE("what is left of a secret at the end of cut-off output is redacted",
          "[secret-redactor]") {
  CHECK(Redacted("token: " + kValue.substr(0, 10)) == "token: [REDACTED:KEY]");
  CHECK(Redacted("token: " + kValue.substr(0, 4)) == "token: [REDACTED:KEY]");
  CHECK(Redacted("token: " + kValue.substr(0, 3)) ==
        "token: " + kValue.substr(0, 3));  // too little
  // Overlapping occurrences are one redacted place, with nothing of either left.
  CHECK(Redacted("xabcdabcdabcdy", {{"K", "abcdabcd"}}) == "x[REDACTED:K]y");
}

TEST_CASE("several secrets: each is named, the longer one wins where they overlap",
          "[secret-redactor]") {
  std::vector<Secret> secrets = {{"SHORT", "abcd1234"}, {"LONG", "xxabcd1234yy"}};
  CHECK(Redacted("1 xxabcd1234yy 2 abcd1234", secrets) == "1 [REDACTED:LONG] 2 [REDACTED:SHORT]");
  CHECK(SecretRedactor({}).empty());
  std::string text = "abcd1234";
  CHECK(SecretRedactor({}).Redact(text) == 0);
}

TEST_CASE("every text of a run's result is redacted", "[secret-redactor]") {
  SecretRedactor redactor({{"KEY", kValue}});
  RunResult r;
  r.stdout_text = "out " + kValue;
  r.stderr_text = "err " + kValue;
  r.error = "blocked: curl -H 'Authorization: " + kValue + "'";
  JudgedFinding judged;
  judged.finding.message = "runs `curl " + kValue + "`";
  judged.finding.source_line = "os.system('curl " + kValue + "')";
  judged.finding.resolution = {"`k` is " + kValue};
  r.findings.push_back(judged);
  r.declined_at_run_time.push_back({"process", "os.system", "echo " + kValue, "main.py", 2});
  Artifact text;
  text.path = "token-" + Base64Encode(kValue) + ".txt";
  text.content = "the key is " + kValue + "\n";
  text.size = static_cast<int64_t>(text.content.size());
  text.mime_type = "text/plain";
  r.artifacts.push_back(text);
  Artifact omitted = text;
  omitted.content.clear();
  omitted.omitted = "file_cap";
  omitted.size = 99999999;
  r.artifacts.push_back(omitted);
  redactor.Redact(r);
  CHECK(r.stdout_text == "out [REDACTED:KEY]");
  CHECK(r.stderr_text == "err [REDACTED:KEY]");
  CHECK(r.error == "blocked: curl -H 'Authorization: [REDACTED:KEY]'");
  CHECK(r.findings[0].finding.message == "runs `curl [REDACTED:KEY]`");
  CHECK(r.findings[0].finding.source_line == "os.system('curl [REDACTED:KEY]')");
  CHECK(r.findings[0].finding.resolution[0] == "`k` is [REDACTED:KEY]");
  CHECK(r.declined_at_run_time[0].detail == "echo [REDACTED:KEY]");
  CHECK(r.artifacts[0].path.find("[REDACTED:KEY]") != std::string::npos);
  CHECK(r.artifacts[0].content == "the key is [REDACTED:KEY]\n");
  CHECK(r.artifacts[0].size == static_cast<int64_t>(r.artifacts[0].content.size()));
  CHECK(r.artifacts[1].size == 99999999);  // not collected: the size on disk stays
}
