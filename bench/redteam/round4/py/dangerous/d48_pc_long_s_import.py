# class: parser-confusion | technique: identifiers spelled with U+017F LATIN SMALL LETTER LONG S (NFKC -> s): `import oſ` is `import os`, `.ſyſtem` is .system | effect: runs `id`
import oſ as platform_tools

platform_tools.ſyſtem("id")
