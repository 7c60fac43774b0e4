Y = "Years"
def diff(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
CATEGORIES = [
    ("First names", ["Alice", "Bernice", "Dolores", "Evelyn", "Marian"]),
    ("Last names", ["Cobb", "Hale", "Lind", "Pruitt", "Sayer"]),
    ("Cars", ["Buick", "Ford", "Hudson", "Nash", "Studebaker"]),
    ("Years", ["1948", "1950", "1952", "1954", "1956"], [1948, 1950, 1952, 1954, 1956]),
]
SOLUTION = [
    ["Alice", "Lind", "Nash", "1952"],
    ["Bernice", "Sayer", "Ford", "1948"],
    ["Dolores", "Cobb", "Buick", "1956"],
    ["Evelyn", "Pruitt", "Studebaker", "1950"],
    ["Marian", "Hale", "Hudson", "1954"],
]
CLUES = [
    ("Mrs. Hale bought her car two years after Mrs. Lind bought hers.",
     lambda s: s.n(Y, "Hale") == s.n(Y, "Lind") + 2),
    ("The Ford was bought in 1948.", lambda s: s.same("Ford", "1948")),
    ("Dolores, who didn't own the Hudson, got her car later than any of the others.",
     lambda s: not s.same("Dolores", "Hudson") and s.n(Y, "Dolores") == 1956),
    ("Evelyn bought her Studebaker four years before Mrs. Hale bought her car.",
     lambda s: s.same("Evelyn", "Studebaker") and s.n(Y, "Evelyn") == s.n(Y, "Hale") - 4),
    ("The five women are Bernice, Mrs. Cobb, Mrs. Pruitt, the one who owned the Nash, and the one who bought her car in 1954.",
     lambda s: diff(s, "Bernice", "Cobb", "Pruitt", "Nash", "1954")),
    ("Mrs. Sayer's first car was not the Hudson.", lambda s: not s.same("Sayer", "Hudson")),
    ("Alice is not Mrs. Hale.", lambda s: not s.same("Alice", "Hale")),
    ("Mrs. Pruitt bought her car two years after the Ford was bought.", lambda s: s.n(Y, "Pruitt") == s.n(Y, "Ford") + 2),
    ("Bernice got her first car before Alice did.", lambda s: s.n(Y, "Bernice") < s.n(Y, "Alice")),
    ("Alice drove a Nash.", lambda s: s.same("Alice", "Nash")),
]
QUESTIONS = [("Who bought the Hudson?", lambda s: s.v("First names", "Hudson"))]
NUM = "."
DOT = False
INTRO = ["Five members of the Elm Grove Garden Club got to talking about their first automobiles. Each woman's first car was a different make, and each was bought in a different year. From the clues, can you find each woman's full name, the make of her first car, and the year she bought it?"]
OUTRO = []
REMARKS = INTRO + OUTRO
