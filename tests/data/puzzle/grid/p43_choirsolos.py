M = "Months"
CATEGORIES = [
    ("Singers", ["Bethan", "Carys", "Eifion", "Gareth", "Nia"]),
    ("Hymns", ["Abide with Me", "Cwm Rhondda", "Jerusalem", "Morning Has Broken", "The Lord's My Shepherd"]),
    ("Months", ["March", "April", "May", "June", "July"], [3, 4, 5, 6, 7]),
]
SOLUTION = [
    ["Bethan", "Jerusalem", "May"],
    ["Carys", "Abide with Me", "July"],
    ["Eifion", "Cwm Rhondda", "March"],
    ["Gareth", "The Lord's My Shepherd", "June"],
    ["Nia", "Morning Has Broken", "April"],
]
CLUES = [
    ("Eifion sang the first of the five solos.", lambda s: s.n(M, "Eifion") == 3),
    ("Jerusalem was sung the month after Nia's solo.", lambda s: s.n(M, "Jerusalem") == s.n(M, "Nia") + 1),
    ("Carys sang in the month after the soloist who chose The Lord's My Shepherd.",
     lambda s: s.n(M, "Carys") == s.n(M, "The Lord's My Shepherd") + 1),
    ("Morning Has Broken was sung by neither Gareth nor Eifion.",
     lambda s: not s.same("Gareth", "Morning Has Broken") and not s.same("Eifion", "Morning Has Broken")),
    ("Abide with Me brought the series to a close in July.", lambda s: s.n(M, "Abide with Me") == 7),
    ("Nia's turn came before Gareth's.", lambda s: s.n(M, "Nia") < s.n(M, "Gareth")),
    ("Carys sang last, and Eifion's hymn was Cwm Rhondda.", lambda s: s.n(M, "Carys") == 7 and s.same("Eifion", "Cwm Rhondda")),
    ("Bethan sang earlier in the year than Gareth did.", lambda s: s.n(M, "Bethan") < s.n(M, "Gareth")),
]
QUESTIONS = [("Which hymn did Bethan sing?", lambda s: s.v("Hymns", "Bethan"))]
NUM = "."
DOT = False
INTRO = ["At the chapel in Pontyberem, five members of the choir each sang one solo at an evening service, "
         "one a month from March to July. Can you match each singer with the hymn and the month?"]
OUTRO = []
REMARKS = INTRO + OUTRO
