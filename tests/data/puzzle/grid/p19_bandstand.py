D = "Dates"
A = "Audiences"
CATEGORIES = [
    ("Leaders", ["Ada", "Bill", "Cath", "Don", "Elsie"]),
    ("Bands", ["Avonside Brass", "Coopers Jazz Five", "Kingsbridge Silver", "Riverside Ukes", "The Haywains"]),
    ("Dates", ["1 June", "8 June", "15 June", "22 June", "29 June"], [1, 8, 15, 22, 29]),
    ("Audiences", ["60", "90", "120", "150", "180"], [60, 90, 120, 150, 180]),
]
SOLUTION = [
    ["Ada", "The Haywains", "15 June", "150"],
    ["Bill", "Kingsbridge Silver", "1 June", "90"],
    ["Cath", "Riverside Ukes", "29 June", "180"],
    ["Don", "Avonside Brass", "22 June", "60"],
    ["Elsie", "Coopers Jazz Five", "8 June", "120"],
]
CLUES = [
    ("The concert on 29 June drew the biggest audience.", lambda s: s.n(A, "29 June") == 180),
    ("Avonside Brass played a week after The Haywains.", lambda s: s.n(D, "Avonside Brass") == s.n(D, "The Haywains") + 7),
    ("Bill's band played first, and drew 30 more people than Don's.",
     lambda s: s.n(D, "Bill") == 1 and s.n(A, "Bill") == s.n(A, "Don") + 30),
    ("The Coopers Jazz Five concert was a week before Ada's.", lambda s: s.n(D, "Coopers Jazz Five") == s.n(D, "Ada") - 7),
    ("The Haywains drew 30 more people than the band that played on 8 June.",
     lambda s: s.n(A, "The Haywains") == s.n(A, "8 June") + 30),
    ("Cath doesn't lead Kingsbridge Silver.", lambda s: not s.same("Cath", "Kingsbridge Silver")),
    ("Don's band had the smallest audience.", lambda s: s.n(A, "Don") == 60),
    ("Elsie leads the Coopers Jazz Five, and Cath's band played the last concert.",
     lambda s: s.same("Elsie", "Coopers Jazz Five") and s.n(D, "Cath") == 29),
    ("Bill doesn't lead The Haywains.", lambda s: not s.same("Bill", "The Haywains")),
]
NUM = ")"
DOT = False
INTRO = ["Five bands played the Sunday afternoon concerts on the park bandstand in June, one each Sunday."]
OUTRO = []
REMARKS = INTRO + OUTRO
