# The MCP stdio floor without the SDK: a minimal client (this script) speaks JSON-RPC
# lines to `cordon serve` and times ping and analyze_code of print(1), 15 of each, first
# 1 s apart (settled: both processes asleep between calls), then back to back. What a
# settled call costs before anything runs. Usage: python3 bench/stdio_ping.py CORDON_BINARY
import json, statistics, subprocess, sys, time

server = subprocess.Popen([sys.argv[1], "serve", "--pool", "0", "--log-level", "error"],
                          stdin=subprocess.PIPE, stdout=subprocess.PIPE)


def call(i, method, params=None):
    message = {"jsonrpc": "2.0", "id": i, "method": method}
    if params is not None:
        message["params"] = params
    server.stdin.write((json.dumps(message) + "\n").encode())
    server.stdin.flush()
    return server.stdout.readline()


call(0, "initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                       "clientInfo": {"name": "stdio_ping", "version": "1"}})
server.stdin.write(b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
server.stdin.flush()
analyze = {"name": "analyze_code", "arguments": {"code": "print(1)", "language": "python"}}
n = 1
for pause, label in ((1.0, "settled"), (0.0, "back to back")):
    for method, params in (("ping", None), ("tools/call", analyze)):
        ms = []
        for _ in range(15):
            time.sleep(pause)
            t = time.perf_counter()
            call(n, method, params)
            ms.append((time.perf_counter() - t) * 1000)
            n += 1
        name = "ping" if method == "ping" else "analyze_code"
        print(f"{label:12} {name:12} median {statistics.median(ms):6.2f} ms, max {max(ms):6.2f} ms")
server.stdin.close()
server.wait()
