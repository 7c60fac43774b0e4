R = "Placings"
H = "Practice"
CATEGORIES = [
    ("Squads", ["Iron Wolves", "Night Owls", "Red Comets", "Storm Riders", "Zero Gravity"]),
    ("Captains", ["Jax", "Kira", "Leo", "Mina", "Nico"]),
    ("Placings", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
    ("Practice", ["20 hours", "24 hours", "28 hours", "32 hours", "36 hours"], [20, 24, 28, 32, 36]),
]
SOLUTION = [
    ["Iron Wolves", "Mina", "3rd", "28 hours"],
    ["Night Owls", "Jax", "1st", "24 hours"],
    ["Red Comets", "Nico", "5th", "36 hours"],
    ["Storm Riders", "Kira", "2nd", "20 hours"],
    ["Zero Gravity", "Leo", "4th", "32 hours"],
]
SQUADS = ["Iron Wolves", "Night Owls", "Red Comets", "Storm Riders", "Zero Gravity"]
CLUES = [
    ("Kira's squad finished 2 places ahead of Leo's.", lambda s: s.n(R, "Kira") == s.n(R, "Leo") - 2),
    ("The Night Owls practiced 4 hours a week more than the Storm Riders.",
     lambda s: s.n(H, "Night Owls") == s.n(H, "Storm Riders") + 4),
    ("Mina's squad finished somewhere behind the squad that practiced 24 hours a week.",
     lambda s: s.n(R, "Mina") > s.n(R, "24 hours")),
    ("Of the Iron Wolves and the squad captained by Jax, one practiced 28 hours a week and the other won the competition.",
     lambda s: not s.same("Iron Wolves", "Jax") and (
         (s.same("Iron Wolves", "28 hours") and s.same("Jax", "1st")) or
         (s.same("Jax", "28 hours") and s.same("Iron Wolves", "1st")))),
    ("Nico's squad practiced 16 hours a week more than Kira's.",
     lambda s: s.n(H, "Nico") == s.n(H, "Kira") + 16),
    ("The five captains were Leo, the captain of the Night Owls, the captain of the squad that finished 3rd, the captain whose squad practiced 36 hours a week and Kira.",
     lambda s: len({s.e("Leo"), s.e("Night Owls"), s.e("3rd"), s.e("36 hours"), s.e("Kira")}) == 5),
    ("The squad that practiced 8 hours a week more than the Night Owls wasn't captained by Nico.",
     lambda s: any(s.n(H, t) == s.n(H, "Night Owls") + 8 and not s.same(t, "Nico") for t in SQUADS)),
    ("The squad that finished 4th practiced 4 hours more than the Iron Wolves.",
     lambda s: s.n(H, "4th") == s.n(H, "Iron Wolves") + 4),
    ("The Red Comets finished somewhere behind Zero Gravity.",
     lambda s: s.n(R, "Red Comets") > s.n(R, "Zero Gravity")),
]
NUM = None
DOT = False
INTRO = ["Five cheer squads competed at the regional championship."]
OUTRO = ["Practice times are hours per week."]
REMARKS = INTRO + OUTRO
