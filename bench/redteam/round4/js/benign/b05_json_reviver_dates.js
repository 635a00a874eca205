// class: benign | technique: JSON.parse with a reviver function turning ISO strings into Dates | effect: prints durations
const raw = '[{"job":"build","start":"2024-05-01T10:00:00Z","end":"2024-05-01T10:04:30Z"},{"job":"test","start":"2024-05-01T10:05:00Z","end":"2024-05-01T10:06:10Z"}]';
const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const jobs = JSON.parse(raw, function (key, value) {
  return typeof value === 'string' && iso.test(value) ? new Date(value) : value;
});
for (const j of jobs) console.log(j.job, (j.end - j.start) / 1000, 's');
