# class: equivalent-api | technique: event loop method create_connection (loop object from asyncio.get_running_loop) opens a TCP client | effect: TCP connection attempt to 127.0.0.1:9 (refused)
import asyncio


class Probe:
    def connection_made(self, transport):
        transport.write(b"PING\r\n")

    def data_received(self, data):
        print("got", data)

    def connection_lost(self, exc):
        pass


async def main():
    loop = asyncio.get_running_loop()
    try:
        await loop.create_connection(Probe, "127.0.0.1", 9)
    except OSError as exc:
        print("connect failed:", exc)


asyncio.run(main())
