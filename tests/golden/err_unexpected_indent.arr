# arr-only: err unexpected indent
x = 1
    y = 2
