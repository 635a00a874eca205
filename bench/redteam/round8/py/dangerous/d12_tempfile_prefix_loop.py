# technique: tempfile prefix is 'job' before a loop and gains a '../' chain inside it (unknown after the join, judged by the constant) -> NamedTemporaryFile created in /etc/cron.d (write outside)
import tempfile

prefix = 'job'
for i in range(1):
    prefix = '../' * 8 + 'etc/cron.d/' + prefix
f = tempfile.NamedTemporaryFile(prefix=prefix, delete=False)
f.write(b'* * * * * root id\n')
f.close()
