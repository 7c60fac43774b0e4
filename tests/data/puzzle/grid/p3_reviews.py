R = "Ratings"
def r(s, x):
    return s.n(R, x)
CATEGORIES = [
    ("Critics", ["Bellamy", "Cortez", "Fitch", "Moreau"]),
    ("Films", ["Kingfisher", "Ninety-Nine Doors", "Saltmarsh", "The Quiet Hour"]),
    ("Ratings", ["2.5 stars", "3 stars", "3.5 stars", "4 stars"], [2.5, 3, 3.5, 4]),
]
CLUES = [
    ("Fitch gave the highest rating.", lambda s: r(s, "Fitch") == 4),
    ("Kingfisher got half a star less than The Quiet Hour.", lambda s: r(s, "Kingfisher") == r(s, "The Quiet Hour") - 0.5),
    ("Bellamy's rating was a star higher than Cortez's.", lambda s: r(s, "Bellamy") == r(s, "Cortez") + 1),
    ("Moreau didn't review Saltmarsh.", lambda s: not s.same("Moreau", "Saltmarsh")),
    ("Ninety-Nine Doors wasn't given 3 stars.", lambda s: not s.same("Ninety-Nine Doors", "3 stars")),
    ("Saltmarsh got a higher rating than The Quiet Hour.", lambda s: r(s, "Saltmarsh") > r(s, "The Quiet Hour")),
    ("Fitch didn't review Saltmarsh.", lambda s: not s.same("Fitch", "Saltmarsh")),
]
REMARKS = ["Four critics each reviewed a different new film for Sunday's papers."]
