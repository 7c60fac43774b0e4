T = "Times"
CATEGORIES = [
    ("Racers", ["Greta", "Lena", "Oskar", "Sofia"]),
    ("Yachts", ["Gull", "Kestrel", "Petrel", "Skua"]),
    ("Times", ["41 minutes", "44 minutes", "47 minutes", "50 minutes"], [41, 44, 47, 50]),
]
CLUES = [
    ("Greta was the slowest of the four.", lambda s: s.n(T, "Greta") == 50),
    ("Oskar sailed the Kestrel.", lambda s: s.same("Oskar", "Kestrel")),
    ("The Kestrel finished 3 minutes faster than the Gull.", lambda s: s.n(T, "Kestrel") == s.n(T, "Gull") - 3),
    ("Greta's yacht was the Skua.", lambda s: s.same("Greta", "Skua")),
    ("Oskar won the race.", lambda s: s.n(T, "Oskar") == 41),
]
BAD = (4, "Lena and Sofia both finished ahead of Greta, but she didn't sail the Gull.")
REFUSED = {BAD[1]: {
    "'Lena didn't sail the Gull'": lambda s: s.n(T, "Lena") < s.n(T, "Greta") and s.n(T, "Sofia") < s.n(T, "Greta") and not s.same("Lena", "Gull"),
    "'Sofia didn't sail the Gull'": lambda s: s.n(T, "Lena") < s.n(T, "Greta") and s.n(T, "Sofia") < s.n(T, "Greta") and not s.same("Sofia", "Gull"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four friends raced sand yachts along the beach, one yacht each."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Lena and Sofia both finished ahead of Greta, but she didn't sail the
Gull.", must be refused: "she" can be Lena or Sofia, two women named side by side
as the subject, and nothing in the clue or the puzzle says which (Greta, the third
woman, is ruled out only by sense). Without the clue the puzzle has two solutions:
Lena and Sofia share the Gull (44 minutes) and the Petrel (47 minutes) either way.
Read as "Lena didn't sail the Gull" it gives one solution, read as "Sofia didn't
sail the Gull" it gives the other; a reader that binds "she" to the nearest name
answers confidently, and as likely as not wrongly."""
