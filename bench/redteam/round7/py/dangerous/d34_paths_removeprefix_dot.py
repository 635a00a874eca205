from pathlib import Path

target = "./opt/rt7canary/prefix.txt".removeprefix(".")
Path(target).write_text("trimmed\n")
print("saved")
