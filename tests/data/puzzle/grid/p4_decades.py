D = "Decades"
P = "Prices"
def dec(s, x):
    return s.n(D, x)
def c(s, x):
    return s.n(P, x)
CATEGORIES = [
    ("Collectors", ["Jonah", "Kiki", "Laszlo", "Mercy"]),
    ("Decades", ["1950s", "1960s", "1970s", "1980s"], [1950, 1960, 1970, 1980]),
    ("Genres", ["blues", "disco", "jazz", "rockabilly"]),
    ("Prices", ["$12", "$15.50", "$19", "$22.50"], [1200, 1550, 1900, 2250]),
]
CLUES = [
    ("Kiki's record is the oldest, and she paid the most for it.",
     lambda s: dec(s, "Kiki") == 1950 and c(s, "Kiki") == 2250),
    ("The jazz LP is from the decade after the rockabilly one.", lambda s: dec(s, "jazz") == dec(s, "rockabilly") + 10),
    ("Laszlo paid $7 less than Mercy.", lambda s: c(s, "Laszlo") == c(s, "Mercy") - 700),
    ("The disco record was made a decade before the blues record.", lambda s: dec(s, "disco") == dec(s, "blues") - 10),
    ("Jonah didn't buy the jazz or the blues album.",
     lambda s: not s.same("Jonah", "jazz") and not s.same("Jonah", "blues")),
    ("The blues record cost less than the disco one.", lambda s: c(s, "blues") < c(s, "disco")),
    ("The rockabilly record was the most expensive.", lambda s: c(s, "rockabilly") == 2250),
    ("Mercy's record is older than Laszlo's.", lambda s: dec(s, "Mercy") < dec(s, "Laszlo")),
]
REMARKS = ["Four regulars were flicking through the crates at Spindle Records when the owner put on a rare pressing, and they all got talking. Each had just bought one LP, no two from the same decade."]
QUESTIONS = [("Which decade is Mercy's record from?", lambda s: s.v("Decades", "Mercy"))]
