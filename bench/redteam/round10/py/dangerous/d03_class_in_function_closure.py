# technique: class defined inside a function; __init__ reads a function local that is rebound after the instance is made -> writes /etc/cron.d/task
def main():
    base = '/etc/cron.d'
    class Task:
        def __init__(self):
            self.out = base + '/task'
    t = Task()
    base = 'out'
    with open(t.out, 'w') as f:
        f.write('* * * * * root true\n')

main()
