# Category lines, six stalls in a row at a market, unnumbered clues;
# "immediately to the left of", "two stalls away from", "between",
# "somewhere to the right of", "at one end of the row".
H = "Stalls"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
def between(s, x, a, b):
    return min(h(s, a), h(s, b)) < h(s, x) < max(h(s, a), h(s, b))
DOT = True
CATEGORIES = [
    ("Stalls", ["1", "2", "3", "4", "5", "6"], [1, 2, 3, 4, 5, 6]),
    ("Stallholders", ["Fern", "Gus", "Hana", "Ivan", "Jade", "Karl"]),
    ("Goods", ["bread", "cheese", "fish", "flowers", "honey", "olives"]),
    ("Awnings", ["blue", "green", "orange", "red", "white", "yellow"]),
]
SOLUTION = [
    ("1", "Fern", "cheese", "red"),
    ("2", "Gus", "bread", "green"),
    ("3", "Hana", "fish", "blue"),
    ("4", "Ivan", "flowers", "yellow"),
    ("5", "Jade", "honey", "white"),
    ("6", "Karl", "olives", "orange"),
]
INTRO = ["Six stalls stand in a row at the Saturday market, numbered 1 to 6 from left to right. Each stallholder sells something different, under an awning of a different colour."]
CLUES = [
    ("Karl's stall is the last one in the row.", lambda s: h(s, "Karl") == 6),
    ("The fish stall has a blue awning.", lambda s: s.same("fish", "blue")),
    ("Bread is sold at the stall immediately to the left of the fish stall.", lambda s: h(s, "bread") + 1 == h(s, "fish")),
    ("Fern sells cheese.", lambda s: s.same("Fern", "cheese")),
    ("The stall with the red awning is at one end of the row.", lambda s: h(s, "red") in (1, 6)),
    ("Hana's stall is two stalls away from Jade's.", lambda s: abs(h(s, "Hana") - h(s, "Jade")) == 2),
    ("The flower seller is between Gus and Jade.", lambda s: between(s, "flowers", "Gus", "Jade")),
    ("Honey is sold next to the olives.", lambda s: nextto(s, "honey", "olives")),
    ("The white awning is somewhere to the right of the yellow awning.", lambda s: h(s, "white") > h(s, "yellow")),
    ("Ivan does not sell honey.", lambda s: not s.same("Ivan", "honey")),
    ("The orange awning belongs to the olive seller.", lambda s: s.same("orange", "olives")),
    ("Gus's awning is green.", lambda s: s.same("Gus", "green")),
    ("The cheese stall is next to the bread stall.", lambda s: nextto(s, "cheese", "bread")),
    ("Fern has the first stall.", lambda s: h(s, "Fern") == 1),
    ("Hana sells fish.", lambda s: s.same("Hana", "fish")),
    ("Karl sells the olives.", lambda s: s.same("Karl", "olives")),
    ("The red awning is over Fern's stall.", lambda s: s.same("red", "Fern")),
]
QUESTIONS = [("Who sells the flowers?", lambda s: s.v("Stallholders", "flowers")),
             ("What colour is Jade's awning?", lambda s: s.v("Awnings", "Jade"))]
REMARKS = INTRO
