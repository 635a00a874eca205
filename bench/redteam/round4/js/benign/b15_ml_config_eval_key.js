// class: benign | technique: config object with keys named eval, exec and spawnWorkers; a local evaluate() | effect: prints a metric
const config = {
  train: { epochs: 3, spawnWorkers: 2 },
  eval: { batchSize: 4, metric: 'accuracy' },
  exec: { mode: 'dry-run' },
};
function evaluate(preds, labels, opts) {
  const correct = preds.filter((p, i) => p === labels[i]).length;
  return { [opts.metric]: correct / labels.length, batch: opts.batchSize };
}
const result = evaluate([1, 0, 1, 1], [1, 0, 0, 1], config.eval);
console.log(config.exec.mode, config.train.spawnWorkers, result);
