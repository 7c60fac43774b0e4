M = "Months"
def m(s, x):
    return s.n(M, x)
CATEGORIES = [
    ("Grandchildren", ["Ian", "Jo", "Kim", "Lou", "Mo"]),
    ("Months", ["February", "March", "June", "August", "November"], [2, 3, 6, 8, 11]),
    ("Gifts", ["bike", "drum", "kite", "puzzle", "scarf"]),
]
CLUES = [
    ("Neither Ian nor Jo was born in March, and each was born earlier in the year than Kim.",
     lambda s: not s.same("Ian", "March") and not s.same("Jo", "March")
     and m(s, "Ian") < m(s, "Kim") and m(s, "Jo") < m(s, "Kim")),
    ("The grandchild who got the drum was born two months after the one who got the scarf.",
     lambda s: m(s, "drum") == m(s, "scarf") + 2),
    ("Lou's birthday is the month after Ian's.", lambda s: m(s, "Lou") == m(s, "Ian") + 1),
    ("Mo's birthday is the last of the year.", lambda s: m(s, "Mo") == 11),
    ("The puzzle wasn't given to Kim or Lou.", lambda s: not s.same("puzzle", "Kim") and not s.same("puzzle", "Lou")),
    ("The kite went to the grandchild born earliest in the year.", lambda s: m(s, "kite") == 2),
]
REMARKS = ["Granny Pearl keeps a list of her five grandchildren's birthdays, and this year she gave each of them a different present."]
QUESTIONS = [("Which grandchild was born in June, and what did that child get?",
              lambda s: (s.v("Grandchildren", "June"), s.v("Gifts", "June")))]
