# str.format numbers `{}` fields on through nested specs, and refuses a
# string that mixes `{}` with `{0}`.
print("{:{}}|{:>{w}}|".format(3, 5, "ab", w=4))
print("{0:{1}}|{1}".format(7, 6))
for f in ["{} {0}", "{0} {}", "{:{1}}"]:
    try:
        print(f.format(1, 2))
    except ValueError as e:
        print("ValueError:", e)
