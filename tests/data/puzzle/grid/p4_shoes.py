Z = "Sizes"
P = "Prices"
def z(s, x):
    return s.n(Z, x)
def c(s, x):
    return s.n(P, x)
CATEGORIES = [
    ("Runners", ["Gita", "Hollis", "Ilse", "Jamal"]),
    ("Sizes", ["7", "7.5", "8", "8.5"], [70, 75, 80, 85]),
    ("Colours", ["coral", "lime", "navy", "teal"]),
    ("Prices", ["$79.99", "$89.99", "$99.99", "$109.99"], [7999, 8999, 9999, 10999]),
]
CLUES = [
    ("The navy pair is a full size larger than Gita's.", lambda s: z(s, "navy") == z(s, "Gita") + 10),
    ("Ilse wears the smallest size.", lambda s: z(s, "Ilse") == 70),
    ("The teal shoes cost $10 more than Ilse's.", lambda s: c(s, "teal") == c(s, "Ilse") + 1000),
    ("Gita paid the most.", lambda s: c(s, "Gita") == 10999),
    ("Jamal's shoes are half a size bigger than the lime pair.", lambda s: z(s, "Jamal") == z(s, "lime") + 5),
    ("Hollis didn't buy coral.", lambda s: not s.same("Hollis", "coral")),
    ("Jamal's shoes cost $20 more than Hollis's.", lambda s: c(s, "Jamal") == c(s, "Hollis") + 2000),
]
