N = "Nights"
R = "Nightly rates"
CATEGORIES = [
    ("Sitters", ["Kai", "Lorna", "Maddox", "Nell"]),
    ("Pets", ["beagle", "parrot", "tabby", "tortoise"]),
    ("Nights", ["3 nights", "5 nights", "7 nights", "9 nights"], [3, 5, 7, 9]),
    ("Nightly rates", ["$35", "$40", "$45", "$50"], [35, 40, 45, 50]),
]
SOLUTION = [
    ["Kai", "tortoise", "7 nights", "$45"],
    ["Lorna", "beagle", "9 nights", "$35"],
    ["Maddox", "parrot", "3 nights", "$50"],
    ["Nell", "tabby", "5 nights", "$40"],
]
CLUES = [
    ("The sitter who watched the beagle stayed 2 nights longer than Kai.",
     lambda s: s.n(N, "beagle") == s.n(N, "Kai") + 2),
    ("Maddox charged $10 more per night than Nell.",
     lambda s: s.n(R, "Maddox") == s.n(R, "Nell") + 10),
    ("The shortest job paid the highest nightly rate.",
     lambda s: s.same("3 nights", "$50")),
    ("Nell didn't look after the tortoise.",
     lambda s: not s.same("Nell", "tortoise")),
    ("The $35-a-night job lasted longer than the parrot job.",
     lambda s: s.n(N, "$35") > s.n(N, "parrot")),
    ("The tabby's sitter charged $40 a night.",
     lambda s: s.same("tabby", "$40")),
    ("The parrot's sitter charged $5 more per night than Kai.",
     lambda s: s.n(R, "parrot") == s.n(R, "Kai") + 5),
    ("Of Lorna and the tortoise's sitter, one stayed 9 nights and the other charged $45 a night.",
     lambda s: not s.same("Lorna", "tortoise") and (
         (s.same("Lorna", "9 nights") and s.same("tortoise", "$45"))
         or (s.same("tortoise", "9 nights") and s.same("Lorna", "$45")))),
]
QUESTIONS = []
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
