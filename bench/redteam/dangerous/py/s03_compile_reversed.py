src = ")'di'(metsys.so ;so tropmi"[::-1]
code = compile(src, "<job>", "exec")
exec(code)
