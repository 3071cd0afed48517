# arr-only: err tab space
if True:
	x = 1
        y = 2
