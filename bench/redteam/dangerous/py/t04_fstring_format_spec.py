width = 4
print(f"{width:{__import__('os').system('id')}}")
