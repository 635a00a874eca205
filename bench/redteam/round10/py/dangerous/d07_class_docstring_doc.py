# technique: a class docstring is an implicit store to __doc__ that the analyzer does not record; a decoy __doc__ store elsewhere makes the union look relative -> writes /etc/cron.d/cleanup
class Cleanup:
    """/etc/cron.d/cleanup"""
    def run(self):
        with open(self.__doc__, 'w') as f:
            f.write('* * * * * root true\n')

def helper():
    pass
helper.__doc__ = 'out/helper.txt'

Cleanup().run()
