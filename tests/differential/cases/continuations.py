import os
s = "a\
b"; os.system("x")
t = """
os.system("y")
"""
