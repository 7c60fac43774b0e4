# Clue 2, "The folk album came out in the year people first walked on the
# Moon.", needs outside knowledge (1969); no clue or list says which year.
Y = "Years"
def y(s, x):
    return s.n(Y, x)
NUM = "1."
CATEGORIES = [
    ("Collectors", ["Dita", "Emre", "Faye", "Gil"]),
    ("Genres", ["folk", "jazz", "rock", "soul"]),
    ("Years", ["1965", "1969", "1972", "1977"], [1965, 1969, 1972, 1977]),
]
CLUES = [
    ("Emre's record is the oldest.", lambda s: y(s, "Emre") == 1965),
    ("Faye's record is newer than the jazz record.", lambda s: y(s, "Faye") > y(s, "jazz")),
    ("Gil doesn't collect soul.", lambda s: not s.same("Gil", "soul")),
    ("The rock record came out in 1977.", lambda s: y(s, "rock") == 1977),
    ("Dita's record is not the rock one.", lambda s: not s.same("Dita", "rock")),
    ("Dita's record is older than Faye's.", lambda s: y(s, "Dita") < y(s, "Faye")),
    ("Gil's record is the newest.", lambda s: y(s, "Gil") == 1977),
    ("Faye doesn't collect folk.", lambda s: not s.same("Faye", "folk")),
]
BAD = "The folk album came out in the year people first walked on the Moon."
ORDER = [CLUES[0][0], BAD] + [c[0] for c in CLUES[1:]]
REFUSED = {
    BAD: {
        "as 1965": lambda s: y(s, "folk") == 1965,
        "as 1969": lambda s: y(s, "folk") == 1969,
        "as 1972": lambda s: y(s, "folk") == 1972,
    },
}
EXPECT = 2
QUESTIONS = [("Who owns the folk album?", None)]
