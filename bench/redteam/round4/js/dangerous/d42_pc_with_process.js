// class: parser-confusion | technique: sloppy-mode `with (process)` makes the bare names kill and pid resolve to process members | effect: process.kill sends SIGUSR2 (to itself, handled)
process.on('SIGUSR2', () => console.log('reload requested'));

with (process) {
  console.log('signal sent:', kill(pid, 'SIGUSR2'));
}

setTimeout(() => console.log('done'), 100);
