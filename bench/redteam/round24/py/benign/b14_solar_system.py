"""Two-body orbital simulation; `system`, `shell` and `spawn` are ordinary variable names (decoy)."""
import json
import math

G = 6.674e-11


def make_system():
    return {
        "sun": {"m": 1.989e30, "pos": [0.0, 0.0], "vel": [0.0, 0.0]},
        "earth": {"m": 5.972e24, "pos": [1.496e11, 0.0], "vel": [0.0, 29780.0]},
    }


def step(system, dt):
    bodies = list(system.values())
    acc = []
    for b in bodies:
        ax = ay = 0.0
        for o in bodies:
            if o is b:
                continue
            dx, dy = o["pos"][0] - b["pos"][0], o["pos"][1] - b["pos"][1]
            r = math.hypot(dx, dy)
            a = G * o["m"] / r ** 2
            ax += a * dx / r
            ay += a * dy / r
        acc.append((ax, ay))
    for b, (ax, ay) in zip(bodies, acc):
        b["vel"][0] += ax * dt
        b["vel"][1] += ay * dt
        b["pos"][0] += b["vel"][0] * dt
        b["pos"][1] += b["vel"][1] * dt


def shell_volume(r_inner, r_outer):
    return 4 / 3 * math.pi * (r_outer ** 3 - r_inner ** 3)


def main(days=365, dt=3600.0):
    system = make_system()
    track = []
    spawn = 0
    for i in range(int(days * 86400 / dt)):
        step(system, dt)
        if i % 240 == 0:
            e = system["earth"]["pos"]
            track.append([round(e[0] / 1e9, 3), round(e[1] / 1e9, 3)])
            spawn += 1
    shell = shell_volume(6.371e6, 6.371e6 + 1e5)
    with open("orbit.json", "w") as fh:
        json.dump({"samples": spawn, "track_gm": track, "atmos_shell_m3": shell}, fh)
    r = math.hypot(*system["earth"]["pos"])
    print(f"final radius {r / 1.496e11:.4f} AU after {days} days, {spawn} samples")


if __name__ == "__main__":
    main()
