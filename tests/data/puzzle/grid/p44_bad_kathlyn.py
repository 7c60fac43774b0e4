P = "Prices"
CATEGORIES = [
    ("Customers", ["Kaitlyn", "Kathleen", "Rosalind", "Trudy"]),
    ("Mats", ["gray", "lilac", "mint", "plum"]),
    ("Prices", ["$20", "$22", "$24", "$26"], [20, 22, 24, 26]),
]
CLUES = [
    ("Trudy paid the least.", lambda s: s.n(P, "Trudy") == 20),
    ("Rosalind's mat cost the most, but it wasn't lilac.", lambda s: s.n(P, "Rosalind") == 26 and not s.same("Rosalind", "lilac")),
    ("The mint mat cost $2 more than the gray mat.", lambda s: s.n(P, "mint") == s.n(P, "gray") + 2),
    ("The plum mat cost $4 more than the mint one.", lambda s: s.n(P, "plum") == s.n(P, "mint") + 4),
]
BAD = (3, "Kathlyn paid $2 more than Trudy.")
REFUSED = {BAD[1]: {
    "'Kaitlyn paid $2 more than Trudy'": lambda s: s.n(P, "Kaitlyn") == s.n(P, "Trudy") + 2,
    "'Kathleen paid $2 more than Trudy'": lambda s: s.n(P, "Kathleen") == s.n(P, "Trudy") + 2,
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four customers each bought a yoga mat in a different color."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Kathlyn paid $2 more than Trudy.", must be refused: nobody is called
Kathlyn. The name is two letters away from Kaitlyn and two letters away from
Kathleen, so it cannot be corrected with any confidence. The other clues fix
Trudy ($20, gray) and Rosalind ($26, plum) and leave Kaitlyn and Kathleen with
$22 (mint) and $24 (lilac) in either order: two solutions. Read as "Kaitlyn"
the clue gives one solution, read as "Kathleen" it gives the other."""
