# -*- coding: utf-7 -*-
# expect-decision: block
# With utf-7 CPython would decode +AAo- as a line end, making the comment below code.
# cordon refuses any coding declaration but UTF-8 (cordon.source-text on line 1) and
# runs the text as a str, so no declaration can re-decode it.
import json
# +AAo-print(json.dumps(1))
