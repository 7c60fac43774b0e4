A = "Ages"
CATEGORIES = [
    ("Nippers", ["Ashleigh", "Brodie", "Jayden", "Tahlia"]),
    ("Ages", ["8", "9", "10", "11"], [8, 9, 10, 11]),
    ("Events", ["beach flags", "board paddle", "run-swim-run", "swim"]),
    ("Caps", ["blue", "green", "red", "yellow"]),
]
SOLUTION = [
    ["Ashleigh", "10", "beach flags", "yellow"],
    ["Brodie", "8", "board paddle", "green"],
    ["Jayden", "11", "swim", "red"],
    ["Tahlia", "9", "run-swim-run", "blue"],
]
CLUES = [
    ("Jayden is three years older than Brodie.", lambda s: s.n(A, "Jayden") == s.n(A, "Brodie") + 3),
    ("The nipper in the yellow cap won the beach flags.", lambda s: s.same("yellow", "beach flags")),
    ("Tahlia is a year younger than the nipper in the yellow cap.", lambda s: s.n(A, "Tahlia") == s.n(A, "yellow") - 1),
    ("The oldest nipper wore red, but didn't win the board paddle.",
     lambda s: s.n(A, "red") == 11 and not s.same("red", "board paddle")),
    ("Neither Brodie nor the nipper in the blue cap won the swim.",
     lambda s: not s.same("Brodie", "swim") and not s.same("blue", "swim")),
    ("The board paddle was won by a younger nipper than the run-swim-run.", lambda s: s.n(A, "board paddle") < s.n(A, "run-swim-run")),
    ("Ashleigh's cap isn't green, and nor is Tahlia's.", lambda s: not s.same("Ashleigh", "green") and not s.same("Tahlia", "green")),
]
NUM = "."
DOT = False
INTRO = ["At the surf club's nippers carnival, four kids, one of each age from 8 to 11, each won one event, and each wore a different coloured cap."]
OUTRO = []
REMARKS = INTRO + OUTRO
