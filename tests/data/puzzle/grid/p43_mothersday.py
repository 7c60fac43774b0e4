C = "Prices"
CATEGORIES = [
    ("First names", ["Danny", "Gracie", "Leo", "Maya"]),
    ("Last names", ["Cho", "Ortiz", "Reilly", "Snyder"]),
    ("Gifts", ["bath salts", "candle", "mug", "scarf"]),
    ("Prices", ["$6", "$8", "$10", "$12"], [6, 8, 10, 12]),
]
SOLUTION = [
    ["Danny", "Snyder", "mug", "$6"],
    ["Gracie", "Ortiz", "scarf", "$12"],
    ["Leo", "Cho", "candle", "$10"],
    ["Maya", "Reilly", "bath salts", "$8"],
]
CLUES = [
    ("The Ortiz girl spent $4 more than the child who bought the bath salts.", lambda s: s.n(C, "Ortiz") == s.n(C, "bath salts") + 4),
    ("Danny spent less than anyone else.", lambda s: s.n(C, "Danny") == 6),
    ("Leo, who isn't a Reilly, bought the candle.", lambda s: not s.same("Leo", "Reilly") and s.same("Leo", "candle")),
    ("Neither Maya nor the Snyder child bought the scarf.", lambda s: not s.same("Maya", "scarf") and not s.same("Snyder", "scarf")),
    ("The mug cost $2 less than Maya's present.", lambda s: s.n(C, "mug") == s.n(C, "Maya") - 2),
    ("Gracie spent more than Leo, and Danny isn't a Cho.", lambda s: s.n(C, "Gracie") > s.n(C, "Leo") and not s.same("Danny", "Cho")),
    ("Maya isn't a Snyder, and the Cho child spent exactly $10.", lambda s: not s.same("Maya", "Snyder") and s.n(C, "Cho") == 10),
]
NUM = "."
DOT = False
INTRO = ["Four children in Mrs. Porter's third-grade class each bought a Mother's Day present at the school's gift shop. "
         "Can you find each child's full name, the gift and what it cost?"]
OUTRO = []
REMARKS = INTRO + OUTRO
