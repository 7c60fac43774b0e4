H = "Heights"
CATEGORIES = [
    ("Gardeners", ["Amara", "Bertrand", "Cleo", "Dev"]),
    ("Plants", ["basil", "figs", "peppers", "tomatoes"]),
    ("Streets", ["Bond Street", "Canal Street", "Grove Street", "Pine Street"]),
    ("Heights", ["40 feet", "55 feet", "70 feet", "85 feet"], [40, 55, 70, 85]),
]
SOLUTION = [
    ["Amara", "figs", "Canal Street", "70 feet"],
    ["Bertrand", "basil", "Pine Street", "40 feet"],
    ["Cleo", "tomatoes", "Bond Street", "85 feet"],
    ["Dev", "peppers", "Grove Street", "55 feet"],
]
CLUES = [
    ("The garden on Pine Street is 30 feet lower than Amara's.", lambda s: s.n(H, "Pine Street") == s.n(H, "Amara") - 30),
    ("Cleo's rooftop is the highest.", lambda s: s.n(H, "Cleo") == 85),
    ("The peppers grow on a roof 15 feet lower than the figs.", lambda s: s.n(H, "peppers") == s.n(H, "figs") - 15),
    ("The basil isn't grown on Bond Street.", lambda s: not s.same("basil", "Bond Street")),
    ("Of Dev and the gardener on Bond Street, one grows peppers and the other tends the garden 85 feet up.",
     lambda s: not s.same("Dev", "Bond Street") and (
         (s.same("Dev", "peppers") and s.same("Bond Street", "85 feet")) or (s.same("Bond Street", "peppers") and s.same("Dev", "85 feet")))),
    ("The garden on Grove Street isn't higher than the one on Canal Street.", lambda s: not s.n(H, "Grove Street") > s.n(H, "Canal Street")),
    ("Bertrand doesn't grow tomatoes.", lambda s: not s.same("Bertrand", "tomatoes")),
    ("Amara's garden is on either Canal Street or Grove Street.", lambda s: s.same("Amara", "Canal Street") or s.same("Amara", "Grove Street")),
    ("Bertrand's garden is the lowest of the four.", lambda s: s.n(H, "Bertrand") == 40),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
