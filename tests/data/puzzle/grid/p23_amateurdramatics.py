J = "Joined"
L = "Lines"
CATEGORIES = [
    ("Members", ["Beryl", "Colin", "Hazel", "Norman"]),
    ("Roles", ["butler", "detective", "duchess", "vicar"]),
    ("Joined", ["1998", "2004", "2011", "2019"], [1998, 2004, 2011, 2019]),
    ("Lines", ["48 lines", "75 lines", "110 lines", "160 lines"], [48, 75, 110, 160]),
]
SOLUTION = [
    ["Beryl", "duchess", "2004", "110 lines"],
    ["Colin", "vicar", "2019", "48 lines"],
    ["Hazel", "detective", "1998", "160 lines"],
    ["Norman", "butler", "2011", "75 lines"],
]
CLUES = [
    ("The part of the detective, which has more lines than any other, went to the society's longest-serving member.",
     lambda s: s.n(L, "detective") == 160 and s.n(J, "detective") == 1998),
    ("Colin, who joined most recently, has fewer lines than Norman.",
     lambda s: s.n(J, "Colin") == 2019 and s.n(L, "Colin") < s.n(L, "Norman")),
    ("Beryl and Norman were cast as the duchess and the butler, respectively.",
     lambda s: s.same("Beryl", "duchess") and s.same("Norman", "butler")),
    ("The member who joined in 2011 has 75 lines to learn, while the vicar has only 48.",
     lambda s: s.same("2011", "75 lines") and s.same("vicar", "48 lines")),
    ("Beryl joined the society seven years before Norman did.", lambda s: s.n(J, "Beryl") == s.n(J, "Norman") - 7),
]
NUM = "."
DOT = False
INTRO = [
    "Curtain Up",
    "The Millbrook Players are rehearsing a country-house murder mystery. Four members of the society have been given the main parts, and each has a different number of lines to learn. From the clues below, can you work out who plays which part, the year in which each joined the society, and how many lines each must learn?",
]
OUTRO = []
REMARKS = INTRO + OUTRO
