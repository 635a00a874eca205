"""Discrete-event simulation of a help-desk queue with several agents (M/M/c)."""
import heapq
import itertools
import json
import os
import random
import statistics
from dataclasses import dataclass, field


@dataclass(order=True)
class Event:
    time: float
    seq: int
    kind: str = field(compare=False)
    ticket: int = field(compare=False, default=-1)


class Simulation:
    def __init__(self, agents=3, arrival_rate=2.5, service_rate=1.0, seed=1):
        self.agents = agents
        self.arrival_rate = arrival_rate
        self.service_rate = service_rate
        self.rng = random.Random(seed)
        self._seq = itertools.count()
        self.queue = []
        self.events = []
        self.busy = 0
        self.arrived = {}
        self.waits = []
        self.clock = 0.0

    def schedule(self, delay, kind, ticket=-1):
        heapq.heappush(self.events, Event(self.clock + delay, next(self._seq), kind, ticket))

    def start_service(self, ticket):
        self.busy += 1
        self.waits.append(self.clock - self.arrived[ticket])
        self.schedule(self.rng.expovariate(self.service_rate), "depart", ticket)

    def on_arrive(self, ev):
        self.arrived[ev.ticket] = self.clock
        if self.busy < self.agents:
            self.start_service(ev.ticket)
        else:
            self.queue.append(ev.ticket)
        self.schedule(self.rng.expovariate(self.arrival_rate), "arrive", ev.ticket + 1)

    def on_depart(self, ev):
        self.busy -= 1
        if self.queue:
            self.start_service(self.queue.pop(0))

    def run(self, until=500.0):
        handlers = {"arrive": self.on_arrive, "depart": self.on_depart}
        self.schedule(0.0, "arrive", 0)
        while self.events and self.events[0].time <= until:
            ev = heapq.heappop(self.events)
            self.clock = ev.time
            handlers[ev.kind](ev)
        return self.stats()

    def stats(self):
        return {
            "served": len(self.waits),
            "mean_wait": round(statistics.fmean(self.waits), 3),
            "p90_wait": round(statistics.quantiles(self.waits, n=10)[-1], 3),
            "still_queued": len(self.queue),
        }


def main():
    scenarios = {f"{n}_agents": dict(agents=n) for n in (3, 4, 5)}
    results = {name: Simulation(**params, seed=42).run() for name, params in scenarios.items()}
    os.makedirs("out", exist_ok=True)
    with open(os.path.join("out", "queue_sim.json"), "w") as fh:
        json.dump(results, fh, indent=2)
    for name, r in results.items():
        print(f"{name:<9} served={r['served']:>5} mean_wait={r['mean_wait']:>7} p90={r['p90_wait']:>7}")


if __name__ == "__main__":
    main()
