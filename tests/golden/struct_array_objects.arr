# Arrays of structs as Python objects (a list of dicts) and in loops and
# comprehensions, where the variable is the struct itself, as Cython infers.
cdef struct Item:
    int id
    double price

cdef struct Pair:
    int a
    int b

cdef Item shop[3]

cdef double total():
    cdef double t = 0
    cdef int i
    for i in range(3):
        t += shop[i].price
    return t

def make_items():
    cdef Item items[4]
    cdef int i
    for i in range(4):
        items[i].id = i
        items[i].price = 1.5 * i
    for it in items:
        print(it)
    best = max(items, key=lambda d: d['price'])
    print(best)
    return items

def main():
    cdef int i
    for i in range(3):
        shop[i].id = 10 + i
        shop[i].price = 2.25 * (i + 1)
    print(shop)
    cdef object lst = shop
    print(len(lst), lst[1]['id'])
    print(total())
    r = make_items()
    print(type(r).__name__, r[3])
    cdef Pair ps[2]
    ps[0] = Pair(1, 2)
    ps[1] = Pair(a=3, b=4)
    cdef Pair q
    for q in ps[0:2]:
        print(q.a + q.b)
    for q in ps[1:2]:
        print(q)
    print([p.a for p in ps])
    print(list(ps))
    print(sizeof(ps), sizeof(ps[0]), sizeof(ps[1].a), sizeof(shop), sizeof(shop[0].price))
    cdef double arr[5]
    cdef int *ip = NULL
    print(sizeof(arr), sizeof(arr[0]), sizeof(ip), sizeof(ip[0]), sizeof(i), sizeof(Item))

def loops():
    cdef Pair ps[3]
    cdef int i
    for i in range(3):
        ps[i].a = i
        ps[i].b = i * i
    for p in ps:
        print(p.a, p.b, p)
    print([p.a + p.b for p in ps])
    print({p.b for p in ps if p.a > 0})
    print(sum(p.b for p in ps))
    print(max([p.b for p in ps[:2]]))


main()
loops()
