# A class attribute rebound while instances call methods: data rebinding keeps what call sites learned, a method rebound is seen at once.
class Animal:
    count = 0
    def __init__(self, name):
        self.name = name
        Animal.count += 1
    def speak(self):
        return self.name

def hello(self):
    return "hi " + self.name

def main():
    out = []
    for i in range(4):
        a = Animal(str(i))
        out.append(a.speak())
        if i == 1:
            Animal.speak = hello
        if i == 2:
            Animal.count = 100
            Animal.speak = lambda self: "lam " + self.name
    print(out, Animal.count)
    Animal.count = 0
    Animal.speak = 5
    try:
        Animal("z").speak()
    except TypeError as e:
        print("TypeError", e)
main()
