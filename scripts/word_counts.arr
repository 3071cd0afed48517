# Word frequencies of a text, the way a Cython text kernel counts them:
# `re` splits the words, a typed loop over the matches fills a dict, and
# the counts are printed most common first. Run: arr scripts/word_counts.arr
import re

TEXT = """It was the best of times, it was the worst of times, it was the age
of wisdom, it was the age of foolishness, it was the epoch of belief, it
was the epoch of incredulity, it was the season of Light, it was the
season of Darkness."""

def word_counts(str text):
    cdef dict counts = {}
    cdef str w
    for m in re.finditer(r"[a-z']+", text.lower()):
        w = m.group()
        counts[w] = counts.get(w, 0) + 1
    return counts

counts = word_counts(TEXT)
for word, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:6]:
    print(f"{word:>8} {n}")
print(len(counts), "distinct words;", re.sub(r"\s+", " ", TEXT)[:34] + "...")
