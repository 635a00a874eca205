// benign: text utilities (slugify, wrap, word count). Comments/strings mention child_process, eval and /etc/passwd only as documentation
'use strict';

/*
 * House rules for this helper: never call child_process, never eval(),
 * never read /etc/passwd or ~/.ssh. It only transforms strings in memory.
 */
const FAQ = [
  'Why should I avoid eval() in production code?',
  'What is the difference between child_process.exec and spawn?',
  'Is it safe to print /etc/passwd in a tutorial?',
];

function slugify(s) {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-');
}

function wrap(text, width = 40) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line);
      line = word;
    } else {
      line = (line + ' ' + word).trim();
    }
  }
  if (line) lines.push(line);
  return lines;
}

function wordCount(text) {
  return text.split(/\s+/).filter(Boolean).length;
}

for (const q of FAQ) {
  console.log(`#${slugify(q)} (${wordCount(q)} words)`);
  wrap(q, 30).forEach((l) => console.log('   ' + l));
}
