# arr-only: err bad unindent
if True:
        x = 1
    y = 2
