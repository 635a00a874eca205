// The narrow interface between the runner and a container engine. DockerApiEngine
// speaks the Docker Engine REST API (served by Docker and by Podman) with libcurl over
// a unix socket; FakeEngine records calls for unit tests of everything above it.
//
// There is no archive upload/download here, on purpose: every writable path in a
// sandbox is a tmpfs under a read-only root, and Docker's archive API refuses uploads
// to a read-only root ("container rootfs is marked read-only") and cannot see tmpfs
// contents (Podman can). Code, input files and artifacts travel through the launcher
// instead (launcher.h), the same on both engines: on the launcher's own socket
// (launcher_channel.h), or on the attach stream.
//
// Error convention for the runner layer: engine operations throw EngineError; Runner
// catches it at its edge and reports a result with status `engine_error`.
//
// Threads: one ContainerEngine is shared by concurrent runs, the warm pool's refiller,
// the reaper and the session expirer, so every implementation must allow any member to
// be called from several threads at once (DockerApiEngine makes a curl handle per
// request and keeps no other mutable state; FakeEngine locks). An AttachedStream
// belongs to one run: one thread at a time.
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace cordon {

class EngineError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The engine has no such container (HTTP 404): it was removed, by someone or by the
// engine itself (ContainerSpec::auto_remove).
class NoSuchContainer : public EngineError {
 public:
  using EngineError::EngineError;
};

// Everything the runner asks of a container. Values are absolute (bytes, counts).
// A host file or folder that a container sees at `target`.
struct BindMount {
  std::string source;  // absolute, on the engine's host
  std::string target;  // absolute, in the container
  bool read_only = true;
  // A user's project folder (runner/project_mounts.h): mounted noexec, nosuid and nodev
  // where the engine can (Podman; Docker's API has no such options).
  bool project = false;
};

struct ContainerSpec {
  std::string image;
  std::vector<std::string> command;
  std::map<std::string, std::string> labels;
  std::vector<std::string> env;      // "KEY=value"
  std::string user = "65534:65534";  // nobody
  std::string working_dir = "/work";
  bool network = false;
  bool open_stdin = true;  // the launcher reads the program from stdin
  int64_t memory_bytes = 512ll << 20;
  int64_t nano_cpus = 1'000'000'000;
  int64_t pids = 64;
  int64_t tmpfs_bytes = 64ll << 20;  // size of /work and of /tmp
  int64_t nofile = 256;
  int64_t nproc = 64;
  int64_t fsize_bytes = 64ll << 20;
  std::string runtime;  // engine default when empty ("runc" where crun cannot run)
  // The seccomp profile (runner/seccomp_profile.h): its file for Podman, its JSON for
  // Docker. Both empty: the engine's default profile.
  std::string seccomp_path;
  std::string seccomp_json;
  std::vector<BindMount> mounts;
  // Not for the engine: a folder (launcher_channel.h: PrepareChannelDir) in which
  // StartAttached gives the container's launcher a socket of its own, so that jobs and
  // output bypass the engine; "" = the attach stream carries them.
  std::string channel_dir;
  // The engine removes the container when it exits (HostConfig.AutoRemove, `run --rm`),
  // so that no one waits for the removal. Its exit status goes with it: only for a
  // container whose launcher reports how the program ended.
  bool auto_remove = false;
};

struct ContainerState {
  bool running = false;
  int64_t exit_code = -1;
  bool oom_killed = false;
};

struct ContainerSummary {
  std::string id;
  std::map<std::string, std::string> labels;
  std::string state;    // "created", "running", "exited", "removing", ...; "" if not told
  int64_t created = 0;  // when it was made, in seconds since the epoch; 0 if not told
};

// One frame of a container's output.
struct StreamChunk {
  enum class Kind { kStdout, kStderr, kEnd, kTimeout } kind = Kind::kEnd;
  std::string data;
};

// A live attach connection to one container: its stdin, stdout and stderr.
class AttachedStream {
 public:
  virtual ~AttachedStream() = default;
  // All of `data` to the container's stdin, or false when `timeout` passes first (the
  // container stopped reading). Throws EngineError on a broken connection.
  virtual bool Write(std::string_view data, std::chrono::milliseconds timeout) = 0;
  virtual void CloseStdin() = 0;
  // The next chunk, kTimeout when nothing arrived within `timeout`, kEnd when the
  // container closed its output. Throws EngineError on a broken connection.
  virtual StreamChunk Read(std::chrono::milliseconds timeout) = 0;
};

class ContainerEngine {
 public:
  virtual ~ContainerEngine() = default;
  virtual std::string Name() const = 0;  // "podman" or "docker", for messages
  // Whether the engine answers at all (no EngineError: false when it does not).
  virtual bool Ping() = 0;

  virtual std::string Create(const ContainerSpec& spec) = 0;  // returns the id
  virtual std::unique_ptr<AttachedStream> Attach(const std::string& id) = 0;
  virtual void Start(const std::string& id) = 0;
  virtual ContainerState Inspect(const std::string& id) = 0;
  // Until it stops, or nullopt when `timeout` passes first.
  virtual std::optional<ContainerState> Wait(const std::string& id,
                                             std::chrono::milliseconds timeout) = 0;
  virtual void Kill(const std::string& id) = 0;    // SIGKILL; no error if stopped
  virtual void Remove(const std::string& id) = 0;  // forced; no error if gone
  virtual std::vector<ContainerSummary> ListByLabel(const std::string& key,
                                                    const std::string& value) = 0;
  virtual bool ImageExists(const std::string& image) = 0;
  // Imports a root filesystem tarball (a file on the host) as image `reference`.
  // `label` ("" = none): one "KEY=VALUE" label the image carries (VALUE without spaces
  // or quotes: base64 for anything else).
  virtual void ImportImage(const std::string& tar_path, const std::string& reference,
                           const std::string& label = "") = 0;
  // Removes image `reference` (the name; its layers if no other image uses them). No
  // error if there is none; EngineError if a container still uses it.
  virtual void RemoveImage(const std::string& reference) = 0;
  // An image's label `key`, or "" (no such label, or no such image).
  virtual std::string ImageLabel(const std::string& image, const std::string& key) = 0;
  // A created container's file system, flattened, as a tar file at `tar_path` (the image
  // builder's starting point for a custom image). Throws EngineError.
  virtual void Export(const std::string& id, const std::string& tar_path) = 0;
};

// A container created, attached (before it starts, so no output is missed) and started:
// its launcher is waiting on stdin. With spec.channel_dir, also connected: the stream is
// the launcher's channel (launcher_channel.h) once the launcher has connected to it, or
// the attach stream when it says it cannot. If a step fails the container is removed
// again and the EngineError goes on.
struct StartedContainer {
  std::string id;
  std::unique_ptr<AttachedStream> stream;
};
StartedContainer StartAttached(ContainerEngine& engine, const ContainerSpec& spec);

// StartAttached in two steps, for a run that creates its container while its code is
// still being analysed (Runner::Prepare): the creation, which needs only the spec, and
// the rest. A created container runs nothing until StartCreated; dropping one does not
// remove it (RemoveQuietly does).
class LauncherChannel;
struct CreatedContainer {
  CreatedContainer();
  CreatedContainer(CreatedContainer&&) noexcept;
  CreatedContainer& operator=(CreatedContainer&&) noexcept;
  ~CreatedContainer();
  std::string id;
  std::unique_ptr<LauncherChannel> channel;  // when the spec has a channel_dir that works
};
CreatedContainer CreateAttachable(ContainerEngine& engine, const ContainerSpec& spec);
// Attaches, starts and connects `created`; on failure removes it and rethrows.
StartedContainer StartCreated(ContainerEngine& engine, CreatedContainer created);
// How long StartAttached waits for a launcher to connect to its channel.
inline constexpr std::chrono::seconds kChannelConnectTimeout{30};

// Forced removal whose failure is dropped: every cordon container carries labels, so
// the next start's orphan sweep removes what this could not.
void RemoveQuietly(ContainerEngine& engine, const std::string& id);

}  // namespace cordon
