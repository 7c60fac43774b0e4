# p52_chili: 4x4, medium; scores.
# solution:
#   Bernie | habanero | 78 | beer
#   Dottie | ancho | 92 | chocolate
#   Lou | jalapeño | 71 | coffee
#   Marisol | chipotle | 85 | cinnamon
S = "Scores"
CATEGORIES = [
    ("Cooks", ["Bernie", "Dottie", "Lou", "Marisol"]),
    ("Peppers", ["ancho", "chipotle", "habanero", "jalapeño"]),
    ("Scores", ["71", "78", "85", "92"], [71, 78, 85, 92]),
    ("Secret ingredients", ["beer", "chocolate", "cinnamon", "coffee"]),
]
INTRO = ["Four cooks entered the Fire Hall chili cook-off. Each built a chili around a different "
         "pepper, added a different secret ingredient, and received a different score from the judges."]
REMARKS = INTRO


def sc(s, x):
    return s.n(S, x)


CLUES = [
    ("The chili with chocolate in it scored 14 points higher than the habanero chili.",
     lambda s: sc(s, "chocolate") == sc(s, "habanero") + 14),
    ("Lou's chili got the lowest score of the four.", lambda s: sc(s, "Lou") == 71),
    ("Marisol's chili, which didn't contain coffee, scored 7 points lower than Dottie's.",
     lambda s: not s.same("Marisol", "coffee") and sc(s, "Marisol") == sc(s, "Dottie") - 7),
    ("The chili made with beer used neither ancho nor jalapeño peppers.",
     lambda s: not s.same("beer", "ancho") and not s.same("beer", "jalapeño")),
    ("Of the chipotle chili and Bernie's chili, one had cinnamon in it and the other scored 78 points.",
     lambda s: not s.same("chipotle", "Bernie") and (
         (s.same("chipotle", "cinnamon") and sc(s, "Bernie") == 78)
         or (s.same("Bernie", "cinnamon") and sc(s, "chipotle") == 78))),
    ("Lou didn't use habanero peppers.", lambda s: not s.same("Lou", "habanero")),
    ("The ancho chili outscored the jalapeño chili.", lambda s: sc(s, "ancho") > sc(s, "jalapeño")),
]
QUESTIONS = [("What was Lou's secret ingredient?", lambda s: s.v("Secret ingredients", "Lou"))]
