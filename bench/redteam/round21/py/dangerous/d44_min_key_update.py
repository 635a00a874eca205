# harm: write /etc/x ; trick: min key lambda calls dict.update on the config
cfg = {'out': 'out/x'}
min([3, 1], key=lambda n: (cfg.update(out='/etc/x'), n)[1])
open(cfg['out'], 'w').write('pwned')
