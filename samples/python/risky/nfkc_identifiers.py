# Python reads the fullwidth letters as plain `eval` (NFKC).
# expect: py.eval.dynamic
ｅｖａｌ(payload)
