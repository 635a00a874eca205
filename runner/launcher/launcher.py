# The program every sandbox container starts with (see runner/launcher.h): for Python
# jobs, and for JavaScript ones when the image has python3 (`python3 -c LAUNCHER node
# CHILD_JS`: the child is then runner/launcher/child.js in node).
# Loop: read one job (a JSON line, then the program's and the input files' bytes),
# write them into /work, hand the program's path to a child interpreter started ahead
# of time (CHILD below, a fresh `python3 -c`, so the job's nonce was never in its
# memory), wait for it, then report on stdout one trailer line
#   \x1ecordon:<nonce> {"exit": N, "artifacts": [...], "more": K}
# and on stderr "\x1ecordon:<nonce>", so the host knows both streams are complete.
# The launcher makes itself not dumpable first: the program, running as the same user,
# can then neither read its memory (/proc/<pid>/mem) nor open its descriptors
# (/proc/<pid>/fd), and cannot learn the nonce to forge a trailer (the seccomp profile
# refuses ptrace). Artifacts are the files in /work the run created or changed. A
# one-shot job ends the launcher with the program's exit status; a session job ("keep")
# kills whatever the program left running, starts the next child, and waits for the
# next job. The job's deadline is the launcher's own too: when it passes, the launcher
# kills every process in the container and exits 124, cordon there or not.
# Embedded into cordon at build time; it must run on a stock python3 (3.9+).
import os, sys, json
# The child: reads the program's path from its stdin (a pipe from the launcher), then
# runs the program as __main__ with stdin at /dev/null.
CHILD = r'''
import os, sys
def _cordon_child():
    import atexit, builtins, traceback, types
    program = sys.stdin.buffer.readline().decode("utf-8").rstrip("\n")
    if not program:
        os._exit(0)
    class ShowSavesFigures:
        # MPLBACKEND=module://cordon_show: Agg, with plt.show() saving each open figure.
        source = (
            "import os\n"
            "from matplotlib.backends.backend_agg import FigureCanvasAgg as FigureCanvas\n"
            "from matplotlib.backend_bases import FigureManagerBase as FigureManager\n"
            "def show(*args, **kwargs):\n"
            "    import matplotlib.pyplot as plt\n"
            "    for num in plt.get_fignums():\n"
            "        index = 1\n"
            "        while os.path.exists('/work/figure_%d.png' % index):\n"
            "            index += 1\n"
            "        plt.figure(num).savefig('/work/figure_%d.png' % index)\n"
            "    plt.close('all')\n")
        @classmethod
        def find_spec(cls, name, path=None, target=None):
            if name != "cordon_show":
                return None
            import importlib.util
            return importlib.util.spec_from_loader(name, cls)
        @staticmethod
        def create_module(spec):
            return None
        @classmethod
        def exec_module(cls, module):
            exec(cls.source, module.__dict__)
    sys.meta_path.append(ShowSavesFigures)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    sys.argv = [program]
    sys.path[0] = "/work"
    code = 0
    try:
        # Compiled from a str: no coding declaration can make CPython re-decode
        # the text cordon analysed (analyzer/canonical_source.h).
        with open(program, encoding="utf-8", newline="") as f:
            source = f.read()
        main = types.ModuleType("__main__")
        main.__file__ = program
        main.__builtins__ = builtins
        sys.modules["__main__"] = main
        exec(compile(source, program, "exec", dont_inherit=True), main.__dict__)
    except SystemExit as e:
        if e.code is None:
            code = 0
        elif isinstance(e.code, int):
            code = e.code & 0xFF
        else:
            print(e.code, file=sys.stderr)
            code = 1
    except BaseException as e:
        tb = e.__traceback__
        while tb is not None and tb.tb_frame.f_code.co_filename != program:
            tb = tb.tb_next
        traceback.print_exception(type(e), e, tb)
        code = 1
    try:
        atexit._run_exitfuncs()
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os._exit(code)
_cordon_child()
'''
def _cordon_main():
    import base64, ctypes, signal, stat
    # Not dumpable, before any job arrives (see the header). Without it the nonce is
    # exposed, so the launcher refuses to run anything.
    if ctypes.CDLL(None, use_errno=True).prctl(4, 0, 0, 0, 0) != 0:  # PR_SET_DUMPABLE
        sys.stderr.write("cordon launcher: cannot make itself not dumpable (errno %d)\n"
                         % ctypes.get_errno())
        os._exit(125)
    stdin = sys.stdin.buffer
    def snapshot():
        seen = {}
        for root, dirs, files in os.walk("/work"):
            for name in files:
                path = os.path.join(root, name)
                try:
                    st = os.lstat(path)
                except OSError:
                    continue
                if stat.S_ISREG(st.st_mode):
                    seen[path] = (st.st_mtime_ns, st.st_size)
        return seen
    def collect(before, skip, job):
        found, total, more = [], 0, 0
        for path, sig in sorted(snapshot().items()):
            if path == skip or before.get(path) == sig:
                continue
            if len(found) >= job["max_files"]:
                more += 1
                continue
            entry = {"path": os.path.relpath(path, "/work"), "size": sig[1]}
            if sig[1] > job["max_file"]:
                entry["omitted"] = "file_cap"
            elif total + sig[1] > job["max_total"]:
                entry["omitted"] = "total_cap"
            else:
                try:
                    with open(path, "rb") as f:
                        data = f.read(job["max_file"] + 1)
                    entry["data"] = base64.b64encode(data).decode()
                    total += len(data)
                except OSError as e:
                    entry["omitted"] = "unreadable"
            found.append(entry)
        return found, more
    def write_all(fd, data):
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
    def place(path, data):
        full = os.path.normpath(os.path.join("/work", path))
        if not full.startswith("/work/"):
            raise ValueError(path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(data)
        return full
    def start_child():
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:
            try:
                os.dup2(r, 0)
                os.closerange(3, 1024)
                if sys.argv[1:2] == ["node"]:  # a JavaScript job: child.js in node
                    os.execvp("node", ["node", "-e", sys.argv[2]])
                os.execv(sys.executable, [sys.executable, "-u", "-c", CHILD])
            finally:
                os._exit(127)
        os.close(r)
        return pid, w
    def on_deadline(signum, frame):
        # The job's deadline passed and the host did not stop the run: end it here.
        try:
            os.kill(-1, signal.SIGKILL)
        except OSError:
            pass
        os._exit(124)
    signal.signal(signal.SIGALRM, on_deadline)
    child = start_child()
    while True:
        line = stdin.readline()
        if not line:
            os._exit(0)
        job = json.loads(line)
        program = place(job["program"], stdin.read(job["size"]))
        for entry in job["files"]:
            place(entry["path"], stdin.read(entry["size"]))
        if job.get("deadline_ms", 0) > 0:
            signal.setitimer(signal.ITIMER_REAL, job["deadline_ms"] / 1000.0)
        before = snapshot()
        pid, to_child = child
        try:
            write_all(to_child, (program + "\n").encode("utf-8"))
        except OSError:
            pass  # the child is gone: its status says why
        os.close(to_child)
        status = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
        signal.setitimer(signal.ITIMER_REAL, 0)
        status = 128 - status if status < 0 else status
        if job["keep"]:
            try:
                os.kill(-1, signal.SIGKILL)
            except OSError:
                pass
            child = start_child()
        found, more = collect(before, program, job)
        trailer = json.dumps({"exit": status, "artifacts": found, "more": more})
        write_all(1, ("\x1ecordon:%s %s\n" % (job["nonce"], trailer)).encode())
        write_all(2, ("\x1ecordon:%s\n" % job["nonce"]).encode())
        if not job["keep"]:
            os._exit(status)
_cordon_main()
