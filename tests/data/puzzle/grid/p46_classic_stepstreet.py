# Cottages are numbered 1 to 6 from the bottom of the street to the top, so "above"
# means a higher number and "directly above" one higher.
C = "Cottages"
def near(s, a, b):
    return abs(s.n(C, a) - s.n(C, b)) == 1
CATEGORIES = [
    ("Cottages", ["1", "2", "3", "4", "5", "6"]),
    ("Residents", ["Agnes", "Bertram", "Cecily", "Dov", "Edie", "Fergus"]),
    ("Doors", ["black", "blue", "green", "red", "white", "yellow"]),
    ("Pets", ["canary", "cat", "dog", "ferret", "hens", "tortoise"]),
    ("Instruments", ["banjo", "cello", "drum", "fiddle", "flute", "harp"]),
]
SOLUTION = [
    ["1", "Agnes", "red", "tortoise", "fiddle"],
    ["2", "Bertram", "green", "cat", "banjo"],
    ["3", "Cecily", "blue", "dog", "harp"],
    ["4", "Dov", "black", "canary", "flute"],
    ["5", "Edie", "yellow", "ferret", "cello"],
    ["6", "Fergus", "white", "hens", "drum"],
]
CLUES = [
    ("Fergus lives at the top of the street.", lambda s: s.n(C, "Fergus") == 6),
    ("Cecily lives somewhere above Bertram but below Dov.", lambda s: s.n(C, "Bertram") < s.n(C, "Cecily") < s.n(C, "Dov")),
    ("The red door is at the very bottom of the street.", lambda s: s.n(C, "red") == 1),
    ("The fiddle player lives directly below the cat's owner.", lambda s: s.n(C, "fiddle") == s.n(C, "cat") - 1),
    ("The harp is played directly below the black door.", lambda s: s.n(C, "harp") == s.n(C, "black") - 1),
    ("Edie keeps a ferret.", lambda s: s.same("Edie", "ferret")),
    ("The hens are kept two cottages above the canary.", lambda s: s.n(C, "hens") == s.n(C, "canary") + 2),
    ("The white door is directly above the yellow door.", lambda s: s.n(C, "white") == s.n(C, "yellow") + 1),
    ("The drummer keeps hens.", lambda s: s.same("drum", "hens")),
    ("The dog's owner plays the harp.", lambda s: s.same("dog", "harp")),
    ("Agnes plays the fiddle.", lambda s: s.same("Agnes", "fiddle")),
    ("The flute player lives directly above the dog.", lambda s: s.n(C, "flute") == s.n(C, "dog") + 1),
    ("The green door is directly below the blue door.", lambda s: s.n(C, "green") == s.n(C, "blue") - 1),
    ("The cello player lives directly above the black door.", lambda s: s.n(C, "cello") == s.n(C, "black") + 1),
]
CLUES.append(("Cecily's front door is blue.", lambda s: s.same("Cecily", "blue")))
NUM = "."
INTRO = ["Six cottages climb Step Street, one above another, numbered 1 at the bottom of the hill to 6 at the top. Each has a different resident and a door of a different colour; each resident keeps a different pet and plays a different instrument."]
REMARKS = INTRO
QUESTIONS = [("Who keeps the tortoise?", lambda s: s.v("Residents", "tortoise")),
             ("What colour is Edie's door?", lambda s: s.v("Doors", "Edie"))]
