# arr-only: err unterminated string
print("never closed)
print(2)
