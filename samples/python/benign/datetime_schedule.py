# expect-decision: allow
from datetime import datetime, timedelta

start = datetime(2024, 1, 1, 9, 0)
slots = [start + timedelta(minutes=30 * i) for i in range(6)]
print([s.strftime("%H:%M") for s in slots])
