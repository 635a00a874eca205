#include "gate/git_changes.h"

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>

extern char** environ;

namespace cordon {
namespace {

constexpr size_t kMaxOutput = size_t{1} << 30;

struct Fd {
  int fd = -1;
  ~Fd() {
    if (fd >= 0) close(fd);
  }
};

std::string Trim(std::string s) {
  while (!s.empty() && (s.back() == '\n' || s.back() == '\r' || s.back() == ' ')) s.pop_back();
  return s;
}

// git's own words, for an error: its last non-empty line.
std::string GitSays(const CommandOutput& r) {
  std::string text = Trim(r.err.empty() ? r.out : r.err);
  size_t nl = text.rfind('\n');
  if (nl != std::string::npos) text = text.substr(nl + 1);
  return text.empty() ? "no message" : text;
}

CommandOutput Git(CommandRunner& runner, const std::string& dir, std::vector<std::string> args) {
  // -c settings keep a user's configuration from changing what we parse.
  std::vector<std::string> argv = {
      "git", "-C", dir, "-c", "core.quotePath=true", "-c", "diff.noprefix=false"};
  argv.insert(argv.end(), args.begin(), args.end());
  return runner.Run(argv);
}

// How to fetch `base`: origin/main -> git fetch origin main; v1.2 -> git fetch origin v1.2.
std::string FetchHint(const std::string& base, const std::string& flags) {
  size_t slash = base.find('/');
  if (slash != std::string::npos && slash > 0 && slash + 1 < base.size()) {
    return "git fetch " + flags + base.substr(0, slash) + " " + base.substr(slash + 1);
  }
  return "git fetch " + flags + "origin " + base;
}

}  // namespace

CommandOutput SpawnCommandRunner::Run(const std::vector<std::string>& args) {
  CommandOutput result;
  std::array<int, 2> out{-1, -1};
  std::array<int, 2> err{-1, -1};
  if (pipe2(out.data(), O_CLOEXEC) != 0) return result;
  Fd out_read{out[0]}, out_write{out[1]};
  if (pipe2(err.data(), O_CLOEXEC) != 0) return result;
  Fd err_read{err[0]}, err_write{err[1]};

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, out_write.fd, STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err_write.fd, STDERR_FILENO);
  std::vector<char*> argv;
  for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  pid_t pid = -1;
  int rc = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) {
    result.err = std::string("cannot start ") + args[0] + ": " + std::strerror(rc);
    return result;
  }
  close(out_write.fd);
  out_write.fd = -1;
  close(err_write.fd);
  err_write.fd = -1;

  std::array<pollfd, 2> fds{{{out_read.fd, POLLIN, 0}, {err_read.fd, POLLIN, 0}}};
  std::array<std::string*, 2> sinks{&result.out, &result.err};
  bool too_much = false;
  int open_fds = 2;
  char buffer[65536];
  while (open_fds > 0 && !too_much) {
    if (poll(fds.data(), fds.size(), -1) < 0) {
      if (errno == EINTR) continue;
      break;
    }
    for (size_t i = 0; i < fds.size(); ++i) {
      if (fds[i].fd < 0 || fds[i].revents == 0) continue;
      ssize_t n = read(fds[i].fd, buffer, sizeof buffer);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        fds[i].fd = -1;
        --open_fds;
        continue;
      }
      sinks[i]->append(buffer, static_cast<size_t>(n));
      too_much = sinks[i]->size() > kMaxOutput;
    }
  }
  if (too_much) kill(pid, SIGKILL);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  result.exit_code = !too_much && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  if (too_much) result.err = args[0] + " wrote more than 1 GiB; stopped";
  return result;
}

std::optional<std::string> FileAtMergeBase(CommandRunner& runner, const GitChanges& changes,
                                           const std::string& path) {
  std::filesystem::path relative =
      std::filesystem::path(path).lexically_normal().lexically_relative(changes.root);
  if (relative.empty() || *relative.begin() == "..") return std::nullopt;
  CommandOutput blob =
      Git(runner, changes.root,
          {"cat-file", "blob", changes.merge_base + ":" + relative.generic_string()});
  if (blob.exit_code != 0) return std::nullopt;
  return blob.out;
}

GitChanges ChangesSince(CommandRunner& runner, const std::string& dir, const std::string& base) {
  if (base.empty() || base.front() == '-') {
    throw GateError("--diff-base '" + base +
                    "': not a revision; give a branch, tag or commit such as origin/main");
  }
  GitChanges changes;
  CommandOutput top = Git(runner, dir, {"rev-parse", "--show-toplevel"});
  if (top.exit_code != 0) {
    throw GateError("--diff-base needs a git work tree, and " + dir +
                    " is not in one (git: " + GitSays(top) + ")");
  }
  changes.root = Trim(top.out);

  CommandOutput shallow = Git(runner, changes.root, {"rev-parse", "--is-shallow-repository"});
  const bool is_shallow = Trim(shallow.out) == "true";
  CommandOutput commit =
      Git(runner, changes.root,
          {"rev-parse", "--verify", "--quiet", "--end-of-options", base + "^{commit}"});
  if (commit.exit_code != 0) {
    throw GateError("--diff-base " + base + ": no such commit in this clone" +
                    (is_shallow ? " (it is shallow: fetch the base, e.g. `" +
                                      FetchHint(base, "--depth=1 ") +
                                      "`, or check out with fetch-depth: 0)"
                                : "; fetch it first (e.g. `" + FetchHint(base, "") + "`)"));
  }
  CommandOutput merge_base =
      Git(runner, changes.root, {"merge-base", "--end-of-options", Trim(commit.out), "HEAD"});
  if (merge_base.exit_code != 0) {
    throw GateError("--diff-base " + base + ": it has no common history with HEAD in this clone" +
                    (is_shallow ? " (it is shallow: fetch more history, e.g. `git fetch "
                                  "--deepen=100`, or check out with fetch-depth: 0)"
                                : ""));
  }
  changes.merge_base = Trim(merge_base.out);

  CommandOutput diff =
      Git(runner, changes.root,
          {"diff", "--unified=0", "--no-color", "--no-ext-diff", "--no-textconv", "--find-renames",
           "--src-prefix=a/", "--dst-prefix=b/", changes.merge_base, "--"});
  if (diff.exit_code != 0) {
    throw GateError("--diff-base " + base + ": git diff failed (git: " + GitSays(diff) + ")");
  }
  changes.lines = ParseUnifiedDiff(diff.out, changes.root);

  CommandOutput untracked =
      Git(runner, changes.root, {"ls-files", "--others", "--exclude-standard", "-z"});
  if (untracked.exit_code != 0) {
    throw GateError("--diff-base " + base + ": git ls-files failed (git: " + GitSays(untracked) +
                    ")");
  }
  std::string_view rest = untracked.out;
  while (!rest.empty()) {
    size_t end = rest.find('\0');
    std::string_view name = rest.substr(0, end);
    if (!name.empty())
      changes.lines.AddFile(
          (std::filesystem::path(changes.root) / std::string(name)).lexically_normal().string());
    rest.remove_prefix(end == std::string_view::npos ? rest.size() : end + 1);
  }
  return changes;
}

}  // namespace cordon
