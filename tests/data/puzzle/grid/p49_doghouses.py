T = "Heights"
CATEGORIES = [
    ("Scouts", ["Caleb", "Dottie", "Marcus", "Penny"]),
    ("Dogs", ["Biscuit", "Duke", "Rosie", "Tucker"]),
    ("Roofs", ["black", "green", "red", "tan"]),
    ("Heights", ["30 inches", "34 inches", "38 inches", "42 inches"], [30, 34, 38, 42]),
]
SOLUTION = [
    ["Caleb", "Tucker", "red", "38 inches"],
    ["Dottie", "Biscuit", "green", "30 inches"],
    ["Marcus", "Rosie", "tan", "42 inches"],
    ["Penny", "Duke", "black", "34 inches"],
]
CLUES = [
    ("Caleb's doghouse, which has the red roof, is 4 inches taller than Penny's.",
     lambda s: s.same("Caleb", "red") and s.n(T, "Caleb") == s.n(T, "Penny") + 4),
    ("Marcus built the tallest doghouse, but it isn't for Duke.",
     lambda s: s.n(T, "Marcus") == 42 and not s.same("Marcus", "Duke")),
    ("Rosie's house has a tan roof.", lambda s: s.same("Rosie", "tan")),
    ("Dottie's doghouse, which is the shortest, isn't for Tucker.",
     lambda s: s.n(T, "Dottie") == 30 and not s.same("Dottie", "Tucker")),
    ("Duke's house is 4 inches shorter than Tucker's.", lambda s: s.n(T, "Duke") == s.n(T, "Tucker") - 4),
    ("The green roof is on the shortest doghouse.", lambda s: s.n(T, "green") == 30),
    ("Tucker's doghouse is shorter than Rosie's.", lambda s: s.n(T, "Tucker") < s.n(T, "Rosie")),
    ("Either Penny or Caleb built the house for Duke.", lambda s: s.same("Penny", "Duke") or s.same("Caleb", "Duke")),
]
QUESTIONS = [
    ("Whose dog is Biscuit?", lambda s: s.v("Scouts", "Biscuit")),
    ("What color is the roof on Tucker's house?", lambda s: s.v("Roofs", "Tucker")),
]
NUM = "."
INTRO = ["For a merit badge, four scouts each built a doghouse for a dog of their own. Each doghouse has a different color of roof and a different height."]
OUTRO = []
REMARKS = INTRO + OUTRO
