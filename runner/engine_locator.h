// Finds a container engine to talk to, in this order:
//   1. the choice (--engine podman|docker|auto, or $CORDON_ENGINE);
//   2. $CONTAINER_HOST, then $DOCKER_HOST (unix:// only);
//   3. the usual sockets: rootful and rootless Podman, then Docker;
//   4. if none answers and podman is installed, `podman system service` started on a
//      private socket, stopped again when the returned EngineConnection is destroyed.
// With gVisor asked for (a policy's `isolation:`, docs/isolation.md), Podman is always
// cordon's own service, started with runsc as its runtime (Podman's compatible API
// ignores a container's own runtime choice), unless $CONTAINER_HOST or $DOCKER_HOST
// names an engine; Docker gives gVisor when its daemon has a runtime named runsc.
// Failing all that, EngineError says what was tried and what to do.
#pragma once

#include <sys/types.h>

#include <functional>
#include <memory>
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
// Throws EngineError when gVisor is asked for without fallback and cannot be given.
EngineConnection ConnectEngine(const std::string& choice,
                               const std::function<const char*(const char*)>& environment,
                               const IsolationRequest& isolation = {});

}  // namespace cordon
