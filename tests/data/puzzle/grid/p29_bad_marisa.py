D = "Eggs sold"
CATEGORIES = [
    ("Sellers", ["Maria", "Marisol", "Nadia", "Odette"]),
    ("Hens", ["Leghorn", "Orpington", "Silkie", "Wyandotte"]),
    ("Eggs sold", ["6 dozen", "8 dozen", "10 dozen", "12 dozen"], [6, 8, 10, 12]),
]
CLUES = [
    ("Nadia keeps Orpingtons.", lambda s: s.same("Nadia", "Orpington")),
    ("The Leghorn keeper sold the most eggs.", lambda s: s.n(D, "Leghorn") == 12),
    ("Odette sold 2 dozen fewer eggs than Nadia.", lambda s: s.n(D, "Odette") == s.n(D, "Nadia") - 2),
    ("The Wyandotte keeper sold 8 dozen eggs.", lambda s: s.same("Wyandotte", "8 dozen")),
]
BAD = (4, "Marisa sold 6 dozen more eggs than the Silkie keeper.")
REFUSED = {BAD[1]: {
    "'Maria'": lambda s: s.n(D, "Maria") == s.n(D, "Silkie") + 6,
    "'Marisol'": lambda s: s.n(D, "Marisol") == s.n(D, "Silkie") + 6,
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four neighbors sell eggs from their own hens at a farm stand."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Marisa sold 6 dozen more eggs than the Silkie keeper.", must be
refused: no seller is called Marisa. The sellers are Maria, Marisol, Nadia and
Odette, and "Marisa" is one letter from Maria and two from Marisol, so it is a
misprint of one of them, but nothing says which. Without the clue the puzzle has
two solutions, one the mirror of the other (Maria and Marisol swap the Leghorns
and 12 dozen for the Silkies and 6 dozen). Read as Maria the clue gives one of
them, read as Marisol the other; a reader that matches the nearest name gives
a confident answer that is a guess."""
