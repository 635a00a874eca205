import math

π = math.pi
Δt = 0.01
λ = 2.0
café = "open"


def decay(n0, t):
    return n0 * math.exp(-λ * t)


samples = [decay(100.0, k * Δt) for k in range(5)]
print(round(π, 4), [round(s, 2) for s in samples], café)
