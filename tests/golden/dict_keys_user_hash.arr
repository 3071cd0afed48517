# `x in d.keys()` finds a key equal to x by its class's __hash__ and __eq__.
class K:
    def __init__(self, n):
        self.n = n
    def __hash__(self):
        return hash(self.n)
    def __eq__(self, o):
        return isinstance(o, K) and o.n == self.n
def main():
    d = {K(1): "one"}
    print(K(1) in d, K(1) in d.keys(), K(2) in d.keys(), K(1) not in d.keys())
main()
