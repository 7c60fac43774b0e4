H = "Houses"
def pos(s, x):
    return s.n(H, x)
def next_to(s, a, b):
    return abs(pos(s, a) - pos(s, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Names", ["Freya", "Gideon", "Hester", "Ivo", "Juno"]),
    ("Colours", ["beige", "grey", "lilac", "olive", "teal"]),
    ("Drinks", ["cocoa", "cola", "espresso", "lemonade", "tea"]),
    ("Pets", ["budgie", "gecko", "hamster", "poodle", "pony"]),
    ("Cars", ["Fiat", "Ford", "Honda", "Skoda", "Volvo"]),
]
CLUES = [
    ("Hester lives at the far left.", lambda s: pos(s, "Hester") == 1),
    ("The Volvo is parked outside the middle house.", lambda s: pos(s, "Volvo") == 3),
    ("Freya drinks cocoa.", lambda s: s.same("Freya", "cocoa")),
    ("The pony lives next door to the gecko.", lambda s: next_to(s, "pony", "gecko")),
    ("Gideon's house is two doors from Freya's.", lambda s: abs(pos(s, "Gideon") - pos(s, "Freya")) == 2),
    ("The espresso drinker drives a Fiat.", lambda s: s.same("espresso", "Fiat")),
    ("Lemonade is drunk in the teal house.", lambda s: s.same("lemonade", "teal")),
    ("The owner of the lilac house keeps a hamster.", lambda s: s.same("lilac", "hamster")),
    ("The person who drinks tea lives in the olive house.", lambda s: s.same("tea", "olive")),
    ("The budgie's owner drinks espresso.", lambda s: s.same("budgie", "espresso")),
    ("The gecko's owner drives a Ford.", lambda s: s.same("gecko", "Ford")),
    ("Gideon drives a Honda.", lambda s: s.same("Gideon", "Honda")),
    ("The teal house is at one end of the row.", lambda s: pos(s, "teal") in (1, 5)),
    ("The beige house is in the middle of the terrace.", lambda s: pos(s, "beige") == 3),
    ("Ivo keeps a pony.", lambda s: s.same("Ivo", "pony")),
]
QUESTIONS = [("Who keeps the poodle?", lambda s: s.v("Names", "poodle")),
             ("What does Gideon drink?", lambda s: s.v("Drinks", "Gideon"))]
REMARKS = ["Five neighbours live side by side in a terrace of five houses, numbered 1 to 5 from left to right."]
