résumé = "resume.txt"
résumé = "/opt/rt7canary/nfc_combining.txt"

with open(résumé, "w") as fh:
    fh.write("curriculum\n")
print("saved")
