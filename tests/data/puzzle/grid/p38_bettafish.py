G = "Tanks"
CATEGORIES = [
    ("Owners", ["Ilka", "Jonah", "Kenji", "Lupe"]),
    ("Fish", ["Blaze", "Indigo", "Sultan", "Velvet"]),
    ("Colors", ["blue", "copper", "red", "white"]),
    ("Tanks", ["3 gallons", "5 gallons", "7 gallons", "9 gallons"], [3, 5, 7, 9]),
]
SOLUTION = [
    ["Ilka", "Velvet", "red", "7 gallons"],
    ["Jonah", "Blaze", "copper", "3 gallons"],
    ["Kenji", "Sultan", "white", "9 gallons"],
    ["Lupe", "Indigo", "blue", "5 gallons"],
]
CLUES = [
    ("The red fish lives in a tank 4 gallons bigger than Jonah's.", lambda s: s.n(G, "red") == s.n(G, "Jonah") + 4),
    ("Kenji keeps his fish in the largest tank.", lambda s: s.n(G, "Kenji") == 9),
    ("Indigo's tank holds 2 gallons less than Velvet's.", lambda s: s.n(G, "Indigo") == s.n(G, "Velvet") - 2),
    ("Neither Blaze nor Sultan is blue.", lambda s: not s.same("Blaze", "blue") and not s.same("Sultan", "blue")),
    ("The fish in the 7-gallon tank isn't Lupe's.", lambda s: not s.same("7 gallons", "Lupe")),
    ("Of Sultan and the copper fish, one belongs to Kenji and the other lives in the 3-gallon tank.",
     lambda s: not s.same("Sultan", "copper") and (
         (s.same("Sultan", "Kenji") and s.same("copper", "3 gallons")) or (s.same("copper", "Kenji") and s.same("Sultan", "3 gallons")))),
    ("The white fish's tank isn't smaller than Ilka's.", lambda s: not s.n(G, "white") < s.n(G, "Ilka")),
    ("Jonah's tank is the smallest.", lambda s: s.n(G, "Jonah") == 3),
    ("The white fish lives in a bigger tank than the red fish.", lambda s: s.n(G, "white") > s.n(G, "red")),
    ("Blaze lives in the smallest tank.", lambda s: s.n(G, "Blaze") == 3),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
