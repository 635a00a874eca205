// The way between cordon and a container's launcher that no engine process relays. On
// the attach stream (container_engine.h) every job and every byte of output crosses the
// engine's service and its per-container monitor (Podman: the REST service and conmon;
// Docker: dockerd and the containerd shim), each a process that sleeps between calls and
// has to be woken; on an idle machine those wake-ups are most of a warm call's time
// (bench/RESULTS.md). So each container gets a unix socket of its own on the host,
// bind-mounted read-only into it (kChannelMountTarget), and its launcher connects to it
// three times before anything else, each connection starting with the container's
// token (in its environment, CORDON_CHANNEL_TOKEN) and a role: 0 carries jobs to the
// launcher, 1 and 2 carry its standard output and error back. The launcher puts them on
// its descriptors 0, 1 and 2 and speaks the same protocol as on the attach stream
// (launcher.h), so everything above AttachedStream is the same either way. (One
// difference: a write to a launcher that is gone is dropped rather than an error, as the
// attach stream's engine takes it; the output's end then tells the run what happened.)
//
// Once the three are in (and the launcher has said so on the attach stream, kChannelWord),
// the socket and its folder are removed: the container is left an
// empty folder, so nothing the program runs later can connect to anything. Before that no
// program runs in the container (the launcher connects before it reads a job), and a
// connection without the token (another process of this user on the host) is dropped.
//
// A launcher that cannot use the channel says so on the attach stream, first thing
// (kAttachWord on stderr): the node launcher of an image without python3, or a Python
// launcher whose connect fails (gVisor does not let a sandbox reach a host socket); the
// attach stream, which the container has from its creation either way, then carries
// the jobs. Errors: EngineError.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "runner/container_engine.h"

namespace cordon {

// Where a container sees its channel's folder.
inline constexpr const char* kChannelMountTarget = "/run/cordon-launcher";
// What a launcher writes on the attach stream's stderr once it has chosen: it stays on
// the attach stream, or it is connected (written after its three connections, so that
// the host, reading up to it, has every word the image said at start-up).
inline constexpr std::string_view kAttachWord =
    "\x1e"
    "cordon:attach\n";
inline constexpr std::string_view kChannelWord =
    "\x1e"
    "cordon:channel\n";

// $CORDON_HOST_DIR/launcher, /run/cordon/launcher for root, ... (host_folder.h); "" (no
// channels: the attach stream) when $CORDON_LAUNCHER_CHANNEL is "off".
std::string DefaultChannelDir(const std::function<const char*(const char*)>& environment);
// Makes `dir` (this user's, 0700: no other user of the host can reach a socket in it)
// and removes the channel folders of cordon processes that are gone. Throws EngineError.
void PrepareChannelDir(const std::string& dir);

// One container's channel, from before the container is created until its launcher has
// connected. Owner of a listening socket and its folder (neither copied nor moved).
class LauncherChannel {
 public:
  // A fresh folder in `dir` (PrepareChannelDir's, checked again) with a socket listening
  // in it.
  explicit LauncherChannel(const std::string& dir);
  // Removes the socket and its folder (a container that has them mounted keeps an empty
  // folder).
  ~LauncherChannel();
  LauncherChannel(const LauncherChannel&) = delete;
  LauncherChannel& operator=(const LauncherChannel&) = delete;

  // The mount and the environment the container's launcher needs to connect.
  void AddTo(ContainerSpec& spec) const;

  // Waits until the launcher has made its three connections and said so on `attach`, or
  // said on `attach` that it stays there (then `attach` is returned), or `attach` ended
  // (the container did: a job written to it is dropped, and its end is read). Either way
  // what `attach` carried meanwhile (an image's words at start-up, the first 64 KiB) is
  // read first, the word taken out. The
  // channel's stream keeps `attach` open beside it. Connections are read side by side, so
  // one that presents nothing holds up no other. Throws EngineError when `timeout` passes
  // first.
  std::unique_ptr<AttachedStream> Connect(std::unique_ptr<AttachedStream> attach,
                                          std::chrono::milliseconds timeout);

  const std::string& folder() const { return folder_; }

  // How long a connection may take to present its token and role.
  static constexpr std::chrono::milliseconds kHelloTimeout{1000};

 private:
  // The listener, its socket and its folder go (again: nothing happens).
  void Close();

  std::string folder_;
  std::string token_;
  int listener_ = -1;
};

}  // namespace cordon
