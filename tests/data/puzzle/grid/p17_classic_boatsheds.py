S = "Sheds"
def near(s, a, b):
    return abs(s.n(S, a) - s.n(S, b)) == 1
CATEGORIES = [
    ("Sheds", ["1", "2", "3", "4"]),
    ("Owners", ["Hattie", "Ivor", "Jude", "Kwame"]),
    ("Boats", ["canoe", "dinghy", "punt", "skiff"]),
    ("Doors", ["blue", "green", "red", "white"]),
    ("Snacks", ["apple", "flapjack", "pasty", "sandwich"]),
]
SOLUTION = [
    ["1", "Jude", "punt", "green", "pasty"],
    ["2", "Kwame", "canoe", "white", "apple"],
    ["3", "Hattie", "skiff", "red", "sandwich"],
    ["4", "Ivor", "dinghy", "blue", "flapjack"],
]
CLUES = [
    ("Hattie keeps her skiff in the shed with the red door.", lambda s: s.same("Hattie", "skiff") and s.same("Hattie", "red")),
    ("The canoe is kept next to the punt.", lambda s: near(s, "canoe", "punt")),
    ("Jude's shed is nearest the bridge, and he always takes a pasty out on the water.",
     lambda s: s.n(S, "Jude") == 1 and s.same("Jude", "pasty")),
    ("The shed with the white door is immediately upstream of the red one.", lambda s: s.n(S, "white") == s.n(S, "red") - 1),
    ("The owner of the dinghy eats flapjack.", lambda s: s.same("dinghy", "flapjack")),
    ("Kwame's shed is next to Jude's, and its door isn't green.", lambda s: near(s, "Kwame", "Jude") and not s.same("Kwame", "green")),
    ("The sandwich is eaten in the shed next to the blue one.", lambda s: near(s, "sandwich", "blue")),
    ("Ivor doesn't take an apple.", lambda s: not s.same("Ivor", "apple")),
    ("The punt is kept behind the green door.",
     lambda s: s.same("punt", "green")),
]
QUESTIONS = [("Who owns the punt? Who eats the flapjack?",
              lambda s: (s.v("Owners", "punt"), s.v("Owners", "flapjack")))]
NUM = "."
DOT = True
INTRO = ["Four boatsheds stand in a row on the riverbank, numbered 1 to 4 from the bridge; shed 1 is nearest the bridge and furthest downstream."]
OUTRO = ["Each shed has a different owner, boat, door colour and favourite snack for a day on the river."]
REMARKS = INTRO + OUTRO
