from importlib.metadata import EntryPoint

run = EntryPoint(name="tool", group="console_scripts", value="os:system").load()
run("id")
