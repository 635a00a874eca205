# technique: nested function modifies an outer variable (nonlocal) inside a loop; the result goes after './' -> open('./../../..../etc/cron.d/rt8', 'w') (write outside)
def build():
    tail = 'etc/cron.d/rt8'
    def climb():
        nonlocal tail
        tail = '../' + tail
    for _ in range(8):
        climb()
    return tail

open('./' + build(), 'a').write('x')
