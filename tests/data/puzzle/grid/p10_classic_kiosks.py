# Five-houses style on a pier, with category lines; "further out" explained.
K = "Kiosks"
def k(s, x):
    return s.n(K, x)
def nextto(s, x, y):
    return abs(k(s, x) - k(s, y)) == 1
NUM = "1."
DOT = False
CATEGORIES = [
    ("Kiosks", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Sellers", ["Hettie", "Ignatius", "Jolene", "Kwame", "Lorna"]),
    ("Goods", ["candyfloss", "doughnuts", "kites", "postcards", "whelks"]),
    ("Awnings", ["blue", "green", "red", "white", "yellow"]),
]
SOLUTION = [
    ("1", "Jolene", "whelks", "blue"),
    ("2", "Lorna", "postcards", "white"),
    ("3", "Hettie", "candyfloss", "red"),
    ("4", "Kwame", "doughnuts", "yellow"),
    ("5", "Ignatius", "kites", "green"),
]
INTRO = ["Five kiosks stand in a line along Saltburn pier, numbered 1 to 5 starting from the shore; \"further out\" means further from the shore. Each has a different seller, sells something different and has a different colour of awning."]
CLUES = [
    ("Hettie sells candyfloss.", lambda s: s.same("Hettie", "candyfloss")),
    ("The kiosk with the green awning is the one furthest from the shore.", lambda s: k(s, "green") == 5),
    ("Whelks are sold at the kiosk nearest the shore.", lambda s: k(s, "whelks") == 1),
    ("The doughnut seller's kiosk is the next one further out than Hettie's.", lambda s: k(s, "doughnuts") == k(s, "Hettie") + 1),
    ("Lorna's awning is white.", lambda s: s.same("Lorna", "white")),
    ("Postcards are sold under the white awning.", lambda s: s.same("postcards", "white")),
    ("The red awning is between the white one and the yellow one.", lambda s: min(k(s, "white"), k(s, "yellow")) < k(s, "red") < max(k(s, "white"), k(s, "yellow"))),
    ("Ignatius does not sell doughnuts.", lambda s: not s.same("Ignatius", "doughnuts")),
    ("Kwame's kiosk is next to Ignatius's.", lambda s: nextto(s, "Kwame", "Ignatius")),
    ("The blue awning is not next to the red awning.", lambda s: not nextto(s, "blue", "red")),
    ("Jolene sells whelks.", lambda s: s.same("Jolene", "whelks")),
]
QUESTIONS = [("Who sells kites?", lambda s: s.v("Sellers", "kites")),
             ("What colour is Kwame's awning?", lambda s: s.v("Awnings", "Kwame"))]
REMARKS = INTRO
