x = 1
exec("x = 2\nprint(f'{x:{__import__(\"os\").system(\"id\")}}')")
