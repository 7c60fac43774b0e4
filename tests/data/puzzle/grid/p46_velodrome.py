T = "Times"
CATEGORIES = [
    ("Riders", ["Fenna", "Gustavo", "Harriet", "Idris", "Juno"]),
    ("Bikes", ["Arrow", "Comet", "Kestrel", "Swift", "Vortex"]),
    ("Times", ["10.8 seconds", "11.0 seconds", "11.2 seconds", "11.4 seconds", "11.6 seconds"], [108, 110, 112, 114, 116]),
    ("Jerseys", ["black", "blue", "green", "red", "white"]),
]
SOLUTION = [
    ["Fenna", "Kestrel", "11.2 seconds", "green"],
    ["Gustavo", "Arrow", "10.8 seconds", "black"],
    ["Harriet", "Vortex", "11.6 seconds", "white"],
    ["Idris", "Swift", "11.0 seconds", "red"],
    ["Juno", "Comet", "11.4 seconds", "blue"],
]
CLUES = [
    ("Gustavo was 0.4 seconds faster than Fenna.", lambda s: s.n(T, "Gustavo") == s.n(T, "Fenna") - 4),
    ("The rider in white posted the slowest time.", lambda s: s.n(T, "white") == 116),
    ("The Comet's lap was 0.2 seconds slower than the Kestrel's.", lambda s: s.n(T, "Comet") == s.n(T, "Kestrel") + 2),
    ("The rider in red was somewhat faster than Juno.", lambda s: s.n(T, "red") < s.n(T, "Juno")),
    ("The rider on the Arrow was either Gustavo or the one in red.", lambda s: s.same("Arrow", "Gustavo") != s.same("Arrow", "red")),
    ("Harriet was slower than everyone else.", lambda s: s.n(T, "Harriet") == 116),
    ("Of Fenna and the rider in black, one rode the Kestrel and the other rode the Arrow.",
     lambda s: not s.same("Fenna", "black") and (
         (s.same("Fenna", "Kestrel") and s.same("black", "Arrow")) or
         (s.same("Fenna", "Arrow") and s.same("black", "Kestrel")))),
    ("Fenna wasn't the one wearing red.", lambda s: not s.same("Fenna", "red")),
    ("The Comet was ridden by the rider in blue, and Harriet didn't ride the Swift.",
     lambda s: s.same("Comet", "blue") and not s.same("Harriet", "Swift")),
]
NUM = "."
INTRO = ["At the club's Tuesday track night, five riders each rode one timed flying lap on a different bike, each wearing a different jersey."]
REMARKS = INTRO
