// The runner against a real engine: CORDON_TEST_ENGINE (podman or docker, set at
// compile time; Docker on CORDON_DOCKER_SOCKET unless $DOCKER_HOST says otherwise),
// found the way cordon finds it, with the sandbox image built (`cordon image build`).
// CTest runs every case once per engine. Hostile snippets go through a policy that blocks nothing
// (unrestricted.yaml), so the container alone must contain them.
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <future>
#include <set>
#include <thread>

#include "analyzer/file_system.h"
#include "runner/container_reaper.h"
#include "runner/engine_locator.h"
#include "runner/launcher_sources.h"
#include "runner/orphan_sweep.h"
#include "runner/runner.h"
#include "runner/seccomp_profile.h"
#include "runner/session_store.h"
#include "runner/warm_pool.h"
#include "tests/integration/engine_fixture.h"
#include "tests/support/gated_run.h"
#include "tests/support/scratch_folder.h"

using namespace cordon;

namespace {

using testing::Config;
using testing::Engine;
using testing::kImage;
using testing::kOfflineEtc;
using testing::Load;
using testing::Loaded;
using testing::OurContainers;
using testing::Seccomp;

const Loaded& Unrestricted() {
  static const Loaded loaded =
      Load(std::string(CORDON_SOURCE_DIR) + "/tests/integration/unrestricted.yaml");
  return loaded;
}

// The static layer lets everything through, the runtime layer refuses every capability.
const Loaded& RuntimeOnly() {
  static const Loaded loaded =
      Load(std::string(CORDON_SOURCE_DIR) + "/tests/integration/runtime_only.yaml");
  return loaded;
}

// `cordon run ARGS` on this test's engine and image, from `dir`: its exit status and
// what it printed on both streams.
std::pair<int, std::string> CordonRun(const std::string& args, const std::string& dir = ".") {
  std::string command = "cd " + dir + " && CONTAINER_HOST=unix://" + Engine().socket +
                        " DOCKER_HOST=unix://" + Engine().socket +
                        " " CORDON_BINARY " run --engine " + Engine().engine->Name() + " --image " +
                        kImage + " " + args + " 2>&1";
  std::string output;
  FILE* pipe = popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  char buffer[4096];
  for (size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;) output.append(buffer, n);
  int status = pclose(pipe);
  return {WEXITSTATUS(status), output};
}

RunResult Describe(RunResult result) {
  INFO("status " << RunStatusName(result.status) << ", exit " << result.exit_code << ", error "
                 << result.error << "\nstdout: " << result.stdout_text.substr(0, 400)
                 << "\nstderr: " << result.stderr_text.substr(0, 800));
  CHECK(true);
  return result;
}

RunResult Run(const RunRequest& request, const Loaded& loaded = Unrestricted()) {
  REQUIRE(Engine().engine->ImageExists(kImage));  // else: build/bin/cordon image build
  Analyzer analyzer(loaded.rules);
  SteadyClock clock;
  Runner runner(*Engine().engine, Config(), clock);
  RunResult result = testing::GatedRun(runner, analyzer, loaded.policy, request);
  INFO("status " << RunStatusName(result.status) << ", exit " << result.exit_code << ", error "
                 << result.error << "\nstdout: " << result.stdout_text.substr(0, 400)
                 << "\nstderr: " << result.stderr_text.substr(0, 800));
  CHECK(OurContainers() == 0);
  return result;
}

RunResult Run(const std::string& code, Language language = Language::kPython,
              std::optional<double> timeout = std::nullopt, const Loaded& loaded = Unrestricted()) {
  RunRequest request;
  request.language = language;
  request.code = code;
  request.limits.wall_seconds = timeout;
  return Run(request, loaded);
}

const Artifact* Find(const RunResult& r, const std::string& path) {
  for (const auto& a : r.artifacts) {
    if (a.path == path) return &a;
  }
  return nullptr;
}

// Starts `cordon run` on `code` (in `language`, read from its stdin) in a child process, with
// its output discarded: through this test's engine socket, or, with `own_engine`, with no
// socket in the environment, so that it starts a podman service (its own, or the shared
// one: `environment` adds "NAME=value" entries).
pid_t StartCordonRun(const std::string& code, const char* timeout, bool own_engine = false,
                     const char* language = "python", std::vector<std::string> environment = {}) {
  // Everything the child needs is made before fork: after it, the child only calls
  // async-signal-safe functions (and setenv, on its own copy of the environment).
  const std::string socket = "unix://" + Engine().socket;
  const std::string engine = Engine().engine->Name();
  int in[2];
  REQUIRE(pipe(in) == 0);
  REQUIRE(write(in[1], code.data(), code.size()) == static_cast<ssize_t>(code.size()));
  close(in[1]);
  pid_t child = fork();
  if (child == 0) {
    dup2(in[0], STDIN_FILENO);
    int null = open("/dev/null", O_WRONLY);
    dup2(null, STDOUT_FILENO);
    dup2(null, STDERR_FILENO);
    for (auto& entry : environment) putenv(entry.data());
    if (own_engine) {
      unsetenv("CONTAINER_HOST");
      unsetenv("DOCKER_HOST");
    } else {
      setenv("CONTAINER_HOST", socket.c_str(), 1);
      setenv("DOCKER_HOST", socket.c_str(), 1);
    }
    execl(CORDON_BINARY, "cordon", "run", "--lang", language, "--timeout", timeout, "--policy",
          CORDON_SOURCE_DIR "/tests/integration/unrestricted.yaml", "--engine", engine.c_str(), "-",
          static_cast<char*>(nullptr));
    _exit(97);
  }
  close(in[0]);
  return child;
}

}  // namespace

TEST_CASE("python and javascript run and return their output", "[integration]") {
  RunResult py = Run("print(1)");
  CHECK(py.status == RunStatus::kOk);
  CHECK(py.stdout_text == "1\n");
  RunResult js = Run("console.log(1)", Language::kJavaScript);
  CHECK(js.status == RunStatus::kOk);
  CHECK(js.stdout_text == "1\n");
  RunResult esm =
      Run("import os from 'node:os';\nconsole.log(typeof os.cpus);", Language::kJavaScript);
  CHECK(esm.status == RunStatus::kOk);
  CHECK(esm.stdout_text == "function\n");
  RunResult failing = Run("import sys\nprint('bye', file=sys.stderr)\nsys.exit(3)");
  CHECK(failing.status == RunStatus::kError);
  CHECK(failing.exit_code == 3);
  CHECK(failing.stderr_text == "bye\n");
}

TEST_CASE("javascript's uncaught errors and own exit listeners are reported in full",
          "[integration]") {
  // Node prints an uncaught exception after 'exit', and runs the program's 'exit'
  // listeners after the launcher's: none of that output, nor the status, is lost.
  RunResult thrown = Run("require('fs').writeFileSync('out.txt', 'hi');\nthrow new Error('boom');",
                         Language::kJavaScript);
  CHECK(thrown.status == RunStatus::kError);
  CHECK(thrown.exit_code == 1);
  CHECK(thrown.stderr_text.find("Error: boom") != std::string::npos);
  CHECK(thrown.stderr_text.find("main.cjs:2") != std::string::npos);
  CHECK(Find(thrown, "out.txt") != nullptr);
  RunResult rejected = Run("await Promise.reject(new Error('late'));", Language::kJavaScript);
  CHECK(rejected.status == RunStatus::kError);
  CHECK(rejected.stderr_text.find("Error: late") != std::string::npos);
  RunResult listener =
      Run("process.on('exit', () => { console.log('bye'); process.exitCode = 3; });\n"
          "console.log('main');",
          Language::kJavaScript);
  CHECK(listener.status == RunStatus::kError);
  CHECK(listener.exit_code == 3);
  CHECK(listener.stdout_text == "main\nbye\n");
}

TEST_CASE("the launcher's channel: output on sockets the program can only write to",
          "[integration]") {
  // runner/launcher_channel.h: once the launcher is connected, the program finds an
  // empty, read-only folder where the socket was, no token, and output descriptors it
  // cannot read what the host sends from.
  RunResult r = Describe(Run(R"(import os, socket, stat
print(stat.S_ISSOCK(os.fstat(1).st_mode), stat.S_ISSOCK(os.fstat(2).st_mode))
print(os.listdir("/run/cordon-launcher"))
try:
    socket.socket(socket.AF_UNIX).bind("/run/cordon-launcher/x.sock")
    print("bound")
except OSError as e:
    print("bind refused")
print(repr(os.read(1, 100)), repr(os.read(0, 100)))
print(os.environ.get("CORDON_CHANNEL_TOKEN"), os.environ.get("CORDON_CHANNEL"))
)"));
  CHECK(r.status == RunStatus::kOk);
  CHECK(r.stdout_text == "True True\n[]\nbind refused\nb'' b''\nNone None\n");
  RunResult js = Describe(Run(R"(const fs = require('fs');
console.log(fs.fstatSync(1).isSocket(), fs.readdirSync('/run/cordon-launcher').length);
console.log(process.env.CORDON_CHANNEL_TOKEN);
process.stdout.write('x'.repeat(300000) + '\n');
)",
                              Language::kJavaScript));
  CHECK(js.status == RunStatus::kOk);
  CHECK(js.stdout_text.starts_with("true 0\nundefined\nxxx"));
  CHECK(js.stdout_text.size() == 7 + 10 + 300000 + 1);
  // The sockets are shared with the launcher: a program that shuts one leaves its
  // launcher nothing to report on, and its own status is what the run says.
  RunResult shut = Describe(Run(R"(import os, socket
print("before", flush=True)
s = socket.socket(fileno=os.dup(1))
s.shutdown(socket.SHUT_WR)
s.detach()
os.write(2, b"stderr still works\n")
)"));
  CHECK(shut.status == RunStatus::kOk);
  CHECK(shut.exit_code == 0);
  CHECK(shut.stdout_text == "before\n");
  CHECK(shut.stderr_text == "stderr still works\n");
}

TEST_CASE("without the launcher's channel the attach stream carries the jobs", "[integration]") {
  REQUIRE(Engine().engine->ImageExists(kImage));
  Analyzer analyzer(Unrestricted().rules);
  SteadyClock clock;
  RunnerConfig config = Config();
  config.channel_dir.clear();
  Runner runner(*Engine().engine, config, clock);
  RunRequest request;
  request.code =
      "import os, stat\nprint(stat.S_ISSOCK(os.fstat(1).st_mode), "
      "os.path.exists('/run/cordon-launcher'))\n";
  RunResult r = Describe(testing::GatedRun(runner, analyzer, Unrestricted().policy, request));
  CHECK(r.status == RunStatus::kOk);
  CHECK(r.stdout_text == "False False\n");
  CHECK(OurContainers() == 0);
}

TEST_CASE("numpy, pandas and matplotlib are there", "[integration]") {
  RunResult r = Run(R"(import numpy as np, pandas as pd
import matplotlib.pyplot as plt
df = pd.DataFrame({"x": np.arange(3)})
plt.plot(df["x"]); plt.savefig("plot.png")
import os; print(df["x"].sum(), os.path.getsize("plot.png") > 1000)
)",
                    Language::kPython, 60);
  CHECK(r.status == RunStatus::kOk);
  CHECK(r.stdout_text == "3 True\n");
}

// SciPy's modules compiled with pythran load without pythran, which the image leaves
// out (runner/image_builder.h) with the compiler it would bring.
TEST_CASE("scipy works and the image holds no compiler", "[integration]") {
  RunResult r = Run(R"(import shutil, glob
import scipy.optimize, scipy.stats, scipy.signal, scipy.interpolate
from scipy.stats import _stats_pythran
from scipy.interpolate import _rbfinterp_pythran
print(round(float(scipy.optimize.minimize(lambda x: (x[0] - 3) ** 2, [0]).x[0]), 3))
print([shutil.which(c) for c in ("cc", "gcc", "g++", "c++", "clang", "ld", "as", "make")])
print(glob.glob("/usr/include/boost") + glob.glob("/usr/include/python3*/Python.h"))
)",
                    Language::kPython, 60);
  CHECK(r.status == RunStatus::kOk);
  CHECK(r.stdout_text == "3.0\n[None, None, None, None, None, None, None, None]\n[]\n");
}

TEST_CASE("the sandbox runs as nobody with no capabilities", "[integration]") {
  RunResult r =
      Run("import os\nstatus = open('/proc/self/status').read()\n"
          "print(os.getuid(), status.split('CapEff:')[1].split()[0])");
  CHECK(r.status == RunStatus::kOk);
  CHECK(r.stdout_text == "65534 0000000000000000\n");
}

// Each call runs in a forked child, so a call that did get through (a ptrace attach that
// stops the launcher, a namespace) cannot disturb the next one; the child prints the
// call's errno name, or "allowed".
TEST_CASE("the seccomp profile refuses namespaces and the riskier kernel calls",
          "[integration][seccomp]") {
  RunResult r = Run(R"(import ctypes, errno, os
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
buf = ctypes.create_string_buffer(256)
p = ctypes.addressof(buf)
calls = {
    "unshare": (272, 0x10000000),                 # CLONE_NEWUSER
    "clone-newuser": (56, 0x10000000 | 17, 0, 0, 0, 0),
    "clone-newnet": (56, 0x40000000 | 17, 0, 0, 0, 0),
    "setns": (308, 0, 0),
    "io_uring_setup": (425, 8, p),
    "ptrace": (101, 16, 1, 0, 0),                 # PTRACE_ATTACH to the launcher
    "process_vm_readv": (310, 1, p, 1, p, 1, 0),
    "keyctl": (250, 0, -3, 1),                    # KEYCTL_GET_KEYRING_ID, create
    "add_key": (248, p, p, p, 1, -3),
    "request_key": (249, p, p, 0, -3),
    "bpf": (321, 0, p, 48),
    "perf_event_open": (298, p, 0, -1, -1, 0),
    "userfaultfd": (323, 0),
}
for name, (nr, *args) in calls.items():
    pid = os.fork()
    if pid == 0:
        ctypes.set_errno(0)
        rc = libc.syscall(ctypes.c_long(nr), *[ctypes.c_long(a) for a in args])
        e = ctypes.get_errno()
        if rc == 0 and nr == 56:
            os._exit(0)  # the clone child, should one exist
        print(name, "allowed" if rc >= 0 else errno.errorcode.get(e, e), flush=True)
        os._exit(0)
    os.waitpid(pid, 0)
)");
  CHECK(r.status == RunStatus::kOk);
  for (const char* name : {"unshare", "clone-newuser", "clone-newnet", "setns", "io_uring_setup",
                           "ptrace", "process_vm_readv", "keyctl", "add_key", "request_key", "bpf",
                           "perf_event_open", "userfaultfd"}) {
    INFO(name);
    CHECK(r.stdout_text.find(std::string(name) + " EPERM\n") != std::string::npos);
  }
}

TEST_CASE("threads and child processes still work under the seccomp profile",
          "[integration][seccomp]") {
  RunResult py = Run(R"(import os, threading
from concurrent.futures import ThreadPoolExecutor
with ThreadPoolExecutor(4) as pool:
    print(sum(pool.map(lambda x: x * x, range(10))))
pid = os.fork()
if pid == 0:
    os._exit(7)
print(os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]))
)");
  CHECK(py.status == RunStatus::kOk);
  CHECK(py.stdout_text == "285\n7\n");
  RunResult js = Run(
      "const { Worker } = require('worker_threads');\n"
      "new Worker('require(\"worker_threads\").parentPort.postMessage(6 * 7)', { eval: true })\n"
      "  .on('message', (m) => console.log(m));\n",
      Language::kJavaScript);
  CHECK(js.status == RunStatus::kOk);
  CHECK(js.stdout_text == "42\n");
}

// What a program sees of its container, which must be the same on Podman and Docker:
// every writable mount sized and without exec, set-uid or devices; the kernel's
// configuration and type information masked; IPC of its own.
// Each snippet passes the static layer (the test policy blocks nothing); the runtime
// layer must stop it where it happens, and say so as a blocking finding.
TEST_CASE("the runtime layer stops each refused capability the static layer let through",
          "[integration][runtime]") {
  struct Case {
    const char* code;
    Language language;
    const char* rule;
    uint32_t line;
  };
  const Case cases[] = {
      {"import os\nos.system('id')\n", Language::kPython, "runtime.process", 2},
      {"import subprocess\nprint(1)\nsubprocess.run(['id'])\n", Language::kPython,
       "runtime.process", 3},
      {"import os\nif os.fork() == 0:\n    os.execv('/bin/sh', ['sh'])\nos.wait()\n",
       Language::kPython, "runtime.process", 3},
      {"import ctypes\nlibc = ctypes.CDLL('libc.so.6')\n", Language::kPython, "runtime.native", 2},
      {"import ctypes\nctypes.pythonapi.Py_IncRef\n", Language::kPython, "runtime.native", 2},
      {"import socket\ns = socket.socket()\n", Language::kPython, "runtime.network", 2},
      {"import socket\nprint(1)\ns = socket.socket(socket.AF_INET6, socket.SOCK_DGRAM)\n",
       Language::kPython, "runtime.network", 3},
      {"open('/' + 'etc/cordon', 'w')\n", Language::kPython, "runtime.fs-write", 1},
      {"import pathlib\npathlib.Path('/proc/self/mem').open('r+b')\n", Language::kPython,
       "runtime.fs-write", 2},
      {"import os\nos.symlink('/etc', '/tmp/etc')\nopen('/tmp/etc/passwd', 'a')\n",
       Language::kPython, "runtime.fs-write", 3},
      {"import os\nos.remove('/etc/hostname')\n", Language::kPython, "runtime.fs-destroy", 2},
      {"import os\nos.kill(1, 15)\n", Language::kPython, "runtime.signals", 2},
      {"import gc\nobjects = gc.get_objects()\n", Language::kPython, "runtime.introspection", 2},
      // What an object of a Python class refers to is allowed (pandas asks it); a class's
      // own dict (to change str's methods) or a mapping proxy's mapping is not.
      {"import gc\nclass A: pass\ngc.get_referents(A())\ngc.get_referents(str.__dict__)\n",
       Language::kPython, "runtime.introspection", 4},
      {"import gc\ngc.get_referents(iter(str.__dict__))\n", Language::kPython,
       "runtime.introspection", 2},
      {"import gc\nclass M(type): pass\nclass C(metaclass=M): pass\ngc.get_referents(C)\n",
       Language::kPython, "runtime.introspection", 4},
      {"import sys\nsys.settrace(lambda *a: None)\n", Language::kPython, "runtime.introspection",
       2},
      // A red team's ways around the hook (2026-11-25): a metaclass whose __name__ ran
      // code inside the hook when it described an argument, and replacing the defaults
      // of the hook's functions, reached through a PermissionError's traceback.
      {"import os, sys\nclass M(type):\n    @property\n    def __name__(cls):\n"
       "        sys._getframe(1).f_locals['refuse_now'].__defaults__ = (None,) * 4\n"
       "        return 'x'\nclass T(metaclass=M):\n    def __fspath__(self): return 'x'\n"
       "os.execv('/nonexistent', [T()])\n",
       Language::kPython, "runtime.process", 9},
      {"code = compile('import os\\nos.system(\\'id\\')', '/usr/lib/python3/dist-packages/x.py', "
       "'exec')\ntry:\n    exec(code)\nexcept PermissionError as e:\n    tb = e.__traceback__\n"
       "    while tb.tb_next:\n        tb = tb.tb_next\n"
       "    tb.tb_frame.f_locals['_refuse_now'].__defaults__ = (None,) * 4\n",
       Language::kPython, "runtime.introspection", 8},
      // The same traceback's functions hold no closure cells to rebind (setting
      // cell_contents raises no audit event): their helpers are defaults, which are.
      {"code = compile('import os\\nos.system(\\'id\\')', '/usr/lib/python3/dist-packages/x.py', "
       "'exec')\ntry:\n    exec(code)\nexcept PermissionError as e:\n    tb = e.__traceback__\n"
       "    while tb.tb_next:\n        tb = tb.tb_next\n"
       "    for v in list(tb.tb_frame.f_locals.values()):\n"
       "        for cell in getattr(v, '__closure__', None) or ():\n"
       "            cell.cell_contents = lambda *a, **k: False\n"
       "import ctypes\nprint(ctypes.CDLL(None).getpid())\n",
       Language::kPython, "runtime.native", 12},
      // The child's own descriptors: the report pipe and a live session's job pipe.
      {"w = open(3, 'w', closefd=False)\nw.write('=done 0\\n')\n", Language::kPython,
       "runtime.introspection", 1},
      {"const cp = require('child_process');\ncp.execSync('id');\n", Language::kJavaScript,
       "runtime.process", 2},
      {"require('net').connect(80, '10.0.0.1');\n", Language::kJavaScript, "runtime.network", 1},
      {"process.kill(1, 'SIGTERM');\n", Language::kJavaScript, "runtime.signals", 1},
      // Node's permission model refuses a worker (its code would run outside the
      // wrappers, and node warns that one can undo the model): reported as `process`.
      {"const { Worker } = require('worker_threads');\nnew Worker('1', { eval: true });\n",
       Language::kJavaScript, "runtime.process", 2},
      // V8 flags at run time: the first step of a red team's way to native code.
      {"require('v8').setFlagsFromString('--allow-natives-syntax');\n", Language::kJavaScript,
       "runtime.native", 1},
  };
  for (const auto& c : cases) {
    INFO(c.code);
    RunResult r = Run(c.code, c.language, std::nullopt, RuntimeOnly());
    CHECK(r.status == RunStatus::kBlocked);
    CHECK(r.stopped_at_run_time);
    REQUIRE_FALSE(r.findings.empty());
    const Finding& f = r.findings.back().finding;
    CHECK(f.rule_id == c.rule);
    CHECK(f.start.line == c.line);
    CHECK(r.findings.back().action == Action::kBlock);
  }
}

// What the red team of 2026-11-25 got past the hook and the wrappers, which the kernel
// now refuses: writes outside the writable folders by a path the hook cannot see
// (dir_fd: the `open` event does not carry it; /proc/self/mem; from JavaScript, which
// has no file-system wrappers) under Landlock, and signals to the launcher by F_SETOWN
// under the seccomp filter (and rt_sigqueueinfo, which needs native code to call).
TEST_CASE("the kernel holds where the runtime layer's hooks were walked around",
          "[integration][runtime]") {
  RunResult py = Run(R"(import os, fcntl
def attempt(what, f):
    try:
        f()
        print(what, "allowed")
    except OSError as e:
        print(what, e.errno)
run = os.open("/run", os.O_RDONLY | os.O_DIRECTORY)
attempt("dir_fd", lambda: os.open("x", os.O_WRONLY | os.O_CREAT, 0o600, dir_fd=run))
attempt("mem", lambda: os.open("mem", os.O_RDWR, dir_fd=os.open("/proc/self", os.O_RDONLY)))
r, w = os.pipe()
attempt("setown", lambda: fcntl.fcntl(r, fcntl.F_SETOWN, 1))
os.makedirs("/work/sub"); open("/work/ok", "w").write("x")
os.rename("/work/ok", "/work/sub/ok"); os.remove("/work/sub/ok"); os.rmdir("/work/sub")
open("/tmp/ok", "w").write("x"); os.truncate("/tmp/ok", 0); os.remove("/tmp/ok")
print("own folders fine")
)",
                     Language::kPython, std::nullopt, RuntimeOnly());
  CHECK(py.status == RunStatus::kOk);
  CHECK(py.stdout_text == "dir_fd 13\nmem 13\nsetown 1\nown folders fine\n");  // EACCES, EPERM
  RunResult js = Run(R"(const fs = require('fs');
for (const path of ['/run/x', '/proc/self/mem', '/proc/self/comm']) {
  try { fs.writeFileSync(path, 'x'); console.log(path, 'allowed'); }
  catch (e) { console.log(path, e.code); }
}
fs.writeFileSync('/tmp/ok', 'x'); console.log('tmp fine');
)",
                     Language::kJavaScript, std::nullopt, RuntimeOnly());
  CHECK(js.status == RunStatus::kOk);
  // Node's permission model refuses them before the kernel sees them.
  CHECK(js.stdout_text ==
        "/run/x ERR_ACCESS_DENIED\n/proc/self/mem ERR_ACCESS_DENIED\n"
        "/proc/self/comm ERR_ACCESS_DENIED\ntmp fine\n");
}

// Under the audit hook and the wrappers, the kernel: a program that reaches past them
// (an exec with no audit event, node's internal bindings) is refused by the seccomp
// filter cordon installs for the interpreter, whatever the program did to it.
TEST_CASE("the kernel refuses what the runtime layer's hooks cannot see",
          "[integration][runtime]") {
  RunResult spawn = Run(R"(import multiprocessing as mp
p = mp.get_context("spawn").Process(target=print)  # fork_exec: no audit event
p.start()
p.join()
print("exit", p.exitcode)
)",
                        Language::kPython, std::nullopt, RuntimeOnly());
  CHECK(spawn.status == RunStatus::kOk);
  CHECK(spawn.stdout_text == "exit 255\n");  // the exec failed in the child
  // In JavaScript, node's permission model refuses its internal bindings before the
  // kernel is asked (with them, a spawn met EPERM and a connect EACCES).
  RunResult js = Run(R"(for (const name of ['spawn_sync', 'tcp_wrap']) {
  try { process.binding(name); console.log(name, 'allowed'); } catch (e) { console.log(name, e.code); }
}
)",
                     Language::kJavaScript, std::nullopt, RuntimeOnly());
  CHECK(js.status == RunStatus::kOk);
  CHECK(js.stdout_text == "spawn_sync ERR_ACCESS_DENIED\ntcp_wrap ERR_ACCESS_DENIED\n");
}

// What node's permission model holds that the wrappers in child.js cannot: node's
// internals, the in-process inspector, and a worker thread's own process.dlopen (the
// red team of 2026-11-25 loaded native code so), whatever the program does to the
// JavaScript objects; and, where a grant lets workers run, the model holds in them.
TEST_CASE("node's permission model holds inside node", "[integration][runtime]") {
  RunResult js = Run(R"(const attempt = (what, f) => {
  try { f(); console.log(what, 'allowed'); } catch (e) { console.log(what, e.code); }
};
attempt('inspector', () => new (require('inspector').Session)().connect());
attempt('wasi', () => new (require('wasi').WASI)({ version: 'preview1' }));
attempt('write', () => require('fs').writeFileSync('/run/x', 'x'));
attempt('read', () => require('fs').readFileSync('/etc/os-release'));
)",
                     Language::kJavaScript, std::nullopt, RuntimeOnly());
  CHECK(js.status == RunStatus::kOk);
  CHECK(js.stdout_text ==
        "inspector ERR_ACCESS_DENIED\nwasi ERR_ACCESS_DENIED\nwrite ERR_ACCESS_DENIED\n"
        "read allowed\n");
  CHECK(js.stderr_text.find("SecurityWarning") == std::string::npos);
  // `process` granted, `native` not: workers run, and a worker's dlopen is refused.
  Loaded workers = Load(std::string(CORDON_SOURCE_DIR) + "/tests/integration/runtime_only.yaml");
  workers.policy.runtime.grant.push_back("process");
  RunResult w = Run(R"(const { Worker } = require('worker_threads');
new Worker(`try { process.dlopen({ exports: {} }, '/lib/x86_64-linux-gnu/libm.so.6'); }
catch (e) { console.log('dlopen', e.code); }`, { eval: true });
)",
                    Language::kJavaScript, std::nullopt, workers);
  CHECK(w.status == RunStatus::kOk);
  CHECK(w.stdout_text == "dlopen ERR_DLOPEN_DISABLED\n");
  CHECK(w.stderr_text.find("SecurityWarning") == std::string::npos);
}

// With `native` granted, a program can run machine code of its own in node (a red team's
// chain through V8's flags and wasm, tests/integration/redteam/node_execveat.js), and
// node's seccomp filter leaves execveat (node itself is started by it). With `process`
// refused, Landlock lets the child execute nothing but its interpreter.
TEST_CASE("native code in node still cannot start a program", "[integration][runtime]") {
  Loaded native = Load(std::string(CORDON_SOURCE_DIR) + "/tests/integration/runtime_only.yaml");
  native.policy.runtime.grant.push_back("native");
  std::ifstream file(std::string(CORDON_SOURCE_DIR) +
                     "/tests/integration/redteam/node_execveat.js");
  const std::string code((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  REQUIRE_FALSE(code.empty());
  RunResult r = Run(code, Language::kJavaScript, std::nullopt, native);
  CHECK(r.stdout_text.find("- calling it") != std::string::npos);  // the machine code ran
  CHECK(r.stdout_text.find("python3 started") == std::string::npos);
  CHECK(r.exit_code == 13);  // execveat: EACCES, from Landlock
}

// What the runtime layer must leave alone: the libraries' own use of what it watches.
TEST_CASE("the runtime layer leaves ordinary programs alone", "[integration][runtime]") {
  RunResult py = Run(R"(import numpy, pandas, scipy.stats, matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt, multiprocessing as mp, subprocess, tempfile, shutil, os
from concurrent.futures import ProcessPoolExecutor
df = pandas.DataFrame({"x": numpy.arange(5)})
part = df[df.x > 2]
part["y"] = 1  # assigning into a copy: pandas asks gc.get_referents whether to warn
plt.plot(df.x); plt.savefig("plot.png")
with mp.Pool(2) as pool:
    squares = pool.map(abs, [-1, -2])
with ProcessPoolExecutor(2) as ex:
    more = list(ex.map(abs, [-3]))
d = tempfile.mkdtemp(); open(d + "/f", "w").write("x"); shutil.rmtree(d)
os.makedirs("out/sub"); open("out/sub/a.txt", "w").write("a"); os.rename("out/sub/a.txt", "b.txt")
print(df.x.sum(), squares, more, round(scipy.stats.norm.cdf(0), 2), open(os.devnull, "w").write("x"),
      part.y.sum())
)",
                     Language::kPython, std::nullopt, RuntimeOnly());
  CHECK(py.status == RunStatus::kOk);
  CHECK(py.stdout_text == "10 [1, 2] [3] 0.5 1 2\n");
  for (const auto& [finding, action] : py.findings) {
    INFO(finding.rule_id << ": " << finding.message);
    CHECK_FALSE(finding.rule_id.starts_with("runtime."));
  }
  RunResult js = Run(R"(const fs = require('fs');
fs.writeFileSync('out.txt', 'x');
fs.mkdirSync('/tmp/d'); fs.writeFileSync('/tmp/d/f', 'y'); fs.rmSync('/tmp/d', { recursive: true });
import('node:zlib').then((z) =>
  console.log(z.gunzipSync(z.gzipSync('ok')).toString(), fs.readFileSync('out.txt', 'utf8')));
)",
                     Language::kJavaScript, std::nullopt, RuntimeOnly());
  CHECK(js.status == RunStatus::kOk);
  CHECK(js.stdout_text == "ok x\n");
}

TEST_CASE("the container is spelled out the same on both engines", "[integration][seccomp]") {
  RunResult r = Run(R"(import os
for p in ["/proc/config.gz", "/proc/kallsyms", "/sys/kernel/btf/vmlinux"]:
    try:
        print(p, "readable" if open(p, "rb").read(16) else "empty")
    except OSError as e:
        print(p, e.strerror)
print("/sys/module", len(os.listdir("/sys/module")))
for line in sorted(open("/proc/self/mountinfo"), key=lambda line: line.split()[4]):
    fields = line.split()
    if fields[4] in ("/work", "/tmp", "/var/tmp", "/run", "/dev/shm"):
        options = set(fields[5].split(",")) | set(line.split(" - ")[1].split()[2].split(","))
        print(fields[4], sorted(o for o in options if o in ("rw", "ro", "nosuid", "nodev", "noexec")
                                or o.startswith("size=")))
print(os.readlink("/proc/self/ns/ipc") != "ipc:[4026531839]")
# The network is off: no other host's name or address, no name server (Podman's own
# files carry the host's /etc/hosts entries, its address and its resolv.conf).
print([line.split() for line in open("/etc/hosts") if not line.startswith("#")])
print([line for line in open("/etc/resolv.conf") if not line.startswith("#")])
)");
  CHECK(r.status == RunStatus::kOk);
  CHECK(r.stdout_text ==
        "/proc/config.gz empty\n"
        "/proc/kallsyms empty\n"
        "/sys/kernel/btf/vmlinux No such file or directory\n"
        "/sys/module 0\n"
        "/dev/shm ['nodev', 'noexec', 'nosuid', 'rw', 'size=1024k']\n"
        "/run ['nodev', 'noexec', 'nosuid', 'rw', 'size=1024k']\n"
        "/tmp ['nodev', 'noexec', 'nosuid', 'rw', 'size=16384k']\n"
        "/var/tmp ['nodev', 'noexec', 'nosuid', 'rw', 'size=1024k']\n"
        "/work ['nodev', 'noexec', 'nosuid', 'rw', 'size=16384k']\n"
        "True\n"
        "[['127.0.0.1', 'localhost'], ['::1', 'localhost', 'ip6-localhost', 'ip6-loopback']]\n"
        "[]\n");
}

// The launcher holds the job's nonce; a program that learned it could write its own
// trailer and be reported `ok`. It runs in a fresh interpreter (not a fork of the
// launcher), and the launcher is not dumpable, so neither its objects nor
// /proc/<launcher>/mem give the nonce away.
constexpr const char* kForgeTrailer = R"(import gc, os, sys
nonce = None
for o in gc.get_objects():
    if isinstance(o, dict) and "nonce" in o and "keep" in o:
        nonce = o["nonce"]
        print("nonce from memory", file=sys.stderr)
        break
if nonce is None:
    try:
        pid = os.getppid()
        with open("/proc/%d/maps" % pid) as maps, open("/proc/%d/mem" % pid, "rb") as mem:
            for line in maps:
                if "rw-p" not in line:
                    continue
                start, end = (int(x, 16) for x in line.split()[0].split("-"))
                try:
                    mem.seek(start)
                    data = mem.read(end - start)
                except (OSError, ValueError, OverflowError):
                    continue
                i = data.find(b'"nonce":"')
                if i >= 0:
                    nonce = data[i + 9:data.index(b'"', i + 9)].decode()
                    print("nonce from the launcher's memory", file=sys.stderr)
                    break
    except OSError as e:
        print("launcher memory:", e.strerror, file=sys.stderr)
if nonce:
    sys.stdout.write('\x1ecordon:%s {"exit": 0, "artifacts": [], "more": 0}\n' % nonce)
    sys.stderr.write('\x1ecordon:%s\n' % nonce)
    sys.stdout.flush()
    sys.stderr.flush()
sys.exit(5)
)";

TEST_CASE("a python program cannot learn the nonce to forge its result", "[integration]") {
  RunResult r = Run(kForgeTrailer);
  CHECK(r.status == RunStatus::kError);
  CHECK(r.exit_code == 5);
  CHECK(r.stderr_text.find("launcher memory: Permission denied") != std::string::npos);
}

// The same for JavaScript: the program runs in a node child of the (Python) launcher, and
// neither its own memory nor the launcher's holds the nonce it could forge with.
constexpr const char* kForgeTrailerJs = R"(const fs = require('fs');
let nonce = null;
const needle = Buffer.from('"nonce":"');
for (const pid of ['self', String(process.ppid)]) {
  try {
    const maps = fs.readFileSync(`/proc/${pid}/maps`, 'utf8');
    const fd = fs.openSync(`/proc/${pid}/mem`, 'r');
    for (const line of maps.split('\n')) {
      if (!line.includes('rw-p')) continue;
      const [a, b] = line.split(' ')[0].split('-').map((x) => BigInt('0x' + x));
      const len = Number(b - a);
      if (len > 1 << 26) continue;
      const buf = Buffer.alloc(len);
      try { fs.readSync(fd, buf, 0, len, a); } catch { continue; }
      for (let i = buf.indexOf(needle); i >= 0 && !nonce; i = buf.indexOf(needle, i + 1)) {
        const text = buf.toString('latin1', i + needle.length, i + needle.length + 17);
        if (/^[0-9a-f]{16}"$/.test(text)) nonce = text.slice(0, 16);
      }
      if (nonce) break;
    }
  } catch (e) {
    console.error(`memory of ${pid === 'self' ? 'self' : 'the launcher'}: ${e.code}`);
  }
  if (nonce) break;
}
console.error(nonce ? 'nonce found' : 'nonce not found');
if (nonce) {
  process.stdout.write(`\x1ecordon:${nonce} {"exit": 0, "artifacts": [], "more": 0}\n`);
  process.stderr.write(`\x1ecordon:${nonce}\n`);
}
process.exitCode = 5;
)";

TEST_CASE("a javascript program cannot learn the nonce to forge its result", "[integration]") {
  RunResult r = Run(kForgeTrailerJs, Language::kJavaScript);
  CHECK(r.status == RunStatus::kError);
  CHECK(r.exit_code == 5);
  CHECK(r.stderr_text.find("memory of the launcher: EACCES") != std::string::npos);
  CHECK(r.stderr_text.find("nonce not found") != std::string::npos);
}

TEST_CASE("a fork bomb hits the pids limit", "[integration]") {
  RunResult r = Run("import os\nwhile True:\n    os.fork()");
  CHECK(r.status == RunStatus::kError);
  CHECK(r.stderr_text.find("BlockingIOError") != std::string::npos);
}

TEST_CASE("a 4 GiB allocation is killed for memory", "[integration]") {
  RunResult r = Run("x = bytearray(4 << 30)\nprint(len(x))");
  CHECK(r.status == RunStatus::kOom);
  CHECK(r.stdout_text.empty());
}

TEST_CASE("an infinite loop is killed at the wall-time limit", "[integration]") {
  RunResult py = Run("while True: pass", Language::kPython, 2);
  CHECK(py.status == RunStatus::kTimeout);
  CHECK(py.duration_seconds >= 2.0);
  CHECK(py.duration_seconds < 15.0);
  RunResult js = Run("for (;;) {}", Language::kJavaScript, 2);
  CHECK(js.status == RunStatus::kTimeout);
}

TEST_CASE("100 MiB of output stops at the cap", "[integration]") {
  RunResult r =
      Run("import sys\nchunk = 'x' * 65536\nfor _ in range(1600): sys.stdout.write(chunk)");
  CHECK(r.status == RunStatus::kOutputLimit);
  CHECK(r.stdout_truncated);
  CHECK(r.stdout_text.size() == static_cast<size_t>(Unrestricted().policy.limits.output_bytes));
}

TEST_CASE("filling /tmp fails inside the sandbox only", "[integration]") {
  RunResult r = Run("f = open('/tmp/fill', 'wb')\nwhile True: f.write(b'x' * 1048576)");
  CHECK(r.status == RunStatus::kError);
  bool full = r.stderr_text.find("File too large") != std::string::npos ||
              r.stderr_text.find("No space left") != std::string::npos;
  CHECK(full);
}

TEST_CASE("the network is off", "[integration]") {
  RunResult r = Run("import socket\nsocket.create_connection(('1.1.1.1', 80), timeout=3)");
  CHECK(r.status == RunStatus::kError);
  CHECK(r.stderr_text.find("Network is unreachable") != std::string::npos);
}

TEST_CASE("the root filesystem is read-only and host files are not there", "[integration]") {
  RunResult etc = Run("open('/etc/evil', 'w').write('x')");
  CHECK(etc.status == RunStatus::kError);
  CHECK(etc.stderr_text.find("Read-only file system") != std::string::npos);

  std::string marker = "/tmp/cordon-host-marker-" + std::to_string(getpid());
  std::ofstream(marker) << "host secret";
  RunResult host = Run("print(open('" + marker + "').read())");
  std::remove(marker.c_str());
  CHECK(host.status == RunStatus::kError);
  CHECK(host.stderr_text.find("FileNotFoundError") != std::string::npos);
}

// gVisor as an isolation level (docs/isolation.md): the same launcher, runtime layer and
// limits, on a kernel of gVisor's own. Podman: cordon's own service with runsc; Docker:
// the daemon's runsc runtime (.ci/setup registers it).
TEST_CASE("gVisor isolation runs the sandbox on a kernel of its own", "[integration][gvisor]") {
  static EngineConnection gvisor = [] {
    Engine();  // sets DOCKER_HOST to the test daemon
    return ConnectEngine(CORDON_TEST_ENGINE, [](const char* n) { return std::getenv(n); },
                         {Isolation::kGvisor, false});
  }();
  REQUIRE(gvisor.isolation == Isolation::kGvisor);
  SteadyClock clock;
  Runner runner(
      *gvisor.engine,
      {kImage, kImage, gvisor.runtime, "integration", Seccomp(), gvisor.isolation, kOfflineEtc},
      clock);
  auto run = [&](const std::string& code, Language language, const Loaded& loaded = RuntimeOnly()) {
    Analyzer analyzer(loaded.rules);
    RunRequest request;
    request.language = language;
    request.code = code;
    RunResult r = testing::GatedRun(runner, analyzer, loaded.policy, request);
    INFO("status " << RunStatusName(r.status) << ", error " << r.error << "\nstdout: "
                   << r.stdout_text << "\nstderr: " << r.stderr_text.substr(0, 800));
    CHECK(r.isolation == Isolation::kGvisor);
    CHECK(OurContainers() == 0);
    return r;
  };
  RunResult py = run("import os, numpy\nprint(os.uname().release, numpy.arange(4).sum())\n",
                     Language::kPython);
  CHECK(py.status == RunStatus::kOk);
  CHECK(py.stdout_text == "4.4.0 6\n");  // gVisor's kernel, not the host's
  RunResult js = run("console.log(require('os').release())", Language::kJavaScript);
  CHECK(js.stdout_text == "4.4.0\n");
  // No Landlock under gVisor: node's permission model confines JavaScript's writes.
  RunResult write =
      run(R"(try { require('fs').writeFileSync('/run/x', 'x'); console.log('written'); }
catch (e) { console.log(e.code); })",
          Language::kJavaScript);
  CHECK(write.stdout_text == "ERR_ACCESS_DENIED\n");
  // The runtime layer holds inside gVisor too.
  RunResult refused = run("import os\nos.system('id')\n", Language::kPython);
  CHECK(refused.status == RunStatus::kBlocked);
  CHECK(refused.stopped_at_run_time);
  RunResult net =
      run("import urllib.request\nurllib.request.urlopen('http://10.0.0.1', timeout=2)\n",
          Language::kPython);
  CHECK(net.status == RunStatus::kBlocked);
  // cordon's seccomp profile applies inside gVisor too (runsc ignores a container's
  // profile unless started with --oci-seccomp): with neither the analyzer nor the runtime
  // layer in the way, a new user namespace is still refused (EPERM), as under runc.
  RunResult userns =
      run("import ctypes\nlibc = ctypes.CDLL(None, use_errno=True)\n"
          "print(libc.syscall(272, 0x10000000), ctypes.get_errno())\n",  // unshare(CLONE_NEWUSER)
          Language::kPython, Unrestricted());
  CHECK(userns.stdout_text == "-1 1\n");
}

TEST_CASE("the default policy blocks before any container exists", "[integration]") {
  static const Loaded strict = Load("default");
  RunResult r = Run("__import__('os').system('id')", Language::kPython, std::nullopt, strict);
  CHECK(r.status == RunStatus::kBlocked);
  CHECK(r.stdout_text.empty());
}

TEST_CASE("eight runs at once all complete", "[integration]") {
  REQUIRE(Engine().engine->ImageExists(kImage));
  std::vector<std::future<RunResult>> runs;
  for (int i = 0; i < 8; ++i) {
    runs.push_back(std::async(std::launch::async, [i] {
      Analyzer analyzer(Unrestricted().rules);
      SteadyClock clock;
      Runner runner(*Engine().engine, Config(), clock);
      RunRequest request;
      request.language = i % 2 ? Language::kJavaScript : Language::kPython;
      request.code = i % 2 ? "console.log(" + std::to_string(i) + " * 2)"
                           : "print(" + std::to_string(i) + " * 2)";
      request.limits.wall_seconds = 60;
      return testing::GatedRun(runner, analyzer, Unrestricted().policy, request);
    }));
  }
  for (int i = 0; i < 8; ++i) {
    RunResult r = runs[i].get();
    INFO("run " << i << ": " << RunStatusName(r.status) << " " << r.error << r.stderr_text);
    CHECK(r.status == RunStatus::kOk);
    CHECK(r.stdout_text == std::to_string(i * 2) + "\n");
  }
  CHECK(OurContainers() == 0);
}

TEST_CASE("a killed cordon leaves containers that the next start removes", "[integration]") {
  REQUIRE(Engine().engine->ImageExists(kImage));
  pid_t child = StartCordonRun("import time\ntime.sleep(120)\n", "120");
  auto theirs = [&] {
    size_t n = 0;
    for (const auto& c : Engine().engine->ListByLabel(kPidLabel, std::to_string(child)))
      n += !c.id.empty();
    return n;
  };
  for (int i = 0; i < 300 && theirs() == 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  REQUIRE(theirs() == 1);
  // What the sweep reads of it (orphan_sweep.h: EngineIsRemoving): running (once the
  // rules loaded and its code passed), and when made.
  ContainerSummary summary;
  for (int i = 0; i < 300 && summary.state != "running"; ++i) {
    summary = Engine().engine->ListByLabel(kPidLabel, std::to_string(child)).at(0);
    if (summary.state != "running") std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  CHECK(summary.state == "running");
  const auto made = std::chrono::system_clock::time_point(std::chrono::seconds(summary.created));
  CHECK(std::chrono::system_clock::now() - made < std::chrono::minutes(1));
  CHECK(std::chrono::system_clock::now() - made > std::chrono::seconds(-5));
  kill(child, SIGKILL);
  waitpid(child, nullptr, 0);
  CHECK(theirs() == 1);  // left behind
  RemoveOrphans(*Engine().engine, IsLiveCordonProcess, std::chrono::system_clock::now());
  CHECK(theirs() == 0);
}

// The launcher keeps the job's deadline itself (runner/launcher.h): with cordon
// SIGKILLed mid-run, nobody else would stop a busy loop.
TEST_CASE("a killed cordon's run stops at its own deadline", "[integration]") {
  REQUIRE(Engine().engine->ImageExists(kImage));
  const bool javascript = GENERATE(false, true);
  pid_t child = javascript ? StartCordonRun("for (;;) {}\n", "2", false, "javascript")
                           : StartCordonRun("while True:\n    pass\n", "2");
  auto theirs = [&] { return Engine().engine->ListByLabel(kPidLabel, std::to_string(child)); };
  for (int i = 0; i < 300 && theirs().empty(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  REQUIRE(theirs().size() == 1);
  const std::string id = theirs()[0].id;
  std::this_thread::sleep_for(std::chrono::milliseconds(1'000));  // the job is running
  kill(child, SIGKILL);
  waitpid(child, nullptr, 0);
  // 2 s of wall time and the launcher's 5 s of grace, counted from the job; 15 s at most.
  bool running = true;
  auto start = std::chrono::steady_clock::now();
  while (running && std::chrono::steady_clock::now() - start < std::chrono::seconds(15)) {
    try {
      running = Engine().engine->Inspect(id).running;
    } catch (const EngineError&) {
      running = false;  // Docker removed it as it ended (RunnerConfig::engine_removes)
    }
    if (running) std::this_thread::sleep_for(std::chrono::milliseconds(250));
  }
  CHECK_FALSE(running);
  RemoveOrphans(*Engine().engine, IsLiveCordonProcess, std::chrono::system_clock::now());
  // The sweep leaves one the engine is removing to it (orphan_sweep.h: EngineIsRemoving).
  bool gone = theirs().empty();
  for (int i = 0; i < 100 && !gone; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    gone = theirs().empty();
  }
  CHECK(gone);
}

// The podman service a cordon process starts for itself (when no engine socket answers,
// and for `cordon run` when the shared service is turned off) goes with that process,
// however it ends, and so does its socket folder.
TEST_CASE("a killed cordon's own podman service stops and its folder goes", "[integration]") {
  if (Engine().engine->Name() != "podman") {
    SUCCEED("only Podman is started by cordon");
    return;
  }
  auto folders = [] {
    std::set<std::string> out;
    for (const auto& entry : std::filesystem::directory_iterator("/tmp")) {
      if (entry.path().filename().string().starts_with("cordon-podman-"))
        out.insert(entry.path().string());
    }
    return out;
  };
  const std::set<std::string> before = folders();
  pid_t child = StartCordonRun("import time\ntime.sleep(60)\n", "60", /*own_engine=*/true, "python",
                               {"CORDON_PODMAN_IDLE_SECONDS=0"});
  // Wait for its container (the service is up and in use), then kill it.
  for (int i = 0; i < 300 && Engine().engine->ListByLabel(kPidLabel, std::to_string(child)).empty();
       ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  std::string folder;
  for (int i = 0; i < 200 && folder.empty(); ++i) {
    for (const auto& f : folders()) {
      if (!before.contains(f) && std::filesystem::exists(f + "/podman.sock")) folder = f;
    }
    if (folder.empty()) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  kill(child, SIGKILL);
  waitpid(child, nullptr, 0);
  REQUIRE_FALSE(folder.empty());
  bool gone = false;
  for (int i = 0; i < 100 && !gone; ++i) {
    gone = !std::filesystem::exists(folder);
    if (!gone) std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  CHECK(gone);
  // No process is left serving that socket.
  bool serving = false;
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    std::ifstream cmdline(entry.path() / "cmdline");
    std::string text((std::istreambuf_iterator<char>(cmdline)), std::istreambuf_iterator<char>());
    if (text.find("system") != std::string::npos && text.find(folder) != std::string::npos)
      serving = true;
  }
  CHECK_FALSE(serving);
  RemoveOrphans(*Engine().engine, IsLiveCordonProcess, std::chrono::system_clock::now());
}

// The processes serving a podman socket in `folder`.
std::set<pid_t> ServingFrom(const std::string& folder) {
  std::set<pid_t> pids;
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    std::ifstream cmdline(entry.path() / "cmdline");
    std::string text((std::istreambuf_iterator<char>(cmdline)), std::istreambuf_iterator<char>());
    if (text.find("system") != std::string::npos && text.find(folder) != std::string::npos)
      pids.insert(std::atoi(entry.path().filename().c_str()));
  }
  return pids;
}

// One-shot runs with no engine socket share one podman service, which outlives each run
// (starting one per run cost more than the run) and exits by itself once idle.
TEST_CASE("one-shot runs share cordon's podman service, and it exits when idle", "[integration]") {
  if (Engine().engine->Name() != "podman") {
    SUCCEED("only Podman is started by cordon");
    return;
  }
  char pattern[] = "/tmp/cordon-shared-XXXXXX";
  REQUIRE(mkdtemp(pattern) != nullptr);
  const std::string folder = pattern;
  const std::vector<std::string> environment = {"CORDON_PODMAN_DIR=" + folder,
                                                "CORDON_PODMAN_IDLE_SECONDS=3"};
  auto run = [&] {
    pid_t child = StartCordonRun("print(1)\n", "20", /*own_engine=*/true, "python", environment);
    int status = 0;
    waitpid(child, &status, 0);
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
  };
  run();
  const std::set<pid_t> first = ServingFrom(folder);
  CHECK(first.size() == 1);  // it outlived the run
  run();
  CHECK(ServingFrom(folder) == first);  // and served the next one
  bool idle_exit = false;
  for (int i = 0; i < 150 && !idle_exit; ++i) {  // 3 s idle, then it stops; 15 s at most
    idle_exit = ServingFrom(folder).empty();
    if (!idle_exit) std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  CHECK(idle_exit);
  std::filesystem::remove_all(folder);
  RemoveOrphans(*Engine().engine, IsLiveCordonProcess, std::chrono::system_clock::now());
}

TEST_CASE("a one-off cordon run's container is gone after it: on Docker the engine removes it",
          "[integration]") {
  REQUIRE(Engine().engine->ImageExists(kImage));
  std::string file = (std::filesystem::temp_directory_path() / "cordon-gone.py").string();
  std::ofstream(file) << "print(6 * 7)\n";
  auto left = [] {  // containers of `cordon run` processes
    size_t n = 0;
    for (const auto& c : Engine().engine->ListByLabel(kManagedLabel, "true")) {
      auto instance = c.labels.find(kInstanceLabel);
      n += instance != c.labels.end() && instance->second.starts_with("cordon-run-");
    }
    return n;
  };
  // One being removed from an earlier test is not this one's.
  for (int i = 0; i < 100 && left() > 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  REQUIRE(left() == 0);
  auto [status, output] = CordonRun(file);
  INFO(output);
  CHECK(status == 0);
  CHECK(output == "42\n");
  // Docker may still be finishing the removal when cordon has exited; Podman's is done.
  bool gone = left() == 0;
  for (int i = 0; i < 100 && !gone; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    gone = left() == 0;
  }
  CHECK(gone);
  // A timed-out run's container is removed by cordon, on either engine.
  std::ofstream(file) << "while True:\n    pass\n";
  auto [slow_status, slow_output] = CordonRun("--timeout 1 " + file);
  INFO(slow_output);
  CHECK(slow_status == 124);
  gone = left() == 0;
  for (int i = 0; i < 100 && !gone; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    gone = left() == 0;
  }
  CHECK(gone);
}

TEST_CASE("a container the engine removes as it ends still says how it ended", "[integration]") {
  if (Engine().engine->Name() != "docker") {
    SUCCEED("only Docker is left to remove cordon's containers (sandbox_core.cc)");
    return;
  }
  REQUIRE(Engine().engine->ImageExists(kImage));
  ContainerSpec spec;
  spec.image = kImage;
  spec.command = {"python3", "-c", "raise SystemExit(7)"};
  spec.open_stdin = false;
  spec.auto_remove = true;
  spec.labels = {{kManagedLabel, "true"}, {kInstanceLabel, "integration"}};
  const std::string id = Engine().engine->Create(spec);
  Engine().engine->Start(id);
  std::optional<ContainerState> state =
      Engine().engine->Wait(id, std::chrono::milliseconds(20'000));
  REQUIRE(state);
  CHECK_FALSE(state->running);
  CHECK(state->exit_code == 7);  // from its inspection, or the wait's own word once gone
  // Then it is gone, which the engine says as that and not as any other failure.
  bool gone = false;
  for (int i = 0; i < 100 && !gone; ++i) {
    try {
      Engine().engine->Inspect(id);
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    } catch (const NoSuchContainer&) {
      gone = true;
    }
  }
  CHECK(gone);
}

TEST_CASE("cordon run prints the findings a policy lets through with the result", "[integration]") {
  // It used to build the report of warn-level findings and drop it unless one blocked.
  REQUIRE(Engine().engine->ImageExists(kImage));
  std::string file = (std::filesystem::temp_directory_path() / "cordon-warn.py").string();
  std::ofstream(file) << "import os\nprint(os.environ.get('HOME'))\n";
  auto [status, output] = CordonRun(file);
  INFO(output);
  CHECK(status == 0);
  CHECK(output.find("/tmp\n") != std::string::npos);  // the program's HOME in the sandbox
  CHECK(output.find("[py.secrets.environment] (warning only)") != std::string::npos);
  CHECK(output.find("0 blocking under policy 'default'") != std::string::npos);
}

TEST_CASE("a warm pool serves runs and removes its spares", "[integration]") {
  REQUIRE(Engine().engine->ImageExists(kImage));
  Analyzer analyzer(Unrestricted().rules);
  SteadyClock clock;
  const Policy& policy = Unrestricted().policy;
  Runner runner(*Engine().engine, Config(), clock);
  {
    WarmPool pool(
        *Engine().engine, [&](Language l) { return runner.SpecFor(l, RunLimitsFor(policy, {})); },
        1);
    runner.UsePool(&pool, RunLimitsFor(policy, {}));
    for (int i = 0;
         i < 600 && (pool.Ready(Language::kPython) == 0 || pool.Ready(Language::kJavaScript) == 0);
         ++i) {
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    INFO("pool error: " << pool.last_error());
    REQUIRE(pool.Ready(Language::kPython) == 1);
    REQUIRE(pool.Ready(Language::kJavaScript) == 1);
    for (int i = 0; i < 3; ++i) {
      RunRequest request;
      request.code = "print(" + std::to_string(i) + ")";
      RunResult r = testing::GatedRun(runner, analyzer, policy, request);
      CHECK(r.status == RunStatus::kOk);
      CHECK(r.stdout_text == std::to_string(i) + "\n");
    }
    RunRequest js;
    js.language = Language::kJavaScript;
    js.code = "console.log('warm')";
    RunResult r = testing::GatedRun(runner, analyzer, policy, js);
    CHECK(r.status == RunStatus::kOk);
    CHECK(r.stdout_text == "warm\n");
  }
  CHECK(OurContainers() == 0);
}

TEST_CASE("input files go in, and plots and files the run makes come back", "[integration]") {
  RunRequest request;
  request.code = R"(import pandas as pd
import matplotlib.pyplot as plt
df = pd.read_csv("data/in.csv")
plt.plot(df["x"], df["y"])
plt.show()
plt.plot(df["y"]); plt.savefig("chart.svg")
open("summary.txt", "w").write("rows=%d\n" % len(df))
open("blob.bin", "wb").write(bytes(range(256)))
print(df["y"].sum())
)";
  request.files = {{"data/in.csv", "x,y\n1,2\n2,5\n"}};
  request.limits.wall_seconds = 60;
  RunResult r = Describe(Run(request));
  CHECK(r.status == RunStatus::kOk);
  CHECK(r.stdout_text == "7\n");
  CHECK(Find(r, "data/in.csv") == nullptr);  // inputs come back only when changed
  CHECK(Find(r, "main.py") == nullptr);
  const Artifact* png = Find(r, "figure_1.png");  // plt.show() saves the open figures
  REQUIRE(png != nullptr);
  CHECK(png->mime_type == "image/png");
  CHECK(png->content.size() > 1000);
  CHECK(png->size == static_cast<int64_t>(png->content.size()));
  const Artifact* svg = Find(r, "chart.svg");
  REQUIRE(svg != nullptr);
  CHECK(svg->mime_type == "image/svg+xml");
  const Artifact* text = Find(r, "summary.txt");
  REQUIRE(text != nullptr);
  CHECK(text->content == "rows=2\n");
  CHECK(text->mime_type == "text/plain");
  const Artifact* blob = Find(r, "blob.bin");
  REQUIRE(blob != nullptr);
  CHECK(blob->mime_type == "application/octet-stream");
  CHECK(blob->content.size() == 256);

  RunRequest js;
  js.language = Language::kJavaScript;
  js.code =
      "const fs = require('fs');\nfs.writeFileSync('out.json', fs.readFileSync('in.txt', "
      "'utf8').trim() + '!');";
  js.files = {{"in.txt", "hello\n"}};
  RunResult j = Describe(Run(js));
  CHECK(j.status == RunStatus::kOk);
  REQUIRE(j.artifacts.size() == 1);
  CHECK(j.artifacts[0].path == "out.json");
  CHECK(j.artifacts[0].content == "hello!");
}

TEST_CASE("artifacts over the caps are listed without their bytes", "[integration]") {
  Loaded loaded = Load(std::string(CORDON_SOURCE_DIR) + "/tests/integration/unrestricted.yaml");
  loaded.policy.limits.artifact_file_bytes = 1000;
  loaded.policy.limits.artifact_total_bytes = 1500;
  loaded.policy.limits.artifact_files = 3;
  RunRequest request;
  request.code =
      "for i in range(5):\n    open('f%d.txt' % i, 'w').write('x' * (800 if i < 4 else 5000))";
  RunResult r = Describe(Run(request, loaded));
  CHECK(r.status == RunStatus::kOk);
  REQUIRE(r.artifacts.size() == 3);
  CHECK(r.artifacts[0].omitted.empty());
  CHECK(r.artifacts[1].omitted == "total_cap");
  CHECK(r.artifacts[1].content.empty());
  CHECK(r.artifacts_not_listed == 2);
}

namespace {

// A runner with sessions (removal through a reaper) under the unrestricted policy, or
// another.
struct SessionRig {
  explicit SessionRig(const Loaded& policy = Unrestricted()) : loaded(policy) {
    runner.UseReaper(&reaper);
    runner.UseSessions(&sessions);
  }
  const Loaded& loaded;
  Analyzer analyzer{loaded.rules};
  SteadyClock clock;
  Runner runner{*Engine().engine, Config(), clock};
  ContainerReaper reaper{*Engine().engine};
  SessionStore sessions{*Engine().engine, clock, {}, &reaper};
  RunResult Run(const std::string& session, Language language, const std::string& code,
                std::optional<double> timeout = std::nullopt, bool reset = false) {
    RunRequest request;
    request.language = language;
    request.code = code;
    request.session_id = session;
    request.reset = reset;
    request.limits.wall_seconds = timeout;
    return Describe(testing::GatedRun(runner, analyzer, loaded.policy, request));
  }
};

}  // namespace

TEST_CASE("a session keeps its files across runs until it is closed", "[integration]") {
  REQUIRE(Engine().engine->ImageExists(kImage));
  SessionRig rig;
  SessionStore& sessions = rig.sessions;
  ContainerReaper& reaper = rig.reaper;
  auto run = [&](const std::string& session, Language language, const std::string& code,
                 std::optional<double> timeout = std::nullopt) {
    return rig.Run(session, language, code, timeout);
  };
  RunResult first = run("s1", Language::kPython, "open('notes.txt', 'w').write('kept')\nx = 1");
  CHECK(first.status == RunStatus::kOk);
  CHECK(first.artifacts.size() == 1);
  RunResult second =
      run("s1", Language::kPython, "print(open('notes.txt').read())\nprint('x' in globals())");
  CHECK(second.status == RunStatus::kOk);
  CHECK(second.stdout_text == "kept\nTrue\n");  // files persist, and the interpreter's state
  CHECK(second.session_state == SessionState::kKept);
  CHECK(second.artifacts.empty());
  RunResult forged = run("s1", Language::kPython, kForgeTrailer);
  CHECK(forged.exit_code == 5);
  RunResult failing = run("s1", Language::kPython, "raise SystemExit(4)");
  CHECK(failing.status == RunStatus::kError);
  CHECK(failing.exit_code == 4);
  CHECK_FALSE(failing.session_ended);
  CHECK_FALSE(failing.interpreter_ended);  // SystemExit ends the program, not the interpreter
  CHECK(OurContainers() == 1);

  RunResult js1 = run("j1", Language::kJavaScript, "require('fs').writeFileSync('a.txt', '42')");
  RunResult js2 =
      run("j1", Language::kJavaScript, "console.log(require('fs').readFileSync('a.txt', 'utf8'))");
  CHECK(js1.status == RunStatus::kOk);
  CHECK(js2.stdout_text == "42\n");
  CHECK(OurContainers() == 2);

  // A run killed at its wall time takes its session with it.
  RunResult looping = run("j1", Language::kJavaScript, "for (;;) {}", 2);
  CHECK(looping.status == RunStatus::kTimeout);
  CHECK(looping.session_ended);
  CHECK(sessions.Close("s1"));
  CHECK_FALSE(sessions.Close("s1"));
  reaper.Drain();
  CHECK(OurContainers() == 0);
}

TEST_CASE("a live session keeps the interpreter: variables, imports, functions, bindings",
          "[integration][live]") {
  REQUIRE(Engine().engine->ImageExists(kImage));
  SessionRig rig;
  SessionStore& sessions = rig.sessions;
  ContainerReaper& reaper = rig.reaper;
  auto run = [&](const std::string& session, Language language, const std::string& code,
                 bool reset = false, std::optional<double> timeout = std::nullopt) {
    return rig.Run(session, language, code, timeout, reset);
  };
  SECTION("Python: a notebook's three calls, a timeout, an out-of-memory, a reset") {
    RunResult load = run("py", Language::kPython,
                         "import json\nrows = [1, 2, 3]\ndef total(xs):\n    return sum(xs)\n"
                         "print('loaded')");
    CHECK(load.status == RunStatus::kOk);
    CHECK(load.session_state == SessionState::kNew);
    RunResult look = run("py", Language::kPython,
                         "rows.append(4)\nprint(total(rows), json.dumps(rows))\n"
                         "open('out.txt', 'w').write('x')");
    CHECK(look.status == RunStatus::kOk);
    CHECK(look.stdout_text == "10 [1, 2, 3, 4]\n");
    CHECK(look.session_state == SessionState::kKept);
    CHECK(look.artifacts.size() == 1);  // each call reports its own files
    RunResult failing = run("py", Language::kPython, "x = 1\n1/0");
    CHECK(failing.status == RunStatus::kError);
    CHECK(failing.stderr_text.find("ZeroDivisionError") != std::string::npos);
    CHECK_FALSE(failing.interpreter_ended);  // an exception is the program's, not the end
    RunResult after = run("py", Language::kPython, "print(x, len(rows))");
    CHECK(after.stdout_text == "1 4\n");
    CHECK(after.artifacts.empty());

    // Killed at its wall time: the session goes, and the next call says what was lost.
    RunResult looping = run("py", Language::kPython, "while True: pass", false, 2.0);
    CHECK(looping.status == RunStatus::kTimeout);
    CHECK(looping.session_ended);
    CHECK(looping.interpreter_ended);
    RunResult again = run("py", Language::kPython, "print('rows' in globals())");
    CHECK(again.stdout_text == "False\n");
    CHECK(again.session_state == SessionState::kLost);
    CHECK(again.session_lost.find("timed out") != std::string::npos);

    // Out of memory: the interpreter dies, the container (and its files) stay.
    run("py", Language::kPython, "kept = 'yes'\nopen('f.txt', 'w').write('still here')");
    RunResult oom = run("py", Language::kPython,
                        "chunks = []\nwhile True:\n    chunks.append(bytearray(16 << 20))");
    CHECK(oom.status == RunStatus::kOom);
    CHECK(oom.interpreter_ended);
    CHECK_FALSE(oom.session_ended);
    RunResult fresh =
        run("py", Language::kPython, "print('kept' in globals(), open('f.txt').read())");
    CHECK(fresh.stdout_text == "False still here\n");
    CHECK(fresh.session_state == SessionState::kLost);
    CHECK(fresh.session_lost.find("out of memory") != std::string::npos);

    RunResult reset = run("py", Language::kPython,
                          "import os\nprint('kept' in globals(), os.path.exists('f.txt'))", true);
    CHECK(reset.stdout_text == "False False\n");
    CHECK(reset.session_state == SessionState::kReset);
    CHECK(sessions.Close("py"));
  }
  SECTION("JavaScript: top-level bindings and require'd modules live on") {
    RunResult first = run("js", Language::kJavaScript,
                          "const fs = require('fs');\nlet count = 1;\nclass Counter { up() { "
                          "return ++count; } }\nfunction twice(x) { return 2 * x; }\n"
                          "var seen = ['a'];\nsetTimeout(() => { seen.push('timer'); }, 50);");
    CHECK(first.status == RunStatus::kOk);
    RunResult second = run("js", Language::kJavaScript,
                           "console.log(new Counter().up(), twice(count), seen.join(','), "
                           "typeof fs.readFileSync);");
    CHECK(second.status == RunStatus::kOk);
    CHECK(second.stdout_text == "2 4 a,timer function\n");
    CHECK(second.session_state == SessionState::kKept);
    RunResult thrown =
        run("js", Language::kJavaScript, "setTimeout(() => { throw new Error('late'); }, 10);");
    CHECK(thrown.status == RunStatus::kError);
    CHECK(thrown.stderr_text.find("late") != std::string::npos);
    CHECK_FALSE(thrown.interpreter_ended);
    RunResult third = run("js", Language::kJavaScript, "console.log(count);");
    CHECK(third.stdout_text == "2\n");
    // Another session sees none of it.
    RunResult other =
        run("js2", Language::kJavaScript, "console.log(typeof count, typeof Counter);");
    CHECK(other.stdout_text == "undefined undefined\n");
    CHECK(other.session_state == SessionState::kNew);
    RunResult exiting = run("js", Language::kJavaScript, "process.exit(3);");
    CHECK(exiting.exit_code == 3);
    CHECK(exiting.interpreter_ended);
    RunResult after = run("js", Language::kJavaScript, "console.log(typeof count);");
    CHECK(after.stdout_text == "undefined\n");
    CHECK(after.session_state == SessionState::kLost);
    CHECK(sessions.Close("js"));
    CHECK(sessions.Close("js2"));
  }
  reaper.Drain();
  CHECK(OurContainers() == 0);
}

TEST_CASE("a live session under the runtime layer: its pipes, pools, forks",
          "[integration][live]") {
  REQUIRE(Engine().engine->ImageExists(kImage));
  SessionRig rig(RuntimeOnly());
  auto run = [&](const std::string& code) { return rig.Run("rt", Language::kPython, code, 20.0); };
  REQUIRE(run("x = 1").status == RunStatus::kOk);
  // An idle pool's workers are threads that never end: the call ends anyway.
  RunResult pooled =
      run("from concurrent.futures import ThreadPoolExecutor\npool = ThreadPoolExecutor(2)\n"
          "print(pool.submit(lambda: 6 * 7).result())");
  CHECK(pooled.status == RunStatus::kOk);
  CHECK(pooled.stdout_text == "42\n");
  CHECK(run("print(pool.submit(lambda: x + 1).result())").stdout_text == "2\n");
  // The interpreter's report pipe is not the program's: writing a done line of its own
  // ends the interpreter, not the call alone.
  RunResult forged = run("w = open(3, 'w', closefd=False)\nw.write('=done 0\\n')");
  CHECK(forged.status == RunStatus::kBlocked);
  CHECK(forged.interpreter_ended);
  CHECK_FALSE(forged.session_ended);
  RunResult after = run("print('x' in globals())");
  CHECK(after.stdout_text == "False\n");
  CHECK(after.session_state == SessionState::kLost);
  CHECK(after.session_lost.find("runtime policy") != std::string::npos);
  // The interpreter ends while a process it forked holds its pipe: the call says so at
  // once, not at its wall time.
  RunResult forking = run("import os, time\nif os.fork() == 0:\n    time.sleep(60)\nos._exit(3)");
  CHECK(forking.status == RunStatus::kError);
  CHECK(forking.exit_code == 3);
  CHECK(forking.duration_seconds < 10);
  CHECK(forking.interpreter_ended);
  CHECK(run("print('next')").stdout_text == "next\n");
  CHECK(rig.sessions.Close("rt"));
  rig.reaper.Drain();
  CHECK(OurContainers() == 0);
}

TEST_CASE("project folders: read-only data in, results out, nothing else", "[integration]") {
  REQUIRE(Engine().engine->ImageExists(kImage));
  testing::ScratchFolder scratch("cordon-project");
  namespace fs = std::filesystem;
  fs::create_directories(scratch.path + "/data");
  fs::create_directories(scratch.path + "/out");
  std::ofstream(scratch.path + "/data/sales.csv") << "region,amount\nnorth,3\nsouth,4\n";
  fs::permissions(scratch.path, fs::perms::owner_all | fs::perms::group_read |
                                    fs::perms::group_exec | fs::perms::others_read |
                                    fs::perms::others_exec);
  // The sandbox user writes results; the host user reads them afterwards.
  REQUIRE(chown((scratch.path + "/out").c_str(), 65534, 65534) == 0);
  MountHost host = MountHostFromSystem([](const char* n) { return std::getenv(n); });
  host.cwd = scratch.path;
  RunnerConfig config = Config();
  config.mounts = ResolveMounts({ParseMountFlag("data:/work/data"), ParseMountFlag("out:out:rw")},
                                host, /*writable_allowed=*/true);

  RunRequest request;
  request.code = R"(import csv, errno
rows = list(csv.DictReader(open("data/sales.csv")))
total = sum(int(r["amount"]) for r in rows)
print(total)
open("out/total.txt", "w").write(str(total))
try:
    open("data/tampered.csv", "w")
    print("data writable")
except OSError as e:
    print(errno.errorcode[e.errno])
open("made-here.txt", "w").write("an artifact")
import shutil, subprocess
shutil.copy("/bin/true", "out/true")
try:
    subprocess.run(["out/true"])
    print("ran")
except PermissionError:
    print("noexec")
)";
  Analyzer analyzer(Unrestricted().rules);
  SteadyClock clock;
  Runner runner(*Engine().engine, config, clock);
  RunResult r = Describe(testing::GatedRun(runner, analyzer, Unrestricted().policy, request));
  CHECK(r.status == RunStatus::kOk);
  // Podman mounts project folders noexec; Docker's API cannot (see below).
  CHECK(r.stdout_text ==
        (Engine().engine->Name() == "podman" ? "7\nEROFS\nnoexec\n" : "7\nEROFS\nran\n"));
  std::string written;
  std::ifstream(scratch.path + "/out/total.txt") >> written;
  CHECK(written == "7");
  CHECK_FALSE(fs::exists(scratch.path + "/data/tampered.csv"));
  // The project folders are the host's files: not artifacts; what the run made in /work is.
  REQUIRE(r.artifacts.size() == 1);
  CHECK(r.artifacts[0].path == "made-here.txt");
  CHECK(OurContainers() == 0);

  // An input file cannot be placed over a project folder.
  RunRequest over;
  over.code = "print(1)";
  over.files = {{"data/sales.csv", "forged"}};
  CHECK_THROWS_WITH(testing::GatedRun(runner, analyzer, Unrestricted().policy, over),
                    "input file 'data/sales.csv' is inside the project folder /work/data, "
                    "mounted from the host; give it a path outside it");

  // Where the runtime layer refuses native code, Docker gets no writable mount: it would
  // let the program write a library there and load it.
  Analyzer runtime_analyzer(RuntimeOnly().rules);
  RunRequest plain;
  plain.code = "print(1)";
  if (Engine().engine->Name() == "docker") {
    CHECK_THROWS_WITH(testing::GatedRun(runner, runtime_analyzer, RuntimeOnly().policy, plain),
                      Catch::Matchers::StartsWith("Docker cannot mount a project folder noexec"));
  } else {
    CHECK(testing::GatedRun(runner, runtime_analyzer, RuntimeOnly().policy, plain).status ==
          RunStatus::kOk);
  }
  // A folder swapped for a link after the check: the run is refused, nothing mounted.
  fs::rename(scratch.path + "/data", scratch.path + "/data-real");
  fs::create_directory_symlink("/etc", scratch.path + "/data");
  CHECK_THROWS_WITH(testing::GatedRun(runner, analyzer, Unrestricted().policy, plain),
                    Catch::Matchers::Contains("changed since cordon checked it (it now leads "
                                              "to /etc)"));
  CHECK(OurContainers() == 0);
}

TEST_CASE("cordon run --mount: analyse my CSVs, and a refused mount says why", "[integration]") {
  REQUIRE(Engine().engine->ImageExists(kImage));
  testing::ScratchFolder scratch("cordon-csv");
  std::filesystem::create_directories(scratch.path + "/data");
  std::ofstream(scratch.path + "/data/sales.csv") << "region,amount\nnorth,3\nsouth,4\n";
  std::ofstream(scratch.path + "/report.py")
      << "import pandas as pd\nprint(pd.read_csv('data/sales.csv')['amount'].sum())\n";
  auto cordon = [&](const std::string& args) { return CordonRun(args, scratch.path); };
  auto [code, output] = cordon("--mount ./data:/work/data:ro report.py");
  INFO(output);
  CHECK(code == 0);
  CHECK(output.rfind("7\n", 0) == 0);  // then, maybe, what the runtime layer told pandas no
  auto [refused_code, refused] = cordon("--mount /:/work/root report.py");
  CHECK(refused_code == 2);
  CHECK(refused ==
        "cordon run: --mount /:/work/root: refused: '/' is the whole host; mount the folder "
        "you need\n");
  auto [rw_code, rw] = cordon("--mount ./data:/work/data:rw report.py");
  CHECK(rw_code == 2);
  CHECK(rw.find("the policy does not allow writable mounts") != std::string::npos);
}

TEST_CASE("links a session's program leaves cannot redirect the next call's files",
          "[integration]") {
  REQUIRE(Engine().engine->ImageExists(kImage));
  Analyzer analyzer(Unrestricted().rules);
  SteadyClock clock;
  Runner runner(*Engine().engine, Config(), clock);
  ContainerReaper reaper(*Engine().engine);
  SessionStore sessions(*Engine().engine, clock, {}, &reaper);
  runner.UseReaper(&reaper);
  runner.UseSessions(&sessions);
  auto run = [&](const std::string& code, std::vector<InputFile> files = {}) {
    RunRequest request;
    request.code = code;
    request.session_id = "links";
    request.files = std::move(files);
    return Describe(testing::GatedRun(runner, analyzer, Unrestricted().policy, request));
  };
  // The program's own file swapped for a link to /tmp, and a folder link out of /work.
  RunResult plant =
      run("import os\nos.symlink('/tmp/elsewhere.py', 'main.py.tmp')\n"
          "os.replace('main.py.tmp', 'main.py')\nos.symlink('/tmp', 'out')");
  CHECK(plant.status == RunStatus::kOk);
  // The next program is written in place of the link, not through it.
  RunResult next =
      run("import os\nprint(os.path.islink('main.py'), os.path.exists('/tmp/elsewhere.py'))");
  CHECK(next.stdout_text == "False False\n");
  // An input file through the folder link is refused, and says why.
  RunResult through = run("print(1)", {{"out/x.txt", "data"}});
  CHECK(through.status == RunStatus::kError);
  CHECK(through.stderr_text.find("cannot place the job's files") != std::string::npos);
  sessions.Close("links");
}

TEST_CASE("a secret reaches the program and its children, and never the client",
          "[integration][secrets]") {
  REQUIRE(Engine().engine->ImageExists(kImage));
  testing::ScratchFolder scratch("cordon-secret");
  std::filesystem::create_directories(scratch.path);
  // The value, and what the program proves it saw: its SHA-256, computed here too.
  const std::string value = "sk-proj-7Hq2/Lm+9 Zx8vW3%k";
  std::ofstream(scratch.path + "/leak.py")
      << R"(import base64, hashlib, os, subprocess, urllib.parse
k = os.environ["MY_TOKEN"]
print("sha", hashlib.sha256(k.encode()).hexdigest())
print("raw", k)
print("b64", base64.b64encode(b"x" + k.encode()).decode())
print("url", urllib.parse.quote(k))
print("child", subprocess.run(["printenv", "MY_TOKEN"], capture_output=True, text=True).stdout.strip())
open("saved.txt", "w").write("the key: " + k + "\n")
)";
  std::ofstream(scratch.path + "/leak.js") << R"(const k = process.env.MY_TOKEN;
console.log('sha', require('crypto').createHash('sha256').update(k).digest('hex'));
console.log('raw', k, Buffer.from('ab' + k).toString('base64url'), encodeURIComponent(k));
)";
  // sha256 of the value, by the host's own tool.
  std::ofstream(scratch.path + "/value") << value;
  std::string expected;
  {
    FILE* pipe = popen(("sha256sum " + scratch.path + "/value").c_str(), "r");
    REQUIRE(pipe != nullptr);
    char hex[65] = {};
    REQUIRE(fread(hex, 1, 64, pipe) == 64);
    pclose(pipe);
    expected = hex;
  }
  const std::string env = "MY_TOKEN='" + value + "' ";
  auto cordon = [&](const std::string& args) {
    return CordonRun("--policy permissive --artifacts out --secret MY_TOKEN " + args,
                     scratch.path + " && export " + env);
  };
  auto [code, output] = cordon("leak.py");
  INFO(output);
  CHECK(code == 0);
  CHECK(output.find("sha " + expected + "\n") != std::string::npos);
  CHECK(output.find("raw [REDACTED:MY_TOKEN]\n") != std::string::npos);
  CHECK(output.find("url [REDACTED:MY_TOKEN]\n") != std::string::npos);
  CHECK(output.find("child [REDACTED:MY_TOKEN]\n") != std::string::npos);
  CHECK(output.find(value) == std::string::npos);
  CHECK(output.find("7Hq2") == std::string::npos);  // nor a piece of it
  std::ifstream saved(scratch.path + "/out/saved.txt");
  std::string line;
  std::getline(saved, line);
  CHECK(line == "the key: [REDACTED:MY_TOKEN]");

  auto [js_code, js] = cordon("leak.js");
  INFO(js);
  CHECK(js_code == 0);
  CHECK(js.find("sha " + expected + "\n") != std::string::npos);
  CHECK(js.find("raw [REDACTED:MY_TOKEN] YWJ[REDACTED:MY_TOKEN]") != std::string::npos);
  CHECK(js.find(value) == std::string::npos);

  // The default policy grants none: refused before anything runs, the value unsaid.
  auto [refused_code, refused] =
      CordonRun("--secret MY_TOKEN leak.py", scratch.path + " && export " + env);
  CHECK(refused_code == 2);
  CHECK(refused ==
        "cordon run: secret MY_TOKEN (--secret MY_TOKEN): policy 'default' does not grant it; "
        "list it in the policy's secrets: [MY_TOKEN] (docs/secrets.md), or use a policy that "
        "does\n");
  CHECK(OurContainers() == 0);
}

TEST_CASE("each call of a session gets the secrets afresh", "[integration][secrets]") {
  REQUIRE(Engine().engine->ImageExists(kImage));
  Analyzer analyzer(Unrestricted().rules);
  SteadyClock clock;
  RunnerConfig config = Config();
  config.secrets = {{"API_KEY", "k-1234567890"}};
  Runner runner(*Engine().engine, config, clock);
  ContainerReaper reaper(*Engine().engine);
  SessionStore sessions(*Engine().engine, clock, {}, &reaper);
  runner.UseReaper(&reaper);
  runner.UseSessions(&sessions);
  auto run = [&](Language language, const std::string& code) {
    RunRequest request;
    request.language = language;
    request.code = code;
    request.session_id = language == Language::kPython ? "s" : "j";
    return Describe(testing::GatedRun(runner, analyzer, Unrestricted().policy, request));
  };
  // The runner hands them over; redacting is the sandbox core's (sandbox_core_test.cc).
  CHECK(run(Language::kPython, "import os\nprint(len(os.environ['API_KEY']))\n").stdout_text ==
        "12\n");
  CHECK(
      run(Language::kPython, "import os\nprint(os.environ.get('API_KEY', '')[:2])\n").stdout_text ==
      "k-\n");
  CHECK(run(Language::kJavaScript, "console.log(process.env.API_KEY.length)").stdout_text ==
        "12\n");
  CHECK(sessions.Close("s"));
  CHECK(sessions.Close("j"));
  reaper.Drain();
  CHECK(OurContainers() == 0);
}

TEST_CASE("an image without python3 runs nothing when the policy refuses at run time",
          "[integration][runtime]") {
  // The node launcher, which images without python3 get, cannot install the runtime
  // layer: it is started here in cordon's own image, in the container a JavaScript run
  // under the default policy gets, as such an image would start it.
  Loaded loaded = Load("default");
  SteadyClock clock;
  Runner runner(*Engine().engine, Config(), clock);
  ContainerSpec spec = runner.SpecFor(Language::kJavaScript, RunLimitsFor(loaded.policy, {}));
  spec.command = {"node", "-e", kNodeLauncherSource};
  // It cannot take the launcher's channel (runner/launcher_channel.h): it says so, and the
  // job goes on the attach stream.
  REQUIRE_FALSE(spec.channel_dir.empty());
  StartedContainer container = StartAttached(*Engine().engine, spec);
  LauncherJob job;
  job.program_name = "main.js";
  job.code = "console.log('the program ran')\n";
  job.nonce = "0123abcd";
  job.deadline_ms = 10'000;
  REQUIRE(container.stream->Write(LauncherFrame(job), std::chrono::seconds(5)));
  container.stream->CloseStdin();
  std::string out, err;
  for (int i = 0; i < 100; ++i) {
    StreamChunk chunk = container.stream->Read(std::chrono::milliseconds(100));
    if (chunk.kind == StreamChunk::Kind::kEnd) break;
    (chunk.kind == StreamChunk::Kind::kStdout ? out : err) += chunk.data;
  }
  auto state = Engine().engine->Wait(container.id, std::chrono::seconds(10));
  RemoveQuietly(*Engine().engine, container.id);
  REQUIRE(state);
  INFO(err);
  CHECK(state->exit_code == 125);
  CHECK(out.empty());
  CHECK(err.find("(it refuses process, ") != std::string::npos);
  CHECK(err.find("this image has no python3, so the runtime layer the policy requires") !=
        std::string::npos);
  CHECK(err.find("nothing ran") != std::string::npos);
  CHECK(err.find("cordon:attach") == std::string::npos);  // the word is cordon's, not the run's
}

TEST_CASE("node's launcher ends with its report: even one the program asks for", "[integration]") {
  // A one-shot job runs in the node launcher's own process (images without python3), so
  // a program could call the launcher's 'exit' listener to report and then go on; on
  // Docker the host leaves a reported run's container to the engine, which removes it
  // only once it exits. Started, as in the test above, in cordon's image.
  Loaded loaded = Unrestricted();
  SteadyClock clock;
  Runner runner(*Engine().engine, Config(), clock);
  ContainerSpec spec = runner.SpecFor(Language::kJavaScript, RunLimitsFor(loaded.policy, {}));
  spec.command = {"node", "-e", kNodeLauncherSource};
  StartedContainer container = StartAttached(*Engine().engine, spec);
  LauncherJob job;
  job.program_name = "main.js";
  job.code =
      "process.reallyExit = () => {};\n"
      "process.listeners('exit')[0](0);\n"
      "setInterval(() => console.log('went on'), 100);\n";
  job.nonce = "0123abcd";
  job.deadline_ms = 60'000;
  REQUIRE(container.stream->Write(LauncherFrame(job), std::chrono::seconds(5)));
  container.stream->CloseStdin();
  std::string out, err;
  bool ended = false;
  for (int i = 0; i < 100 && !ended; ++i) {  // 10 s at most
    StreamChunk chunk = container.stream->Read(std::chrono::milliseconds(100));
    ended = chunk.kind == StreamChunk::Kind::kEnd;
    (chunk.kind == StreamChunk::Kind::kStdout ? out : err) += chunk.data;
  }
  auto state = Engine().engine->Wait(container.id, std::chrono::seconds(5));
  RemoveQuietly(*Engine().engine, container.id);
  INFO(out << err);
  CHECK(ended);
  REQUIRE(state);
  CHECK_FALSE(state->running);
  CHECK(out.find("\x1e"
                 "cordon:0123abcd {\"exit\":0") != std::string::npos);
  CHECK(err.find("\x1e"
                 "cordon:0123abcd\n") != std::string::npos);  // the end mark
  CHECK(out.find("went on") == std::string::npos);
}
