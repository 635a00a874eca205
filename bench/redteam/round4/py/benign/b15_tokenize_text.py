import io
import keyword
import tokenize

text = "result = __import__('os').popen('whoami').read()  # from the bug report\n"
names = [t.string for t in tokenize.generate_tokens(io.StringIO(text).readline) if t.type == tokenize.NAME]
print("identifiers:", names)
print("keywords:", [n for n in names if keyword.iskeyword(n)])
