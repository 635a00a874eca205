// Finds a container engine to talk to, in this order:
//   1. the choice (--engine podman|docker|auto, or $CORDON_ENGINE);
//   2. $CONTAINER_HOST, then $DOCKER_HOST (unix:// only);
//   3. the usual sockets: rootful and rootless Podman, then Docker;
//   4. if none answers and podman is installed, `podman system service` started on a
//      private socket, stopped again when the returned EngineConnection is destroyed.
// Failing all that, EngineError says what was tried and what to do.
#pragma once

#include <sys/types.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "runner/docker_api_engine.h"

namespace cordon {

// A podman service cordon started itself, with its socket folder. It stops, and the
// folder goes, when this object is destroyed or when the cordon process dies by any
// means (a SIGKILL included): a watching shell holds a pipe only cordon writes to.
class PodmanService {
 public:
  static std::unique_ptr<PodmanService> Start(const std::string& socket_dir);
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
};

// `choice` is "podman", "docker" or "auto"; `environment` looks up variables (getenv
// in production, a map in tests).
EngineConnection ConnectEngine(const std::string& choice,
                               const std::function<const char*(const char*)>& environment);

}  // namespace cordon
