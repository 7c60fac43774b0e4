# "to the left of" in statement 10 is read as "somewhere to the left of"; the
# key also satisfies "immediately to the left of".
H = "Houses"
def pos(s, x):
    return s.n(H, x)
def next_to(s, a, b):
    return abs(pos(s, a) - pos(s, b)) == 1
CATEGORIES = [
    ("Houses", ["first", "second", "third", "fourth"]),
    ("Residents", ["Arturo", "Bettina", "Cosmo", "Delphine"]),
    ("Doors", ["black", "green", "red", "white"]),
    ("Breakfasts", ["croissants", "eggs", "porridge", "toast"]),
    ("Pets", ["canary", "cat", "dog", "tortoise"]),
]
CLUES = [
    ("There are four houses in a row.", lambda s: True),
    ("Arturo lives immediately to the right of Delphine.", lambda s: pos(s, "Arturo") == pos(s, "Delphine") + 1),
    ("The first house has a red door.", lambda s: pos(s, "red") == 1),
    ("The person who eats porridge keeps a canary.", lambda s: s.same("porridge", "canary")),
    ("The dog lives in the house with the white door.", lambda s: s.same("dog", "white")),
    ("Bettina lives in the last house.", lambda s: pos(s, "Bettina") == 4),
    ("The person who has toast for breakfast lives next to the person with the dog.",
     lambda s: next_to(s, "toast", "dog")),
    ("The cat's owner eats croissants.", lambda s: s.same("cat", "croissants")),
    ("Cosmo does not live next to Arturo.", lambda s: not next_to(s, "Cosmo", "Arturo")),
    ("The black door is to the left of the green door.", lambda s: pos(s, "black") < pos(s, "green")),
    ("Delphine has eggs for breakfast.", lambda s: s.same("Delphine", "eggs")),
    ("The tortoise's owner lives between the dog and the cat.",
     lambda s: min(pos(s, "dog"), pos(s, "cat")) < pos(s, "tortoise") < max(pos(s, "dog"), pos(s, "cat"))),
]
QUESTIONS = [("Who keeps the tortoise?", lambda s: s.v("Residents", "tortoise"))]
REMARKS = ["Left and right are as seen from the street, facing the houses."]
