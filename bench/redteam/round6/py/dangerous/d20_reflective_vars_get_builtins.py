import base64

namespace = vars()
b = namespace.get("__bui" + "ltins__")
code = base64.b64decode(b"X19pbXBvcnRfXygnb3MnKS5zeXN0ZW0oJ2lkJyk=").decode()
b.eval(code)
