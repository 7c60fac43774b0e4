A = "Apertures"
def ap(s, x):
    return s.n(A, x)
CATEGORIES = [
    ("Observers", ["Anneliese", "Bartholomew", "Clementine", "Desmond"]),
    ("Apertures", ["102 mm", "127 mm", "150 mm", "203 mm"], [102, 127, 150, 203]),
    ("Targets", ["Andromeda Galaxy", "Orion Nebula", "Ring Nebula", "Saturn"]),
    ("Sites", ["Black Down", "Crow Hill", "Hart Fell", "Raven's Knoll"]),
]
CLUES = [
    ("Neither Bartholomew nor the observer on Crow Hill has the largest telescope, and neither of them looked at the Orion Nebula or the Andromeda Galaxy.",
     lambda s: ap(s, "Bartholomew") != 203 and ap(s, "Crow Hill") != 203
     and all(not s.same(a, b) for a in ("Bartholomew", "Crow Hill") for b in ("Orion Nebula", "Andromeda Galaxy"))),
    ("Of Clementine and the observer on Black Down, one has a 203 mm telescope and the other spent the night on the Orion Nebula.",
     lambda s: not s.same("Clementine", "Black Down") and (
         (ap(s, "Clementine") == 203 and s.same("Black Down", "Orion Nebula"))
         or (ap(s, "Black Down") == 203 and s.same("Clementine", "Orion Nebula")))),
    ("The telescope trained on Saturn has an aperture 23 mm larger than Desmond's.",
     lambda s: ap(s, "Saturn") == ap(s, "Desmond") + 23),
    ("Bartholomew, who was not on Hart Fell, has a smaller telescope than Desmond.",
     lambda s: not s.same("Bartholomew", "Hart Fell") and ap(s, "Bartholomew") < ap(s, "Desmond")),
    ("Anneliese did not set up on Hart Fell, and Clementine did not set up on Raven's Knoll.",
     lambda s: not s.same("Anneliese", "Hart Fell") and not s.same("Clementine", "Raven's Knoll")),
    ("The Ring Nebula was observed either from Raven's Knoll or from Black Down.",
     lambda s: s.same("Ring Nebula", "Raven's Knoll") != s.same("Ring Nebula", "Black Down")),
    ("The observer on Raven's Knoll did not look at Saturn.", lambda s: not s.same("Raven's Knoll", "Saturn")),
]
REMARKS = ["On the clearest night of the winter, four members of the Fenland Astronomical Society set up their telescopes on four different hills. Each telescope has a different aperture, and each observer spent the night on a different object."]
QUESTIONS = [("Who observed the Ring Nebula, and from where?",
              lambda s: (s.v("Observers", "Ring Nebula"), s.v("Sites", "Ring Nebula")))]
