# No category lines: six market stalls numbered from the church end; six
# positions, so no "middle" stall.  "somewhere between" is strictly between, at
# any distance.
H = "Stalls"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
def between(s, x, y, z):
    return min(p(s, y), p(s, z)) < p(s, x) < max(p(s, y), p(s, z))
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Stalls", ["1", "2", "3", "4", "5", "6"], [1, 2, 3, 4, 5, 6]),
    ("Awnings", ["blue", "green", "grey", "orange", "red", "white"]),
    ("Villages", ["Ashby", "Brent", "Colby", "Dunmore", "Elton", "Fairley"]),
    ("Stallholders", ["Agnes", "Bert", "Cyril", "Doris", "Ethel", "Frank"]),
    ("Goods", ["bread", "cheese", "fish", "flowers", "honey", "toys"]),
]
SOLUTION = [
    ("1", "green", "Ashby", "Doris", "honey"),
    ("2", "white", "Brent", "Frank", "cheese"),
    ("3", "orange", "Colby", "Agnes", "flowers"),
    ("4", "blue", "Dunmore", "Cyril", "fish"),
    ("5", "red", "Elton", "Ethel", "bread"),
    ("6", "grey", "Fairley", "Bert", "toys"),
]
CLUES = [
    ("Ethel sells bread.", lambda s: s.same("Ethel", "bread")),
    ("The third stall from the church end has an orange awning.", lambda s: p(s, "orange") == 3),
    ("Frank's awning is white.", lambda s: s.same("Frank", "white")),
    ("The orange awning belongs to the stallholder from Colby.", lambda s: s.same("orange", "Colby")),
    ("The stallholders from Dunmore and Elton are next to each other.", lambda s: nextto(s, "Dunmore", "Elton")),
    ("Agnes has a neighbour who sells fish.", lambda s: nextto(s, "Agnes", "fish")),
    ("The grey awning is next to the Elton stallholder's.", lambda s: nextto(s, "grey", "Elton")),
    ("Doris trades under a green awning.", lambda s: s.same("Doris", "green")),
    ("Flowers are sold next to the stall with the blue awning.", lambda s: nextto(s, "flowers", "blue")),
    ("The stallholder from Fairley has the grey awning.", lambda s: s.same("grey", "Fairley")),
    ("Cyril's stall is somewhere between Frank's and the grey-awninged one.", lambda s: between(s, "Cyril", "Frank", "grey")),
    ("One of Agnes's neighbours comes from Brent.", lambda s: nextto(s, "Agnes", "Brent")),
    ("Frank sells cheese.", lambda s: s.same("Frank", "cheese")),
    ("Bert's stall is at one end of the row.", lambda s: p(s, "Bert") in (1, 6)),
    ("The honey seller comes from Ashby.", lambda s: s.same("honey", "Ashby")),
    ("The bread stall has a red awning.", lambda s: s.same("bread", "red")),
]
QUESTIONS = [("Who sells the toys?", lambda s: s.v("Stallholders", "toys")),
             ("Which village does the fishmonger come from?", lambda s: s.v("Villages", "fish"))]
INTRO = ["Six stalls stand in a row across the market square, numbered 1 to 6 from the church end. Each stallholder comes from a different village, sells something different and has an awning of a different colour."]
REMARKS = INTRO
