C = "Cabins"
CATEGORIES = [
    ("Cabins", ["1", "2", "3", "4", "5"]),
    ("Colors", ["aqua", "lilac", "pink", "tan", "white"]),
    ("Guests", ["Mr. Ames", "Mrs. Blake", "Dr. Carr", "Miss Dean", "Mr. Elton"]),
    ("Cars", ["Hudson", "Nash", "Oldsmobile", "Plymouth", "Pontiac"]),
    ("Drinks", ["buttermilk", "coffee", "cola", "ginger ale", "iced tea"]),
    ("Pets", ["beagle", "canary", "hamster", "poodle", "tabby cat"]),
]
SOLUTION = [
    ["1", "tan", "Dr. Carr", "Nash", "coffee", "canary"],
    ["2", "aqua", "Mr. Elton", "Oldsmobile", "ginger ale", "beagle"],
    ["3", "white", "Mrs. Blake", "Hudson", "buttermilk", "tabby cat"],
    ["4", "pink", "Mr. Ames", "Plymouth", "cola", "hamster"],
    ["5", "lilac", "Miss Dean", "Pontiac", "iced tea", "poodle"],
]
CLUES = [
    ("The guest who drove up in the Nash was traveling with a canary.", lambda s: s.same("Nash", "canary")),
    ("Mrs. Blake has a tabby cat with her.", lambda s: s.same("Mrs. Blake", "tabby cat")),
    ("The tan cabin is the first in the row.", lambda s: s.n(C, "tan") == 1),
    ("Mr. Ames is staying in the pink cabin.", lambda s: s.same("Mr. Ames", "pink")),
    ("Mr. Elton has the aqua cabin.", lambda s: s.same("Mr. Elton", "aqua")),
    ("The Nash driver drinks coffee.", lambda s: s.same("Nash", "coffee")),
    ("Ginger ale is the drink in the aqua cabin.", lambda s: s.same("ginger ale", "aqua")),
    ("The Hudson is parked at the middle cabin.", lambda s: s.n(C, "Hudson") == 3),
    ("Miss Dean is in the last cabin.", lambda s: s.n(C, "Miss Dean") == 5),
    ("Mrs. Blake drinks buttermilk.", lambda s: s.same("Mrs. Blake", "buttermilk")),
    ("Miss Dean likes iced tea.", lambda s: s.same("Miss Dean", "iced tea")),
    ("Mr. Elton brought his beagle.", lambda s: s.same("Mr. Elton", "beagle")),
    ("The beagle's owner drives an Oldsmobile.", lambda s: s.same("beagle", "Oldsmobile")),
    ("The guest in the lilac cabin drives a Pontiac.", lambda s: s.same("lilac", "Pontiac")),
    ("The hamster is in the cabin just to the right of the one where the Hudson is parked.",
     lambda s: s.n(C, "hamster") == s.n(C, "Hudson") + 1),
]
QUESTIONS = [("Who owns the poodle?", lambda s: s.v("Guests", "poodle")),
             ("Who drinks cola?", lambda s: s.v("Guests", "cola"))]
NUM = "."
DOT = False
INTRO = [
    "The Starlight Motor Court has five cabins in a row beside Route 66, numbered 1 to 5 from left to right as seen from the highway. Each cabin is painted a different color, and one night last summer each was taken by a different guest, who drove a different make of car, favored a different drink and traveled with a different pet.",
]
OUTRO = ["In these statements, \"right\" means to your right as you face the cabins from the highway."]
REMARKS = INTRO + OUTRO
