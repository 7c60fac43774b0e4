M = "Months"
CATEGORIES = [
    ("Children", ["Alfie", "Bella", "Chloe", "Dara", "Eli"]),
    ("Presents", ["bike", "board game", "puzzle", "telescope", "watch"]),
    ("Months", ["February", "April", "May", "August", "October"], [2, 4, 5, 8, 10]),
    ("Givers", ["Granny", "Grandpa", "Aunt Rose", "Uncle Sam", "Cousin Meg"]),
]
SOLUTION = [
    ["Alfie", "telescope", "October", "Grandpa"],
    ["Bella", "bike", "April", "Aunt Rose"],
    ["Chloe", "puzzle", "May", "Uncle Sam"],
    ["Dara", "watch", "February", "Granny"],
    ["Eli", "board game", "August", "Cousin Meg"],
]
CLUES = [
    ("Chloe's birthday is in the month after the birthday of the child who got the bike.",
     lambda s: s.n(M, "Chloe") == s.n(M, "bike") + 1),
    ("The telescope, which came from Grandpa, was for the child with the latest birthday.",
     lambda s: s.same("telescope", "Grandpa") and s.n(M, "telescope") == 10),
    ("Dara's birthday comes first in the year, and her present came from Granny.",
     lambda s: s.n(M, "Dara") == 2 and s.same("Dara", "Granny")),
    ("Neither Eli nor the child born in April got the puzzle.",
     lambda s: not s.same("Eli", "puzzle") and not s.same("April", "puzzle")),
    ("Bella got her present from Aunt Rose.", lambda s: s.same("Bella", "Aunt Rose")),
    ("Uncle Sam's present was the puzzle.", lambda s: s.same("Uncle Sam", "puzzle")),
    ("Cousin Meg sent her present in August.", lambda s: s.same("Cousin Meg", "August")),
    ("Alfie wasn't born in May.", lambda s: not s.same("Alfie", "May")),
    ("Eli didn't get the watch, and Dara didn't get the board game.",
     lambda s: not s.same("Eli", "watch") and not s.same("Dara", "board game")),
    ("Alfie's birthday is two months after Eli's.", lambda s: s.n(M, "Alfie") == s.n(M, "Eli") + 2),
]
QUESTIONS = [("What did Eli get?", lambda s: s.v("Presents", "Eli"))]
NUM = "."
DOT = False
INTRO = ["Five children each had a birthday this year, and each got a special present from a different relative."]
OUTRO = []
REMARKS = INTRO + OUTRO
