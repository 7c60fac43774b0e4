A = "Ages"
CATEGORIES = [
    ("Owners", ["Mrs Hall", "Mr Ingram", "Mrs Jessop", "Mr Kirby"]),
    ("Dogs", ["Bonnie", "Max", "Rufus", "Tess"]),
    ("Breeds", ["beagle", "collie", "dachshund", "spaniel"]),
    ("Ages", ["2", "4", "6", "8"], [2, 4, 6, 8]),
]
INTRO = [
    "Every morning at eight, four dog owners meet by the bandstand in Victoria Park and "
    "walk their dogs round the lake together. Can you match each owner with his or her "
    "dog's name, breed and age (in years)?",
]
CLUES = [
    ("Mrs Hall's dog is two years older than Bonnie.",
     lambda s: s.n(A, "Mrs Hall") == s.n(A, "Bonnie") + 2),
    ("Tess, the youngest of the four dogs, is not the spaniel.",
     lambda s: s.n(A, "Tess") == 2 and not s.same("Tess", "spaniel")),
    ("Mr Kirby's spaniel is younger than the collie.",
     lambda s: s.same("Mr Kirby", "spaniel") and s.n(A, "spaniel") < s.n(A, "collie")),
    ("Max, who belongs to one of the ladies, is the oldest.",
     lambda s: s.n(A, "Max") == 8 and s.v("Owners", "Max") in ("Mrs Hall", "Mrs Jessop")),
    ("Mr Ingram doesn't own the beagle.", lambda s: not s.same("Mr Ingram", "beagle")),
    ("The dachshund is four years younger than Mrs Hall's dog.",
     lambda s: s.n(A, "dachshund") == s.n(A, "Mrs Hall") - 4),
    ("Mrs Jessop's dog is not the collie.", lambda s: not s.same("Mrs Jessop", "collie")),
    ("Rufus is two years older than Mr Kirby's dog.",
     lambda s: s.n(A, "Rufus") == s.n(A, "Mr Kirby") + 2),
]
REMARKS = INTRO
