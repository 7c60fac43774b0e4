A = "Ages"
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CATEGORIES = [
    ("Owners", ["Abby", "Dwight", "Gloria", "Marcus", "Tamsin"]),
    ("Puppies", ["Biscuit", "Juno", "Pepper", "Rocco", "Ziggy"]),
    ("Breeds", ["beagle", "corgi", "dachshund", "poodle", "vizsla"]),
    ("Ages", ["4 months", "5 months", "6 months", "7 months", "8 months"], [4, 5, 6, 7, 8]),
]
SOLUTION = [
    ["Abby", "Juno", "corgi", "6 months"],
    ["Dwight", "Rocco", "vizsla", "8 months"],
    ["Gloria", "Pepper", "beagle", "4 months"],
    ["Marcus", "Ziggy", "poodle", "7 months"],
    ["Tamsin", "Biscuit", "dachshund", "5 months"],
]
CLUES = [
    ("The beagle is the youngest puppy in the class.", lambda s: s.n(A, "beagle") == 4),
    ("Juno is a month older than Tamsin's puppy.", lambda s: s.n(A, "Juno") == s.n(A, "Tamsin") + 1),
    ("Of Rocco and the poodle, one is 8 months old and the other belongs to Marcus.",
     lambda s: not s.same("Rocco", "poodle") and (
         (s.same("Rocco", "8 months") and s.same("poodle", "Marcus")) or
         (s.same("poodle", "8 months") and s.same("Rocco", "Marcus")))),
    ("The five puppies are Biscuit, the corgi, Gloria's puppy, the 7-month-old and the vizsla.",
     lambda s: diff(s, "Biscuit", "corgi", "Gloria", "7 months", "vizsla")),
    ("Pepper is not the dachshund.", lambda s: not s.same("Pepper", "dachshund")),
    ("Dwight's puppy is either Rocco or the 5-month-old.",
     lambda s: (s.same("Dwight", "Rocco") or s.same("Dwight", "5 months")) and not s.same("Rocco", "5 months")),
    ("Ziggy is older than Abby's puppy but younger than Rocco.",
     lambda s: s.n(A, "Abby") < s.n(A, "Ziggy") < s.n(A, "Rocco")),
    ("Neither Gloria nor Marcus owns the corgi.",
     lambda s: not s.same("Gloria", "corgi") and not s.same("Marcus", "corgi")),
    ("The dachshund is not 2 months younger than the corgi.",
     lambda s: s.n(A, "dachshund") != s.n(A, "corgi") - 2),
    ("Abby's puppy is younger than the vizsla.", lambda s: s.n(A, "Abby") < s.n(A, "vizsla")),
    ("Tamsin's puppy, Biscuit, is not the beagle.",
     lambda s: s.same("Tamsin", "Biscuit") and not s.same("Biscuit", "beagle")),
]
NUM = None
DOT = False
INTRO = ["Five puppies have just started a Saturday obedience class."]
OUTRO = []
REMARKS = INTRO + OUTRO
