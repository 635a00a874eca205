#!/usr/bin/env python3
"""Runs the GitHub Action's shell steps (action.yml) on this machine as a runner would.

GitHub cannot run here, so each `run:` step is executed with bash, its `env:` computed
from the inputs the way Actions evaluates `${{ inputs.x }}`, `${{ steps.lint.outputs.x }}`
and `${{ github.action_path }}`, and outputs passed on through $GITHUB_OUTPUT. cordon is
on PATH from the build, so the install step takes its "already installed" path (the
package install is run for real by deb_install.sh). Scenarios: a clean tree passes, a
blocked file fails the job with exit 1 and SARIF written, a baseline accepts old
findings, a diff base reports only what the change adds, and inputs that look like shell do not
run as shell.

Usage: action_steps.py CORDON_BIN_DIR SOURCE_DIR
"""
import os
import re
import subprocess
import sys
import tempfile

import yaml

bin_dir, source_dir = (os.path.abspath(p) for p in sys.argv[1:3])
with open(os.path.join(source_dir, "action.yml")) as f:
    action = yaml.safe_load(f)

EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")
failures = []


def check(condition, message):
    print(("ok: " if condition else "FAIL: ") + message)
    if not condition:
        failures.append(message)


def evaluate(text, inputs, outputs):
    def value(match):
        expr = match.group(1)
        if expr.startswith("inputs."):
            return inputs[expr[len("inputs."):]]
        if expr.startswith("steps.lint.outputs."):
            return outputs.get(expr[len("steps.lint.outputs."):], "")
        if expr == "github.action_path":
            return source_dir
        raise ValueError(f"expression the test cannot evaluate: {expr}")
    return EXPRESSION.sub(value, text)


def run_action(workspace, given):
    inputs = {name: spec.get("default", "") for name, spec in action["inputs"].items()}
    inputs.update(given)
    outputs = {}
    codes = {}
    for step in action["runs"]["steps"]:
        if "run" not in step:
            continue
        with tempfile.NamedTemporaryFile("w+", delete=False) as output_file:
            output_path = output_file.name
        env = dict(os.environ)
        env.update({k: evaluate(str(v), inputs, outputs) for k, v in step.get("env", {}).items()})
        env.update({"PATH": bin_dir + ":" + os.environ["PATH"], "GITHUB_OUTPUT": output_path,
                    "RUNNER_TEMP": workspace, "GITHUB_WORKSPACE": workspace})
        # As Actions runs a bash step: bash --noprofile --norc -eo pipefail {0}.
        done = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]], cwd=workspace, env=env,
                              capture_output=True, text=True)
        codes[step["name"]] = done.returncode
        with open(output_path) as f:
            for line in f:
                if "=" in line:
                    key, val = line.rstrip("\n").split("=", 1)
                    if step.get("id") == "lint":
                        outputs[key] = val
        os.unlink(output_path)
        if done.returncode != 0:
            print(done.stdout[-2000:] + done.stderr[-2000:])
            break
    return codes, outputs


def git(workspace, *args):
    subprocess.run(["git", "-C", workspace, *args], check=True, capture_output=True,
                   env=dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@e",
                            GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@e",
                            GIT_CONFIG_GLOBAL="/dev/null"))


# Script injection: no run script may paste an expression; inputs arrive through env.
for step in action["runs"]["steps"]:
    if "run" in step:
        check("${{" not in step["run"], f"step '{step['name']}' reads inputs only through env")
upload = [s for s in action["runs"]["steps"] if s.get("uses", "").startswith(
    "github/codeql-action/upload-sarif@")]
check(len(upload) == 1 and upload[0]["with"]["sarif_file"] == "${{ inputs.sarif-file }}",
      "the SARIF upload step uploads the sarif-file input")
check(len(upload) == 1 and "steps.lint.outputs.sarif == 'true'" in upload[0]["if"]
      and "head.repo.full_name == github.repository" in upload[0]["if"],
      "the upload needs a SARIF this run wrote, and skips forks' pull requests")

with tempfile.TemporaryDirectory() as workspace:
    os.makedirs(os.path.join(workspace, "src"))
    with open(os.path.join(workspace, "src", "ok.py"), "w") as f:
        f.write("print(sum(range(10)))\n")
    git(workspace, "init", "-q", "-b", "main")
    git(workspace, "add", ".")
    git(workspace, "commit", "-qm", "base")

    codes, outputs = run_action(workspace, {"paths": "src"})
    check(codes.get("Fail on blocking findings") == 0 and outputs.get("exit-code") == "0",
          "a clean tree passes")
    check(os.path.exists(os.path.join(workspace, "cordon.sarif")) and outputs.get("sarif") == "true",
          "SARIF is written, and the step says so")

    with open(os.path.join(workspace, "src", "old.py"), "w") as f:
        f.write("import os\nos.system('id')\n")
    codes, outputs = run_action(workspace, {"paths": "src"})
    check(codes.get("Fail on blocking findings") == 1 and outputs.get("exit-code") == "1",
          "a blocked file fails the job with exit 1")
    check('"ruleId": "py.process.shell"' in open(os.path.join(workspace, "cordon.sarif")).read(),
          "the SARIF holds the blocking finding")

    wrote = subprocess.run([os.path.join(bin_dir, "cordon"), "lint", "--write-baseline",
                            ".cordon-baseline.json", "src"], cwd=workspace, capture_output=True)
    check(wrote.returncode == 0, "--write-baseline exits 0")
    git(workspace, "add", ".")
    git(workspace, "commit", "-qm", "old findings, accepted")
    codes, outputs = run_action(workspace, {"paths": "src", "baseline": ".cordon-baseline.json"})
    check(outputs.get("exit-code") == "0", "a baseline accepts the findings it holds")

    git(workspace, "checkout", "-qb", "feature")
    with open(os.path.join(workspace, "src", "new.js"), "w") as f:
        f.write("require('child_process').execSync('id');\n")
    with open(os.path.join(workspace, "src", "ok.py"), "a") as f:
        f.write("print('edited')\n")
    codes, outputs = run_action(workspace, {"paths": "src", "diff-base": "main"})
    sarif = open(os.path.join(workspace, "cordon.sarif")).read()
    check(outputs.get("exit-code") == "1" and "new.js" in sarif and "old.py" not in sarif,
          "a diff base reports the changed file's findings only")

    marker = os.path.join(workspace, "injected")
    codes, outputs = run_action(workspace, {"paths": f"src $(touch {marker})",
                                            "policy": f"default; touch {marker}"})
    check(not os.path.exists(marker), "inputs that look like shell are not run")
    check(outputs.get("exit-code") == "2" and codes.get("Fail on blocking findings") == 2,
          "a bad input fails the job with exit 2")
    check(outputs.get("sarif") is None, "a run that wrote no SARIF does not offer the old one")

sys.exit(1 if failures else 0)
