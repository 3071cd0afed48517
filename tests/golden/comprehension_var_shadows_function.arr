# A comprehension's variable shadows a module function of the same name
# inside the comprehension, at module level as in a function.
fs = [len, abs]
print([f(-1 if f is abs else "ab") for f in fs])
def g():
    print([f(2) for f in (str, float)])
g()
def f(x):
    return "global f"
