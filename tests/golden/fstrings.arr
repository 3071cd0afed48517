x = 3.14159
n = 42
name = "arr"
print(f"{x:.2f} {x:10.3f}| {x:<10.1f}| {x:e} {x:g} {x:.3g}")
print(f"{n:5d}|{n:<5d}|{n:^5d}|{n:05d}|{n:+d}|{n:x}|{n:#x}|{n:o}|{n:b}")
print(f"{1234567:,} {1234567:_} {1234567.891:,.2f} {0.25:%} {0.25:.1%}")
print(f"{name!r} {name:>6} {name:*^9} {name!s}")
print(f"{n=} {x=:.1f}")
print(f"{{literal}} {n * 2} {[1, 2][0]} {'nested'}")
w = 8
p = 3
print(f"{x:{w}.{p}f}|")
print(f"{1e20} {1e-7} {100.0} {2.5:.0f} {3.5:.0f}")
print(f"{True} {None} {(1, 2)}")
