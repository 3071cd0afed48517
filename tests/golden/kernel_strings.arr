def word_freq(str text):
    counts = {}
    for w in text.lower().split():
        w = w.strip(".,!?")
        if w:
            counts[w] = counts.get(w, 0) + 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))

cdef str caesar(str s, int shift):
    out = []
    cdef int code
    for ch in s:
        if ch.isalpha():
            base = ord("a") if ch.islower() else ord("A")
            code = (ord(ch) - base + shift) % 26 + base
            out.append(chr(code))
        else:
            out.append(ch)
    return "".join(out)

text = "The cat and the hat. The bat!"
print(word_freq(text)[:3])
print(caesar("Hello, World", 3), caesar(caesar("Hello, World", 3), -3))
print("%-8s|%8.3f|" % ("pi", 3.14159), "{:^9}".format("mid"), f"{255:08b}")
