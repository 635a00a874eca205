import importlib.metadata as md

for pkg in ("numpy", "pandas", "scipy", "matplotlib"):
    try:
        print(pkg, md.version(pkg))
    except md.PackageNotFoundError:
        print(pkg, "not installed")
dist = md.distribution("numpy")
print(dist.metadata["Name"], len(dist.files or []))
