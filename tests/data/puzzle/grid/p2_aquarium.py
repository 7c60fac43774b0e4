T = "Tanks"
def one_of(s, a, b, c, d):
    return s.e(a) != s.e(b) and (
        (s.same(a, c) and s.same(b, d)) or (s.same(a, d) and s.same(b, c)))
CATEGORIES = [
    ("Owners", ["Farah", "Gus", "Hana", "Ivan"]),
    ("Tanks", ["40 litres", "60 litres", "80 litres", "100 litres"], [40, 60, 80, 100]),
    ("Fish", ["angelfish", "guppies", "neon tetras", "platies"]),
]
CLUES = [
    ("Gus's tank holds 40 litres less than Farah's.", lambda s: s.n(T, "Gus") == s.n(T, "Farah") - 40),
    ("The neon tetras live in a smaller tank than the guppies.",
     lambda s: s.n(T, "neon tetras") < s.n(T, "guppies")),
    ("Hana's tank is the largest.", lambda s: s.n(T, "Hana") == 100),
    ("Either Ivan or Hana keeps the platies.",
     lambda s: s.same("Ivan", "platies") != s.same("Hana", "platies")),
    ("Of Farah and Ivan, one keeps guppies and the other has the 60-litre tank.",
     lambda s: one_of(s, "Farah", "Ivan", "guppies", "60 litres")),
    ("Gus doesn't keep neon tetras.", lambda s: not s.same("Gus", "neon tetras")),
]
