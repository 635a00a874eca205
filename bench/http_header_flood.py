# The header flood of docs/http.md: 8 connections send "GET /mcp" and then header lines
# (100 at a time) for SECONDS, or trickle one a second ("trickle"). Prints the bytes sent
# and how each connection ended. Usage: http_header_flood.py PORT flood|trickle SECONDS
# while `cordon serve --http 127.0.0.1:PORT` runs; read its VmHWM from /proc/PID/status.
import socket, sys, time, threading
port = int(sys.argv[1]); mode = sys.argv[2]; seconds = float(sys.argv[3])
sent = [0]; outcome = []
def flood():
    s = socket.create_connection(("127.0.0.1", port))
    s.sendall(b"GET /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n")
    end = time.time() + seconds
    line = b"X-Flood: " + b"a" * 100 + b"\r\n"
    try:
        while time.time() < end:
            if mode == "flood":
                s.sendall(line * 100); sent[0] += len(line) * 100
            else:  # trickle
                s.sendall(b"X-S: a\r\n"); sent[0] += 8; time.sleep(1)
        outcome.append("still open after %.0f s" % seconds)
    except OSError as e:
        try: reply = s.recv(200)
        except OSError: reply = b""
        outcome.append("closed: %r %s" % (reply[:60], e.__class__.__name__))
threads = [threading.Thread(target=flood) for _ in range(8)]
[t.start() for t in threads]; [t.join() for t in threads]
print("bytes sent", sent[0]); print("\n".join(sorted(set(outcome))))
