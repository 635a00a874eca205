import ｏｓ
ｏｓ.ｓｙｓｔｅｍ("id")
