# The program's own process for a Python job, started ahead of time by the launcher
# (runner/launcher/launcher.py, see runner/launcher.h) as `python3 -u -c CHILD REFUSE
# FILTER`: REFUSE is the policy's runtime profile (the capabilities the interpreter
# refuses, comma-separated), FILTER a seccomp filter (hex) that the kernel applies to
# this process and everything it starts. Before any job arrives the child installs
# both layers of the runtime policy (docs/runtime-policy.md):
#   - the kernel filter: no program can be started (execve, execveat), no socket other
#     than AF_UNIX opened, no signal sent to the launcher; it cannot be removed;
#   - a PEP 578 audit hook that refuses the events of each refused capability, writes
#     what it refused and where to the launcher (descriptor 3), and ends the program
#     (and its own children) at once, so that the run is reported `blocked`.
# Then it reads the program's path from descriptor 4 (a pipe from the launcher), then the
# job's environment variables ("NAME HEX" lines, until the launcher closes it), and runs
# the program as __main__ with stdin at /dev/null. It never sees the job's nonce.
# A live session's job ends its variables with an empty line instead, then sends the
# program's size and the job's token, then the program's bytes: the child runs those
# (not the file, which an earlier program of the session could rewrite) in the __main__
# module it keeps, writes "=done TOKEN STATUS" on descriptor 3, and reads the next job,
# so the next program sees the variables, imports, functions and figures this one left.
# Embedded into cordon at build time; it must run on a stock python3 (3.9+).
import os, sys


def _cordon_seccomp(filter_hex):
    # PR_SET_NO_NEW_PRIVS (the container already has it), then PR_SET_SECCOMP with the
    # filter. ctypes is loaded only for this and dropped from sys.modules afterwards, so
    # the program's own `import ctypes` goes through the audit hook.
    import ctypes
    program = bytes.fromhex(filter_hex)

    class Fprog(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_char_p)]

    libc = ctypes.CDLL(None, use_errno=True)
    prog = Fprog(len(program) // 8, program)
    if libc.prctl(38, 1, 0, 0, 0) != 0 or libc.prctl(22, 2, ctypes.byref(prog), 0, 0) != 0:
        sys.stderr.write("cordon: cannot install the runtime policy's system call filter "
                         "(errno %d)\n" % ctypes.get_errno())
        os._exit(125)
    for name in [m for m in sys.modules if m == "ctypes" or m.startswith(("ctypes.", "_ctypes"))]:
        del sys.modules[name]


def _cordon_guard(refused, report_fd):
    # Everything the hook uses is bound here, as a default argument of an immutable
    # kind (no closure: a closure's cells can be rebound, from a frame a refusal's
    # traceback reaches, with no audit event): the program may patch modules and
    # builtins, but the hook reads none of them, and the ways to reach the hook itself
    # (the garbage collector's object lists, tracing, replacing its code or defaults,
    # sub-interpreters, more hooks) are refused too.
    import posix
    top = posix.getpid()
    scratch = ("/work", "/tmp", "/var/tmp", "/dev/shm")
    devices = frozenset(("/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/fd/1",
                         "/dev/fd/2", "/proc/self/fd/1", "/proc/self/fd/2"))
    # The process events, and which argument names the command (-1: none). The tables
    # are frozensets and tuples: a dict behind a mapping proxy is the dict again to
    # gc.get_referents, which a library may use (pandas does).
    process_events = (("os.system", 0), ("os.exec", 1), ("os.posix_spawn", 1), ("os.spawn", 2),
                      ("os.forkpty", -1), ("subprocess.Popen", 1), ("pty.spawn", 0))
    native_events = frozenset(("ctypes.dlopen", "ctypes.dlsym", "ctypes.dlsym/handle",
                               "ctypes.call_function", "ctypes.cdata", "ctypes.cdata/buffer",
                               "ctypes.PyObj_FromPtr", "ctypes.string_at", "ctypes.wstring_at"))
    network_events = frozenset(("socket.__new__", "socket.connect", "socket.bind",
                                "socket.sendto", "socket.sendmsg"))
    # The events on paths: which capability, and where the directory descriptor a
    # relative path is resolved against sits in the event's arguments (None: no such).
    write_events = (("os.mkdir", 2), ("os.utime", 3), ("os.setxattr", -1))
    destroy_events = (("os.remove", 1), ("os.rmdir", 1), ("shutil.rmtree", 1),
                      ("os.truncate", -1), ("os.chmod", 2), ("os.chown", 3),
                      ("os.removexattr", -1))
    path_events = write_events + destroy_events
    tamper_events = frozenset(("sys.addaudithook", "gc.get_objects", "gc.get_referrers",
                               "sys.settrace", "sys.setprofile",
                               "cpython.PyInterpreterState_New"))
    tamper_modules = frozenset(("_xxsubinterpreters", "_xxinterpchannels"))
    writing = posix.O_WRONLY | posix.O_RDWR | posix.O_CREAT | posix.O_TRUNC | posix.O_APPEND
    watched = set(tamper_events) | {"import", "object.__setattr__", "open", "gc.get_referents"}
    process_names = frozenset([name for name, _ in process_events])
    write_names = frozenset([name for name, _ in write_events])
    destroy_names = frozenset([name for name, _ in destroy_events])
    if "process" in refused:
        watched |= process_names
    if "native" in refused:
        watched |= native_events
    if "network" in refused:
        watched |= network_events
    fs_write = "fs-write" in refused
    if fs_write:
        watched |= write_names | {"os.symlink", "os.link"}
    if "fs-destroy" in refused:
        watched |= destroy_names | {"os.rename"}
    if "signals" in refused:
        watched |= {"os.kill", "os.killpg"}
    watched = frozenset(watched)

    def plain(value, _type=type, _str=str, _bytes=bytes, _int=int,
              _type_name=type.__dict__["__name__"].__get__):
        # What a refusal reports about an argument: only plain values are spelt out (a
        # program's own object could run code from its __repr__).
        kind = _type(value)
        if kind is _str:
            return value[:300]
        if kind is _bytes:
            return value[:300].decode("utf-8", "replace")
        if kind is _int:
            return "%d" % value
        return "<%s>" % _type_name(kind)  # type's own slot: a metaclass cannot answer

    def argument_of(event, table):
        # Which argument of the event a table names (-1: none).
        for name, index in table:
            if name == event:
                return index
        return -1

    def text(value, _type=type, _seq=(list, tuple), _plain=plain):
        # A sequence (a command's arguments) item by item, one level deep.
        if _type(value) in _seq:
            return " ".join([_plain(item) for item in value[:20]])[:300]
        return _plain(value)

    def where(_getframe=sys._getframe):
        # The innermost frame of the program's own files (in /work).
        frame, depth = _getframe(1), 0
        while frame is not None and depth < 500:
            code = frame.f_code
            if code.co_filename.startswith("/work/"):
                return code.co_filename[6:], frame.f_lineno
            frame, depth = frame.f_back, depth + 1
        return "", 0

    def send(prefix, capability, event, detail, _write=posix.write, _where=where,
             _fd=report_fd, OSError=OSError):
        # One report line to the launcher: hex fields (capability, event, detail, the
        # program's file) and the program's line; `prefix` "d" for a declined one.
        path, line = _where()
        fields = [capability, event, detail, path]
        report = " ".join([f.encode("utf-8", "replace").hex() or "-" for f in fields])
        try:
            _write(_fd, ("%s%s %d\n" % (prefix, report, line)).encode())
        except OSError:
            pass

    def refuse_now(capability, event, detail, _kill=posix.kill, _getpid=posix.getpid,
                   _exit=posix._exit, _send=send, _top=top, OSError=OSError):
        _send("", capability, event, detail)
        if _getpid() != _top:  # a child of the program's: end the program too
            try:
                _kill(_top, 9)
            except OSError:
                pass
        _exit(126)

    def absolute(path, dir_fd=-1, _type=type, _str=str, _bytes=bytes, _getcwd=posix.getcwd,
                 _readlink=posix.readlink, _fspath=posix.fspath, _int=int, OSError=OSError):
        # The path with symbolic links resolved, as the kernel will see it; None for a
        # descriptor. A path-like object is asked once (it could answer differently the
        # next time: the kernel's read-only root and the seccomp filter stand behind this).
        if _type(path) is _int:
            return None
        if _type(path) not in (_str, _bytes):
            path = _fspath(path)
        if _type(path) is _bytes:
            path = path.decode("utf-8", "surrogateescape")
        if not path.startswith("/"):
            base = (_getcwd() if _type(dir_fd) is not _int or dir_fd < 0
                    else _readlink("/proc/self/fd/%d" % dir_fd))
            path = base + "/" + path
        parts, done, hops = path.split("/"), [], 0
        while parts:
            part = parts.pop(0)
            if part in ("", "."):
                continue
            if part == "..":
                if done:
                    done.pop()
                continue
            candidate = "/" + "/".join(done + [part])
            try:
                target = _readlink(candidate) if hops < 40 else None
            except OSError:
                target = None
            if target is None:
                done.append(part)
                continue
            hops += 1
            if target.startswith("/"):
                done = []
            parts = target.split("/") + parts
        return "/" + "/".join(done)

    def outside(path, dir_fd=-1, _type=type, _str=str, _devices=devices, _absolute=absolute,
                _scratch=scratch):
        if _type(path) is _str and path in _devices:
            return False
        full = _absolute(path, dir_fd)
        if full is None or full in _devices:
            return False
        for top_dir in _scratch:
            if full == top_dir or full.startswith(top_dir + "/"):
                return False
        return True

    def descendant(pid, _open=posix.open, _read=posix.read, _close=posix.close, _int=int,
                   _range=range, top=top, _rdonly=posix.O_RDONLY, OSError=OSError,
                   ValueError=ValueError):
        # Whether pid is the program or one of the processes it started.
        for _ in _range(64):
            if pid == top:
                return True
            if pid <= 1:
                return False
            try:
                fd = _open("/proc/%d/stat" % pid, _rdonly)
                try:
                    stat = _read(fd, 1024).decode("ascii", "replace")
                finally:
                    _close(fd)
                pid = _int(stat[stat.rindex(")") + 2:].split(" ")[1])
            except (OSError, ValueError):
                return False
        return False

    stdlib = os.__file__.rsplit("/", 1)[0] + "/"  # /usr/lib/python3.11/

    def library_asks(_getframe=sys._getframe, stdlib=stdlib):
        # Whether the event comes from an installed library's own code (numpy trying
        # ctypes, platform asking `uname -p` for scipy) rather than from the program: the
        # innermost frame outside the standard library decides. Frames: 0 this, 1 refuse,
        # 2 the hook, 3 what raised the event.
        frame, depth = _getframe(3), 0
        while frame is not None and depth < 500:
            name = frame.f_code.co_filename
            if "/dist-packages/" in name or "/site-packages/" in name:
                return True
            if not (name.startswith(stdlib) or name.startswith("<frozen")):
                return False
            frame, depth = frame.f_back, depth + 1
        return False

    declined = [0]  # how many library refusals were reported (at most 8: the pipe is small)

    def decline(capability, event, detail, declined=declined, _send=send):
        # A library's attempt, refused without ending the run, is reported too (a line
        # starting "d"), so the result can say what the library was denied and where the
        # program called it.
        if declined[0] >= 8:
            return
        declined[0] += 1
        _send("d ", capability, event, detail)

    def refuse(capability, event, detail, error=PermissionError, _library_asks=library_asks,
               _decline=decline, _refuse_now=refuse_now):
        # The program's own use ends the run; a library's is refused as an error the
        # library can handle (most try such things and cope without).
        if _library_asks():
            _decline(capability, event, detail)
            raise error("cordon: the policy does not grant '%s' (%s)" % (capability, event))
        _refuse_now(capability, event, detail)

    def hook(event, args, _watched=watched, _type=type, _tuple=tuple, _len=len, _id=id, _int=int,
             _flags=type.__dict__["__flags__"].__get__, tamper_modules=tamper_modules,
             tamper_events=tamper_events, process_events=process_events,
             process_names=process_names, native_events=native_events,
             network_events=network_events, path_events=path_events, write_names=write_names,
             destroy_names=destroy_names, argument_of=argument_of, writing=writing,
             fs_write=fs_write, refuse=refuse, refuse_now=refuse_now, text=text,
             outside=outside, descendant=descendant, _ours=frozenset()):
        if event not in _watched:
            return
        if event == "object.__setattr__":
            # Replacing the code or the defaults of the hook's own functions (reachable
            # through a PermissionError's traceback) would switch it off.
            if _id(args[0]) in _ours:
                refuse_now("introspection", event, "changes the runtime policy's own code")
        elif event == "import":
            name = args[0]
            if name in tamper_modules:
                refuse_now("introspection", "import", name)
        elif event in tamper_events:
            refuse_now("introspection", event, "changes what the runtime policy watches")
        elif event == "gc.get_referents":
            # Of an object of a class written in Python (pandas asks it of a frame): its
            # dict, slots and class, all reachable anyway. Of anything else it may be a
            # door: a class's real dict (str's, to change its methods), a mapping
            # proxy's or its iterators' mapping. Flags: heap type, subclass of type.
            for obj in args[0]:
                flags = _flags(_type(obj))
                if not flags & 0x200 or flags & 0x80000000:
                    refuse_now("introspection", event, "reaches past what Python code can")
        elif event in process_names:
            index = argument_of(event, process_events)
            refuse("process", event, "" if index < 0 else text(args[index]))
        elif event in native_events:
            # Importing ctypes opens the interpreter's own symbols (dlopen(None)); what
            # is refused is looking one up or calling through it, and any other library.
            if event != "ctypes.dlopen" or args[0] is not None:
                refuse("native", event, text(args[0]))
        elif event == "socket.__new__":
            if args[1] != 1:  # AF_UNIX only (the kernel filter refuses the others)
                refuse("network", event, "address family %d" % args[1])
        elif event in network_events:
            if _type(args[1]) is _tuple:  # AF_UNIX addresses are paths
                refuse("network", event, text(args[1]))
        elif event == "open":
            if _type(args[0]) is _int and args[0] in (3, 4):
                # The runtime layer's report pipe and a live session's job pipe: a
                # program reading or writing them could end its call early or take the
                # next call's program.
                refuse_now("introspection", event, "the runtime layer's descriptor %d" % args[0])
            if fs_write and args[2] & writing and outside(args[0]):
                refuse("fs-write", event, text(args[0]))
        elif event in write_names or event in destroy_names:
            index = argument_of(event, path_events)
            dir_fd = args[index] if index >= 0 and _len(args) > index else -1
            if outside(args[0], dir_fd):
                capability = "fs-write" if event in write_names else "fs-destroy"
                refuse(capability, event, text(args[0]))
        elif event in ("os.symlink", "os.link"):
            if outside(args[1], args[-1]):
                refuse("fs-write", event, text(args[1]))
        elif event == "os.rename":
            if outside(args[0], args[2]) or outside(args[1], args[3]):
                refuse("fs-destroy", event, text(args[0]) + " -> " + text(args[1]))
        elif event == "os.killpg" or (event == "os.kill" and not descendant(args[0])):
            refuse("signals", event, text(args[0]))

    # _posixsubprocess.fork_exec (under subprocess, which raises its own event first, and
    # multiprocessing's spawn) raises no event: there the kernel filter refuses the exec.
    def new_job(declined=declined):
        # A live session's next program may report its own eight.
        declined[0] = 0

    ours = (plain, argument_of, text, where, send, refuse_now, absolute, outside, descendant,
            library_asks, decline, refuse, hook, new_job)
    hook.__defaults__ = hook.__defaults__[:-1] + (frozenset([id(f) for f in ours]),)
    sys.addaudithook(hook)
    return new_job


def _cordon_child():
    import atexit, builtins, traceback, types
    refuse = frozenset(filter(None, sys.argv[1].split(","))) if len(sys.argv) > 1 else frozenset()
    if len(sys.argv) > 2 and sys.argv[2]:
        _cordon_seccomp(sys.argv[2])
    # The jobs' pipe is descriptor 4, not inherited by what the program starts; its
    # stdin is /dev/null. Opened before the runtime layer, which refuses the program
    # both of the child's descriptors.
    os.set_inheritable(4, False)
    jobs = open(4, "rb")
    new_job = _cordon_guard(refuse, 3) if refuse else (lambda: None)

    def read_job():
        # The program's path, then the job's environment variables ("NAME HEX" lines,
        # runner/launcher.h) until the launcher closes the pipe (a one-shot job: the
        # program is the file) or sends an empty line (a live session's: then the
        # program's size and bytes, and the pipe stays for the next job). None: the
        # program is the file.
        program = jobs.readline().decode("utf-8").rstrip("\n")
        if not program:
            os._exit(0)
        while True:
            line = jobs.readline()
            if not line:
                return program, None
            name, _, value = line.rstrip(b"\n").partition(b" ")
            if not name:
                break
            os.environb[name] = bytes.fromhex(value.decode("ascii"))
        size, token = jobs.readline().split()
        source = jobs.read(int(size))
        if len(source) != int(size):
            os._exit(0)  # the launcher is gone
        return program, (source.decode("utf-8", "surrogateescape"), token)

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
    sys.path[0] = "/work"
    main = types.ModuleType("__main__")
    main.__builtins__ = builtins

    def run(program, source, _open=open, _compile=compile, _exec=exec, _modules=sys.modules):
        # Runs the program (`source`, or the file when None) as __main__; its exit
        # status. A live session's programs all run in the one module, so each sees what
        # the earlier ones defined.
        sys.argv = [program]
        main.__file__ = program
        _modules["__main__"] = main
        try:
            # Compiled from a str: no coding declaration can make CPython re-decode
            # the text cordon analysed (analyzer/canonical_source.h).
            if source is None:
                with _open(program, encoding="utf-8", newline="") as f:
                    source = f.read()
            _exec(_compile(source, program, "exec", dont_inherit=True), main.__dict__)
        except SystemExit as e:
            if e.code is None:
                return 0
            if isinstance(e.code, int):
                return e.code & 0xFF
            print(e.code, file=sys.stderr)
            return 1
        except BaseException as e:
            tb = e.__traceback__
            while tb is not None and tb.tb_frame.f_code.co_filename != program:
                tb = tb.tb_next
            traceback.print_exception(type(e), e, tb)
            return 1
        return 0

    def settle():
        # The end of a live session's program: its output is written. Its threads go on
        # (only while a later call runs: the launcher stops the interpreter in between),
        # as in a notebook; a one-shot run would wait for those that are not daemons, but
        # an idle pool's workers would then hold the call to its wall time.
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:
                pass

    write = os.write
    while True:
        program, job = read_job()
        live = job is not None
        new_job()
        code = run(program, job[0] if live else None)
        if not live:
            break
        settle()
        try:
            write(3, b"\n=done %s %d\n" % (job[1], code))
        except OSError:
            os._exit(code)
    try:
        atexit._run_exitfuncs()
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os._exit(code)
_cordon_child()
