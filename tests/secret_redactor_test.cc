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
  // Side by side, one place: a value printed a million times is one replacement.
  CHECK(Redacted(kValue + kValue) == "[REDACTED:KEY]");
  CHECK(Redacted(kValue + " " + kValue) == "[REDACTED:KEY] [REDACTED:KEY]");
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

TEST_CASE("the shapes programs print a key in by accident", "[secret-redactor]") {
  // Escapes: Python's repr (and %r, dicts, os.environ) quoting with ' and escaping it.
  const std::string quoted = "ab'cd\"ef\\gh<i>&j kl";
  std::vector<Secret> q = {{"PW", quoted}};
  CHECK(Redacted(R"({'pw': 'ab\'cd"ef\\gh<i>&j kl'})", q) == "{'pw': '[REDACTED:PW]'}");
  CHECK(Redacted("<td>ab&#x27;cd&quot;ef\\gh&lt;i&gt;&amp;j kl</td>", q) ==
        "<td>[REDACTED:PW]</td>");                                              // html.escape
  CHECK(Redacted(R"(1,"ab'cd""ef\gh<i>&j kl")", q) == R"(1,"[REDACTED:PW]")");  // csv
  // Non-ASCII: JSON's \u escapes (json.dumps' default), ascii(), a bytes repr.
  std::vector<Secret> u = {{"PW", "p\xC3\xA4ss-\xE2\x82\xAC-\xE7\xA7\x98-Key9"}};
  CHECK(Redacted(R"({"pw": "p\u00e4ss-\u20ac-\u79d8-Key9"})", u) == R"({"pw": "[REDACTED:PW]"})");
  CHECK(Redacted(R"('p\xe4ss-\u20ac-\u79d8-Key9')", u) == "'[REDACTED:PW]'");
  CHECK(Redacted(R"(b'p\xc3\xa4ss-\xe2\x82\xac-\xe7\xa7\x98-Key9')", u) == "b'[REDACTED:PW]'");
  // Hex with separators: Node's <Buffer 73 6b ...> (a preview: its first 50 bytes), .hex(':').
  std::string spaced, colons;
  for (size_t i = 0; i < kValue.size(); ++i) {
    std::string byte = HexEncode(kValue.substr(i, 1));
    spaced += (i == 0 ? "" : " ") + byte;
    colons += (i == 0 ? "" : ":") + byte;
  }
  // (The separator after the last byte shown is the form's too, and goes with it.)
  CHECK(Redacted("<Buffer " + spaced.substr(0, 47) + " ... 8 more bytes>") ==
        "<Buffer [REDACTED:KEY]... 8 more bytes>");
  CHECK(Redacted(colons) == "[REDACTED:KEY]");
  // Output cut in the middle: pandas' "...", a column too narrow.
  CHECK(Redacted("0   " + kValue.substr(0, 14) + "...\n") == "0   [REDACTED:KEY]...\n");
  // Stripped: a value with a CR (a CRLF .env file) or a byte order mark around it.
  std::vector<Secret> cr = {{"K", "sk-live-TRAILING1234\r"}};
  CHECK(Redacted("Bearer sk-live-TRAILING1234\n", cr) == "Bearer [REDACTED:K]\n");
  std::vector<Secret> bom = {{"K", "\xEF\xBB\xBFsk-live-bom-5678"}};
  CHECK(Redacted(R"('\ufeffsk-live-bom-5678')", bom) == "'[REDACTED:K]'");
}

TEST_CASE("multi-line and wrapped forms: PEM keys, base64 line breaks", "[secret-redactor]") {
  // A PEM key kept with literal \n (as in an env file) and printed after the usual fix-up.
  const std::string pem_literal =
      "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\nBKcwggSjAgEAAoIBAQC7\\n"
      "-----END PRIVATE KEY-----\\n";
  std::string pem = pem_literal;
  for (size_t at; (at = pem.find("\\n")) != std::string::npos;) pem.replace(at, 2, "\n");
  CHECK(Redacted("key:\n" + pem, {{"PEM", pem_literal}}) == "key:\n[REDACTED:PEM]");
  // base64.encodebytes: a line break every 76 characters, wherever the key falls.
  std::string data = R"({"user": "me", "api_key": ")" + kValue + R"(", "n": 12345678901234567890})";
  std::string encoded = Base64Encode(data);
  std::string wrapped;
  for (size_t i = 0; i < encoded.size(); i += 76) wrapped += encoded.substr(i, 76) + "\n";
  std::string out = Redacted(wrapped);
  CHECK(out.find("[REDACTED:KEY]") != std::string::npos);
  // What is left decodes to no more than the bytes around the key.
  CHECK(out.size() < wrapped.size());
  // A binary secret kept as base64: its bytes, printed as hex, go too.
  std::vector<Secret> binary = {{"BIN", Base64Encode("\x01\x02\x03\x04\xfe\xfd\xfc\xfb\xaa")}};
  CHECK(Redacted("key " + HexEncode("\x01\x02\x03\x04\xfe\xfd\xfc\xfb\xaa"), binary) ==
        "key [REDACTED:BIN]");
}

TEST_CASE("a long form cut off anywhere near the end is redacted", "[secret-redactor]") {
  std::string big;
  for (int i = 0; big.size() < 2500; ++i) big += "k" + std::to_string(i * 7919 % 10007) + "-";
  std::vector<Secret> secrets = {{"BIG", big}};
  std::string hex = HexEncode(big);
  CHECK(Redacted("x " + hex.substr(0, 4500), secrets) == "x [REDACTED:BIG]");
  std::string b64 = Base64Encode(big);
  CHECK(Redacted(b64.substr(0, b64.size() - 700), secrets) == "[REDACTED:BIG]");
}

TEST_CASE("redaction stays within the output limit and linear in the text", "[secret-redactor]") {
  SecretRedactor redactor(std::vector<Secret>{{"A_RATHER_LONG_SECRET_NAME", "t3st"}});
  RunResult r;
  r.limits.output_bytes = 1 << 20;
  for (int i = 0; i < (1 << 20) / 5; ++i) r.stdout_text += "t3st ";  // 4-byte value, 22 more
  redactor.Redact(r);
  CHECK(r.stdout_text.size() == size_t{1} << 20);
  CHECK(r.stdout_truncated);
  CHECK(r.stdout_text.find("t3st") == std::string::npos);
  // A value whose prefix fills the text: each position is tried in constant time.
  std::string value(100, 'a');
  value += 'b';
  std::string text(8 << 20, 'a');
  CHECK(SecretRedactor(std::vector<Secret>{{"K", value}}).Redact(text) ==
        1);  // the tail: the text ends in a's
  CHECK(text.ends_with("[REDACTED:K]"));
}
