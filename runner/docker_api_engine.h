// ContainerEngine over the Docker Engine REST API (v1.41), which Docker and Podman both
// serve, spoken with libcurl over a unix socket.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "runner/container_engine.h"
#include "runner/unix_http_client.h"

namespace cordon {

class DockerApiEngine final : public ContainerEngine {
 public:
  // `name` is what messages call the engine until Identify() asks it ("podman", "docker").
  DockerApiEngine(std::string socket_path, std::string name)
      : http_(std::move(socket_path)), name_(std::move(name)) {}

  // Asks the engine what it is (GET /_ping, whose headers say): Podman and Docker differ in details
  // the create request must respect. The same request as Ping, so a caller that discovers
  // an engine asks once: false, like Ping, when no engine answers there.
  bool Identify();

  // The OCI runtimes the engine names in GET /info ("runc", "runsc", ...), each with the
  // arguments the engine starts it with (Docker's runtimeArgs). Podman lists every
  // runtime its configuration knows, installed or not; Docker only those it has.
  std::map<std::string, std::vector<std::string>> Runtimes();

  std::string Name() const override { return name_; }
  bool Ping() override;  // GET /_ping
  std::string Create(const ContainerSpec& spec) override;
  std::unique_ptr<AttachedStream> Attach(const std::string& id) override;
  void Start(const std::string& id) override;
  ContainerState Inspect(const std::string& id) override;
  std::optional<ContainerState> Wait(const std::string& id,
                                     std::chrono::milliseconds timeout) override;
  void Kill(const std::string& id) override;
  void Remove(const std::string& id) override;
  std::vector<ContainerSummary> ListByLabel(const std::string& key,
                                            const std::string& value) override;
  bool ImageExists(const std::string& image) override;
  void ImportImage(const std::string& tar_path, const std::string& reference,
                   const std::string& label = "") override;
  void RemoveImage(const std::string& reference) override;
  std::string ImageLabel(const std::string& image, const std::string& key) override;
  void Export(const std::string& id, const std::string& tar_path) override;

 private:
  // Throws EngineError saying what failed; NoSuchContainer for a 404 when the request was
  // about a container (`of_container`: not an image's 404).
  [[noreturn]] void Fail(const std::string& what, const HttpResponse& response,
                         bool of_container = false) const;
  UnixHttpClient http_;
  std::string name_;
};

// Builds the create-container request body for a spec (exposed for tests). The tmpfs
// mounts are owned by the container user, and the seccomp profile is given, in the ways
// Podman and Docker each accept (a path; the profile's JSON inline).
std::string ContainerCreateBody(const ContainerSpec& spec, bool podman);

}  // namespace cordon
