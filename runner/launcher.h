// The program each sandbox container starts with (runner/launcher/launcher.py and
// launcher.js, embedded at build time), and the protocol the host speaks with it over
// its stdin, stdout and stderr: the three connections of its channel
// (launcher_channel.h), or the container's attached ones.
//
// A job is one JSON header line followed by raw bytes: the program, then each input
// file. The header may carry `env`, [name, hex of value] pairs (the run's secrets,
// runner/secrets.h), which the launcher hands to the program's interpreter with the
// program's path ("NAME HEX" lines after it) and which never touch the disk. The launcher writes
// them into /work, runs the program (its stdin at /dev/null), and then writes a trailer line to
// stdout,
//   "\x1e" "cordon:<nonce> " {"exit": N, "artifacts": [...], "more": K} "\n"
// and "\x1e" "cordon:<nonce>\n" to stderr. The nonce is fresh for every job, so
// output that merely looks like a trailer is the program's own; seeing the marker on
// both streams tells the host that all output has arrived. The launcher is the Python one
// for both languages (launcher.py): it runs the program in a fresh interpreter it
// started ahead of time (python3, or node running child.js; never a fork of itself) and
// makes itself not dumpable, so the program cannot read the nonce from its memory or
// its descriptors (ptrace is refused by the seccomp profile). It also keeps the job's
// deadline. Only an image without python3 gets the node launcher (launcher.js), which
// cannot install the runtime layer and so refuses every job (exit 125, a message on
// stderr) when the container's CORDON_REFUSE names anything; otherwise it
// runs a one-shot job in its own process: there the program could dig the nonce out and
// forge a trailer, but only to misreport its own run (the host re-checks every path and
// cap, and the container is the boundary either way), and only the host's timeout
// stops it. Artifacts are files in /work
// the run created or changed, base64-encoded and capped by the launcher (and checked
// again by the host, which never trusts the container).
//
// With the node launcher, a one-shot JavaScript job runs in the launcher's own process
// and reports from its 'exit' event. Output can still follow there: the program's own later 'exit'
// listeners, and Node's report of an uncaught exception, which Node prints after
// 'exit'. When that can happen (a non-zero status, or other 'exit' listeners) the
// launcher leaves out the end mark: the host then reads on until the streams close,
// takes what follows the trailer line as the program's, and the exit status from the
// container.
//
// One-shot jobs end the launcher with the program's status, so containers can be
// started ahead of need (the warm pool) with the interpreter already loaded. Session
// jobs ("keep") leave it waiting for the next job, /work intact; live ones ("live", the
// Python launcher only) also keep the interpreter, so the program's variables, imports
// and functions are there for the next job. The launcher sends a live job's program
// bytes (not a path: the file is the program's to rewrite) and a fresh token over the
// interpreter's job pipe; the interpreter says it is done with a line on the runtime
// layer's pipe carrying that token. The launcher then ends what else the program started
// and stops the interpreter (SIGSTOP) until the next job, so nothing of the program runs
// between jobs. A session is one trust domain (docs/sessions.md): one job's program can
// change what later ones report, never the trailer, its nonce or another session.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "analyzer/language.h"
#include "runner/run_result.h"

namespace cordon {

// The container command for a language: the interpreter running the launcher.
std::vector<std::string> LauncherCommand(Language language);

struct LauncherJob {
  std::string program_name;  // ProgramFileName
  std::string code;
  std::vector<InputFile> files;
  std::string nonce;  // [0-9a-f]+
  int64_t max_file_bytes = 0;
  int64_t max_total_bytes = 0;
  int64_t max_files = 0;
  bool keep = false;  // a session: wait for the next job afterwards
  // A live session (with keep): the program runs in the interpreter the session's
  // earlier jobs ran in, which lives on afterwards; the trailer then says
  // "interpreter": {"calls": N, "ended": B} (launcher_output.h).
  bool live = false;
  // The launcher's own deadline, counted from when it has read the job (0: none): when
  // it passes, the launcher kills every process in the container and exits 124,
  // so a container cannot outlive its run even when cordon is gone (SIGKILLed). The host
  // gives it a grace period beyond the run's wall time, so its own timeout comes first.
  int64_t deadline_ms = 0;
  // Variables set in the program's environment (the secrets the policy grants,
  // runner/secrets.h): sent in the header as [name, hex of value] pairs, never in the
  // container's own configuration.
  std::vector<std::pair<std::string, std::string>> environment;
  // The job's token at the network proxy (runner/egress_proxy.h), which the launcher's
  // forwarder presents for each connection the program makes; "" when the container
  // has no proxy.
  std::string egress_token;
};

// The bytes the launcher reads for one job.
std::string LauncherFrame(const LauncherJob& job);

// "\x1e" "cordon:<nonce>": what starts the trailer on stdout and the end mark on stderr.
std::string TrailerMarker(const std::string& nonce);

// A path the protocol accepts for input files and artifacts: relative to /work, with
// no empty, "." or ".." parts, no NUL or backslash, at most 255 bytes.
bool IsWorkRelativePath(const std::string& path);

// A fresh nonce for a job (64 random bits, hex).
std::string NewNonce();

// main.py; for JavaScript main.mjs when the code uses ES module syntax, else main.cjs.
std::string ProgramFileName(Language language, const std::string& code);

}  // namespace cordon
