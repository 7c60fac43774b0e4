W = "Pounds"
CATEGORIES = [
    ("Pickers", ["Daisy", "Ned", "Rhett", "Sally"]),
    ("Pails", ["blue", "green", "red", "yellow"]),
    ("Pounds", ["3 pounds", "4 pounds", "5 pounds", "6 pounds"], [3, 4, 5, 6]),
    ("Uses", ["jam", "muffins", "pancakes", "pie"]),
]
SOLUTION = [
    ["Daisy", "yellow", "5 pounds", "muffins"],
    ["Ned", "red", "3 pounds", "pancakes"],
    ["Rhett", "green", "6 pounds", "jam"],
    ["Sally", "blue", "4 pounds", "pie"],
]
CLUES = [
    ("The berries for the jam filled more pounds than any other pail.", lambda s: s.n(W, "jam") == 6),
    ("Daisy picked two pounds more than the child with the red pail.", lambda s: s.n(W, "Daisy") == s.n(W, "red") + 2),
    ("Sally's berries are going into a pie.", lambda s: s.same("Sally", "pie")),
    ("The green pail held a pound more than Daisy's.", lambda s: s.n(W, "green") == s.n(W, "Daisy") + 1),
    ("Ned picked fewer pounds than Rhett.", lambda s: s.n(W, "Ned") < s.n(W, "Rhett")),
    ("Ned's pail isn't blue.", lambda s: not s.same("Ned", "blue")),
    ("The berries in the blue pail weigh less than the ones for the muffins.", lambda s: s.n(W, "blue") < s.n(W, "muffins")),
]
QUESTIONS = [
    ("How many pounds did Ned pick?", lambda s: s.v(W, "Ned")),
    ("What color is Sally's pail?", lambda s: s.v("Pails", "Sally")),
]
NUM = "."
INTRO = ["Four cousins spent a morning at Hilltop Berry Farm. Each carried a different color of pail, picked a different weight of blueberries, and is taking the berries home for a different use."]
OUTRO = []
REMARKS = INTRO + OUTRO
