print("main: start")
import bad
print(bad.x)
