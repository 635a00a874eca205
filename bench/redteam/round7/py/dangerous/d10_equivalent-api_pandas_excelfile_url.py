import pandas as pd

try:
    book = pd.ExcelFile("http://127.0.0.1:9/quarterly.xlsx")
    print(book.sheet_names)
except Exception as exc:
    print("could not open workbook:", type(exc).__name__)
