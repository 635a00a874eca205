#include "runner/host_admission.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>

#include "tests/support/scratch_folder.h"

using namespace cordon;

namespace {

constexpr int64_t kMiB = 1 << 20;

}  // namespace

TEST_CASE("admission counts sandboxes across separate admitters of one folder",
          "[host_admission]") {
  testing::ScratchFolder folder("cordon-admission");
  // Two admitters stand for two cordon processes: each Admit opens its own descriptors,
  // so they exclude each other exactly as processes do.
  HostAdmission first(folder.path, {2, 0});
  HostAdmission second(folder.path, {2, 0});
  AdmissionTicket a = first.Admit(512 * kMiB);
  AdmissionTicket b = second.Admit(512 * kMiB);
  CHECK(first.InUse().sandboxes == 2);
  CHECK(first.InUse().memory_bytes == 1024 * kMiB);
  try {
    second.Admit(512 * kMiB);
    FAIL("a third sandbox was admitted");
  } catch (const HostBusyError& e) {
    CHECK(std::string(e.what()) ==
          "the host is busy: 2 of 2 sandboxes, 1024 MiB of memory are in use by cordon "
          "processes on this host; try again in 5 s");
    CHECK(e.retry_after() == std::chrono::seconds(5));
  }
  a = AdmissionTicket();  // the first sandbox is removed: its slot is free again
  CHECK(second.InUse().sandboxes == 1);
  AdmissionTicket c = second.Admit(256 * kMiB);
  CHECK(c.held());
  CHECK(second.InUse().memory_bytes == 768 * kMiB);
  // The freed slot file was reused, not a new one made.
  size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder.path)) {
    files += entry.path().filename().string().rfind("slot-", 0) == 0;
  }
  CHECK(files == 2);
}

TEST_CASE("admission books memory and refuses what would go over it", "[host_admission]") {
  testing::ScratchFolder folder("cordon-admission");
  HostAdmission admission(folder.path, {0, 1024 * kMiB});
  AdmissionTicket a = admission.Admit(768 * kMiB);
  CHECK_THROWS_MATCHES(admission.Admit(512 * kMiB), HostBusyError,
                       Catch::Message("the host is busy: 1 sandbox, 768 of 1024 MiB of memory "
                                      "are in use by cordon processes on this host, and this "
                                      "sandbox needs 512 MiB; try again in 5 s"));
  CHECK(admission.Admit(256 * kMiB).held());  // fits exactly
  // One that could never fit is not "busy": waiting would not help.
  try {
    admission.Admit(2048 * kMiB);
    FAIL("an impossible sandbox was admitted");
  } catch (const HostBusyError&) {
    FAIL("an impossible sandbox was called busy");
  } catch (const EngineError& e) {
    CHECK(std::string(e.what()) ==
          "this sandbox asks for 2048 MiB of memory, more than the host allows all sandboxes "
          "together (1024 MiB): ask for less memory, or raise the host's memory limit");
  }
}

TEST_CASE("a killed process's slots are free at once", "[host_admission]") {
  testing::ScratchFolder folder("cordon-admission");
  HostAdmission admission(folder.path, {1, 0});
  int ready[2];
  REQUIRE(pipe(ready) == 0);
  pid_t child = fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    // Another process holds the host's only slot, then is killed without cleaning up.
    AdmissionTicket t = admission.Admit(kMiB);
    (void)!write(ready[1], t.held() ? "x" : "-", 1);
    pause();
    _exit(0);
  }
  char byte = 0;
  REQUIRE(read(ready[0], &byte, 1) == 1);
  REQUIRE(byte == 'x');
  close(ready[0]);
  close(ready[1]);
  CHECK_THROWS_AS(admission.Admit(kMiB), HostBusyError);
  kill(child, SIGKILL);
  waitpid(child, nullptr, 0);
  CHECK(admission.InUse().sandboxes == 0);
  CHECK(admission.Admit(kMiB).held());
}

TEST_CASE("admission with a folder it cannot make says which and what to do", "[host_admission]") {
  testing::ScratchFolder folder("cordon-admission");
  std::filesystem::create_directories(folder.path);
  std::string file = folder.path + "/not-a-folder";
  { std::ofstream(file) << "x"; }
  HostAdmission admission(file + "/admission", {4, 0});
  try {
    admission.Admit(kMiB);
    FAIL("admitted without a folder");
  } catch (const EngineError& e) {
    CHECK_THAT(
        e.what(),
        Catch::StartsWith("host admission: cannot use the folder " + file + "/admission (") &&
            Catch::EndsWith("); set CORDON_HOST_DIR to a folder cordon can write"));
  }
}

TEST_CASE("the default folder and limits", "[host_admission]") {
  std::map<std::string, std::string> vars;
  auto env = [&vars](const char* name) -> const char* {
    auto it = vars.find(name);
    return it == vars.end() ? nullptr : it->second.c_str();
  };
  vars["CORDON_HOST_DIR"] = "/srv/cordon";
  CHECK(DefaultAdmissionDir(env) == "/srv/cordon");
  vars.clear();
  if (geteuid() == 0) {
    CHECK(DefaultAdmissionDir(env) == "/run/cordon/admission");
  } else {
    vars["XDG_RUNTIME_DIR"] = "/run/user/1000";
    CHECK(DefaultAdmissionDir(env) == "/run/user/1000/cordon/admission");
  }
  HostLimits limits = DefaultHostLimits();
  CHECK(limits.max_sandboxes == std::max<int64_t>(4, 8 * sysconf(_SC_NPROCESSORS_ONLN)));
  CHECK(limits.max_memory_bytes == int64_t{sysconf(_SC_PHYS_PAGES)} * sysconf(_SC_PAGESIZE) / 2);
}
