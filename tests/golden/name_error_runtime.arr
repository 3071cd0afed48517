def uses_later():
    return later_value
try:
    uses_later()
except NameError as e:
    print(e)
later_value = 5
print(uses_later())
