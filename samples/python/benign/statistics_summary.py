# expect-decision: allow
import statistics as st

data = [2.5, 3.1, 4.7, 3.3, 2.9, 5.0]
print(st.mean(data), st.median(data), st.stdev(data))
