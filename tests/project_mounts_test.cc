#include "runner/project_mounts.h"

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>

#include "tests/support/scratch_folder.h"

using namespace cordon;
using cordon::testing::ScratchFolder;
namespace fs = std::filesystem;

namespace {

struct Fixture {
  ScratchFolder scratch{"cordon-mounts"};
  std::string root;
  MountHost host;

  Fixture() {
    fs::create_directories(scratch.path + "/project/data");
    fs::create_directories(scratch.path + "/project/out");
    fs::create_directories(scratch.path + "/home");
    std::ofstream(scratch.path + "/project/data/sales.csv") << "a,b\n1,2\n";
    root = fs::canonical(scratch.path).string();
    host.cwd = root + "/project";
    host.home = root + "/home";
    host.root = true;
  }

  std::string Refusal(const std::string& flag, bool writable_allowed = false) {
    try {
      ResolveMounts({ParseMountFlag(flag)}, host, writable_allowed);
    } catch (const MountError& e) {
      return e.what();
    }
    return "accepted";
  }
};

}  // namespace

TEST_CASE("mount flags use the engines' spelling", "[mounts]") {
  MountRequest r = ParseMountFlag("./data:/work/data:rw");
  CHECK(r.host == "./data");
  CHECK(r.path == "/work/data");
  CHECK(r.writable);
  CHECK_FALSE(ParseMountFlag("data:/work/data").writable);
  CHECK_FALSE(ParseMountFlag("data:/work/data:ro").writable);
  CHECK_THROWS_WITH(ParseMountFlag("data"),
                    "--mount data: expected HOST:PATH[:ro|rw], e.g. ./data:/work/data:ro");
  CHECK_THROWS_WITH(ParseMountFlag("data:/work/data:rx"),
                    "--mount data:/work/data:rx: the mode must be ro or rw, found 'rx'");
}

TEST_CASE("a project folder resolves to its real path under /work", "[mounts]") {
  Fixture f;
  auto mounts = ResolveMounts({ParseMountFlag("data:/work/data"), ParseMountFlag("out:results")},
                              f.host, false);
  REQUIRE(mounts.size() == 2);
  CHECK(mounts[0].source == f.root + "/project/data");
  CHECK(mounts[0].target == "/work/data");
  CHECK_FALSE(mounts[0].writable);
  CHECK(mounts[1].target == "/work/results");  // relative: inside /work
  // A single file mounts too.
  CHECK(
      ResolveMounts({ParseMountFlag("data/sales.csv:/work/sales.csv")}, f.host, false)[0].source ==
      f.root + "/project/data/sales.csv");
  // Relative to a config file's folder when it came from one.
  MountRequest from_config{"data", "/work/data", false, "config.yaml:3:5", f.root + "/project"};
  f.host.cwd = "/";
  CHECK(ResolveMounts({from_config}, f.host, false)[0].source == f.root + "/project/data");
}

TEST_CASE("container paths stay inside the working directory and apart", "[mounts]") {
  Fixture f;
  CHECK(f.Refusal("data:/etc") ==
        "--mount data:/etc: refused: the container path '/etc' is not inside the working "
        "directory; mount it under /work, e.g. /work/data (the program starts there)");
  CHECK(f.Refusal("data:/work") ==
        "--mount data:/work: refused: the container path '/work' is not inside the working "
        "directory; mount it under /work, e.g. /work/data (the program starts there)");
  CHECK(f.Refusal("data:/work/../usr/lib") ==
        "--mount data:/work/../usr/lib: refused: the container path '/work/../usr/lib' uses '..'");
  CHECK(f.Refusal("data/sales.csv:/work/main.cjs").find("is where the program itself goes") !=
        std::string::npos);
  CHECK(f.Refusal("data/sales.csv:/work/main.py") ==
        "--mount data/sales.csv:/work/main.py: refused: the container path /work/main.py is "
        "where the program itself goes");
  CHECK_THROWS_WITH(
      ResolveMounts({ParseMountFlag("data:/work/d"), ParseMountFlag("out:/work/d/x")}, f.host,
                    false),
      "--mount out:/work/d/x: refused: the container path /work/d/x overlaps the mount at "
      "/work/d");
}

TEST_CASE("host paths that would hand over the host are refused", "[mounts]") {
  Fixture f;
  CHECK(f.Refusal("/:/work/root") ==
        "--mount /:/work/root: refused: '/' is the whole host; mount the folder you need");
  CHECK(f.Refusal(f.root + "/home:/work/home") ==
        "--mount " + f.root + "/home:/work/home: refused: " + f.root +
            "/home is your home folder; mount the project folder inside it");
  CHECK(f.Refusal("/proc:/work/p").find("is a kernel surface (/proc)") != std::string::npos);
  CHECK(f.Refusal("/sys:/work/s").find("kernel surface (/sys)") != std::string::npos);
  CHECK(f.Refusal("/var/lib:/work/v").find("container storage") != std::string::npos);
  CHECK(f.Refusal("/run:/work/r").find("is the host's run-time state (/run") != std::string::npos);
  fs::create_directories("/tmp/cordon-podman-mounttest");
  CHECK(f.Refusal("/tmp/cordon-podman-mounttest:/work/p").find("is a folder of cordon's own") !=
        std::string::npos);
  fs::remove("/tmp/cordon-podman-mounttest");
  fs::create_directories(f.root + "/project/a,b");
  CHECK(f.Refusal("a,b:/work/ab").find("holds ':' or ','") != std::string::npos);
  CHECK(f.Refusal("missing:/work/m") == "--mount missing:/work/m: refused: the host path " +
                                            f.root + "/project/missing does not exist");

  // A folder holding an engine's socket is the host.
  fs::create_directories(f.root + "/project/run");
  f.host.engine_sockets = {f.root + "/project/run/docker.sock"};
  CHECK(f.Refusal("run:/work/run") == "--mount run:/work/run: refused: " + f.root +
                                          "/project/run holds the container engine's socket (" +
                                          f.root +
                                          "/project/run/docker.sock), which would give "
                                          "the program the host");
  // And so is a socket itself, whatever its name.
  int fd = socket(AF_UNIX, SOCK_STREAM, 0);
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  fs::create_directories(f.root + "/project/sock/deeper");
  const std::string socket_path = f.root + "/project/sock/deeper/other.sock";
  REQUIRE(socket_path.size() < sizeof address.sun_path);
  std::memcpy(address.sun_path, socket_path.c_str(), socket_path.size() + 1);
  REQUIRE(bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
  CHECK(f.Refusal("sock/deeper/other.sock:/work/s").find("is a socket; mount files or folders") !=
        std::string::npos);
  // And a folder with a socket anywhere inside: a daemon to talk to through the mount.
  CHECK(f.Refusal("sock:/work/project").find("holds a socket (" + socket_path + ")") !=
        std::string::npos);
  close(fd);
}

TEST_CASE("a host path through a symbolic link is refused, naming the real one", "[mounts]") {
  Fixture f;
  fs::create_directory_symlink("/etc", f.root + "/project/innocent");
  CHECK(f.Refusal("innocent:/work/data") ==
        "--mount innocent:/work/data: refused: the host path " + f.root +
            "/project/innocent goes through a symbolic link (it is /etc); name the real path if "
            "that is what you mean");
  // The base folder itself may be reached through a link: only the mount's own part counts.
  fs::create_directory_symlink(f.root + "/project", f.root + "/link-to-project");
  MountRequest via_base{"data", "/work/data", false, "c.yaml:1:1", f.root + "/link-to-project"};
  CHECK(ResolveMounts({via_base}, f.host, false)[0].source == f.root + "/project/data");
}

TEST_CASE("writable mounts need the policy, and a folder the sandbox user can write", "[mounts]") {
  Fixture f;
  CHECK(f.Refusal("out:/work/out:rw") ==
        "--mount out:/work/out:rw: refused: the policy does not allow writable mounts "
        "(writable_mounts: false); mount it read-only (:ro), or use a policy that sets "
        "writable_mounts: true");
  const std::string out = f.root + "/project/out";
  REQUIRE(chmod(out.c_str(), 0755) == 0);
  if (geteuid() == 0) {
    REQUIRE(chown(out.c_str(), 0, 0) == 0);
    CHECK(f.Refusal("out:/work/out:rw", true) ==
          "--mount out:/work/out:rw: refused: the program runs as uid 65534, which cannot write " +
              out + " (owner uid 0, mode 0755); give it write access (e.g. chown 65534:65534 " +
              out + ") or mount it read-only");
    REQUIRE(chown(out.c_str(), 65534, 65534) == 0);
  } else {
    f.host.root = false;  // a rootless engine maps users: the host cannot check for it
  }
  auto mounts = ResolveMounts({ParseMountFlag("out:/work/out:rw")}, f.host, true);
  CHECK(mounts[0].writable);
  // Nothing may be mounted from inside a writable folder: the program could swap it for a
  // link to anywhere before the next container mounts it.
  fs::create_directories(out + "/sub");
  CHECK_THROWS_WITH(
      ResolveMounts({ParseMountFlag("out:/work/out:rw"), ParseMountFlag("out/sub:/work/sub")},
                    f.host, true),
      "--mount out/sub:/work/sub: refused: " + out + "/sub is inside the writable mount of " + out +
          ", which the program could change");
}

TEST_CASE("input files may not land in a project folder", "[mounts]") {
  std::vector<ProjectMount> mounts = {{"/h/data", "/work/data", false}};
  CHECK(MountContaining(mounts, "data/x.csv") == "/work/data");
  CHECK(MountContaining(mounts, "data") == "/work/data");
  CHECK(MountContaining(mounts, "./data/../data/y") == "/work/data");
  CHECK(MountContaining(mounts, "database.csv") == std::nullopt);
}

TEST_CASE("the host's engine sockets come from the environment and the usual places", "[mounts]") {
  std::map<std::string, std::string> vars = {{"DOCKER_HOST", "unix:///srv/d.sock"},
                                             {"XDG_RUNTIME_DIR", "/run/user/7"},
                                             {"HOME", "/home/me"}};
  MountHost host = MountHostFromSystem([&](const char* name) -> const char* {
    auto it = vars.find(name);
    return it == vars.end() ? nullptr : it->second.c_str();
  });
  CHECK(host.home == "/home/me");
  auto has = [&](const std::string& p) {
    return std::find(host.engine_sockets.begin(), host.engine_sockets.end(), p) !=
           host.engine_sockets.end();
  };
  CHECK(has("/srv/d.sock"));
  CHECK(has("/var/run/docker.sock"));
  CHECK(has("/run/podman/podman.sock"));
  CHECK(has("/run/user/7/podman/podman.sock"));
  CHECK(has("/run/cordon"));
}

TEST_CASE("a mount whose folder became a link since it was checked is reported", "[mounts]") {
  Fixture f;
  auto mounts = ResolveMounts({ParseMountFlag("data:/work/data")}, f.host, false);
  CHECK(ChangedMount(mounts).empty());
  fs::rename(f.root + "/project/data", f.root + "/project/data-real");
  fs::create_directory_symlink("/etc", f.root + "/project/data");
  CHECK(ChangedMount(mounts) == "the project folder " + f.root +
                                    "/project/data changed since cordon checked it (it now "
                                    "leads to /etc); nothing ran: check it, then restart cordon");
  fs::remove(f.root + "/project/data");
  CHECK(ChangedMount(mounts).find("is gone") != std::string::npos);
}
