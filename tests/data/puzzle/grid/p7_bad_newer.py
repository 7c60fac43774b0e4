# Clue 3, "Anders's laptop is older than Cyprian's.", compares the laptops' ages,
# and no category gives a laptop's age or purchase date: the clue cannot be read
# without guessing (misread onto the repair fees, it gives a confident answer).
F = "Repair fees"
CATEGORIES = [
    ("Owners", ["Anders", "Bronwyn", "Cyprian", "Delia"]),
    ("Laptops", ["Corvex", "Lumo", "Tessera", "Vantage"]),
    (F, ["$40", "$65", "$90", "$115"], [40, 65, 90, 115]),
]
CLUES = [
    ("The Vantage cost the most to fix.", lambda s: s.same("Vantage", "$115")),
    ("Bronwyn paid $25 less than Delia.", lambda s: s.n(F, "Bronwyn") == s.n(F, "Delia") - 25),
    ("Delia's laptop isn't the Lumo.", lambda s: not s.same("Delia", "Lumo")),
    ("The Corvex repair cost $25 more than the Tessera repair.", lambda s: s.n(F, "Corvex") == s.n(F, "Tessera") + 25),
    ("Bronwyn's laptop is the Tessera.", lambda s: s.same("Bronwyn", "Tessera")),
    ("Anders paid more than Delia.", lambda s: s.n(F, "Anders") > s.n(F, "Delia")),
]
REFUSED = {
    "Anders's laptop is older than Cyprian's.": {
        "as 'Anders paid less than Cyprian'": lambda s: s.n(F, "Anders") < s.n(F, "Cyprian"),
        "as 'Anders paid more than Cyprian'": lambda s: s.n(F, "Anders") > s.n(F, "Cyprian"),
    },
}
EXPECT = 3
INTRO = "Four laptops were collected from the repair counter at Byte Doctor on Friday."
REMARKS = [INTRO]
NUM = "."
QUESTIONS = [("Who owns the Lumo?", None)]
REFUSED_AT = 3
