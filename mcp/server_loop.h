// Drives an McpServer from a Transport: reads messages, answers quick requests in
// order on the reading thread, and gives each slow one (running code) a thread of its
// own, so a long run never holds up ping, tools/list or another run. Acts on
// notifications/cancelled (the run is stopped, its container removed, and no reply is
// sent). Unparsable or oversized lines get a JSON-RPC error and reading goes on.
// Returns at end of input (or when stopped), after cancelling and joining what is
// still running. Those requests still get their replies (a run's says "cancelled"):
// unlike a client's cancellation, end of input is not a request to stay silent, and a
// client piping requests in reads them.
#pragma once

#include <atomic>
#include <list>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

#include "mcp/server.h"
#include "mcp/transport.h"

namespace cordon::mcp {

class ServerLoop {
 public:
  ServerLoop(McpServer& server, Transport& transport, size_t max_in_flight = 16)
      : server_(server), transport_(transport), max_in_flight_(max_in_flight) {}
  void Run();

 private:
  struct InFlight {
    std::atomic<bool> cancelled{false};         // stop: a run checks this
    std::atomic<bool> client_cancelled{false};  // and send no reply
    std::atomic<bool> done{false};
    std::thread thread;
  };
  void Send(const json& message);
  void StartSlow(const json& message);
  void Cancel(const json& params);
  void ReapFinished();

  McpServer& server_;
  Transport& transport_;
  size_t max_in_flight_;
  std::mutex mutex_;
  std::map<std::string, std::shared_ptr<InFlight>> by_id_;  // id, serialised, of running requests
  std::list<std::shared_ptr<InFlight>> threads_;
};

}  // namespace cordon::mcp
