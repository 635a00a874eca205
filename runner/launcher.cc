#include "launcher.h"

#include <regex>

namespace cordon {
namespace {

// Reads the frame, writes the file, detaches stdin, runs the program as __main__.
constexpr const char* kPythonLauncher = R"PY(
import os, sys, runpy
header = sys.stdin.buffer.readline().split(b" ", 1)
size, name = int(header[0]), os.path.basename(header[1].strip().decode())
code = sys.stdin.buffer.read(size)
path = os.path.join("/work", name)
with open(path, "wb") as f:
    f.write(code)
null = os.open(os.devnull, os.O_RDONLY)
os.dup2(null, 0)
os.close(null)
sys.argv = [path]
sys.path[0] = "/work"
del header, size, name, code, f, null
runpy.run_path(path, run_name="__main__")
)PY";

constexpr const char* kNodeLauncher = R"JS(
const fs = require('fs');
const path = require('path');
const readExactly = (n) => {
  const buf = Buffer.alloc(n);
  let off = 0;
  while (off < n) {
    const got = fs.readSync(0, buf, off, n - off, null);
    if (got === 0) break;
    off += got;
  }
  return buf.subarray(0, off);
};
let header = '';
for (;;) {
  const c = readExactly(1);
  if (c.length === 0 || c[0] === 10) break;
  header += c.toString('latin1');
}
const space = header.indexOf(' ');
const size = parseInt(header.slice(0, space), 10);
const file = path.join('/work', path.basename(header.slice(space + 1)));
fs.writeFileSync(file, readExactly(size));
process.argv[1] = file;
if (file.endsWith('.mjs')) import(file); else require(file);
)JS";

}  // namespace

std::vector<std::string> LauncherCommand(Language language) {
  if (language == Language::kPython) return {"python3", "-u", "-c", kPythonLauncher};
  return {"node", "-e", kNodeLauncher};
}

std::string LauncherFrame(const std::string& file_name, const std::string& code) {
  return std::to_string(code.size()) + " " + file_name + "\n" + code;
}

std::string ProgramFileName(Language language, const std::string& code) {
  if (language == Language::kPython) return "main.py";
  // ES module syntax at the start of a line: import/export declarations, top-level await.
  static const std::regex kModuleSyntax(
      R"((^|\n)\s*(import\s+[\w{*'"]|export\s|await\s))", std::regex::ECMAScript);
  return std::regex_search(code, kModuleSyntax) ? "main.mjs" : "main.cjs";
}

}  // namespace cordon
