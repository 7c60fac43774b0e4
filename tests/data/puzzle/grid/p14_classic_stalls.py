# Newspaper style with category lines (full stops): market stalls numbered 1 to
# 5, an intro paragraph, numbered clues; the vans are makes of car.
H = "Stalls"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
DOT = True
CATEGORIES = [
    ("Stalls", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Traders", ["Alma", "Bryn", "Cerys", "Dewi", "Eira"]),
    ("Goods", ["bread", "cheese", "flowers", "honey", "pottery"]),
    ("Awnings", ["blue", "green", "red", "white", "yellow"]),
    ("Vans", ["Citroen", "Ford", "Nissan", "Peugeot", "Vauxhall"]),
]
SOLUTION = [
    ("1", "Bryn", "honey", "yellow", "Citroen"),
    ("2", "Eira", "flowers", "green", "Ford"),
    ("3", "Alma", "cheese", "white", "Vauxhall"),
    ("4", "Dewi", "bread", "red", "Nissan"),
    ("5", "Cerys", "pottery", "blue", "Peugeot"),
]
INTRO = ["Five traders have stalls in a row at the Saturday market. The stalls are numbered 1 to 5 from left to right, and each trader sells something different, has an awning of a different colour and drives a different make of van."]
CLUES = [
    ("Alma has the middle stall.", lambda s: h(s, "Alma") == 3),
    ("The honey seller's awning is yellow.", lambda s: s.same("honey", "yellow")),
    ("The bread stall is immediately to the right of Alma's stall.", lambda s: h(s, "bread") == h(s, "Alma") + 1),
    ("Cerys has the stall at the right-hand end.", lambda s: h(s, "Cerys") == 5),
    ("The trader with the blue awning sells pottery.", lambda s: s.same("blue", "pottery")),
    ("Eira drives a Ford.", lambda s: s.same("Eira", "Ford")),
    ("The Citroen belongs to the trader in the first stall.", lambda s: h(s, "Citroen") == 1),
    ("The flower stall is next to the honey stall.", lambda s: nextto(s, "flowers", "honey")),
    ("Dewi's awning is red.", lambda s: s.same("Dewi", "red")),
    ("The cheese seller does not drive a Nissan.", lambda s: not s.same("cheese", "Nissan")),
    ("The white awning is somewhere to the left of the red awning.", lambda s: h(s, "white") < h(s, "red")),
    ("Bryn's stall is not next to Alma's.", lambda s: not nextto(s, "Bryn", "Alma")),
    ("The trader who drives the Vauxhall sells cheese.", lambda s: s.same("Vauxhall", "cheese")),
    ("Whoever sells bread drives the Nissan.", lambda s: s.same("bread", "Nissan")),
    ("The green awning is two stalls away from the red awning.", lambda s: abs(h(s, "green") - h(s, "red")) == 2),
]
QUESTIONS = [("Who sells flowers?", lambda s: s.v("Traders", "flowers")),
             ("Which van does Dewi drive?", lambda s: s.v("Vans", "Dewi"))]
REMARKS = INTRO
