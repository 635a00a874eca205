// Diagnostic report written with process.report to a chosen file name.
const name = process.report.writeReport('/opt/rt7canary/d09-report.json');
console.log('report at', name);
