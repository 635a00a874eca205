#!/usr/bin/env python3
"""How long this machine takes to wake an idle process: a calibration for the latency
benchmarks, beside the CPU one (python3 summing range(10_000_000)).

A warm call crosses several processes (cordon, the engine's service, conmon or the
containerd shim, the launcher, the interpreter), and each must be woken. After a second
with nothing to do, a virtual machine's idle vCPU may be given back to the host, and the
first wake-up then costs what the hypervisor takes to run it again, not what the kernel
takes. This prints the median of 15 pipe round trips between two processes after 1 s,
0.1 s and no idle time: when the first is far above the last, calls 1 s apart pay for
the machine's wake-ups, and comparisons across machines must say so.
Usage: python3 bench/wake_calibration.py
"""
import os
import statistics
import time


def main():
    to_child, from_parent = os.pipe()
    to_parent, from_child = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(from_parent)
        while True:
            byte = os.read(to_child, 1)
            if not byte:
                os._exit(0)
            os.write(from_child, byte)

    def median_round_trip_us(idle_s):
        times = []
        for _ in range(15):
            time.sleep(idle_s)
            start = time.perf_counter()
            os.write(from_parent, b"x")
            os.read(to_parent, 1)
            times.append((time.perf_counter() - start) * 1e6)
        return statistics.median(times)

    figures = [(idle, median_round_trip_us(idle)) for idle in (1.0, 0.1, 0.0)]
    os.close(from_parent)
    os.waitpid(pid, 0)
    print("wake-up: a pipe round trip between two processes takes "
          + ", ".join(f"{us:.0f} us after {idle:g} s idle" for idle, us in figures)
          + " (median of 15)")


if __name__ == "__main__":
    main()
