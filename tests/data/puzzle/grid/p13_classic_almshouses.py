# Classic text with category lines, an intro saying how the houses are counted,
# 15 numbered clues, two questions.
H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
DOT = True
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Residents", ["Mrs Abney", "Miss Birtwhistle", "Mrs Cole", "Miss Dunning", "Mrs Evershed"]),
    ("Doors", ["blue", "green", "primrose", "red", "white"]),
    ("Flowers", ["asters", "dahlias", "foxgloves", "hollyhocks", "pansies"]),
    ("Pets", ["canary", "cat", "dachshund", "goldfish", "tortoise"]),
    ("Pastimes", ["bridge", "crochet", "jigsaws", "piano", "watercolours"]),
]
SOLUTION = [
    ("1", "Mrs Cole", "primrose", "pansies", "cat", "crochet"),
    ("2", "Miss Dunning", "white", "hollyhocks", "canary", "piano"),
    ("3", "Mrs Abney", "blue", "dahlias", "tortoise", "bridge"),
    ("4", "Mrs Evershed", "red", "foxgloves", "goldfish", "watercolours"),
    ("5", "Miss Birtwhistle", "green", "asters", "dachshund", "jigsaws"),
]
INTRO = ["Five ladies live in the row of almshouses on Church Walk, numbered 1 to 5 from left to right as you face them. Each front door is painted a different colour, each lady grows a different flower by her step, keeps a different pet and has a different favourite pastime."]
CLUES = [
    ("Mrs Abney lives behind the blue door.", lambda s: s.same("Mrs Abney", "blue")),
    ("The canary belongs to the lady who plays the piano.", lambda s: s.same("canary", "piano")),
    ("Hollyhocks grow outside the white door.", lambda s: s.same("hollyhocks", "white")),
    ("Miss Birtwhistle lives in the end house on the right.", lambda s: h(s, "Miss Birtwhistle") == 5),
    ("The lady with the cat lives immediately to the left of the piano player.", lambda s: h(s, "cat") + 1 == h(s, "piano")),
    ("The blue door is in the middle of the row.", lambda s: h(s, "blue") == 3),
    ("Mrs Evershed paints watercolours.", lambda s: s.same("Mrs Evershed", "watercolours")),
    ("The dachshund's owner does jigsaws.", lambda s: s.same("dachshund", "jigsaws")),
    ("Dahlias grow at the house with the tortoise.", lambda s: s.same("dahlias", "tortoise")),
    ("The primrose door is at one end of the row, and the green door is at the other.",
     lambda s: {h(s, "primrose"), h(s, "green")} == {1, 5}),
    ("Mrs Cole doesn't keep the canary.", lambda s: not s.same("Mrs Cole", "canary")),
    ("The goldfish lives next door to the tortoise.", lambda s: nextto(s, "goldfish", "tortoise")),
    ("The bridge player lives between Miss Dunning and Mrs Evershed.",
     lambda s: min(h(s, "Miss Dunning"), h(s, "Mrs Evershed")) < h(s, "bridge") < max(h(s, "Miss Dunning"), h(s, "Mrs Evershed"))),
    ("Asters grow two doors along from the dahlias.", lambda s: abs(h(s, "asters") - h(s, "dahlias")) == 2),
    ("The foxgloves are not at Miss Dunning's house.", lambda s: not s.same("foxgloves", "Miss Dunning")),
    ("Miss Dunning lives immediately to the left of Mrs Abney.", lambda s: h(s, "Miss Dunning") + 1 == h(s, "Mrs Abney")),
    ("The red door is next to the green door.", lambda s: nextto(s, "red", "green")),
    ("Mrs Cole does crochet.", lambda s: s.same("Mrs Cole", "crochet")),
    ("Pansies grow by the primrose door.", lambda s: s.same("pansies", "primrose")),
    ("Mrs Evershed's door is red.", lambda s: s.same("Mrs Evershed", "red")),
]
QUESTIONS = [("Who keeps the goldfish?", lambda s: s.v("Residents", "goldfish")),
             ("Who grows pansies?", lambda s: s.v("Residents", "pansies"))]
REMARKS = INTRO
