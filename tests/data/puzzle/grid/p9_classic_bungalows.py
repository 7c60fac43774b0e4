H = "Bungalows"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1)"
DOT = False
CATEGORIES = [
    ("Bungalows", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Jobs", ["architect", "chef", "dentist", "florist", "pilot"]),
    ("Cars", ["estate", "hatchback", "jeep", "minivan", "roadster"]),
    ("Hobbies", ["archery", "chess", "gardening", "kayaking", "painting"]),
    ("Pets", ["beagle", "ferret", "goldfish", "rabbit", "tortoise"]),
]
SOLUTION = [
    ("1", "florist", "minivan", "painting", "rabbit"),
    ("2", "pilot", "roadster", "chess", "goldfish"),
    ("3", "dentist", "jeep", "archery", "beagle"),
    ("4", "architect", "estate", "gardening", "tortoise"),
    ("5", "chef", "hatchback", "kayaking", "ferret"),
]
INTRO = ["Five bungalows stand in a row on Larch Close. In each lives one person, with a different job, a different car, a different hobby and a different pet."]
CLUES = [
    ("The pilot drives the roadster.", lambda s: s.same("pilot", "roadster")),
    ("The dentist owns the beagle.", lambda s: s.same("dentist", "beagle")),
    ("The gardener lives in the bungalow immediately to the right of the dentist's.", lambda s: h(s, "gardening") == h(s, "dentist") + 1),
    ("The chef lives at the right-hand end of the row.", lambda s: h(s, "chef") == 5),
    ("The florist lives in the first bungalow.", lambda s: h(s, "florist") == 1),
    ("The chess player keeps a goldfish.", lambda s: s.same("chess", "goldfish")),
    ("The jeep belongs to the middle bungalow.", lambda s: h(s, "jeep") == 3),
    ("The painter lives next door to the pilot.", lambda s: nextto(s, "painting", "pilot")),
    ("Whoever drives the estate keeps a tortoise.", lambda s: s.same("estate", "tortoise")),
    ("The kayaker drives a hatchback.", lambda s: s.same("kayaking", "hatchback")),
    ("The ferret lives next door to the tortoise.", lambda s: nextto(s, "ferret", "tortoise")),
    ("The minivan's owner lives next to the goldfish's owner.", lambda s: nextto(s, "minivan", "goldfish")),
    ("The archer drives the jeep.", lambda s: s.same("archery", "jeep")),
    ("The rabbit's owner paints.", lambda s: s.same("rabbit", "painting")),
]
QUESTIONS = [("Who keeps the ferret?", lambda s: s.v("Jobs", "ferret")), ("Who does the gardening?", lambda s: s.v("Jobs", "gardening"))]
OUTRO = ["The bungalows are numbered 1 to 5 from left to right as you face them from the road."]
REMARKS = INTRO + OUTRO
