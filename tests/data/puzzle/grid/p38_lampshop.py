P = "Prices"
CATEGORIES = [
    ("Customers", ["Abel", "Bronwyn", "Chidi", "Delia", "Ezra"]),
    ("Lamps", ["desk lamp", "floor lamp", "lava lamp", "pendant", "torchiere"]),
    ("Finishes", ["brass", "chrome", "copper", "nickel", "walnut"]),
    ("Prices", ["$40", "$60", "$80", "$100", "$120"], [40, 60, 80, 100, 120]),
]
SOLUTION = [
    ["Abel", "pendant", "copper", "$100"],
    ["Bronwyn", "desk lamp", "chrome", "$40"],
    ["Chidi", "floor lamp", "walnut", "$120"],
    ["Delia", "lava lamp", "nickel", "$60"],
    ["Ezra", "torchiere", "brass", "$80"],
]
CLUES = [
    ("The customer who bought the brass lamp paid $20 less than Abel.", lambda s: s.n(P, "brass") == s.n(P, "Abel") - 20),
    ("The floor lamp was the most expensive.", lambda s: s.n(P, "floor lamp") == 120),
    ("Bronwyn spent $40 less than Ezra.", lambda s: s.n(P, "Bronwyn") == s.n(P, "Ezra") - 40),
    ("The chrome lamp cost $20 less than the lava lamp.", lambda s: s.n(P, "chrome") == s.n(P, "lava lamp") - 20),
    ("Of the pendant and the $60 lamp, one has a copper finish and the other was bought by Delia.",
     lambda s: not s.same("pendant", "$60") and (
         (s.same("pendant", "copper") and s.same("$60", "Delia")) or (s.same("$60", "copper") and s.same("pendant", "Delia")))),
    ("Neither Chidi nor Ezra went home with the nickel lamp.", lambda s: not s.same("Chidi", "nickel") and not s.same("Ezra", "nickel")),
    ("The torchiere wasn't the cheapest lamp.", lambda s: s.n(P, "torchiere") != 40),
    ("The walnut lamp cost $60 more than the lamp Delia bought.", lambda s: s.n(P, "walnut") == s.n(P, "Delia") + 60),
    ("The five customers are Chidi, the one who bought the desk lamp, the customer who paid $60, the buyer of the brass lamp and Abel.",
     lambda s: len({s.e("Chidi"), s.e("desk lamp"), s.e("$60"), s.e("brass"), s.e("Abel")}) == 5),
    ("The nickel lamp cost $20 more than the chrome one.", lambda s: s.n(P, "nickel") == s.n(P, "chrome") + 20),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
