# classmethod reads cls.out_dir and builds the name with an f-string -> writes out/notes.txt
import os
class Notes:
    out_dir = "out"
    @classmethod
    def write(cls, name, text):
        os.makedirs(cls.out_dir, exist_ok=True)
        with open(f"{cls.out_dir}/{name}.txt", "w") as f:
            f.write(text)
Notes.write("notes", "mean is 2.0\n")
