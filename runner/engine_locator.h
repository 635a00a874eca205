// Finds a container engine to talk to, in this order:
//   1. the choice (--engine podman|docker|auto, or $CORDON_ENGINE);
//   2. $CONTAINER_HOST, then $DOCKER_HOST (unix:// only);
//   3. the usual sockets: rootful and rootless Podman, then Docker;
//   4. if none answers and podman is installed, `podman system service` started on a
//      private socket, stopped again when the returned EngineConnection is destroyed;
//      or, for one-shot runs (`cordon run`), the user's shared service (SharedPodman),
//      started once and reused by the next runs.
// With gVisor asked for (a policy's `isolation:`, docs/isolation.md), Podman is always
// cordon's own service, started with runsc as its runtime (Podman's compatible API
// ignores a container's own runtime choice), unless $CONTAINER_HOST or $DOCKER_HOST
// names an engine; Docker gives gVisor when its daemon has a runtime named runsc.
// Failing all that, EngineError says what was tried and what to do.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "policy/policy.h"
#include "runner/docker_api_engine.h"

namespace cordon {

// A podman service cordon started itself, with its socket folder. It stops, and the
// folder goes, when this object is destroyed or when the cordon process dies by any
// means (a SIGKILL included): a watching shell holds a pipe only cordon writes to.
class PodmanService {
 public:
  // `podman_flags` go before `system service` (e.g. --runtime /usr/bin/runsc).
  static std::unique_ptr<PodmanService> Start(const std::string& socket_dir,
                                              const std::vector<std::string>& podman_flags = {});
  ~PodmanService();
  PodmanService(const PodmanService&) = delete;
  PodmanService& operator=(const PodmanService&) = delete;
  const std::string& socket() const { return socket_; }

 private:
  PodmanService(pid_t pid, int lifeline, std::string dir, std::string socket)
      : pid_(pid), lifeline_(lifeline), dir_(std::move(dir)), socket_(std::move(socket)) {}
  pid_t pid_;
  int lifeline_;  // the write end of the watching shell's pipe
  std::string dir_;
  std::string socket_;
};

// The podman service one-shot runs share: starting and stopping a service per `cordon
// run` cost more than the run (0.55 s against podman's own `run --rm` at 0.24 s). One per
// user and set of podman flags, in the user's own folder (made mode 0700, refused when
// someone else owns it or others may write it); the first run starts it detached, the
// next ones find it answering, and it exits by itself once no request came for `idle`
// (`podman system service --time`): nothing of it outlives that, and a container it
// started keeps its own deadline (the launcher's). Starting is serialised by a lock
// file, so parallel runs start one service.
struct SharedPodman {
  std::string dir;
  std::chrono::seconds idle{30};
};

// For `environment`: the folder $CORDON_PODMAN_DIR, else /run/cordon/podman for root,
// else $XDG_RUNTIME_DIR/cordon/podman, else /tmp/cordon-<uid>/podman; the idle time
// from $CORDON_PODMAN_IDLE_SECONDS (1 to 3600), else 30 s. With
// CORDON_PODMAN_IDLE_SECONDS=0, none: each run starts and stops a service of its own.
// Throws EngineError for a value that is not a number of seconds.
std::optional<SharedPodman> SharedPodmanFor(
    const std::function<const char*(const char*)>& environment);

struct EngineConnection {
  std::unique_ptr<DockerApiEngine> engine;
  std::unique_ptr<PodmanService> service;  // set when cordon started podman itself
  std::string socket;
  std::string how;  // for `cordon doctor` and logs: "CONTAINER_HOST", "started podman", ...
  Isolation isolation = Isolation::kRunc;  // what its containers get
  std::string runtime;  // the OCI runtime each container asks for ("" = the engine's default)
  std::string isolation_note;  // why gVisor was asked for and not given (fallback), else ""
};

// `choice` is "podman", "docker" or "auto"; `environment` looks up variables (getenv
// in production, a map in tests).
// `shared`: when cordon must start podman itself, use the shared service (one-shot runs)
// instead of one of this connection's own.
// Throws EngineError when gVisor is asked for without fallback and cannot be given.
EngineConnection ConnectEngine(const std::string& choice,
                               const std::function<const char*(const char*)>& environment,
                               const IsolationRequest& isolation = {},
                               const std::optional<SharedPodman>& shared = std::nullopt);

}  // namespace cordon
