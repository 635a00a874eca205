#include "mcp/server_loop.h"

namespace cordon::mcp {

void ServerLoop::Send(const json& message) { transport_.Write(Serialize(message)); }

void ServerLoop::Run() {
  server_.SetLogSink([this](const json& n) { Send(n); });
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
    json message = json::parse(in.line, nullptr, /*allow_exceptions=*/false);
    if (message.is_discarded()) {
      Send(ErrorReply(
          nullptr, RpcError(rpc::kParseError, "not valid JSON (one UTF-8 JSON message per line)")));
      continue;
    }
    if (message.is_object() && message.value("method", json()) == "notifications/cancelled" &&
        !message.contains("id")) {
      Cancel(message.value("params", json::object()));
      continue;
    }
    if (McpServer::IsSlow(message) && message.contains("id")) {
      StartSlow(message);
      continue;
    }
    if (auto reply = server_.Handle(message, quick)) Send(*reply);
  }
  // End of input: stop what is still running, and wait for it (containers removed, and
  // the replies sent).
  std::list<std::shared_ptr<InFlight>> threads;
  {
    std::lock_guard lock(mutex_);
    for (auto& [id, flight] : by_id_) flight->cancelled = true;
    threads.swap(threads_);
  }
  for (auto& flight : threads) flight->thread.join();
  server_.SetLogSink(nullptr);
}

void ServerLoop::StartSlow(const json& message) {
  std::string key = message["id"].dump();
  auto flight = std::make_shared<InFlight>();
  {
    std::lock_guard lock(mutex_);
    if (by_id_.size() >= max_in_flight_) {
      Send(ErrorReply(message["id"],
                      RpcError(rpc::kServerBusy,
                               std::to_string(max_in_flight_) +
                                   " requests are running already; retry when one finishes")));
      return;
    }
    if (by_id_.count(key) != 0) {
      Send(ErrorReply(message["id"],
                      RpcError(rpc::kInvalidRequest, "request id " + key + " is already in use")));
      return;
    }
    by_id_[key] = flight;
    threads_.push_back(flight);
  }
  flight->thread = std::thread([this, message, key, flight] {
    RequestContext context{&flight->cancelled, [this](const json& n) { Send(n); }};
    std::optional<json> reply = server_.Handle(message, context);
    {
      std::lock_guard lock(mutex_);
      by_id_.erase(key);
    }
    if (reply && !flight->client_cancelled) Send(*reply);  // the client said no reply
    flight->done = true;
  });
}

void ServerLoop::Cancel(const json& params) {
  if (!params.is_object() || !params.contains("requestId")) return;
  std::lock_guard lock(mutex_);
  auto it = by_id_.find(params["requestId"].dump());
  if (it != by_id_.end()) {
    it->second->client_cancelled = true;
    it->second->cancelled = true;
  }
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
