#include "runner/host_admission.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <optional>
#include <set>
#include <thread>
#include <utility>
#include <vector>

namespace cordon {
namespace {

constexpr int64_t kMiB = 1 << 20;
// The ledger is held only while slot files are counted (microseconds); waiting longer
// than this means a process stopped while holding it.
constexpr auto kLedgerWait = std::chrono::seconds(5);

// A descriptor closed on scope exit.
class Fd {
 public:
  explicit Fd(int fd = -1) : fd_(fd) {}
  ~Fd() {
    if (fd_ >= 0) close(fd_);
  }
  Fd(Fd&& o) noexcept : fd_(o.fd_) { o.fd_ = -1; }
  Fd& operator=(Fd&& o) noexcept {
    std::swap(fd_, o.fd_);
    return *this;
  }
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  int get() const { return fd_; }
  int release() { return std::exchange(fd_, -1); }

 private:
  int fd_;
};

std::string Errno(const std::string& what, const std::string& path) {
  return what + " " + path + ": " + std::strerror(errno);
}

void MakeFolder(const std::string& directory) {
  std::error_code ec;
  std::filesystem::create_directories(directory, ec);
  if (ec || !std::filesystem::is_directory(directory, ec)) {
    throw EngineError("host admission: cannot use the folder " + directory + " (" +
                      (ec ? ec.message() : std::string("not a folder")) +
                      "); set CORDON_HOST_DIR to a folder cordon can write");
  }
  chmod(directory.c_str(), 0700);  // best effort: a shared folder may be set up wider
}

// The ledger lock, taken with a bounded wait.
Fd LockLedger(const std::string& directory) {
  const std::string path = directory + "/ledger";
  Fd fd(open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600));
  if (fd.get() < 0) throw EngineError("host admission: " + Errno("cannot open", path));
  const auto give_up = std::chrono::steady_clock::now() + kLedgerWait;
  while (flock(fd.get(), LOCK_EX | LOCK_NB) != 0) {
    if (errno != EWOULDBLOCK && errno != EINTR) {
      throw EngineError("host admission: " + Errno("cannot lock", path));
    }
    if (std::chrono::steady_clock::now() > give_up) {
      throw EngineError("host admission: " + path +
                        " stayed locked for 5 s (a cordon process stopped while holding it?)");
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  return fd;
}

std::optional<int64_t> SlotNumber(const char* name) {
  if (std::strncmp(name, "slot-", 5) != 0 || name[5] == '\0') return std::nullopt;
  int64_t n = 0;
  for (const char* p = name + 5; *p != '\0'; ++p) {
    if (*p < '0' || *p > '9' || n > 1'000'000) return std::nullopt;
    n = n * 10 + (*p - '0');
  }
  return n;
}

std::set<int64_t> SlotNumbers(const std::string& directory) {
  std::set<int64_t> numbers;
  DIR* dir = opendir(directory.c_str());
  if (dir == nullptr) throw EngineError("host admission: " + Errno("cannot list", directory));
  while (dirent* entry = readdir(dir)) {
    if (auto n = SlotNumber(entry->d_name)) numbers.insert(*n);
  }
  closedir(dir);
  return numbers;
}

int64_t BookedMemory(int fd) {
  char text[32] = {};
  ssize_t n = pread(fd, text, sizeof text - 1, 0);
  if (n <= 0) return 0;
  return std::max<int64_t>(0, std::strtoll(text, nullptr, 10));
}

// Under the ledger: every slot file, held (counted) or free (the lowest kept locked).
struct Census {
  HostUsage usage;
  Fd free_slot;
  int64_t next_number = 0;  // for a new slot file when none is free
};

Census Count(const std::string& directory) {
  Census census;
  for (int64_t n : SlotNumbers(directory)) {
    census.next_number = n + 1;
    const std::string path = directory + "/slot-" + std::to_string(n);
    Fd fd(open(path.c_str(), O_RDWR | O_CLOEXEC));
    if (fd.get() < 0) continue;  // removed by hand meanwhile
    if (flock(fd.get(), LOCK_EX | LOCK_NB) == 0) {
      if (census.free_slot.get() < 0) census.free_slot = std::move(fd);
      continue;  // free: closing it drops the lock again
    }
    if (errno != EWOULDBLOCK) throw EngineError("host admission: " + Errno("cannot lock", path));
    census.usage.sandboxes += 1;
    census.usage.memory_bytes += BookedMemory(fd.get());
  }
  return census;
}

}  // namespace

HostLimits DefaultHostLimits() {
  HostLimits limits;
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  limits.max_sandboxes = std::max<int64_t>(4, 8 * std::max<long>(cpus, 1));
  long pages = sysconf(_SC_PHYS_PAGES);
  long page = sysconf(_SC_PAGESIZE);
  if (pages > 0 && page > 0) limits.max_memory_bytes = int64_t{pages} * page / 2;
  return limits;
}

std::string DefaultAdmissionDir(const std::function<const char*(const char*)>& environment) {
  if (const char* v = environment("CORDON_HOST_DIR"); v && *v) return v;
  if (geteuid() == 0) return "/run/cordon/admission";
  if (const char* v = environment("XDG_RUNTIME_DIR"); v && *v) {
    return std::string(v) + "/cordon/admission";
  }
  return "/tmp/cordon-" + std::to_string(geteuid()) + "/admission";
}

AdmissionTicket::~AdmissionTicket() {
  if (fd_ >= 0) close(fd_);
}

AdmissionTicket& AdmissionTicket::operator=(AdmissionTicket&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) close(fd_);
    fd_ = std::exchange(other.fd_, -1);
  }
  return *this;
}

std::string DescribeUsage(const HostUsage& usage, const HostLimits& limits) {
  auto of = [](int64_t used, int64_t limit) {
    return std::to_string(used) + (limit > 0 ? " of " + std::to_string(limit) : "");
  };
  const bool one = usage.sandboxes == 1 && limits.max_sandboxes <= 0;
  return of(usage.sandboxes, limits.max_sandboxes) + (one ? " sandbox, " : " sandboxes, ") +
         of(usage.memory_bytes / kMiB, limits.max_memory_bytes / kMiB) + " MiB of memory";
}

AdmissionTicket HostAdmission::Admit(int64_t memory_bytes) {
  if (limits_.max_memory_bytes > 0 && memory_bytes > limits_.max_memory_bytes) {
    throw EngineError("this sandbox asks for " + std::to_string(memory_bytes / kMiB) +
                      " MiB of memory, more than the host allows all sandboxes together (" +
                      std::to_string(limits_.max_memory_bytes / kMiB) +
                      " MiB): ask for less memory, or raise the host's memory limit");
  }
  MakeFolder(directory_);
  Fd ledger = LockLedger(directory_);
  Census census = Count(directory_);
  const bool full = limits_.max_sandboxes > 0 && census.usage.sandboxes >= limits_.max_sandboxes;
  const bool no_memory = limits_.max_memory_bytes > 0 &&
                         census.usage.memory_bytes + memory_bytes > limits_.max_memory_bytes;
  if (full || no_memory) {
    throw HostBusyError("the host is busy: " + DescribeUsage(census.usage, limits_) +
                            " are in use by cordon processes on this host" +
                            (no_memory && !full ? ", and this sandbox needs " +
                                                      std::to_string(memory_bytes / kMiB) + " MiB"
                                                : "") +
                            "; try again in " + std::to_string(kRetryAfter.count()) + " s",
                        kRetryAfter);
  }
  Fd slot = std::move(census.free_slot);
  if (slot.get() < 0) {
    const std::string path = directory_ + "/slot-" + std::to_string(census.next_number);
    slot = Fd(open(path.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600));
    if (slot.get() < 0 || flock(slot.get(), LOCK_EX | LOCK_NB) != 0) {
      throw EngineError("host admission: " + Errno("cannot create", path));
    }
  }
  const std::string booked = std::to_string(memory_bytes) + " " + std::to_string(getpid()) + "\n";
  if (ftruncate(slot.get(), 0) != 0 ||
      pwrite(slot.get(), booked.data(), booked.size(), 0) != static_cast<ssize_t>(booked.size())) {
    throw EngineError("host admission: " + Errno("cannot write a slot in", directory_));
  }
  return AdmissionTicket(slot.release());
}

HostUsage HostAdmission::InUse() {
  MakeFolder(directory_);
  Fd ledger = LockLedger(directory_);
  return Count(directory_).usage;
}

}  // namespace cordon
