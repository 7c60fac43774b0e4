M = "Heights"
CATEGORIES = [
    ("Guides", ["Amara", "Benicio", "Corinne", "Dev", "Elsbeth", "Florian"]),
    ("Birds", ["hornbill", "macaw", "quetzal", "sunbird", "toucan", "trogon"]),
    ("Heights", ["20 m", "25 m", "30 m", "35 m", "40 m", "45 m"], [20, 25, 30, 35, 40, 45]),
]
SOLUTION = [
    ["Amara", "quetzal", "35 m"],
    ["Benicio", "toucan", "20 m"],
    ["Corinne", "hornbill", "45 m"],
    ["Dev", "sunbird", "25 m"],
    ["Elsbeth", "macaw", "40 m"],
    ["Florian", "trogon", "30 m"],
]
CLUES = [
    ("The guide who spotted the quetzal led a walk 15 m higher than Benicio's.", lambda s: s.n(M, "quetzal") == s.n(M, "Benicio") + 15),
    ("Corinne's walkway was the highest.", lambda s: s.n(M, "Corinne") == 45),
    ("Of Dev and the guide who saw the macaw, one was on the 25 m walkway and the other on the 40 m walkway.",
     lambda s: s.e("Dev") != s.e("macaw") and (
         (s.same("Dev", "25 m") and s.same("macaw", "40 m")) or
         (s.same("macaw", "25 m") and s.same("Dev", "40 m")))),
    ("The trogon was seen from a walkway 5 m higher than the sunbird's.", lambda s: s.n(M, "trogon") == s.n(M, "sunbird") + 5),
    ("Elsbeth's walkway was higher than Amara's.", lambda s: s.n(M, "Elsbeth") > s.n(M, "Amara")),
    ("Florian saw neither the toucan nor the hornbill.", lambda s: not s.same("Florian", "toucan") and not s.same("Florian", "hornbill")),
    ("The hornbill wasn't seen from the 40 m walkway.", lambda s: not s.same("hornbill", "40 m")),
    ("Neither Amara nor Florian spotted the sunbird.", lambda s: not s.same("Amara", "sunbird") and not s.same("Florian", "sunbird")),
    ("Amara's walkway was 10 m higher than Dev's.", lambda s: s.n(M, "Amara") == s.n(M, "Dev") + 10),
    ("Florian's walkway was 10 m higher than Benicio's.", lambda s: s.n(M, "Florian") == s.n(M, "Benicio") + 10),
    ("The toucan was seen from the lowest walkway.", lambda s: s.n(M, "toucan") == 20),
]
NUM = None
DOT = False
INTRO = ["Six guides each led a rainforest canopy walk at a different height and each spotted a different bird."]
OUTRO = []
REMARKS = INTRO + OUTRO
