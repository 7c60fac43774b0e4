Y = "Planted"
M = "Times"
CATEGORIES = [
    ("Mazes", ["Ashcombe", "Fairleigh", "Hollins", "Marbury", "Stanwick"]),
    ("Hedges", ["beech", "box", "holly", "hornbeam", "yew"]),
    ("Planted", ["1820", "1845", "1870", "1895", "1920"], [1820, 1845, 1870, 1895, 1920]),
    ("Times", ["12 minutes", "18 minutes", "24 minutes", "30 minutes", "36 minutes"], [12, 18, 24, 30, 36]),
    ("Centres", ["bench", "fountain", "obelisk", "statue", "sundial"]),
]
SOLUTION = [
    ["Ashcombe", "yew", "1845", "30 minutes", "fountain"],
    ["Fairleigh", "beech", "1920", "12 minutes", "bench"],
    ["Hollins", "holly", "1870", "24 minutes", "sundial"],
    ["Marbury", "hornbeam", "1895", "18 minutes", "obelisk"],
    ["Stanwick", "box", "1820", "36 minutes", "statue"],
]
CLUES = [
    ("The maze with the sundial takes 6 minutes less to solve than Ashcombe.",
     lambda s: s.n(M, "sundial") == s.n(M, "Ashcombe") - 6),
    ("The oldest maze is also the slowest to solve.", lambda s: s.same("1820", "36 minutes")),
    ("The youngest maze takes only 12 minutes to solve.", lambda s: s.same("1920", "12 minutes")),
    ("The yew maze was planted 25 years after the box maze.", lambda s: s.n(Y, "yew") == s.n(Y, "box") + 25),
    ("Neither Hollins nor the hornbeam maze has the fountain or the statue at its centre.",
     lambda s: all(not s.same(a, b) for a in ["Hollins", "hornbeam"] for b in ["fountain", "statue"])),
    ("Of Marbury and the maze planted in 1870, one is made of holly and the other has an obelisk at its centre.",
     lambda s: not s.same("Marbury", "1870") and (
         (s.same("Marbury", "holly") and s.same("1870", "obelisk")) or
         (s.same("1870", "holly") and s.same("Marbury", "obelisk")))),
    ("The beech maze was planted 25 years after Marbury.", lambda s: s.n(Y, "beech") == s.n(Y, "Marbury") + 25),
    ("The box maze has a statue at its centre.", lambda s: s.same("box", "statue")),
    ("Hollins takes 6 minutes longer to solve than the hornbeam maze.",
     lambda s: s.n(M, "Hollins") == s.n(M, "hornbeam") + 6),
    ("The five mazes are Ashcombe, the beech maze, the one with the sundial, the one planted in 1895 and the one that takes 36 minutes.",
     lambda s: len({s.e(x) for x in ["Ashcombe", "beech", "sundial", "1895", "36 minutes"]}) == 5),
    ("Stanwick was planted 25 years before Ashcombe.", lambda s: s.n(Y, "Stanwick") == s.n(Y, "Ashcombe") - 25),
    ("Fairleigh has a bench at its centre.", lambda s: s.same("Fairleigh", "bench")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = ["Times are the average time visitors take to reach the centre."]
REMARKS = INTRO + OUTRO
