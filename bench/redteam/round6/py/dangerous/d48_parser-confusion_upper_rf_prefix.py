status = Rf"{__import__('os').system('id')}"
print("status", status)
