#include "runner/launcher_channel.h"

#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <deque>
#include <utility>
#include <vector>

#include "runner/host_folder.h"
#include "runner/launcher.h"

namespace cordon {

namespace {

using std::chrono::milliseconds;
using MonotonicClock = std::chrono::steady_clock;

constexpr const char* kSocketName = "/launcher.sock";
// The longest folder name OwnFolderName makes in a channel folder ("/PID@START.RANDOM.c"),
// and what a socket path may hold.
constexpr size_t kFolderNameRoom = 40;
constexpr size_t kMaxSocketPath = sizeof(sockaddr_un{}.sun_path) - 1;
// How often Connect looks at the attach stream while it waits for the connections.
constexpr milliseconds kAttachCheck{10};

milliseconds Left(MonotonicClock::time_point deadline) {
  return std::chrono::duration_cast<milliseconds>(deadline - MonotonicClock::now());
}

// The launcher's three connections, with its attach stream kept open beside them.
class ChannelStream final : public AttachedStream {
 public:
  ChannelStream(std::array<int, 3> ends, std::unique_ptr<AttachedStream> attach)
      : ends_(ends), attach_(std::move(attach)) {}
  ~ChannelStream() override {
    for (int fd : ends_) {
      if (fd >= 0) close(fd);
    }
  }
  ChannelStream(const ChannelStream&) = delete;
  ChannelStream& operator=(const ChannelStream&) = delete;

  bool Write(std::string_view data, milliseconds timeout) override {
    const auto deadline = MonotonicClock::now() + timeout;
    while (!data.empty()) {
      ssize_t sent = send(ends_[0], data.data(), data.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
      if (sent > 0) {
        data.remove_prefix(static_cast<size_t>(sent));
        continue;
      }
      if (sent < 0 && errno == EINTR) continue;
      // A launcher that is gone: what it would have read is dropped, and the output's end
      // tells the run (as on the attach stream, whose engine takes the bytes regardless).
      if (sent < 0 && (errno == EPIPE || errno == ECONNRESET)) return true;
      if (sent < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
        throw EngineError(std::string("writing to the sandbox's launcher failed: ") +
                          std::strerror(errno));
      }
      milliseconds left = Left(deadline);
      if (left.count() <= 0) return false;
      pollfd p{ends_[0], POLLOUT, 0};
      poll(&p, 1, static_cast<int>(std::min<int64_t>(left.count(), 1000)));
    }
    return true;
  }

  void CloseStdin() override { shutdown(ends_[0], SHUT_WR); }

  StreamChunk Read(milliseconds timeout) override {
    for (;;) {
      std::array<pollfd, 2> polled{};
      std::array<StreamChunk::Kind, 2> kinds{};
      nfds_t n = 0;
      // Stdout and stderr take turns, so a flood on one cannot hold back the other's
      // end mark.
      for (int i = 0; i < 2; ++i) {
        int which = 1 + (turn_ + i) % 2;
        if (ends_[which] < 0) continue;
        polled[n] = {ends_[which], POLLIN, 0};
        kinds[n] = which == 1 ? StreamChunk::Kind::kStdout : StreamChunk::Kind::kStderr;
        ++n;
      }
      if (n == 0) return {StreamChunk::Kind::kEnd, ""};
      int ready = poll(polled.data(), n, static_cast<int>(timeout.count()));
      if (ready < 0 && errno == EINTR) continue;
      if (ready <= 0) return {StreamChunk::Kind::kTimeout, ""};
      for (nfds_t i = 0; i < n; ++i) {
        if (polled[i].revents == 0) continue;
        int which = kinds[i] == StreamChunk::Kind::kStdout ? 1 : 2;
        ssize_t got = recv(ends_[which], buffer_.data(), buffer_.size(), MSG_DONTWAIT);
        if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) continue;
        if (got <= 0) {  // closed (or broken): this stream has ended
          close(ends_[which]);
          ends_[which] = -1;
          continue;
        }
        turn_ = which == 1 ? 1 : 0;
        return {kinds[i], std::string(buffer_.data(), static_cast<size_t>(got))};
      }
    }
  }

 private:
  static constexpr size_t kChunk = size_t{64} * 1024;
  std::array<int, 3> ends_;  // jobs in; standard output; standard error
  std::unique_ptr<AttachedStream> attach_;
  int turn_ = 0;
  std::array<char, kChunk> buffer_{};
};

// A stream with what was read from it (or from the attach stream) while the launcher was
// connecting put back in front. `inner_ended`: the attach stream it wraps has ended, so
// its container has (a job written to it is dropped, as the engine would take it).
class ReplayedStream final : public AttachedStream {
 public:
  ReplayedStream(std::deque<StreamChunk> first, std::unique_ptr<AttachedStream> inner,
                 bool inner_ended)
      : first_(std::move(first)), inner_(std::move(inner)), inner_ended_(inner_ended) {}
  bool Write(std::string_view data, milliseconds timeout) override {
    return inner_ended_ || inner_->Write(data, timeout);
  }
  void CloseStdin() override {
    if (!inner_ended_) inner_->CloseStdin();
  }
  StreamChunk Read(milliseconds timeout) override {
    if (first_.empty()) return inner_->Read(timeout);
    StreamChunk chunk = std::move(first_.front());
    first_.pop_front();
    return chunk;
  }

 private:
  std::deque<StreamChunk> first_;
  std::unique_ptr<AttachedStream> inner_;
  bool inner_ended_;
};

// What the attach stream carried while the launcher was connecting: an image's own
// words at start-up (the run's to read: kept, up to kMaxBytes), then the launcher's word
// for the stream it chose, or the end of a container that ended first.
class EarlyOutput {
 public:
  enum class Said { kNothingYet, kChannel, kAttach, kEnded };
  Said Add(const StreamChunk& chunk) {
    if (chunk.kind == StreamChunk::Kind::kEnd) ended_ = true;
    if (chunk.kind == StreamChunk::Kind::kStdout) {
      stdout_ += chunk.data.substr(0, kMaxBytes - std::min(kMaxBytes, Size()));
    }
    if (chunk.kind == StreamChunk::Kind::kStderr) {
      // The word comes last: stderr keeps its newest bytes, however many came before.
      stderr_ += chunk.data;
      if (Size() > kMaxBytes + kAttachWord.size() + kChannelWord.size()) {
        stderr_.erase(0, std::min(stderr_.size(), Size() - kMaxBytes));
      }
    }
    return said();
  }
  Said said() const {
    if (stderr_.find(kAttachWord) != std::string::npos) return Said::kAttach;
    if (stderr_.find(kChannelWord) != std::string::npos) return Said::kChannel;
    return ended_ ? Said::kEnded : Said::kNothingYet;
  }
  // What a reader gets first, the launcher's word taken out.
  std::deque<StreamChunk> Take() {
    for (std::string_view word : {kAttachWord, kChannelWord}) {
      if (size_t at = stderr_.find(word); at != std::string::npos) stderr_.erase(at, word.size());
    }
    std::deque<StreamChunk> chunks;
    if (!stdout_.empty()) chunks.push_back({StreamChunk::Kind::kStdout, std::move(stdout_)});
    if (!stderr_.empty()) chunks.push_back({StreamChunk::Kind::kStderr, std::move(stderr_)});
    return chunks;
  }

 private:
  // Past this, an image's start-up words are dropped (never the launcher's word: stderr
  // keeps room for it).
  static constexpr size_t kMaxBytes = size_t{64} * 1024;
  size_t Size() const { return stdout_.size() + stderr_.size(); }
  std::string stdout_;
  std::string stderr_;
  bool ended_ = false;
};

// The launcher's three connections until they are handed over: closed otherwise.
struct Ends {
  std::array<int, 3> fds{-1, -1, -1};
  Ends() = default;
  ~Ends() {
    for (int fd : fds) {
      if (fd >= 0) close(fd);
    }
  }
  Ends(const Ends&) = delete;
  Ends& operator=(const Ends&) = delete;
  bool all() const {
    return std::all_of(fds.begin(), fds.end(), [](int fd) { return fd >= 0; });
  }
  std::array<int, 3> Release() { return std::exchange(fds, {-1, -1, -1}); }
};

// Connections that have not presented their token and role yet, read side by side so
// that one that says nothing holds up no other; at most kMaxPending (the oldest goes).
class PendingHellos {
 public:
  PendingHellos() = default;
  ~PendingHellos() {
    for (const auto& p : pending_) close(p.fd);
  }
  PendingHellos(const PendingHellos&) = delete;
  PendingHellos& operator=(const PendingHellos&) = delete;

  void Add(int fd, MonotonicClock::time_point now) {
    if (pending_.size() >= kMaxPending) Drop(0);
    pending_.push_back({fd, "", now + LauncherChannel::kHelloTimeout});
  }
  // Appends a pollfd per connection to `polled`; the time until the first one's deadline.
  milliseconds Poll(std::vector<pollfd>& polled, MonotonicClock::time_point now) const {
    milliseconds first = milliseconds::max();
    for (const auto& p : pending_) {
      polled.push_back({p.fd, POLLIN, 0});
      first = std::min(first, std::chrono::duration_cast<milliseconds>(p.until - now));
    }
    return std::max(first, milliseconds(0));
  }
  // Reads what `polled` (from Poll, its entries from `offset` on; no Add since) says is
  // there, and drops connections that failed, ended or ran out of time. Each connection
  // that presented `token` and a role goes to `ends` at that role, if it is still free.
  void Read(const std::vector<pollfd>& polled, size_t offset, const std::string& token,
            std::array<int, 3>& ends, MonotonicClock::time_point now) {
    const size_t hello = token.size() + 2;  // "TOKEN ROLE"
    // Oldest first, so that of two connections presenting the same role the first wins.
    auto let_go = [](Pending& p) {
      close(p.fd);
      p.fd = -1;
    };
    for (size_t i = 0; i < pending_.size(); ++i) {
      Pending& p = pending_[i];
      if (polled[offset + i].revents != 0) {
        char buffer[80];
        ssize_t n = recv(p.fd, buffer, std::min(sizeof buffer, hello - p.got.size()), MSG_DONTWAIT);
        if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
          let_go(p);
          continue;
        }
        if (n > 0) p.got.append(buffer, static_cast<size_t>(n));
      }
      if (p.got.size() == hello) {
        int role = p.got.compare(0, token.size() + 1, token + " ") == 0 ? p.got.back() - '0' : -1;
        if (role >= 0 && role <= 2 && ends.at(role) < 0) {
          ends.at(role) = std::exchange(p.fd, -1);
        } else {
          let_go(p);  // not the launcher
        }
      } else if (p.until <= now) {
        let_go(p);
      }
    }
    std::erase_if(pending_, [](const Pending& p) { return p.fd < 0; });
  }

 private:
  static constexpr size_t kMaxPending = 16;
  struct Pending {
    int fd;
    std::string got;
    MonotonicClock::time_point until;
  };
  void Drop(size_t i) {
    close(pending_[i].fd);
    pending_.erase(pending_.begin() + static_cast<std::ptrdiff_t>(i));
  }
  std::vector<Pending> pending_;
};

}  // namespace

std::string DefaultChannelDir(const std::function<const char*(const char*)>& environment) {
  if (const char* v = environment("CORDON_LAUNCHER_CHANNEL"); v && std::string_view(v) == "off") {
    return "";
  }
  return DefaultHostDir(environment, "launcher");
}

namespace {

// `dir` is this user's, and only it can enter it: no other user of the host reaches a
// socket waiting for its launcher (the engine, root or this user, mounts the folder in
// it; the container sees only that folder).
void OwnChannelDir(const std::string& dir) {
  MakeOwnFolder(dir, "the launchers' sockets");
  if (chmod(dir.c_str(), 0700) != 0) {
    throw EngineError("cannot make " + dir + " private to this user: " + std::strerror(errno));
  }
}

}  // namespace

void PrepareChannelDir(const std::string& dir) {
  if (dir.size() + kFolderNameRoom + std::strlen(kSocketName) > kMaxSocketPath) {
    throw EngineError("cannot use " + dir +
                      " for the launchers' sockets: a socket's path there would be longer "
                      "than a unix socket's " +
                      std::to_string(kMaxSocketPath) +
                      " bytes; set CORDON_HOST_DIR to a shorter folder");
  }
  OwnChannelDir(dir);
  RemoveGoneOwnersFolders(dir);
}

LauncherChannel::LauncherChannel(const std::string& dir)
    : folder_(OwnFolderName(dir, "c")), token_(NewNonce() + NewNonce()) {
  // Checked each time: a folder removed under a long-running server could have been made
  // again by someone else.
  OwnChannelDir(dir);
  const std::string path = folder_ + kSocketName;
  sockaddr_un address{};
  if (path.size() > kMaxSocketPath) {
    throw EngineError("the launcher's socket path " + path + " is too long");
  }
  if (mkdir(folder_.c_str(), 0755) != 0) {
    throw EngineError("cannot make the launcher's folder " + folder_ + ": " + std::strerror(errno));
  }
  if (chmod(folder_.c_str(), 0755) != 0) {  // past the umask: the container's user looks in
    std::string error = std::strerror(errno);
    rmdir(folder_.c_str());
    throw EngineError("cannot open the launcher's folder " + folder_ +
                      " to its container: " + error);
  }
  listener_ = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
  address.sun_family = AF_UNIX;
  std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
  if (listener_ < 0 ||
      bind(listener_, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 ||
      chmod(path.c_str(), 0666) != 0 || listen(listener_, 8) != 0) {
    std::string error = std::strerror(errno);
    Close();
    throw EngineError("cannot listen on the launcher's socket " + path + ": " + error);
  }
}

LauncherChannel::~LauncherChannel() { Close(); }

void LauncherChannel::Close() {
  if (listener_ >= 0) close(listener_);
  listener_ = -1;
  unlink((folder_ + kSocketName).c_str());
  rmdir(folder_.c_str());
}

void LauncherChannel::AddTo(ContainerSpec& spec) const {
  spec.mounts.push_back({folder_, kChannelMountTarget, /*read_only=*/true});
  spec.env.push_back(std::string("CORDON_CHANNEL=") + kChannelMountTarget + kSocketName);
  spec.env.push_back("CORDON_CHANNEL_TOKEN=" + token_);
}

std::unique_ptr<AttachedStream> LauncherChannel::Connect(std::unique_ptr<AttachedStream> attach,
                                                         milliseconds timeout) {
  using Said = EarlyOutput::Said;
  const auto deadline = MonotonicClock::now() + timeout;
  Ends ends;
  PendingHellos hellos;
  EarlyOutput early;
  for (;;) {
    auto now = MonotonicClock::now();
    if (now >= deadline) {
      throw EngineError("the sandbox's launcher neither connected to its socket in " + folder_ +
                        " nor answered on the container's attach stream within " +
                        std::to_string(timeout.count() / 1000) +
                        " s; is the machine overloaded? (CORDON_LAUNCHER_CHANNEL=off runs "
                        "without the socket)");
    }
    if (!ends.all()) {
      std::vector<pollfd> polled{{listener_, POLLIN, 0}};
      milliseconds wait = std::max(
          std::min({Left(deadline), kAttachCheck, hellos.Poll(polled, now)}), milliseconds(0));
      int ready = poll(polled.data(), polled.size(), static_cast<int>(wait.count()));
      now = MonotonicClock::now();
      // The connections polled first (`polled` is theirs), then a new one.
      hellos.Read(polled, 1, token_, ends.fds, now);
      if (ready > 0 && polled[0].revents != 0) {
        int fd = accept4(listener_, nullptr, nullptr, SOCK_CLOEXEC);
        if (fd >= 0) {
          hellos.Add(fd, now);
        } else if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR &&
                   errno != ECONNABORTED) {
          throw EngineError("cannot accept the sandbox launcher's connection on " + folder_ +
                            kSocketName + ": " + std::strerror(errno));
        }
      }
      if (ends.all()) Close();  // nothing is left to connect to
    }
    // Connected, the launcher says so on the attach stream too, after whatever the image
    // said before it: waiting for that word keeps those words, which the engine relays
    // more slowly than the socket. (Read at once, while connections are still to come.)
    milliseconds read_wait =
        ends.all() ? std::clamp(Left(deadline), milliseconds(0), kAttachCheck) : milliseconds(0);
    StreamChunk chunk = attach->Read(read_wait);
    Said said = chunk.kind == StreamChunk::Kind::kTimeout ? early.said() : early.Add(chunk);
    if (said == Said::kNothingYet || (said == Said::kChannel && !ends.all())) continue;
    if (said == Said::kChannel) {
      return std::make_unique<ReplayedStream>(
          early.Take(), std::make_unique<ChannelStream>(ends.Release(), std::move(attach)), false);
    }
    // The launcher stays on the attach stream (or its container ended): nothing may
    // connect any more.
    Close();
    const bool ended = said == Said::kEnded;
    return std::make_unique<ReplayedStream>(early.Take(), std::move(attach), ended);
  }
}

}  // namespace cordon
