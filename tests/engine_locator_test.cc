#include "runner/engine_locator.h"

#include <catch2/catch.hpp>
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
