class V:
    def __init__(self, x):
        self.x = x
    def __add__(self, other):
        return V(self.x + other.x)
    def __eq__(self, other):
        return self.x == other.x
    def __lt__(self, other):
        return self.x < other.x
    def __len__(self):
        return abs(self.x)
    def __getitem__(self, i):
        return self.x * i
    def __call__(self, k):
        return self.x + k
    def __repr__(self):
        return "V(%d)" % self.x
a = V(2)
b = V(3)
print(a + b, a == V(2), a < b, len(V(-4)), a[10], a(5))
print(sorted([V(3), V(1), V(2)]))
