P = "Positions"
def nextto(s, a, b):
    return abs(s.n(P, a) - s.n(P, b)) == 1
CATEGORIES = [
    ("Friends", ["Ayesha", "Bruno", "Carmen", "Dylan", "Elsie"]),
    ("Towels", ["stripes", "flowers", "stars", "dots", "fish"]),
    ("Positions", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Lollies", ["orange", "lemon", "cola", "strawberry", "mango"]),
]
SOLUTION = [
    ["Ayesha", "stripes", "2", "mango"],
    ["Bruno", "stars", "4", "cola"],
    ["Carmen", "flowers", "5", "strawberry"],
    ["Dylan", "fish", "1", "lemon"],
    ["Elsie", "dots", "3", "orange"],
]
CLUES = [
    ("Elsie's towel, with dots on it, was in the middle of the row.",
     lambda s: s.same("Elsie", "dots") and s.n(P, "Elsie") == 3),
    ("Bruno was somewhere to the right of Ayesha but not next to her.",
     lambda s: s.n(P, "Bruno") > s.n(P, "Ayesha") + 1),
    ("The person with the fish towel had a lemon lolly and was at one end.",
     lambda s: s.same("fish", "lemon") and s.n(P, "fish") in (1, 5)),
    ("Carmen, who didn't choose cola, was next to the stars towel.",
     lambda s: not s.same("Carmen", "cola") and nextto(s, "Carmen", "stars")),
    ("The mango lolly was bought by the person directly to the left of Elsie.",
     lambda s: s.n(P, "mango") == s.n(P, "Elsie") - 1),
    ("Neither Dylan nor the person on the striped towel chose strawberry.",
     lambda s: not s.same("Dylan", "strawberry") and not s.same("stripes", "strawberry")),
    ("Bruno had a cola lolly, and the orange one was bought by a friend lying next to him.",
     lambda s: s.same("Bruno", "cola") and nextto(s, "orange", "Bruno")),
    ("The strawberry lolly was eaten on the flowery towel.", lambda s: s.same("strawberry", "flowers")),
    ("Dylan's towel was at the left-hand end of the row.", lambda s: s.n(P, "Dylan") == 1),
    ("Bruno lay between Elsie and Carmen.",
     lambda s: min(s.n(P, "Elsie"), s.n(P, "Carmen")) < s.n(P, "Bruno") < max(s.n(P, "Elsie"), s.n(P, "Carmen"))),
]
QUESTIONS = [("Who had the towel with flowers on it?", lambda s: s.v("Friends", "flowers"))]
NUM = "."
DOT = False
INTRO = ["Five friends laid their beach towels side by side in a row along the sand, and each bought a different ice lolly. The towels are numbered 1 to 5 from left to right as you face the sea."]
OUTRO = []
REMARKS = INTRO + OUTRO
