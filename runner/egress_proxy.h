// The filtering proxy behind a policy's network allow list (policy/network_allow.h,
// docs/network.md). A container whose policy lists destinations has no network of its
// own (`none`: a loopback interface only); its launcher listens on 127.0.0.1:3128 in the
// container and carries each connection over the unix socket this proxy listens on
// (bind-mounted read-only at kEgressMountTarget), first sending the job's token. Here,
// on the host, each connection is one HTTP request: CONNECT host:port (a tunnel, for
// TLS) or a plain-HTTP request in absolute form (http://host:port/...). The destination
// must match an entry of the job's allow list; the proxy resolves the name itself and
// connects, and refuses with a status line that names the policy. Every connection,
// allowed or not, is logged for the run's result.
//
// A token lives from Open to Close: what a program left running after its run cannot
// use the network, and a program that connects to the socket directly, without the
// launcher's token (which it cannot read: runner/launcher.h), is turned away.
//
// Names in the allow list never reach this host (loopback, unspecified, and every
// address of its own interfaces: the engines' bridges too), link-local addresses and the
// other cloud metadata services' (169.254.0.0/16, fe80::/10, fd00:ec2::254,
// 100.100.100.200, 168.63.129.16, NAT64 forms of these), multicast or reserved ones,
// whatever the DNS answer says, except the name `localhost`; an address entry
// (127.0.0.1:8080) reaches that address, on the host.
//
// Thread-safe. Errors: the constructor throws EngineError (the socket could not be
// made); nothing else throws (short of memory running out, which ends the process).
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "policy/network_allow.h"

namespace cordon {

// Where a container sees the proxy's folder, and the port its launcher listens on.
inline constexpr const char* kEgressMountTarget = "/run/cordon-egress";
inline constexpr int kEgressContainerPort = 3128;

// One connection a program made through the proxy.
struct EgressConnection {
  std::string method;  // CONNECT, GET, POST, ...; "" when no request arrived
  std::string host;    // as the program named it, normalized
  uint16_t port = 0;
  bool allowed = false;
  std::string address;         // the address connected to; "" when none was
  std::string error;           // why it was refused or failed; "" when it went through
  int64_t bytes_sent = 0;      // program to destination
  int64_t bytes_received = 0;  // destination to program
};

// "CONNECT api.example.com:443 via 93.184.215.14:443: 517 B sent, 5.1 KiB received", or
// "... refused: why": one line for a person.
std::string DescribeConnection(const EgressConnection& connection);

struct EgressLog {
  std::vector<EgressConnection> connections;  // in the order they ended
  int64_t omitted = 0;                        // more than kMaxLogged
  static constexpr size_t kMaxLogged = 100;
};

class EgressProxy {
 public:
  // Listens on `folder`/proxy.sock; `folder` must not exist yet (made 0755, removed with
  // its socket by the destructor).
  explicit EgressProxy(std::string folder);
  // Ends every connection; waits a little for their threads, which hold the state they
  // use, so that a connection stuck resolving a name cannot hold the process.
  ~EgressProxy();
  EgressProxy(const EgressProxy&) = delete;
  EgressProxy& operator=(const EgressProxy&) = delete;

  const std::string& folder() const { return folder_; }

  // Opens the network to one job: connections presenting the returned token go to the
  // destinations of `allow`; `policy` names the policy in refusals.
  std::string Open(std::vector<NetworkAllowEntry> allow, std::string policy);
  // Ends the job's connections and returns its log: what ended, and what was still
  // resolving or connecting (it is cut off; Close waits at most kCloseWait for it).
  EgressLog Close(const std::string& token);

  // The launcher sends its token at once; a connection that has not within this time,
  // or whose process group (cgroup: its container) already has kMaxUnclaimedPerGroup
  // connections waiting, is closed. So a program that floods the socket only shuts
  // itself out.
  static constexpr std::chrono::milliseconds kTokenTimeout{1000};
  static constexpr size_t kMaxUnclaimedPerGroup = 16;
  // How long a client may take to send its request head; how long resolving and
  // connecting may take together, and how many addresses are tried.
  static constexpr std::chrono::seconds kHeadTimeout{30};
  static constexpr std::chrono::seconds kConnectTimeout{10};
  static constexpr size_t kMaxAddressesTried = 4;
  static constexpr size_t kMaxConnectionsPerJob = 64;
  static constexpr size_t kMaxConnections = 1024;  // threads, over all jobs
  static constexpr std::chrono::seconds kCloseWait{2};

  struct State;  // shared with the connection threads (egress_proxy.cc)

 private:
  void AcceptLoop();

  std::string folder_;
  int listener_ = -1;
  int wake_[2] = {-1, -1};  // a pipe: the destructor wakes the accept loop
  std::shared_ptr<State> state_;
  std::thread acceptor_;
};

// Where proxies' folders go: /run/cordon/egress for root, else under $XDG_RUNTIME_DIR
// (or /tmp/cordon-UID); $CORDON_HOST_DIR/egress when set.
std::string DefaultEgressDir(const std::function<const char*(const char*)>& environment);

// A proxy in a fresh folder of `dir` (made if missing), PID.RANDOM.INSTANCE, after
// removing the folders there of cordon processes that are gone (killed before they could
// remove their own). Throws EngineError.
std::unique_ptr<EgressProxy> StartEgressProxy(const std::string& dir,
                                              const std::string& instance_id);

}  // namespace cordon
