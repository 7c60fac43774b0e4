# Category lines without full stops: five allotment plots, an intro saying
# how they are counted, unnumbered clues; sheds by colour, "whoever grows",
# "two plots away from".
H = "Plots"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = ""
CATEGORIES = [
    ("Plots", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Gardeners", ["Agnes", "Bernard", "Clive", "Doreen", "Ernest"]),
    ("Vegetables", ["beans", "carrots", "leeks", "onions", "potatoes"]),
    ("Flowers", ["dahlias", "marigolds", "roses", "sunflowers", "sweet peas"]),
    ("Sheds", ["black", "blue", "brown", "green", "grey"]),
]
SOLUTION = [
    ("1", "Doreen", "leeks", "sweet peas", "green"),
    ("2", "Clive", "potatoes", "dahlias", "brown"),
    ("3", "Agnes", "beans", "roses", "blue"),
    ("4", "Ernest", "onions", "sunflowers", "black"),
    ("5", "Bernard", "carrots", "marigolds", "grey"),
]
INTRO = ["Five neighbours rent five allotment plots side by side, numbered 1 to 5 from left to right as you come in through the gate. Each grows a different vegetable and a different flower, and each plot has a shed painted a different colour."]
CLUES = [
    ("Agnes has the middle plot.", lambda s: h(s, "Agnes") == 3),
    ("The sweet peas grow on plot 1.", lambda s: h(s, "sweet peas") == 1),
    ("Whoever grows leeks has a green shed.", lambda s: s.same("leeks", "green")),
    ("The brown shed is immediately to the left of the blue shed.", lambda s: h(s, "brown") + 1 == h(s, "blue")),
    ("Bernard grows carrots.", lambda s: s.same("Bernard", "carrots")),
    ("Agnes grows beans.", lambda s: s.same("Agnes", "beans")),
    ("The sunflowers are next to the roses.", lambda s: nextto(s, "sunflowers", "roses")),
    ("Clive's shed is brown.", lambda s: s.same("Clive", "brown")),
    ("Ernest's plot is next to Bernard's.", lambda s: nextto(s, "Ernest", "Bernard")),
    ("The man with the black shed grows onions.", lambda s: s.same("black", "onions")),
    ("Doreen does not grow potatoes.", lambda s: not s.same("Doreen", "potatoes")),
    ("The roses are grown by the gardener with the blue shed.", lambda s: s.same("roses", "blue")),
    ("Bernard's plot is at the far right.", lambda s: h(s, "Bernard") == 5),
    ("The dahlias are two plots away from the sunflowers.", lambda s: abs(h(s, "dahlias") - h(s, "sunflowers")) == 2),
    ("The potatoes are grown next to the leeks.", lambda s: nextto(s, "potatoes", "leeks")),
    ("The dahlias grow on the plot next to Doreen's.", lambda s: nextto(s, "dahlias", "Doreen")),
    ("Marigolds are grown by the owner of the grey shed.", lambda s: s.same("marigolds", "grey")),
]
QUESTIONS = [("Who grows the sunflowers?", lambda s: s.v("Gardeners", "sunflowers")),
             ("What colour is Doreen's shed?", lambda s: s.v("Sheds", "Doreen"))]
REMARKS = INTRO
