# arr-only: err break outside
x = 1
break
