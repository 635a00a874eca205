# technique: async coroutine awaited in a loop accumulates the tail; result appended to a relative head -> open('logs/../../../etc/cron.d/rt8', 'w') (write outside)
import asyncio
import os

os.makedirs('logs', exist_ok=True)

async def step(acc):
    await asyncio.sleep(0)
    return '../' + acc

async def main():
    tail = 'etc/cron.d/rt8'
    for _ in range(8):
        tail = await step(tail)
    open('logs/' + tail, 'w').write('x')

asyncio.run(main())
