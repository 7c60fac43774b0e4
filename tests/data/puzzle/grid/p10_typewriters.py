# Newspaper weekly puzzle, 4x5.
Y = "Years"
P = "Prices"
def y(s, x):
    return s.n(Y, x)
def p(s, x):
    return s.n(P, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Buyers", ["Cass", "Dov", "Elke", "Farid", "Gwen"]),
    ("Makes", ["Adler", "Hermes", "Olympia", "Remington", "Underwood"]),
    ("Years", ["1912", "1924", "1931", "1948", "1956"], [1912, 1924, 1931, 1948, 1956]),
    ("Prices", ["£40", "£65", "£90", "£120", "£150"], [40, 65, 90, 120, 150]),
]
SOLUTION = [("Cass", "Remington", "1912", "£150"), ("Dov", "Olympia", "1956", "£40"), ("Elke", "Hermes", "1931", "£90"),
            ("Farid", "Underwood", "1924", "£120"), ("Gwen", "Adler", "1948", "£65")]
INTRO = ["Five old typewriters went under the hammer at Tuesday's auction in Selby, each to a different buyer."]
CLUES = [
    ("The oldest typewriter fetched the highest price.", lambda s: p(s, "1912") == 150),
    ("The Hermes was made 7 years after Farid's machine.", lambda s: y(s, "Hermes") == y(s, "Farid") + 7),
    ("The cheapest typewriter was also the newest.", lambda s: y(s, "£40") == 1956),
    ("Gwen's typewriter is 17 years newer than Elke's.", lambda s: y(s, "Gwen") == y(s, "Elke") + 17),
    ("The Underwood sold for £30 more than the Hermes.", lambda s: p(s, "Underwood") == p(s, "Hermes") + 30),
    ("Dov didn't buy the Adler.", lambda s: not s.same("Dov", "Adler")),
    ("The Remington was made earlier than the Underwood.", lambda s: y(s, "Remington") < y(s, "Underwood")),
    ("Neither Cass nor Gwen bought the Olympia.", lambda s: not s.same("Cass", "Olympia") and not s.same("Gwen", "Olympia")),
    ("Dov paid the least.", lambda s: p(s, "Dov") == 40),
    ("Gwen's machine isn't the Underwood.", lambda s: not s.same("Gwen", "Underwood")),
]
QUESTIONS = [("Which typewriter did Farid buy, and how much did he pay for it?", lambda s: (s.v("Makes", "Farid"), s.v(P, "Farid")))]
REMARKS = INTRO
