# arr-only: err unclosed paren
print("start"
x = 1
