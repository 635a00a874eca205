"""A minimal MCP client in plain Python (no SDK): start `cordon serve`, initialize,
run code, print what came back. Usage: python3 mcp_client.py [path/to/cordon]"""
import base64
import json
import subprocess
import sys

cordon = sys.argv[1] if len(sys.argv) > 1 else "cordon"
server = subprocess.Popen([cordon, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
next_id = 0


def call(method, params):
    global next_id
    next_id += 1
    server.stdin.write(json.dumps({"jsonrpc": "2.0", "id": next_id, "method": method, "params": params}) + "\n")
    server.stdin.flush()
    while True:  # skip notifications (logs, progress) until our reply
        message = json.loads(server.stdout.readline())
        if message.get("id") == next_id:
            return message["result"]


call("initialize", {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "example", "version": "1"}})
server.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")

result = call("tools/call", {"name": "run_python_code", "arguments": {
    "code": "import numpy as np\nimport matplotlib.pyplot as plt\nx = np.linspace(0, 6, 50)\n"
            "plt.plot(x, np.sin(x))\nplt.show()\nprint(round(float(np.sin(x).max()), 3))"}})
print(result["structuredContent"]["status"], result["structuredContent"]["stdout"], end="")
for item in result["content"]:
    if item["type"] == "image":
        open("plot.png", "wb").write(base64.b64decode(item["data"]))
        print("saved plot.png")

blocked = call("tools/call", {"name": "run_python_code", "arguments": {"code": "__import__('os').system('id')"}})
print(blocked["content"][0]["text"].splitlines()[0])
server.stdin.close()
server.wait()
