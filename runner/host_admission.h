// Host-wide admission: one limit on how many sandboxes run at once on this host, and
// on the memory they may use together, shared by every cordon process (each server,
// each `cordon run`), so two servers cannot together overcommit the machine.
//
// How: a folder of slot files and a ledger lock. A sandbox holds one slot file with an
// exclusive flock(2) on it for as long as it lives, and writes into it the memory it
// booked. Admitting a new one takes the ledger lock, counts the slot files another
// descriptor holds locked (and sums their memory), and takes a free slot if the new
// sandbox fits. The kernel drops a flock when its descriptor closes, including when the
// process is killed (SIGKILL too), so a slot is never leaked by a process that died.
// Slot files are opened O_CLOEXEC: a program cordon starts does not inherit them.
//
// Scope: the folder's users. The default folder is per user (root: /run/cordon/
// admission), so processes of one user share one budget; point CORDON_HOST_DIR of
// several users at one folder they can all write to share it between them.
//
// Errors: Admit throws HostBusyError (an EngineError) when the host has no room now,
// and EngineError when the folder cannot be used or the sandbox could never fit.
//
// Threads: one HostAdmission may be used from several threads; each Admit opens its
// own descriptors, and flock is per open file, so threads of one process exclude each
// other as separate processes do.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>

#include "runner/container_engine.h"

namespace cordon {

struct HostLimits {
  int64_t max_sandboxes = 0;     // 0 = no limit on the count
  int64_t max_memory_bytes = 0;  // 0 = no limit on the memory booked together
};

// The defaults for this machine: 8 sandboxes per online CPU (at least 4), and half of
// its physical memory.
HostLimits DefaultHostLimits();

// The folder for `environment`: $CORDON_HOST_DIR, else /run/cordon/admission for root,
// else $XDG_RUNTIME_DIR/cordon/admission, else /tmp/cordon-<uid>/admission.
std::string DefaultAdmissionDir(const std::function<const char*(const char*)>& environment);

// The host has no room for another sandbox now; `retry_after` says when to try again.
class HostBusyError : public EngineError {
 public:
  HostBusyError(const std::string& message, std::chrono::seconds retry_after)
      : EngineError(message), retry_after_(retry_after) {}
  std::chrono::seconds retry_after() const { return retry_after_; }

 private:
  std::chrono::seconds retry_after_;
};

// A held slot: the sandbox is admitted until this is destroyed. Move-only.
class AdmissionTicket {
 public:
  AdmissionTicket() = default;
  explicit AdmissionTicket(int fd) : fd_(fd) {}
  ~AdmissionTicket();
  AdmissionTicket(AdmissionTicket&& other) noexcept : fd_(other.fd_) { other.fd_ = -1; }
  AdmissionTicket& operator=(AdmissionTicket&& other) noexcept;
  AdmissionTicket(const AdmissionTicket&) = delete;
  AdmissionTicket& operator=(const AdmissionTicket&) = delete;
  bool held() const { return fd_ >= 0; }

 private:
  int fd_ = -1;
};

struct HostUsage {
  int64_t sandboxes = 0;
  int64_t memory_bytes = 0;
};

class HostAdmission {
 public:
  // Nothing is touched until the first Admit or InUse; the folder is made then (0700).
  HostAdmission(std::string directory, HostLimits limits)
      : directory_(std::move(directory)), limits_(limits) {}

  // A slot for one sandbox that books `memory_bytes`. Throws as the header says.
  AdmissionTicket Admit(int64_t memory_bytes);
  // What every process holds now. Throws EngineError when the folder cannot be used.
  HostUsage InUse();

  const std::string& directory() const { return directory_; }
  const HostLimits& limits() const { return limits_; }

  // How long a refused caller is told to wait: about the time a short run takes.
  static constexpr std::chrono::seconds kRetryAfter{5};

 private:
  std::string directory_;
  HostLimits limits_;
};

// "12 of 16 sandboxes, 6144 of 12288 MiB" and the like, for messages and doctor.
std::string DescribeUsage(const HostUsage& usage, const HostLimits& limits);

}  // namespace cordon
