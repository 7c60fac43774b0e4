# Category lines with full stops: six hotel rooms 201 to 206 along a
# corridor, an intro saying which end is left, numbered clues; an appositive
# ("Arturo, who comes from Spain, ...") and "between".
H = "Rooms"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
DOT = True
CATEGORIES = [
    ("Rooms", ["201", "202", "203", "204", "205", "206"], [201, 202, 203, 204, 205, 206]),
    ("Guests", ["Arturo", "Bianca", "Cosmin", "Dagny", "Emeka", "Freya"]),
    ("Countries", ["Brazil", "Canada", "Egypt", "India", "Norway", "Spain"]),
    ("Breakfasts", ["croissant", "fruit", "kippers", "omelette", "pancakes", "porridge"]),
]
SOLUTION = [
    ("201", "Dagny", "Norway", "porridge"),
    ("202", "Emeka", "Egypt", "omelette"),
    ("203", "Arturo", "Spain", "croissant"),
    ("204", "Freya", "Canada", "pancakes"),
    ("205", "Bianca", "Brazil", "fruit"),
    ("206", "Cosmin", "India", "kippers"),
]
INTRO = ["Six guests are staying in the six rooms along the second-floor corridor of a small hotel. The rooms are numbered 201 to 206 in order, with room 201 at the left-hand end as you step out of the lift. The guests come from six different countries and each orders a different breakfast."]
CLUES = [
    ("Dagny is in room 201.", lambda s: h(s, "Dagny") == 201),
    ("The guest from Norway has porridge for breakfast.", lambda s: s.same("Norway", "porridge")),
    ("Cosmin has the room at the right-hand end of the corridor.", lambda s: h(s, "Cosmin") == 206),
    ("The guest from Egypt is in the room next to Dagny's.", lambda s: nextto(s, "Egypt", "Dagny")),
    ("Arturo, who comes from Spain, orders a croissant.", lambda s: s.same("Arturo", "Spain") and s.same("Arturo", "croissant")),
    ("Kippers are eaten in room 206.", lambda s: h(s, "kippers") == 206),
    ("The guest who has pancakes is next door to the guest who has a croissant.", lambda s: nextto(s, "pancakes", "croissant")),
    ("Bianca does not come from India.", lambda s: not s.same("Bianca", "India")),
    ("The guest from Canada is in room 204.", lambda s: h(s, "Canada") == 204),
    ("The omelette is ordered by Emeka.", lambda s: s.same("omelette", "Emeka")),
    ("Freya's room is between Arturo's and Bianca's.", lambda s: min(h(s, "Arturo"), h(s, "Bianca")) < h(s, "Freya") < max(h(s, "Arturo"), h(s, "Bianca"))),
    ("The guest from India eats kippers.", lambda s: s.same("India", "kippers")),
    ("Bianca has fruit.", lambda s: s.same("Bianca", "fruit")),
    ("The guest from Brazil is somewhere to the right of the guest from Canada.", lambda s: h(s, "Brazil") > h(s, "Canada")),
]
QUESTIONS = [("Who is in room 203?", lambda s: s.v("Guests", "203")),
             ("Which country is Freya from?", lambda s: s.v("Countries", "Freya"))]
REMARKS = INTRO
