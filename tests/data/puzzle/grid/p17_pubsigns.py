F = "Fees"
CATEGORIES = [
    ("Signwriters", ["Fred Amos", "Gail Brook", "Hugh Cato", "Ivy Dell", "Jim Eyre"]),
    ("Pubs", ["Bell", "Crown", "Plough", "Red Lion", "Swan"]),
    ("Fees", ["£150", "£220", "£275", "£340", "£500"], [150, 220, 275, 340, 500]),
]
SOLUTION = [
    ["Fred Amos", "Plough", "£275"],
    ["Gail Brook", "Crown", "£500"],
    ["Hugh Cato", "Swan", "£150"],
    ["Ivy Dell", "Bell", "£340"],
    ["Jim Eyre", "Red Lion", "£220"],
]
CLUES = [
    ("The sign for the Crown earned its painter the biggest fee.", lambda s: s.n(F, "Crown") == 500),
    ("Hugh Cato was paid £70 less than Jim Eyre.", lambda s: s.n(F, "Hugh Cato") == s.n(F, "Jim Eyre") - 70),
    ("Ivy Dell's fee was £65 more than the fee for the Plough.", lambda s: s.n(F, "Ivy Dell") == s.n(F, "Plough") + 65),
    ("Neither Fred Amos nor Jim Eyre painted the Swan or the Bell.",
     lambda s: all(not s.same(a, b) for a in ["Fred Amos", "Jim Eyre"] for b in ["Swan", "Bell"])),
    ("Jim Eyre didn't paint the Plough.", lambda s: not s.same("Jim Eyre", "Plough")),
    ("Gail Brook earned more than Ivy Dell, who didn't paint the Swan.",
     lambda s: s.n(F, "Gail Brook") > s.n(F, "Ivy Dell") and not s.same("Ivy Dell", "Swan")),
]
NUM = "."
DOT = False
INTRO = ["The brewery had five of its pub signs repainted this year, each by a different signwriter for a different fee."]
OUTRO = []
REMARKS = INTRO + OUTRO
