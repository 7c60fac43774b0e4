A = "Ages"
D = "Dates"
CATEGORIES = [
    ("Children", ["Fiona", "Gareth", "Hannah", "Ivor"]),
    ("Pictures", ["kitten", "sailing boat", "steam train", "teddy bear"]),
    ("Ages", ["7", "9", "11", "13"], [7, 9, 11, 13]),
    ("Dates", ["May 3", "May 10", "May 17", "May 24"], [3, 10, 17, 24]),
]
SOLUTION = [
    ["Fiona", "kitten", "11", "May 17"],
    ["Gareth", "steam train", "7", "May 3"],
    ["Hannah", "teddy bear", "9", "May 24"],
    ["Ivor", "sailing boat", "13", "May 10"],
]
CLUES = [
    ("The card with the steam train went to the youngest child, whose birthday falls a week before Ivor's.",
     lambda s: s.n(A, "steam train") == 7 and s.n(D, "steam train") == s.n(D, "Ivor") - 7),
    ("Hannah's birthday comes last of the four.", lambda s: s.n(D, "Hannah") == 24),
    ("Fiona is two years older than Hannah.", lambda s: s.n(A, "Fiona") == s.n(A, "Hannah") + 2),
    ("Ivor, who isn't 11, was sent the card with the sailing boat.",
     lambda s: s.n(A, "Ivor") != 11 and s.same("Ivor", "sailing boat")),
    ("The teddy bear card was not for the child turning 11.", lambda s: s.n(A, "teddy bear") != 11),
    ("Fiona's birthday is exactly a week after Ivor's, though Ivor is the older of the two.",
     lambda s: s.n(D, "Fiona") == s.n(D, "Ivor") + 7 and s.n(A, "Ivor") > s.n(A, "Fiona")),
]
NUM = "."
DOT = False
INTRO = ["Many Happy Returns",
         "Aunt Lottie never forgets a birthday. Four of her nephews and nieces have birthdays in May, on four different dates, "
         "and this year each will be a different age. Each card she sent had a different picture on the front."]
OUTRO = []
REMARKS = INTRO + OUTRO
