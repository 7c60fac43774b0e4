D = "Sowing dates"
H = "Heights"
CATEGORIES = [
    ("Gardeners", ["Ada", "Boris", "Clementine", "Hal", "Rania"]),
    ("Vegetables", ["beets", "chard", "leeks", "peppers", "squash"]),
    ("Sowing dates", ["April 2", "April 9", "April 16", "April 23", "April 30"], [2, 9, 16, 23, 30]),
    ("Heights", ["4 cm", "6 cm", "9 cm", "11 cm", "15 cm"], [4, 6, 9, 11, 15]),
]
SOLUTION = [
    ["Ada", "chard", "April 16", "9 cm"],
    ["Boris", "squash", "April 2", "15 cm"],
    ["Clementine", "beets", "April 23", "6 cm"],
    ["Hal", "peppers", "April 30", "4 cm"],
    ["Rania", "leeks", "April 9", "11 cm"],
]
CLUES = [
    ("The seeds sown first produced the tallest seedlings.", lambda s: s.same("April 2", "15 cm")),
    ("Rania sowed her seeds a week after Boris.", lambda s: s.n(D, "Rania") == s.n(D, "Boris") + 7),
    ("The leek seedlings were 2 cm taller than Ada's.", lambda s: s.n(H, "leeks") == s.n(H, "Ada") + 2),
    ("Of the beets and Hal's seeds, one was sown on April 30 and the other reached 6 cm.",
     lambda s: not s.same("beets", "Hal") and (
         (s.same("beets", "April 30") and s.same("Hal", "6 cm")) or
         (s.same("Hal", "April 30") and s.same("beets", "6 cm")))),
    ("Neither Ada nor Clementine grew peppers.", lambda s: not s.same("Ada", "peppers") and not s.same("Clementine", "peppers")),
    ("The chard was sown two weeks after the squash.", lambda s: s.n(D, "chard") == s.n(D, "squash") + 14),
    ("The 4-cm seedlings weren't the chard.", lambda s: not s.same("4 cm", "chard")),
    ("The squash wasn't sown by Hal.", lambda s: not s.same("squash", "Hal")),
    ("Clementine's seeds went in a week after Ada's.", lambda s: s.n(D, "Clementine") == s.n(D, "Ada") + 7),
    ("Boris's seedlings were 4 cm taller than Rania's.", lambda s: s.n(H, "Boris") == s.n(H, "Rania") + 4),
]
NUM = "."
DOT = False
INTRO = ["Five members of a community garden each sowed one vegetable in April and measured the seedlings on May 31."]
OUTRO = []
REMARKS = INTRO + OUTRO
