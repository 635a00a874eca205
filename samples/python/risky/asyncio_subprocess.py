import asyncio

async def main():
    # expect: py.process.spawn
    proc = await asyncio.create_subprocess_shell("ls")
    await proc.wait()
