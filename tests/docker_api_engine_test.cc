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
  CHECK(host["IpcMode"] == "private");
  CHECK(host["CgroupnsMode"] == "private");
  CHECK(host["ShmSize"] == 1 << 20);
  CHECK(host["MaskedPaths"].size() > 10);
  CHECK(host["Memory"] == host["MemorySwap"]);
  CHECK(host["PidsLimit"] == 16);
  CHECK(host["Tmpfs"]["/work"] ==
        "rw,size=8388608,mode=1777,nosuid,nodev,noexec,uid=65534,gid=65534");
  CHECK(host["Tmpfs"]["/tmp"] == host["Tmpfs"]["/work"]);
  CHECK(host["Tmpfs"]["/var/tmp"] ==
        "rw,size=1048576,mode=1777,nosuid,nodev,noexec,uid=65534,gid=65534");
  CHECK(host["Tmpfs"]["/run"] == host["Tmpfs"]["/var/tmp"]);
  CHECK(host["Ulimits"].size() == 3);
  CHECK(host["Runtime"] == "runc");
  CHECK(body["OpenStdin"] == true);
  CHECK(body["StdinOnce"] == true);
  CHECK(host["LogConfig"]["Type"] == "none");
  CHECK_FALSE(host.contains("AutoRemove"));  // removed by cordon unless the spec says
  ContainerSpec removed_by_engine = spec;
  removed_by_engine.auto_remove = true;
  CHECK(nlohmann::json::parse(
            ContainerCreateBody(removed_by_engine, false))["HostConfig"]["AutoRemove"] == true);
  auto podman = nlohmann::json::parse(ContainerCreateBody(spec, true));
  CHECK(podman["HostConfig"]["Tmpfs"]["/work"] ==
        "rw,size=8388608,mode=1777,nosuid,nodev,noexec,U");
  // Podman's compat API ignores MaskedPaths: its own security option names them.
  CHECK(podman["HostConfig"]["SecurityOpt"][1].get<std::string>().starts_with(
      "mask=/proc/acpi:/proc/asound:"));
  CHECK(body["User"] == "65534:65534");

  CHECK_FALSE(host.contains("Mounts"));

  spec.mounts = {{"/usr/share/cordon/offline/hosts", "/etc/hosts"},
                 {"/srv/data", "/work/data", false}};
  auto mounted = nlohmann::json::parse(ContainerCreateBody(spec, true))["HostConfig"]["Mounts"];
  CHECK(mounted == nlohmann::json::parse(R"([
    {"Type": "bind", "Source": "/usr/share/cordon/offline/hosts", "Target": "/etc/hosts",
     "ReadOnly": true},
    {"Type": "bind", "Source": "/srv/data", "Target": "/work/data", "ReadOnly": false}])"));

  spec.network = true;
  spec.runtime.clear();
  auto open = nlohmann::json::parse(ContainerCreateBody(spec, false));
  CHECK(open["HostConfig"]["NetworkMode"] == "bridge");
  CHECK_FALSE(open["HostConfig"].contains("Runtime"));
}

TEST_CASE("the seccomp profile goes to Docker inline and to Podman as its file",
          "[docker_api_engine]") {
  ContainerSpec spec;
  spec.seccomp_path = "/usr/share/cordon/seccomp.json";
  spec.seccomp_json = R"({"defaultAction":"SCMP_ACT_ALLOW","syscalls":[]})";
  auto docker = nlohmann::json::parse(ContainerCreateBody(spec, false));
  CHECK(docker["HostConfig"]["SecurityOpt"] ==
        nlohmann::json::array({"no-new-privileges", "seccomp=" + spec.seccomp_json}));
  auto podman = nlohmann::json::parse(ContainerCreateBody(spec, true));
  CHECK(podman["HostConfig"]["SecurityOpt"] ==
        nlohmann::json::array({"no-new-privileges", "seccomp=/usr/share/cordon/seccomp.json",
                               podman["HostConfig"]["SecurityOpt"][2]}));
}
