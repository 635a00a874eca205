label = rf"\N{__import__('os').system('id')}"
print("label", label)
