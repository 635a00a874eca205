# class: equivalent-api | technique: subprocess.check_call re-exported as a plain function by dateutil.zoneinfo.rebuild (dateutil is listed whole) | effect: runs `id`
from dateutil.zoneinfo.rebuild import check_call


def environment_report():
    # the zoneinfo rebuild helper shells out to zic; record who we run as first
    return check_call(["id"])


print("status", environment_report())
