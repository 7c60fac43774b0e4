R = "Runtimes"
D = "Dates"
CATEGORIES = [
    ("Directors", ["Anouk", "Bashir", "Claudette", "Desmond", "Esther"]),
    ("Films", ["Iron Orchard", "Paper Moons", "Quiet Harbor", "The Long Tide", "Wolf Hour"]),
    ("Runtimes", ["84 minutes", "91 minutes", "98 minutes", "105 minutes", "112 minutes"], [84, 91, 98, 105, 112]),
    ("Dates", ["June 3", "June 4", "June 5", "June 6", "June 7"], [3, 4, 5, 6, 7]),
]
SOLUTION = [
    ["Anouk", "Wolf Hour", "98 minutes", "June 6"],
    ["Bashir", "Iron Orchard", "112 minutes", "June 3"],
    ["Claudette", "Paper Moons", "84 minutes", "June 5"],
    ["Desmond", "Quiet Harbor", "105 minutes", "June 7"],
    ["Esther", "The Long Tide", "91 minutes", "June 4"],
]
CLUES = [
    ("Paper Moons runs 14 minutes shorter than Anouk's film.",
     lambda s: s.n(R, "Paper Moons") == s.n(R, "Anouk") - 14),
    ("The film screened on June 7 is 7 minutes longer than Wolf Hour.",
     lambda s: s.n(R, "June 7") == s.n(R, "Wolf Hour") + 7),
    ("Of Esther's film and the 112-minute film, one is The Long Tide and the other was screened on June 3.",
     lambda s: not s.same("Esther", "112 minutes") and (
         (s.same("Esther", "The Long Tide") and s.same("112 minutes", "June 3")) or
         (s.same("Esther", "June 3") and s.same("112 minutes", "The Long Tide")))),
    ("Bashir's film was screened 4 days before Quiet Harbor.",
     lambda s: s.n(D, "Bashir") == s.n(D, "Quiet Harbor") - 4),
    ("Neither Claudette's film nor the 91-minute film was shown on June 6.",
     lambda s: not s.same("Claudette", "June 6") and not s.same("91 minutes", "June 6")),
    ("The film screened on June 5 is either Paper Moons or Anouk's entry.",
     lambda s: s.same("June 5", "Paper Moons") != s.same("June 5", "Anouk")),
    ("The five films are The Long Tide, the one directed by Desmond, the 98-minute film, the one screened on June 3 and Paper Moons.",
     lambda s: len({s.e(x) for x in ["The Long Tide", "Desmond", "98 minutes", "June 3", "Paper Moons"]}) == 5),
    ("Desmond's film was screened sometime after Esther's.",
     lambda s: s.n(D, "Desmond") > s.n(D, "Esther")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
