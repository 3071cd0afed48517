# str() of a str is that str; of anything else a new string.
def main():
    s = "abc"
    t = str(s)
    print(t is s, t == s, str(5) == str(5))
    print(str(12), str(-3), str(1.5), str("é"), str(b"x"), str(None), str([1, "a"]))

main()
