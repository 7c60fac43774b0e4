P = "Places"
CATEGORIES = [
    ("First names", ["Amy", "Bella", "Chloe", "Daisy", "Ellie"]),
    ("Surnames", ["Lacey", "Morton", "Nash", "Oakes", "Pryce"]),
    ("Ponies", ["Biscuit", "Conker", "Pepper", "Saffron", "Toffee"]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"]),
]
SOLUTION = [
    ["Amy", "Nash", "Toffee", "3rd"],
    ["Bella", "Pryce", "Biscuit", "1st"],
    ["Chloe", "Lacey", "Saffron", "5th"],
    ["Daisy", "Oakes", "Conker", "2nd"],
    ["Ellie", "Morton", "Pepper", "4th"],
]
CLUES = [
    ("The Nash girl finished one place behind the rider on Conker.", lambda s: s.n(P, "Nash") == s.n(P, "Conker") + 1),
    ("Bella, who won the class, doesn't own Pepper.", lambda s: s.n(P, "Bella") == 1 and not s.same("Bella", "Pepper")),
    ("Chloe came last, one place behind Miss Morton.", lambda s: s.n(P, "Chloe") == 5 and s.n(P, "Morton") == 4),
    ("Toffee's rider beat Ellie but not Daisy.",
     lambda s: s.n(P, "Toffee") < s.n(P, "Ellie") and s.n(P, "Daisy") < s.n(P, "Toffee")),
    ("Saffron wasn't ridden by Miss Oakes or by Miss Pryce.",
     lambda s: not s.same("Saffron", "Oakes") and not s.same("Saffron", "Pryce")),
    ("Miss Oakes rode Conker.", lambda s: s.same("Oakes", "Conker")),
    ("Pepper finished fourth, and Amy isn't the Lacey girl.", lambda s: s.n(P, "Pepper") == 4 and not s.same("Amy", "Lacey")),
    ("Chloe didn't ride Biscuit, and Daisy isn't the Nash girl.", lambda s: not s.same("Chloe", "Biscuit") and not s.same("Daisy", "Nash")),
]
NUM = "."
DOT = False
INTRO = ["Five girls from the Hadley Pony Club rode in the junior jumping class at the summer show, "
         "and the judge placed all five. Can you discover each rider's full name, the name of her pony and where she finished?"]
OUTRO = []
REMARKS = INTRO + OUTRO
