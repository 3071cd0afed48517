print("a\tb\\c\nd")
print('single \'quoted\'')
print("unicode: \u00e9 \x41")
print(r"raw \n stays", len(r"\n"))
print("""triple
quoted""")
s = "it's"
print(repr(s), repr('say "hi"'), repr("\t\n\\"))
print("con" "cat" 'enated')
print(len("héllo"), "héllo"[1], "héllo".upper())
