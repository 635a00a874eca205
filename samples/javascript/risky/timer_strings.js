// expect: js.eval.timer-string
setTimeout('doWork()', 100);
// expect: js.eval.timer-string
setInterval('tick' + '()', 1000);
// ok: js.eval.timer-string
setTimeout(() => doWork(), 100);
