#include "runner/engine_locator.h"

#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <map>

using namespace cordon;

TEST_CASE("engine choice and environment are validated with clear errors", "[engine_locator]") {
  std::map<std::string, std::string> env;
  auto lookup = [&](const char* name) -> const char* {
    auto it = env.find(name);
    return it == env.end() ? nullptr : it->second.c_str();
  };
  CHECK_THROWS_WITH(ConnectEngine("lxc", lookup),
                    "unknown engine 'lxc' (expected podman, docker or auto)");
  env["DOCKER_HOST"] = "tcp://10.0.0.1:2375";
  CHECK_THROWS_WITH(ConnectEngine("docker", lookup),
                    "$DOCKER_HOST=tcp://10.0.0.1:2375 is not a unix:// socket; cordon talks to "
                    "engines over unix sockets only");
  env["DOCKER_HOST"] = "unix:///nonexistent/docker.sock";
  CHECK_THROWS_WITH(ConnectEngine("docker", lookup),
                    Catch::Matchers::StartsWith("no container engine found: tried "
                                                "/nonexistent/docker.sock ($DOCKER_HOST), "
                                                "/var/run/docker.sock (docker)"));
}

TEST_CASE("one-shot runs' shared podman service is placed and timed from the environment",
          "[engine_locator]") {
  std::map<std::string, std::string> env;
  auto lookup = [&](const char* name) -> const char* {
    auto it = env.find(name);
    return it == env.end() ? nullptr : it->second.c_str();
  };
  std::optional<SharedPodman> shared = SharedPodmanFor(lookup);
  REQUIRE(shared);
  CHECK(shared->idle == std::chrono::seconds(30));
  if (geteuid() == 0) CHECK(shared->dir == "/run/cordon/podman");
  env["CORDON_PODMAN_DIR"] = "/srv/cordon-podman";
  env["CORDON_PODMAN_IDLE_SECONDS"] = "5";
  shared = SharedPodmanFor(lookup);
  REQUIRE(shared);
  CHECK(shared->dir == "/srv/cordon-podman");
  CHECK(shared->idle == std::chrono::seconds(5));
  env["CORDON_PODMAN_IDLE_SECONDS"] = "0";  // each run its own service, as before
  CHECK_FALSE(SharedPodmanFor(lookup));
  for (const char* bad : {"-1", "3601", "5s", ""}) {
    env["CORDON_PODMAN_IDLE_SECONDS"] = bad;
    if (*bad == '\0') {
      CHECK(SharedPodmanFor(lookup));  // empty: unset
    } else {
      CHECK_THROWS_WITH(SharedPodmanFor(lookup),
                        std::string("CORDON_PODMAN_IDLE_SECONDS=") + bad +
                            " is not a number of seconds from 0 (no shared service) to 3600");
    }
  }
}

TEST_CASE("the shared podman service's folder must be the user's own", "[engine_locator]") {
  // A folder others may write, or a link, is refused (and left as it is) before any
  // socket in it is trusted as an engine.
  char pattern[] = "/tmp/cordon-locator-XXXXXX";
  REQUIRE(mkdtemp(pattern) != nullptr);
  const std::string wide = std::string(pattern) + "/wide";
  const std::string own = std::string(pattern) + "/own";
  const std::string link = std::string(pattern) + "/link";
  REQUIRE(mkdir(wide.c_str(), 0700) == 0);
  REQUIRE(chmod(wide.c_str(), 0777) == 0);
  REQUIRE(mkdir(own.c_str(), 0700) == 0);
  REQUIRE(symlink(own.c_str(), link.c_str()) == 0);
  std::map<std::string, std::string> env;
  auto lookup = [&](const char* name) -> const char* {
    auto it = env.find(name);
    return it == env.end() ? nullptr : it->second.c_str();
  };
  for (const std::string& folder : {wide, link}) {
    env["CORDON_PODMAN_DIR"] = folder;
    CHECK_THROWS_WITH(
        ConnectEngine("podman", lookup, {}, SharedPodmanFor(lookup)),
        Catch::Matchers::Contains("cannot use " + folder + " for cordon's podman service") ||
            Catch::Matchers::StartsWith("no container engine found"));  // no podman here
  }
  struct stat st {};
  REQUIRE(stat(wide.c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0777);  // checked, never changed
  std::filesystem::remove_all(pattern);
}
