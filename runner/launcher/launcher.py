# The program every sandbox container starts with (see runner/launcher.h): for Python
# jobs (`python3 -c LAUNCHER python CHILD_PY`, the child being runner/launcher/child.py),
# and for JavaScript ones when the image has python3 (`python3 -c LAUNCHER node
# CHILD_JS`: the child is then runner/launcher/child.js in node).
# It runs as `python3 -S` (no site: the standard library is all it needs).
# Loop: read one job (a JSON line, then the program's and the input files' bytes),
# write them into /work, hand the program's path (then the job's environment variables,
# "NAME HEX" lines: its secrets; on the child's descriptor 4, its stdin being /dev/null)
# to a child interpreter started ahead
# of time (a fresh `python3 -c CHILD_PY` or `node -e CHILD_JS`, so the job's nonce was never in its
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
# The job's runtime policy: the capabilities the program's interpreter refuses arrive in
# the container's environment (CORDON_REFUSE, comma-separated; the child is started
# before its job, so they cannot wait for the job header), and every child starts under
# them: a kernel (seccomp) filter, and for Python an audit hook (runner/launcher/child.py).
# What the hook refused comes back on descriptor 3 of the child, and the trailer says it:
#   "refused": {"capability": ..., "event": ..., "detail": ..., "path": ..., "line": N}
# and what it refused an installed library without ending the run (at most 8):
#   "declined": [{"capability": ..., ...}, ...]
# Embedded into cordon at build time; it must run on a stock python3 (3.9+). The child's
# source (child.py or child.js) is the launcher's second argument, after its language.
import os, sys, json
def _cordon_main():
    import base64, ctypes, fcntl, select, signal, stat, time
    # Not dumpable, before any job arrives (see the header). Without it the nonce is
    # exposed, so the launcher refuses to run anything.
    if ctypes.CDLL(None, use_errno=True).prctl(4, 0, 0, 0, 0) != 0:  # PR_SET_DUMPABLE
        sys.stderr.write("cordon launcher: cannot make itself not dumpable (errno %d)\n"
                         % ctypes.get_errno())
        os._exit(125)
    # The launcher's channel (runner/launcher_channel.h): three connections to cordon's
    # socket, for jobs (0), the output (1) and errors (2), each opened with the token,
    # moved onto descriptors 0, 1 and 2 before any child starts. When they cannot be
    # made, the attach stream carries the jobs, and cordon is told so first.
    channel = os.environ.pop("CORDON_CHANNEL", "")
    channel_token = os.environ.pop("CORDON_CHANNEL_TOKEN", "")
    if channel:
        ends = []
        try:
            import socket
            for role in "012":
                ends.append(socket.socket(socket.AF_UNIX, socket.SOCK_STREAM))
                ends[-1].connect(channel)
                ends[-1].sendall(("%s %s" % (channel_token, role)).encode())
        except Exception:
            for end in ends:
                end.close()
            os.write(2, b"\x1ecordon:attach\n")
        else:
            # Said on the attach stream after anything the image said before (the host
            # reads up to it, so those words reach the run).
            os.write(2, b"\x1ecordon:channel\n")
            for fd, end in enumerate(ends):
                if fd:
                    end.shutdown(socket.SHUT_RD)  # the program writes there, never reads
                os.dup2(end.fileno(), fd)
                end.close()
    stdin = sys.stdin.buffer
    # Project folders mounted from the host (runner/project_mounts.h): not artifacts, and
    # not walked (they can hold a whole data set).
    mounted = frozenset(filter(None, os.environ.pop("CORDON_MOUNTS", "").split(":")))
    # A policy that lists network destinations (runner/egress_proxy.h): the container has
    # no network, only the socket of cordon's proxy on the host. Programs reach it as an
    # HTTP proxy on 127.0.0.1:3128 (HTTP_PROXY and HTTPS_PROXY say so): each connection
    # is carried over the socket, after the current job's token, which the program never
    # sees; between jobs there is none, and connections are closed unanswered.
    egress_socket = os.environ.pop("CORDON_EGRESS", "")
    egress_token = [None]
    def start_forwarder():
        import socket, threading, warnings
        # The launcher forks its children with these threads alive (Python 3.12 and later
        # warn about it); the children only exec, so the warning is not the program's.
        warnings.filterwarnings("ignore", category=DeprecationWarning, message=".*fork")
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", 3128))
        listener.listen(64)
        def carry(client):
            upstream = None
            try:
                token = egress_token[0]
                if token is None:
                    return
                upstream = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                upstream.connect(egress_socket)
                upstream.sendall(("cordon-egress %s\n" % token).encode())
                ends = [client, upstream]
                while ends:
                    ready, _, _ = select.select(ends, [], [])
                    for end in ready:
                        other = upstream if end is client else client
                        data = end.recv(65536)
                        if data:
                            other.sendall(data)
                        else:
                            ends.remove(end)
                            try:
                                other.shutdown(socket.SHUT_WR)
                            except OSError:
                                pass
            except OSError:
                pass
            finally:
                client.close()
                if upstream is not None:
                    upstream.close()
        def accept():
            while True:
                try:
                    client, _ = listener.accept()
                except OSError:
                    continue
                threading.Thread(target=carry, args=(client,), daemon=True).start()
        threading.Thread(target=accept, daemon=True).start()
    def snapshot():
        # With a stack, not os.walk's recursion: a program can nest folders deeper than
        # Python's recursion limit, and the trailer must still be written.
        seen, folders = {}, ["/work"]
        while folders:
            try:
                entries = list(os.scandir(folders.pop()))
            except OSError:
                continue
            for entry in entries:
                if entry.path in mounted:
                    continue
                try:
                    st = entry.stat(follow_symlinks=False)
                except OSError:
                    continue
                if stat.S_ISDIR(st.st_mode):
                    folders.append(entry.path)
                elif stat.S_ISREG(st.st_mode):
                    seen[entry.path] = (st.st_mtime_ns, st.st_size)
        return seen
    def reportable(name):
        # What the host takes as an artifact's path (runner/launcher.h): UTF-8, at most
        # 255 bytes, no backslash. Another name is counted as not listed, so that one
        # file the program named oddly cannot spoil the trailer and what it reports.
        try:
            return len(name.encode("utf-8")) <= 255 and "\\" not in name
        except UnicodeEncodeError:
            return False
    def collect(before, skip, job):
        found, total, more = [], 0, 0
        for path, sig in sorted(snapshot().items()):
            if path == skip or before.get(path) == sig:
                continue
            name = os.path.relpath(path, "/work")
            if len(found) >= job["max_files"] or not reportable(name):
                more += 1
                continue
            entry = {"path": name, "size": sig[1]}
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
        # A session's program may have left links behind: the file goes where its name
        # says, under /work and outside the project folders, or nowhere.
        real = os.path.realpath(os.path.dirname(full))
        if (real != "/work" and not real.startswith("/work/")) or any(
                real == m or real.startswith(m + "/") for m in mounted):
            raise ValueError(path)
        target = os.path.join(real, os.path.basename(full))
        if os.path.islink(target):
            os.unlink(target)  # a link where the file goes: replaced, never followed
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o644)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        return full
    language, child_source = sys.argv[1], sys.argv[2]
    refuse = os.environ.pop("CORDON_REFUSE", "")
    refused = frozenset(filter(None, refuse.split(",")))
    def seccomp_filter(exec_once):
        # The kernel layer of the runtime policy, as a classic BPF program for
        # PR_SET_SECCOMP: refused capabilities become EPERM (EACCES for sockets) whatever
        # the program does to its interpreter. `exec_once`: execveat stays allowed, for
        # the one exec of node below (node itself has no way to call it).
        import struct
        allow, errno = 0x7FFF0000, 0x00050000
        prog = []
        def op(code, k, jt=0, jf=0):
            prog.append(struct.pack("<HBBI", code, jt, jf, k))
        ld, jeq, jge, ret = 0x20, 0x15, 0x35, 0x06
        op(ld, 4)                        # the architecture
        op(jeq, 0xC000003E, 1, 0)        # x86-64
        op(ret, errno | 1)
        op(ld, 0)                        # the system call's number
        op(jge, 0x40000000, 0, 1)        # x32
        op(ret, errno | 1)
        def deny(nr, code=1):
            op(jeq, nr, 0, 1)
            op(ret, errno | code)
        def deny_pid(nr, also_groups):
            # kill(pid)/tgkill(tgid): not the launcher (pid 1), nor with 0 or a negative
            # pid (a process group, every process).
            op(jeq, nr, 0, 6 if also_groups else 4)
            op(ld, 16)                   # the first argument's low 32 bits
            if also_groups:
                op(jeq, 0, 3, 0)
                op(jeq, 1, 2, 0)
                op(jge, 0x80000000, 1, 0)
            else:
                op(jeq, 1, 1, 0)
            op(ret, allow)
            op(ret, errno | 1)
        if "process" in refused:
            deny(59)                     # execve
            if not exec_once:
                deny(322)                # execveat
        if "signals" in refused:
            deny(424)                    # pidfd_send_signal
            deny_pid(62, True)           # kill
            deny_pid(234, True)          # tgkill
            deny_pid(200, False)         # tkill
            deny_pid(129, True)          # rt_sigqueueinfo
            deny_pid(297, True)          # rt_tgsigqueueinfo
            # fcntl F_SETOWN / F_SETOWN_EX: have the kernel signal another process (pid 1,
            # a group) when a descriptor becomes ready (SIGIO, or F_SETSIG's signal).
            op(jeq, 72, 0, 5)
            op(ld, 24)                   # the second argument: the command
            op(jeq, 8, 2, 0)
            op(jeq, 15, 1, 0)
            op(ret, allow)
            op(ret, errno | 1)
        if "network" in refused:         # socket(domain): AF_UNIX only
            op(jeq, 41, 0, 4)
            op(ld, 16)
            op(jeq, 1, 0, 1)
            op(ret, allow)
            op(ret, errno | 13)
        op(ret, allow)
        return b"".join(prog)
    kernel_layer = ("process" in refused or "signals" in refused or "network" in refused)
    # Built once: the Python child installs the strict one itself (passed as hex), node
    # starts under the one that leaves its own execveat.
    strict_filter = seccomp_filter(exec_once=False).hex() if kernel_layer else ""
    node_filter = seccomp_filter(exec_once=True) if kernel_layer else b""
    libc = ctypes.CDLL(None, use_errno=True)
    libc.syscall.restype = ctypes.c_long
    def exec_under_filter(args):
        # A child of the launcher's fork: install the filter, then exec `args` by
        # descriptor (execveat), the one exec the filter leaves.
        program = node_filter
        class Fprog(ctypes.Structure):
            _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_char_p)]
        fprog = Fprog(len(program) // 8, program)
        if libc.prctl(38, 1, 0, 0, 0) != 0 or libc.prctl(22, 2, ctypes.byref(fprog), 0, 0) != 0:
            os._exit(125)
        path = next((os.path.join(d, args[0]) for d in os.environ.get("PATH", "").split(":")
                     if os.access(os.path.join(d, args[0]), os.X_OK)), args[0])
        fd = os.open(path, os.O_RDONLY)
        argv = (ctypes.c_char_p * (len(args) + 1))(*[a.encode() for a in args], None)
        env = [("%s=%s" % item).encode() for item in os.environ.items()]
        envp = (ctypes.c_char_p * (len(env) + 1))(*env, None)
        libc.syscall(322, fd, b"", argv, envp, 0x1000)  # AT_EMPTY_PATH
    def landlock_ruleset():
        # Landlock, built once here and applied by each child before it execs the
        # interpreter: for it and all it starts (both languages), writing, creating,
        # truncating and removing files only beneath the folders a program may write,
        # and, when `process` is refused, executing nothing but the interpreter.
        # The hook reports and explains; this holds whatever the program does to its
        # interpreter (dir_fd opens, /proc/self/mem, over-long paths). None: no Landlock
        # here (gVisor), the hook alone; -1: it failed, and children refuse to start.
        import struct
        abi = libc.syscall(444, None, 0, 1)  # landlock_create_ruleset: the ABI version
        if abi < 1:
            return None
        writes, removes, executes = 0, 0, 0
        if "process" in refused:  # execute: only the interpreter the child becomes (below)
            executes = 1 << 0
        if "fs-write" in refused:  # write, make char/dir/reg/sock/fifo/block/sym, truncate
            writes = (1 << 1) | sum(1 << b for b in range(6, 13)) | ((1 << 14) if abi >= 3 else 0)
        if "fs-destroy" in refused:  # remove a directory, a file
            removes = (1 << 4) | (1 << 5)
        handled = writes | removes | executes
        if writes or removes:
            handled |= (1 << 13) if abi >= 2 else 0  # and renames across folders
        ruleset = libc.syscall(444, struct.pack("<Q", handled), 8, 0)
        if ruleset < 0:
            return -1
        folder_rights = handled & ~executes  # nothing written there may be executed
        file_rights = handled & ((1 << 1) | (1 << 14))  # what a rule on a file may allow
        rules = [("/work", folder_rights), ("/tmp", folder_rights), ("/var/tmp", folder_rights),
                 ("/dev/shm", folder_rights), ("/dev/null", file_rights),
                 ("/dev/zero", file_rights), ("/dev/full", file_rights)]
        if executes:
            # The one program each child may start is its interpreter (and the dynamic
            # loader the kernel opens for it): node cannot keep its own execveat (the
            # seccomp filter leaves it) to start anything else.
            interpreter = next((os.path.join(d, "node") for d in
                                os.environ.get("PATH", "").split(":")
                                if os.access(os.path.join(d, "node"), os.X_OK)), "/usr/bin/node")
            for program in (interpreter if language == "node" else sys.executable,):
                rules.append((os.path.realpath(program), executes))
            for loader in ("/lib64/ld-linux-x86-64.so.2", "/lib/ld-linux-aarch64.so.1"):
                if os.path.exists(loader):
                    rules.append((os.path.realpath(loader), executes))
        for path, rights in rules:
            try:
                fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
            except OSError:
                continue  # not in this container
            rule = struct.pack("<Qi", rights, fd)
            added = not rights or libc.syscall(445, ruleset, 1, rule, 0) == 0
            os.close(fd)
            if not added:
                os.close(ruleset)
                return -1
        return ruleset
    write_ruleset = (landlock_ruleset() if refused & {"fs-write", "fs-destroy", "process"}
                     else None)
    def confine_writes():
        # In a child of the launcher's fork: the ruleset applies from here on; failing
        # closed, the child exits 125 and the run with it.
        if write_ruleset is None:
            return
        if (write_ruleset < 0 or libc.prctl(38, 1, 0, 0, 0) != 0 or
                libc.syscall(446, write_ruleset, 0) != 0):
            os._exit(125)
    def node_permission():
        # Node's permission model (Node 22.13 and later; not in Debian 12's Node 18): the
        # refused capabilities it can hold become flags, checked inside node whatever
        # the program reaches for (a worker's process.dlopen, process.binding, the
        # inspector). Reading stays open; writing only in the writable folders.
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:
            try:
                os.dup2(w, 1)
                os.execvp("node", ["node", "--version"])
            finally:
                os._exit(127)
        os.close(w)
        with os.fdopen(r, "rb") as out:
            version = out.read(64).decode("ascii", "replace").strip().lstrip("v").split(".")
        os.waitpid(pid, 0)
        try:
            major, minor = int(version[0]), int(version[1])
        except (IndexError, ValueError):
            return []
        # Through cordon's network proxy (egress_socket), node warns on every fetch that
        # its proxy agent is experimental: a note to cordon, not to the program. Older
        # node knows neither the warning nor the flag (and refuses to start with it).
        quiet = (["--disable-warning=UNDICI-EHPA"]
                 if egress_socket and (major, minor) >= (21, 3) else [])
        if not refused or (major, minor) < (22, 13) or (major == 23 and minor < 5):
            return quiet
        flags = ["--permission", "--allow-fs-read=*"]
        if "fs-write" in refused or "fs-destroy" in refused:
            flags += ["--allow-fs-write=" + path for path in (
                "/work", "/tmp", "/var/tmp", "/dev/shm", "/dev/null", "/dev/zero", "/dev/full")]
        else:
            flags.append("--allow-fs-write=*")
        if "process" not in refused:  # a worker too: node warns it can undo the model
            flags += ["--allow-child-process", "--allow-worker"]
        if "native" not in refused:   # WASI's preopened folders bypass the file-system checks
            flags += ["--allow-addons", "--allow-wasi"]
        if "network" not in refused and major >= 25:
            flags.append("--allow-net")
        # Each --allow-* flag above makes node warn the program's stderr that it "could
        # invalidate the permission model": a warning to whoever chose the flags (cordon).
        return flags + ["--disable-warning=SecurityWarning"] + quiet
    node_flags = node_permission() if language == "node" else []
    def start_child():
        r, w = os.pipe()
        report_r, report_w = os.pipe()
        pid = os.fork()
        if pid == 0:
            try:
                confine_writes()  # before the descriptors move: it uses the ruleset's
                # The runtime layer's pipe on 3, the jobs' on 4, /dev/null as stdin.
                jobs, report = fcntl.fcntl(r, fcntl.F_DUPFD, 10), fcntl.fcntl(report_w, fcntl.F_DUPFD, 10)
                null = os.open(os.devnull, os.O_RDONLY)
                os.dup2(null, 0)
                os.dup2(report, 3)
                os.dup2(jobs, 4)
                os.closerange(5, 1024)
                if language == "node":  # a JavaScript job: child.js in node
                    args = ["node", *node_flags, "-e", child_source, refuse]
                    if kernel_layer:
                        exec_under_filter(args)
                    os.execvp("node", args)
                os.execv(sys.executable,
                         [sys.executable, "-u", "-c", child_source, refuse, strict_filter])
            finally:
                os._exit(127)
        os.close(r)
        os.close(report_w)
        return pid, w, report_r
    def refusals(report_r):
        # What the child's runtime layer reported once it ended (a one-shot job).
        try:
            os.set_blocking(report_r, False)
            data = os.read(report_r, 65536)
        except OSError:
            data = b""
        finally:
            os.close(report_r)
        return parse_refusals(data.split(b"\n"))
    def parse_refusals(lines):
        # What the child's runtime layer refused: lines of hex fields (capability, event,
        # detail, path) and the line number; the first plain one ended the program, those
        # starting "d" were a library's attempts it refused and went on (at most 8).
        ended, declined = None, []
        for raw in lines:
            try:
                fields = raw.decode("ascii").split(" ")
                soft = fields[0] == "d"
                fields = fields[1:] if soft else fields
                text = [bytes.fromhex(f if f != "-" else "").decode("utf-8", "replace")
                        for f in fields[:4]]
                if len(fields) != 5 or text[0] not in refused | {"introspection"}:
                    continue
                entry = {"capability": text[0], "event": text[1], "detail": text[2],
                         "path": text[3], "line": max(0, int(fields[4]))}
            except (ValueError, UnicodeDecodeError):
                continue
            if not soft and ended is None:
                ended = entry
            elif soft and entry not in declined and len(declined) < 8:
                declined.append(entry)
        return ended, declined
    def wait_live(pid, report_r, token):
        # A live session's job (runner/launcher.h): the child runs the program in the
        # interpreter it keeps, then writes "=done TOKEN N" on descriptor 3 after the
        # runtime layer's lines, TOKEN being the job's (fresh for each; the program could
        # reach it only through the child's frames, which the analysis refuses). (True,
        # N, lines): it said so and lives on; (False, status, lines): it ended, and with it
        # the program's state. A "=done" with another token (an earlier job's program
        # that went on after claiming to be done) is not this job's. The child's end is
        # watched too, not only the pipe: a process the program started may hold it.
        lines, pending, status = [], b"", None
        os.set_blocking(report_r, False)
        while status is None:
            ready, _, _ = select.select([report_r], [], [], 0.05)
            data = b""
            if ready:
                try:
                    data = os.read(report_r, 65536)
                except (BlockingIOError, InterruptedError):
                    continue
                except OSError:
                    data = b""
                if not data:  # the child ended (its descriptors close first), or the program closed it
                    until = time.monotonic() + 0.5
                    done, code = os.waitpid(pid, os.WNOHANG)
                    while not done and time.monotonic() < until:
                        time.sleep(0.01)
                        done, code = os.waitpid(pid, os.WNOHANG)
                    if done:
                        code = os.waitstatus_to_exitcode(code)
                        status = 128 - code if code < 0 else code
                    else:
                        os.kill(pid, signal.SIGKILL)
                        os.waitpid(pid, 0)
                        sys.stderr.write("cordon launcher: the program closed its interpreter's "
                                         "report pipe; the interpreter was ended\n")
                        sys.stderr.flush()
                        status = 125
            else:
                done, code = os.waitpid(pid, os.WNOHANG)
                if done:
                    code = os.waitstatus_to_exitcode(code)
                    status = 128 - code if code < 0 else code
                    try:
                        data = os.read(report_r, 65536)  # what it reported before it ended
                    except OSError:
                        pass
            pending += data
            *complete, pending = pending.split(b"\n")
            for line in complete:
                if line.startswith(b"=done ") and status is None:
                    fields = line.split(b" ")
                    if len(fields) == 3 and fields[1] == token:
                        try:
                            return True, int(fields[2]) & 0xFF, lines
                        except ValueError:
                            return True, 1, lines
                    continue
                if len(lines) < 64:
                    lines.append(line)
            pending = pending[-4096:]  # a line that never ends is not one of ours
        os.close(report_r)
        return False, status, lines
    def end_others(keep_pid):
        # After a live session's job: whatever the program started is ended, except the
        # interpreter that keeps its state (and this launcher), twice over (one could
        # fork while the first pass reads /proc); those left to this launcher are reaped.
        # False: the interpreter itself is gone meanwhile (reaped here).
        for _ in range(2):
            for entry in os.listdir("/proc"):
                if entry.isdigit() and int(entry) not in (1, os.getpid(), keep_pid):
                    try:
                        os.kill(int(entry), signal.SIGKILL)
                    except OSError:
                        pass
        return keep_pid not in reap()
    def reap():
        # Collects the processes that ended and were left to this launcher (pid 1 of the
        # container: the orphans of the program's), so that none holds a place in the
        # container's pids limit; the pids collected.
        reaped = []
        while True:
            try:
                pid, _ = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                break
            if pid == 0:
                break
            reaped.append(pid)
        return reaped
    def on_deadline(signum, frame):
        # The job's deadline passed and the host did not stop the run: end it here.
        try:
            os.kill(-1, signal.SIGKILL)
        except OSError:
            pass
        os._exit(124)
    signal.signal(signal.SIGALRM, on_deadline)
    if egress_socket:
        start_forwarder()
    child = start_child()
    calls = 0  # the jobs the current child ran (a live session's interpreter)
    stopped = False  # it is stopped between two live jobs
    while True:
        line = stdin.readline()
        if not line:
            os._exit(0)
        job = json.loads(line)
        try:
            code = stdin.read(job["size"])
            program = place(job["program"], code)
            for entry in job["files"]:
                place(entry["path"], stdin.read(entry["size"]))
        except (ValueError, OSError) as e:
            sys.stderr.write("cordon launcher: cannot place the job's files (%s): a folder on "
                             "the way leads outside /work or into a project folder\n" % e)
            sys.stderr.flush()
            os._exit(126)
        if job.get("deadline_ms", 0) > 0:
            signal.setitimer(signal.ITIMER_REAL, job["deadline_ms"] / 1000.0)
        before = snapshot()
        egress_token[0] = job.get("egress")
        pid, to_child, report = child
        live = bool(job.get("live"))
        calls += 1
        if stopped:
            os.kill(pid, signal.SIGCONT)
            stopped = False
        try:
            # The program's path, then the job's variables (secrets: runner/secrets.h)
            # as "NAME HEX" lines; the child sets them before the program starts. A
            # live job ends them with an empty line, then sends the program's size and
            # bytes (the child runs what was analysed, whatever an earlier job's program
            # does to the file meanwhile), and keeps the pipe for the next job.
            header = program + "\n" + "".join(
                "%s %s\n" % (name, value) for name, value in job.get("env", []))
            if live:
                token = os.urandom(16).hex()
                header += "\n%d %s\n" % (len(code), token)
            write_all(to_child, header.encode("utf-8") + (code if live else b""))
        except OSError:
            pass  # the child is gone: its status says why
        alive = False
        if live:
            alive, status, lines = wait_live(pid, report, token.encode())
            refused_by, declined = parse_refusals(lines)
        else:
            os.close(to_child)
            status = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
            status = 128 - status if status < 0 else status
        signal.setitimer(signal.ITIMER_REAL, 0)
        egress_token[0] = None
        interpreter = None
        if alive:
            # Until the next job, nothing of the program runs: what it left (its threads,
            # or a program that only claimed to be done) waits, and each job's time is
            # its own.
            if end_others(pid):
                os.kill(pid, signal.SIGSTOP)
                stopped = True
                interpreter = {"calls": calls, "ended": False}
            else:  # it ended right after it said it was done
                interpreter = {"calls": calls, "ended": True}
                os.close(to_child)
                child, calls = start_child(), 0
        else:
            if live:
                interpreter = {"calls": calls, "ended": True}
                os.close(to_child)
            else:
                refused_by, declined = refusals(report)
            if job["keep"]:
                try:
                    os.kill(-1, signal.SIGKILL)
                except OSError:
                    pass
                reap()
                child, calls = start_child(), 0
        found, more = collect(before, program, job)
        report = {"exit": status, "artifacts": found, "more": more}
        if interpreter is not None:
            report["interpreter"] = interpreter
        if refused_by:
            report["refused"] = refused_by
        if declined:
            report["declined"] = declined
        trailer = json.dumps(report)
        try:
            write_all(1, ("\x1ecordon:%s %s\n" % (job["nonce"], trailer)).encode())
            write_all(2, ("\x1ecordon:%s\n" % job["nonce"]).encode())
        except OSError:
            # The program shut the output's sockets, which it shares with the launcher on
            # the channel: nothing more can be said, and the container's status says it.
            os._exit(status)
        if not job["keep"]:
            os._exit(status)
_cordon_main()
