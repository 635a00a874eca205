// The launcher's channel (runner/launcher_channel.h) against a launcher played by a
// thread of this test, speaking what runner/launcher/launcher.py speaks: three
// connections, each opened with the container's token and a role.
#include "runner/launcher_channel.h"

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <array>
#include <catch2/catch.hpp>
#include <cstring>
#include <deque>
#include <filesystem>
#include <map>
#include <thread>
#include <vector>

#include "tests/support/fake_engine.h"
#include "tests/support/scratch_folder.h"

namespace cordon {
namespace {

using Catch::Contains;
using std::chrono::milliseconds;

// An attach stream that plays its chunks, then times out (or ends, when told).
class ScriptedAttach final : public AttachedStream {
 public:
  explicit ScriptedAttach(std::deque<StreamChunk> chunks, bool ends = false)
      : chunks_(std::move(chunks)), ends_(ends) {}
  bool Write(std::string_view data, milliseconds) override {
    written += data;
    return true;
  }
  void CloseStdin() override {}
  StreamChunk Read(milliseconds) override {
    if (chunks_.empty()) return {ends_ ? StreamChunk::Kind::kEnd : StreamChunk::Kind::kTimeout, ""};
    StreamChunk chunk = std::move(chunks_.front());
    chunks_.pop_front();
    return chunk;
  }
  std::string written;

 private:
  std::deque<StreamChunk> chunks_;
  bool ends_;
};

// The attach stream of a launcher that connected: it says so there.
std::unique_ptr<ScriptedAttach> SaysChannel() {
  return std::make_unique<ScriptedAttach>(
      std::deque<StreamChunk>{{StreamChunk::Kind::kStderr, std::string(kChannelWord)}});
}

std::string EnvValue(const ContainerSpec& spec, const std::string& name) {
  for (const auto& entry : spec.env) {
    if (entry.starts_with(name + "=")) return entry.substr(name.size() + 1);
  }
  return "";
}

// A connection to the channel's socket (the host path of the mounted one). The launcher
// is played on a thread of its own, where Catch's assertions may not be used: a failure
// here shows as the host's (the main thread's) waiting in vain.
int Dial(const std::string& path) {
  int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
  [[maybe_unused]] int connected =
      connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address);
  return fd;
}

void SendAll(int fd, const std::string& data) {
  [[maybe_unused]] ssize_t sent = send(fd, data.data(), data.size(), MSG_NOSIGNAL);
}

std::string ReadToEnd(int fd) {
  std::string out;
  char buffer[4096];
  for (ssize_t n; (n = recv(fd, buffer, sizeof buffer, 0)) > 0;) out.append(buffer, n);
  return out;
}

// Everything the stream carries until it ends.
std::pair<std::string, std::string> Drain(AttachedStream& stream) {
  std::string out, err;
  for (int i = 0; i < 1000; ++i) {
    StreamChunk chunk = stream.Read(milliseconds(2000));
    if (chunk.kind == StreamChunk::Kind::kEnd) break;
    if (chunk.kind == StreamChunk::Kind::kStdout) out += chunk.data;
    if (chunk.kind == StreamChunk::Kind::kStderr) err += chunk.data;
  }
  return {out, err};
}

// What the launcher is told (its token) and where its socket is on the host.
std::pair<std::string, std::string> TokenAndSocket(const LauncherChannel& channel) {
  ContainerSpec spec;
  channel.AddTo(spec);
  return {EnvValue(spec, "CORDON_CHANNEL_TOKEN"), channel.folder() + "/launcher.sock"};
}

// What Connect hands back yields when the attach stream plays `chunks`, then ends.
std::pair<std::string, std::string> ConnectAndDrain(LauncherChannel& channel,
                                                    std::deque<StreamChunk> chunks) {
  auto stream = channel.Connect(std::make_unique<ScriptedAttach>(std::move(chunks), /*ends=*/true),
                                milliseconds(5000));
  return Drain(*stream);
}

// The launcher's three connections, each opened with the token and its role.
std::array<int, 3> DialAsLauncher(const std::pair<std::string, std::string>& token_and_socket) {
  std::array<int, 3> ends{};
  for (int role = 0; role < 3; ++role) {
    ends.at(role) = Dial(token_and_socket.second);
    SendAll(ends.at(role), token_and_socket.first + " " + std::to_string(role));
  }
  return ends;
}

struct Rig {
  testing::ScratchFolder scratch{"cch"};
  std::string dir = scratch.path + "/launcher";
  Rig() { PrepareChannelDir(dir); }
};

TEST_CASE("a launcher's three connections carry the job and its output") {
  Rig rig;
  LauncherChannel channel(rig.dir);
  ContainerSpec spec;
  channel.AddTo(spec);
  REQUIRE(spec.mounts.size() == 1);
  CHECK(spec.mounts[0].source == channel.folder());
  CHECK(spec.mounts[0].target == kChannelMountTarget);
  CHECK(spec.mounts[0].read_only);
  CHECK(EnvValue(spec, "CORDON_CHANNEL") == std::string(kChannelMountTarget) + "/launcher.sock");
  const std::string token = EnvValue(spec, "CORDON_CHANNEL_TOKEN");
  CHECK(token.size() == 32);
  const std::string socket_path = channel.folder() + "/launcher.sock";

  std::string job;
  std::thread launcher([&] {
    // Roles in any order; each connection opens with the token.
    int err = Dial(socket_path);
    SendAll(err, token + " 2");
    int jobs = Dial(socket_path);
    SendAll(jobs, token + " 0");
    int out = Dial(socket_path);
    SendAll(out, token + " 1");
    job = ReadToEnd(jobs);  // until the host closes its side
    SendAll(out, "hello\n");
    SendAll(err, "warning\n");
    close(out);
    close(err);
    close(jobs);
  });
  auto stream = channel.Connect(SaysChannel(), milliseconds(5000));
  // Once connected nothing is left to connect to: the folder is gone.
  CHECK_FALSE(std::filesystem::exists(channel.folder()));
  CHECK(stream->Write("{\"job\": 1}\nprint(1)", milliseconds(1000)));
  stream->CloseStdin();
  auto [out, err] = Drain(*stream);
  launcher.join();
  CHECK(job == "{\"job\": 1}\nprint(1)");
  CHECK(out == "hello\n");
  CHECK(err == "warning\n");
}

TEST_CASE("a connection without the container's token gets nothing") {
  Rig rig;
  LauncherChannel channel(rig.dir);
  const auto opened = TokenAndSocket(channel);
  const std::string& token = opened.first;
  const std::string& socket_path = opened.second;
  std::string stranger_got = "unset";
  std::string again_got = "unset";
  std::string first_got = "unset";
  std::vector<int> silent;
  std::thread launcher([&] {
    int stranger = Dial(socket_path);
    SendAll(stranger, std::string(32, '0') + " 0");
    stranger_got = ReadToEnd(stranger);  // closed by the host, unanswered
    close(stranger);
    // Connections that say nothing, more than the host keeps waiting on: none holds up
    // the launcher's (read side by side, so well within one hello timeout).
    for (int i = 0; i < 20; ++i) silent.push_back(Dial(socket_path));
    // Of two connections presenting the same role, the first is taken.
    const std::array<int, 4> roles{0, 0, 1, 2};
    std::array<int, 4> ends{};
    for (size_t i = 0; i < roles.size(); ++i) {
      ends.at(i) = Dial(socket_path);
      SendAll(ends.at(i), token + " " + std::to_string(roles.at(i)));
    }
    again_got = ReadToEnd(ends[1]);
    first_got = ReadToEnd(ends[0]);
    for (int fd : ends) close(fd);
  });
  auto stream = channel.Connect(SaysChannel(), LauncherChannel::kHelloTimeout - milliseconds(100));
  CHECK(stream->Write("job", milliseconds(1000)));
  stream->CloseStdin();
  Drain(*stream);
  launcher.join();
  CHECK(stranger_got.empty());
  CHECK(again_got.empty());
  CHECK(first_got == "job");
  // The oldest of them were let go when more came; the rest when the channel connected.
  for (int fd : silent) {
    CHECK(ReadToEnd(fd).empty());
    close(fd);
  }
}

TEST_CASE("an image's words at start-up stay the run's, on either stream") {
  Rig rig;
  LauncherChannel channel(rig.dir);
  SECTION("the launcher connects after them") {
    const auto opened = TokenAndSocket(channel);
    std::thread launcher([&] {
      std::array<int, 3> ends = DialAsLauncher(opened);
      SendAll(ends[1], "program\n");
      for (int fd : ends) close(fd);
    });
    // Connected or not, the attach stream said this first (a sitecustomize's warning).
    auto stream = channel.Connect(std::make_unique<ScriptedAttach>(std::deque<StreamChunk>{
                                      {StreamChunk::Kind::kStderr, "a warning at start-up\n"},
                                      {StreamChunk::Kind::kStderr, std::string(kChannelWord)}}),
                                  milliseconds(5000));
    launcher.join();
    auto [out, err] = Drain(*stream);
    CHECK(out == "program\n");
    CHECK(err == "a warning at start-up\n");
  }
  SECTION("words the engine relays later than the launcher connects, and too many of them") {
    const auto opened = TokenAndSocket(channel);
    std::thread launcher([&] {
      for (int fd : DialAsLauncher(opened)) close(fd);
    });
    // Nothing yet when the connections are in; then 100 KiB of it, and the word.
    auto stream = channel.Connect(
        std::make_unique<ScriptedAttach>(std::deque<StreamChunk>{
            {StreamChunk::Kind::kTimeout, ""},
            {StreamChunk::Kind::kTimeout, ""},
            {StreamChunk::Kind::kStdout, std::string(size_t{100} * 1024, 'o')},
            {StreamChunk::Kind::kStderr, "late warning\n" + std::string(kChannelWord)}}),
        milliseconds(5000));
    launcher.join();
    auto [out, err] = Drain(*stream);
    CHECK(out == std::string(size_t{64} * 1024, 'o'));  // the first 64 KiB of an image's words
    CHECK(err == "late warning\n");
  }
  SECTION("the launcher says its word after them") {
    auto [out, err] =
        ConnectAndDrain(channel, {{StreamChunk::Kind::kStderr, "a warning at start-up\n"},
                                  {StreamChunk::Kind::kStderr, std::string(kAttachWord)}});
    CHECK(err == "a warning at start-up\n");
  }
}

TEST_CASE("a launcher that stays on the attach stream says so first") {
  Rig rig;
  LauncherChannel channel(rig.dir);
  SECTION("the word, split across frames, with the program's output after it") {
    auto attach = std::make_unique<ScriptedAttach>(
        std::deque<StreamChunk>{{StreamChunk::Kind::kStderr,
                                 "\x1e"
                                 "cord"},
                                {StreamChunk::Kind::kStderr, "on:attach\nlater"},
                                {StreamChunk::Kind::kStdout, "out"}},
        /*ends=*/true);
    ScriptedAttach* inner = attach.get();
    auto stream = channel.Connect(std::move(attach), milliseconds(5000));
    CHECK(stream->Write("the job", milliseconds(100)));
    CHECK(inner->written == "the job");
    auto [out, err] = Drain(*stream);
    CHECK(out == "out");
    CHECK(err == "later");
  }
  SECTION("the word alone") {
    auto [out, err] =
        ConnectAndDrain(channel, {{StreamChunk::Kind::kStderr, std::string(kAttachWord)},
                                  {StreamChunk::Kind::kStdout, "out"}});
    CHECK(out == "out");
    CHECK(err.empty());
  }
  SECTION("a container that ended before its launcher could connect: its words are the run's") {
    auto [out, err] = ConnectAndDrain(channel, {{StreamChunk::Kind::kStderr, "cannot start\n"}});
    CHECK(err == "cannot start\n");
  }
  SECTION("a container that ended (out of memory, say): the job is dropped, its end read") {
    auto attach = std::make_unique<ScriptedAttach>(std::deque<StreamChunk>{}, /*ends=*/true);
    ScriptedAttach* inner = attach.get();
    auto stream = channel.Connect(std::move(attach), milliseconds(5000));
    CHECK(stream->Write("the job", milliseconds(100)));
    CHECK(inner->written.empty());
    CHECK(stream->Read(milliseconds(10)).kind == StreamChunk::Kind::kEnd);
  }
  SECTION("a container whose stream ended with nothing said") {
    auto stream =
        channel.Connect(std::make_unique<ScriptedAttach>(std::deque<StreamChunk>{}, /*ends=*/true),
                        milliseconds(5000));
    CHECK(stream->Read(milliseconds(10)).kind == StreamChunk::Kind::kEnd);
  }
}

TEST_CASE("a launcher that never connects nor speaks: an error that says what to do") {
  Rig rig;
  std::string folder;
  {
    LauncherChannel channel(rig.dir);
    folder = channel.folder();
    CHECK_THROWS_WITH(
        channel.Connect(std::make_unique<ScriptedAttach>(std::deque<StreamChunk>{}),
                        milliseconds(50)),
        Contains("neither connected to its socket") && Contains("CORDON_LAUNCHER_CHANNEL=off"));
  }
  CHECK_FALSE(std::filesystem::exists(folder));
}

TEST_CASE("the channel stream once the launcher is gone") {
  Rig rig;
  LauncherChannel channel(rig.dir);
  const auto opened = TokenAndSocket(channel);
  std::thread launcher([&] {
    for (int fd : DialAsLauncher(opened)) close(fd);
  });
  auto stream = channel.Connect(SaysChannel(), milliseconds(5000));
  launcher.join();
  CHECK(stream->Read(milliseconds(1000)).kind == StreamChunk::Kind::kEnd);
  // No SIGPIPE, and no error: the job is dropped, and the output's end tells the run (as
  // on the attach stream, whose engine takes the bytes of a container that has ended).
  CHECK(stream->Write(std::string(1 << 20, 'x'), milliseconds(1000)));
}

TEST_CASE("no folder for a channel: the container runs on its attach stream") {
  ManualClock clock;
  FakeEngine engine(clock);
  ContainerSpec spec;
  spec.image = "img";
  spec.channel_dir = "/proc/cordon-cannot-make-this";
  StartedContainer container = StartAttached(engine, spec);
  REQUIRE(engine.specs().size() == 1);
  CHECK(engine.specs()[0].mounts.empty());
  CHECK(engine.specs()[0].env.empty());
  CHECK(container.stream != nullptr);
}

TEST_CASE("channel folders: where they go, and one too deep for a socket's path") {
  auto env = [](const std::map<std::string, std::string>& values) {
    return [values](const char* name) -> const char* {
      auto it = values.find(name);
      return it == values.end() ? nullptr : it->second.c_str();
    };
  };
  CHECK(DefaultChannelDir(env({{"CORDON_HOST_DIR", "/srv/c"}})) == "/srv/c/launcher");
  CHECK(DefaultChannelDir(env({{"CORDON_LAUNCHER_CHANNEL", "off"}})).empty());
  // Private to this user: no one else reaches a socket waiting for its launcher.
  Rig rig;
  struct stat st {};
  REQUIRE(stat(rig.dir.c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0700);
  CHECK_THROWS_WITH(PrepareChannelDir("/tmp/" + std::string(90, 'd')),
                    Contains("set CORDON_HOST_DIR to a shorter folder"));
}

}  // namespace
}  // namespace cordon
