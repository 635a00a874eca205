// Drives an McpServer from a Transport: reads messages, answers quick requests in
// order on the reading thread, and gives each slow one a thread of its own, so a long
// run never holds up ping, tools/list or another run. Acts on notifications/cancelled
// (the run is stopped, its container removed, and no reply is sent). Unparsable or
// oversized lines get a JSON-RPC error and reading goes on.
//
// Slow requests go to one of two lanes (McpServer::LaneOf): runs (tools/call of a run
// tool, resources/read) and analyses (analyze_code). Each lane runs at most
// `max_running` requests at once; the rest wait in the lane's queue, in arrival order,
// and start as running ones finish. Only a request that finds its lane's queue full
// (`max_queued` waiting) is refused, with -32000 "server busy": a burst is served, not
// refused at random. A waiting request can be cancelled like a running one.
//
// Returns at end of input (or when stopped), after cancelling and joining what is
// still running. Those requests still get their replies (a run's says "cancelled"):
// unlike a client's cancellation, end of input is not a request to stay silent, and a
// client piping requests in reads them. Requests still waiting then get an error reply.
//
// Threads: Run() is called once; it and the request threads share the state below
// under mutex_, and the transport's Write is called from any of them (Transport
// serialises writes).
#pragma once

#include <atomic>
#include <deque>
#include <list>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

#include "mcp/server.h"
#include "mcp/transport.h"

namespace cordon::mcp {

struct LaneLimits {
  size_t max_running = 16;
  size_t max_queued = 256;
};

struct ServerLoopLimits {
  LaneLimits runs;               // each holds a container: the engine is the limit
  LaneLimits analyses{4, 1024};  // CPU-bound and short: a few at a time
};

class ServerLoop {
 public:
  ServerLoop(McpServer& server, Transport& transport, ServerLoopLimits limits = {})
      : server_(server), transport_(transport), limits_(limits) {}
  void Run();

 private:
  struct InFlight {
    json message;
    std::string key;  // the id, serialised
    McpServer::Lane lane = McpServer::Lane::kRun;
    std::atomic<bool> cancelled{false};         // stop: a run checks this
    std::atomic<bool> client_cancelled{false};  // and send no reply
    std::atomic<bool> done{false};
    std::thread thread;
  };
  struct LaneState {
    LaneLimits limits;
    size_t running = 0;
    std::deque<std::shared_ptr<InFlight>> waiting;
  };
  void Send(const json& message);
  void StartSlow(json message, McpServer::Lane lane);
  uint64_t batches_ = 0;  // batches started (their InFlight keys); the reading thread only
  // Starts `flight` on a thread of its own; mutex_ held.
  void Launch(const std::shared_ptr<InFlight>& flight);
  // A request thread's end: frees its place and starts the next waiting one.
  void Finish(const std::shared_ptr<InFlight>& flight);
  void Cancel(const json& params);
  void ReapFinished();
  LaneState& LaneFor(McpServer::Lane lane) {
    return lane == McpServer::Lane::kAnalysis ? analyses_ : runs_;
  }

  McpServer& server_;
  Transport& transport_;
  ServerLoopLimits limits_;
  std::mutex mutex_;
  std::map<std::string, std::shared_ptr<InFlight>> by_id_;  // running or waiting requests
  std::list<std::shared_ptr<InFlight>> threads_;            // started, to be joined
  LaneState runs_{limits_.runs, 0, {}};
  LaneState analyses_{limits_.analyses, 0, {}};
};

}  // namespace cordon::mcp
