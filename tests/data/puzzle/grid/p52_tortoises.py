# p52_tortoises: 4x5, medium.
# solution:
#   Bubbles | 42 | leopard | Farrah
#   Methuselah | 14 | Russian | Lionel
#   Pokey | 70 | Aldabra | Bianca
#   Shelly | 28 | Galapagos | Quentin
#   Speedy | 56 | Hermann's | Dmitri
A = "Ages"
CATEGORIES = [
    ("Tortoises", ["Bubbles", "Methuselah", "Pokey", "Shelly", "Speedy"]),
    ("Ages", ["14", "28", "42", "56", "70"], [14, 28, 42, 56, 70]),
    ("Species", ["Aldabra", "Galapagos", "Hermann's", "leopard", "Russian"]),
    ("Keepers", ["Bianca", "Dmitri", "Farrah", "Lionel", "Quentin"]),
]
INTRO = ["The reptile house at the Millbrook Zoo has five tortoises, each of a different "
         "species and age, and each looked after by a different keeper."]
REMARKS = INTRO


def a(s, x):
    return s.n(A, x)


CLUES = [
    ("Despite his name, Methuselah is the youngest of the five.", lambda s: a(s, "Methuselah") == 14),
    ("The Aldabra tortoise is 42 years older than the Galapagos tortoise.",
     lambda s: a(s, "Aldabra") == a(s, "Galapagos") + 42),
    ("Of Speedy and the tortoise cared for by Farrah, one is the Hermann's tortoise and the other is 42 years old.",
     lambda s: not s.same("Speedy", "Farrah") and (
         (s.same("Speedy", "Hermann's") and a(s, "Farrah") == 42)
         or (s.same("Farrah", "Hermann's") and a(s, "Speedy") == 42))),
    ("The Russian tortoise is looked after by Lionel.", lambda s: s.same("Russian", "Lionel")),
    ("Quentin's tortoise is 28 years younger than Speedy.",
     lambda s: a(s, "Quentin") == a(s, "Speedy") - 28),
    ("Bianca doesn't look after the leopard tortoise.", lambda s: not s.same("Bianca", "leopard")),
    ("Dmitri's tortoise is older than Bubbles but younger than Pokey.",
     lambda s: a(s, "Bubbles") < a(s, "Dmitri") < a(s, "Pokey")),
    ("Farrah's tortoise is older than Lionel's.", lambda s: a(s, "Farrah") > a(s, "Lionel")),
    ("Methuselah isn't Quentin's responsibility.", lambda s: not s.same("Methuselah", "Quentin")),
    ("Shelly is neither the Russian nor the leopard tortoise.",
     lambda s: not s.same("Shelly", "Russian") and not s.same("Shelly", "leopard")),
]
QUESTIONS = [("Who looks after Pokey?", lambda s: s.v("Keepers", "Pokey")),
             ("How old is the leopard tortoise?", lambda s: s.v(A, "leopard"))]
