# The text has no category lines: the intro names the numbering (trailers 1 to 5
# from left to right) and says what differs; the clues and the questions name the
# values (the goldfish and the Pontiac appear only in the questions).
T = "Trailers"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(T, a) - s.n(T, b)) == 1
CATEGORIES = [
    ("Trailers", ["1", "2", "3", "4", "5"]),
    ("Colors", ["blue", "green", "pink", "white", "yellow"]),
    ("Jobs", ["barber", "mechanic", "nurse", "trucker", "waitress"]),
    ("Pets", ["canary", "cat", "goldfish", "parrot", "terrier"]),
    ("Cars", ["Chevy", "Dodge", "Ford", "Plymouth", "Pontiac"]),
]
SOLUTION = [
    ["1", "yellow", "trucker", "terrier", "Ford"],
    ["2", "blue", "waitress", "canary", "Plymouth"],
    ["3", "white", "mechanic", "cat", "Chevy"],
    ["4", "green", "barber", "goldfish", "Dodge"],
    ["5", "pink", "nurse", "parrot", "Pontiac"],
]
CLUES = [
    ("The trucker lives in the yellow trailer.", lambda s: s.same("trucker", "yellow")),
    ("The waitress keeps a canary.", lambda s: s.same("waitress", "canary")),
    ("The Chevy is parked outside the white trailer.", lambda s: s.same("Chevy", "white")),
    ("The mechanic lives in the middle trailer.", lambda s: s.n(T, "mechanic") == 3),
    ("The owner of the Ford lives in the first trailer on the left.", lambda s: s.n(T, "Ford") == 1),
    ("The terrier's owner lives next to the owner of the Plymouth.", lambda s: near(s, "terrier", "Plymouth")),
    ("The parrot lives in the trailer at the right-hand end.", lambda s: s.n(T, "parrot") == 5),
    ("The nurse's trailer is pink.", lambda s: s.same("nurse", "pink")),
    ("The Dodge belongs to the barber.", lambda s: s.same("Dodge", "barber")),
    ("The cat lives next door to the barber.", lambda s: near(s, "cat", "barber")),
    ("The green trailer is somewhere to the right of the blue one.", lambda s: s.n(T, "green") > s.n(T, "blue")),
    ("The waitress's trailer is immediately to the left of the mechanic's.", lambda s: s.n(T, "waitress") == s.n(T, "mechanic") - 1),
    ("The cat belongs to the mechanic.", lambda s: s.same("cat", "mechanic")),
    ("The trucker owns a terrier.", lambda s: s.same("trucker", "terrier")),
]
QUESTIONS = [
    ("Now, who keeps the goldfish? Who drives the Pontiac?",
     lambda s: (s.v("Jobs", "goldfish"), s.v("Jobs", "Pontiac"))),
]
NUM = "."
INTRO = ["Five trailers stand in a row at the Pine Hollow trailer park, numbered 1 to 5 from left to right as you look at them from the road. Each is painted a different color, and each owner works at a different job, keeps a different pet and drives a different make of car."]
ASK = None
OUTRO = []
REMARKS = INTRO + OUTRO
