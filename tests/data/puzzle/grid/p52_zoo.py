# p52_zoo: 4x5, medium; ages.
# solution:
#   camel | Marvin | 10 years | Gordon
#   giraffe | Juniper | 6 years | Leticia
#   lemur | Ziggy | 2 years | Hiro
#   otter | Pickles | 4 years | Wes
#   zebra | Bongo | 8 years | Fatima
A = "Ages"
CATEGORIES = [
    ("Animals", ["camel", "giraffe", "lemur", "otter", "zebra"]),
    ("Names", ["Bongo", "Juniper", "Marvin", "Pickles", "Ziggy"]),
    ("Ages", ["2 years", "4 years", "6 years", "8 years", "10 years"], [2, 4, 6, 8, 10]),
    ("Keepers", ["Fatima", "Gordon", "Hiro", "Leticia", "Wes"]),
]
INTRO = ["The children's zoo has five animals, each a different age and each with its own keeper."]
OUTRO = ['Match each animal with its name, its age and its keeper.']
REMARKS = INTRO + OUTRO


def a(s, x):
    return s.n(A, x)


CLUES = [
    ("Marvin is 4 years older than the giraffe.", lambda s: a(s, "Marvin") == a(s, "giraffe") + 4),
    ("Ziggy is the youngest animal, and isn't looked after by Wes.",
     lambda s: a(s, "Ziggy") == 2 and not s.same("Ziggy", "Wes")),
    ("The animal cared for by Fatima is 2 years younger than the camel.",
     lambda s: a(s, "Fatima") == a(s, "camel") - 2),
    ("Of the otter and Leticia's animal, one is Pickles and the other is 6 years old.",
     lambda s: not s.same("otter", "Leticia") and (
         (s.same("otter", "Pickles") and a(s, "Leticia") == 6)
         or (s.same("Leticia", "Pickles") and a(s, "otter") == 6))),
    ("Bongo is older than Juniper.", lambda s: a(s, "Bongo") > a(s, "Juniper")),
    ("Gordon's charge isn't the zebra, and Hiro's isn't the otter.",
     lambda s: not s.same("Gordon", "zebra") and not s.same("Hiro", "otter")),
    ("The zebra is older than the giraffe but younger than Marvin.",
     lambda s: a(s, "giraffe") < a(s, "zebra") < a(s, "Marvin")),
    ("Wes's animal is 2 years older than Hiro's.", lambda s: a(s, "Wes") == a(s, "Hiro") + 2),
    ("The giraffe isn't Ziggy.", lambda s: not s.same("giraffe", "Ziggy")),
]
