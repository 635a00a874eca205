import ast
import collections

SOURCE = '''
import os, subprocess
def deploy(host):
    os.system("scp build.tar " + host + ":/srv")
    subprocess.run(["ssh", host, "systemctl restart app"])
    return eval("1+1")
'''

tree = ast.parse(SOURCE)
calls = collections.Counter()
for node in ast.walk(tree):
    if isinstance(node, ast.Call):
        calls[ast.unparse(node.func)] += 1
print(calls.most_common())
