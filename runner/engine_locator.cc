#include "runner/engine_locator.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <thread>
#include <utility>

namespace cordon {
namespace {

bool IsSocket(const std::string& path) {
  struct stat st {};
  return stat(path.c_str(), &st) == 0 && S_ISSOCK(st.st_mode);
}

// Where `program` is on $PATH, if it is.
std::optional<std::string> FindOnPath(const std::string& program) {
  const char* path = std::getenv("PATH");
  std::string dirs = path ? path : "/usr/bin:/bin";
  size_t start = 0;
  while (start <= dirs.size()) {
    size_t colon = dirs.find(':', start);
    std::string dir =
        dirs.substr(start, colon == std::string::npos ? std::string::npos : colon - start);
    std::string candidate = dir + "/" + program;
    if (!dir.empty() && access(candidate.c_str(), X_OK) == 0) return candidate;
    if (colon == std::string::npos) break;
    start = colon + 1;
  }
  return std::nullopt;
}

EngineConnection StartPrivatePodman(const std::vector<std::string>& podman_flags) {
  char pattern[] = "/tmp/cordon-podman-XXXXXX";
  if (mkdtemp(pattern) == nullptr)
    throw EngineError("cannot create a folder for the podman socket");
  auto service = PodmanService::Start(pattern, podman_flags);
  // Podman by construction: the service answered Ping before Start returned.
  auto engine = std::make_unique<DockerApiEngine>(service->socket(), "podman");
  std::string socket = service->socket();
  return EngineConnection{std::move(engine), std::move(service), socket,
                          "started podman system service"};
}

// The shared service's folder: made if missing, and refused unless it is a folder of
// ours that no one else may write (a socket there is trusted as our engine).
void CheckOwnFolder(const std::string& dir) {
  // Made 0700 if missing; one that exists is never changed, only checked.
  std::error_code ec;
  std::filesystem::create_directories(std::filesystem::path(dir).parent_path(), ec);
  mkdir(dir.c_str(), 0700);
  // Its parent too: someone else who may write there could swap the folder after the
  // check (a sticky folder such as /tmp protects what is ours in it).
  struct stat parent {};
  const std::string above = std::filesystem::path(dir).parent_path().string();
  const bool parent_safe = stat(above.c_str(), &parent) == 0 &&
                           (parent.st_uid == geteuid() || parent.st_uid == 0) &&
                           ((parent.st_mode & 022) == 0 || (parent.st_mode & S_ISVTX) != 0);
  struct stat st {};
  if (!parent_safe || lstat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) ||
      st.st_uid != geteuid() || (st.st_mode & 077) != 0) {
    throw EngineError("cannot use " + dir +
                      " for cordon's podman service: it must be a folder (not a link) of "
                      "this user that no one else can open, in a folder no one else can "
                      "change; remove it, or set CORDON_PODMAN_DIR or XDG_RUNTIME_DIR to a "
                      "folder of your own");
  }
}

// The service's name in the folder: one per set of podman flags (runsc or not).
std::string ServiceName(const std::vector<std::string>& podman_flags) {
  if (podman_flags.empty()) return "podman";
  std::string joined;
  for (const auto& flag : podman_flags) joined += flag + '\n';
  return "podman-" + std::to_string(std::hash<std::string>{}(joined) % 1'000'000'007);
}

// Starts `podman FLAGS system service --time=IDLE unix://SOCKET` detached from this
// process (its own session, reparented to init, no descriptor of ours), so that it
// serves the next runs after this one ends.
void StartDetachedPodman(const std::string& socket, const std::vector<std::string>& podman_flags,
                         std::chrono::seconds idle) {
  std::vector<std::string> args = {"podman"};
  args.insert(args.end(), podman_flags.begin(), podman_flags.end());
  args.insert(args.end(),
              {"system", "service", "--time=" + std::to_string(idle.count()), "unix://" + socket});
  std::vector<char*> argv;
  for (auto& arg : args) argv.push_back(arg.data());
  argv.push_back(nullptr);
  pid_t pid = fork();
  if (pid < 0) throw EngineError("cannot start podman: fork failed");
  if (pid == 0) {
    setsid();
    if (fork() != 0) _exit(0);  // the service's parent is init from here on
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);  // see PodmanService::Start
    if (chdir("/") != 0) _exit(127);
    int null = open("/dev/null", O_RDWR);
    if (null >= 0) {
      dup2(null, STDIN_FILENO);
      dup2(null, STDOUT_FILENO);
      dup2(null, STDERR_FILENO);
    }
    closefrom(3);
    execvp("podman", argv.data());
    _exit(127);
  }
  waitpid(pid, nullptr, 0);
}

EngineConnection ConnectSharedPodman(const SharedPodman& shared,
                                     const std::vector<std::string>& podman_flags) {
  CheckOwnFolder(shared.dir);
  const std::string name = ServiceName(podman_flags);
  const std::string socket = shared.dir + "/" + name + ".sock";
  const std::string lock_path = shared.dir + "/" + name + ".lock";
  // Held while we look and, if need be, start: parallel runs then start one service.
  int lock = open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
  if (lock < 0 || flock(lock, LOCK_EX) != 0) {
    if (lock >= 0) close(lock);
    throw EngineError("cannot lock " + lock_path + " to start cordon's podman service");
  }
  std::unique_ptr<int, void (*)(int*)> unlock(&lock, [](int* fd) { close(*fd); });
  auto engine = std::make_unique<DockerApiEngine>(socket, "podman");
  std::string how = "cordon's shared podman service";
  if (!IsSocket(socket) || !engine->Ping()) {
    unlink(socket.c_str());  // a service that ended leaves its socket file
    StartDetachedPodman(socket, podman_flags, shared.idle);
    bool up = false;
    for (int i = 0; i < 200 && !up; ++i) {  // up to 10 s
      up = IsSocket(socket) && engine->Ping();
      if (!up) std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    if (!up) {
      throw EngineError("podman system service did not answer on " + socket +
                        " within 10 s; run `podman system service` by hand to see why");
    }
    how = "started " + how + " (it exits after " + std::to_string(shared.idle.count()) + " s idle)";
  }
  // Podman by construction (a service cordon starts in a folder of its own), and it just
  // answered Ping: asking again what it is would cost one more round trip per run.
  return EngineConnection{std::move(engine), nullptr, socket, how};
}

}  // namespace

std::optional<SharedPodman> SharedPodmanFor(
    const std::function<const char*(const char*)>& environment) {
  SharedPodman shared;
  if (const char* dir = environment("CORDON_PODMAN_DIR"); dir && *dir) {
    shared.dir = dir;
  } else if (geteuid() == 0) {
    shared.dir = "/run/cordon/podman";
  } else if (const char* xdg = environment("XDG_RUNTIME_DIR"); xdg && *xdg) {
    shared.dir = std::string(xdg) + "/cordon/podman";
  } else {
    shared.dir = "/tmp/cordon-" + std::to_string(geteuid()) + "/podman";
  }
  if (const char* idle = environment("CORDON_PODMAN_IDLE_SECONDS"); idle && *idle) {
    char* end = nullptr;
    long seconds = std::strtol(idle, &end, 10);
    if (*end != '\0' || seconds < 0 || seconds > 3600) {
      throw EngineError(std::string("CORDON_PODMAN_IDLE_SECONDS=") + idle +
                        " is not a number of seconds from 0 (no shared service) to 3600");
    }
    if (seconds == 0) return std::nullopt;
    shared.idle = std::chrono::seconds(seconds);
  }
  return shared;
}

// Runs the service under a small shell that holds the read end of a pipe whose write end
// only cordon has: when cordon closes it (its destructor) or dies (even by SIGKILL, which
// no handler sees), the shell's `read` returns, and it stops the service and removes the
// socket folder. If the service exits by itself, the shell exits with its status.
// The podman flags come after the two fixed arguments ("$@" once they are shifted off).
constexpr const char* kServiceWatch =
    "u=$1 d=$2; shift 2\n"
    "podman \"$@\" system service --time=0 \"$u\" </dev/null 3<&- & p=$!\n"
    "{ read -r _ <&3; kill \"$p\" 2>/dev/null; } &\n"
    "r=$!\n"
    "wait \"$p\"; s=$?\n"
    "kill \"$r\" 2>/dev/null\n"
    "rm -rf \"$d\"\n"
    "exit \"$s\"\n";

std::unique_ptr<PodmanService> PodmanService::Start(const std::string& socket_dir,
                                                    const std::vector<std::string>& podman_flags) {
  std::string socket = socket_dir + "/podman.sock";
  std::string uri = "unix://" + socket;
  // Everything exec needs, made before fork (only async-signal-safe calls after it).
  std::vector<std::string> args = {"sh", "-c", kServiceWatch, "sh", uri, socket_dir};
  args.insert(args.end(), podman_flags.begin(), podman_flags.end());
  std::vector<char*> argv;
  for (auto& arg : args) argv.push_back(arg.data());
  argv.push_back(nullptr);
  int lifeline[2];
  if (pipe2(lifeline, O_CLOEXEC) != 0) throw EngineError("cannot start podman: pipe failed");
  pid_t pid = fork();
  if (pid < 0) {
    close(lifeline[0]);
    close(lifeline[1]);
    throw EngineError("cannot start podman: fork failed");
  }
  if (pid == 0) {
    // Its own process group, so that stopping it reaches the service too.
    setsid();
    // `cordon run` blocks SIGINT/SIGTERM to turn them into a cancellation; the service
    // must not inherit that, or it would ignore the SIGTERM that stops it.
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    // The service must not write to our stdout (the MCP channel) and its progress
    // chatter is noise on stderr; to see why it fails, run it by hand.
    int null = open("/dev/null", O_RDWR);
    if (null >= 0) {
      dup2(null, STDIN_FILENO);
      dup2(null, STDOUT_FILENO);
      dup2(null, STDERR_FILENO);
    }
    // At fd 3 without O_CLOEXEC, so the shell keeps it (dup2 onto itself would leave
    // the flag set).
    if (lifeline[0] == 3) {
      fcntl(3, F_SETFD, 0);
    } else {
      dup2(lifeline[0], 3);
    }
    execv("/bin/sh", argv.data());
    _exit(127);
  }
  close(lifeline[0]);
  auto service =
      std::unique_ptr<PodmanService>(new PodmanService(pid, lifeline[1], socket_dir, socket));
  DockerApiEngine probe(socket, "podman");
  for (int i = 0; i < 200; ++i) {  // up to 10 s
    if (IsSocket(socket) && probe.Ping()) return service;
    int status = 0;
    if (waitpid(pid, &status, WNOHANG) == pid) {
      service->pid_ = -1;
      throw EngineError("podman system service exited at once (status " +
                        std::to_string(WEXITSTATUS(status)) + "); run it by hand to see why");
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  throw EngineError("podman system service did not answer on " + socket + " within 10 s");
}

PodmanService::~PodmanService() {
  if (lifeline_ >= 0) close(lifeline_);  // the watching shell stops the service
  if (pid_ > 0) {
    for (int i = 0; i < 250; ++i) {  // up to 5 s
      if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
        pid_ = -1;
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    if (pid_ > 0) {
      kill(-pid_, SIGKILL);  // the shell's whole group, the service with it
      waitpid(pid_, nullptr, 0);
    }
  }
  std::error_code ec;
  std::filesystem::remove_all(dir_, ec);
}

namespace {

EngineConnection Discover(const std::string& choice,
                          const std::function<const char*(const char*)>& environment,
                          const std::optional<SharedPodman>& shared) {
  if (choice != "auto" && choice != "podman" && choice != "docker") {
    throw EngineError("unknown engine '" + choice + "' (expected podman, docker or auto)");
  }
  std::vector<std::string> tried;
  auto attempt = [&](const std::string& socket, const std::string& name,
                     const std::string& how) -> std::optional<EngineConnection> {
    tried.push_back(socket + " (" + how + ")");
    if (!IsSocket(socket)) return std::nullopt;
    auto engine = std::make_unique<DockerApiEngine>(socket, name);
    if (!engine->Identify()) return std::nullopt;  // one /_ping: up, and which engine
    return EngineConnection{std::move(engine), nullptr, socket, how};
  };
  auto from_env = [&](const char* variable,
                      const std::string& name) -> std::optional<EngineConnection> {
    const char* value = environment(variable);
    if (value == nullptr || *value == '\0') return std::nullopt;
    std::string uri = value;
    if (uri.rfind("unix://", 0) != 0) {
      throw EngineError(std::string("$") + variable + "=" + uri +
                        " is not a unix:// socket; cordon talks to engines over unix sockets only");
    }
    return attempt(uri.substr(7), name, std::string("$") + variable);
  };
  bool podman = choice != "docker", docker = choice != "podman";
  if (podman) {
    if (auto c = from_env("CONTAINER_HOST", "podman")) return std::move(*c);
  }
  if (docker) {
    if (auto c = from_env("DOCKER_HOST", "docker")) return std::move(*c);
  }
  if (podman) {
    if (auto c = attempt("/run/podman/podman.sock", "podman", "rootful podman"))
      return std::move(*c);
    if (const char* xdg = environment("XDG_RUNTIME_DIR"); xdg && *xdg) {
      if (auto c = attempt(std::string(xdg) + "/podman/podman.sock", "podman", "rootless podman")) {
        return std::move(*c);
      }
    }
  }
  if (docker) {
    if (auto c = attempt("/var/run/docker.sock", "docker", "docker")) return std::move(*c);
  }
  if (podman && FindOnPath("podman")) {
    return shared ? ConnectSharedPodman(*shared, {}) : StartPrivatePodman({});
  }
  std::string list;
  for (const auto& t : tried) list += (list.empty() ? "" : ", ") + t;
  throw EngineError("no container engine found: tried " + list +
                    "; install podman (apt-get install podman runc) or start dockerd, or "
                    "point CONTAINER_HOST/DOCKER_HOST at an engine's unix socket");
}

}  // namespace

EngineConnection ConnectEngine(const std::string& choice,
                               const std::function<const char*(const char*)>& environment,
                               const IsolationRequest& isolation,
                               const std::optional<SharedPodman>& shared) {
  if (isolation.level != Isolation::kGvisor) return Discover(choice, environment, shared);
  auto named = [&](const char* variable) {
    const char* value = environment(variable);
    return value != nullptr && *value != '\0';
  };
  std::optional<std::string> runsc = FindOnPath("runsc");
  bool socket_named = (choice != "docker" && named("CONTAINER_HOST")) ||
                      (choice != "podman" && named("DOCKER_HOST"));
  if (runsc && choice != "docker" && FindOnPath("podman") && !socket_named) {
    // gVisor's own network stack would need the host network namespace; cordon's
    // containers have no network under gVisor. And runsc ignores a container's seccomp
    // profile unless told to load it (inside its kernel): without oci-seccomp, cordon's
    // profile would silently not apply.
    const std::vector<std::string> flags = {"--runtime",    *runsc,           "--runtime-flag",
                                            "network=none", "--runtime-flag", "oci-seccomp"};
    EngineConnection c = shared ? ConnectSharedPodman(*shared, flags) : StartPrivatePodman(flags);
    c.how += " with runsc";
    c.isolation = Isolation::kGvisor;
    return c;
  }
  EngineConnection c = Discover(choice, environment, shared);
  std::string why;
  if (c.engine->Name() == "docker") {
    auto runtimes = c.engine->Runtimes();
    auto found = runtimes.find("runsc");
    bool oci_seccomp = found != runtimes.end() &&
                       std::any_of(found->second.begin(), found->second.end(), [](const auto& a) {
                         return a == "--oci-seccomp" || a == "--oci-seccomp=true";
                       });
    if (oci_seccomp) {
      c.isolation = Isolation::kGvisor;
      c.runtime = "runsc";
      return c;
    }
    // runsc without --oci-seccomp ignores a container's seccomp profile: cordon's would
    // silently not apply, which is weaker than runc with it, not stronger.
    const std::string registration =
        R"(register it in daemon.json: {"runtimes": {"runsc": {"path": "/usr/bin/runsc", )"
        R"("runtimeArgs": ["--network=none", "--oci-seccomp"]}}})";
    why = "the Docker daemon at " + c.socket +
          (found == runtimes.end()
               ? " has no runtime named runsc: " + registration
               : "'s runsc runtime lacks --oci-seccomp (without it gVisor ignores cordon's "
                 "seccomp profile): " +
                     registration);
  } else if (!runsc) {
    why = "runsc is not installed (apt-get install runsc)";
  } else {
    why = "Podman at " + c.socket + " (" + c.how +
          ") cannot be asked for another runtime per container; unset CONTAINER_HOST and "
          "DOCKER_HOST so that cordon starts its own Podman service with runsc";
  }
  if (!isolation.fallback) {
    throw EngineError("the policy asks for gVisor isolation, which is not available: " + why);
  }
  c.isolation_note = "gVisor is not available, so runc: " + why;
  return c;
}

}  // namespace cordon
