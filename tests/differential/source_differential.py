#!/usr/bin/env python3
"""Does the analysis read the same code the interpreter runs?

For every input, cordon's canonical text and tree-sitter's comment and string spans
(syntax_spans) are compared with what the interpreter's own tokenizer reads as code:
CPython's parser for Python, acorn for JavaScript. A code token that tree-sitter
reads as comment or string is code hidden from the analysis, and fails the test,
unless cordon refuses the text itself (a cordon.source-text finding). Texts the
interpreter would not run (a syntax error there) cannot hide anything and are skipped.

Inputs: the samples, the hand-made cases in cases/, and mutants of both made by
inserting, inside their comments and strings, the characters and sequences readers
disagree on (line ends, HTML-like comments, quotes, continuations, ...). Mutants are
generated from a fixed seed, so a failure reproduces; --mutants sets how many.

usage: source_differential.py SYNTAX_SPANS SOURCE_DIR [--mutants N] [--seed S]
"""
import argparse
import ast
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import warnings

HAZARDS = [
    "\r", "\r\n", "\n", "\x0c", "\x0b", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029",
    "\ufeff", "\u00a0", "\x00", "\\\n", "\\", "<!--", "-->", "\n-->", "\n  --> ", "*/", "/*",
    "#", "//", "'", '"', "`", '"""', "'''", "${", "{", "}", "{{", "f'", "\\N{", "\\u2028",
]
PAYLOAD = {"python": "os.system('id')", "javascript": "require('child_process').exec('id')"}


def python_code_spans(text):
    """Byte ranges of the names CPython's parser reads, or None when it would not compile
    the text. The parser's positions, not the `tokenize` module's: before 3.12 that is a
    separate tokenizer in Python, and it reads a lone \\r inside a comment as CPython's own
    tokenizer does not. Names are what a hidden call needs; names inside f-strings are
    left out (3.11 places them approximately)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = ast.parse(text, "<differential>")
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return None
    # CPython's lines end at \r\n, \r or \n; columns are UTF-8 byte offsets.
    data = text.encode("utf-8")
    starts = [0] + [m.end() for m in re.finditer(rb"\r\n|\r|\n", data)]
    spans = []

    def visit(node, in_fstring):
        in_fstring = in_fstring or isinstance(node, ast.JoinedStr)
        if not in_fstring and hasattr(node, "lineno") and node.end_lineno is not None:
            start = starts[node.lineno - 1] + node.col_offset
            end = starts[node.end_lineno - 1] + node.end_col_offset
            if isinstance(node, (ast.Name, ast.alias)):
                spans.append((start, end))
            elif isinstance(node, ast.Attribute):
                spans.append((end - len(node.attr.encode("utf-8")), end))
        for child in ast.iter_child_nodes(node):
            visit(child, in_fstring)

    visit(tree, False)
    return spans


def hidden(code_spans, text_spans):
    """The first code span that overlaps a text span, or None."""
    text_spans = sorted(text_spans)
    for start, end in code_spans:
        for t_start, t_end in text_spans:
            if t_start >= end:
                break
            if t_end > start:
                return (start, end)
    return None


def run_spans(tool, paths, raw=False):
    out = subprocess.run([tool] + (["--raw"] if raw else []), input="\n".join(paths) + "\n", capture_output=True,
                         text=True, check=True).stdout
    return [json.loads(line) for line in out.split("\n") if line]


def run_acorn(source_dir, texts):
    script = os.path.abspath(os.path.join(source_dir, "tests", "differential", "js_tokens.mjs"))
    feed = "".join(json.dumps({"text": t}) + "\n" for t in texts)
    out = subprocess.run(["node", script], input=feed, capture_output=True, text=True,
                         check=True, cwd=os.path.dirname(script)).stdout
    return [json.loads(line) for line in out.split("\n") if line]


def language_of(path):
    return "python" if path.endswith(".py") else "javascript"


def mutants(originals, count, rng):
    """(name, language, text) made by inserting hazards inside comments and strings."""
    made = []
    with_spans = [o for o in originals if o["text_spans"]]
    for i in range(count):
        o = rng.choice(with_spans)
        data = o["text"].encode("utf-8")
        start, end = rng.choice(o["text_spans"])
        at = rng.randint(start, end)
        while at < len(data) and (data[at] & 0xC0) == 0x80:  # not inside a code point
            at += 1
        language = language_of(o["path"])
        insert = rng.choice(HAZARDS)
        if rng.random() < 0.7:
            insert += PAYLOAD[language] + rng.choice(HAZARDS + [""])
        text = data[:at].decode("utf-8") + insert + data[at:].decode("utf-8")
        made.append((f"{o['path']}#mutant{i}", language, text))
    return made


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("syntax_spans")
    parser.add_argument("source_dir")
    parser.add_argument("--mutants", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=20261123)
    args = parser.parse_args()
    rng = random.Random(args.seed)

    inputs = []
    for folder in ("samples", os.path.join("tests", "differential", "cases")):
        for root, _, files in os.walk(os.path.join(args.source_dir, folder)):
            for name in sorted(files):
                if name.endswith((".py", ".js")):
                    inputs.append(os.path.join(root, name))
    originals = run_spans(args.syntax_spans, inputs)

    # The check must still see what canonicalisation removes: without it, the lone \r
    # of this case hides `os.system` in a comment.
    known = os.path.join(args.source_dir, "tests", "differential", "cases", "lone_cr_comment.py")
    raw = run_spans(args.syntax_spans, [known], raw=True)[0]
    if hidden(python_code_spans(raw["text"]) or [], raw["text_spans"]) is None:
        print(f"source differential: the check no longer finds the code {known} hides "
              "from tree-sitter when it is not canonicalised; it would miss real hiding")
        return 1

    with tempfile.TemporaryDirectory() as tmp:
        paths, names = [], []
        for i, (name, language, text) in enumerate(mutants(originals, args.mutants, rng)):
            path = os.path.join(tmp, f"{i}.{'py' if language == 'python' else 'js'}")
            with open(path, "w", encoding="utf-8", newline="") as f:
                f.write(text)
            paths.append(path)
            names.append(name)
        analysed = originals + [dict(r, path=n) for r, n in zip(run_spans(args.syntax_spans, paths),
                                                                  names)]

    js = [a for a in analysed if language_of(a["path"].split("#")[0]) == "javascript"]
    js_code = dict(zip((id(a) for a in js), run_acorn(args.source_dir, [a["text"] for a in js])))
    compared = skipped = refused = 0
    failures = []
    for a in analysed:
        if language_of(a["path"].split("#")[0]) == "python":
            code = python_code_spans(a["text"])
        else:
            result = js_code[id(a)]
            code = result["code"] if result["ok"] else None
        if code is None:
            skipped += 1
            continue
        compared += 1
        span = hidden(code, a["text_spans"])
        if span is None:
            continue
        if a["refused"]:
            refused += 1
            continue
        data = a["text"].encode("utf-8")
        line = data[:span[0]].count(b"\n") + 1
        failures.append(f"{a['path']}: line {line}: the interpreter reads code "
                        f"{data[span[0]:span[1]].decode('utf-8', 'replace')!r} where the "
                        f"analysis reads a comment or string\n    text: {a['text']!r}")
    print(f"source differential: {len(analysed)} texts ({len(originals)} files, "
          f"{len(analysed) - len(originals)} mutants), {compared} compared with the "
          f"interpreters' tokenizers, {skipped} not runnable, {refused} hiding but refused "
          f"by cordon, {len(failures)} hiding code")
    for f in failures[:20]:
        print(f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
