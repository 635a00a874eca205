# technique: list of relative file names sorted in place, the first one is written -> a.csv in the working directory
names = ['b.csv', 'a.csv', 'c.csv']
names.sort()
with open(names[0], 'w') as fh:
    fh.write('first\n')
