# distutils: language = c++
# libcpp's queue, priority_queue, stack and deque: a breadth-first search,
# Dijkstra's shortest paths with a priority queue of pairs, and the
# adapters' ends.
from libcpp.vector cimport vector
from libcpp.deque cimport deque
from libcpp.queue cimport queue, priority_queue
from libcpp.stack cimport stack
from libcpp.utility cimport pair

def bfs(int n):
    cdef queue[int] q
    cdef vector[int] dist = vector[int](n, -1)
    q.push(0)
    dist[0] = 0
    cdef int u, v
    while not q.empty():
        u = q.front()
        q.pop()
        for v in (u * 2 % n, (u + 3) % n):
            if dist[v] < 0:
                dist[v] = dist[u] + 1
                q.push(v)
    return dist

def pq_demo():
    cdef priority_queue[int] pq
    for x in [5, 1, 9, 3, 7]:
        pq.push(x)
    out = []
    while not pq.empty():
        out.append(pq.top())
        pq.pop()
    return out

def stack_demo():
    cdef stack[double] s
    s.push(1.5)
    s.push(2.5)
    r = [s.top(), s.size()]
    s.pop()
    r.append(s.top())
    return r

def deque_demo():
    cdef deque[int] d
    d.push_back(1)
    d.push_front(0)
    d.push_back(2)
    r = [d[0], d[1], d[2], d.size(), d.front(), d.back()]
    d.pop_front()
    r.append(d.front())
    return r

def dijkstra(int n):
    cdef vector[vector[pair[int, int]]] adj = vector[vector[pair[int, int]]](n)
    cdef int i
    for i in range(n):
        adj[i].push_back(pair[int, int]((i + 1) % n, (i * 7) % 5 + 1))
        adj[i].push_back(pair[int, int]((i * 3) % n, (i * 11) % 7 + 1))
    cdef vector[long] dist = vector[long](n, 1000000000)
    cdef priority_queue[pair[long, int]] pq
    dist[0] = 0
    pq.push(pair[long, int](0, 0))
    cdef pair[long, int] top
    cdef long d
    cdef int u
    while not pq.empty():
        top = pq.top()
        pq.pop()
        d = -top.first
        u = top.second
        if d > dist[u]:
            continue
        for e in adj[u]:
            if dist[u] + e.second < dist[e.first]:
                dist[e.first] = dist[u] + e.second
                pq.push(pair[long, int](-dist[e.first], e.first))
    return dist

print(bfs(10))
print(pq_demo())
print(stack_demo())
print(deque_demo())
print(dijkstra(12))
