import email.utils

conn = email.utils.socket.create_connection(("127.0.0.1", 9), timeout=2)
conn.sendall(b"hello")
