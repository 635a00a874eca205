// Folders cordon keeps on the host for sockets that containers reach through a
// read-only bind mount (the network proxy's, runner/egress_proxy.h; the launcher's
// channel, runner/launcher_channel.h): where they go, who must own them, and the
// removal of what a killed cordon process left there.
//
// Each process's folders inside such a place are named OWNER.RANDOM... (OWNER: PID@START,
// runner/orphan_sweep.h), so the next process can tell which are left over.
// Errors: EngineError, with what to do.
#pragma once

#include <functional>
#include <string>

namespace cordon {

// $CORDON_HOST_DIR/`name` when set, else /run/cordon/`name` for root, else
// $XDG_RUNTIME_DIR/cordon/`name`, else /tmp/cordon-UID/`name`.
std::string DefaultHostDir(const std::function<const char*(const char*)>& environment,
                           const std::string& name);

// Makes `dir` and the folders on the way to it that are missing (0755; never a chmod of
// one that was there: that could be /tmp), then checks that `dir` and the folder above it
// are this user's (or root's) and writable by no one else: whoever could swap them would
// get the sockets' traffic. Throws EngineError naming `purpose` ("the network proxy's
// socket").
void MakeOwnFolder(const std::string& dir, const std::string& purpose);

// Removes the folders in `dir` whose owning cordon process is gone (killed before it
// could remove its own). Errors are ignored: the next process tries again.
void RemoveGoneOwnersFolders(const std::string& dir);

// A name for a fresh folder of this process in `dir`: dir/OWNER.RANDOM.`suffix`.
std::string OwnFolderName(const std::string& dir, const std::string& suffix);

}  // namespace cordon
