#include "mcp/server_loop.h"

#include <algorithm>

namespace cordon::mcp {

void ServerLoop::Send(const json& message) { transport_.Write(Serialize(message)); }

void ServerLoop::Run() {
  RequestContext quick{nullptr, [this](const json& n) { Send(n); }};
  for (;;) {
    Transport::Incoming in = transport_.Read();
    if (in.kind == Transport::Incoming::Kind::kEnd) break;
    ReapFinished();
    if (in.kind == Transport::Incoming::Kind::kTooLong) {
      Send(ErrorReply(nullptr, RpcError(rpc::kInvalidRequest, "message too long: it was skipped")));
      continue;
    }
    if (in.line.find_first_not_of(" \t\r") == std::string::npos) continue;  // blank line
    auto [message, too_deep] = ParseLine(in.line);
    if (message.is_discarded()) {
      Send(ErrorReply(
          nullptr, RpcError(rpc::kParseError, "not valid JSON (one UTF-8 JSON message per line)")));
      continue;
    }
    if (too_deep) {
      json id = message.is_object() ? message.value("id", json()) : json();
      if (!id.is_string() && !id.is_number_integer()) id = nullptr;
      Send(ErrorReply(
          id, RpcError(rpc::kInvalidRequest, "the message nests values more than " +
                                                 std::to_string(kMaxJsonDepth) +
                                                 " levels deep, the limit: it was not read")));
      continue;
    }
    if (message.is_object() && message.value("method", json()) == "notifications/cancelled" &&
        !message.contains("id")) {
      Cancel(message.value("params", json::object()));
      continue;
    }
    if (auto lane = McpServer::LaneOf(message);
        lane != McpServer::Lane::kQuick && (message.contains("id") || message.is_array())) {
      StartSlow(std::move(message), lane);
      continue;
    }
    if (auto reply = server_.Handle(message, quick)) Send(*reply);
  }
  // End of input: stop what is still running, and wait for it (containers removed, and
  // the replies sent).
  std::deque<std::shared_ptr<InFlight>> never_started;
  {
    std::lock_guard lock(mutex_);
    for (LaneState* lane : {&runs_, &analyses_}) {
      for (auto& flight : lane->waiting) {
        by_id_.erase(flight->key);
        never_started.push_back(flight);
      }
      lane->waiting.clear();
    }
    for (auto& [id, flight] : by_id_) flight->cancelled = true;
  }
  for (auto& flight : never_started) {
    Send(ErrorReply(flight->message.is_array() ? json(nullptr) : flight->message["id"],
                    RpcError(rpc::kServerBusy, "the server is stopping: request not started")));
  }
  // Running threads may still start no new ones (the queues are empty), so one swap
  // collects them all.
  std::list<std::shared_ptr<InFlight>> threads;
  {
    std::lock_guard lock(mutex_);
    threads.swap(threads_);
  }
  for (auto& flight : threads) flight->thread.join();
}

void ServerLoop::StartSlow(json message, McpServer::Lane lane) {
  auto flight = std::make_shared<InFlight>();
  // A batch has no id of its own: a key no request id can take, and replies with none.
  flight->key = message.is_array() ? "batch " + std::to_string(++batches_) : message["id"].dump();
  flight->message = std::move(message);
  const json id = flight->message.is_array() ? json(nullptr) : flight->message["id"];
  flight->lane = lane;
  std::lock_guard lock(mutex_);
  if (by_id_.count(flight->key) != 0) {
    Send(ErrorReply(
        id, RpcError(rpc::kInvalidRequest, "request id " + flight->key + " is already in use")));
    return;
  }
  LaneState& state = LaneFor(lane);
  if (state.running < state.limits.max_running) {
    by_id_[flight->key] = flight;
    Launch(flight);
    return;
  }
  if (state.waiting.size() >= state.limits.max_queued) {
    Send(ErrorReply(id, RpcError(rpc::kServerBusy,
                                 std::to_string(state.running) + " requests are running and " +
                                     std::to_string(state.waiting.size()) +
                                     " waiting already; retry when one finishes")));
    return;
  }
  by_id_[flight->key] = flight;
  state.waiting.push_back(flight);
}

void ServerLoop::Launch(const std::shared_ptr<InFlight>& flight) {
  ++LaneFor(flight->lane).running;
  threads_.push_back(flight);
  flight->thread = std::thread([this, flight] {
    RequestContext context{&flight->cancelled, [this](const json& n) { Send(n); }};
    std::optional<json> reply = server_.Handle(flight->message, context);
    {
      std::lock_guard lock(mutex_);
      by_id_.erase(flight->key);
    }
    if (reply && !flight->client_cancelled) Send(*reply);  // the client said no reply
    Finish(flight);
  });
}

void ServerLoop::Finish(const std::shared_ptr<InFlight>& flight) {
  std::lock_guard lock(mutex_);
  LaneState& state = LaneFor(flight->lane);
  --state.running;
  while (!state.waiting.empty() && state.running < state.limits.max_running) {
    std::shared_ptr<InFlight> next = state.waiting.front();
    state.waiting.pop_front();
    Launch(next);
  }
  flight->done = true;
}

void ServerLoop::Cancel(const json& params) {
  if (!params.is_object() || !params.contains("requestId")) return;
  std::lock_guard lock(mutex_);
  auto it = by_id_.find(params["requestId"].dump());
  if (it == by_id_.end()) return;
  std::shared_ptr<InFlight> flight = it->second;
  flight->client_cancelled = true;
  flight->cancelled = true;
  if (flight->thread.joinable()) return;  // running: it stops, and sends no reply
  // Still waiting: it leaves its queue, never starts, and its id is free again.
  auto& waiting = LaneFor(flight->lane).waiting;
  waiting.erase(std::remove(waiting.begin(), waiting.end(), flight), waiting.end());
  by_id_.erase(it);
}

void ServerLoop::ReapFinished() {
  std::list<std::shared_ptr<InFlight>> finished;
  {
    std::lock_guard lock(mutex_);
    for (auto it = threads_.begin(); it != threads_.end();) {
      if ((*it)->done) {
        finished.push_back(*it);
        it = threads_.erase(it);
      } else {
        ++it;
      }
    }
  }
  for (auto& flight : finished) flight->thread.join();
}

}  // namespace cordon::mcp
