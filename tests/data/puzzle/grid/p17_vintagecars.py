Y = "Years"
CATEGORIES = [
    ("Owners", ["Hal Brody", "Iris Penn", "Jack Foy", "Kitty Marsh", "Lenny Oduya"]),
    ("Cars", ["Austin", "Humber", "Jaguar", "Morris", "Triumph"]),
    ("Years", ["1958", "1963", "1968", "1971", "1977"], [1958, 1963, 1968, 1971, 1977]),
    ("Colours", ["black", "blue", "cream", "green", "red"]),
]
SOLUTION = [
    ["Hal Brody", "Humber", "1963", "cream"],
    ["Iris Penn", "Jaguar", "1968", "red"],
    ["Jack Foy", "Austin", "1958", "black"],
    ["Kitty Marsh", "Triumph", "1977", "blue"],
    ["Lenny Oduya", "Morris", "1971", "green"],
]
CLUES = [
    ("Neither the 1968 model nor the blue car belongs to Hal Brody.",
     lambda s: not s.same("Hal Brody", "1968") and not s.same("Hal Brody", "blue")),
    ("The Jaguar was built exactly five years after Hal Brody's car.", lambda s: s.n(Y, "Jaguar") == s.n(Y, "Hal Brody") + 5),
    ("Kitty Marsh's car, which isn't the Morris, is the newest of the five.",
     lambda s: not s.same("Kitty Marsh", "Morris") and s.n(Y, "Kitty Marsh") == 1977),
    ("The oldest car is black, and the green one dates from 1971.", lambda s: s.n(Y, "black") == 1958 and s.same("green", "1971")),
    ("Lenny Oduya's car was built three years after Iris Penn's.", lambda s: s.n(Y, "Lenny Oduya") == s.n(Y, "Iris Penn") + 3),
    ("The Humber is cream.", lambda s: s.same("Humber", "cream")),
    ("Jack Foy owns either the Austin or the Triumph.", lambda s: s.same("Jack Foy", "Austin") or s.same("Jack Foy", "Triumph")),
    ("Iris Penn's car is the red one, and the Triumph is blue.",
     lambda s: s.same("Iris Penn", "red") and s.same("Triumph", "blue")),
]
NUM = ")"
DOT = True
INTRO = ["Five members of the Fenland Classic Car Club brought their pride and joy to the summer rally. Each car is a different make, colour and year."]
OUTRO = []
REMARKS = INTRO + OUTRO
