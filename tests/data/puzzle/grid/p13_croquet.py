# Club newsletter: fussy; handicaps in tenths (lower is better), years joined.
HC = "Handicaps"
Y = "Joined"
def hc(s, x):
    return s.n(HC, x)
def y(s, x):
    return s.n(Y, x)
NUM = "1)"
DOT = True
CATEGORIES = [
    ("Members", ["Col. Ashby", "Mrs. Delacourt-Hay", "Dr. Fenn", "Miss Oduya", "Rev. Pryor"]),
    ("Handicaps", ["2.5", "4", "6.5", "9", "12"], [25, 40, 65, 90, 120]),
    ("Balls", ["black", "blue", "green", "red", "yellow"]),
    ("Joined", ["1998", "2004", "2009", "2015", "2021"], [1998, 2004, 2009, 2015, 2021]),
]
SOLUTION = [
    ("Col. Ashby", "4", "black", "1998"),
    ("Mrs. Delacourt-Hay", "2.5", "blue", "2009"),
    ("Dr. Fenn", "12", "yellow", "2021"),
    ("Miss Oduya", "6.5", "red", "2015"),
    ("Rev. Pryor", "9", "green", "2004"),
]
INTRO = ["Five members of the Upper Thornbury Croquet Club contested the autumn handicap singles. Each has a different handicap (the lower the better), each played with a ball of a different colour, and each joined the club in a different year."]
CLUES = [
    ("The member with the lowest handicap, 2.5, plays with the blue ball.", lambda s: hc(s, "blue") == 25),
    ("Dr. Fenn, the most recent member, has the highest handicap of the five.",
     lambda s: y(s, "Dr. Fenn") == 2021 and hc(s, "Dr. Fenn") == 120),
    ("Col. Ashby, who has belonged to the club longer than anyone else, has a handicap 1.5 higher than Mrs. Delacourt-Hay's.",
     lambda s: y(s, "Col. Ashby") == 1998 and hc(s, "Col. Ashby") == hc(s, "Mrs. Delacourt-Hay") + 15),
    ("Rev. Pryor joined the club 5 years before Mrs. Delacourt-Hay.", lambda s: y(s, "Rev. Pryor") + 5 == y(s, "Mrs. Delacourt-Hay")),
    ("The member who plays red has a handicap of 6.5.", lambda s: hc(s, "red") == 65),
    ("Neither Rev. Pryor nor Dr. Fenn plays with the black ball.",
     lambda s: not s.same("Rev. Pryor", "black") and not s.same("Dr. Fenn", "black")),
    ("The yellow ball's player joined after the green ball's player.", lambda s: y(s, "yellow") > y(s, "green")),
    ("Miss Oduya's handicap is lower than Rev. Pryor's.", lambda s: hc(s, "Miss Oduya") < hc(s, "Rev. Pryor")),
]
REMARKS = INTRO
