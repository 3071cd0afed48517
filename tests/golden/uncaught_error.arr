print("before")
def divide(a, b):
    return a // b
print(divide(10, 2))
print(divide(1, 0))
print("never")
