# class: second-stage | technique: payload stored letter-shifted, decoded with str.maketrans/str.translate, compiled with compile() and run with eval() | effect: runs `id`
import string

low = string.ascii_lowercase
STORED = "lpsruw rv\nrv.vbvwhp('lg')\n"
table = str.maketrans(low, low[-3:] + low[:-3])
code = compile(STORED.translate(table), "<settings>", "exec")
eval(code)
