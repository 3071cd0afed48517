graph = {"a": ["b", "c"], "b": ["d"], "c": ["d"], "d": []}
def dfs(node, seen):
    if node in seen:
        return
    seen.append(node)
    for nxt in graph[node]:
        dfs(nxt, seen)
    return seen
print(dfs("a", []))
def bfs(start):
    order = [start]
    queue = [start]
    while queue:
        cur = queue.pop(0)
        for nxt in graph[cur]:
            if nxt not in order:
                order.append(nxt)
                queue.append(nxt)
    return order
print(bfs("a"))
matrix = [[1, 2, 3], [4, 5, 6]]
transposed = [[row[i] for row in matrix] for i in range(3)]
print(transposed)
flat = [x for row in matrix for x in row]
print(flat, sum(flat))
