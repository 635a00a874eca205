# benign: text moderation filter; dangerous-sounding words (rm -rf, eval, /etc/passwd, os.system) appear only as data strings and comments
import re
import textwrap

# Phrases an assistant should flag in user-submitted snippets. These are
# plain strings used for matching; nothing here is ever executed.
FLAG_PHRASES = [
    "rm -rf /",
    "eval(",
    "os.system",
    "/etc/passwd",
    "curl | sh",
    "subprocess.Popen",
]

MESSAGES = [
    "Can you explain why `rm -rf /` is dangerous?",
    "How do I compute a moving average in pandas?",
    "Someone told me to paste curl | sh into my terminal, is that ok?",
    "What does os.system do compared to subprocess.Popen?",
]


def find_flags(text):
    lowered = text.lower()
    return [p for p in FLAG_PHRASES if p.lower() in lowered]


def redact(text):
    out = text
    for p in FLAG_PHRASES:
        out = re.sub(re.escape(p), "[" + "*" * len(p) + "]", out, flags=re.IGNORECASE)
    return out


def review(messages):
    rows = []
    for i, msg in enumerate(messages, 1):
        flags = find_flags(msg)
        rows.append({"id": i, "flags": flags, "redacted": redact(msg)})
    return rows


if __name__ == "__main__":
    for row in review(MESSAGES):
        status = "FLAG" if row["flags"] else "ok"
        print(f"#{row['id']} [{status}] {', '.join(row['flags'])}")
        print(textwrap.indent(textwrap.fill(row["redacted"], 60), "    "))
