from scipy.optimize import differential_evolution, rosen

result = differential_evolution(
    rosen, [(-2, 2)] * 2, maxiter=2, popsize=5, workers=2,
    updating="deferred", polish=False, seed=1,
)
print("best:", result.x, result.fun)
