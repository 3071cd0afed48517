# arr-only: err two errors
x = = 1
print("ok")
y = 2 +
z = 3
