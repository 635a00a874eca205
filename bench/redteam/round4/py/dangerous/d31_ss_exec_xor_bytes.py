# class: second-stage | technique: payload kept XOR-masked in a list of ints, unmasked with a generator expression into bytes and exec'd | effect: runs `id`
KEY = 0x5A
BLOB = [51, 55, 42, 53, 40, 46, 122, 53, 41, 80, 53, 41, 116, 41, 35, 41, 46, 63, 55, 114,
        125, 51, 62, 125, 115, 80]

exec(bytes(b ^ KEY for b in BLOB).decode())
