#include "runner/launcher_channel.h"

#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <optional>

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

// An attach stream with what was read from it while waiting put back in front.
class ReplayedStream final : public AttachedStream {
 public:
  ReplayedStream(std::optional<StreamChunk> first, std::unique_ptr<AttachedStream> inner)
      : first_(std::move(first)), inner_(std::move(inner)) {}
  bool Write(std::string_view data, milliseconds timeout) override {
    return inner_->Write(data, timeout);
  }
  void CloseStdin() override { inner_->CloseStdin(); }
  StreamChunk Read(milliseconds timeout) override {
    if (!first_) return inner_->Read(timeout);
    StreamChunk chunk = std::move(*first_);
    first_.reset();
    return chunk;
  }

 private:
  std::optional<StreamChunk> first_;
  std::unique_ptr<AttachedStream> inner_;
};

// The role (0, 1 or 2) a new connection presents after the token, or -1.
int ReadHello(int fd, const std::string& token) {
  const std::string expected = token + " ";
  std::string got;
  const auto deadline = MonotonicClock::now() + LauncherChannel::kHelloTimeout;
  while (got.size() < expected.size() + 1) {
    milliseconds left = Left(deadline);
    if (left.count() <= 0) return -1;
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, static_cast<int>(left.count())) <= 0) continue;
    char buffer[64];
    size_t want = std::min(sizeof buffer, expected.size() + 1 - got.size());
    ssize_t n = recv(fd, buffer, want, MSG_DONTWAIT);
    if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) return -1;
    if (n > 0) got.append(buffer, static_cast<size_t>(n));
  }
  if (got.compare(0, expected.size(), expected) != 0) return -1;
  char role = got.back();
  return role >= '0' && role <= '2' ? role - '0' : -1;
}

}  // namespace

std::string DefaultChannelDir(const std::function<const char*(const char*)>& environment) {
  if (const char* v = environment("CORDON_LAUNCHER_CHANNEL"); v && std::string_view(v) == "off") {
    return "";
  }
  return DefaultHostDir(environment, "launcher");
}

void PrepareChannelDir(const std::string& dir) {
  if (dir.size() + kFolderNameRoom + std::strlen(kSocketName) > kMaxSocketPath) {
    throw EngineError("cannot use " + dir +
                      " for the launchers' sockets: a socket's path there would be longer "
                      "than a unix socket's " +
                      std::to_string(kMaxSocketPath) +
                      " bytes; set CORDON_HOST_DIR to a shorter folder");
  }
  MakeOwnFolder(dir, "the launchers' sockets");
  RemoveGoneOwnersFolders(dir);
}

LauncherChannel::LauncherChannel(const std::string& dir)
    : folder_(OwnFolderName(dir, "c")), token_(NewNonce() + NewNonce()) {
  const std::string path = folder_ + kSocketName;
  sockaddr_un address{};
  if (path.size() > kMaxSocketPath) {
    throw EngineError("the launcher's socket path " + path + " is too long");
  }
  if (mkdir(folder_.c_str(), 0755) != 0) {
    throw EngineError("cannot make the launcher's folder " + folder_ + ": " + std::strerror(errno));
  }
  chmod(folder_.c_str(), 0755);  // past the umask: the container's user looks in it
  listener_ = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
  address.sun_family = AF_UNIX;
  std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
  if (listener_ < 0 ||
      bind(listener_, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 ||
      chmod(path.c_str(), 0666) != 0 || listen(listener_, 8) != 0) {
    std::string error = std::strerror(errno);
    if (listener_ >= 0) close(listener_);
    unlink(path.c_str());
    rmdir(folder_.c_str());
    throw EngineError("cannot listen on the launcher's socket " + path + ": " + error);
  }
}

LauncherChannel::~LauncherChannel() {
  if (listener_ >= 0) close(listener_);
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
  const auto deadline = MonotonicClock::now() + timeout;
  std::array<int, 3> ends{-1, -1, -1};
  auto close_ends = [&ends] {
    for (int& fd : ends) {
      if (fd >= 0) close(fd);
      fd = -1;
    }
  };
  std::string early_stderr;  // the attach stream's, while the launcher may be saying its word
  size_t connected = 0;
  for (;;) {
    milliseconds left = Left(deadline);
    if (left.count() <= 0) {
      close_ends();
      throw EngineError("the sandbox's launcher neither connected to its socket in " + folder_ +
                        " nor answered on the container's attach stream within " +
                        std::to_string(timeout.count() / 1000) +
                        " s; is the machine overloaded? (CORDON_LAUNCHER_CHANNEL=off runs "
                        "without the socket)");
    }
    pollfd p{listener_, POLLIN, 0};
    if (poll(&p, 1, static_cast<int>(std::min(left, kAttachCheck).count())) > 0) {
      int fd = accept4(listener_, nullptr, nullptr, SOCK_CLOEXEC);
      if (fd < 0) continue;
      int role = ReadHello(fd, token_);
      if (role < 0 || ends[role] >= 0) {
        close(fd);  // not the launcher
        continue;
      }
      ends[role] = fd;
      if (++connected < ends.size()) continue;
      // Nothing is left to connect to.
      close(listener_);
      listener_ = -1;
      unlink((folder_ + kSocketName).c_str());
      rmdir(folder_.c_str());
      return std::make_unique<ChannelStream>(ends, std::move(attach));
    }
    // Anything on the attach stream means the launcher stays there: the attach word
    // (dropped), or whatever a container that ended before its launcher could connect
    // said (the run's to report), or the stream's end.
    StreamChunk chunk = attach->Read(milliseconds(0));
    if (chunk.kind == StreamChunk::Kind::kTimeout) continue;
    if (chunk.kind == StreamChunk::Kind::kStderr) {
      early_stderr += chunk.data;
      size_t n = std::min(early_stderr.size(), kAttachWord.size());
      bool word = early_stderr.compare(0, n, kAttachWord.substr(0, n)) == 0;
      if (word && n < kAttachWord.size()) continue;  // the rest of the word follows
      chunk.data = word ? early_stderr.substr(n) : early_stderr;
      if (chunk.data.empty()) chunk.kind = StreamChunk::Kind::kTimeout;  // the word alone
    }
    std::optional<StreamChunk> first;
    if (chunk.kind != StreamChunk::Kind::kTimeout) first = std::move(chunk);
    close_ends();
    return std::make_unique<ReplayedStream>(std::move(first), std::move(attach));
  }
}

}  // namespace cordon
