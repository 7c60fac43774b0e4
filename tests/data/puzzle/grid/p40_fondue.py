P = "Prices"
CATEGORIES = [
    ("Guests", ["Heidi", "Ruedi", "Seraina", "Urs"]),
    ("Fondues", ["broth", "cheese", "chocolate", "oil"]),
    ("Dippers", ["bread", "potatoes", "shrimp", "strawberries"]),
    ("Prices", ["$18", "$22", "$26", "$30"], [18, 22, 26, 30]),
]
SOLUTION = [
    ["Heidi", "cheese", "bread", "$22"],
    ["Ruedi", "broth", "shrimp", "$30"],
    ["Seraina", "chocolate", "strawberries", "$18"],
    ["Urs", "oil", "potatoes", "$26"],
]
CLUES = [
    ("The chocolate fondue cost $4 less than Heidi's.", lambda s: s.n(P, "chocolate") == s.n(P, "Heidi") - 4),
    ("Of Urs and the guest who dipped shrimp, one ordered the oil fondue and the other paid the most.",
     lambda s: s.e("Urs") != s.e("shrimp") and (
         (s.same("Urs", "oil") and s.n(P, "shrimp") == 30) or
         (s.same("shrimp", "oil") and s.n(P, "Urs") == 30))),
    ("The guest who dipped bread paid $8 less than Ruedi.", lambda s: s.n(P, "bread") == s.n(P, "Ruedi") - 8),
    ("Seraina dipped neither potatoes nor shrimp.", lambda s: not s.same("Seraina", "potatoes") and not s.same("Seraina", "shrimp")),
    ("The broth fondue cost more than the cheese fondue.", lambda s: s.n(P, "broth") > s.n(P, "cheese")),
    ("Neither Heidi nor Urs dipped strawberries.", lambda s: not s.same("Heidi", "strawberries") and not s.same("Urs", "strawberries")),
    ("Ruedi paid $4 more than Urs.", lambda s: s.n(P, "Ruedi") == s.n(P, "Urs") + 4),
    ("The oil fondue cost $8 more than the chocolate fondue.", lambda s: s.n(P, "oil") == s.n(P, "chocolate") + 8),
]
QUESTIONS = [("What did Urs dip?", lambda s: s.v("Dippers", "Urs"))]
NUM = "."
DOT = False
INTRO = ["Four friends each ordered a different fondue for one."]
OUTRO = []
REMARKS = INTRO + OUTRO
