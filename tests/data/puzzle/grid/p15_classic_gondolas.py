H = "Moorings"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Moorings", ["1", "2", "3", "4", "5"]),
    ("Gondoliers", ["Aldo", "Bepi", "Carlo", "Dario", "Ettore"]),
    ("Cushions", ["crimson", "emerald", "gold", "navy", "silver"]),
    ("Songs", ["aria", "barcarolle", "lullaby", "sea shanty", "serenade"]),
    ("Hats", ["bandana", "beret", "cap", "fedora", "straw boater"]),
]
SOLUTION = [
    ["1", "Dario", "navy", "lullaby", "beret"],
    ["2", "Aldo", "gold", "aria", "straw boater"],
    ["3", "Ettore", "crimson", "barcarolle", "cap"],
    ["4", "Bepi", "emerald", "serenade", "fedora"],
    ["5", "Carlo", "silver", "sea shanty", "bandana"],
]
CLUES = [
    ("Aldo's gondola has gold cushions.", lambda s: s.same("Aldo", "gold")),
    ("Bepi sings the serenade.", lambda s: s.same("Bepi", "serenade")),
    ("The gondolier in the beret is moored at the far left.", lambda s: s.n(H, "beret") == 1),
    ("The crimson cushions are in the middle gondola.", lambda s: s.n(H, "crimson") == 3),
    ("The emerald gondola is immediately to the right of the crimson one.", lambda s: s.n(H, "emerald") == s.n(H, "crimson") + 1),
    ("Carlo wears a bandana.", lambda s: s.same("Carlo", "bandana")),
    ("The man who sings the lullaby is moored next to the man in the straw boater.", lambda s: near(s, "lullaby", "straw boater")),
    ("The aria is sung in the gold gondola.", lambda s: s.same("aria", "gold")),
    ("Ettore is moored next to Aldo.", lambda s: near(s, "Ettore", "Aldo")),
    ("The sea shanty singer is at one end of the row.", lambda s: s.n(H, "sea shanty") in (1, 5)),
    ("The fedora is worn in the emerald gondola.", lambda s: s.same("fedora", "emerald")),
    ("Dario is moored at the left-hand end.", lambda s: s.n(H, "Dario") == 1),
    ("The gondolier in the cap sings the barcarolle.", lambda s: s.same("cap", "barcarolle")),
    ("Carlo's gondola is not next to Dario's.", lambda s: not near(s, "Carlo", "Dario")),
    ("The navy gondola is somewhere to the left of the silver one.", lambda s: s.n(H, "navy") < s.n(H, "silver")),
]
QUESTIONS = [("Who sings the barcarolle?", lambda s: s.v("Gondoliers", "barcarolle")),
             ("Who wears the cap?", lambda s: s.v("Gondoliers", "cap"))]
NUM = "."
DOT = False
INTRO = ["Five gondolas are moored side by side along the quay, at moorings numbered 1 to 5 from left to right. Each gondolier has cushions of a different colour in his boat, sings a different song to his passengers and wears a different hat."]
OUTRO = []
REMARKS = INTRO + OUTRO
