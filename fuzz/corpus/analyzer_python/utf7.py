# -*- coding: utf-7 -*-
# +AAo-os.system('id')
