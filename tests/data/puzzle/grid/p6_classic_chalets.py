C = "Chalets"
def c(s, x):
    return s.n(C, x)
def nextto(s, x, y):
    return abs(c(s, x) - c(s, y)) == 1
CATEGORIES = [
    ("Chalets", ["1", "2", "3", "4", "5"]),
    ("Shutters", ["blue", "green", "red", "white", "yellow"]),
    ("Nationalities", ["Austrian", "Dane", "Finn", "Pole", "Scot"]),
    ("Drinks", ["glühwein", "hot chocolate", "schnapps", "tea", "water"]),
    ("Sports", ["skating", "skiing", "sledging", "snowboarding", "snowshoeing"]),
    ("Pets", ["cat", "goat", "husky", "parrot", "rabbit"]),
]
CLUES = [
    ("The Pole lives in the chalet with red shutters.", lambda s: s.same("Pole", "red")),
    ("The Scot keeps a husky.", lambda s: s.same("Scot", "husky")),
    ("Glühwein is drunk in the chalet with green shutters.", lambda s: s.same("glühwein", "green")),
    ("The chalet with green shutters stands immediately to the left of the one with white shutters.",
     lambda s: c(s, "green") == c(s, "white") - 1),
    ("The Austrian drinks schnapps.", lambda s: s.same("Austrian", "schnapps")),
    ("The skier keeps a rabbit.", lambda s: s.same("skiing", "rabbit")),
    ("The snowshoer lives in the chalet with yellow shutters.", lambda s: s.same("snowshoeing", "yellow")),
    ("Hot chocolate is drunk in the middle chalet.", lambda s: c(s, "hot chocolate") == 3),
    ("The Finn lives in the first chalet.", lambda s: c(s, "Finn") == 1),
    ("The skater lives next to the person who keeps a cat.", lambda s: nextto(s, "skating", "cat")),
    ("The goat lives next door to the skier.", lambda s: nextto(s, "goat", "skiing")),
    ("The Finn lives next to the chalet with blue shutters.", lambda s: nextto(s, "Finn", "blue")),
    ("The Dane goes snowboarding.", lambda s: s.same("Dane", "snowboarding")),
    ("Tea is drunk next door to the chalet where the cat lives.", lambda s: nextto(s, "tea", "cat")),
    ("The Austrian lives next door to the Dane.", lambda s: nextto(s, "Austrian", "Dane")),
    ("The sledger lives at one end of the row.", lambda s: c(s, "sledging") in (1, 5)),
]
REMARKS = ["Five chalets stand in a row on the hillside above the village, numbered 1 to 5 from left to right as you look up from the lift station. Each has shutters of a different colour and is rented for the winter by one guest. No two guests are of the same nationality, prefer the same drink, favour the same winter sport or keep the same pet."]
QUESTIONS = [("Who drinks water?", lambda s: s.v("Nationalities", "water")),
             ("Who keeps the parrot?", lambda s: s.v("Nationalities", "parrot"))]
