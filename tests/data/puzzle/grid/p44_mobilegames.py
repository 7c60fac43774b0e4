R = "Ratings"
CATEGORIES = [
    ("Games", ["Block Drop", "Gem Rush", "Sky Farm", "Tiny Tanks", "Word Hive"]),
    ("Studios", ["Appleseed", "Bytewise", "Kitefox", "Moonbeam", "Pixelhut"]),
    ("Ratings", ["3.6 stars", "3.9 stars", "4.2 stars", "4.5 stars", "4.8 stars"], [36, 39, 42, 45, 48]),
]
SOLUTION = [
    ["Block Drop", "Kitefox", "4.2 stars"],
    ["Gem Rush", "Pixelhut", "3.6 stars"],
    ["Sky Farm", "Appleseed", "4.8 stars"],
    ["Tiny Tanks", "Moonbeam", "3.9 stars"],
    ["Word Hive", "Bytewise", "4.5 stars"],
]
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
def either(s, a, x, y):
    return not s.same(x, y) and (s.same(a, x) or s.same(a, y))
def neither(s, a, b, x):
    return not s.same(a, b) and not s.same(a, x) and not s.same(b, x)
def distinct(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The Kitefox game is rated 0.6 stars higher than Gem Rush.", lambda s: s.n(R, "Kitefox") == s.n(R, "Gem Rush") + 6),
    ("Sky Farm has the highest rating.", lambda s: s.n(R, "Sky Farm") == 48),
    ("Word Hive was made by either Bytewise or Pixelhut.", lambda s: s.same("Word Hive", "Bytewise") or s.same("Word Hive", "Pixelhut")),
    ("The Moonbeam game's rating is 0.3 stars lower than Block Drop's.", lambda s: s.n(R, "Moonbeam") == s.n(R, "Block Drop") - 3),
    ("Gem Rush isn't from Appleseed.", lambda s: not s.same("Gem Rush", "Appleseed")),
    ("The Pixelhut game has a lower rating than the Bytewise game.", lambda s: s.n(R, "Pixelhut") < s.n(R, "Bytewise")),
    ("Word Hive is rated 0.3 stars higher than Block Drop.", lambda s: s.n(R, "Word Hive") == s.n(R, "Block Drop") + 3),
]
NUM = "."
DOT = False
INTRO = ["Five new mobile games came out this month, each from a different studio."]
OUTRO = []
REMARKS = INTRO + OUTRO
