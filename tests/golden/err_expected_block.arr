# arr-only: err expected block
for i in range(3):
print(i)
