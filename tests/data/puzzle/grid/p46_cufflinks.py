D = "Discounts"
CATEGORIES = [
    ("Customers", ["Anselm", "Bryony", "Cosimo", "Delphine", "Ewan"]),
    ("Materials", ["enamel", "gold", "onyx", "pearl", "silver"]),
    ("Discounts", ["10%", "15%", "20%", "25%", "30%"], [10, 15, 20, 25, 30]),
]
SOLUTION = [
    ["Anselm", "onyx", "20%"],
    ["Bryony", "silver", "10%"],
    ["Cosimo", "pearl", "30%"],
    ["Delphine", "gold", "15%"],
    ["Ewan", "enamel", "25%"],
]
CLUES = [
    ("The gold pair was discounted 5% more than Bryony's pair.", lambda s: s.n(D, "gold") == s.n(D, "Bryony") + 5),
    ("Cosimo got the biggest discount.", lambda s: s.n(D, "Cosimo") == 30),
    ("Ewan's discount was 10% bigger than Delphine's.", lambda s: s.n(D, "Ewan") == s.n(D, "Delphine") + 10),
    ("The onyx cufflinks were discounted less than the enamel ones but more than the silver ones.",
     lambda s: s.n(D, "silver") < s.n(D, "onyx") < s.n(D, "enamel")),
    ("Anselm didn't buy silver.", lambda s: not s.same("Anselm", "silver")),
    ("Neither Cosimo nor Ewan bought the gold pair.", lambda s: not s.same("Cosimo", "gold") and not s.same("Ewan", "gold")),
]
CLUES.append(("The pearl cufflinks were discounted more than the enamel ones.", lambda s: s.n(D, "pearl") > s.n(D, "enamel")))
NUM = "."
INTRO = ["During a jeweller's closing-down sale, five customers each bought a pair of cufflinks in a different material, and each was given a different discount."]
REMARKS = INTRO
QUESTIONS = [("What discount did Anselm get?", lambda s: s.v("Discounts", "Anselm"))]
