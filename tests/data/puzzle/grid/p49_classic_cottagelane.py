C = "Cottages"
CATEGORY_LINES = False
CATEGORIES = [
    ("Cottages", ["1", "2", "3", "4", "5"]),
    ("Owners", ["Ambrose", "Delia", "Hester", "Otis", "Winifred"]),
    ("Shutters", ["blue", "green", "red", "white", "yellow"]),
    ("Pets", ["beagle", "cat", "goldfish", "parakeet", "turtle"]),
    ("Hobbies", ["birdwatching", "fishing", "gardening", "golf", "painting"]),
]
SOLUTION = [
    ["1", "Otis", "green", "beagle", "fishing"],
    ["2", "Delia", "blue", "parakeet", "painting"],
    ["3", "Ambrose", "white", "cat", "golf"],
    ["4", "Winifred", "red", "goldfish", "gardening"],
    ["5", "Hester", "yellow", "turtle", "birdwatching"],
]
def near(s, a, b):
    return abs(s.n(C, a) - s.n(C, b)) == 1
CLUES = [
    ("Otis lives in the first cottage.", lambda s: s.n(C, "Otis") == 1),
    ("The cottage with white shutters is in the middle.", lambda s: s.n(C, "white") == 3),
    ("Delia keeps a parakeet.", lambda s: s.same("Delia", "parakeet")),
    ("The gardener lives immediately to the left of the birdwatcher.", lambda s: s.n(C, "gardening") == s.n(C, "birdwatching") - 1),
    ("The owner of the beagle goes fishing every morning.", lambda s: s.same("beagle", "fishing")),
    ("Winifred's shutters are red.", lambda s: s.same("Winifred", "red")),
    ("The cat lives next door to the parakeet.", lambda s: near(s, "cat", "parakeet")),
    ("Hester, who has a turtle, lives at one end of the lane.",
     lambda s: s.same("Hester", "turtle") and s.n(C, "Hester") in (1, 5)),
    ("The golfer's cottage has white shutters.", lambda s: s.same("golf", "white")),
    ("The green shutters are next to the blue ones.", lambda s: near(s, "green", "blue")),
    ("The goldfish lives somewhere to the right of the cat.", lambda s: s.n(C, "goldfish") > s.n(C, "cat")),
    ("The painter lives next door to Otis.", lambda s: near(s, "painting", "Otis")),
    ("Delia lives somewhere to the left of Ambrose.", lambda s: s.n(C, "Delia") < s.n(C, "Ambrose")),
    ("The yellow shutters are on the cottage at the right end of the lane.", lambda s: s.n(C, "yellow") == 5),
    ("The beagle's owner has green shutters.", lambda s: s.same("beagle", "green")),
    ("Ambrose doesn't paint.", lambda s: not s.same("Ambrose", "painting")),
]
QUESTIONS = [
    ("Who has the yellow shutters?", lambda s: s.v("Owners", "yellow")),
    ("Who owns the goldfish?", lambda s: s.v("Owners", "goldfish")),
]
NUM = "."
INTRO = ["Five retired friends live in the five cottages on Lakeshore Lane, numbered 1 to 5 from left to right as you face the lake. Each cottage has shutters of a different color: blue, green, red, white or yellow. Each friend keeps a different pet and has a different favorite hobby: birdwatching, fishing, gardening, golf or painting."]
OUTRO = []
REMARKS = INTRO + OUTRO
