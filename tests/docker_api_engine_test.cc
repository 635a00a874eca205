#include "runner/docker_api_engine.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace cordon;

TEST_CASE("the create request locks the container down", "[docker_api_engine]") {
  ContainerSpec spec;
  spec.image = "py:1";
  spec.pids = 16;
  spec.tmpfs_bytes = 8ll << 20;
  spec.runtime = "runc";
  auto body = nlohmann::json::parse(ContainerCreateBody(spec, false));
  auto host = body["HostConfig"];
  CHECK(host["NetworkMode"] == "none");
  CHECK(body["NetworkDisabled"] == true);
  CHECK(host["ReadonlyRootfs"] == true);
  CHECK(host["CapDrop"] == nlohmann::json::array({"ALL"}));
  CHECK(host["SecurityOpt"] == nlohmann::json::array({"no-new-privileges"}));
  CHECK(host["Memory"] == host["MemorySwap"]);
  CHECK(host["PidsLimit"] == 16);
  CHECK(host["Tmpfs"]["/work"] == "rw,size=8388608,mode=1777,uid=65534,gid=65534");
  CHECK(host["Tmpfs"]["/tmp"] == "rw,size=8388608,mode=1777,noexec,uid=65534,gid=65534");
  CHECK(host["Ulimits"].size() == 3);
  CHECK(host["Runtime"] == "runc");
  CHECK(body["OpenStdin"] == true);
  CHECK(body["StdinOnce"] == true);
  CHECK(host["LogConfig"]["Type"] == "none");
  auto podman = nlohmann::json::parse(ContainerCreateBody(spec, true));
  CHECK(podman["HostConfig"]["Tmpfs"]["/work"] == "rw,size=8388608,mode=1777,U");
  CHECK(body["User"] == "65534:65534");

  spec.network = true;
  spec.runtime.clear();
  auto open = nlohmann::json::parse(ContainerCreateBody(spec, false));
  CHECK(open["HostConfig"]["NetworkMode"] == "bridge");
  CHECK_FALSE(open["HostConfig"].contains("Runtime"));
}
