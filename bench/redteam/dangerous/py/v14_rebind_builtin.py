globals().update(print=getattr(__import__("os"), "system"))
print("id")
