class Flag(bool):
    pass

print(Flag(1))
