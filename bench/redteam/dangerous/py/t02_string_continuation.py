exec("__import__('o\
s').system('id')")
