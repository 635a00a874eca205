// For the source differential test (source_differential.py): reads JSON lines
// {"text": ...} on stdin and prints, for each, what acorn (the parser of the sandbox
// image's Node ecosystem) reads as code:
//   {"ok": true, "code": [[start, end], ...]}  byte ranges of code tokens
//   {"ok": false, "error": "..."}              Node would not run this text
// It parses as a script (what a CommonJS module is, HTML-like comments included) with
// `return` allowed at the top, as Node's module wrapper allows; a text only a module
// accepts is parsed as a module.
import { createInterface } from 'node:readline';
import * as acorn from 'acorn';

// Template delimiters belong to the template, as they do in tree-sitter's spans.
const notCode = new Set(['string', 'template', 'regexp', 'eof', '`', '${', 'invalidTemplate']);

function byteOffsets(text) {
  // offsets[i] = byte offset of UTF-16 index i
  const offsets = new Array(text.length + 1);
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    offsets[i] = bytes;
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      offsets[i + 1] = bytes;  // the low surrogate starts inside the same code point
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  offsets[text.length] = bytes;
  return offsets;
}

function codeTokens(text) {
  for (const sourceType of ['script', 'module']) {
    const tokens = [];
    try {
      acorn.parse(text, {
        ecmaVersion: 'latest', sourceType, allowHashBang: true,
        allowReturnOutsideFunction: sourceType === 'script',
        onToken: (t) => { if (!notCode.has(t.type.label)) tokens.push([t.start, t.end]); },
      });
    } catch (e) {
      if (sourceType === 'module') return { ok: false, error: String(e.message) };
      continue;
    }
    const offsets = byteOffsets(text);
    return { ok: true, code: tokens.map(([s, e]) => [offsets[s], offsets[e]]) };
  }
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  process.stdout.write(JSON.stringify(codeTokens(JSON.parse(line).text)) + '\n');
}
