class User:
    def __init__(self, name, tags):
        self.name = name
        self.tags = tags


u = User("ada", ["admin", "ops"])
print("{0.name} has {0.tags[0]} and {1} more".format(u, len(u.tags) - 1))
print("{u.name!r:>10}".format(u=u))
