# arr-only: Cython 3.3 refuses at compile time: "Only single-character string literals can be coerced into ints." (probed with the oracle)
# `<int>"a"` is the character's code; a longer literal has none.
print(<int>"a", <char>"b", <long>b"c")
print(<int>"abc")
