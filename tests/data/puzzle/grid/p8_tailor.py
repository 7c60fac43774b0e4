P = "Prices"
D = "Fittings"
def p(s, x):
    return s.n(P, x)
def d(s, x):
    return s.n(D, x)
NUM = ""
INTRO = ["Four gentlemen ordered a garment from Mr Penhaligon's tailoring shop for a June wedding, and each came in for a fitting on a different day."]
REMARKS = INTRO
CATEGORIES = [
    ("Customers", ["Mr. Achebe", "Mr. Bergström", "Mr. Yilmaz", "Mr. Zhou"]),
    ("Garments", ["blazer", "kilt", "tuxedo", "waistcoat"]),
    ("Prices", ["£85", "£120", "£160", "£245"], [85, 120, 160, 245]),
    ("Fittings", ["3 June", "5 June", "7 June", "9 June"], [3, 5, 7, 9]),
]
SOLUTION = [("Mr. Achebe", "kilt", "£120", "7 June"), ("Mr. Bergström", "waistcoat", "£85", "5 June"), ("Mr. Yilmaz", "tuxedo", "£245", "9 June"), ("Mr. Zhou", "blazer", "£160", "3 June")]
CLUES = [
    ("The tuxedo was the most expensive garment.", lambda s: p(s, "tuxedo") == 245),
    ("Mr. Zhou's fitting was two days before Mr. Bergström's.", lambda s: d(s, "Mr. Zhou") == d(s, "Mr. Bergström") - 2),
    ("The kilt cost £40 less than the blazer.", lambda s: p(s, "kilt") == p(s, "blazer") - 40),
    ("The cheapest garment was fitted on 5 June.", lambda s: d(s, "£85") == 5),
    ("Mr. Achebe's fitting was after Mr. Bergström's but before Mr. Yilmaz's.", lambda s: d(s, "Mr. Bergström") < d(s, "Mr. Achebe") < d(s, "Mr. Yilmaz")),
    ("Mr. Zhou didn't order the tuxedo.", lambda s: not s.same("Mr. Zhou", "tuxedo")),
    ("The tuxedo was fitted last.", lambda s: d(s, "tuxedo") == 9),
    ("Mr. Zhou's garment cost more than Mr. Achebe's.", lambda s: p(s, "Mr. Zhou") > p(s, "Mr. Achebe")),
]
QUESTIONS = [("What did Mr. Achebe order, and what did it cost?", lambda s: (s.v("Garments", "Mr. Achebe"), s.v("Prices", "Mr. Achebe")))]
