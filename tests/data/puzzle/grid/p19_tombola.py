N = "Tickets"
CATEGORIES = [
    ("Winners", ["Kath", "Len", "Mo", "Nell"]),
    ("Tickets", ["17", "43", "88", "126"], [17, 43, 88, 126]),
    ("Prizes", ["bath salts", "bottle of wine", "box of chocolates", "teddy bear"]),
]
SOLUTION = [
    ["Kath", "88", "teddy bear"],
    ["Len", "17", "bottle of wine"],
    ["Mo", "126", "bath salts"],
    ["Nell", "43", "box of chocolates"],
]
CLUES = [
    ("The highest ticket number won the bath salts.", lambda s: s.same("126", "bath salts")),
    ("Len's ticket had a lower number than Nell's.", lambda s: s.n(N, "Len") < s.n(N, "Nell")),
    ("Kath's ticket number was 45 higher than Nell's.", lambda s: s.n(N, "Kath") == s.n(N, "Nell") + 45),
    ("The box of chocolates didn't go to Len.", lambda s: not s.same("Len", "box of chocolates")),
    ("Kath won neither the wine nor the chocolates.",
     lambda s: not s.same("Kath", "bottle of wine") and not s.same("Kath", "box of chocolates")),
]
NUM = None
DOT = False
INTRO = ["Four people each won one prize on the tombola at the school summer fair."]
OUTRO = []
REMARKS = INTRO + OUTRO
