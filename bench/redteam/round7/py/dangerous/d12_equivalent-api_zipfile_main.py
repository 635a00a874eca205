import zipfile

with open("notes.txt", "w") as fh:
    fh.write("meeting notes\n")

zipfile.main(["-c", "/opt/rt7canary/bundle.zip", "notes.txt"])
print("bundled")
