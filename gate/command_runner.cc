#include "gate/command_runner.h"

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <csignal>
#include <cstring>

extern char** environ;

namespace cordon {
namespace {

constexpr size_t kMaxOutput = size_t{1} << 30;

struct Fd {
  int fd = -1;
  ~Fd() { Close(); }
  void Close() {
    if (fd >= 0) close(fd);
    fd = -1;
  }
};

}  // namespace

SpawnCommandRunner GitCommandRunner() {
  return SpawnCommandRunner({"GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY",
                             "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_NAMESPACE",
                             "GIT_EXTERNAL_DIFF", "GIT_DIFF_OPTS", "GIT_CONFIG_PARAMETERS"},
                            {"GIT_TERMINAL_PROMPT=0", "GIT_OPTIONAL_LOCKS=0", "LC_ALL=C"});
}

CommandOutput SpawnCommandRunner::Run(const std::vector<std::string>& args) {
  CommandOutput result;
  if (args.empty()) {
    result.err = "no program to run";
    return result;
  }
  std::array<int, 2> out{-1, -1};
  std::array<int, 2> err{-1, -1};
  if (pipe2(out.data(), O_CLOEXEC) != 0) {
    result.err = std::string("pipe: ") + std::strerror(errno);
    return result;
  }
  Fd out_read{out[0]}, out_write{out[1]};
  if (pipe2(err.data(), O_CLOEXEC) != 0) {
    result.err = std::string("pipe: ") + std::strerror(errno);
    return result;
  }
  Fd err_read{err[0]}, err_write{err[1]};

  std::vector<std::string> env_strings;
  for (char** e = environ; e && *e; ++e) {
    std::string_view entry(*e);
    std::string_view name = entry.substr(0, entry.find('='));
    bool drop = false;
    for (const auto& u : unset_) drop = drop || name == u;
    for (const auto& s : set_) drop = drop || name == std::string_view(s).substr(0, s.find('='));
    if (!drop) env_strings.emplace_back(entry);
  }
  env_strings.insert(env_strings.end(), set_.begin(), set_.end());
  std::vector<char*> envp;
  for (auto& e : env_strings) envp.push_back(e.data());
  envp.push_back(nullptr);

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, out_write.fd, STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err_write.fd, STDERR_FILENO);
  // The child's SIGCHLD and signal mask as a fresh program expects them, whatever ours.
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t defaults, none;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGCHLD);
  sigaddset(&defaults, SIGPIPE);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(&attributes, &defaults);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  std::vector<char*> argv;
  for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  pid_t pid = -1;
  int rc = posix_spawnp(&pid, argv[0], &actions, &attributes, argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if (rc != 0) {
    result.err = "cannot start " + args[0] + ": " + std::strerror(rc);
    return result;
  }
  out_write.Close();
  err_write.Close();

  const auto until = std::chrono::steady_clock::now() + deadline_;
  std::array<pollfd, 2> fds{{{out_read.fd, POLLIN, 0}, {err_read.fd, POLLIN, 0}}};
  std::array<std::string*, 2> sinks{&result.out, &result.err};
  std::string failure;
  int open_fds = 2;
  char buffer[65536];
  while (open_fds > 0 && failure.empty()) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        until - std::chrono::steady_clock::now());
    if (left.count() <= 0) {
      failure = args[0] + " took longer than " + std::to_string(deadline_.count()) + " s; stopped";
      break;
    }
    int ready = poll(fds.data(), fds.size(), static_cast<int>(left.count()));
    if (ready < 0 && errno != EINTR) {
      failure = std::string("poll: ") + std::strerror(errno);
      break;
    }
    for (size_t i = 0; ready > 0 && i < fds.size(); ++i) {
      if (fds[i].fd < 0 || fds[i].revents == 0) continue;
      ssize_t n = read(fds[i].fd, buffer, sizeof buffer);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        fds[i].fd = -1;
        --open_fds;
        continue;
      }
      sinks[i]->append(buffer, static_cast<size_t>(n));
      if (sinks[i]->size() > kMaxOutput) failure = args[0] + " wrote more than 1 GiB; stopped";
    }
  }
  if (!failure.empty()) kill(pid, SIGKILL);
  int status = 0;
  pid_t waited;
  while ((waited = waitpid(pid, &status, 0)) < 0 && errno == EINTR) {
  }
  if (waited != pid) {
    // E.g. SIGCHLD ignored by whoever started us: the child was reaped unseen, and its
    // exit status is unknown. Never guess success.
    result.err = "cannot learn how " + args[0] + " ended: " + std::strerror(errno);
    return result;
  }
  if (!failure.empty()) {
    result.err = failure;
    return result;
  }
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

}  // namespace cordon
